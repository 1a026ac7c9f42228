// the feature's texts of the message catalogue, for whatever of it is used first
import './text.ts';
import { lazy } from 'react';

export type { StartupWizardProps, StartupOutcome } from './types.ts';

/** Start-up wizard shown to a super admin whose appliance setup is not complete. */
export const StartupWizard = lazy(() => import('./startup-wizard.tsx'));
