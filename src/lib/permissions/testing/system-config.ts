import type { SystemConfig } from '../capabilities.ts';

/** Test fixture: a local super admin on a manager, standalone, everything allowed and done. */
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
  features: {
    analyzer: false,
    manager: true,
    privacy_tool: false,
    container: false,
    workspace_mode: 'normal',
    adom_enabled: true,
    extension_debugger_until: null,
    fabric_role: null,
  },
  adom: { can_change: true, default: 'root' },
  startup_complete: true,
};

/** The super admin's configuration with some top-level fields replaced. */
export function configWith(patch: Partial<SystemConfig>): SystemConfig {
  return { ...structuredClone(superAdminConfig), ...patch };
}

export type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

/** `base` with `patch` merged in at every depth (arrays and scalars are replaced). */
export function mergeConfig<T>(base: T, patch: DeepPartial<T>): T {
  const out = structuredClone(base) as Record<string, unknown>;
  for (const [k, v] of Object.entries(patch as Record<string, unknown>)) {
    const cur = out[k];
    out[k] =
      v && typeof v === 'object' && !Array.isArray(v) && cur && typeof cur === 'object' ? mergeConfig(cur, v as never) : v;
  }
  return out as T;
}
