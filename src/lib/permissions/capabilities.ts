import { links } from '@generated/catalog/links.ts';
import type { SystemConfig } from '@generated/types/entities.ts';

export type { SystemConfig };

/** Lock state of the current ADOM as the ADOM list reports it. */
export type AdomLockState = 'unlocked' | 'locked_by_me' | 'locked_by_other';

/** Runtime facts the role rules also read, beyond the system configuration. */
export interface CapabilityExtra {
  /** lock state of the current ADOM (retrieve and revert need the lock held by the user) */
  adomLock?: AdomLockState;
  /** HA role the startup state reports; the startup wizard reads it as well as the system configuration's */
  startupHaMode?: SystemConfig['ha_mode'];
}

/** Which kind of password change the sign-in order asks for; null when none is asked. */
export type PasswordChangeKind = 'expired' | 'nonConforming' | 'forced' | 'default';

/** Route groups of the side menu (the catalogue's group keys). */
export type NavGroupKey = 'dvm' | 'pno' | 'fabric' | 'fext' | 'vpn' | 'fortiap' | 'fortiguard' | 'fortisoc' | 'fortiswitch' | 'logview' | 'fortiview' | 'sys';

/**
 * Whether a route group is open to this administrator, and if not, why: the appliance is of the other variant (a
 * manager has no log screens, an analyzer no device screens), or the administrator's profile does not allow it.
 */
export type ScreenAccess = 'allowed' | 'otherVariant' | 'profile';

/** What the startup wizard's backup step does for this administrator. */
export type StartupBackupStep = 'show' | 'skip' | 'haSecondaryBlocked';

/**
 * Every role and permission rule of the console, derived from the signed-in session's system configuration.
 * Screens ask these flags; they never re-derive a rule from the raw configuration.
 */
export interface Capabilities {
  // --- who is signed in ---
  isSuperAdmin: boolean;
  isRestricted: boolean;
  /** read-write on system settings (super admins always are) */
  isReadWrite: boolean;
  isCloudUser: boolean;
  isLocalUser: boolean;
  isHaSecondary: boolean;
  /** single sign-on is configured (service-provider or identity-provider mode) */
  ssoEnabled: boolean;
  /** this session was opened by single sign-on */
  signedInBySso: boolean;

  // --- header ---
  /** header title: the hostname, or 'Restricted Admin Mode' */
  titleKind: 'hostname' | 'restrictedAdmin';
  /** firmware upgrade entry: read-write, not a container deployment, not a cloud user */
  canUpgradeFirmware: boolean;
  /** change-password item is shown (able-to-change flag; never for cloud users) */
  showChangePassword: boolean;
  /** change-password item is usable (shown, and not on an HA secondary unit) */
  canChangePassword: boolean;
  /** change-profile item is shown (able-to-change flag) */
  canChangeProfile: boolean;
  showProcessMonitor: boolean;
  showNotificationBell: boolean;
  /** system information items (not for cloud users, who get the portal menu instead) */
  showSystemInfo: boolean;
  /** cloud users: portal menu and 'Return To Portal' */
  cloudPortalMenu: boolean;
  returnToPortal: boolean;
  /** CLI console button: any permission on system settings */
  cliButton: boolean;
  /** debug report item in the help menu */
  debugReport: boolean;
  /** Quick Access menu: super admin signed in by single sign-on */
  quickAccess: boolean;
  /** log data is masked: masked admin and the analyzer feature is present */
  dataMasked: boolean;
  /** view-details menu: data masked and the privacy tool is on */
  viewDetailsMenu: boolean;
  /** Fabric role button (Supervisor or Member): analyzer with a fabric role */
  fabricRoleButton: boolean;
  fabricRole: 'supervisor' | 'member' | null;
  /** HA tag text role, null when standalone */
  haTag: 'primary' | 'secondary' | null;
  offlineTag: boolean;
  collectorTag: boolean;
  /** extension debugger session end (epoch seconds), null when off */
  extensionDebuggerUntil: number | null;

