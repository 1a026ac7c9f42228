import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, specExample, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import { answerWithFleet, fleet } from './test-fleet.ts';
import { SetupUpgradeWizard, uniqueTemplateName } from './setup-upgrade-wizard.tsx';
import { buildAutoTemplate, buildVulnerableDeviceRows, type FirmwareTemplate } from './logic/index.ts';

// antd and RJSF render slowly in jsdom, more so on a busy machine
vi.setConfig({ testTimeout: 60_000 });

beforeAll(async () => {
  Element.prototype.scrollIntoView ??= () => {};
  // the form step loads lazily; loading RJSF for the first time takes a while under test
  await import('./firmware-template-step.tsx');
});
let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
  answerWithFleet(mock);
});
afterEach(() => mock.dispose());

/** Calls that change something on the appliance. */
// the images per platform are read by a POST (the forwarded exec um/image/version/list): a read, not a change
const changes = () => mock.calls.filter((c) => c.method !== 'GET' && c.operationId !== 'listFirmwareVersions');
const pathOf = (c: { url: URL }) => decodeURIComponent(c.url.pathname).replace(/^\/api/, '');

const ADOM = { oid: 3, name: 'root' };
const data = buildVulnerableDeviceRows({
  psirt: fleet.psirt as never,
  devices: fleet.devices as never,
  wtps: fleet.wtps as never,
  switches: fleet.switches as never,
});
const row = (name: string) => data.rows.find((r) => r.name === name)!;
// BR-DET-001 is held by the Branch-Q3 template of the example data
const assigned = row('BR-DET-001');
const free = row('AZ-WEU-FGT01');

function renderWizard(preselected = [assigned], onClose = vi.fn()) {
  renderShell(<SetupUpgradeWizard open adom={ADOM} rows={data.vulnerableRows} preselected={preselected} onClose={onClose} />);
  return { onClose };
}
const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));
const nameField = () => screen.findByLabelText(/^Name/, {}, { timeout: 5000 });
const heading = (name: string) => screen.findByRole('heading', { name });

