import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import { FAULTS_KEY, SCENARIOS_KEY, setPersona } from '@/lib/api/mock-controls.ts';
import { backupSystemDb } from '@/lib/firmware/upgrade-calls.ts';
import type { UpgradeDeps } from '@/lib/firmware/upgrade-chain.ts';
import { session } from '@/lib/session/index.ts';
import { firmwareUpgradeCalls } from './api.ts';
import { FirmwareUpgradeDialog } from './firmware-upgrade-dialog.tsx';
import { installMockApi as installSpecMock } from '@/lib/api/testing/spec-mock.ts';

// antd's forms are heavy for jsdom; on a busy machine a step can take seconds to settle
configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 60_000 });

const RESTARTING = 'The upgrade has started and the system is restarting. Please wait for a few moments.';

/** The websocket's part of a backup, played in-process. */
async function fakeBackup(password: string, onPercent: (percent: number) => void) {
  await backupSystemDb(password);
  onPercent(30);
  onPercent(100);
  return { bytes: 1024, downloadname: 'backup.dat', filepath: '/var/tmp/backup.dat' };
}
const deps: UpgradeDeps = { ...firmwareUpgradeCalls, backupSystemDb: fakeBackup, saveBackup: () => {}, sleep: async () => {} };

let mock: ReturnType<typeof installSpecMock>;
afterEach(() => mock?.dispose());
beforeEach(() => session.start('test-token-0123456789', 'admin'));

function setup(
  controls: { persona?: string; scenarios?: Record<string, string>; faults?: Record<string, number> } = {},
  overrides: Parameters<typeof installSpecMock>[0] = {},
) {
  setPersona(controls.persona ?? 'superAdmin');
  localStorage.setItem(SCENARIOS_KEY, JSON.stringify(controls.scenarios ?? {}));
  localStorage.setItem(FAULTS_KEY, JSON.stringify(controls.faults ?? {}));
  mock = installSpecMock(overrides);
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <AntdApp>
          <FirmwareUpgradeDialog open onClose={onClose} deps={deps} taskPollMs={0} />
        </AntdApp>
      </ConfigProvider>
    </QueryClientProvider>,
  );
  return { onClose, user: userEvent.setup() };
}

const dialog = () => screen.getAllByRole('dialog')[0];
const imageRadio = (version: string) => within(dialog()).getByRole('radio', { name: new RegExp(`^v${version.replace(/\./g, '\\.')} build`) });
const upgradeButton = () => within(dialog()).getByRole('button', { name: 'Upgrade' });

async function imagesLoaded() {
  await within(dialog()).findByRole('radiogroup', { name: 'Available images' });
}

/** Fills both password fields (one change each: typing key by key through the whole form is slow in jsdom). */
async function typePasswords(_user: ReturnType<typeof userEvent.setup>, password: string, confirm = password) {
  const d = dialog();
  fireEvent.change(within(d).getByLabelText('Encryption Password'), { target: { value: password } });
  fireEvent.change(within(d).getByLabelText('Confirm Password'), { target: { value: confirm } });
  await waitFor(() => expect(within(d).getByLabelText('Confirm Password')).toHaveValue(confirm));
}

/** The question asked before the upgrade (found by its text: antd names every dialog alike in tests). */
async function question(text: string) {
  return waitFor(() => {
    const found = screen.getAllByRole('dialog').find((d) => d !== dialog() && d.textContent?.includes(text));
    if (!found) throw new Error(`no confirmation saying ${text}`);
    return found;
  });
}

/** Confirms the question asked before the upgrade. */
async function confirm(user: ReturnType<typeof userEvent.setup>, text: string, ok: string) {
  const asked = await question(text);
  expect(within(asked).getByText(/^(Are you sure|Cannot find)/)).toHaveTextContent(text);
  await user.click(within(asked).getByRole('button', { name: ok }));
}

const confirmations = () => screen.getAllByRole('dialog').filter((d) => d !== dialog());

