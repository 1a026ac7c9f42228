// generated from specs/schemas/*.schema.json; do not edit, run npm run codegen
/* eslint-disable */

export interface Entities {
  ApiError?: ApiError;
  SystemConfig?: SystemConfig;
}
/**
 * Shared failure body of every operation. `message` is the server's detail; `fields` maps form field names to their error text.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "ApiError".
 */
export interface ApiError {
  /**
   * Appliance status code (non-zero on failure).
   */
  code: number;
  /**
   * Server's detail text.
   */
  message: string;
  /**
   * Field errors keyed by request field name (e.g. newpasswd, oldpasswd, user).
   */
  fields?: {
    [k: string]: string;
  };
}
/**
 * System configuration of the signed-in session (GET /gui/sys/config). Everything the shell's role and permission rules read comes from here.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "SystemConfig".
 */
export interface SystemConfig {
  /**
   * Signed-in administrator.
   */
  username: string;
  /**
   * How the administrator authenticates; only local users change their password here.
   */
  user_type: 'local' | 'radius' | 'ldap' | 'tacacs+' | 'pki' | 'sso' | 'cloud';
  /**
   * The appliance runs as the device manager or as the log analyzer; picks the product icon, name and some dashboards.
   */
  variant: 'manager' | 'analyzer';
  /**
   * Signed in through the provider's cloud portal: portal menu and Return To Portal replace system info, upgrade and password items.
   */
  have_ftnt_cloud: boolean;
  /**
   * 0 none; 1 password expired (forced); 2 password does not conform to the policy (forced); 3 administrator must change it (forced).
   */
  need_change_password: 0 | 1 | 2 | 3;
  /**
   * The account still uses the default (empty) password: optional change with Later.
   */
  admin_has_default_pwd: boolean;
  /**
   * High-availability role of this unit.
   */
  ha_mode: 'standalone' | 'primary' | 'secondary';
  /**
   * How the HA cluster is configured.
   */
  ha_cfg_mode: 'none' | 'manual' | 'auto';
  /**
   * The appliance runs without contacting managed devices (offline tag).
   */
  offline_mode: boolean;
  /**
   * Analyzer operation mode; collector shows the collector-mode tag.
   */
  faz_mode: 'analyzer' | 'collector';
  user_profile: {
    profile_name: string;
    /**
     * Super admin profile.
     */
    super_user_profile: boolean;
    /**
     * The able-to-change-password flag: change password and change profile are shown only when it allows.
     */
    change_password: boolean;
    /**
     * Masked admin: data is masked when the analyzer feature is present.
     */
    data_mask: boolean;
    permissions: {
      /**
       * Access level of one admin-profile privilege.
       *
       * This interface was referenced by `SystemConfig`'s JSON-Schema
       * via the `definition` "permission".
       */
      system_setting: 'none' | 'read' | 'read-write';
      /**
       * Access level of one admin-profile privilege.
       *
       * This interface was referenced by `SystemConfig`'s JSON-Schema
       * via the `definition` "permission".
       */
      adom_lock: 'none' | 'read' | 'read-write';
      /**
       * Access level of one admin-profile privilege.
       *
       * This interface was referenced by `SystemConfig`'s JSON-Schema
       * via the `definition` "permission".
       */
      device_config: 'none' | 'read' | 'read-write';
      /**
       * Access level of one admin-profile privilege.
       *
       * This interface was referenced by `SystemConfig`'s JSON-Schema
       * via the `definition` "permission".
       */
      log_viewer: 'none' | 'read' | 'read-write';
      /**
       * Access level of one admin-profile privilege.
       *
       * This interface was referenced by `SystemConfig`'s JSON-Schema
       * via the `definition` "permission".
       */
      device_manager: 'none' | 'read' | 'read-write';
    };
  };
  /**
   * Largest avatar the appliance stores, in bytes.
   */
  max_avatar_size: number;
  /**
   * Restricted admin: title 'Restricted Admin Mode', no process monitor or bell, restricted task monitor.
   */
  restricted_admin: boolean;
  /**
   * Single sign-on is detected from the service-provider or identity-provider mode flags.
   */
  sso: {
    sp_mode: boolean;
    idp_mode: boolean;
    /**
     * This session was opened by single sign-on.
     */
    signed_in_by_sso?: boolean;
  };
  features: {
    /**
     * The analyzer feature is present (always on the analyzer variant).
     */
    analyzer: boolean;
    /**
     * The manager feature is present (always on the manager variant).
     */
    manager?: boolean;
    /**
     * Privacy tool on: with data masking, the view-details menu shows.
     */
    privacy_tool: boolean;
    /**
     * Container deployment: no firmware upgrade.
     */
    container: boolean;
    /**
     * Lock and unlock need workspace mode.
     */
    workspace_mode: 'disabled' | 'normal' | 'workflow';
    adom_enabled: boolean;
    /**
     * Epoch seconds when the extension debugger session ends; null when off.
     */
    extension_debugger_until?: number | null;
    /**
     * Analyzer fabric role.
     */
    fabric_role?: 'supervisor' | 'member' | null;
  };
  adom: {
    /**
     * The admin may switch ADOM; otherwise the default ADOM is used.
     */
    can_change: boolean;
    /**
     * Name of the admin's default ADOM.
     */
    default: string;
  };
  /**
   * The first-run startup wizard has been completed.
   */
  startup_complete: boolean;
}
