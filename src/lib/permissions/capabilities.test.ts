import { describe, expect, it } from 'vitest';
import {
  capabilities,
  customViewActions,
  passwordChangeKind,
  screenAccess,
  type Capabilities,
  type CapabilityExtra,
  type SystemConfig,
} from './capabilities.ts';
import { mergeConfig, superAdminConfig, type DeepPartial } from './testing/system-config.ts';

const superAdmin = superAdminConfig;
const merge = mergeConfig;

const allPerms = (p: 'none' | 'read' | 'read-write') => ({
  system_setting: p,
  adom_lock: p,
  device_config: p,
  log_viewer: p,
  device_manager: p,
});

/** Persona-like configurations, one per kind of administrator. */
const personas = {
  superAdmin,
  analyzer: merge(superAdmin, {
    variant: 'analyzer',
    features: { analyzer: true, manager: false, fabric_role: 'supervisor' },
  }),
  ssoAdmin: merge(superAdmin, { user_type: 'sso', sso: { sp_mode: true, idp_mode: false, signed_in_by_sso: true } }),
  restrictedAdmin: merge(superAdmin, {
    username: 'rst',
    restricted_admin: true,
    user_profile: { super_user_profile: false, permissions: { ...allPerms('read'), adom_lock: 'none' } },
  }),
  readOnly: merge(superAdmin, {
    username: 'viewer',
    user_profile: { super_user_profile: false, permissions: allPerms('read') },
  }),
  haSecondary: merge(superAdmin, { ha_mode: 'secondary', ha_cfg_mode: 'manual' }),
  maskedAdmin: merge(superAdmin, {
    variant: 'analyzer',
    user_profile: { super_user_profile: false, data_mask: true },
    features: { analyzer: true, privacy_tool: true },
  }),
  cloudUser: merge(superAdmin, { user_type: 'cloud', have_ftnt_cloud: true }),
  passwordExpired: merge(superAdmin, { user_profile: { super_user_profile: false }, need_change_password: 1 }),
  defaultPassword: merge(superAdmin, { user_profile: { super_user_profile: false }, admin_has_default_pwd: true }),
  noAdomChange: merge(superAdmin, { user_profile: { super_user_profile: false }, adom: { can_change: false } }),
  freshAppliance: merge(superAdmin, { admin_has_default_pwd: true, startup_complete: false }),
} satisfies Record<string, SystemConfig>;

type PersonaName = keyof typeof personas;

interface Row {
  rule: string;
  persona: PersonaName;
  patch?: DeepPartial<SystemConfig>;
  extra?: CapabilityExtra;
  expect: DeepPartial<Capabilities>;
}

