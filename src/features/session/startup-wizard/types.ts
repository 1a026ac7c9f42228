export type StartupOutcome = 'complete' | 'incomplete';

export interface StartupWizardProps {
  onFinish: (outcome: StartupOutcome) => void;
}
