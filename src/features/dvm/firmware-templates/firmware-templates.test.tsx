import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, specExample, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import { captureDownloads } from '@/lib/testing/downloads.ts';
import { FirmwareTemplates } from './firmware-templates.tsx';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => mock.dispose());

function renderTemplates(editable = true) {
  return renderShell(
    <FirmwareTemplates editable={editable} />,
    { path: '/dvm/firmwaretemplate' },
  );
}

// antd draws its radios over inputs with pointer-events: none; a user clicks what is drawn
const user = () => userEvent.setup({ pointerEventsCheck: 0 });

/** Fills a text field the way a paste does (RJSF re-renders the form on every keystroke). */
async function fill(field: HTMLElement, text: string) {
  const u = user();
  await u.clear(field);
  await u.click(field);
  await u.paste(text);
}

const grid = () => screen.getByRole('grid', { name: 'Firmware templates' });
const rowOf = async (text: string) => (await within(await screen.findByRole('grid', { name: 'Firmware templates' })).findByText(text)).closest('[role="row"]') as HTMLElement;
/** chooses a template the way a user does: a click on its row */
async function choose(name: string) {
  const row = await rowOf(name);
  await user().click(within(row).getAllByRole('gridcell')[0]);
  await waitFor(() => expect(row).toHaveAttribute('aria-selected', 'true'));
}
const names = () =>
  within(grid())
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).queryAllByRole('gridcell')[0]?.textContent ?? '');
// role queries walk the whole document (the grid with it); these look where the user looks
const toolbar = () => document.querySelector<HTMLElement>('[role="toolbar"]')!;
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')!;
/** The dialog once its (lazily loaded) form is on screen. */
async function openedDialog() {
  await waitFor(() => expect(dialog()?.querySelector('form')).toBeTruthy());
  return dialog();
}
const button = (scope: HTMLElement, text: string) => within(scope).getByText(text, { selector: 'button span' }).closest('button')!;