  // --- ADOMs ---
  adomEnabled: boolean;
  /** the admin may switch ADOM; otherwise the default ADOM is used and no picker shows */
  mayChangeAdom: boolean;
  defaultAdom: string;
  /** lock and unlock exist at all (workspace mode on) */
  adomLockAvailable: boolean;
  /** may lock or unlock: restricted admins may; others need read-write adom_lock and not HA secondary; ADOMs and workspace mode on */
  canLockAdom: boolean;

  // --- sign-in order ---
  /** startup wizard: super admin and setup not complete */
  startupWizard: boolean;
  passwordChange: PasswordChangeKind | null;
  /** the password change cannot be put off (no Later, cannot be dismissed) */
  passwordChangeForced: boolean;

  // --- navigation ---
  /** the appliance has the manager feature (device management modules) */
  managerFeature: boolean;
  /** the appliance has the analyzer feature (logs, FortiView, SOC) */
  analyzerFeature: boolean;
  /** route groups listed in the side menu and reachable */
  navGroups: Record<NavGroupKey, boolean>;
  /** why each route group is open or closed (navGroups is true exactly where this is 'allowed') */
  groupAccess: Record<NavGroupKey, ScreenAccess>;
  /** the Vulnerabilities screen (PSIRT of managed devices) */
  showVulnerabilities: boolean;
  /** system screens other than the task monitor (HA, certificates, all ADOMs, log fetch, fabric settings) */
  systemScreens: boolean;

  // --- screens ---
  /** task monitor route: restricted admins get the restricted-admin page */
  taskMonitorPath: string;
  /** out-of-sync review: retrieve and revert need read-write device config and the ADOM lock held */
  canRetrieveConfig: boolean;
  canRevertConfig: boolean;
  /** view diff needs read on device config */
  canViewDiff: boolean;
  /** custom views: edit, rename, delete on user-made dashboards need read-write on the log viewer */
  canModifyCustomViews: boolean;
  /**
   * firmware templates: create, edit and delete need read-write on the device manager (not on an HA secondary);
   * Setup Upgrade (Vulnerable Devices, Device Vulnerabilities) saves a template, so it is offered on the same terms
   */
  canManageFirmwareTemplates: boolean;
  /**
   * Create Policy by Hits (FortiSOC SOC views) saves a policy: read-write on the log viewer where FortiSOC is open, on a
   * unit that is not an HA secondary; others see the policy hits and the policies made, without Create Policy
   */
  canCreatePolicyByHits: boolean;
  /** HA members are enabled or disabled with read-write on system settings, on a unit that is not an HA secondary */
  canEditHaMembers: boolean;
  /** update services (FortiGuard): push pending updates, change a served version, export and import packages: read-write on system settings, not on an HA secondary */
  canManageUpdateServices: boolean;
  /**
   * access-point and switch template objects: 'edit' with read-write device configuration and the ADOM lock held
   * (no lock to hold without workspace mode), 'needsLock' when only the lock is missing, else 'view'
   */
  configObjects: 'edit' | 'needsLock' | 'view';
  /** system pages (log fetch requests, certificates, analyzer fabric settings, management extensions): read-write on system settings, not on an HA secondary */
  canEditSystemSettings: boolean;
  /** firmware upgrade may back up the configuration (super admin), option on by default */
  firmwareBackupOption: boolean;

  // --- startup wizard steps ---
  startupBackupStep: StartupBackupStep;
  /** super admins see the automatic-backup form in the backup step (not where the step is blocked) */
  startupAutoBackupForm: boolean;
  /** the password step is hidden on an HA secondary unit */
  startupPasswordStep: boolean;
}

const NEED_CHANGE_KIND: Record<number, PasswordChangeKind | undefined> = {
  1: 'expired',
  2: 'nonConforming',
  3: 'forced',
};

/** The password change the sign-in order asks for, after the skip rules. */
export function passwordChangeKind(config: SystemConfig): PasswordChangeKind | null {
  // only local accounts keep their password on the appliance
  if (config.user_type !== 'local') return null;
  if (config.have_ftnt_cloud) return null;
  // a super admin still on the default password changes it in the startup wizard instead
  if (config.user_profile.super_user_profile && config.admin_has_default_pwd) return null;
  const forced = NEED_CHANGE_KIND[config.need_change_password];
  if (forced) return forced;
  return config.admin_has_default_pwd ? 'default' : null;
}

