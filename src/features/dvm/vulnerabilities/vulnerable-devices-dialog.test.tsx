import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState, type ReactElement } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell, sessionQueryClient } from '@/lib/testing/render.tsx';
import { answerWithFleet, fleet } from './test-fleet.ts';
import { VulnerableDevicesDialog } from './vulnerable-devices-dialog.tsx';
import { DEFAULT_VIEW_STATE, type VulnerabilityViewState } from './view-state.ts';

// antd and RJSF render slowly in jsdom, more so on a busy machine
vi.setConfig({ testTimeout: 60_000 });

beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
});
let mock: MockApi;
beforeEach(() => {
  // a super admin in the root ADOM
  mock = installMockApi();
  answerWithFleet(mock);
});
afterEach(() => mock.dispose());

/** Opens the dialog as the console does: the administrator and the current ADOM (root) are known by then. */
async function renderOpened(ui: ReactElement) {
  return renderShell(ui, { queryClient: await sessionQueryClient() });
}

function Harness({ initial, onClose = () => {} }: { initial?: Partial<VulnerabilityViewState>; onClose?: () => void }) {
  const [state, setState] = useState<VulnerabilityViewState>({ ...DEFAULT_VIEW_STATE, ...initial });
  return (
    <>
      <VulnerableDevicesDialog open onClose={onClose} state={state} onStateChange={setState} />
      <output data-testid="state">{JSON.stringify(state)}</output>
    </>
  );
}

// antd labels every dialog with the same id under test, so dialogs are told apart by their content
const deviceDialog = async () =>
  (await screen.findByText(/^\d+ Vulnerabilities detected in total$/)).closest<HTMLElement>('[role="dialog"]')!;
const grid = () => screen.getByRole('treegrid', { name: 'Vulnerable Devices' });
const stateOf = () => JSON.parse(screen.getByTestId('state').textContent ?? '{}') as VulnerabilityViewState;
const vulnerable = fleet.devices.filter((d) => d.manage_mode !== 'manager');

