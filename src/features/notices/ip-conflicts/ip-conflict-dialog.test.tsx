import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import { IpConflictDialog } from './ip-conflict-dialog.tsx';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => mock.dispose());

describe('IP Conflicts', () => {
  it('lists the devices of the notification’s ADOM; a row expands into its interfaces in conflict', async () => {
    renderShell(<IpConflictDialog adomOid={128} onClose={() => {}} />);
    const row = (await screen.findByText('FGT-Store-115')).closest('tr')!;
    expect(within(row).getByText('Down')).toBeInTheDocument();
    expect(mock.callsOf('listIpConflicts')[0].url.pathname).toBe('/api/gui/dvm/adom/128/ip-conflicts');
    const first = screen.getByText('FGT-Store-114').closest('tr')!;
    await userEvent.click(within(first).getByRole('button', { name: /expand row/i }));
    expect(await screen.findByText('198.51.100.14')).toBeInTheDocument();
    expect(screen.getByText('DHCP')).toBeInTheDocument();
    expect(screen.getAllByText('Static').length).toBeGreaterThan(0);
  });

  it('says when no device has a conflict any more, and when the list cannot be read', async () => {
    mock.scenario('listIpConflicts', 'none');
    const { unmount } = renderShell(<IpConflictDialog adomOid={128} onClose={() => {}} />);
    expect(await screen.findByText('No device has an IP conflict.')).toBeInTheDocument();
    unmount();
    mock.reset('listIpConflicts');
    mock.fail('listIpConflicts');
    renderShell(<IpConflictDialog adomOid={128} onClose={() => {}} />);
    expect(await screen.findByText('Failed to load the devices with an IP conflict.', { exact: false })).toBeInTheDocument();
  });

  it('asks nothing while closed', async () => {
    renderShell(<IpConflictDialog adomOid={null} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(mock.callsOf('listIpConflicts')).toHaveLength(0);
  });
});
