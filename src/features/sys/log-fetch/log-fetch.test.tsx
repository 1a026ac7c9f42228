import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import { LogFetch } from './log-fetch.tsx';
import { captureDownloads } from '@/lib/testing/downloads.ts';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => mock.dispose());

const rowOf = async (text: string) => (await screen.findByText(text)).closest<HTMLElement>('[role="row"]')!;
/** the text of one column of each row a grid shows, top to bottom */
const column = (grid: string, index: number) =>
  within(screen.getByRole('grid', { name: grid }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('gridcell')[index].textContent);
const openSessions = () => userEvent.click(screen.getByRole('tab', { name: 'Sessions' }));

describe('Log Fetch, client profiles', () => {
  it('lists each profile with its server, user, ADOM and devices', async () => {
    renderShell(<LogFetch editable />);
    const row = await rowOf('Branch-East');
    expect(within(row).getByText('10.30.1.20')).toBeInTheDocument();
    expect(within(row).getByText('Retail-East')).toBeInTheDocument();
    expect(within(row).getByText('STORE-NYC-002')).toBeInTheDocument();
    expect(within(row).getByText('Last 30 days')).toBeInTheDocument();
    expect(within(row).getByText('Never')).toBeInTheDocument();
    expect(within(await rowOf('Finance-Audit')).getByText('All devices')).toBeInTheDocument();
  });

  it('sends a request with a profile and says so', async () => {
    renderShell(<LogFetch editable />);
    await userEvent.click(await screen.findByRole('button', { name: 'Request fetch with HQ-Analyzer' }));
    expect(await screen.findByText('Log fetch request sent with HQ-Analyzer.')).toBeInTheDocument();
    expect(mock.callsOf('requestLogFetch')[0].url.pathname).toBe('/api/gui/sys/logfetch/profiles/HQ-Analyzer/fetch');
    expect(mock.callsOf('requestLogFetch')[0].headers.get('X-CSRF-Token')).toBeTruthy();
  });

  it("says why a request was not sent", async () => {
    mock.fail('requestLogFetch', 500, 'unreachable');
    renderShell(<LogFetch editable />);
    await userEvent.click(await screen.findByRole('button', { name: 'Request fetch with HQ-Analyzer' }));
    expect(await screen.findByText('Failed to send the log fetch request. Cannot connect to 10.10.1.20: connection timed out.')).toBeInTheDocument();
  });

  it('searches a column and sorts, kept in the address under the tab\'s names', async () => {
    const { router } = renderShell(<LogFetch editable />, { path: '/sys/logfetch' });
    await rowOf('Branch-East');
    fireEvent.change(screen.getByLabelText('Search Devices'), { target: { value: 'nyc' } });
    await waitFor(() => expect(column('Client Profiles', 0)).toEqual(['Branch-East']));
    await waitFor(() => expect(router.state.location.search).toBe('?profiles.f.devices=nyc'));
    fireEvent.change(screen.getByLabelText('Search Devices'), { target: { value: '' } });
    await waitFor(() => expect(column('Client Profiles', 0)).toHaveLength(3));
    await userEvent.click(screen.getByText('Time Period'));
    await waitFor(() => expect(column('Client Profiles', 0)).toEqual(['HQ-Analyzer', 'Branch-East', 'Finance-Audit']));
    expect(router.state.location.search).toBe('?profiles.sort=period');
  });

  it('exports the profiles shown as CSV', async () => {
    const downloads = captureDownloads();
    renderShell(<LogFetch editable />, { path: '/sys/logfetch?profiles.f.adom=finance' });
    await waitFor(() => expect(column('Client Profiles', 0)).toEqual(['Finance-Audit']));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.texts).toHaveLength(1));
    expect(downloads.names).toEqual(['log-fetch-profiles.csv']);
    const lines = downloads.lines();
    expect(lines[0]).toBe('Name,Server IP,User,ADOM,Devices,Time Period,Last Request');
    expect(lines.slice(1)).toEqual([expect.stringMatching(/^Finance-Audit,10\.40\.1\.20,auditor,Finance,All devices,Last 90 days,/)]);
    downloads.restore();
  });

  it('exports the sessions as CSV, newest request first, state and direction in words', async () => {
    const downloads = captureDownloads();
    renderShell(<LogFetch editable={false} />);
    await openSessions();
    const exportButton = await screen.findByRole('button', { name: 'Export CSV' });
    await waitFor(() => expect(exportButton).toBeEnabled());
    await userEvent.click(exportButton);
    await waitFor(() => expect(downloads.texts).toHaveLength(1));
    expect(downloads.names).toEqual(['log-fetch-sessions.csv']);
    const lines = downloads.lines();
    expect(lines[0]).toBe('Direction,Peer,Profile,ADOM,State,Progress,Time Range,Requested,Logs');
    expect(lines.map((l) => l.split(',')[1])).toEqual(['Peer', 'FAZ-Branch-01 (10.30.1.20)', 'FAZ-HQ-01 (10.10.1.20)', 'FAZ-Branch-02 (10.40.1.20)', 'FAZ-Branch-02 (10.40.1.20)']);
    expect(lines[1]).toMatch(/^Incoming,.*,Waiting for approval,0%,/);
    expect(lines.find((l) => l.includes('Nightly-Copy'))).toMatch(/,Denied: Denied by admin\.,/);
    downloads.restore();
  });

  it('has no actions without the permission, and says why', async () => {
    renderShell(<LogFetch editable={false} />);
    await rowOf('HQ-Analyzer');
    expect(screen.queryByRole('button', { name: /Request fetch/ })).not.toBeInTheDocument();
    expect(screen.getByText(/needs read-write permission on system settings/)).toBeInTheDocument();
  });

  it('says when there is no profile, and when the profiles cannot be read (Retry reads again)', async () => {
    mock.scenario('listLogFetchProfiles', 'empty');
    const { unmount } = renderShell(<LogFetch editable />);
    expect(await screen.findByText('No log fetch profile. A profile names the analyzer to fetch logs from.')).toBeInTheDocument();
    unmount();
    mock.reset('listLogFetchProfiles');
    mock.fail('listLogFetchProfiles');
    renderShell(<LogFetch editable />);
    expect(await screen.findByText('Failed to load the log fetch profiles.')).toBeInTheDocument();
    mock.reset('listLogFetchProfiles');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('HQ-Analyzer')).toBeInTheDocument();
  });
});