describe('Vulnerable Devices dialog', () => {
  it('shows the headline with counts per severity and the devices in the Fabric View', async () => {
    await renderOpened(<Harness />);
    const headline = await screen.findByText(/managed devices are identified with security vulnerabilities\.$/);
    expect(headline.textContent).toMatch(/^\d+ managed devices are identified with security vulnerabilities\.$/);
    const counts = screen.getByRole('list', { name: 'Vulnerable devices by severity' });
    expect(within(counts).getByText('Critical')).toBeInTheDocument();
    for (const name of ['Device Name', 'Severity', 'Platform', 'Firmware Version', 'Suggested Upgrade Version', 'Vulnerabilities']) {
      expect(within(grid()).getByLabelText(`Search ${name}`)).toBeInTheDocument();
    }
    expect(within(grid()).getByText(vulnerable[0].name)).toBeInTheDocument();
  });

  it('expands a FortiGate to its access points and switches', async () => {
    await renderOpened(<Harness />);
    const parent = fleet.wtps[0]['scope member'][0].name;
    await userEvent.click(await screen.findByRole('button', { name: `Expand ${parent}` }));
    const child = fleet.wtps.find((w) => w['scope member'][0].name === parent)!;
    expect(within(grid()).getByText(child.name || child['wtp-id']).closest('[role="row"]')).toHaveAttribute('aria-level', '2');
  });

  it('groups by device type and keeps the view in its state', async () => {
    await renderOpened(<Harness />);
    await screen.findByText(vulnerable[0].name);
    await userEvent.click(screen.getByText('Device Type View'));
    expect(stateOf().view).toBe('type');
    expect(await within(grid()).findByRole('button', { name: /^FortiGate \(\d+\)$/ })).toHaveAttribute('aria-expanded', 'true');
    expect(within(grid()).getByRole('button', { name: /^FortiAnalyzer \(1\)$/ })).toBeInTheDocument();
  });

  it('searches a column and keeps the search in its state', async () => {
    await renderOpened(<Harness />);
    await screen.findByText(vulnerable[0].name);
    await userEvent.type(screen.getByLabelText('Search Device Name'), 'LOG-FAZ');
    await waitFor(() => expect(within(grid()).queryByText(vulnerable[0].name)).not.toBeInTheDocument());
    expect(within(grid()).getByText('LOG-FAZ-01')).toBeInTheDocument();
    expect(stateOf().filters).toEqual({ name: 'LOG-FAZ' });
  });

  it('enables View Vulnerabilities for exactly one vulnerable row and opens the device', async () => {
    await renderOpened(<Harness />);
    await screen.findByText('LOG-FAZ-01');
    const view = screen.getByRole('button', { name: /View Vulnerabilities/ });
    expect(view).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select LOG-FAZ-01' }));
    expect(view).toBeEnabled();
    await userEvent.click(screen.getByRole('checkbox', { name: `Select ${vulnerable[0].name}` }));
    expect(view).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: `Select ${vulnerable[0].name}` }));
    await userEvent.click(view);
    const device = await deviceDialog();
    expect(within(device).getByText('LOG-FAZ-01')).toBeInTheDocument();
    expect(stateOf().device).toMatch(/^dev:/);
  });

  it('Setup Upgrade takes the box ticked just before it, even pressed at once', async () => {
    await renderOpened(<Harness initial={{ view: 'type' }} />);
    const box = await screen.findByRole('checkbox', { name: 'Select AZ-WEU-FGT01' }, { timeout: 10_000 });
    const setup = screen.getByRole('button', { name: /Setup Upgrade/ });
    await waitFor(() => expect(setup).toBeEnabled());
    // ticked and pressed in one go: the rows shown for the selection have not arrived from the fleet yet
    fireEvent.click(box);
    fireEvent.click(setup);
    await screen.findByRole('heading', { name: 'Choose a Method' });
    await userEvent.click(screen.getByText('Use Existing Firmware Template'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Firmware Template' }));
    await userEvent.click(await screen.findByTitle('DC-Maintenance'));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Choose Devices to Assign' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('The upgrade has been setup successfully.')).toBeInTheDocument();
    const [put] = mock.callsOf('updateFirmwareTemplate');
    expect((put.body as { 'scope member': { name: string }[] })['scope member'].map((m) => m.name)).toContain('AZ-WEU-FGT01');
  });

  it('opens the device on double-click and on Enter', async () => {
    await renderOpened(<Harness />);
    await userEvent.dblClick(await screen.findByText('LOG-FAZ-01'));
    expect(within(await deviceDialog()).getByText('LOG-FAZ-01')).toBeInTheDocument();
    await userEvent.click(within(await deviceDialog()).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(stateOf().device).toBeNull());
    // Enter on the focused row does the same
    await userEvent.click(within(grid()).getByText('LOG-FAZ-01'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(stateOf().device).toMatch(/^dev:/));
  });

  it('opens the device named in its state (a linked URL)', async () => {
    const faz = fleet.devices.find((d) => d.name === 'LOG-FAZ-01')!;
    await renderOpened(<Harness initial={{ device: `dev:${faz.oid}` }} />);
    const device = await deviceDialog();
    expect(within(device).getByText('LOG-FAZ-01')).toBeInTheDocument();
    expect(within(device).getByText('7.0.4')).toBeInTheDocument();
  });

  it('hides Setup Upgrade from a read-only administrator but shows the data', async () => {
    mock.persona('readOnly');
    await renderOpened(<Harness />);
    await screen.findByText(vulnerable[0].name);
    expect(screen.queryByRole('button', { name: /Setup Upgrade/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Export CSV/ })).toBeEnabled();
  });

  it('hides Setup Upgrade on an HA secondary, where no firmware template can be saved', async () => {
    mock.persona('haSecondary');
    await renderOpened(<Harness />);
    await screen.findByText(vulnerable[0].name);
    expect(screen.queryByRole('button', { name: /Setup Upgrade/ })).not.toBeInTheDocument();
  });

  it('shows loading, then the catalogue message when the data cannot be loaded, and retries', async () => {
    const releasePsirt = mock.hang('getPsirtData');
    const releaseDevices = mock.hang('listManagedDevices');
    mock.fail('listManagedDevices');
    await renderOpened(<Harness />);
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    releasePsirt();
    releaseDevices();
    expect(await screen.findByText('Failed to load the vulnerability data.')).toBeInTheDocument();
    mock.reset('listManagedDevices');
    answerWithFleet(mock);
    await userEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByText(vulnerable[0].name)).toBeInTheDocument();
    expect(mock.callsOf('listManagedDevices')).toHaveLength(2);
  });

  it('shows loading, not the empty message, while the current ADOM is still on its way', async () => {
    const release = mock.hang('getCurrentAdom');
    renderShell(<Harness />);
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByText('No managed devices are identified with security vulnerabilities.')).toBeNull();
    release();
    expect(await screen.findByText(/^\d+ managed devices are identified with security vulnerabilities\.$/)).toBeInTheDocument();
  });

  it('says so when nothing is vulnerable', async () => {
    mock.scenario('getPsirtData', 'noVulnerabilities');
    await renderOpened(<Harness />);
    expect(await screen.findByText('No managed devices are identified with security vulnerabilities.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Export CSV/ })).toBeDisabled();
  });

  it('exports the rows as filtered', async () => {
    let csv = '';
    URL.createObjectURL = vi.fn((b: Blob) => {
      void b.text().then((t) => (csv = t));
      return 'blob:x';
    }) as typeof URL.createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await renderOpened(<Harness initial={{ filters: { name: 'LOG-FAZ' } }} />);
    await screen.findByText('LOG-FAZ-01');
    await userEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
    expect(click).toHaveBeenCalled();
    await waitFor(() => expect(csv).toContain('LOG-FAZ-01'));
    expect(csv.split('\r\n')[0]).toBe(
      'Device Name,Severity,Platform,Firmware Version,Suggested Upgrade Version,Vulnerabilities',
    );
    expect(csv.trim().split('\r\n')).toHaveLength(2);
    click.mockRestore();
    expect(mock.callsOf('getPsirtData')[0].url.pathname).toMatch(/\/gui\/adom\/root\/psirt$/);
  });
});
