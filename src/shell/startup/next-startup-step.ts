import { capabilities, type PasswordChangeKind, type SystemConfig } from '@/lib/permissions/capabilities.ts';

export interface StartupProgressFlags {
  /** the startup wizard has been finished (complete or not) in this session */
  wizard: boolean;
  /** the password change was done or put off with Later */
  password: boolean;
  /** an ADOM was picked or the default ADOM opened */
  adom: boolean;
}

export type StartupStep =
  | { step: 'wizard' }
  | { step: 'password'; kind: PasswordChangeKind; forced: boolean }
  | { step: 'adomPicker' }
  | { step: 'defaultAdom'; adom: string }
  | { step: 'done' };

/**
 * The start-up order after sign-in: the startup wizard (super admin, setup not complete), then a forced or
 * optional password change, then the ADOM picker, or the default ADOM when the admin may not change ADOM.
 */
export function nextStartupStep(config: SystemConfig, progress: StartupProgressFlags): StartupStep {
  const caps = capabilities(config);
  if (caps.startupWizard && !progress.wizard) return { step: 'wizard' };
  if (caps.passwordChange && !progress.password) {
    return { step: 'password', kind: caps.passwordChange, forced: caps.passwordChangeForced };
  }
  if (caps.adomEnabled && !progress.adom) {
    return caps.mayChangeAdom ? { step: 'adomPicker' } : { step: 'defaultAdom', adom: caps.defaultAdom };
  }
  return { step: 'done' };
}
