import { describe, expect, it } from 'vitest';
import {
  backupStepView,
  mayConfigureBackup,
  nextStep,
  passwordStepRequired,
  startupSteps,
  type StepConfig,
  type StepInputs,
  type StepState,
} from './steps.ts';

const fresh: StepState = {
  forticare_license: { account_id: 'N/A' },
  hostname_set: false,
  admin_has_default_pwd: true,
  need_change_password: 0,
  ha_mode: 'standalone',
  newer_image: { version: '7.6.2', build: 3521, objid: '06004000FIMG07602-00003521', platform: 'FMG_VM64' },
};
const superAdmin: StepConfig = {
  ha_mode: 'standalone',
  user_profile: { super_user_profile: true, permissions: { system_setting: 'read-write' } },
  features: { manager: true },
};
const inputs = (state: Partial<StepState> = {}, rest: Partial<Omit<StepInputs, 'state'>> = {}): StepInputs => ({
  state: { ...fresh, ...state },
  config: superAdmin,
  backupChanged: false,
  ...rest,
});
const withProfile = (superUser: boolean, systemSetting: 'none' | 'read' | 'read-write', manager: boolean): StepConfig => ({
  ha_mode: 'standalone',
  user_profile: { super_user_profile: superUser, permissions: { system_setting: systemSetting } },
  features: { manager },
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
      'HA secondary (startup state): no password step, backup step kept for its notice',
      inputs({ ha_mode: 'secondary' }),
      ['WELCOME', 'SSO', 'HOSTNAME', 'FIRMWARE', 'BACKUP', 'FINISH'],
    ],
    [
      'HA secondary (system config): no password step',
      inputs({}, { config: { ...superAdmin, ha_mode: 'secondary' } }),
      ['WELCOME', 'SSO', 'HOSTNAME', 'FIRMWARE', 'BACKUP', 'FINISH'],
    ],
    [
      'HA secondary even when the change is demanded: no password step',
      inputs({ ha_mode: 'secondary', need_change_password: 1 }),
      ['WELCOME', 'SSO', 'HOSTNAME', 'FIRMWARE', 'BACKUP', 'FINISH'],
    ],
    [
      'non-super admin with read-write but no manager feature: no backup step',
      inputs({}, { config: withProfile(false, 'read-write', false) }),
      ['WELCOME', 'SSO', 'HOSTNAME', 'PASSWORD', 'FIRMWARE', 'FINISH'],
    ],
    [
      'non-super admin with read-write and the manager feature: backup step',
      inputs({}, { config: withProfile(false, 'read-write', true) }),
      ['WELCOME', 'SSO', 'HOSTNAME', 'PASSWORD', 'FIRMWARE', 'BACKUP', 'FINISH'],
    ],
    [
      'read-only system settings: no backup step, even for a super admin',
      inputs({}, { config: withProfile(true, 'read', true) }),
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

describe('backup step', () => {
  it.each<[string, StepConfig, boolean]>([
    ['super admin, read-write', withProfile(true, 'read-write', false), true],
    ['other admin, read-write, manager feature', withProfile(false, 'read-write', true), true],
    ['other admin, read-write, no manager feature', withProfile(false, 'read-write', false), false],
    ['super admin, read only', withProfile(true, 'read', true), false],
    ['no system settings permission', withProfile(true, 'none', true), false],
  ])('%s → may configure: %s', (_n, config, expected) => {
    expect(mayConfigureBackup(config)).toBe(expected);
  });

  it('shows the automatic-backup form to a super admin and the revision form to all', () => {
    expect(backupStepView({ ha_mode: 'standalone' }, superAdmin)).toEqual({ haSecondaryNotice: false, autoBackupForm: true, revisionForm: true });
    expect(backupStepView({ ha_mode: 'primary' }, withProfile(false, 'read-write', true))).toEqual({
      haSecondaryNotice: false,
      autoBackupForm: false,
      revisionForm: true,
    });
  });

  it('shows only the HA secondary notice on an HA secondary', () => {
    expect(backupStepView({ ha_mode: 'secondary' }, superAdmin)).toEqual({ haSecondaryNotice: true, autoBackupForm: false, revisionForm: false });
  });
});
