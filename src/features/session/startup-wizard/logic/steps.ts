import { constants } from '@generated/catalog/constants.ts';
import type { StartupState } from '@generated/types/entities.ts';
import type { Capabilities } from '@/lib/permissions/capabilities.ts';

/** The wizard's steps in their fixed order; WELCOME and FINISH are always shown. */
export const STARTUP_STEPS = ['WELCOME', 'SSO', 'HOSTNAME', 'PASSWORD', 'FIRMWARE', 'BACKUP', 'FINISH'] as const;
export type StartupStep = (typeof STARTUP_STEPS)[number];

/** Licence account id of a unit that is not registered yet (specs/catalog/constants.json). */
export const UNREGISTERED_ACCOUNT = constants.registration.unregisteredAccountId;

export type StepState = Pick<
  StartupState,
  'forticare_license' | 'hostname_set' | 'admin_has_default_pwd' | 'need_change_password' | 'newer_image'
>;

/** What the role rules (the capabilities module) say about the wizard's steps for this administrator. */
export type StepCapabilities = Pick<Capabilities, 'startupBackupStep' | 'startupPasswordStep'>;

export interface StepInputs {
  /** getStartupState */
  state: StepState;
  /** the role rules of the password and backup steps */
  caps: StepCapabilities;
  /** backupStrategyStatus's `changed` (method get) */
  backupChanged: boolean;
  /** getAdminSetting's firmware-upgrade-check; the console assumes 1 when the call fails */
  firmwareUpgradeCheck?: 0 | 1;
}

/** The unit is registered once the licence names an account other than the unregistered one. */
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

/** The steps still to do, in order; steps already complete (or not allowed) are left out. */
export function startupSteps({ state, caps, backupChanged, firmwareUpgradeCheck = 1 }: StepInputs): StartupStep[] {
  const keep: Record<StartupStep, boolean> = {
    WELCOME: true,
    SSO: !isRegistered(state),
    HOSTNAME: !state.hostname_set,
    PASSWORD: passwordChangeNeeded(state) && caps.startupPasswordStep,
    FIRMWARE: firmwareUpgradeCheck !== 0 && state.newer_image !== null,
    BACKUP: !backupChanged && caps.startupBackupStep !== 'skip',
    FINISH: true,
  };
  return STARTUP_STEPS.filter((s) => keep[s]);
}

/** The step after `current` in `steps` (FINISH stays FINISH). */
export function nextStep(steps: readonly StartupStep[], current: StartupStep): StartupStep {
  const i = steps.indexOf(current);
  return steps[Math.min(i + 1, steps.length - 1)] ?? 'FINISH';
}
