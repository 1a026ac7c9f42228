import { describe, expect, it } from 'vitest';
import type { SystemConfig } from '@/lib/permissions/capabilities.ts';
import { superAdminConfig } from '@/lib/permissions/testing/system-config.ts';
import { nextStartupStep, type StartupProgressFlags, type StartupStep } from './next-startup-step.ts';

const base = superAdminConfig;

function cfg(patch: Partial<SystemConfig> & { super?: boolean }): SystemConfig {
  const { super: isSuper, ...rest } = patch;
  const c = { ...structuredClone(base), ...rest };
  if (isSuper !== undefined) c.user_profile = { ...c.user_profile, super_user_profile: isSuper };
  return c;
}

const none: StartupProgressFlags = { wizard: false, password: false, adom: false };
const wizardDone = { ...none, wizard: true };
const passwordDone = { ...wizardDone, password: true };
const all = { wizard: true, password: true, adom: true };

const rows: Array<[string, SystemConfig, StartupProgressFlags, StartupStep]> = [
  ['super admin, setup not complete: wizard first', cfg({ startup_complete: false, admin_has_default_pwd: true }), none, { step: 'wizard' }],
  ['after the wizard, a super admin on default password is not asked again: ADOM picker', cfg({ startup_complete: false, admin_has_default_pwd: true }), wizardDone, { step: 'adomPicker' }],
  ['not super admin, setup not complete: no wizard', cfg({ super: false, startup_complete: false }), none, { step: 'adomPicker' }],
  ['expired password: forced change', cfg({ super: false, need_change_password: 1 }), none, { step: 'password', kind: 'expired', forced: true }],
  ['non-conforming password: forced change', cfg({ super: false, need_change_password: 2 }), none, { step: 'password', kind: 'nonConforming', forced: true }],
  ['must change: forced change', cfg({ super: false, need_change_password: 3 }), none, { step: 'password', kind: 'forced', forced: true }],
  ['default password: optional change', cfg({ super: false, admin_has_default_pwd: true }), none, { step: 'password', kind: 'default', forced: false }],
  ['wizard then forced password for a super admin with an expired one', cfg({ startup_complete: false, need_change_password: 1 }), wizardDone, { step: 'password', kind: 'expired', forced: true }],
  ['password done: ADOM picker', cfg({ super: false, need_change_password: 1 }), passwordDone, { step: 'adomPicker' }],
  ['non-local user: no password change', cfg({ super: false, user_type: 'ldap', need_change_password: 1 }), none, { step: 'adomPicker' }],
  ['cloud user: no password change', cfg({ super: false, have_ftnt_cloud: true, user_type: 'cloud', admin_has_default_pwd: true }), none, { step: 'adomPicker' }],
  ['may not change ADOM: default ADOM', cfg({ adom: { can_change: false, default: 'Finance' } }), none, { step: 'defaultAdom', adom: 'Finance' }],
  ['ADOMs disabled: nothing to pick', cfg({ features: { ...base.features, adom_enabled: false } }), none, { step: 'done' }],
  ['everything done', cfg({}), all, { step: 'done' }],
];

describe('nextStartupStep', () => {
  it.each(rows)('%s', (_name, config, progress, expected) => {
    expect(nextStartupStep(config, progress)).toEqual(expected);
  });
});