describe('step 0: choose', () => {
  it('shows the running version and the images of this product, with their recommendation', async () => {
    setup();
    await imagesLoaded();
    expect(dialog()).toHaveTextContent('Current Versionv7.4.5 build 2588');
    expect(imageRadio('7.6.2')).toBeEnabled();
    expect(imageRadio('7.6.2')).not.toBeChecked();
    expect(imageRadio('7.6.2').closest('label')).toHaveTextContent('v7.6.2 build 3521 GA, FMG_VM64 Recommended');
    expect(imageRadio('7.6.1').closest('label')).toHaveTextContent('No upgrade path');
    expect(imageRadio('7.2.9').closest('label')).toHaveTextContent('Downgrade');
    expect(mock.callsOf('getFirmwareImageVersion')[0].body).toEqual({ method: 'get' });
    expect(mock.callsOf('listFirmwareImages')[0].body).toEqual({ method: 'get', params: { viewType: 'upgrade', viewProduct: 'FMG' } });
    // the backup is on by default for a super admin
    expect(within(dialog()).getByRole('checkbox', { name: 'Back up the configuration before the upgrade' })).toBeChecked();
  });

  it('asks for an image or a file, and for the backup password and its confirmation', async () => {
    const { user } = setup();
    await imagesLoaded();
    await user.click(upgradeButton());
    expect(await within(dialog()).findByText('Please choose a valid file.')).toBeInTheDocument();
    expect(within(dialog()).getByText('The password cannot be empty.')).toBeInTheDocument();

    await user.click(imageRadio('7.6.2'));
    expect(within(dialog()).queryByText('Please choose a valid file.')).not.toBeInTheDocument();
    await typePasswords(user, 'Backup-Passw0rd', 'Backup-Passw0rd!');
    await user.click(upgradeButton());
    expect(await within(dialog()).findByText('The passwords do not match.')).toBeInTheDocument();
    expect(confirmations()).toHaveLength(0);

    // a local file is needed when that is the source
    await user.click(within(dialog()).getByRole('radio', { name: 'Local image file' }));
    await user.click(upgradeButton());
    expect(await within(dialog()).findByText('Please choose a valid file.')).toBeInTheDocument();
    expect(mock.callsOf('downloadImage')).toHaveLength(0);
  });

  it('without the firmware licence, offers nothing above the running major.minor', async () => {
    setup({ scenarios: { getSysLicense: 'noFirmwareLicence' } });
    await imagesLoaded();
    expect(within(dialog()).getByText('Without the firmware licence, only images up to 7.4 can be chosen.')).toBeInTheDocument();
    expect(imageRadio('7.6.2')).toBeDisabled();
    expect(imageRadio('7.6.1')).toBeDisabled();
    expect(imageRadio('7.6.2').closest('label')).toHaveTextContent('Firmware licence required');
    expect(imageRadio('7.4.7')).toBeEnabled();
    expect(imageRadio('7.2.9')).toBeEnabled();
  });

  it('says when no image is available', async () => {
    setup({ scenarios: { listFirmwareImages: 'noImages' } });
    expect(await within(dialog()).findByText('No image is available for this appliance. Upload a local image file instead.')).toBeInTheDocument();
  });

  it('offers Retry when the list cannot be read', async () => {
    let fail = true;
    const { user } = setup({}, { listFirmwareImages: () => (fail ? { status: 500, body: { code: -1, message: 'Internal server error.' } } : undefined) });
    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load the available images.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await imagesLoaded();
  });

  it('has no backup for an administrator who is not a super admin', async () => {
    setup({}, {
      getSysConfig: (_call, config) => {
        const c = structuredClone(config) as { user_profile: { super_user_profile: boolean } };
        c.user_profile.super_user_profile = false;
        return { body: c };
      },
    });
    await imagesLoaded();
    expect(within(dialog()).queryByRole('checkbox', { name: 'Back up the configuration before the upgrade' })).not.toBeInTheDocument();
  });
});

