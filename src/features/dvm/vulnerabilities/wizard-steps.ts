import * as devicesForm from '@generated/forms/setup-upgrade-devices.ts';
import * as methodForm from '@generated/forms/setup-upgrade-method.ts';
import type { SetupUpgradeMethodFormData } from '@generated/forms/setup-upgrade-method.ts';
import { formErrors } from '@/lib/forms/validator.ts';

/** Steps of the Setup Upgrade wizard; the firmware template form only for a new template. */
export type WizardStep = 'SELECT_EXISTING' | 'FIRMWARE_TEMPLATE' | 'ASSIGN_DEVICES' | 'SUCCESS';

/** 'Create New Firmware Template' or 'Use Existing Firmware Template'. */
export type TemplateMethod = SetupUpgradeMethodFormData['method'];

/** The steps a run goes through with this method, in order. */
export function wizardSteps(method: TemplateMethod): WizardStep[] {
  return method === 'new'
    ? ['SELECT_EXISTING', 'FIRMWARE_TEMPLATE', 'ASSIGN_DEVICES', 'SUCCESS']
    : ['SELECT_EXISTING', 'ASSIGN_DEVICES', 'SUCCESS'];
}

export function nextStep(step: WizardStep, method: TemplateMethod): WizardStep {
  const steps = wizardSteps(method);
  const i = steps.indexOf(step);
  return steps[Math.min(steps.length - 1, i + 1)];
}

/** The step Back returns to; SUCCESS has no way back (the setup is saved). */
export function previousStep(step: WizardStep, method: TemplateMethod): WizardStep | null {
  if (step === 'SUCCESS' || step === 'SELECT_EXISTING') return null;
  const steps = wizardSteps(method);
  const i = steps.indexOf(step);
  return i > 0 ? steps[i - 1] : null;
}

/** Next is allowed on the first step when its form schema holds (an existing template must be picked). */
export function canLeaveMethodStep(method: TemplateMethod, pickedTemplate: string | null | undefined): boolean {
  return Object.keys(formErrors(methodForm, { method, template: pickedTemplate ?? undefined })).length === 0;
}

/** The spec's message when the chosen devices break the assign step's rule (none chosen), else null. */
export function devicesProblem(chosenKeys: readonly string[]): string | null {
  const errors = formErrors(devicesForm, { devices: [...chosenKeys] });
  return Object.values(errors)[0]?.[0] ?? null;
}
