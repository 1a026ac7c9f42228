/**
 * Startup wizard and system identity: what each step of the first-run wizard sets is kept, and the wizard leaves out
 * the steps done (getStartupState), at the next sign-in as after a restart.
 *
 *   setHostname            the hostname: getStartupState (hostname, hostname_set), getSysInfo (the header's title)
 *   changePassword         the signed-in admin's own password: the default password is gone and no change is due
 *                          (getSysConfig and getStartupState admin_has_default_pwd false, need_change_password 0)
 *   registerExistingUser,  the unit is registered to the account (getStartupState forticare_license.account_id,
 *   registerExistingContract, getLicenseSelf account); an entitlement file (uploadUmPackage fgtkey) registers it to
 *   uploadUmPackage        the account the file names
 *   backupStrategyStatus   method set (params changed true) marks the backup strategy set up: method get answers
 *                          changed true from then on
 *   setSamlSettings, setBackupSchedule, setRevisionSettings  kept as saved (the schedule's passwords are never read back)
 *
 * Once no step is left the startup is complete (getSysConfig startup_complete; see startup-documents.ts). The firmware
 * step's upgrade chain is in startup-firmware.ts.
 */
import type { Answer, Call, Reply, Rules } from '../call.ts';
import { jsonOf } from '../call.ts';
import { constants } from '../../../generated/catalog/constants.ts';
import { firmwareRules } from './startup-firmware.ts';
import {
  BACKUP_STRATEGY,
  backupStrategyOf,
  changeStartupState,
  changeSysConfig,
  changeSysInfo,
  completeStartupWhenDone,
  startupStateOf,
  sysConfigOf,
  sysInfoOf,
} from './startup-documents.ts';

type Licence = Answer<'getLicenseSelf'>;
type Saml = Answer<'getSamlSettings'>;
type BackupSchedule = Answer<'getBackupSchedule'>;
type RevisionSettings = Answer<'getRevisionSettings'>;

const LICENCE = 'licenceSelf';
const SAML = 'samlSettings';
const BACKUP_SCHEDULE = 'backupSchedule';
const REVISION_SETTINGS = 'revisionSettings';

const UNREGISTERED = constants.registration.unregisteredAccountId;

/** The unit's own licence: the example's contracts, and the account the startup state names (none while unregistered). */
async function licenceOf(call: Call): Promise<Licence> {
  return call.doc<Licence>(LICENCE, async () => {
    const [example, state] = await Promise.all([call.example({ op: 'getLicenseSelf' }), startupStateOf(call)]);
    const account = state.forticare_license.account_id;
    return { ...example, account: account === UNREGISTERED ? null : account };
  });
}

/** The unit is registered to `account`: the startup state and the licence name it. */
export async function register(call: Call, account: string): Promise<void> {
  const licence = await licenceOf(call);
  await changeStartupState(call, (state) => ({ ...state, forticare_license: { ...state.forticare_license, account_id: account } }));
  call.set(LICENCE, { ...licence, account });
  await completeStartupWhenDone(call);
}

/** The registration service's tagged text said ok. */
const taggedOk = (reply: Reply) => reply.status === 200 && /<status>\s*ok\s*<\/status>/i.test(reply.bytes?.toString('utf8') ?? '');

export const startupRules: Rules = {
  ...firmwareRules,

  async getStartupState(call) {
    return call.ok(await startupStateOf(call));
  },
  async getSysConfig(call) {
    return call.ok(await sysConfigOf(call));
  },
  async getSysInfo(call) {
    return call.ok(await sysInfoOf(call));
  },

  async setHostname(call) {
    const { hostname } = call.body;
    await changeStartupState(call, (state) => ({ ...state, hostname, hostname_set: true }));
    await changeSysInfo(call, (info) => ({ ...info, hostname }));
    await completeStartupWhenDone(call);
    return call.ok({ hostname });
  },

  async changePassword(call) {
    const { username } = call.body;
    const config = await sysConfigOf(call);
    // another administrator's password: nothing changes for the signed-in one
    if (username === config.username) {
      await changeSysConfig(call, (c) => ({ ...c, admin_has_default_pwd: false, need_change_password: 0 }));
      const state = await startupStateOf(call);
      if (state.username === username) await changeStartupState(call, (s) => ({ ...s, admin_has_default_pwd: false, need_change_password: 0 }));
      await completeStartupWhenDone(call);
    }
    return call.ok({ code: 0, message: 'Password changed.' });
  },

  async registerExistingUser(call) {
    const reply = await call.forward();
    if (taggedOk(reply)) await register(call, call.body.account_id);
    return reply;
  },
  async registerExistingContract(call) {
    const reply = await call.forward();
    if (taggedOk(reply)) await register(call, call.body.account);
    return reply;
  },
  async uploadUmPackage(call) {
    const reply = await call.forward();
    const packettype = (await call.form()).get('packettype');
    const result = jsonOf(reply) as Answer<'uploadUmPackage'> | undefined;
    // an entitlement file registers the unit to the account it names (the registered licence's example)
    if (packettype === 'fgtkey' && reply.status === 200 && result?.status.code === 0) {
      const named = (await call.example({ op: 'getLicenseSelf' })).account;
      if (named) await register(call, named);
    }
    return reply;
  },
  async getLicenseSelf(call) {
    return call.ok(await licenceOf(call));
  },

  async backupStrategyStatus(call) {
    if (call.body.method === 'get') return call.ok(await backupStrategyOf(call));
    call.set(BACKUP_STRATEGY, { changed: true });
    await completeStartupWhenDone(call);
    return call.ok({ changed: true });
  },

  async getSamlSettings(call) {
    return call.ok(await call.doc<Saml>(SAML, () => call.example({ op: 'getSamlSettings' })));
  },
  async setSamlSettings(call) {
    const saved = { ...(await call.doc<Saml>(SAML, () => call.example({ op: 'getSamlSettings' }))), ...call.body };
    call.set(SAML, saved);
    return call.ok(saved);
  },

  async getBackupSchedule(call) {
    return call.ok(await call.doc<BackupSchedule>(BACKUP_SCHEDULE, () => call.example({ op: 'getBackupSchedule' })));
  },
  async setBackupSchedule(call) {
    // the passwords are written to the appliance, never read back
    const { passwd: _passwd, crptpasswd: _crptpasswd, ...saved } = call.body;
    call.set(BACKUP_SCHEDULE, saved);
    return call.ok(saved);
  },

  async getRevisionSettings(call) {
    return call.ok(await call.doc<RevisionSettings>(REVISION_SETTINGS, () => call.example({ op: 'getRevisionSettings' })));
  },
  async setRevisionSettings(call) {
    call.set(REVISION_SETTINGS, call.body);
    return call.ok(call.body);
  },
};
