import { describe, expect, it } from 'vitest';
import { setupOutcome, setupOutcomeTitle, wizardTitle } from './outcome.ts';
import type { StartupStep } from './steps.ts';

describe('setup outcome', () => {
  it.each<[string, StartupStep[], string]>([
    ['no Later', [], 'Setup Complete'],
    ['Later on the password step', ['PASSWORD'], 'Setup Incomplete'],
    ['Upgrade Later', ['FIRMWARE'], 'Setup Incomplete'],
    ['several Later', ['PASSWORD', 'BACKUP'], 'Setup Incomplete'],
  ])('%s → %s', (_n, later, title) => {
    expect(setupOutcomeTitle(setupOutcome(later))).toBe(title);
    expect(setupOutcomeTitle(setupOutcome(new Set(later)))).toBe(title);
  });

  it('titles the wizard by variant product', () => {
    expect(wizardTitle('FortiManager')).toBe('FortiManager Setup');
    expect(wizardTitle('FortiAnalyzer')).toBe('FortiAnalyzer Setup');
  });
});
