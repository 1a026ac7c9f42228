import { describe, expect, it } from 'vitest';
import { initialWizardState, wizardReducer, type WizardState } from './wizard-state.ts';

const start = (): WizardState =>
  initialWizardState({ steps: ['WELCOME', 'SSO', 'HOSTNAME', 'PASSWORD', 'FINISH'], hostname: 'FMG-VM64', backupBeforeUpgrade: true });

describe('wizardReducer', () => {
  it('starts at the first step with the host name and the backup option on for a super admin', () => {
    const s = start();
    expect(s.current).toBe('WELCOME');
    expect(s.forms.hostname).toEqual({ hostname: 'FMG-VM64' });
    expect(s.forms.firmware).toEqual({ backup: true, encrypt: false });
    expect(initialWizardState({ steps: ['WELCOME', 'FINISH'], hostname: '', backupBeforeUpgrade: false }).forms.firmware.backup).toBe(false);
  });

  it('moves on when a step is done or left for later, and back with Back', () => {
    let s = wizardReducer(start(), { type: 'complete', step: 'WELCOME' });
    expect(s.current).toBe('SSO');
    s = wizardReducer(s, { type: 'later', step: 'SSO' });
    expect(s).toMatchObject({ current: 'HOSTNAME', done: ['WELCOME'], later: ['SSO'] });
    s = wizardReducer(s, { type: 'back' });
    expect(s.current).toBe('SSO');
    // done after all: no longer left for later
    s = wizardReducer(s, { type: 'complete', step: 'SSO' });
    expect(s).toMatchObject({ current: 'HOSTNAME', done: ['WELCOME', 'SSO'], later: [] });
  });

  it('stays on the first and last step', () => {
    expect(wizardReducer(start(), { type: 'back' }).current).toBe('WELCOME');
    const end = { ...start(), current: 'FINISH' as const };
    expect(wizardReducer(end, { type: 'complete', step: 'FINISH' }).current).toBe('FINISH');
  });

  it('keeps what was typed on each step', () => {
    let s = wizardReducer(start(), { type: 'form', key: 'hostname', value: { hostname: 'fmg-hq' } });
    s = wizardReducer(s, { type: 'back' });
    expect(s.forms.hostname).toEqual({ hostname: 'fmg-hq' });
  });

  it('an entitlement file fills the registration form with the account and disables the password', () => {
    const file = new File(['x'], 'unit.lic');
    const s = wizardReducer(start(), { type: 'registered', account: 'netops@example.com', file });
    expect(s.account).toBe('netops@example.com');
    expect(s.importedFile).toBe(file);
    expect(s.forms.registration).toEqual({ useEntitlement: true, account_id: 'netops@example.com', password: undefined });
  });

  it('a registration keeps the form as typed', () => {
    const typed = { ...start(), forms: { ...start().forms, registration: { useEntitlement: false, account_id: 'a@b.c', password: 'p' } } };
    const s = wizardReducer(typed, { type: 'registered', account: 'a@b.c' });
    expect(s.account).toBe('a@b.c');
    expect(s.forms.registration).toEqual({ useEntitlement: false, account_id: 'a@b.c', password: 'p' });
  });
});
