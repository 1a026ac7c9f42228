import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import { captureDownloads } from '@/lib/testing/downloads.ts';
import { OutbreakAlerts } from './outbreak-alerts.tsx';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => mock.dispose());

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const rowOf = async (text: string) => (await screen.findByText(text)).closest('[role="row"]') as HTMLElement;
const names = () =>
  within(screen.getByRole('grid', { name: 'Outbreak alerts' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('gridcell')[1].textContent);

async function pick(label: string, option: string) {
  await user().click(screen.getByRole('combobox', { name: label }));
  await user().click(await screen.findByTitle(option));
}

describe('Outbreak Alerts', () => {
  it('shows severity in words, devices, detection status, date and the advisory', async () => {
    renderShell(<OutbreakAlerts />);
    const row = await rowOf('FortiOS SSL-VPN Out-of-Bound Write');
    expect(within(row).getByText('Critical')).toBeInTheDocument();
    expect(within(row).getByText('Detected')).toBeInTheDocument();
    const link = within(row).getByRole('link', { name: 'FG-IR-24-015 (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://www.fortiguard.com/psirt/FG-IR-24-015');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(row).getByText('CVE-2024-21762')).toBeInTheDocument();
    expect(within(await rowOf('FortiOS XSS and CSRF Protection Bypass')).getByText('High')).toBeInTheDocument();
    expect(screen.getByText('8 of 8 alerts')).toBeInTheDocument();
    expect(mock.callsOf('listOutbreakAlerts')[0].url.pathname).toBe('/api/soar/adom/root/outbreak/alerts');
  });

  it('an advisory address that is not http(s) is text, not a link', async () => {
    renderShell(<OutbreakAlerts />);
    const row = await rowOf('FortiOS CLI Path Traversal Exploitation');
    expect(within(row).getByText('FG-IR-22-369')).toBeInTheDocument();
    expect(within(row).queryByRole('link')).toBeNull();
  });

  it('shows the affected devices of an alert on demand', async () => {
    renderShell(<OutbreakAlerts />);
    const row = await rowOf('FortiOS Node.js Websocket Authentication Bypass');
    const toggle = within(row).getByRole('button', { name: 'Show the 2 devices affected by FortiOS Node.js Websocket Authentication Bypass' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user().click(toggle);
    const devices = await screen.findByRole('region', { name: 'Devices affected by FortiOS Node.js Websocket Authentication Bypass' });
    expect(within(devices).getByText('BR-DET-001')).toBeInTheDocument();
    expect(within(devices).getByText('AZ-WEU-FGT01')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('filters by severity and status, and searches', async () => {
    renderShell(<OutbreakAlerts />);
    await rowOf('FortiOS SSL-VPN Out-of-Bound Write');
    await pick('Severity', 'Medium');
    expect(screen.getByText('1 of 8 alerts')).toBeInTheDocument();
    await pick('Severity', 'Any severity');
    await pick('Detection status', 'Mitigated');
    expect(screen.getByText('2 of 8 alerts')).toBeInTheDocument();
    await pick('Detection status', 'Any status');
    await user().type(screen.getByRole('searchbox', { name: 'Search alerts' }), 'CVE-2024-23113');
    expect(screen.getByText('1 of 8 alerts')).toBeInTheDocument();
    expect(screen.getByText('FortiOS fgfmd Format String Exploitation')).toBeInTheDocument();
    await user().type(screen.getByRole('searchbox', { name: 'Search alerts' }), ' nothing');
    expect(screen.getByText('No alert matches.')).toBeInTheDocument();
  });

  it('opens with the filter the address carries, and keeps a changed one in it', async () => {
    const { router } = renderShell(<OutbreakAlerts />, { path: '/fortisoc/soar/outbreakalerts?severity=3', pattern: '/fortisoc/soar/outbreakalerts' });
    await screen.findByText('FortiOS CLI Path Traversal Exploitation');
    expect(screen.getByText('1 of 8 alerts')).toBeInTheDocument();
    await pick('Detection status', 'Not detected');
    expect(screen.getByText('No alert matches.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?severity=3&status=notDetected');
  });

  it('searches and sorts by column beside the filters, all kept in the address; exports what is shown', async () => {
    const downloads = captureDownloads();
    const { router } = renderShell(<OutbreakAlerts />, { path: '/fortisoc/soar/outbreakalerts?status=detected', pattern: '/fortisoc/soar/outbreakalerts' });
    await rowOf('FortiOS SSL-VPN Out-of-Bound Write');
    const detected = names();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search Alert Name' }), { target: { value: 'fortios' } });
    await waitFor(() => expect(names().every((n) => /fortios/i.test(n ?? ''))).toBe(true));
    await user().click(screen.getByText('Alert Name'));
    await waitFor(() => expect(names()).toEqual([...names()].sort((a, b) => a!.localeCompare(b!))));
    expect(names().length).toBeLessThanOrEqual(detected.length);
    await waitFor(() => expect(router.state.location.search).toBe('?status=detected&f.name=fortios&sort=name'));
    // a changed filter keeps the grid's searches and sort
    await pick('Severity', 'Critical');
    expect(router.state.location.search).toBe('?f.name=fortios&sort=name&severity=5&status=detected');
    await user().click(within(screen.getByRole('toolbar', { name: 'Actions' })).getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.texts).toHaveLength(1));
    const lines = downloads.lines();
    expect(lines[0]).toBe('Severity,Alert Name,Affected Devices,Detection Status,Published,Last Detected,Advisory');
    expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual(names());
    expect(lines.slice(1).every((l) => l.startsWith('Critical,') && l.includes(',Detected,'))).toBe(true);
    downloads.restore();
  });

  it('says when there is no alert', async () => {
    mock.scenario('listOutbreakAlerts', 'noAlerts');
    renderShell(<OutbreakAlerts />);
    expect(await screen.findByText('No outbreak alert has been published for this ADOM.')).toBeInTheDocument();
  });

  it('says when the alerts cannot be read; Retry reads them again; a failed Refresh says so', async () => {
    mock.fail('listOutbreakAlerts');
    renderShell(<OutbreakAlerts />);
    expect(await screen.findByText('Failed to load the outbreak alerts.')).toBeInTheDocument();
    mock.reset('listOutbreakAlerts');
    await user().click(screen.getByRole('button', { name: 'Retry' }));
    await rowOf('FortiOS SSL-VPN Out-of-Bound Write');
    mock.fail('listOutbreakAlerts');
    await user().click(within(screen.getByRole('toolbar', { name: 'Actions' })).getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Failed to load the outbreak alerts. The outbreak alert service is not reachable.')).toBeInTheDocument();
  });
});
