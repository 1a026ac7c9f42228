import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import { AccessPointDevicesList } from './ap-devices-list.tsx';
import { AccessPointList } from './ap-list.tsx';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => mock.dispose());

describe('managed access points', () => {
  it('lists the access points with status in words, clients and their FortiGate', async () => {
    renderShell(<AccessPointList />);
    const grid = await screen.findByRole('grid', { name: 'Managed access points' });
    expect(await within(grid).findByText('BR-DET-001-AP01')).toBeInTheDocument();
    expect(within(grid).getAllByText('Online').length).toBeGreaterThan(0);
    expect(await screen.findByText(/^\d[\d,]* access points: [\d,]+ online, [\d,]+ offline, [\d,]+ clients$/)).toBeInTheDocument();
    // FortiWiFi local radios and mismatched ids are not listed, and the list says so
    expect(screen.getByText(/entries are not listed: FortiWiFi local radios/)).toBeInTheDocument();
    expect(mock.callsOf('listWtps')[0].url.searchParams.get('scope_member')).toBe('All_FortiGate');
  });

  it('still lists them when the live state fails, and says so', async () => {
    mock.fail('listApStatus');
    renderShell(<AccessPointList />);
    expect(await screen.findByText("Failed to read the access points' live state; status and clients are unknown.")).toBeInTheDocument();
    expect(await screen.findByText('BR-DET-001-AP01')).toBeInTheDocument();
  });

  it('says when the list fails, and reads it again on Retry', async () => {
    mock.fail('listWtps');
    renderShell(<AccessPointList />);
    expect(await screen.findByText('Failed to load the access points.')).toBeInTheDocument();
    mock.reset('listWtps');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('BR-DET-001-AP01')).toBeInTheDocument();
  });

  it('says when the ADOM has none', async () => {
    mock.reply('listWtps', []);
    renderShell(<AccessPointList />);
    expect(await screen.findByText('There is no managed access point in this ADOM.')).toBeInTheDocument();
  });
});

describe('/fortiap/devices/list', () => {
  it('opens the managed list when the ADOM manages its access points centrally', async () => {
    renderShell(<AccessPointDevicesList />, { path: '/fortiap/devices/list', routes: [{ path: '/fortiap/centrallist', element: <p>central list</p> }] });
    expect(await screen.findByText('central list')).toBeInTheDocument();
  });

  it('lists each FortiGate’s access points under it otherwise', async () => {
    mock.persona('apPerDevice');
    renderShell(<AccessPointDevicesList />, { path: '/fortiap/devices/list', routes: [{ path: '/fortiap/centrallist', element: <p>central list</p> }] });
    expect(await screen.findByText('Each FortiGate manages its own access points: they are listed under their FortiGate.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^BR-ATL-001 \(\d+\)$/ })).toHaveAttribute('aria-expanded');
    expect(screen.queryByText('central list')).not.toBeInTheDocument();
  });

  it('says when the setting cannot be read', async () => {
    mock.fail('getApManagement');
    renderShell(<AccessPointDevicesList />);
    expect(await screen.findByText('Failed to read how this ADOM manages its access points.')).toBeInTheDocument();
  });
});
