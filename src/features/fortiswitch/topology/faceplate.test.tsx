import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import { SwitchFaceplate } from './faceplate.tsx';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => mock.dispose());

const open = (query = '') => renderShell(<SwitchFaceplate />, { path: `/fortiswitch/faceplate${query}`, pattern: '/fortiswitch/faceplate' });

describe('Faceplate', () => {
  it('shows the switch named in the URL, its ports in two rows with state, speed and PoE in their names', async () => {
    open('?switch=S124EPTF24163946');
    const panel = await screen.findByRole('group', { name: 'Front panel of BR-DET-001-SW01' });
    const ports = within(panel).getAllByRole('button');
    expect(ports).toHaveLength(28);
    expect(ports[0]).toHaveAccessibleName(/^port1: (Up|Down|Disabled), /);
    expect(ports[0]).toHaveAccessibleName(/, PoE /);
    expect(screen.getByRole('combobox', { name: 'Switch' })).toBeInTheDocument();
    expect(screen.getByText('BR-DET-001-SW01 (FortiSwitch-124E-POE)')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Legend' })).toBeInTheDocument();
    expect(mock.callsOf('listSwitchPorts')[0].url.searchParams.get('mkey')).toBe('S124EPTF24163946');
  });

  it('without a switch in the URL, shows the first switch of the ADOM', async () => {
    open();
    expect(await screen.findByRole('group', { name: 'Front panel of CAMPUS-PDX-FW01-SW04' })).toBeInTheDocument();
  });

  it('moves between ports with the arrow keys (one tab stop) and shows the chosen port', async () => {
    open('?switch=S108FFTF22981090');
    const panel = await screen.findByRole('group', { name: 'Front panel of BR-SFO-001-SW01' });
    const byName = (n: string) => within(panel).getByRole('button', { name: new RegExp(`^${n}: `) });
    expect(within(panel).getAllByRole('button').filter((b) => b.tabIndex === 0)).toEqual([byName('port1')]);
    byName('port1').focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(byName('port2')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(byName('port6')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(byName('port10')).toHaveFocus();
    expect(byName('port10').tabIndex).toBe(0);
    await userEvent.keyboard('{Enter}');
    expect(byName('port10')).toHaveAttribute('aria-pressed', 'true');
    const details = await screen.findByRole('region', { name: 'Details of port10' });
    // the uplink to the FortiGate
    expect(within(details).getByText('Uplink')).toBeInTheDocument();
    expect(within(details).getByText('BR-SFO-001, port fortilink (LLDP)')).toBeInTheDocument();
  });

  it('another switch chosen is named in the URL', async () => {
    const { router } = open('?switch=S124EPTF24163946');
    await screen.findByRole('group', { name: 'Front panel of BR-DET-001-SW01' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Switch' }));
    await userEvent.click(await screen.findByText('DC1-ISFW-FW01-SW01 (FortiSwitch-1048E)'));
    expect(router.state.location.search).toBe('?switch=S1048ETF21230386');
    const panel = await screen.findByRole('group', { name: 'Front panel of DC1-ISFW-FW01-SW01' });
    expect(within(panel).getAllByRole('button')).toHaveLength(54);
  });

  it('an offline switch says so', async () => {
    open('?switch=S108EPTF20097339');
    expect(await screen.findByText(/^BR-SFO-001-SW02 is offline/)).toBeInTheDocument();
  });

  it('empty ADOM, failed fabric, failed ports', async () => {
    mock.reply('listSwitchFabrics', []);
    const first = open();
    expect(await screen.findByText('No switches in this ADOM.')).toBeInTheDocument();
    first.unmount();
    mock.dispose();
    mock = installMockApi();
    mock.fail('listSwitchPorts');
    open('?switch=S124EPTF24163946');
    expect(await screen.findByText('Failed to read the ports of BR-DET-001-SW01.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
