/**
 * What the appliance knows about itself, as the startup wizard and the shell read it: the startup state
 * (getStartupState), the system configuration of the session (getSysConfig), the appliance's identity (getSysInfo)
 * and the backup-strategy status. Each is a document of the world, seeded from the persona's example.
 *
 * The startup is complete (getSysConfig startup_complete) once no step of the wizard is left: the skip rules of the
 * wizard (the licence names an account, the hostname was set, the default password is gone, no newer image, the
 * backup strategy changed) all hold. A step left with Later keeps it incomplete, so the wizard opens again at the next
 * sign-in with only what is left.
 */
import type { Answer, Call } from '../call.ts';
import { capabilities } from '../../../src/lib/permissions/capabilities.ts';
import { startupSteps } from '../../../src/features/session/startup-wizard/logic/steps.ts';

export type StartupState = Answer<'getStartupState'>;
export type SystemConfig = Answer<'getSysConfig'>;
export type SysInfo = Answer<'getSysInfo'>;
export type BackupStrategy = Answer<'backupStrategyStatus'>;

export const STARTUP = 'startupState';
export const SYS_CONFIG = 'sysConfig';
export const SYS_INFO = 'sysInfo';
export const BACKUP_STRATEGY = 'backupStrategy';

export const startupStateOf = (call: Call) => call.doc<StartupState>(STARTUP, () => call.example({ op: 'getStartupState' }));
export const sysConfigOf = (call: Call) => call.doc<SystemConfig>(SYS_CONFIG, () => call.example({ op: 'getSysConfig' }));
export const sysInfoOf = (call: Call) => call.doc<SysInfo>(SYS_INFO, () => call.example({ op: 'getSysInfo' }));
export const backupStrategyOf = (call: Call) => call.doc<BackupStrategy>(BACKUP_STRATEGY, () => call.example({ op: 'backupStrategyStatus', body: { method: 'get' } }));

/** Changes the startup state. */
export async function changeStartupState(call: Call, change: (state: StartupState) => StartupState): Promise<void> {
  call.set(STARTUP, change(await startupStateOf(call)));
}

/** Changes the system configuration of the session (another part of the appliance changing it calls this). */
export async function changeSysConfig(call: Call, change: (config: SystemConfig) => SystemConfig): Promise<void> {
  call.set(SYS_CONFIG, change(await sysConfigOf(call)));
}

/** Changes the appliance's identity (hostname, running version). */
export async function changeSysInfo(call: Call, change: (info: SysInfo) => SysInfo): Promise<void> {
  call.set(SYS_INFO, change(await sysInfoOf(call)));
}

/** The wizard's steps still to do, after its skip rules (WELCOME and FINISH left out). */
export async function stepsLeft(call: Call): Promise<string[]> {
  const [config, state, backup, setting] = await Promise.all([
    sysConfigOf(call),
    startupStateOf(call),
    backupStrategyOf(call),
    call.example({ op: 'getAdminSetting' }),
  ]);
  const caps = capabilities(config, { startupHaMode: state.ha_mode });
  return startupSteps({
    state,
    caps,
    backupChanged: backup.changed,
    firmwareUpgradeCheck: setting['firmware-upgrade-check'] === 0 ? 0 : 1,
  }).filter((step) => step !== 'WELCOME' && step !== 'FINISH');
}

/** After a step of the startup changed: the startup is complete once nothing is left (it never becomes incomplete again). */
export async function completeStartupWhenDone(call: Call): Promise<void> {
  const config = await sysConfigOf(call);
  if (config.startup_complete) return;
  if ((await stepsLeft(call)).length === 0) call.set(SYS_CONFIG, { ...config, startup_complete: true });
}
