import { describe, expect, it } from 'vitest';
import { canLeaveMethodStep, devicesProblem, nextStep, previousStep, wizardSteps } from './wizard-steps.ts';

describe('Setup Upgrade wizard steps', () => {
  it('goes through the template form only for a new template', () => {
    expect(wizardSteps('new')).toEqual(['SELECT_EXISTING', 'FIRMWARE_TEMPLATE', 'ASSIGN_DEVICES', 'SUCCESS']);
    expect(wizardSteps('existing')).toEqual(['SELECT_EXISTING', 'ASSIGN_DEVICES', 'SUCCESS']);
    expect(nextStep('SELECT_EXISTING', 'new')).toBe('FIRMWARE_TEMPLATE');
    expect(nextStep('SELECT_EXISTING', 'existing')).toBe('ASSIGN_DEVICES');
    expect(nextStep('ASSIGN_DEVICES', 'existing')).toBe('SUCCESS');
    expect(nextStep('SUCCESS', 'new')).toBe('SUCCESS');
  });

  it('goes back the way it came, never from the first step or after success', () => {
    expect(previousStep('ASSIGN_DEVICES', 'new')).toBe('FIRMWARE_TEMPLATE');
    expect(previousStep('ASSIGN_DEVICES', 'existing')).toBe('SELECT_EXISTING');
    expect(previousStep('FIRMWARE_TEMPLATE', 'new')).toBe('SELECT_EXISTING');
    expect(previousStep('SELECT_EXISTING', 'new')).toBeNull();
    expect(previousStep('SUCCESS', 'new')).toBeNull();
  });

  it('keeps Next disabled when an existing template is wanted but none is picked', () => {
    expect(canLeaveMethodStep('existing', null)).toBe(false);
    expect(canLeaveMethodStep('existing', '')).toBe(false);
    expect(canLeaveMethodStep('existing', 'Branch-Q3')).toBe(true);
    expect(canLeaveMethodStep('new', null)).toBe(true);
  });

  it('asks for at least one device, in the words of the form schema', () => {
    expect(devicesProblem([])).toBe('Choose at least one device.');
    expect(devicesProblem(['dev:200'])).toBeNull();
  });
});