/** Section 6: the backup step needs read-write on system settings, super admins included. */
function startupBackupStep(config: SystemConfig, isSuperAdmin: boolean, isHaSecondary: boolean): StartupBackupStep {
  if (config.user_profile.permissions.system_setting !== 'read-write') return 'skip';
  if (!isSuperAdmin && config.features.manager !== true) return 'skip';
  if (isHaSecondary) return 'haSecondaryBlocked';
  return 'show';
}

/** Everything the shell and the features may ask about the signed-in administrator. Pure. */
export function capabilities(config: SystemConfig, extra: CapabilityExtra = {}): Capabilities {
  const profile = config.user_profile;
  const perms = profile.permissions;
  const isSuperAdmin = profile.super_user_profile;
  const isRestricted = config.restricted_admin;
  const isCloudUser = config.have_ftnt_cloud;
  const isHaSecondary = config.ha_mode === 'secondary' || extra.startupHaMode === 'secondary';
  const isReadWrite = isSuperAdmin || perms.system_setting === 'read-write';
  const ssoEnabled = config.sso.sp_mode || config.sso.idp_mode;
  const signedInBySso = ssoEnabled && (config.sso.signed_in_by_sso ?? true);
  const analyzer = config.variant === 'analyzer' || config.features.analyzer;
  const dataMasked = profile.data_mask && config.features.analyzer;
  const adomLockAvailable = config.features.workspace_mode !== 'disabled';
  const mayLock = isRestricted || (perms.adom_lock === 'read-write' && !isHaSecondary);
  // without workspace mode there is no lock to hold, so nothing blocks a retrieve or revert
  const lockHeld = !adomLockAvailable || extra.adomLock === 'locked_by_me';
  const deviceConfigRw = perms.device_config === 'read-write';
  const showChangePassword = profile.change_password && !isCloudUser;
  const passwordChange = passwordChangeKind(config);
  const backupStep = startupBackupStep(config, isSuperAdmin, isHaSecondary);
  const fabricRole = config.features.fabric_role ?? null;
  const managerFeature = config.variant === 'manager' || config.features.manager === true;
  // device modules need device-manager access; restricted admins work only in their restricted screens
  const devicesByProfile = perms.device_manager !== 'none' && !isRestricted;
  const logsByProfile = perms.log_viewer !== 'none' && !isRestricted;
  const access = (variantHasIt: boolean, profileAllows: boolean): ScreenAccess =>
    !variantHasIt ? 'otherVariant' : profileAllows ? 'allowed' : 'profile';
  const groupAccess: Record<NavGroupKey, ScreenAccess> = {
    dvm: access(managerFeature, devicesByProfile),
    // Policy & Objects, fabric connectors, FortiExtenders and VPN configure the managed devices as the device manager does
    pno: access(managerFeature, devicesByProfile),
    fabric: access(managerFeature, devicesByProfile),
    fext: access(managerFeature, devicesByProfile),
    vpn: access(managerFeature, devicesByProfile),
    fortiap: access(managerFeature, devicesByProfile),
    fortiswitch: access(managerFeature, devicesByProfile),
    fortiguard: access(managerFeature, perms.system_setting !== 'none' && !isRestricted),
    fortisoc: access(analyzer, logsByProfile),
    logview: access(analyzer, logsByProfile),
    // dashboards: device dashboards on a manager, log dashboards on an analyzer
    fortiview: access(analyzer || managerFeature, !isRestricted && ((analyzer && logsByProfile) || managerFeature)),
    sys: 'allowed',
  };

  return {
    isSuperAdmin,
    isRestricted,
    isReadWrite,
    isCloudUser,
    isLocalUser: config.user_type === 'local',
    isHaSecondary,
    ssoEnabled,
    signedInBySso,

    titleKind: isRestricted ? 'restrictedAdmin' : 'hostname',
    canUpgradeFirmware: isReadWrite && !config.features.container && !isCloudUser,
    showChangePassword,
    canChangePassword: showChangePassword && !isHaSecondary,
    canChangeProfile: profile.change_password,
    showProcessMonitor: !isRestricted,
    showNotificationBell: !isRestricted,
    showSystemInfo: !isCloudUser,
    cloudPortalMenu: isCloudUser,
    returnToPortal: isCloudUser,
    cliButton: perms.system_setting !== 'none',
    debugReport: isSuperAdmin,
    quickAccess: isSuperAdmin && signedInBySso,
    dataMasked,
    viewDetailsMenu: dataMasked && config.features.privacy_tool,
    fabricRoleButton: analyzer && fabricRole !== null,
    fabricRole: analyzer ? fabricRole : null,
    haTag: config.ha_mode === 'standalone' ? null : config.ha_mode,
    offlineTag: config.offline_mode,
    collectorTag: analyzer && config.faz_mode === 'collector',
    extensionDebuggerUntil: config.features.extension_debugger_until ?? null,

    adomEnabled: config.features.adom_enabled,
    mayChangeAdom: config.features.adom_enabled && config.adom.can_change,
    defaultAdom: config.adom.default,
    adomLockAvailable,
    canLockAdom: config.features.adom_enabled && adomLockAvailable && mayLock,

    startupWizard: isSuperAdmin && !config.startup_complete,
    passwordChange,
    passwordChangeForced: passwordChange !== null && passwordChange !== 'default',

    managerFeature,
    analyzerFeature: analyzer,
    navGroups: Object.fromEntries(
      Object.entries(groupAccess).map(([key, value]) => [key, value === 'allowed']),
    ) as Record<NavGroupKey, boolean>,
    groupAccess,
    showVulnerabilities: perms.device_manager !== 'none',
    systemScreens: !isRestricted && perms.system_setting !== 'none',

    taskMonitorPath: isRestricted ? links.routes.restrictedTaskMonitor : links.routes.taskMonitor,
    canRetrieveConfig: deviceConfigRw && lockHeld,
    canRevertConfig: deviceConfigRw && lockHeld,
    canViewDiff: perms.device_config !== 'none',
    canModifyCustomViews: perms.log_viewer === 'read-write',
    canManageFirmwareTemplates: groupAccess.dvm === 'allowed' && perms.device_manager === 'read-write' && !isHaSecondary,
    canCreatePolicyByHits: groupAccess.fortisoc === 'allowed' && perms.log_viewer === 'read-write' && !isHaSecondary,
    canEditHaMembers: perms.system_setting === 'read-write' && !isHaSecondary,
    canManageUpdateServices: groupAccess.fortiguard === 'allowed' && perms.system_setting === 'read-write' && !isHaSecondary,
    configObjects: !deviceConfigRw || isHaSecondary ? 'view' : lockHeld ? 'edit' : 'needsLock',
    canEditSystemSettings: perms.system_setting === 'read-write' && !isHaSecondary,
    firmwareBackupOption: isSuperAdmin,

    startupBackupStep: backupStep,
    startupAutoBackupForm: isSuperAdmin && backupStep === 'show',
    startupPasswordStep: !isHaSecondary,
  };
}

