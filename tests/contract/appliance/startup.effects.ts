import { expect } from 'vitest';
import type { Caller, Request } from '../support/appliance.ts';
import type { Effect } from '../support/effects.ts';

/** The first-run persona: nothing set up yet, every step of the startup wizard shown. */
const FRESH = 'freshAppliance';

async function must(caller: Caller, request: Request): Promise<unknown> {
  const answer = await caller.call(request);
  expect(answer.violations, request.op).toBeNull();
  expect(answer.status, `${request.op}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  return answer.body;
}

function entitlement(packettype: 'fgtkey' | 'fgdpkg'): FormData {
  const form = new FormData();
  form.append('file', new Blob(['entitlement'], { type: 'application/octet-stream' }), packettype === 'fgtkey' ? 'unit.lic' : 'fgd.pkg');
  form.append('key', 'filepath');
  form.append('packettype', packettype);
  return form;
}

/** The wizard's image download, followed to the end of its task; answers the downloaded file. */
async function downloaded(caller: Caller): Promise<string> {
  const download = (await must(caller, {
    op: 'downloadImage',
    body: { objid: '06004000FIMG07602-00003521', platform: 'FMG_VM64', version: '7.6.2', create_task: 1 },
  })) as { taskid: number; object_list: { file: string }[] };
  for (let poll = 0; poll < 10; poll++) {
    const task = (await must(caller, { op: 'getTaskProgress', path: { taskid: download.taskid } })) as { state: string };
    if (task.state === 'done') break;
  }
  return download.object_list[0].file;
}

/** Downloaded, archived and validated: answers the archive the upgrade installs. */
async function validated(caller: Caller): Promise<string> {
  const file = await downloaded(caller);
  const { filepath } = (await must(caller, { op: 'archiveImage', body: { file } })) as { filepath: string };
  const verdict = await must(caller, { op: 'validateImage', body: { filepath } });
  expect(verdict).toMatchObject({ valid: true, version: '7.6.2', build: 3521, platform: 'FMG_VM64' });
  return filepath;
}

/** Every step of the wizard but the backup strategy done. */
const allButBackup: Request[] = [
  { op: 'registerExistingUser', body: { account_id: 'netops@example.com', password: 'Acc0unt-Pass', country: 'US', reseller_id: '31001', reseller_name: 'Northwind Security Partners' } },
  { op: 'setHostname', body: { hostname: 'fmg-lab-07' } },
  { op: 'changePassword', body: { username: 'admin', old_password: '', new_password: 'N3w-Adm1n-Passw0rd!' } },
];

let archive = '';

export const effects: Effect[] = [
  {
    name: 'the hostname set in the wizard is the startup state’s, and the wizard leaves its step out',
    persona: FRESH,
    write: { op: 'setHostname', body: { hostname: 'fmg-lab-07' } },
    read: { op: 'getStartupState' },
    expect: (after, before) => {
      expect(before).toMatchObject({ hostname_set: false });
      expect(after).toMatchObject({ hostname: 'fmg-lab-07', hostname_set: true });
    },
  },
  {
    name: 'the hostname set in the wizard is the appliance’s (the header’s title)',
    persona: FRESH,
    write: { op: 'setHostname', body: { hostname: 'fmg-lab-07' } },
    read: { op: 'getSysInfo' },
    expect: (after) => expect(after).toMatchObject({ hostname: 'fmg-lab-07' }),
  },
  {
    name: 'changing the own default password: the system configuration no longer asks for a change',
    persona: FRESH,
    write: { op: 'changePassword', body: { username: 'admin', old_password: '', new_password: 'N3w-Adm1n-Passw0rd!' } },
    read: { op: 'getSysConfig' },
    expect: (after, before) => {
      expect(before).toMatchObject({ admin_has_default_pwd: true });
      expect(after).toMatchObject({ admin_has_default_pwd: false, need_change_password: 0 });
    },
  },
  {
    name: 'changing the own default password: the wizard leaves the password step out',
    persona: FRESH,
    write: { op: 'changePassword', body: { username: 'admin', old_password: '', new_password: 'N3w-Adm1n-Passw0rd!' } },
    read: { op: 'getStartupState' },
    expect: (after) => expect(after).toMatchObject({ admin_has_default_pwd: false, need_change_password: 0 }),
  },
  {
    name: 'an expired password changed: no forced change any more',
    persona: 'passwordExpired',
    write: { op: 'changePassword', body: { username: 'netops', old_password: 'Adm1n-Passw0rd!', new_password: 'N3w-Adm1n-Passw0rd!' } },
    read: { op: 'getSysConfig' },
    expect: (after, before) => {
      expect(before).toMatchObject({ need_change_password: 1 });
      expect(after).toMatchObject({ need_change_password: 0 });
    },
  },
  {
    name: 'another administrator’s password changed: the signed-in one still has the default password',
    persona: 'defaultPassword',
    write: { op: 'changePassword', body: { username: 'admin', old_password: 'Adm1n-Passw0rd!', new_password: 'N3w-Adm1n-Passw0rd!' } },
    read: { op: 'getSysConfig' },
    expect: (after) => expect(after).toMatchObject({ username: 'operator', admin_has_default_pwd: true }),
  },
  {
    name: 'registering to an existing account: the licence names it and the wizard leaves Register and SSO out',
    persona: FRESH,
    write: allButBackup[0],
    read: { op: 'getStartupState' },
    expect: (after, before) => {
      expect(before).toMatchObject({ forticare_license: { account_id: 'N/A' } });
      expect(after).toMatchObject({ forticare_license: { account_id: 'netops@example.com' } });
    },
  },
  {
    name: 'registering with a contract code: the unit’s licence names the account',
    persona: FRESH,
    write: { op: 'registerExistingContract', body: { account: 'secops@example.com', password: 'Acc0unt-Pass', registrationCode: 'FMGVM-0123-4567-89AB' } },
    read: { op: 'getLicenseSelf' },
    expect: (after, before) => {
      expect(before).toMatchObject({ account: null });
      expect(after).toMatchObject({ account: 'secops@example.com' });
    },
  },
  {
    name: 'an entitlement file uploaded: the licence names the account (the wizard’s poll finds it)',
    persona: FRESH,
    write: { op: 'uploadUmPackage', body: entitlement('fgtkey') },
    read: { op: 'getLicenseSelf' },
    expect: (after, before) => {
      expect(before).toMatchObject({ account: null });
      expect(after).toMatchObject({ account: 'netops@example.com' });
    },
  },
  {
    name: 'an entitlement file uploaded: the startup state names the account',
    persona: FRESH,
    write: { op: 'uploadUmPackage', body: entitlement('fgtkey') },
    read: { op: 'getStartupState' },
    expect: (after) => expect(after).toMatchObject({ forticare_license: { account_id: 'netops@example.com' } }),
  },
  {
    name: 'a FortiGuard package file uploaded does not register the unit',
    persona: FRESH,
    write: { op: 'uploadUmPackage', body: entitlement('fgdpkg') },
    read: { op: 'getStartupState' },
    expect: (after) => expect(after).toMatchObject({ forticare_license: { account_id: 'N/A' } }),
  },
  {
    name: 'the backup strategy set up: the wizard leaves its step out',
    persona: FRESH,
    write: { op: 'backupStrategyStatus', body: { method: 'set', params: { changed: true } } },
    read: { op: 'backupStrategyStatus', body: { method: 'get' } },
    expect: (after, before, written) => {
      expect(before).toEqual({ changed: false });
      expect(written.body).toEqual({ changed: true });
      expect(after).toEqual({ changed: true });
    },
  },
  {
    name: 'the single sign-on settings are kept',
    persona: FRESH,
    write: { op: 'setSamlSettings', body: { 'forticloud-sso': 1, 'server-address': '203.0.113.10' } },
    read: { op: 'getSamlSettings' },
    expect: (after, before) => {
      expect(before).toMatchObject({ 'forticloud-sso': 0 });
      expect(after).toEqual({ 'forticloud-sso': 1, 'server-address': '203.0.113.10' });
    },
  },
  {
    name: 'the automatic backup schedule is kept, without its passwords',
    persona: FRESH,
    write: {
      op: 'setBackupSchedule',
      body: { status: 'enable', protocol: 'scp', server: 'backup.example.com', directory: '/lab', user: 'fmgbackup', passwd: 'S3cure-Backup!', crptpasswd: 'Encrypt-Me!', when: 'weekly', week_days: ['sunday', 'wednesday'], time: '03:15' },
    },
    read: { op: 'getBackupSchedule' },
    expect: (after) => {
      expect(after).toEqual({ status: 'enable', protocol: 'scp', server: 'backup.example.com', directory: '/lab', user: 'fmgbackup', when: 'weekly', week_days: ['sunday', 'wednesday'], time: '03:15' });
    },
  },
  {
    name: 'the revision settings are kept',
    persona: FRESH,
    write: { op: 'setRevisionSettings', body: { max_revisions: 50, auto_delete: true, delete_older_than_days: 180 } },
    read: { op: 'getRevisionSettings' },
    expect: (after) => expect(after).toEqual({ max_revisions: 50, auto_delete: true, delete_older_than_days: 180 }),
  },
  {
    name: 'the last step of the wizard done: the startup is complete (the wizard does not open again)',
    persona: 'wizardNoNewerImage',
    before: allButBackup,
    write: { op: 'backupStrategyStatus', body: { method: 'set', params: { changed: true } } },
    read: { op: 'getSysConfig' },
    expect: (after, before) => {
      expect(before).toMatchObject({ startup_complete: false });
      expect(after).toMatchObject({ startup_complete: true });
    },
  },
  {
    name: 'a step left for later (Upgrade Later): the startup stays incomplete, the wizard opens with that step only',
    persona: FRESH,
    before: allButBackup,
    write: { op: 'backupStrategyStatus', body: { method: 'set', params: { changed: true } } },
    read: { op: 'getSysConfig' },
    expect: (after) => expect(after).toMatchObject({ startup_complete: false }),
  },
  {
    name: 'the image download is a task of the task list',
    persona: FRESH,
    write: { op: 'downloadImage', body: { objid: '06004000FIMG07602-00003521', platform: 'FMG_VM64', version: '7.6.2', create_task: 1 } },
    read: { op: 'listTasks' },
    expect: (after, _before, written) => {
      const { taskid } = written.body as { taskid: number };
      expect(after).toContainEqual(expect.objectContaining({ id: taskid, group: 'firmware', params: ['FMG_VM64 v7.6.2-build3521'] }));
    },
  },
  {
    name: 'an image whose download is not done cannot be archived',
    persona: FRESH,
    before: [{ op: 'downloadImage', body: { objid: '06004000FIMG07602-00003521', platform: 'FMG_VM64', version: '7.6.2', create_task: 1 } }],
    write: { op: 'archiveImage', body: { file: '/var/tmp/fwimage/FMG_VM64-v7.6.2-build3521-FORTINET.out' } },
    status: 500,
    read: { op: 'validateImage', body: { filepath: '/var/tmp/fwimage/FMG_VM64-v7.6.2-build3521-FORTINET.out' } },
    expect: (after, _before, written) => {
      expect(written.body).toEqual({ code: -3, message: 'The image has not been downloaded yet.' });
      expect(after).toEqual({ valid: false, message: 'The image has not been downloaded yet.' });
    },
  },
  {
    name: 'the firmware upgrade installs the image: after the restart the appliance runs the new version',
    persona: FRESH,
    before: async (caller) => {
      archive = await validated(caller);
    },
    get write() {
      return { op: 'upgradeFirmware', body: { filepath: archive } } as Request;
    },
    read: { op: 'getSysInfo' },
    expect: (after, before, written) => {
      expect(written.body).toEqual({ status: 'OK', message: 'The system is restarting.' });
      expect(before).toMatchObject({ version: '7.4.5', build: '2588' });
      expect(after).toMatchObject({ version: '7.6.2', build: '3521' });
    },
  },
  {
    name: 'the firmware upgrade installs the image: the wizard’s Upgrade Firmware step is done',
    persona: FRESH,
    before: async (caller) => {
      archive = await validated(caller);
    },
    get write() {
      return { op: 'upgradeFirmware', body: { filepath: archive } } as Request;
    },
    read: { op: 'getStartupState' },
    expect: (after, before) => {
      expect(before).toMatchObject({ version: '7.4.5', newer_image: { version: '7.6.2' } });
      expect(after).toMatchObject({ version: '7.6.2', fmgversion: 'v7.6.2-build3521', newer_image: null });
    },
  },
  {
    name: 'an uploaded image installed: the upgrade dialog’s current version is the new one',
    persona: 'superAdmin',
    before: [{ op: 'validateImage', body: { filepath: '/var/tmp/fwimage/upload/FMG_VM64-v7.4.7-build2706-FORTINET.out' } }],
    write: { op: 'upgradeFirmware', body: { filepath: '/var/tmp/fwimage/upload/FMG_VM64-v7.4.7-build2706-FORTINET.out' } },
    read: { op: 'getFirmwareImageVersion', body: { method: 'get' } },
    expect: (after, before) => {
      expect(before).toMatchObject({ version: '7.4.5', build: 2588 });
      expect(after).toMatchObject({ version: '7.4.7', build: 2706 });
    },
  },
];
