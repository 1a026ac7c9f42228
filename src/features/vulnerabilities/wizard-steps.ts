/** Steps of the Setup Upgrade wizard; the firmware template form only for a new template. */
export type WizardStep = 'SELECT_EXISTING' | 'FIRMWARE_TEMPLATE' | 'ASSIGN_DEVICES' | 'SUCCESS';

/** 'Create New Firmware Template' or 'Use Existing Firmware Template'. */
export type TemplateMethod = 'new' | 'existing';

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

/** Next is allowed on the first step unless an existing template is wanted and none is picked. */
export function canLeaveMethodStep(method: TemplateMethod, pickedTemplate: string | null | undefined): boolean {
  return method === 'new' || Boolean(pickedTemplate);
}
