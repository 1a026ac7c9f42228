import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import { AllAdoms } from './all-adoms.tsx';
import { captureDownloads } from '@/lib/testing/downloads.ts';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => mock.dispose());

const rowOf = async (text: string) => (await screen.findByText(text, { exact: true })).closest<HTMLElement>('[role="row"]')!;
const names = () =>
  within(screen.getByRole('grid', { name: 'All ADOMs' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('gridcell')[0].querySelector('strong')?.textContent);

describe('All ADOMs', () => {
  it('lists every ADOM with product, version, devices, mode and lock', async () => {
    renderShell(<AllAdoms canSwitch />);
    const east = await rowOf('Retail-East');
    expect(within(east).getByText('25')).toBeInTheDocument();
    expect(within(east).getByText('Locked by jsmith')).toBeInTheDocument();
    expect(within(await rowOf('Retail-West')).getByText('Advanced')).toBeInTheDocument();
    expect(within(await rowOf('Retail-West')).getByText('Locked by an IPS package update')).toBeInTheDocument();
    expect(within(await rowOf('Finance')).getByText('Locked by me')).toBeInTheDocument();
    expect(within(await rowOf('Mail-Gateways')).getByText('FortiMail')).toBeInTheDocument();
    expect(within(await rowOf('Anti-DDoS')).getByText('Disabled')).toBeInTheDocument();
    expect(within(await rowOf('root')).getByText('Current')).toBeInTheDocument();
    expect(screen.getByText('10 of 10 rows')).toBeInTheDocument();
  });

  it('searches a column, kept in the address', async () => {
    const { router } = renderShell(<AllAdoms canSwitch />, { path: '/sys/alladoms' });
    await rowOf('root');
    fireEvent.change(screen.getByLabelText('Search Name'), { target: { value: 'retail' } });
    await waitFor(() => expect(names()).toEqual(['Retail-East', 'Retail-West']));
    expect(screen.getByText('2 of 10 rows')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?f.name=retail'));
    fireEvent.change(screen.getByLabelText('Search Product'), { target: { value: 'nothing like it' } });
    await waitFor(() => expect(screen.getByText('0 of 10 rows')).toBeInTheDocument());
    expect(screen.queryByText('Retail-East')).not.toBeInTheDocument();
  });

  it('exports the ADOMs the search shows as CSV, the lock in words', async () => {
    const downloads = captureDownloads();
    renderShell(<AllAdoms canSwitch />, { path: '/sys/alladoms?f.name=retail' });
    await waitFor(() => expect(names()).toEqual(['Retail-East', 'Retail-West']));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.texts).toHaveLength(1));
    expect(downloads.names).toEqual(['adoms.csv']);
    const lines = downloads.lines();
    expect(lines[0]).toBe('Name,Description,Product,Version,Devices,Mode,Lock');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^Retail-East,.*,25,.*,Locked by jsmith$/);
    downloads.restore();
  });

  it('sorts by name first, by devices from the column header (the most first), kept in the address', async () => {
    const { router } = renderShell(<AllAdoms canSwitch />, { path: '/sys/alladoms' });
    await rowOf('root');
    expect(names()[0]).toBe('Anti-DDoS');
    await userEvent.click(screen.getByText('Devices'));
    await waitFor(() => expect(names().slice(0, 3)).toEqual(['root', 'Retail-East', 'Retail-West']));
    expect(router.state.location.search).toBe('?sort=-devices');
    await userEvent.click(screen.getByText('Devices'));
    await waitFor(() => expect(names()[0]).toBe('Branch-APAC'));
  }, 40_000);

  it('switches to an ADOM the administrator may open, not to the current one', async () => {
    mock.scenario('changeAdom', 'finance');
    renderShell(<AllAdoms canSwitch />);
    expect(within(await rowOf('root')).queryByRole('button')).not.toBeInTheDocument();
    // only in the list of ADOMs the admin may open
    expect(within(await rowOf('Mail-Gateways')).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Switch to Finance' }));
    expect(await screen.findByText('Switched to ADOM Finance.')).toBeInTheDocument();
    expect(mock.callsOf('changeAdom')[0].body).toEqual({ oid: 127 });
  });

  it('says when switching fails', async () => {
    mock.fail('changeAdom');
    renderShell(<AllAdoms canSwitch />);
    await userEvent.click(await screen.findByRole('button', { name: 'Switch to Finance' }));
    expect(await screen.findByText('Failed to switch the ADOM. Internal server error.')).toBeInTheDocument();
  });

  it('has no Switch column for an administrator who may not change ADOM', async () => {
    renderShell(<AllAdoms canSwitch={false} />);
    await rowOf('Finance');
    expect(screen.queryByRole('button', { name: /^Switch to/ })).not.toBeInTheDocument();
  });

  it('says when there is none, and when the ADOMs cannot be read (Retry reads again)', async () => {
    mock.scenario('listAllAdoms', 'empty');
    const { unmount } = renderShell(<AllAdoms canSwitch />);
    expect(await screen.findByText('No ADOM. ADOMs may be turned off on this unit.')).toBeInTheDocument();
    unmount();
    mock.reset('listAllAdoms');
    mock.fail('listAllAdoms');
    renderShell(<AllAdoms canSwitch />);
    expect(await screen.findByText('Failed to load the ADOMs.')).toBeInTheDocument();
    mock.reset('listAllAdoms');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Retail-East')).toBeInTheDocument();
  });
});
