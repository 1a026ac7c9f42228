import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import { ObjectScreen } from './object-screen.tsx';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => mock.dispose());

/** The ADOM locked by the signed-in administrator, so that objects may be changed. */
function lockHeld() {
  mock.reply('getCurrentAdom', (_call, adom) => ({ ...adom, lock: { state: 'locked_by_me', lock_type: 'normal' } }) as never);
}

/** Types into a field the way a paste does: one change, not one per key (the form validates on each). */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

const dialog = async (title: string) => (await screen.findByText(title)).closest('.ant-modal') as HTMLElement;

describe('object screens (engine)', () => {
  it('lists the kind the route names, each value as its form shows it', async () => {
    renderShell(<ObjectScreen appKey="fortiap.wifitemplates.ssids" />);
    const grid = await screen.findByRole('grid', { name: 'SSIDs list' });
    expect(await within(grid).findByText('corp-wifi')).toBeInTheDocument();
    expect(within(grid).getByText('WPA3 Enterprise')).toBeInTheDocument();
    expect(within(grid).getAllByText('2.4 GHz and 5 GHz').length).toBeGreaterThan(0);
    expect(mock.callsOf('listConfigObjects')[0].url.href).toContain('/gui/adom/root/obj/vap');
  });

  it('shows another kind through the same screen', async () => {
    renderShell(<ObjectScreen appKey="fortiswitch.templates.vlandefinition" />);
    const grid = await screen.findByRole('grid', { name: 'VLAN Definitions list' });
    expect(await within(grid).findByText('quarantine')).toBeInTheDocument();
    expect(within(grid).getByText('4094')).toBeInTheDocument();
    expect(mock.callsOf('listConfigObjects')[0].url.href).toContain('/obj/vlan');
  });

  it('lists the FortiExtenders by the FortiGate managing each, and the chassis by the FortiGate in each slot', async () => {
    const { unmount } = renderShell(<ObjectScreen appKey="fext.devices" />);
    const extenders = await screen.findByRole('grid', { name: 'FortiExtenders list' });
    const row = (await within(extenders).findByText('BR-ATL-001-FEX01')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('BR-ATL-001')).toBeInTheDocument();
    expect(within(row).getByText('FX201F-v7.6.1')).toBeInTheDocument();
    expect(mock.callsOf('listConfigObjects')[0].url.href).toContain('/gui/adom/root/obj/extender');
    unmount();
    renderShell(<ObjectScreen appKey="dvm.chassis" />);
    const chassis = await screen.findByRole('grid', { name: 'Chassis list' });
    expect(await within(chassis).findByText('DC1-7K-FPM03, DC1-7K-FPM04, DC1-7K-FPM05')).toBeInTheDocument();
  });

  it('creates a policy package through the same engine', { timeout: 60_000 }, async () => {
    lockHeld();
    renderShell(<ObjectScreen appKey="pno.pkg" />);
    await screen.findByText('dc-edge');
    await userEvent.click(screen.getByRole('button', { name: 'Create New' }));
    const form = await dialog('Create New Policy Package');
    await fill(within(form).getByLabelText('Name'), 'retail-stores');
    await userEvent.click(within(form.parentElement!).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(mock.callsOf('createConfigObject')).toHaveLength(1));
    const call = mock.callsOf('createConfigObject')[0];
    expect(call.url.href).toContain('/gui/adom/root/obj/policy-package');
    expect(call.body).toMatchObject({ name: 'retail-stores', 'ngfw-mode': 'profile-based', 'central-nat': 'disable' });
    expect(await screen.findByText('retail-stores')).toBeInTheDocument();
  });

  it('asks for the ADOM lock before changes, and offers none to a read-only administrator', async () => {
    renderShell(<ObjectScreen appKey="fortiap.wifitemplates.ssids" />);
    expect(await screen.findByText('Lock the ADOM to make changes.')).toBeInTheDocument();
    await screen.findByText('corp-wifi');
    expect(screen.queryByRole('button', { name: 'Create New' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('a read-only administrator sees the objects and why there is nothing to change', async () => {
    mock.persona('readOnly');
    renderShell(<ObjectScreen appKey="fortiswitch.templates.lldpprofile" />);
    expect(await screen.findByText('You can view these objects; changing them needs read-write permission on device configuration.')).toBeInTheDocument();
    expect(await screen.findByText('voice-phones')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('creates an SSID: each rule of the form has its message, and the list shows the new one', { timeout: 60_000 }, async () => {
    lockHeld();
    renderShell(<ObjectScreen appKey="fortiap.wifitemplates.ssids" />);
    await screen.findByText('corp-wifi');
    await userEvent.click(screen.getByRole('button', { name: 'Create New' }));
    const form = await dialog('Create New SSID');
    await userEvent.click(within(form.parentElement!).getByRole('button', { name: 'OK' }));
    expect((await within(form).findAllByText('This field is required.')).length).toBeGreaterThanOrEqual(2);
    await fill(within(form).getByLabelText('Name'), 'cafe-wifi');
    await fill(within(form).getByLabelText('SSID'), 'Cafe');
    await fill(within(form).getByLabelText('Passphrase'), 'short');
    expect(await within(form).findByText('The passphrase must be 8 to 63 characters.')).toBeInTheDocument();
    expect(mock.callsOf('createConfigObject')).toHaveLength(0);
    await fill(within(form).getByLabelText('VLAN ID'), '310');
    await fill(within(form).getByLabelText('Passphrase'), '-and-cake');
    await userEvent.click(within(form.parentElement!).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('SSID created.')).toBeInTheDocument();
    const call = mock.callsOf('createConfigObject')[0];
    expect(call.url.href).toContain('/gui/adom/root/obj/vap');
    expect(call.body).toMatchObject({ name: 'cafe-wifi', ssid: 'Cafe', passphrase: 'short-and-cake', vlanid: 310, security: 'wpa2-only-personal' });
    expect(await screen.findByText('cafe-wifi')).toBeInTheDocument();
  });

  it('shows the appliance field error on its field and keeps what was typed', async () => {
    lockHeld();
    mock.fail('createConfigObject', 400);
    renderShell(<ObjectScreen appKey="fortiswitch.templates.vlandefinition" />);
    await screen.findByText('quarantine');
    await userEvent.click(screen.getByRole('button', { name: 'Create New' }));
    const form = await dialog('Create New VLAN Definition');
    await fill(within(form).getByLabelText('Name'), 'voice');
    await fill(within(form).getByLabelText('VLAN ID'), '100');
    await userEvent.click(within(form.parentElement!).getByRole('button', { name: 'OK' }));
    expect((await within(form).findAllByText('An object with the same name already exists.')).length).toBeGreaterThan(0);
    expect(within(form).getByLabelText('Name')).toHaveValue('voice');
    expect(within(form).getByLabelText('VLAN ID')).toHaveValue('100');
    expect(await screen.findByText('Failed to save the object. An object with the same name already exists.')).toBeInTheDocument();
  });

  it('edits an object opened by double-click', async () => {
    lockHeld();
    renderShell(<ObjectScreen appKey="fortiap.wifitemplates.qosprofiles" />);
    await userEvent.dblClick(await screen.findByText('guest-limit'));
    const form = await dialog('Edit QoS Profile');
    const uplink = within(form).getByLabelText('Uplink (Kbps)');
    await userEvent.clear(uplink);
    await fill(uplink, '6000');
    await userEvent.click(within(form.parentElement!).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('QoS Profile saved.')).toBeInTheDocument();
    const update = mock.callsOf('updateConfigObject')[0];
    expect(update.url.pathname).toBe('/api/gui/adom/root/obj/qos-profile/guest-limit');
    expect(update.body).toMatchObject({ name: 'guest-limit', uplink: 6000 });
    expect(await screen.findByText('6000')).toBeInTheDocument();
  });

  it('clones an object under a free name with all its fields', async () => {
    lockHeld();
    renderShell(<ObjectScreen appKey="fortiap.wifitemplates.qosprofiles" />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select voice' }));
    await userEvent.click(screen.getByRole('button', { name: 'Clone' }));
    const clone = await dialog('Clone QoS Profile');
    expect(within(clone).getByLabelText('Name')).toHaveValue('voice_copy');
    await userEvent.click(within(clone.parentElement!).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(mock.callsOf('createConfigObject')).toHaveLength(1));
    expect(mock.callsOf('createConfigObject')[0].body).toMatchObject({ name: 'voice_copy', wmm: 'enable', 'call-admission-control': 'enable' });
    expect(await screen.findByRole('checkbox', { name: 'Select voice_copy' })).toBeInTheDocument();
  });

  it('deletes the selected objects after asking', async () => {
    lockHeld();
    renderShell(<ObjectScreen appKey="fortiap.wifitemplates.qosprofiles" />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select voice' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select iot-limit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect((await screen.findAllByText('Delete the 2 selected objects?')).length).toBeGreaterThan(0);
    await userEvent.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!);
    expect(await screen.findByText('2 objects deleted.')).toBeInTheDocument();
    expect(mock.callsOf('deleteConfigObject').map((c) => c.url.pathname)).toEqual(['/api/gui/adom/root/obj/qos-profile/voice', '/api/gui/adom/root/obj/qos-profile/iot-limit']);
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Select voice' })).not.toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: 'Select guest-limit' })).toBeInTheDocument();
  });

  it('says when an object cannot be deleted and keeps it', async () => {
    lockHeld();
    mock.fail('deleteConfigObject', 400);
    renderShell(<ObjectScreen appKey="fortiswitch.templates.command" />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select ntp-servers' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect((await screen.findAllByText('Delete ntp-servers?')).length).toBeGreaterThan(0);
    await userEvent.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!);
    expect(await screen.findByText('Failed to delete ntp-servers. The object is used by other objects and cannot be deleted.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select ntp-servers' })).toBeInTheDocument();
  });

  it('says when the list fails, and reads it again on Retry', async () => {
    mock.fail('listConfigObjects');
    renderShell(<ObjectScreen appKey="fortiap.wifitemplates.bleprofiles" />);
    expect(await screen.findByText('Failed to load the objects.', { exact: false })).toBeInTheDocument();
    mock.reset('listConfigObjects');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('store-beacons')).toBeInTheDocument();
  });

  it('says when a kind has no object yet', async () => {
    mock.scenario('listConfigObjects', 'none');
    renderShell(<ObjectScreen appKey="fortiswitch.templates.aclassign" />);
    expect(await screen.findByText('There is no ACL Assignment yet.')).toBeInTheDocument();
  });

  it("a device screen lists the chosen device's objects and keeps the device in the URL", async () => {
    const { router } = renderShell(<ObjectScreen appKey="fortiswitch.devices.templates.systeminterface" />, { path: '/x' });
    expect(await screen.findByText('Choose a device to see its objects.', { selector: '.ant-alert *' })).toBeInTheDocument();
    const picker = screen.getByRole('combobox', { name: 'Device' });
    await waitFor(() => expect(mock.callsOf('listManagedDevices')).toHaveLength(1));
    await userEvent.click(picker);
    await userEvent.paste('BR-DET-001');
    await userEvent.click(await screen.findByTitle('BR-DET-001'));
    expect(await screen.findByText('mgmt')).toBeInTheDocument();
    expect(mock.callsOf('listConfigObjects').at(-1)!.url.href).toContain('/obj/system-interface?device=BR-DET-001');
    expect(router.state.location.search).toBe('?device=BR-DET-001');
  });

  it('a kind with one object is its form, saved with Apply', async () => {
    lockHeld();
    renderShell(<ObjectScreen appKey="fortiap.wifitemplates.setting" />);
    const darrp = await screen.findByLabelText('DARRP Optimization Interval (s)');
    expect(darrp).toHaveValue('86400');
    await userEvent.clear(darrp);
    await fill(darrp, '43200');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    const call = mock.callsOf('updateConfigObject')[0];
    expect(call.url.href).toContain('/obj/setting/setting');
    expect(call.body).toMatchObject({ country: 'US', 'darrp-optimize': 43200 });
  });
});