describe('Log Fetch, sessions', () => {
  it('lists outgoing and incoming sessions with state, progress and reason', async () => {
    renderShell(<LogFetch editable />);
    await openSessions();
    const running = await rowOf('FAZ-HQ-01 (10.10.1.20)');
    expect(within(running).getByText('Running')).toBeInTheDocument();
    expect(within(running).getByRole('progressbar', { name: 'Progress of session 41' })).toHaveAttribute('aria-valuenow', '62');
    expect(within(running).getByRole('button', { name: 'Cancel session 41' })).toBeInTheDocument();
    const denied = (await screen.findByText('Denied by admin.')).closest<HTMLElement>('[role="row"]')!;
    expect(within(denied).getByText('Denied')).toBeInTheDocument();
    expect(within(denied).queryByRole('button')).not.toBeInTheDocument();
  });

  it('searches and sorts the sessions under their own names in the address, newest request first until then', async () => {
    const { router } = renderShell(<LogFetch editable />, { path: '/sys/logfetch' });
    await openSessions();
    await rowOf('FAZ-HQ-01 (10.10.1.20)');
    expect(column('Sessions', 1)).toEqual(['FAZ-Branch-01 (10.30.1.20)', 'FAZ-HQ-01 (10.10.1.20)', 'FAZ-Branch-02 (10.40.1.20)', 'FAZ-Branch-02 (10.40.1.20)']);
    const sessions = screen.getByRole('grid', { name: 'Sessions' });
    fireEvent.change(within(sessions).getByLabelText('Search Direction'), { target: { value: 'outgoing' } });
    await waitFor(() => expect(column('Sessions', 2)).toEqual(['HQ-Analyzer', 'Finance-Audit']));
    await userEvent.click(within(sessions).getByText('Logs'));
    await waitFor(() => expect(column('Sessions', 2)).toEqual(['Finance-Audit', 'HQ-Analyzer']));
    expect(router.state.location.search).toBe('?sessions.f.direction=outgoing&sessions.sort=-logs');
  });

  it('approves an incoming request', async () => {
    renderShell(<LogFetch editable />);
    await openSessions();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve the request of FAZ-Branch-01' }));
    expect(await screen.findByText('Request of FAZ-Branch-01 approved.')).toBeInTheDocument();
    expect(mock.callsOf('approveLogFetchSession')[0].url.pathname).toBe('/api/gui/sys/logfetch/sessions/42/approve');
  });

  it('denies an incoming request after confirmation, and says when it fails', async () => {
    mock.fail('denyLogFetchSession');
    renderShell(<LogFetch editable />);
    await openSessions();
    await userEvent.click(await screen.findByRole('button', { name: 'Deny the request of FAZ-Branch-01' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Deny the log fetch request of FAZ-Branch-01?').length).toBeGreaterThan(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deny' }));
    expect(await screen.findByText('Failed to deny the request. Internal server error.')).toBeInTheDocument();
    mock.reset('denyLogFetchSession');
    await userEvent.click(screen.getByRole('button', { name: 'Deny the request of FAZ-Branch-01' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deny' }));
    expect(await screen.findByText('Request of FAZ-Branch-01 denied.')).toBeInTheDocument();
  });

  it('cancels an outgoing session after confirmation; Keep leaves it', async () => {
    renderShell(<LogFetch editable />);
    await openSessions();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel session 41' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mock.callsOf('cancelLogFetchSession')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel session 41' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Session 41 cancelled.')).toBeInTheDocument();
  });

  it('says when there is no session, and when the sessions cannot be read', async () => {
    mock.scenario('listLogFetchSessions', 'empty');
    const { unmount } = renderShell(<LogFetch editable />);
    await openSessions();
    expect(await screen.findByText('No log fetch session.')).toBeInTheDocument();
    unmount();
    mock.reset('listLogFetchSessions');
    mock.fail('listLogFetchSessions');
    renderShell(<LogFetch editable />);
    await openSessions();
    expect(await screen.findByText('Failed to load the log fetch sessions.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