describe('Firmware Templates', () => {
  it('lists the templates with schedule, image source, versions and devices', async () => {
    renderTemplates();
    const branch = await rowOf('Branch-Q3');
    expect(within(branch).getByText('Weekly on Saturday, 01:00–04:00')).toBeInTheDocument();
    expect(within(branch).getByText('FortiGuard')).toBeInTheDocument();
    expect(within(branch).getByText('FortiGate-61F: 7.2.6-b1575')).toBeInTheDocument();
    expect(within(branch).getByText('5 devices')).toBeInTheDocument();
    expect(within(branch).getByText('BR-DET-001')).toBeInTheDocument();
    const dc = await rowOf('DC-Maintenance');
    expect(within(dc).getByText('Local Images')).toBeInTheDocument();
    expect(within(dc).getByText(/^Daily, /)).toBeInTheDocument();
    expect(within(await rowOf('PSIRT_Mon_Jun_16_2025')).getByText('As Soon As Possible')).toBeInTheDocument();
  });

  it("creates a template: the spec's rule messages first, then the saved message", async () => {
    renderTemplates();
    await rowOf('Branch-Q3');
    await user().click(button(toolbar(), 'Create New'));
    const ok = button(await openedDialog(), 'OK');
    await user().click(ok);
    expect(await within(dialog()).findAllByText('This field is required.')).toHaveLength(3);
    expect(mock.callsOf('addFirmwareTemplate')).toHaveLength(0);
    await fill(within(dialog()).getByLabelText('Name'), 'Spring/2026');
    expect(await within(dialog()).findByText('The name cannot contain \\ / " \' < > & | ; #')).toBeInTheDocument();
    await fill(within(dialog()).getByLabelText('Name'), 'Spring-2026');
    await fill(within(dialog()).getByLabelText('Platform'), 'FortiGate-60F');
    await fill(within(dialog()).getByLabelText('Version'), '7.4.4-b2662');
    await user().click(ok);
    expect(await screen.findByText('Firmware template created.')).toBeInTheDocument();
    const body = mock.callsOf('addFirmwareTemplate')[0].body as { name: string; 'fwmprof setting': { 'enforced version': unknown[] } };
    expect(body.name).toBe('Spring-2026');
    expect(body['fwmprof setting']['enforced version']).toEqual([
      { platform: 'FortiGate-60F', product: 'FGT', version: '7.4.4-b2662', 'upgrade-path': 'auto', flags: 0, 'gui-auto-created': 0 },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a refused name is shown on the name field with the server detail', async () => {
    mock.fail('addFirmwareTemplate', 400, 'nameExists');
    renderTemplates();
    await rowOf('Branch-Q3');
    await user().click(button(toolbar(), 'Create New'));
    await fill(within(await openedDialog()).getByLabelText('Name'), 'Branch-Q3');
    await fill(within(dialog()).getByLabelText('Platform'), 'FortiGate-60F');
    await fill(within(dialog()).getByLabelText('Version'), '7.4.4-b2662');
    await user().click(button(dialog(), 'OK'));
    // once as the message, once on the field
    await waitFor(() => expect(screen.getAllByText('Template name already exists.')).toHaveLength(2));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("a failed save without detail shows the spec's fallback", async () => {
    mock.fail('updateFirmwareTemplate', 500, 'noDetail');
    renderTemplates();
    await rowOf('Branch-Q3');
    await choose('DC-Maintenance');
    await user().click(button(toolbar(), 'Edit'));
    expect(within(await openedDialog()).getByLabelText('Name')).toBeDisabled();
    await user().click(button(dialog(), 'OK'));
    expect(await screen.findByText('Failed to save Firmware Template.')).toBeInTheDocument();
  });

  it('edits a template under its name, keeping its devices', async () => {
    renderTemplates();
    await rowOf('Branch-Q3');
    expect(button(toolbar(), 'Edit')).toBeDisabled();
    await choose('Branch-Q3');
    await user().click(button(toolbar(), 'Edit'));
    await user().click(within(await openedDialog()).getByLabelText('Local Images'));
    await user().click(button(dialog(), 'OK'));
    expect(await screen.findByText('Firmware template Branch-Q3 saved.')).toBeInTheDocument();
    const call = mock.callsOf('updateFirmwareTemplate')[0];
    expect(call.url.pathname).toBe('/api/pm/fwmprof/adom/root/Branch-Q3');
    const body = call.body as { 'fwmprof setting': { 'image-source': number }; 'scope member': unknown[] };
    expect(body['fwmprof setting']['image-source']).toBe(1);
    expect(body['scope member']).toHaveLength(5);
  });

  it('assigns devices: adds one, removes one; a device of another template is named with it', async () => {
    renderTemplates();
    await rowOf('Branch-Q3');
    await choose('Branch-Q3');
    await user().click(button(toolbar(), 'Edit'));
    const picker = within(await openedDialog()).getByRole('combobox', { name: 'Assigned Devices' });
    expect(picker).toHaveAccessibleDescription('A device follows one firmware template at a time: choosing a device another template holds moves it to this one.');
    await waitFor(() => expect(picker).toBeEnabled());
    await user().click(picker);
    await user().paste('DC1-ISFW');
    const held = await screen.findByRole('option', { name: 'DC1-ISFW-FW01 (FortiGate-3500F), in template DC-Maintenance' });
    expect(held).not.toHaveAttribute('aria-disabled', 'true');
    await user().clear(picker);
    await user().paste('BR-SFO-001');
    await user().click(await screen.findByText('BR-SFO-001 (FortiGate-40F)', { selector: '.ant-select-item-option-content' }));
    // a chosen device chosen again is let go
    await user().clear(picker);
    await user().paste('BR-CHI-001');
    const chi = await screen.findByRole('option', { name: 'BR-CHI-001 (FortiGate-61E)' });
    expect(chi).toHaveAttribute('aria-selected', 'true');
    await user().click(await screen.findByText('BR-CHI-001 (FortiGate-61E)', { selector: '.ant-select-item-option-content' }));
    await user().click(button(dialog(), 'OK'));
    expect(await screen.findByText('Firmware template Branch-Q3 saved.')).toBeInTheDocument();
    const body = mock.callsOf('updateFirmwareTemplate')[0].body as { 'scope member': { name: string }[] };
    expect(body['scope member'].map((m) => m.name)).toEqual(['BR-DET-001', 'BR-DEN-001', 'BR-SEA-001', 'BR-PHX-001', 'BR-SFO-001']);
    // no other template gave a device up
    expect(mock.callsOf('updateFirmwareTemplate')).toHaveLength(1);
  });

  async function moveDcFirewallToBranch() {
    renderTemplates();
    await rowOf('Branch-Q3');
    await choose('Branch-Q3');
    await user().click(button(toolbar(), 'Edit'));
    const picker = within(await openedDialog()).getByRole('combobox', { name: 'Assigned Devices' });
    await waitFor(() => expect(picker).toBeEnabled());
    await user().click(picker);
    await user().paste('DC1-ISFW');
    await user().click(await screen.findByText('DC1-ISFW-FW01 (FortiGate-3500F), in template DC-Maintenance', { selector: '.ant-select-item-option-content' }));
    await user().click(button(dialog(), 'OK'));
  }

  it('moves a device another template holds: this template gets it, the other gives it up', async () => {
    await moveDcFirewallToBranch();
    expect(await screen.findByText('Firmware template Branch-Q3 saved.')).toBeInTheDocument();
    expect(await screen.findByText('Its devices were taken out of DC-Maintenance.')).toBeInTheDocument();
    const calls = mock.callsOf('updateFirmwareTemplate');
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/pm/fwmprof/adom/root/Branch-Q3', '/api/pm/fwmprof/adom/root/DC-Maintenance']);
    const names = (i: number) => (calls[i].body as { 'scope member': { name: string }[] })['scope member'].map((m) => m.name);
    expect(names(0)).toContain('DC1-ISFW-FW01');
    expect(names(1)).not.toContain('DC1-ISFW-FW01');
    expect(names(1).length).toBeGreaterThan(0);
  });

  it('a template that cannot give the device up is named; the saved template stays saved', async () => {
    mock.handlers.updateFirmwareTemplate = (call) =>
      call.url.pathname.endsWith('/DC-Maintenance') ? { status: 500, body: specExample('updateFirmwareTemplate', 'noDetail', 500) } : undefined;
    await moveDcFirewallToBranch();
    expect(await screen.findByText('The template was saved, but DC-Maintenance could not be changed and still holds some of its devices.')).toBeInTheDocument();
    await waitFor(() => expect(dialog()).toBeFalsy());
  });

  it('a refused save changes no other template', async () => {
    mock.fail('updateFirmwareTemplate', 500, 'noDetail');
    await moveDcFirewallToBranch();
    expect(await screen.findByText('Failed to save Firmware Template.')).toBeInTheDocument();
    expect(mock.callsOf('updateFirmwareTemplate')).toHaveLength(1);
    expect(dialog()).toBeTruthy();
  });

  it('devices that cannot be read leave the template its devices', async () => {
    mock.fail('listManagedDevices');
    renderTemplates();
    await rowOf('Branch-Q3');
    await choose('Branch-Q3');
    await user().click(button(toolbar(), 'Edit'));
    expect(await within(await openedDialog()).findByText('Failed to load the managed devices. The template keeps the devices it holds.')).toBeInTheDocument();
    await user().click(button(dialog(), 'OK'));
    expect(await screen.findByText('Firmware template Branch-Q3 saved.')).toBeInTheDocument();
    expect((mock.callsOf('updateFirmwareTemplate')[0].body as { 'scope member': unknown[] })['scope member']).toHaveLength(5);
  });

  it('deletes a template after confirmation; a failed delete says why', async () => {
    renderTemplates();
    await rowOf('Branch-Q3');
    await choose('PSIRT_Mon_Jun_16_2025');
    await user().click(button(toolbar(), 'Delete'));
    await user().click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Firmware template PSIRT_Mon_Jun_16_2025 deleted.')).toBeInTheDocument();
    expect(mock.callsOf('deleteFirmwareTemplate')[0].url.pathname).toBe('/api/pm/fwmprof/adom/root/PSIRT_Mon_Jun_16_2025');
    mock.fail('deleteFirmwareTemplate');
    await choose('Branch-Q3');
    await user().click(button(toolbar(), 'Delete'));
    await user().click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete the firmware template. Object is locked by another administrator: fwmprof.')).toBeInTheDocument();
  });

  it('a read-only administrator sees the templates but no action', async () => {
    renderTemplates(false);
    await rowOf('Branch-Q3');
    expect(screen.getByText(/read-only access to the device manager/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create New' })).toBeNull();
    await user().click(within(await rowOf('Branch-Q3')).getAllByRole('gridcell')[0]);
    expect(await rowOf('Branch-Q3')).not.toHaveAttribute('aria-selected');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('says when there is no template, and when the list cannot be read (Retry)', async () => {
    mock.scenario('listFirmwareTemplates', 'noTemplates');
    const { unmount } = renderTemplates();
    expect(await screen.findByText('This ADOM has no firmware template yet.')).toBeInTheDocument();
    unmount();
    mock.fail('listFirmwareTemplates');
    renderTemplates();
    expect(await screen.findByText('Failed to load the firmware templates.')).toBeInTheDocument();
    mock.reset('listFirmwareTemplates');
    await user().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await rowOf('Branch-Q3')).toBeInTheDocument();
  });

  it('a double-click on a template edits it', async () => {
    renderTemplates();
    const row = await rowOf('DC-Maintenance');
    await user().dblClick(within(row).getAllByRole('gridcell')[1]);
    expect(within(await openedDialog()).getByLabelText('Name')).toHaveValue('DC-Maintenance');
  });

  it('searches and sorts per column; both live in the address', async () => {
    const { router } = renderTemplates();
    await rowOf('Branch-Q3');
    expect(names()).toEqual([...names()].sort((a, b) => a.localeCompare(b)));
    await user().type(within(grid()).getByRole('textbox', { name: 'Search Image Source' }), 'local');
    await waitFor(() => expect(within(grid()).queryByText('Branch-Q3')).toBeNull());
    expect(within(grid()).getByText('DC-Maintenance')).toBeInTheDocument();
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('f.source')).toBe('local'));
    await user().clear(within(grid()).getByRole('textbox', { name: 'Search Image Source' }));
    await user().click(within(grid()).getByText('Assigned Devices'));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('-devices'));
    const counts = names().map((n) => (specExample('listFirmwareTemplates') as Array<{ name: string; 'scope member': unknown[] }>).find((t) => t.name === n)!['scope member'].length);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('exports the templates shown as CSV', async () => {
    const downloads = captureDownloads();
    renderTemplates();
    await rowOf('Branch-Q3');
    await user().type(within(grid()).getByRole('textbox', { name: 'Search Name' }), 'branch');
    await waitFor(() => expect(within(grid()).queryByText('DC-Maintenance')).toBeNull());
    await user().click(button(toolbar(), 'Export CSV'));
    await waitFor(() => expect(downloads.texts).toHaveLength(1));
    expect(downloads.names).toEqual(['firmware-templates.csv']);
    const lines = downloads.lines();
    expect(lines[0]).toBe('Name,Upgrade Schedule,Image Source,Enforced Versions,Assigned Devices');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^Branch-Q3,"Weekly on Saturday, 01:00–04:00",FortiGuard,"FortiGate-61F: 7\.2\.6-b1575, .*","BR-DET-001, BR-DEN-001, BR-SEA-001, BR-PHX-001, BR-CHI-001"$/);
    downloads.restore();
  });
});