/** One row per role rule (section 6) and per password-change skip rule (section 4). */
const rows: Row[] = [
  // super admin
  { rule: 'super admin: backup option in firmware upgrade, on by default', persona: 'superAdmin', expect: { firmwareBackupOption: true } },
  { rule: 'others: no backup option in firmware upgrade', persona: 'readOnly', expect: { firmwareBackupOption: false } },
  { rule: 'super admin: debug report item in help', persona: 'superAdmin', expect: { debugReport: true } },
  { rule: 'not super admin: no debug report', persona: 'restrictedAdmin', expect: { debugReport: false } },
  { rule: 'super admin signed in by SSO (sp mode): Quick Access', persona: 'ssoAdmin', expect: { quickAccess: true, ssoEnabled: true } },
  { rule: 'SSO detected from idp mode too', persona: 'superAdmin', patch: { sso: { idp_mode: true } }, expect: { quickAccess: true } },
  { rule: 'super admin without SSO: no Quick Access', persona: 'superAdmin', expect: { quickAccess: false } },
  { rule: 'SSO configured but this session signed in locally: no Quick Access', persona: 'ssoAdmin', patch: { sso: { signed_in_by_sso: false } }, expect: { quickAccess: false } },
  { rule: 'SSO but not super admin: no Quick Access', persona: 'ssoAdmin', patch: { user_profile: { super_user_profile: false } }, expect: { quickAccess: false } },
  { rule: 'super admin, setup not complete: startup wizard', persona: 'freshAppliance', expect: { startupWizard: true } },
  { rule: 'super admin, setup complete: no startup wizard', persona: 'superAdmin', expect: { startupWizard: false } },
  { rule: 'not super admin, setup not complete: no startup wizard', persona: 'readOnly', patch: { startup_complete: false }, expect: { startupWizard: false } },
  { rule: 'super admin: automatic-backup form in backup step', persona: 'superAdmin', expect: { startupAutoBackupForm: true, startupBackupStep: 'show' } },

  // restricted admin
  { rule: 'restricted admin: no process monitor', persona: 'restrictedAdmin', expect: { showProcessMonitor: false } },
  { rule: 'restricted admin: no notification bell', persona: 'restrictedAdmin', expect: { showNotificationBell: false } },
  { rule: 'others: process monitor and bell', persona: 'readOnly', expect: { showProcessMonitor: true, showNotificationBell: true } },
  { rule: 'restricted admin may lock ADOMs without adom_lock permission', persona: 'restrictedAdmin', expect: { canLockAdom: true } },
  { rule: 'restricted admin: task monitor goes to the restricted-admin page', persona: 'restrictedAdmin', expect: { taskMonitorPath: '/rstadm/taskmonitor' } },
  { rule: 'others: task monitor at /sys/taskmonitor', persona: 'superAdmin', expect: { taskMonitorPath: '/sys/taskmonitor' } },
  { rule: "restricted admin: header reads 'Restricted Admin Mode'", persona: 'restrictedAdmin', expect: { titleKind: 'restrictedAdmin' } },
  { rule: 'others: header shows the hostname', persona: 'superAdmin', expect: { titleKind: 'hostname' } },

  // ADOM lock
  { rule: 'read-write adom_lock, not HA secondary: may lock', persona: 'superAdmin', expect: { canLockAdom: true, adomLockAvailable: true } },
  { rule: 'read adom_lock: may not lock', persona: 'readOnly', expect: { canLockAdom: false } },
  { rule: 'HA secondary: may not lock', persona: 'haSecondary', expect: { canLockAdom: false } },
  { rule: 'lock needs workspace mode', persona: 'superAdmin', patch: { features: { workspace_mode: 'disabled' } }, expect: { canLockAdom: false, adomLockAvailable: false } },
  { rule: 'restricted admin also needs workspace mode', persona: 'restrictedAdmin', patch: { features: { workspace_mode: 'disabled' } }, expect: { canLockAdom: false } },
  { rule: 'ADOMs off: nothing to lock', persona: 'superAdmin', patch: { features: { adom_enabled: false } }, expect: { canLockAdom: false } },
  { rule: 'workflow mode counts as workspace mode', persona: 'superAdmin', patch: { features: { workspace_mode: 'workflow' } }, expect: { canLockAdom: true } },

  // device config
  { rule: 'retrieve/revert: read-write device config and lock held', persona: 'superAdmin', extra: { adomLock: 'locked_by_me' }, expect: { canRetrieveConfig: true, canRevertConfig: true } },
  { rule: 'retrieve/revert: lock not held', persona: 'superAdmin', extra: { adomLock: 'unlocked' }, expect: { canRetrieveConfig: false, canRevertConfig: false } },
  { rule: 'retrieve/revert: lock held by another', persona: 'superAdmin', extra: { adomLock: 'locked_by_other' }, expect: { canRetrieveConfig: false, canRevertConfig: false } },
  { rule: 'retrieve/revert: read device config only', persona: 'readOnly', extra: { adomLock: 'locked_by_me' }, expect: { canRetrieveConfig: false, canRevertConfig: false } },
  { rule: 'retrieve/revert: no workspace mode means no lock to hold', persona: 'superAdmin', patch: { features: { workspace_mode: 'disabled' } }, expect: { canRetrieveConfig: true } },
  { rule: 'view diff: read on device config', persona: 'readOnly', expect: { canViewDiff: true } },
  { rule: 'view diff: no permission on device config', persona: 'readOnly', patch: { user_profile: { permissions: { device_config: 'none' } } }, expect: { canViewDiff: false } },

  // HA members
  { rule: 'HA members: read-write on system settings', persona: 'superAdmin', expect: { canEditHaMembers: true } },
  { rule: 'HA members: read on system settings only', persona: 'readOnly', expect: { canEditHaMembers: false } },
  { rule: 'HA members: not on an HA secondary', persona: 'superAdmin', patch: { ha_mode: 'secondary' }, expect: { canEditHaMembers: false } },
  { rule: 'firmware templates: read-write on the device manager', persona: 'superAdmin', expect: { canManageFirmwareTemplates: true, groupAccess: { dvm: 'allowed' } } },
  { rule: 'firmware templates: not for a read-only administrator', persona: 'readOnly', expect: { canManageFirmwareTemplates: false } },
  { rule: 'firmware templates: not on an HA secondary', persona: 'superAdmin', patch: { ha_mode: 'secondary' }, expect: { canManageFirmwareTemplates: false } },
  { rule: 'device manager group: closed by the variant on an analyzer', persona: 'analyzer', expect: { canManageFirmwareTemplates: false, groupAccess: { dvm: 'otherVariant' } } },
  { rule: 'Setup Upgrade (saves a firmware template): not with read access only to the device manager', persona: 'superAdmin', patch: { user_profile: { permissions: { device_manager: 'read' } } }, expect: { canManageFirmwareTemplates: false } },
  { rule: 'Setup Upgrade (saves a firmware template): not on an HA secondary, even with read-write on system settings', persona: 'superAdmin', patch: { ha_mode: 'secondary' }, expect: { isReadWrite: true, canManageFirmwareTemplates: false } },
  { rule: 'update services actions: read-write on system settings', persona: 'superAdmin', expect: { canManageUpdateServices: true } },
  { rule: 'update services actions: not with read on system settings', persona: 'readOnly', expect: { canManageUpdateServices: false } },
  { rule: 'update services actions: not on an HA secondary', persona: 'superAdmin', patch: { ha_mode: 'secondary' }, expect: { canManageUpdateServices: false } },
  { rule: 'template objects: read-write device config and the lock held', persona: 'superAdmin', extra: { adomLock: 'locked_by_me' }, expect: { configObjects: 'edit' } },
  { rule: 'template objects: read-write device config, ADOM not locked', persona: 'superAdmin', extra: { adomLock: 'unlocked' }, expect: { configObjects: 'needsLock' } },
  { rule: 'template objects: locked by another administrator', persona: 'superAdmin', extra: { adomLock: 'locked_by_other' }, expect: { configObjects: 'needsLock' } },
  { rule: 'template objects: no workspace mode means no lock to hold', persona: 'superAdmin', patch: { features: { workspace_mode: 'disabled' } }, expect: { configObjects: 'edit' } },
  { rule: 'template objects: read device config only', persona: 'readOnly', extra: { adomLock: 'locked_by_me' }, expect: { configObjects: 'view' } },
  { rule: 'template objects: not on an HA secondary', persona: 'superAdmin', patch: { ha_mode: 'secondary' }, extra: { adomLock: 'locked_by_me' }, expect: { configObjects: 'view' } },
  { rule: 'system pages actions: read-write on system settings', persona: 'superAdmin', expect: { canEditSystemSettings: true } },
  { rule: 'system pages actions: not with read on system settings', persona: 'readOnly', expect: { canEditSystemSettings: false } },
  { rule: 'system pages actions: not on an HA secondary', persona: 'haSecondary', expect: { canEditSystemSettings: false } },

  // CLI
  { rule: 'CLI button: read on system_setting', persona: 'readOnly', expect: { cliButton: true } },
  { rule: 'CLI button: read-write on system_setting', persona: 'superAdmin', expect: { cliButton: true } },
  { rule: 'CLI button: no permission on system_setting', persona: 'readOnly', patch: { user_profile: { permissions: { system_setting: 'none' } } }, expect: { cliButton: false } },

  // password / profile / upgrade
  { rule: 'change password shown and enabled with the able-to-change flag', persona: 'superAdmin', expect: { showChangePassword: true, canChangePassword: true, canChangeProfile: true } },
  { rule: 'change password shown but disabled on HA secondary', persona: 'haSecondary', expect: { showChangePassword: true, canChangePassword: false } },
  { rule: 'no able-to-change flag: neither password nor profile', persona: 'readOnly', patch: { user_profile: { change_password: false } }, expect: { showChangePassword: false, canChangePassword: false, canChangeProfile: false } },
  { rule: 'upgrade firmware: read-write', persona: 'superAdmin', expect: { canUpgradeFirmware: true } },
  { rule: 'upgrade firmware: not read-only', persona: 'readOnly', expect: { canUpgradeFirmware: false } },
  { rule: 'upgrade firmware: not in a container deployment', persona: 'superAdmin', patch: { features: { container: true } }, expect: { canUpgradeFirmware: false } },

  // cloud
  { rule: 'cloud user: portal menu and Return To Portal', persona: 'cloudUser', expect: { cloudPortalMenu: true, returnToPortal: true } },
  { rule: 'cloud user: no system info, upgrade or password items', persona: 'cloudUser', expect: { showSystemInfo: false, canUpgradeFirmware: false, showChangePassword: false } },
  { rule: 'local user: system items, no portal menu', persona: 'superAdmin', expect: { showSystemInfo: true, cloudPortalMenu: false, returnToPortal: false } },

  // masking
  { rule: 'masked admin with analyzer feature: data masked, view-details menu with privacy tool', persona: 'maskedAdmin', expect: { dataMasked: true, viewDetailsMenu: true } },
  { rule: 'masked admin without analyzer feature: not masked', persona: 'maskedAdmin', patch: { variant: 'manager', features: { analyzer: false } }, expect: { dataMasked: false, viewDetailsMenu: false } },
  { rule: 'masked admin without privacy tool: masked, no view-details menu', persona: 'maskedAdmin', patch: { features: { privacy_tool: false } }, expect: { dataMasked: true, viewDetailsMenu: false } },
  { rule: 'not masked admin on analyzer: not masked', persona: 'analyzer', expect: { dataMasked: false, viewDetailsMenu: false } },

  // tags and fabric
  { rule: 'analyzer with a fabric role: Fabric role button', persona: 'analyzer', expect: { fabricRoleButton: true, fabricRole: 'supervisor' } },
  { rule: 'manager: no Fabric role button', persona: 'superAdmin', patch: { features: { fabric_role: 'member' } }, expect: { fabricRoleButton: false } },
  { rule: 'HA secondary: HA tag', persona: 'haSecondary', expect: { haTag: 'secondary' } },
  { rule: 'standalone: no HA tag', persona: 'superAdmin', expect: { haTag: null, offlineTag: false, collectorTag: false } },
  { rule: 'offline mode: offline tag', persona: 'superAdmin', patch: { offline_mode: true }, expect: { offlineTag: true } },
  { rule: 'analyzer in collector mode: collector tag', persona: 'analyzer', patch: { faz_mode: 'collector' }, expect: { collectorTag: true } },

  // startup backup step
  { rule: 'backup step needs read-write on system settings', persona: 'readOnly', patch: { features: { manager: true } }, expect: { startupBackupStep: 'skip' } },
  { rule: 'non-super admin without manager feature skips backup', persona: 'readOnly', patch: { user_profile: { permissions: { system_setting: 'read-write' } }, features: { manager: false } }, expect: { startupBackupStep: 'skip', startupAutoBackupForm: false } },
  { rule: 'non-super admin with manager feature and read-write: backup step', persona: 'readOnly', patch: { user_profile: { permissions: { system_setting: 'read-write' } } }, expect: { startupBackupStep: 'show' } },
  { rule: 'super admin without read-write on system settings: no backup step', persona: 'superAdmin', patch: { user_profile: { permissions: { system_setting: 'read' } } }, expect: { startupBackupStep: 'skip', startupAutoBackupForm: false } },
  { rule: 'super admin without any system settings permission: no backup step', persona: 'superAdmin', patch: { user_profile: { permissions: { system_setting: 'none' } } }, expect: { startupBackupStep: 'skip' } },
  { rule: 'super admin with read-write, no manager feature: backup step', persona: 'superAdmin', patch: { features: { manager: false } }, expect: { startupBackupStep: 'show', startupAutoBackupForm: true } },
  { rule: 'HA secondary cannot set the backup strategy', persona: 'haSecondary', expect: { startupBackupStep: 'haSecondaryBlocked', startupAutoBackupForm: false } },
  { rule: 'HA secondary reported by the startup state: backup blocked, no password step', persona: 'superAdmin', extra: { startupHaMode: 'secondary' }, expect: { startupBackupStep: 'haSecondaryBlocked', startupPasswordStep: false, isHaSecondary: true } },
  { rule: 'HA primary in the startup state: backup step and password step', persona: 'superAdmin', extra: { startupHaMode: 'primary' }, expect: { startupBackupStep: 'show', startupPasswordStep: true } },
  { rule: 'HA secondary has no password step', persona: 'haSecondary', expect: { startupPasswordStep: false } },
  { rule: 'primary/standalone has the password step', persona: 'superAdmin', expect: { startupPasswordStep: true } },

  // custom views
  { rule: 'custom views: read-write log viewer may modify', persona: 'superAdmin', expect: { canModifyCustomViews: true } },
  { rule: 'custom views: read log viewer may not', persona: 'readOnly', expect: { canModifyCustomViews: false } },

  // Create Policy by Hits (SOC views)
  { rule: 'create policy by hits: analyzer with read-write log viewer', persona: 'analyzer', expect: { canCreatePolicyByHits: true } },
  { rule: 'create policy by hits: read log viewer may not', persona: 'analyzer', patch: { user_profile: { permissions: { log_viewer: 'read' } } }, expect: { canCreatePolicyByHits: false } },
  { rule: 'create policy by hits: not on a manager (FortiSOC is the analyzer’s)', persona: 'superAdmin', expect: { canCreatePolicyByHits: false } },
  { rule: 'create policy by hits: not on an HA secondary', persona: 'analyzer', patch: { ha_mode: 'secondary' }, expect: { canCreatePolicyByHits: false } },

  // ADOM change
  { rule: 'admin who may change ADOM', persona: 'superAdmin', expect: { mayChangeAdom: true, defaultAdom: 'root' } },
  { rule: 'admin who may not change ADOM uses the default', persona: 'noAdomChange', expect: { mayChangeAdom: false } },

  // navigation (which route groups the side menu offers)
  { rule: 'manager: device, update-service and dashboard groups; no log groups', persona: 'superAdmin', expect: { navGroups: { fortiap: true, fortiswitch: true, fortiguard: true, fortiview: true, logview: false, fortisoc: false, sys: true }, showVulnerabilities: true, systemScreens: true } },
  { rule: 'analyzer: log, SOC and dashboard groups; no device groups', persona: 'analyzer', expect: { navGroups: { fortiap: false, fortiswitch: false, fortiguard: false, fortiview: true, logview: true, fortisoc: true, sys: true } } },
  { rule: 'restricted admin: only the system group (task monitor)', persona: 'restrictedAdmin', expect: { navGroups: { fortiap: false, fortiswitch: false, fortiguard: false, fortiview: false, logview: false, fortisoc: false, sys: true }, systemScreens: false } },
  { rule: 'manager: log and SOC groups are closed by the variant, not the profile', persona: 'superAdmin', expect: { groupAccess: { logview: 'otherVariant', fortisoc: 'otherVariant', fortiap: 'allowed', fortiview: 'allowed', sys: 'allowed' } } },
  { rule: 'analyzer: device and update-service groups are closed by the variant', persona: 'analyzer', expect: { groupAccess: { fortiap: 'otherVariant', fortiswitch: 'otherVariant', fortiguard: 'otherVariant', logview: 'allowed', fortisoc: 'allowed' } } },
  { rule: 'manager: Policy & Objects, VPN, FortiExtenders and the fabric connectors as the device manager', persona: 'superAdmin', expect: { groupAccess: { dvm: 'allowed', pno: 'allowed', vpn: 'allowed', fext: 'allowed', fabric: 'allowed' } } },
  { rule: 'analyzer: Policy & Objects, VPN, FortiExtenders and the fabric connectors are closed by the variant', persona: 'analyzer', expect: { groupAccess: { pno: 'otherVariant', vpn: 'otherVariant', fext: 'otherVariant', fabric: 'otherVariant' } } },
  { rule: 'restricted admin on a manager: Policy & Objects, VPN, FortiExtenders and fabric closed by the profile', persona: 'restrictedAdmin', expect: { groupAccess: { pno: 'profile', vpn: 'profile', fext: 'profile', fabric: 'profile' } } },
  { rule: 'restricted admin on a manager: device groups closed by the profile, log groups by the variant', persona: 'restrictedAdmin', expect: { groupAccess: { fortiap: 'profile', fortiguard: 'profile', fortiview: 'profile', logview: 'otherVariant' } } },
  { rule: 'no log viewer permission on an analyzer: log groups closed by the profile', persona: 'analyzer', patch: { user_profile: { permissions: { log_viewer: 'none' } } }, expect: { groupAccess: { logview: 'profile', fortisoc: 'profile' } } },
  { rule: 'no log viewer permission: no log groups', persona: 'analyzer', patch: { user_profile: { permissions: { log_viewer: 'none' } } }, expect: { navGroups: { logview: false, fortisoc: false } } },
  { rule: 'no device manager permission: no device groups, no vulnerabilities', persona: 'superAdmin', patch: { user_profile: { permissions: { device_manager: 'none' } } }, expect: { navGroups: { fortiap: false, fortiswitch: false }, showVulnerabilities: false } },

  // password-change kinds and skip rules (section 4)
  { rule: 'expired password: forced', persona: 'passwordExpired', expect: { passwordChange: 'expired', passwordChangeForced: true } },
  { rule: 'non-conforming password: forced', persona: 'passwordExpired', patch: { need_change_password: 2 }, expect: { passwordChange: 'nonConforming', passwordChangeForced: true } },
  { rule: 'administrator must change it: forced', persona: 'passwordExpired', patch: { need_change_password: 3 }, expect: { passwordChange: 'forced', passwordChangeForced: true } },
  { rule: 'default password: optional (Later)', persona: 'defaultPassword', expect: { passwordChange: 'default', passwordChangeForced: false } },
  { rule: 'nothing to change', persona: 'readOnly', expect: { passwordChange: null, passwordChangeForced: false } },
  { rule: 'skipped for non-local users (radius)', persona: 'passwordExpired', patch: { user_type: 'radius' }, expect: { passwordChange: null } },
  { rule: 'skipped for non-local users (sso)', persona: 'defaultPassword', patch: { user_type: 'sso' }, expect: { passwordChange: null } },
  { rule: 'skipped for cloud users', persona: 'cloudUser', patch: { need_change_password: 1 }, expect: { passwordChange: null } },
  { rule: 'skipped for cloud flag even if local', persona: 'passwordExpired', patch: { have_ftnt_cloud: true }, expect: { passwordChange: null } },
  { rule: 'skipped for a super admin using a default password', persona: 'freshAppliance', expect: { passwordChange: null } },
  { rule: 'skipped for a super admin with default password even when flagged', persona: 'freshAppliance', patch: { need_change_password: 3 }, expect: { passwordChange: null } },
  { rule: 'super admin without default password: forced change still asked', persona: 'superAdmin', patch: { need_change_password: 1 }, expect: { passwordChange: 'expired' } },
];

