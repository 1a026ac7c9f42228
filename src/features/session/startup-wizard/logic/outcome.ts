import { msg } from '../text.ts';
import type { StartupStep } from './steps.ts';

export type SetupOutcome = 'complete' | 'incomplete';

/** Any step left with Later (or Upgrade Later) makes the setup incomplete. */
export function setupOutcome(laterSteps: Iterable<StartupStep>): SetupOutcome {
  for (const _ of laterSteps) return 'incomplete';
  return 'complete';
}

/** Headline of the Finish step: 'Setup Complete' or 'Setup Incomplete'. */
export function setupOutcomeTitle(outcome: SetupOutcome): string {
  return msg(outcome === 'complete' ? 'startup.setupComplete' : 'startup.setupIncomplete');
}

/** '<product> Setup' */
export function wizardTitle(productName: string): string {
  return msg('startup.title', productName);
}
