import type { StartupStep } from './logic/steps.ts';
import type { RegistrationFormData } from '@generated/forms/registration.ts';
import type { ContractRegistrationFormData } from '@generated/forms/contract-registration.ts';
import type { HostnameFormData } from '@generated/forms/hostname.ts';
import type { StartupPasswordFormData } from '@generated/forms/startup-password.ts';
import type { BackupEncryptionFormData } from '@generated/forms/backup-encryption.ts';
import type { AutoBackupFormData } from '@generated/forms/auto-backup.ts';
import type { RevisionSettingsFormData } from '@generated/forms/revision-settings.ts';

/**
 * What the user typed on each step. It lives in the wizard, not in the step components, so it survives Back, Next
 * and failed calls (a step's component unmounts when another step shows).
 */
export interface StepForms {
  welcome: { importEntitlement: boolean; file: File | null };
  registration: RegistrationFormData;
  /** Register With: the support account (registration) or a contract registration code (data) */
  contract: ContractStepForm;
  /** the single sign-on switch; undefined until the appliance's setting has loaded */
  sso: boolean | undefined;
  hostname: Partial<HostnameFormData>;
  password: Partial<StartupPasswordFormData>;
  firmware: Partial<BackupEncryptionFormData>;
  /** undefined until the appliance's schedule has loaded */
  autoBackup: Partial<AutoBackupFormData> | undefined;
  /** undefined until the appliance's settings have loaded */
  revision: Partial<RevisionSettingsFormData> | undefined;
}

export interface ContractStepForm {
  registerWith: 'account' | 'contract';
  data: Partial<ContractRegistrationFormData>;
}

export interface WizardState {
  /** the steps still to do when the wizard opened, in order (fixed for the whole run) */
  steps: StartupStep[];
  current: StartupStep;
  /** steps finished in this run */
  done: StartupStep[];
  /** steps left with Later or Upgrade Later */
  later: StartupStep[];
  forms: StepForms;
  /** the support account the unit is registered to in this run (entitlement file or registration) */
  account: string | null;
  /** the entitlement file that registered the unit, so Begin does not upload the same file twice */
  importedFile: File | null;
}

export type WizardAction =
  | { type: 'complete'; step: StartupStep }
  | { type: 'later'; step: StartupStep }
  | { type: 'back' }
  | { type: 'registered'; account: string; file?: File }
  | { type: 'form'; key: keyof StepForms; value: StepForms[keyof StepForms] };

export interface InitialStateInput {
  steps: StartupStep[];
  hostname: string;
  /** the backup option defaults on for a super admin */
  /** the firmware step's backup option starts on where the administrator may back up */
  backupBeforeUpgrade: boolean;
}

export function initialWizardState({ steps, hostname, backupBeforeUpgrade }: InitialStateInput): WizardState {
  return {
    steps,
    current: steps[0] ?? 'FINISH',
    done: [],
    later: [],
    account: null,
    importedFile: null,
    forms: {
      welcome: { importEntitlement: false, file: null },
      registration: { useEntitlement: false },
      contract: { registerWith: 'account', data: {} },
      sso: undefined,
      hostname: { hostname },
      password: {},
      firmware: { backup: backupBeforeUpgrade, encrypt: false },
      autoBackup: undefined,
      revision: undefined,
    },
  };
}

function following(steps: readonly StartupStep[], current: StartupStep, delta: 1 | -1): StartupStep {
  const i = steps.indexOf(current);
  return steps[Math.max(0, Math.min(steps.length - 1, i + delta))] ?? current;
}

const add = (list: StartupStep[], step: StartupStep) => (list.includes(step) ? list : [...list, step]);
const remove = (list: StartupStep[], step: StartupStep) => list.filter((s) => s !== step);

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'complete':
      return {
        ...state,
        done: add(state.done, action.step),
        later: remove(state.later, action.step),
        current: following(state.steps, action.step, 1),
      };
    case 'later':
      return {
        ...state,
        later: add(state.later, action.step),
        done: remove(state.done, action.step),
        current: following(state.steps, action.step, 1),
      };
    case 'back':
      return { ...state, current: following(state.steps, state.current, -1) };
    case 'registered': {
      const registration: RegistrationFormData = action.file
        ? { ...state.forms.registration, useEntitlement: true, account_id: action.account, password: undefined }
        : state.forms.registration;
      return {
        ...state,
        account: action.account,
        importedFile: action.file ?? state.importedFile,
        forms: { ...state.forms, registration },
      };
    }
    case 'form':
      return { ...state, forms: { ...state.forms, [action.key]: action.value } };
  }
}