/** The task monitor is open to every administrator; the other system screens follow `systemScreens`. */
const OPEN_SYSTEM_SCREENS = new Set<string>([links.routes.taskMonitor]);

/** Whether the screen of a route group (by its catalogue template) is open, and if not, why. */
export function screenAccess(
  caps: Pick<Capabilities, 'groupAccess' | 'systemScreens'>,
  group: NavGroupKey,
  template: string | undefined,
): ScreenAccess {
  if (group === 'sys') return caps.systemScreens || (template !== undefined && OPEN_SYSTEM_SCREENS.has(template)) ? 'allowed' : 'profile';
  return caps.groupAccess[group];
}

/** Actions a custom-view dashboard offers in the side menu. */
export interface CustomViewActions {
  edit: boolean;
  rename: boolean;
  delete: boolean;
}

/** Edit, Rename, Delete only on user-made dashboards with read-write log viewer; Edit never on ftv dashboards. */
export function customViewActions(
  caps: Pick<Capabilities, 'canModifyCustomViews'>,
  dashboard: { userCreated: boolean; type: 'ftv' | 'noc' },
): CustomViewActions {
  const allowed = caps.canModifyCustomViews && dashboard.userCreated;
  return { edit: allowed && dashboard.type !== 'ftv', rename: allowed, delete: allowed };
}