describe('step 1: upgrade', () => {
  it('downloads, validates, backs up and upgrades a recommended image, then says the system restarts', async () => {
    const { user } = setup();
    await imagesLoaded();
    await user.click(imageRadio('7.6.2'));
    await typePasswords(user, 'Backup-Passw0rd');
    await user.click(upgradeButton());
    await confirm(user, 'Are you sure you want to upgrade the firmware?', 'Upgrade');
    expect(await within(dialog()).findByText(RESTARTING)).toBeInTheDocument();
    expect(mock.order().filter((id) => !['getSysConfig', 'getCurrentAdom', 'getFirmwareImageVersion', 'getSysLicense', 'listFirmwareImages'].includes(id))).toEqual([
      'downloadImage',
      'getTaskProgress',
      'archiveImage',
      'validateImage',
      'backupSystemDb',
      'upgradeFirmware',
    ]);
    expect(mock.callsOf('downloadImage')[0].body).toEqual({ objid: '06004000FIMG07602-00003521', platform: 'FMG_VM64', version: '7.6.2', create_task: 1 });
    expect(mock.callsOf('backupSystemDb')[0].body).toEqual({ password: 'Backup-Passw0rd' });
    // the header's close and the footer's Close both work again
    for (const close of within(dialog()).getAllByRole('button', { name: 'Close' })) expect(close).toBeEnabled();
  });

  it("asks 'Cannot find upgrade path file...' before an image without an upgrade path, and skips the backup when it is off", async () => {
    const { user } = setup();
    await imagesLoaded();
    await user.click(imageRadio('7.6.1'));
    await user.click(within(dialog()).getByRole('checkbox', { name: 'Back up the configuration before the upgrade' }));
    expect(within(dialog()).queryByLabelText('Encryption Password')).not.toBeInTheDocument();
    await user.click(upgradeButton());
    await confirm(user, 'Cannot find upgrade path file...', 'Continue');
    expect(await within(dialog()).findByText(RESTARTING)).toBeInTheDocument();
    expect(mock.callsOf('backupSystemDb')).toHaveLength(0);
    expect(mock.callsOf('downloadImage')[0].body).toMatchObject({ version: '7.6.1' });
  });

  it('cancelling the confirmation starts nothing', async () => {
    const { user } = setup();
    await imagesLoaded();
    await user.click(imageRadio('7.6.1'));
    await typePasswords(user, 'Backup-Passw0rd');
    await user.click(upgradeButton());
    const asked = await question('Cannot find upgrade path file...');
    await user.click(within(asked).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(confirmations()).toHaveLength(0));
    expect(mock.callsOf('downloadImage')).toHaveLength(0);
    expect(imageRadio('7.6.1')).toBeChecked();
  });

  it.each<[string, { scenarios?: Record<string, string>; faults?: Record<string, number> }, string, string]>([
    ['the upgrade status is not OK', { scenarios: { upgradeFirmware: 'failed' } }, '7.6.2', 'Upgrade Failed'],
    ['the upgrade call fails', { faults: { upgradeFirmware: 500 } }, '7.6.2', 'Upgrade Failed'],
    ['a downgrade is refused', { scenarios: { upgradeFirmware: 'failed' } }, '7.4.4', 'Downgrade Failed'],
    ['the download fails', { faults: { downloadImage: 500 } }, '7.6.2', 'Error download selected image file.'],
  ])('when %s: a red message, back on step 0 with the form reset', async (_n, controls, version, message) => {
    const { user } = setup(controls);
    await imagesLoaded();
    await user.click(imageRadio(version));
    await typePasswords(user, 'Backup-Passw0rd');
    await user.click(upgradeButton());
    await confirm(user, version === '7.6.2' ? 'Are you sure' : 'Cannot find upgrade path file...', version === '7.6.2' ? 'Upgrade' : 'Continue');
    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent(message);
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    // as at opening: no image chosen, the backup on with empty passwords
    expect(within(dialog()).getByRole('radio', { name: 'Available images' })).toBeChecked();
    for (const radio of within(within(dialog()).getByRole('radiogroup', { name: 'Available images' })).getAllByRole('radio')) {
      expect(radio).not.toBeChecked();
    }
    expect(within(dialog()).getByRole('checkbox', { name: 'Back up the configuration before the upgrade' })).toBeChecked();
    expect(within(dialog()).getByLabelText('Encryption Password')).toHaveValue('');
    expect(within(dialog()).getByLabelText('Confirm Password')).toHaveValue('');
    expect(upgradeButton()).toBeEnabled();
    // the next try starts from a new choice; the failure stays said until then
    const downloads = mock.callsOf('downloadImage').length;
    await user.click(upgradeButton());
    expect(await within(dialog()).findByText('Please choose a valid file.')).toBeInTheDocument();
    expect(within(dialog()).getByText(message)).toBeInTheDocument();
    expect(confirmations()).toHaveLength(0);
    expect(mock.callsOf('downloadImage')).toHaveLength(downloads);
  });

  it('uploads a local file; after a failed validation the same file must be replaced', async () => {
    const { user } = setup({ scenarios: { validateImage: 'invalid' } });
    await imagesLoaded();
    await user.click(within(dialog()).getByRole('radio', { name: 'Local image file' }));
    await user.click(within(dialog()).getByRole('checkbox', { name: 'Back up the configuration before the upgrade' }));
    const image = () => new File(['image bytes'], 'FMG_VM64-v7.6.2-build3521-FORTINET.out', { lastModified: 1_700_000_000_000 });
    const input = dialog().querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, image());
    expect(within(dialog()).getByText('FMG_VM64-v7.6.2-build3521-FORTINET.out')).toBeInTheDocument();
    await user.click(upgradeButton());
    await confirm(user, 'Are you sure you want to upgrade the firmware?', 'Upgrade');
    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to upload file or invalid image.');
    expect(alert).toHaveTextContent('Image signature check failed.');
    expect(mock.callsOf('importFirmwareImage')).toHaveLength(1);
    expect(mock.callsOf('downloadImage')).toHaveLength(0);

    // the form is reset as at opening: the listed images, no file, the backup on again
    expect(within(dialog()).getByRole('radio', { name: 'Available images' })).toBeChecked();
    expect(within(dialog()).getByRole('checkbox', { name: 'Back up the configuration before the upgrade' })).toBeChecked();
    await user.click(within(dialog()).getByRole('radio', { name: 'Local image file' }));
    expect(within(dialog()).queryByText('FMG_VM64-v7.6.2-build3521-FORTINET.out')).not.toBeInTheDocument();
    await user.click(within(dialog()).getByRole('checkbox', { name: 'Back up the configuration before the upgrade' }));
    // the appliance has the file already: choosing it again from disk is refused
    const fileInput = () => dialog().querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(fileInput(), image());
    await user.click(upgradeButton());
    expect(await within(dialog()).findByText('The file was just uploaded. Please choose another one.')).toBeInTheDocument();
    expect(confirmations()).toHaveLength(0);
    expect(mock.callsOf('importFirmwareImage')).toHaveLength(1);
    // another file goes ahead
    await user.upload(fileInput(), new File(['other bytes'], 'FMG_VM64-v7.6.1-build3491-FORTINET.out'));
    await user.click(upgradeButton());
    expect(await question('Are you sure you want to upgrade the firmware?')).toBeInTheDocument();
  });

  it('a refused upload may be tried again with the same file', async () => {
    const { user } = setup({ scenarios: { importFirmwareImage: 'invalid' } });
    await imagesLoaded();
    await user.click(within(dialog()).getByRole('radio', { name: 'Local image file' }));
    await user.click(within(dialog()).getByRole('checkbox', { name: 'Back up the configuration before the upgrade' }));
    await user.upload(dialog().querySelector<HTMLInputElement>('input[type="file"]')!, new File(['x'], 'fw.out'));
    await user.click(upgradeButton());
    await confirm(user, 'Are you sure', 'Upgrade');
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Failed to upload file or invalid image.');
    // the form is reset: the file is chosen again, and the appliance never had it
    await user.click(within(dialog()).getByRole('radio', { name: 'Local image file' }));
    await user.click(within(dialog()).getByRole('checkbox', { name: 'Back up the configuration before the upgrade' }));
    await user.upload(dialog().querySelector<HTMLInputElement>('input[type="file"]')!, new File(['x'], 'fw.out'));
    await user.click(upgradeButton());
    expect(await question('Are you sure you want to upgrade the firmware?')).toBeInTheDocument();
  });
});
