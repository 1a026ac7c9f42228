import { describe, expect, it } from 'vitest';
import { isRegistered, nextStep, passwordStepRequired, startupSteps, type StepCapabilities, type StepInputs, type StepState } from './steps.ts';

const fresh: StepState = {
  forticare_license: { account_id: 'N/A' },
  hostname_set: false,
  admin_has_default_pwd: true,
  need_change_password: 0,
  newer_image: { version: '7.6.2', build: 3521, objid: '06004000FIMG07602-00003521', platform: 'FMG_VM64' },
};
// the role rules themselves are the capabilities module's (its table test); here only how the steps follow them
const superAdmin: StepCapabilities = { startupBackupStep: 'show', startupPasswordStep: true };
const haSecondary: StepCapabilities = { startupBackupStep: 'haSecondaryBlocked', startupPasswordStep: false };
const noBackup: StepCapabilities = { startupBackupStep: 'skip', startupPasswordStep: true };
const inputs = (state: Partial<StepState> = {}, rest: Partial<Omit<StepInputs, 'state'>> = {}): StepInputs => ({
  state: { ...fresh, ...state },
  caps: superAdmin,
  backupChanged: false,
  ...rest,
});

describe('isRegistered: the licence names an account other than the one of an unregistered unit', () => {
  it.each([
    ['N/A', false],
    [' N/A ', false],
    ['', false],
    ['netops@example.com', true],
  ])('%j → %s', (account_id, registered) => {
    expect(isRegistered({ forticare_license: { account_id } })).toBe(registered);
  });
});

describe('startup steps', () => {
  it.each<[string, StepInputs, string[]]>([
    ['fresh appliance: every step', inputs(), ['WELCOME', 'SSO', 'HOSTNAME', 'PASSWORD', 'FIRMWARE', 'BACKUP', 'FINISH']],
    [
      'licence has an account: no SSO',
      inputs({ forticare_license: { account_id: 'netops@example.com' } }),
      ['WELCOME', 'HOSTNAME', 'PASSWORD', 'FIRMWARE', 'BACKUP', 'FINISH'],
    ],
    ['empty account id counts as unregistered', inputs({ forticare_license: { account_id: '' } }), ['WELCOME', 'SSO', 'HOSTNAME', 'PASSWORD', 'FIRMWARE', 'BACKUP', 'FINISH']],
    ['hostname set: no hostname step', inputs({ hostname_set: true }), ['WELCOME', 'SSO', 'PASSWORD', 'FIRMWARE', 'BACKUP', 'FINISH']],
    [
      'default password no longer in use: no password step',
      inputs({ admin_has_default_pwd: false }),
      ['WELCOME', 'SSO', 'HOSTNAME', 'FIRMWARE', 'BACKUP', 'FINISH'],
    ],
    [
      'password change demanded without default password: password step',
      inputs({ admin_has_default_pwd: false, need_change_password: 3 }),
      ['WELCOME', 'SSO', 'HOSTNAME', 'PASSWORD', 'FIRMWARE', 'BACKUP', 'FINISH'],
    ],
    ['no newer image: no firmware step', inputs({ newer_image: null }), ['WELCOME', 'SSO', 'HOSTNAME', 'PASSWORD', 'BACKUP', 'FINISH']],
    [
      'firmware upgrade check off: no firmware step',
      inputs({}, { firmwareUpgradeCheck: 0 }),
      ['WELCOME', 'SSO', 'HOSTNAME', 'PASSWORD', 'BACKUP', 'FINISH'],
    ],
    ['backup strategy changed: no backup step', inputs({}, { backupChanged: true }), ['WELCOME', 'SSO', 'HOSTNAME', 'PASSWORD', 'FIRMWARE', 'FINISH']],
    [
      'HA secondary: no password step, backup step kept for its notice',
      inputs({}, { caps: haSecondary }),
      ['WELCOME', 'SSO', 'HOSTNAME', 'FIRMWARE', 'BACKUP', 'FINISH'],
    ],
    [
      'HA secondary even when the change is demanded: no password step',
      inputs({ need_change_password: 1 }, { caps: haSecondary }),
      ['WELCOME', 'SSO', 'HOSTNAME', 'FIRMWARE', 'BACKUP', 'FINISH'],
    ],
    [
      'the role rules skip the backup step: no backup step',
      inputs({}, { caps: noBackup }),
      ['WELCOME', 'SSO', 'HOSTNAME', 'PASSWORD', 'FIRMWARE', 'FINISH'],
    ],
    [
      'everything done: welcome and finish only',
      inputs(
        { forticare_license: { account_id: 'a@b.c' }, hostname_set: true, admin_has_default_pwd: false, newer_image: null },
        { backupChanged: true },
      ),
      ['WELCOME', 'FINISH'],
    ],
  ])('%s', (_name, input, expected) => {
    expect(startupSteps(input)).toEqual(expected);
  });

  it('defaults the firmware upgrade check to on', () => {
    expect(startupSteps(inputs({}, { firmwareUpgradeCheck: undefined }))).toContain('FIRMWARE');
  });

  it('offers no Later on the password step only when the change is demanded', () => {
    expect(passwordStepRequired({ need_change_password: 0 })).toBe(false);
    expect(passwordStepRequired({ need_change_password: 1 })).toBe(true);
  });

  it('moves to the next remaining step and stays on FINISH', () => {
    const steps = startupSteps(inputs({ hostname_set: true }));
    expect(nextStep(steps, 'SSO')).toBe('PASSWORD');
    expect(nextStep(steps, 'FINISH')).toBe('FINISH');
  });
});
