import type { StartupState, SystemConfig } from '@generated/types/entities.ts';

/** The wizard's steps in their fixed order; WELCOME and FINISH are always shown. */
export const STARTUP_STEPS = ['WELCOME', 'SSO', 'HOSTNAME', 'PASSWORD', 'FIRMWARE', 'BACKUP', 'FINISH'] as const;
export type StartupStep = (typeof STARTUP_STEPS)[number];

/** Licence account id of a unit that is not registered yet. */
export const UNREGISTERED_ACCOUNT = 'N/A';

export type StepState = Pick<
  StartupState,
  'forticare_license' | 'hostname_set' | 'admin_has_default_pwd' | 'need_change_password' | 'ha_mode' | 'newer_image'
>;

export type StepConfig = {
  ha_mode?: SystemConfig['ha_mode'];
  user_profile: Pick<SystemConfig['user_profile'], 'super_user_profile'> & {
    permissions: Pick<SystemConfig['user_profile']['permissions'], 'system_setting'>;
  };
  features: Pick<SystemConfig['features'], 'manager'>;
};

export interface StepInputs {
  /** getStartupState */
  state: StepState;
  /** getSysConfig: the role rules of the backup step */
  config: StepConfig;
  /** getBackupStrategyStatus's `changed` */
  backupChanged: boolean;
  /** getAdminSetting's firmware-upgrade-check; the console assumes 1 when the call fails */
  firmwareUpgradeCheck?: 0 | 1;
}

export function isHaSecondary(state: Pick<StepState, 'ha_mode'>, config?: Pick<StepConfig, 'ha_mode'>): boolean {
  return state.ha_mode === 'secondary' || config?.ha_mode === 'secondary';
}

/** The unit is registered once the licence names an account other than 'N/A'. */
export function isRegistered(state: Pick<StepState, 'forticare_license'>): boolean {
  const id = state.forticare_license.account_id.trim();
  return id !== '' && id !== UNREGISTERED_ACCOUNT;
}

/** A password change is still to do: the default password is in use, or the appliance demands a change. */
export function passwordChangeNeeded(state: Pick<StepState, 'admin_has_default_pwd' | 'need_change_password'>): boolean {
  return state.admin_has_default_pwd || state.need_change_password !== 0;
}

/** When the appliance demands the change, the password step offers no Later. */
export function passwordStepRequired(state: Pick<StepState, 'need_change_password'>): boolean {
  return state.need_change_password !== 0;
}

/**
 * Who may see the Backup Strategy step: read-write on system settings, and either a super admin or an appliance with
 * the manager feature.
 */
export function mayConfigureBackup(config: StepConfig): boolean {
  if (config.user_profile.permissions.system_setting !== 'read-write') return false;
  return config.user_profile.super_user_profile || config.features.manager === true;
}

export interface BackupStepView {
  /** the HA secondary cannot set the strategy: show 'Backup Strategy cannot be set up on HA Secondary unit...' */
  haSecondaryNotice: boolean;
  /** the automatic-backup form is for super admins */
  autoBackupForm: boolean;
  revisionForm: boolean;
}

/** What the Backup Strategy step shows for this admin on this unit. */
export function backupStepView(state: Pick<StepState, 'ha_mode'>, config: StepConfig): BackupStepView {
  if (isHaSecondary(state, config)) return { haSecondaryNotice: true, autoBackupForm: false, revisionForm: false };
  return { haSecondaryNotice: false, autoBackupForm: config.user_profile.super_user_profile, revisionForm: true };
}

/** The steps still to do, in order; steps already complete (or not allowed) are left out. */
export function startupSteps({ state, config, backupChanged, firmwareUpgradeCheck = 1 }: StepInputs): StartupStep[] {
  const keep: Record<StartupStep, boolean> = {
    WELCOME: true,
    SSO: !isRegistered(state),
    HOSTNAME: !state.hostname_set,
    PASSWORD: passwordChangeNeeded(state) && !isHaSecondary(state, config),
    FIRMWARE: firmwareUpgradeCheck !== 0 && state.newer_image !== null,
    BACKUP: !backupChanged && mayConfigureBackup(config),
    FINISH: true,
  };
  return STARTUP_STEPS.filter((s) => keep[s]);
}

/** The step after `current` in `steps` (FINISH stays FINISH). */
export function nextStep(steps: readonly StartupStep[], current: StartupStep): StartupStep {
  const i = steps.indexOf(current);
  return steps[Math.min(i + 1, steps.length - 1)] ?? 'FINISH';
}