describe('capabilities', () => {
  it.each(rows.map((r) => [r.rule, r] as const))('%s', (_rule, row) => {
    const config = row.patch ? merge(personas[row.persona], row.patch) : personas[row.persona];
    const caps = capabilities(config, row.extra);
    expect(caps).toMatchObject(row.expect);
  });

  it('passwordChangeKind agrees with the capability', () => {
    for (const config of Object.values(personas)) {
      expect(passwordChangeKind(config)).toBe(capabilities(config).passwordChange);
    }
  });
});

describe('screenAccess', () => {
  it.each<[string, PersonaName, 'sys' | 'logview' | 'fortiap', string, string]>([
    ['task monitor for a restricted admin', 'restrictedAdmin', 'sys', '/sys/taskmonitor', 'allowed'],
    ['other system screens for a restricted admin', 'restrictedAdmin', 'sys', '/sys/ha', 'profile'],
    ['system screens for a super admin', 'superAdmin', 'sys', '/sys/ha', 'allowed'],
    ['log view on a manager', 'superAdmin', 'logview', '/logview/threat_hunting', 'otherVariant'],
    ['access points on an analyzer', 'analyzer', 'fortiap', '/fortiap/centrallist', 'otherVariant'],
    ['access points on a manager', 'superAdmin', 'fortiap', '/fortiap/centrallist', 'allowed'],
  ])('%s', (_name, persona, group, template, expected) => {
    expect(screenAccess(capabilities(personas[persona]), group, template)).toBe(expected);
  });

  it('navGroups opens exactly the groups groupAccess allows', () => {
    for (const config of Object.values(personas)) {
      const caps = capabilities(config);
      for (const [key, access] of Object.entries(caps.groupAccess)) {
        expect(caps.navGroups[key as keyof typeof caps.navGroups]).toBe(access === 'allowed');
      }
    }
  });
});

describe('customViewActions', () => {
  const rw = { canModifyCustomViews: true };
  const ro = { canModifyCustomViews: false };
  it.each([
    ['user-made noc dashboard, read-write', rw, { userCreated: true, type: 'noc' as const }, { edit: true, rename: true, delete: true }],
    ['user-made ftv dashboard, read-write: no Edit', rw, { userCreated: true, type: 'ftv' as const }, { edit: false, rename: true, delete: true }],
    ['built-in dashboard: no actions', rw, { userCreated: false, type: 'noc' as const }, { edit: false, rename: false, delete: false }],
    ['read-only log viewer: no actions', ro, { userCreated: true, type: 'noc' as const }, { edit: false, rename: false, delete: false }],
  ])('%s', (_name, caps, dashboard, expected) => {
    expect(customViewActions(caps, dashboard)).toEqual(expected);
  });
});
