import type { SystemConfig } from '@/lib/permissions/capabilities.ts';

/** A local super admin on a manager, standalone, everything allowed and done. */
export const superAdminConfig: SystemConfig = {
  username: 'admin',
  user_type: 'local',
  variant: 'manager',
  have_ftnt_cloud: false,
  need_change_password: 0,
  admin_has_default_pwd: false,
  ha_mode: 'standalone',
  ha_cfg_mode: 'none',
  offline_mode: false,
  faz_mode: 'analyzer',
  user_profile: {
    profile_name: 'Super_User',
    super_user_profile: true,
    change_password: true,
    data_mask: false,
    permissions: {
      system_setting: 'read-write',
      adom_lock: 'read-write',
      device_config: 'read-write',
      log_viewer: 'read-write',
      device_manager: 'read-write',
    },
  },
  max_avatar_size: 16384,
  restricted_admin: false,
  sso: { sp_mode: false, idp_mode: false },
  features: { analyzer: false, manager: true, privacy_tool: false, container: false, workspace_mode: 'normal', adom_enabled: true },
  adom: { can_change: true, default: 'root' },
  startup_complete: true,
};

export function configWith(patch: Partial<SystemConfig>): SystemConfig {
  return { ...structuredClone(superAdminConfig), ...patch };
}

export const sysInfo = {
  hostname: 'FMG-HQ-01',
  product_name: 'FortiManager',
  variant: 'manager',
  version: '7.4.5',
  build: '2588',
  release_type: 'GA',
  serial: 'FMG-VMTM24012345',
  platform: 'FortiManager-VM64',
  ha_mode: 'standalone',
  uptime: 1209600,
  timezone: 'Europe/Paris',
};

export const rootAdom = { oid: 3, name: 'root', desc: 'Default ADOM', lock: { state: 'unlocked', lock_type: 'normal' } };