describe('Setup Upgrade wizard', () => {
  it('creates a new template prefilled with the auto-created name, assigns the devices and says so', async () => {
    renderWizard();
    await heading('Choose a Method');
    expect(screen.getByRole('radio', { name: 'Create New Firmware Template' })).toBeChecked();
    await next();
    await heading('Firmware Template');
    const name = (await nameField()) as HTMLInputElement;
    expect(name.value).toMatch(/^PSIRT_[A-Z][a-z]{2}_[A-Z][a-z]{2}_\d{2}_\d{4}$/);
    await next();
    await heading('Choose Devices to Assign');
    expect(screen.getByText(/BR-DET-001/)).toBeInTheDocument();
    expect(
      screen.getByText(
        'This device is already assigned to the template Branch-Q3. Assigning it now will remove it from template Branch-Q3',
      ),
    ).toBeInTheDocument();
    await next();
    expect(await screen.findByText('The upgrade has been setup successfully.')).toBeInTheDocument();
    expect(await screen.findByText('Firmware template created.')).toBeInTheDocument();
    const [post] = mock.callsOf('addFirmwareTemplate');
    expect(pathOf(post)).toBe('/pm/fwmprof/adom/root');
    expect(post.body).toMatchObject({ name: name.value, type: 'fwmprof', 'scope member': [{ name: 'BR-DET-001', vdom: 'root' }] });
    const [release] = mock.callsOf('updateFirmwareTemplate');
    expect(pathOf(release)).toBe('/pm/fwmprof/adom/root/Branch-Q3');
    expect((release.body as FirmwareTemplate)['scope member'].map((m) => m.name)).not.toContain('BR-DET-001');
  });

  it('with no device chosen yet, a new template proposes versions for the vulnerable devices and can be completed', async () => {
    renderWizard([]);
    await heading('Choose a Method');
    await next();
    await heading('Firmware Template');
    await nameField();
    // a version for each platform of the vulnerable devices that has a listed image
    expect(screen.queryByText('Keep at least one firmware version.')).not.toBeInTheDocument();
    await next();
    await heading('Choose Devices to Assign');
    expect(screen.queryByText('Keep at least one firmware version.')).not.toBeInTheDocument();
  });

  it("says 'Failed to load the firmware versions.' with Retry rather than a form that could never be completed", async () => {
    mock.fail('listFirmwareVersions', 500);
    renderWizard([free]);
    await heading('Choose a Method');
    await next();
    await heading('Firmware Template');
    expect(await screen.findByText(/^Failed to load the firmware versions\./)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Name/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    mock.reset('listFirmwareVersions');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(((await nameField()) as HTMLInputElement).value).toMatch(/^PSIRT_/);
    expect(screen.queryByText(/^Failed to load the firmware versions\./)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    await next();
    await heading('Choose Devices to Assign');
    expect(mock.callsOf('listFirmwareVersions')).toHaveLength(2);
  });

  it('uses an existing template picked by name; Next stays disabled until one is picked', async () => {
    renderWizard([free]);
    await heading('Choose a Method');
    await userEvent.click(screen.getByText('Use Existing Firmware Template'));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('combobox', { name: 'Firmware Template' }));
    await userEvent.click(await screen.findByTitle('DC-Maintenance'));
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    await next();
    await heading('Choose Devices to Assign');
    await next();
    expect(await screen.findByText('The upgrade has been setup successfully.')).toBeInTheDocument();
    const [put] = mock.callsOf('updateFirmwareTemplate');
    expect(pathOf(put)).toBe('/pm/fwmprof/adom/root/DC-Maintenance');
    expect((put.body as FirmwareTemplate)['scope member'].map((m) => m.name)).toContain('AZ-WEU-FGT01');
    expect(mock.callsOf('addFirmwareTemplate')).toHaveLength(0);
    expect(screen.queryByText('Firmware template created.')).not.toBeInTheDocument();
  });

  it('tells that analyzers and managers are upgraded manually', async () => {
    renderWizard([row('LOG-FAZ-01'), free]);
    await heading('Choose a Method');
    await next();
    await heading('Firmware Template');
    // Next stays disabled until the form is on screen
    await nameField();
    await next();
    await heading('Choose Devices to Assign');
    expect(screen.getByText('LOG-FAZ-01 must be upgraded manually.')).toBeInTheDocument();
  });

  it("shows 'Failed to save Firmware Template.' and keeps what was typed; Back returns to the form", async () => {
    mock.fail('addFirmwareTemplate', 500, 'noDetail');
    renderWizard([free]);
    await heading('Choose a Method');
    await next();
    const name = (await nameField()) as HTMLInputElement;
    await userEvent.clear(name);
    await userEvent.paste('Spring-Upgrade');
    await next();
    await heading('Choose Devices to Assign');
    await next();
    expect(await screen.findByText('Failed to save Firmware Template.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(((await nameField()) as HTMLInputElement).value).toBe('Spring-Upgrade');
  });

  it("shows the server's detail when it gives one", async () => {
    mock.fail('addFirmwareTemplate', 400, 'nameExists');
    renderWizard([free]);
    await heading('Choose a Method');
    await next();
    await heading('Firmware Template');
    // Next stays disabled until the form is on screen
    await nameField();
    await next();
    await heading('Choose Devices to Assign');
    await next();
    expect(await screen.findByText('Template name already exists.')).toBeInTheDocument();
  });

  it("shows 'Error unassigning devices' when the old template cannot release the device, and retries as an update", async () => {
    // the old template cannot be saved; the new one can
    mock.handlers.updateFirmwareTemplate = (call) =>
      call.url.pathname.endsWith('/Branch-Q3') ? { status: 500, body: specExample('updateFirmwareTemplate', 'noDetail', 500) } : undefined;
    renderWizard([assigned]);
    await heading('Choose a Method');
    await next();
    await heading('Firmware Template');
    // Next stays disabled until the form is on screen
    await nameField();
    await next();
    await heading('Choose Devices to Assign');
    await next();
    expect(await screen.findByText('Error unassigning devices')).toBeInTheDocument();
    expect(mock.callsOf('addFirmwareTemplate')).toHaveLength(1);
    delete mock.handlers.updateFirmwareTemplate;
    // jsdom never ends antd's motion, so the spinner of the first save may linger in the button's name
    await userEvent.click(screen.getByRole('button', { name: /Next$/ }));
    expect(await screen.findByText('The upgrade has been setup successfully.')).toBeInTheDocument();
    // the retry updates the template it saved before instead of creating it again
    expect(mock.callsOf('addFirmwareTemplate')).toHaveLength(1);
  });

  it("asks for at least one device, and the message goes once one is chosen; options are announced by name", async () => {
    renderWizard([free]);
    await heading('Choose a Method');
    await next();
    await heading('Firmware Template');
    await nameField();
    await next();
    await heading('Choose Devices to Assign');
    const picker = screen.getByRole('combobox', { name: 'Devices' });
    await userEvent.click(picker);
    await userEvent.keyboard('{Backspace}');
    await next();
    expect(await screen.findByText('Choose at least one device.')).toBeInTheDocument();
    expect(changes()).toEqual([]);
    await userEvent.click(picker);
    // the listbox a screen reader reads: each option by the device's name, never by its internal key
    const options = await screen.findAllByRole('option');
    expect(options.length).toBeGreaterThan(0);
    for (const o of options) expect(o.textContent).toMatch(/^\S+ \(.+\)$/);
    await userEvent.click(await screen.findByTitle(`${free.name} (${free.platform})`));
    await waitFor(() => expect(screen.queryByText('Choose at least one device.')).not.toBeInTheDocument());
    await next();
    expect(await screen.findByText('The upgrade has been setup successfully.')).toBeInTheDocument();
  });

  it("refuses a template name of spaces only: 'This field is required.'", async () => {
    renderWizard([free]);
    await heading('Choose a Method');
    await next();
    const name = await nameField();
    await userEvent.clear(name);
    await userEvent.type(name, '   ');
    await next();
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Firmware Template' })).toBeInTheDocument();
    expect(changes()).toEqual([]);
  });

  it('lays the template form out without generated item titles, and asks for a day only for a weekly schedule', async () => {
    renderWizard([free]);
    await heading('Choose a Method');
    await next();
    await nameField();
    expect(screen.queryByText(/Firmware Versions-\d/)).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Day' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Weekly' }));
    expect(await screen.findByRole('combobox', { name: 'Day' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'As Soon As Possible' }));
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Day' })).not.toBeInTheDocument());
    await next();
    await heading('Choose Devices to Assign');
  });

  it('validates the template form before moving on', async () => {
    renderWizard([free]);
    await heading('Choose a Method');
    await next();
    await userEvent.clear(await nameField());
    await next();
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Firmware Template' })).toBeInTheDocument();
  });

  it('closes on Cancel', async () => {
    const { onClose } = renderWizard();
    await heading('Choose a Method');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});

describe('uniqueTemplateName', () => {
  it('appends a number when the name is taken', () => {
    const t = (name: string) => buildAutoTemplate(name);
    expect(uniqueTemplateName('PSIRT_X', [])).toBe('PSIRT_X');
    expect(uniqueTemplateName('PSIRT_X', [t('PSIRT_X'), t('PSIRT_X_2')])).toBe('PSIRT_X_3');
  });
});
