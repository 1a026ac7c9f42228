// generated from specs/schemas/*.schema.json; do not edit, run npm run codegen

/**
 * Access level of one admin-profile privilege.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "AdminPermission".
 */
export type AdminPermission = 'none' | 'read' | 'read-write';
/**
 * A websocket message (JSON text frame) on /api/ws about a system database backup. The client subscribes with {"type":"subscribe","topic":"backup","request_id":"<id from backupSystemDb>"}; the appliance then sends progress messages (status 'progress', shown as 'The system is backing up... (%s)' with the percent) and one final message: status 'done' with meta {bytes, downloadname, filepath} (the console then downloads the file with downloadSystemBackup) or status 'error' with a message.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "BackupResultMessage".
 */
export type BackupResultMessage = BackupProgressMessage | BackupDoneMessage | BackupFailedMessage;
export type Generic = 'generic';
export type SDWAN = 'sdwan';
export type SecurityFabric = 'fabric';
/**
 * The state of a FortiView run when polled: its progress (percentage) and, once done, a page of its rows (offset, limit) out of `total`. The rows' shape follows the view's family (views catalogue): top-N rows, time-series points, countries, flows, single figures, devices or security-rating checks.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "FortiviewResult".
 */
export type FortiviewResult = {
  [k: string]: unknown;
};
/**
 * Log groups of an ADOM: named device groups whose logs are viewed together.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "LogGroupList".
 */
export type LogGroupList = {
  name: string;
  description?: string;
  /**
   * Serial numbers of the group's devices.
   */
  devices: string[];
}[];
/**
 * A category of FortiGuard packages the update manager keeps and can export.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "PackageCategory".
 */
export type PackageCategory = PackageCategory1 & PackageCategory2;
export type PackageCategory1 =
  AntiVirus | IPS | ApplicationControl | InternetServiceDatabase | BotnetIPAndDomains | GeoIP | WebFilter | AntiSpam;
export type AntiVirus = 'antivirus';
export type IPS = 'ips';
export type ApplicationControl = 'appctrl';
export type InternetServiceDatabase = 'isdb';
export type BotnetIPAndDomains = 'botnet';
export type GeoIP = 'geoip';
export type WebFilter = 'webfilter';
export type AntiSpam = 'antispam';
export type PackageCategory2 = string;
/**
 * Custom log views of an ADOM: a saved log type, filter, columns and time period, opened at /logview/customviewlogs/{appUniKey}/{devType}/{viewName}.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "SavedLogViewList".
 */
export type SavedLogViewList = {
  name: string;
  /**
   * Log type, or a type and subtype joined by a dash.
   */
  logtype: string;
  filter: string;
  columns?: string[];
  /**
   * Time-period token (normal kind); the default period when absent.
   */
  timePeriod?: string;
  devices?: string[];
}[];
/**
 * Answer of the registration service (text/plain): a sequence of tagged values, <tag>value</tag>, optionally separated by white space or new lines. It always starts with <status>ok</status> or <status>error</status>. Other tags: <msg> (message on success), <error> (one per problem, repeated; the console joins them, and shows 'Unknown error.' when a failure has none), <item><id>…</id><text>…</text></item> (one per option of a list: organisations, resellers), <enable>1|0</enable> (remote-access state), <account> and <org> (getRemoteAccess: the cloud account and the name of the organisation the unit is signed in under, absent while it is not). Values are XML-escaped (&amp; &lt; &gt; &quot; &#39;).
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "TaggedText".
 */
export type TaggedText = string;

export interface Entities {
  ActionResult?: ActionResult;
  AdminPermission?: AdminPermission;
  AdminSetting?: AdminSetting;
  AdomLock?: AdomLock;
  AdomSummary?: AdomSummary;
  Adom?: Adom;
  AnalyzerFabricSettings?: AnalyzerFabricSettings;
  AnalyzerFabric?: AnalyzerFabric;
  ApManagement?: ApManagement;
  ApMapFloorMap?: ApMapFloorMap;
  ApMapFloorPlanImage?: ApMapFloorPlanImage;
  ApMapFloorPlanUpload?: ApMapFloorPlanUpload;
  ApMapPlacement?: ApMapPlacement;
  ApMapPlacementsSave?: ApMapPlacementsSave;
  ApMapSiteAp?: ApMapSiteAp;
  ApMapSite?: ApMapSite;
  ApStatus?: ApStatus;
  ApiError?: ApiError;
  BackupResultMessage?: BackupResultMessage;
  BackupSchedule?: BackupSchedule;
  BackupStrategyStatus?: BackupStrategyStatus;
  CertificateImport?: CertificateImport;
  Certificate?: Certificate;
  ChangeAdomRequest?: ChangeAdomRequest;
  CliCommand?: CliCommand;
  CliOutput?: CliOutput;
  ClientIp?: ClientIp;
  CloudLoginRequest?: CloudLoginRequest;
  CloudPortals?: CloudPortals;
  ConfigObjectResult?: ConfigObjectResult;
  ConfigObject?: ConfigObject;
  CustomViewCreate?: CustomViewCreate;
  CustomViewCreated?: CustomViewCreated;
  CustomViewError?: CustomViewError;
  CustomViewLayout?: CustomViewLayout;
  CustomViewList?: CustomViewList;
  CustomViewRename?: CustomViewRename;
  CustomViewWidget?: CustomViewWidget;
  CustomView?: CustomView;
  DebugReport?: DebugReport;
  DeviceConfigDiff?: DeviceConfigDiff;
  DeviceOids?: DeviceOids;
  DeviceRevision?: DeviceRevision;
  Extender?: Extender;
  FabricStats?: FabricStats;
  EnforcedVersion?: EnforcedVersion;
  FirmwareImageOption?: FirmwareImageOption;
  FirmwareImportResult?: FirmwareImportResult;
  FirmwareTemplate?: FirmwareTemplate;
  FirmwareUpgradeRequest?: FirmwareUpgradeRequest;
  FirmwareUpgradeResult?: FirmwareUpgradeResult;
  FirmwareVersionList?: FirmwareVersionList;
  FortiviewQuery?: FortiviewQuery;
  FortiviewResult?: FortiviewResult;
  FortiviewDeviceRow?: FortiviewDeviceRow;
  FortiviewFlowRow?: FortiviewFlowRow;
  FortiviewGeoRow?: FortiviewGeoRow;
  FortiviewMetricRow?: FortiviewMetricRow;
  FortiviewScoreRow?: FortiviewScoreRow;
  FortiviewSeriesRow?: FortiviewSeriesRow;
  FortiviewTopRow?: FortiviewTopRow;
  FortiviewTask?: FortiviewTask;
  HaMemberUpdate?: HaMemberUpdate;
  HaStatus?: HaStatus;
  HelpUrl?: HelpUrl;
  HostnameChange?: HostnameChange;
  ImageArchive?: ImageArchive;
  ImageDownloadResult?: ImageDownloadResult;
  ImageValidation?: ImageValidation;
  IpConflictDevice?: IpConflictDevice;
  KeepAliveResponse?: KeepAliveResponse;
  LicenseSelf?: LicenseSelf;
  LogFetchProfile?: LogFetchProfile;
  LogFetchSession?: LogFetchSession;
  LogFileList?: LogFileList;
  LogGroupList?: LogGroupList;
  LogLimitNotice?: LogLimitNotice;
  LogRebuildStatus?: LogRebuildStatus;
  LogRow?: LogRow;
  LogSearchRequest?: LogSearchRequest;
  LogSearchResult?: LogSearchResult;
  LogSearchTask?: LogSearchTask;
  ManagedDevice?: ManagedDevice;
  ManagedSwitch?: ManagedSwitch;
  ManagementExtension?: ManagementExtension;
  Notification?: Notification;
  OutOfSyncDevice?: OutOfSyncDevice;
  OutbreakAlert?: OutbreakAlert;
  PackageCategory?: PackageCategory;
  PackageExportRequest?: PackageExportRequest;
  PackageExportStarted?: PackageExportStarted;
  PackageImportRequest?: PackageImportRequest;
  PackageUploadResult?: PackageUploadResult;
  PasswordChangeRequest?: PasswordChangeRequest;
  PostgresUpgradeStatus?: PostgresUpgradeStatus;
  ProcessInfo?: ProcessInfo;
  Profile?: Profile;
  PsirtAdvisory?: PsirtAdvisory;
  PsirtAffectedProduct?: PsirtAffectedProduct;
  PsirtData?: PsirtData;
  RegisterExistingContractRequest?: RegisterExistingContractRequest;
  RegisterExistingUserRequest?: RegisterExistingUserRequest;
  RegistrationChoice?: RegistrationChoice;
  RemoteAccessRequest?: RemoteAccessRequest;
  ResellerListRequest?: ResellerListRequest;
  RevisionSettings?: RevisionSettings;
  RunningFirmware?: RunningFirmware;
  SamlSettings?: SamlSettings;
  SavedLogViewList?: SavedLogViewList;
  ScopeMember?: ScopeMember;
  SecurityCheckRequest?: SecurityCheckRequest;
  SecurityCheck?: SecurityCheck;
  SessionStatus?: SessionStatus;
  SignInRequest?: SignInRequest;
  SignInResponse?: SignInResponse;
  SocPolicyCreate?: SocPolicyCreate;
  SocPolicyError?: SocPolicyError;
  SocPolicy?: SocPolicy;
  StartupState?: StartupState;
  SwitchFabricMember?: SwitchFabricMember;
  SwitchFabric?: SwitchFabric;
  SwitchPort?: SwitchPort;
  SwitchPorts?: SwitchPorts;
  SysInfo?: SysInfo;
  SysLicense?: SysLicense;
  SystemBackupRequest?: SystemBackupRequest;
  SystemBackupStarted?: SystemBackupStarted;
  SystemConfig?: SystemConfig;
  TaggedText?: TaggedText;
  TaskProgress?: TaskProgress;
  TaskStarted?: TaskStarted;
  Task?: Task;
  UmDeviceLicence?: UmDeviceLicence;
  UmDownloadPriority?: UmDownloadPriority;
  UmExternalResource?: UmExternalResource;
  UmImportedImage?: UmImportedImage;
  UmPackageItem?: UmPackageItem;
  UmPackageVersion?: UmPackageVersion;
  UmQueryDatabase?: UmQueryDatabase;
  UmQueryImport?: UmQueryImport;
  UmQueryStatus?: UmQueryStatus;
  UmResult?: UmResult;
  UmServerOverride?: UmServerOverride;
  UmServiceDevice?: UmServiceDevice;
  UmUnitImage?: UmUnitImage;
  VmLicenseStatus?: VmLicenseStatus;
  VmLicenseUploadResult?: VmLicenseUploadResult;
  WorkspaceDirtyItem?: WorkspaceDirtyItem;
  Wtp?: Wtp;
}
/**
 * Outcome of a call that changes state on the appliance and has nothing else to return.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "ActionResult".
 */
export interface ActionResult {
  /**
   * Appliance status code; 0 on success (failures answer with ApiError).
   */
  code: 0;
  /**
   * Optional confirmation text of the server.
   */
  message?: string;
}
/**
 * Fields of the appliance's admin settings the wizard reads (get /cli/global/system/admin/setting). When the call fails the console treats firmware-upgrade-check as 1.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "AdminSetting".
 */
export interface AdminSetting {
  /**
   * 1: look for newer firmware and offer the Upgrade Firmware step; 0: the step is dropped.
   */
  'firmware-upgrade-check': 0 | 1;
}
/**
 * Lock of an ADOM. Locked by another admin: the lock button is disabled, and also when the lock is held by a non-IPS lock.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "AdomLock".
 */
export interface AdomLock {
  /**
   * unlocked; locked_by_me (unlock button); locked_by_other (lock button, disabled).
   */
  state: 'unlocked' | 'locked_by_me' | 'locked_by_other';
  /**
   * Administrator holding the lock (absent when unlocked).
   */
  by?: string;
  /**
   * normal: an administrator's workspace lock; ips: held by an IPS package update.
   */
  lock_type: 'normal' | 'ips';
  /**
   * Epoch seconds when the lock was taken.
   */
  time?: number;
}
/**
 * One ADOM of the unit as All ADOMs lists it: product, version, mode, devices and lock.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "AdomSummary".
 */
export interface AdomSummary {
  /**
   * Object id (what changeAdom takes).
   */
  oid: number;
  /**
   * ADOM name.
   */
  name: string;
  /**
   * Description.
   */
  desc: string;
  /**
   * Device product type the ADOM holds (some dashboards need a particular type).
   */
  product:
    | 'FortiGate'
    | 'FortiCarrier'
    | 'FortiFirewall'
    | 'FortiFirewallCarrier'
    | 'FortiProxy'
    | 'FortiMail'
    | 'FortiClient'
    | 'FortiDDoS'
    | 'FortiWeb'
    | 'FortiSandbox'
    | 'Fabric';
  /**
   * ADOM version, major.minor.
   */
  version: string;
  /**
   * normal: devices are managed in the ADOM; advanced: VDOMs of one device may sit in different ADOMs; backup: configurations are kept as backups only.
   */
  mode: 'normal' | 'advanced' | 'backup';
  /**
   * Number of devices in the ADOM.
   */
  devices: number;
  /**
   * Whether the ADOM is disabled.
   */
  disabled?: boolean;
  lock: AdomLock;
}
/**
 * Administrative domain the admin may open.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "Adom".
 */
export interface Adom {
  /**
   * Object id; what change, lock and unlock take.
   */
  oid: number;
  /**
   * ADOM name (root is the default ADOM).
   */
  name: string;
  /**
   * Description.
   */
  desc: string;
  /**
   * Device product type the ADOM holds (some dashboards need a particular type).
   */
  product?:
    | 'FortiGate'
    | 'FortiCarrier'
    | 'FortiFirewall'
    | 'FortiFirewallCarrier'
    | 'FortiProxy'
    | 'FortiMail'
    | 'FortiClient'
    | 'FortiDDoS'
    | 'FortiWeb'
    | 'FortiSandbox'
    | 'Fabric';
  /**
   * ADOM version, major.minor.
   */
  version?: string;
  lock: AdomLock;
}
/**
 * Analyzer fabric settings (config system csf on the analyzer): on or off, the role, the fabric's name and, for a member, the supervisor it joins.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "AnalyzerFabricSettings".
 */
export interface AnalyzerFabricSettings {
  /**
   * Whether the unit takes part in a fabric.
   */
  status: 'enable' | 'disable';
  /**
   * The unit's role.
   */
  role: 'supervisor' | 'member';
  /**
   * Name of the fabric (every member uses the supervisor's).
   */
  fabric_name: string;
  /**
   * The supervisor's IPv4 address (members).
   */
  upstream_ip?: string;
  /**
   * The supervisor's port (members).
   */
  upstream_port?: number;
  /**
   * Whether members are accepted by their certificate rather than by approval.
   */
  accept_auth_by_cert?: boolean;
  /**
   * Minutes between the supervisor's syncs of the members.
   */
  sync_interval?: number;
}
/**
 * The analyzer fabric this unit belongs to: its settings, its role in it and the members the supervisor sees.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "AnalyzerFabric".
 */
export interface AnalyzerFabric {
  settings: AnalyzerFabricSettings;
  /**
   * supervisor: the fabric's root; member: joined to a supervisor; standalone: the fabric is off.
   */
  role: 'supervisor' | 'member' | 'standalone';
  /**
   * Units of the fabric (the supervisor first).
   */
  members: {
    /**
     * Serial number.
     */
    serial: string;
    /**
     * Host name.
     */
    hostname: string;
    /**
     * Address.
     */
    ip: string;
    /**
     * Role in the fabric.
     */
    role: 'supervisor' | 'member';
    /**
     * Connection state seen from the supervisor.
     */
    status: 'online' | 'offline' | 'syncing';
    /**
     * Firmware version.
     */
    version?: string;
    /**
     * Epoch seconds of the last message from the member.
     */
    last_seen?: number;
  }[];
}
/**
 * How an ADOM manages its access points.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "ApManagement".
 */
export interface ApManagement {
  /**
   * True when the ADOM manages its access points centrally (the managed access points list is the device list).
   */
  'central-management': boolean;
}
/**
 * A floor map of a site (a wireless-controller region object): its floor plan image, the real size the image covers and where the site's access points stand on it.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "ApMapFloorMap".
 */
export interface ApMapFloorMap {
  /**
   * Floor map id.
   */
  id: number;
  /**
   * The site (ApMapSite id) the floor map belongs to.
   */
  siteId: string;
  /**
   * Floor map name, e.g. Building A, floor 1.
   */
  name: string;
  /**
   * Floor number (0 the ground floor in some countries, negative below ground).
   */
  floor: number;
  /**
   * The floor plan image: a data URL of a PNG, JPEG or SVG image, or an http(s) address of the appliance the console reads it from. The console draws nothing from any other scheme.
   */
  image: string;
  /**
   * Width of the image in pixels: the x range of placements.
   */
  imageWidth: number;
  /**
   * Height of the image in pixels: the y range of placements.
   */
  imageHeight: number;
  /**
   * Real width the image covers, in metres.
   */
  widthMetres: number;
  /**
   * Real height the image covers, in metres.
   */
  heightMetres: number;
  /**
   * The access points placed on the map; the site's others are not placed yet.
   */
  placements: ApMapPlacement[];
}
/**
 * Where an access point stands on a floor map, in the floor plan image's own pixels (0,0 at its top left corner). The appliance keeps it as the wtp's region-x and region-y, x / imageWidth and y / imageHeight.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "ApMapPlacement".
 */
export interface ApMapPlacement {
  /**
   * The access point placed (its wtp-id).
   */
  'wtp-id': string;
  /**
   * Distance from the image's left edge, in image pixels (at most imageWidth).
   */
  x: number;
  /**
   * Distance from the image's top edge, in image pixels (at most imageHeight).
   */
  y: number;
}
/**
 * The floor plan image a floor map now shows, after an upload: the image and its size in pixels (placements keep their pixel position and are clamped into the new image).
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "ApMapFloorPlanImage".
 */
export interface ApMapFloorPlanImage {
  /**
   * The image, as in ApMapFloorMap.image.
   */
  image: string;
  /**
   * Width of the image in pixels.
   */
  imageWidth: number;
  /**
   * Height of the image in pixels.
   */
  imageHeight: number;
}
/**
 * A floor plan image file sent from the administrator's computer, base64-encoded. Only PNG, JPEG and SVG images of at most 2 MB (2,097,152 bytes; 2,796,204 base64 characters) are taken; specs/catalog/ap-map.json holds the same limits for the console's own check before sending.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "ApMapFloorPlanUpload".
 */
export interface ApMapFloorPlanUpload {
  /**
   * Name of the file as chosen.
   */
  fileName: string;
  /**
   * Media type of the image.
   */
  contentType: 'image/png' | 'image/jpeg' | 'image/svg+xml';
  /**
   * The file's bytes, base64-encoded.
   */
  data: string;
}
/**
 * All placements of one floor map, as Edit Floor Map saves them: an access point left out is no longer placed on it.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "ApMapPlacementsSave".
 */
export interface ApMapPlacementsSave {
  /**
   * The floor map's placements after the edit.
   */
  placements: ApMapPlacement[];
}
/**
 * An access point of a site, as the map shows it: the attributes of its wireless-controller wtp object (listWtps) that the map names it by. Local radios (wtp-id ending in -WIFI0) and ids that do not match their platform are not listed, as the wtp-id parsing rule says.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "ApMapSiteAp".
 */
export interface ApMapSiteAp {
  /**
   * Serial number of the access point (its wtp-id), e.g. FP431FTF20955583.
   */
  'wtp-id': string;
  /**
   * Access point name.
   */
  name: string;
  /**
   * Model, e.g. FortiAP-431F.
   */
  '_platform-name': string;
  /**
   * Connection: 0 unknown, 1 up, 2 down.
   */
  '_conn-state': 0 | 1 | 2;
}
/**
 * A site of the access point map: the FortiGate that manages the site's access points, where it stands (its device latitude and longitude), its access points and the floor maps drawn for it.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "ApMapSite".
 */
export interface ApMapSite {
  /**
   * Name of the FortiGate that manages the site's access points (their 'scope member'), e.g. CAMPUS-PDX-FW01.
   */
  id: string;
  /**
   * Site name shown on the map, e.g. Portland Campus.
   */
  name: string;
  /**
   * Where the site is, as the administrator wrote it.
   */
  city: string;
  /**
   * Region the map zooms to with the site and its neighbours, e.g. US West.
   */
  region: string;
  /**
   * Latitude in degrees (WGS 84), north positive.
   */
  latitude: number;
  /**
   * Longitude in degrees (WGS 84), east positive.
   */
  longitude: number;
  /**
   * The site's access points.
   */
  aps: ApMapSiteAp[];
  /**
   * Ids of the site's floor maps (listApFloorMaps).
   */
  floorMapIds: number[];
}
/**
 * Live state of one managed access point as its FortiGate reports it.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "ApStatus".
 */
export interface ApStatus {
  /**
   * Serial number of the access point (the wtp object's wtp-id).
   */
  'wtp-id': string;
  /**
   * Whether the access point is connected to its FortiGate now.
   */
  status: 'connected' | 'disconnected' | 'unknown';
  /**
   * WiFi clients connected to it now.
   */
  clients: number;
  /**
   * Its address as the FortiGate sees it; empty when unknown.
   */
  ip: string;
  /**
   * The FortiGate that manages it.
   */
  fortigate: string;
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
export interface BackupProgressMessage {
  /**
   * Server-pushed event (answers a subscribe).
   */
  type: 'event';
  /**
   * The backup topic.
   */
  topic: 'backup';
  /**
   * Id returned by backupSystemDb; absent when the subscriber gave none.
   */
  request_id?: string;
  /**
   * The backup is running.
   */
  status: 'progress';
  /**
   * Progress in percent.
   */
  percent: number;
}
export interface BackupDoneMessage {
  /**
   * Server-pushed event (answers a subscribe).
   */
  type: 'event';
  /**
   * The backup topic.
   */
  topic: 'backup';
  /**
   * Id returned by backupSystemDb; absent when the subscriber gave none.
   */
  request_id?: string;
  /**
   * The backup file is ready.
   */
  status: 'done';
  meta: BackupFileMeta;
}
/**
 * The finished backup file.
 */
export interface BackupFileMeta {
  /**
   * Size of the backup file in bytes.
   */
  bytes: number;
  /**
   * File name offered to the browser's download.
   */
  downloadname: string;
  /**
   * Path of the file on the appliance; passed to downloadSystemBackup.
   */
  filepath: string;
}
export interface BackupFailedMessage {
  /**
   * Server-pushed event (answers a subscribe).
   */
  type: 'event';
  /**
   * The backup topic.
   */
  topic: 'backup';
  /**
   * Id returned by backupSystemDb; absent when the subscriber gave none.
   */
  request_id?: string;
  /**
   * The backup failed.
   */
  status: 'error';
  /**
   * Why the backup failed.
   */
  message: string;
}
/**
 * Automatic backup of all settings to a remote server on a schedule (config system backup all-settings). Edited by the automatic-backup form of the Backup Strategy step (super admin only).
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "BackupSchedule".
 */
export interface BackupSchedule {
  /**
   * Automatic backup on or off.
   */
  status: 'enable' | 'disable';
  /**
   * Transfer protocol to the backup server.
   */
  protocol: 'ftp' | 'sftp' | 'scp';
  /**
   * Backup server address (IP or FQDN).
   */
  server: string;
  /**
   * Directory on the server.
   */
  directory: string;
  /**
   * User name on the server.
   */
  user: string;
  /**
   * Password on the server (write only; never returned).
   */
  passwd?: string;
  /**
   * Optional password that encrypts the backup file (write only; never returned).
   */
  crptpasswd?: string;
  /**
   * Schedule type.
   */
  when: 'hourly' | 'daily' | 'weekly';
  /**
   * Days of the week for a weekly schedule.
   */
  week_days: ('monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday')[];
  /**
   * Time of day, HH:MM (24 h).
   */
  time: string;
}
/**
 * Whether the backup strategy (automatic backup schedule plus revision settings) has been set up (POST /gui/backup_strategy_status, method get → data.changed). When changed, the wizard drops the Backup Strategy step.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "BackupStrategyStatus".
 */
export interface BackupStrategyStatus {
  /**
   * The strategy has been set up (or confirmed) once.
   */
  changed: boolean;
}
/**
 * A certificate to import: its name, type, the certificate in PEM and, for a local certificate, its private key and the key's password.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "CertificateImport".
 */
export interface CertificateImport {
  /**
   * local: a certificate of this unit, with its private key; ca: a certificate authority the unit trusts.
   */
  type: 'local' | 'ca';
  /**
   * Name on the unit: letters, digits, '-', '_' and '.'.
   */
  name: string;
  /**
   * The certificate in PEM format.
   */
  certificate: string;
  /**
   * The private key in PEM format (local certificates).
   */
  private_key?: string;
  /**
   * Password of an encrypted private key.
   */
  password?: string;
  /**
   * Comment.
   */
  comment?: string;
}
/**
 * A certificate on the unit: a local certificate (with its private key) or a CA certificate (config system certificate local / ca).
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "Certificate".
 */
export interface Certificate {
  /**
   * Name of the certificate on the unit.
   */
  name: string;
  /**
   * Subject distinguished name.
   */
  subject: string;
  /**
   * Issuer distinguished name.
   */
  issuer: string;
  /**
   * Start of validity, epoch seconds.
   */
  valid_from: number;
  /**
   * End of validity, epoch seconds; past it the certificate is expired.
   */
  valid_to: number;
  /**
   * Serial number, hexadecimal.
   */
  serial: string;
  /**
   * Public key algorithm and size, e.g. RSA 2048.
   */
  key_type?: string;
  /**
   * Signature algorithm.
   */
  signature?: string;
  /**
   * SHA-256 fingerprint.
   */
  fingerprint?: string;
  /**
   * Administrator's comment.
   */
  comment?: string;
  /**
   * factory: shipped with the unit (cannot be deleted); user: imported by an administrator; fortiguard: delivered by an update.
   */
  source: 'factory' | 'user' | 'fortiguard';
  /**
   * Whether a setting of the unit uses it (a certificate in use cannot be deleted).
   */
  in_use?: boolean;
}
/**
 * ADOM to switch the session to.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "ChangeAdomRequest".
 */
export interface ChangeAdomRequest {
  /**
   * Object id of the ADOM.
   */
  oid: number;
}
/**
 * A command typed into the CLI console drawer.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "CliCommand".
 */
export interface CliCommand {
  /**
   * One CLI command line.
   */
  command: string;
}
/**
 * What the appliance printed for a CLI command.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "CliOutput".
 */
export interface CliOutput {
  /**
   * Console output, plain text with line breaks.
   */
  output: string;
}
/**
 * Address of the browser as the appliance sees it (util IP-address endpoint).
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "ClientIp".
 */
export interface ClientIp {
  /**
   * Client IP address.
   */
  ip: {
    [k: string]: unknown;
  } & string;
}
/**
 * Sign the unit in to the provider's cloud with the support account, under one of its organisations (registration service method loginFgtCloud).
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "CloudLoginRequest".
 */
export interface CloudLoginRequest {
  /**
   * Account ID/Email.
   */
  account_id: string;
  /**
   * Account password.
   */
  password: string;
  /**
   * The organisation the unit signs in under: an <id> of getOrgList's items.
   */
  org_id?: string;
}
/**
 * Portal menu of a user signed in through the provider's cloud portal: portal links, and the form that the Return To Portal item posts.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "CloudPortals".
 */
export interface CloudPortals {
  portals: {
    /**
     * Menu label.
     */
    name: string;
    url: string;
    /**
     * The portal the user came from.
     */
    current?: boolean;
  }[];
  /**
   * Return To Portal form.
   */
  post_params: {
    /**
     * Where Return To Portal posts.
     */
    url: string;
    /**
     * Hidden form fields posted with it.
     */
    fields: {
      [k: string]: string;
    };
  };
}
/**
 * The appliance's status of an object call: code 0 and OK on success.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "ConfigObjectResult".
 */
export interface ConfigObjectResult {
  code: number;
  message: string;
}
/**
 * A configuration object of one kind (see specs/catalog/object-kinds.json). Its fields, their rules and messages are the kind's form, specs/forms/obj-<kind>.schema.json; every list example is checked against that form.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "ConfigObject".
 */
export interface ConfigObject {
  [k: string]: unknown;
}
/**
 * A new custom view: blank with a sub-type, or copied from a template (createdFrom, with the template's widgets less those flagged defaultHide). Never a template.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "CustomViewCreate".
 */
export interface CustomViewCreate {
  name: string;
  /**
   * @maxItems 100
   */
  widgets: CustomViewWidget[];
  /**
   * When made blank.
   */
  subType?: 'generic' | 'sdwan' | 'fabric';
  /**
   * When copied: the template's uuid.
   */
  createdFrom?: string;
  isTemplate: false;
}
/**
 * A widget placed on a custom view's 24-column grid, in the shape of a monitor dashboard's placement (specs/catalog/dashboards.json): its placement id (unique in the view), the widget's key in the widget catalogue (specs/catalog/widgets.json), its cell (x, y) and its size (w columns, h rows). x + w never exceeds 24; the service refuses a layout where it does.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "CustomViewWidget".
 */
export interface CustomViewWidget {
  /**
   * Placement id, unique in the view (the same widget may be placed twice).
   */
  id: string;
  /**
   * Widget key of the widget catalogue.
   */
  widget: string;
  /**
   * Column of the left edge (0-23).
   */
  x: number;
  /**
   * Row of the top edge.
   */
  y: number;
  /**
   * Width in columns.
   */
  w: number;
  /**
   * Height in rows.
   */
  h: number;
  /**
   * Hidden unless the user shows hidden widgets; dropped when a view is copied from a template.
   */
  defaultHide?: boolean;
}
/**
 * The view was created; the console goes to it (in edit mode) by its uuid.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "CustomViewCreated".
 */
export interface CustomViewCreated {
  uuid: string;
}
/**
 * Create or rename refused: `fields.name` has the text shown on the Name field (a name already taken in the ADOM, a name the appliance does not accept).
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "CustomViewError".
 */
export interface CustomViewError {
  /**
   * Appliance status code (non-zero).
   */
  code: number;
  /**
   * Server's detail text.
   */
  message: string;
  fields?: {
    /**
     * Shown on the Name field.
     */
    name?: string;
  };
}
/**
 * The view's widgets as saved from the editor: each one's place and size on the 24-column grid, and whether it is hidden by default.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "CustomViewLayout".
 */
export interface CustomViewLayout {
  /**
   * @maxItems 100
   */
  widgets: CustomViewWidget[];
}
/**
 * The custom views of an ADOM, in the order they were created, and the templates of every ADOM the administrator may use.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "CustomViewList".
 */
export interface CustomViewList {
  views: CustomView[];
  templates: CustomView[];
}
/**
 * A dashboard made by a user (or a template to copy one from): its name, its widgets on the 24-column grid, its sub-type, the template it was copied from, whether it is a template, its uuid and its ADOM.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "CustomView".
 */
export interface CustomView {
  /**
   * Identifier (dashId) of the view; its path is /fortiview/{ftv|noc}/custom_view/{uuid}.
   */
  uuid: string;
  /**
   * Name shown in the fortiview menu.
   */
  name: string;
  /**
   * @maxItems 100
   */
  widgets: CustomViewWidget[];
  /**
   * generic, SD-WAN specific or security fabric specific: which widgets the editor offers first.
   */
  subType: (Generic | SDWAN | SecurityFabric) & string;
  /**
   * uuid of the template it was copied from; null when made blank.
   */
  createdFrom: string | null;
  /**
   * A template offered by New Custom View; views the user creates are never templates.
   */
  isTemplate: boolean;
  /**
   * ADOM the view belongs to; templates are shown as '<name> [<ADOM name>]'.
   */
  adomName: string;
}
/**
 * The view's new name.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "CustomViewRename".
 */
export interface CustomViewRename {
  name: string;
}
/**
 * Support debug report produced by the appliance (exec /sys/tac/report); the console saves it as a file.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "DebugReport".
 */
export interface DebugReport {
  /**
   * File name to save under.
   */
  filename: string;
  /**
   * Media type of the file.
   */
  mime_type: string;
  /**
   * Size of the decoded file in bytes.
   */
  size?: number;
  /**
   * File content, base64-encoded.
   */
  content_base64: string;
}
/**
 * The two configurations to compare (a revision and another revision, or the device's current configuration): the console computes the line differences and shows them side by side.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "DeviceConfigDiff".
 */
export interface DeviceConfigDiff {
  /**
   * Object id of the device.
   */
  deviceId: number;
  /**
   * Revision on the left.
   */
  from: number;
  /**
   * Revision on the right; null when it is the current configuration.
   */
  to: number | null;
  /**
   * Configuration text of the left side.
   */
  left: string;
  /**
   * Configuration text of the right side.
   */
  right: string;
}
/**
 * The devices an action applies to, by object id.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "DeviceOids".
 */
export interface DeviceOids {
  /**
   * Object ids of the devices.
   *
   * @minItems 1
   */
  oids: [number, ...number[]];
}
/**
 * A configuration revision of a device in the manager's revision history.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "DeviceRevision".
 */
export interface DeviceRevision {
  /**
   * Revision number.
   */
  rev: number;
  /**
   * When it was made.
   */
  created: string;
  /**
   * Administrator or process that made it.
   */
  created_by: string;
  /**
   * Its comment.
   */
  comment: string;
  /**
   * Whether this revision is the one installed on the device.
   */
  installed: boolean;
}
/**
 * FortiExtender managed by a FortiGate of the ADOM (extension-controller extender on FortiOS 7.2 and later, extender-controller extender before).
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "Extender".
 */
export interface Extender {
  /**
   * Serial number, e.g. FX201E5919000054.
   */
  id: string;
  /**
   * Extender name.
   */
  name: string;
  /**
   * Model, e.g. FEX-201E, FEX-511F.
   */
  model: string;
  /**
   * Running firmware as reported, e.g. FXT201E-v7.0.3-build0122.
   */
  _sw_version: string;
  /**
   * The FortiGate (and VDOM) that manages the extender.
   */
  'scope member': ScopeMember[];
}
/**
 * One entry of a 'scope member' list: a managed device (and its VDOM) that an object or firmware template applies to. On access points, switches and extenders it names the FortiGate that manages the asset.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "ScopeMember".
 */
export interface ScopeMember {
  /**
   * Managed device name, or the group All_FortiGate in requests.
   */
  name: string;
  /**
   * Virtual domain of the device; 'root' unless the device runs several VDOMs.
   */
  vdom?: string;
}
/**
 * Analyzer fabric statistics (polled every 180000 ms). A member counts as a warning when in_sync is not 0; only accepted members are checked.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "FabricStats".
 */
export interface FabricStats {
  /**
   * Statistic types the answer carries (the console asks for member).
   */
  types: 'member'[];
  members: {
    /**
     * Host name of the fabric unit.
     */
    name: string;
    serial: string;
    /**
     * Management address.
     */
    ip?: string;
    role: 'supervisor' | 'member';
    /**
     * Firmware version of the unit.
     */
    version?: string;
    /**
     * 0 when the unit's configuration is in sync with the supervisor; any other value is a sync problem.
     */
    in_sync: number;
    /**
     * The supervisor has accepted the unit into the fabric; only accepted members are checked.
     */
    accepted: boolean;
    /**
     * Epoch seconds of the last synchronisation.
     */
    last_sync?: number | null;
  }[];
}
/**
 * The version every device of one platform is upgraded to.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "EnforcedVersion".
 */
export interface EnforcedVersion {
  /**
   * Platform, e.g. FortiGate-60F, FortiAP-231F, FortiSwitch-448E-FPOE.
   */
  platform: string;
  /**
   * Product code of the platform.
   */
  product: 'FGT' | 'FAP' | 'FSW' | 'FXT' | 'FPX';
  /**
   * Image version, e.g. 7.2.6-b1575.
   */
  version: string;
  /**
   * How intermediate versions are chosen: auto follows the provider's upgrade path.
   */
  'upgrade-path': 'auto';
  /**
   * Option bits; 0 for none.
   */
  flags: number;
  /**
   * 1 when the console filled this entry in from the vulnerability view.
   */
  'gui-auto-created'?: 0 | 1;
}
/**
 * One firmware image the appliance can install, as the update manager lists it for the appliance's own product (firmware upgrade dialog, step 0). Without the firmware licence the console offers only images not above the running major.minor; an image that is not recommended asks for confirmation ('Cannot find upgrade path file...').
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "FirmwareImageOption".
 */
export interface FirmwareImageOption {
  /**
   * Object id of the image in the update manager; downloadImage fetches the image by it.
   */
  objid: string;
  /**
   * Image version, major.minor.patch.
   */
  version: string;
  /**
   * Build number of the image.
   */
  buildnumber: number;
  /**
   * Release type; GA is the general-availability build.
   */
  imageType: 'GA' | 'Special' | 'Beta';
  /**
   * Platform the image is built for, e.g. FMG_VM64.
   */
  platform: string;
  /**
   * An upgrade path file lists this image as a supported step from the running version. False: the console asks for confirmation before installing it.
   */
  recommended: boolean;
}
/**
 * Result of uploading a local firmware image file. status.code 0 means the file was stored at filepath (then it is validated and installed); any other code means 'Failed to upload file or invalid image.'
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "FirmwareImportResult".
 */
export interface FirmwareImportResult {
  status: {
    /**
     * 0 on success.
     */
    code: number;
    /**
     * Server detail.
     */
    message: string;
  };
  /**
   * Where the appliance stored the image (input of validateImage and upgradeFirmware); present when status.code is 0.
   */
  filepath?: string;
}
/**
 * Firmware template (fwmprof) of an ADOM: the firmware versions its devices are upgraded to, when, and which devices it holds. A device belongs to one template: when the console assigns a device to another template it also saves the old template without it.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "FirmwareTemplate".
 */
export interface FirmwareTemplate {
  /**
   * Template name, unique in the ADOM. Templates made from the vulnerability view are called 'PSIRT_' plus the date string with spaces replaced by underscores.
   */
  name: string;
  /**
   * Object type.
   */
  type: 'fwmprof';
  'fwmprof setting': {
    /**
     * 0 upgrade as soon as the device can be reached; 1 daily window; 2 weekly window.
     */
    'schedule-type': 0 | 1 | 2;
    /**
     * Days of a weekly window as bits (1 Sunday … 64 Saturday); 0 for none.
     */
    'schedule-day': number;
    /**
     * Window start, HH:MM; null when there is no window.
     */
    'schedule-start-time': string | null;
    /**
     * Window end, HH:MM; null when there is no window.
     */
    'schedule-end-time': string | null;
    /**
     * 0 download images from FortiGuard; 1 use images stored on this appliance.
     */
    'image-source': 0 | 1;
    /**
     * Target version per platform.
     */
    'enforced version': EnforcedVersion[];
  };
  /**
   * Devices the template holds.
   */
  'scope member': ScopeMember[];
}
/**
 * Install a validated image and restart.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "FirmwareUpgradeRequest".
 */
export interface FirmwareUpgradeRequest {
  /**
   * Path of the validated image archive on the appliance.
   */
  filepath: string;
}
/**
 * Answer of the upgrade call. The upgrade succeeded (the system restarts) only when status equals OK; anything else is 'Upgrade Failed'.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "FirmwareUpgradeResult".
 */
export interface FirmwareUpgradeResult {
  /**
   * 'OK' on success; an error code text otherwise.
   */
  status: string;
  /**
   * Server detail.
   */
  message?: string;
}
/**
 * Firmware images available for one platform of one product (update manager image version list).
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "FirmwareVersionList".
 */
export interface FirmwareVersionList {
  /**
   * Platform, e.g. FortiGate-60F.
   */
  platform: string;
  /**
   * Product code.
   */
  product: 'FGT' | 'FAP' | 'FSW' | 'FXT' | 'FPX' | 'FAZ' | 'FMG';
  /**
   * Images, newest first.
   */
  versions: {
    /**
     * Release type; GA is the general-availability build.
     */
    type: 'GA' | 'Special' | 'Beta';
    /**
     * Version and build, e.g. 7.2.6-b1575.
     */
    version: string;
    /**
     * Image file the appliance downloads or holds.
     */
    image_path: string;
  }[];
}
/**
 * A widget's data query, submitted to the analyzer as an asynchronous FortiView run: which view (the path's viewName), over which time range, on which devices, how many top rows, in which order and with which filter. The analyzer answers with a task id that is then polled for progress and rows.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "FortiviewQuery".
 */
export interface FortiviewQuery {
  /**
   * Absolute time range the console resolved from the widget's time period (ISO 8601, start inclusive, end exclusive).
   */
  timeRange: {
    start: string;
    end: string;
  };
  /**
   * Serial numbers of the devices whose logs count; empty or absent means every device of the ADOM.
   *
   * @maxItems 1000
   */
  devices?: string[];
  /**
   * Top-N: at most this many rows (per series for time series). Absent for views without a top-N choice.
   */
  limit?: number;
  /**
   * Sort order of the rows; by default the view's measure, descending.
   *
   * @maxItems 4
   */
  sortBy?:
    | []
    | [
        {
          field: string;
          order: 'asc' | 'desc';
        }
      ]
    | [
        {
          field: string;
          order: 'asc' | 'desc';
        },
        {
          field: string;
          order: 'asc' | 'desc';
        }
      ]
    | [
        {
          field: string;
          order: 'asc' | 'desc';
        },
        {
          field: string;
          order: 'asc' | 'desc';
        },
        {
          field: string;
          order: 'asc' | 'desc';
        }
      ]
    | [
        {
          field: string;
          order: 'asc' | 'desc';
        },
        {
          field: string;
          order: 'asc' | 'desc';
        },
        {
          field: string;
          order: 'asc' | 'desc';
        },
        {
          field: string;
          order: 'asc' | 'desc';
        }
      ];
  /**
   * Filter expression: clauses `field=value` or `field!=value` joined by ` and ` (log field names as in the log reference).
   */
  filter?: string;
}
/**
 * A managed device in the device-status view: connection, firmware and load, with the log counts of the period. Family `device`.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "FortiviewDeviceRow".
 */
export interface FortiviewDeviceRow {
  name: string;
  sn: string;
  platform: string;
  /**
   * Firmware version, e.g. 7.4.3.
   */
  osVersion?: string;
  /**
   * Connection to the appliance.
   */
  status: 'up' | 'down';
  /**
   * Logs received from the device over the period.
   */
  logs?: number;
  /**
   * Threat logs among them.
   */
  threats?: number;
  cpu?: number;
  memory?: number;
}
/**
 * A link of a flow view (user data flow, SD-WAN application to interface): from a source node to a target node with its measure, for sankey and chord. Family `flow`.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "FortiviewFlowRow".
 */
export interface FortiviewFlowRow {
  source: string;
  target: string;
  value: number;
}
/**
 * A country of a map view (threat map, top countries): its measure, for world map and globe. Family `geo`.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "FortiviewGeoRow".
 */
export interface FortiviewGeoRow {
  /**
   * Country or region name as logged (srccountry / dstcountry).
   */
  country: string;
  /**
   * ISO 3166-1 numeric code, the id of the country's shape in the world atlas.
   */
  isoNumeric: string;
  value: number;
  sessions?: number;
  threatScore?: number;
  severity?: number;
}
/**
 * A single figure of a summary view (resource average and peak, log rate, fabric score): its current or average value and its peak over the period. Family `metric`.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "FortiviewMetricRow".
 */
export interface FortiviewMetricRow {
  /**
   * Stable key of the figure (cpu, memory, disk, lograte, sessions...).
   */
  metric: string;
  /**
   * Its name as shown.
   */
  label: string;
  /**
   * Average (or current) value over the period.
   */
  value: number;
  /**
   * Highest value over the period.
   */
  peak?: number;
  unit: '%' | 'logs/s' | 'MB/s' | 'sessions' | 'count' | 'score' | 'bytes';
}
/**
 * A security-rating check of the fabric state of security (fabric audit and score): its category, result and the score it adds or takes away. Family `score`.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "FortiviewScoreRow".
 */
export interface FortiviewScoreRow {
  /**
   * The check, e.g. 'Admin password strength'.
   */
  control: string;
  category: 'Security Posture' | 'Fabric Coverage' | 'Optimization';
  result: 'passed' | 'failed';
  severity: number;
  /**
   * Points: positive when passed, negative when failed.
   */
  score: number;
  /**
   * Devices the check failed on.
   */
  devices?: number;
}
/**
 * A point of a time-series view: the measure of one series (an application, an interface, a metric) in one time bucket. Family `series`.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "FortiviewSeriesRow".
 */
export interface FortiviewSeriesRow {
  /**
   * Start of the bucket.
   */
  time: string;
  /**
   * The series the point belongs to.
   */
  series: string;
  /**
   * The measure in this bucket (its unit is the result's `unit`).
   */
  value: number;
}
/**
 * A row of a top-N view: one value of the view's dimension (a source, an application, a threat, a country...) with its measure and the usual counters. Family `top`.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "FortiviewTopRow".
 */
export interface FortiviewTopRow {
  /**
   * The dimension's value (e.g. 10.1.100.11, HTTPS.BROWSER, United States).
   */
  key: string;
  /**
   * A readable name for the key where it differs (device name, user name).
   */
  label?: string;
  /**
   * The view's measure (its `measure` in the views catalogue): bytes, sessions, events or a threat score.
   */
  value: number;
  /**
   * Sessions (log rows) counted for the key.
   */
  sessions?: number;
  /**
   * Bytes sent and received.
   */
  bytes?: number;
  sentbyte?: number;
  rcvdbyte?: number;
  /**
   * Sum of the client-reputation scores (crscore).
   */
  threatScore?: number;
  /**
   * Highest severity seen for the key, on the PSIRT-like scale 1 (informational) to 5 (critical).
   */
  severity?: number;
  /**
   * Sessions or events that were blocked.
   */
  blocked?: number;
  /**
   * A second dimension shown beside the key (e.g. the threat type, the application category).
   */
  detail?: string;
}
/**
 * The analyzer accepted a FortiView run; poll it by this task id, or cancel it.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "FortiviewTask".
 */
export interface FortiviewTask {
  /**
   * Task id of the run.
   */
  tid: string;
}
/**
 * setHAMember: enable or disable one member of the HA cluster by its serial number.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "HaMemberUpdate".
 */
export interface HaMemberUpdate {
  /**
   * Serial number of the member.
   */
  sn: string;
  /**
   * true: the member takes part in the cluster; false: it is left out.
   */
  enable: boolean;
}
/**
 * The appliance's high-availability cluster: its mode and each member (serial number, host name, role, IP, state, whether it takes part).
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "HaStatus".
 */
export interface HaStatus {
  /**
   * This unit's HA mode (standalone: no cluster).
   */
  mode: 'standalone' | 'primary' | 'secondary';
  /**
   * Name of the HA group.
   */
  cluster_name?: string | null;
  members: {
    /**
     * Serial number.
     */
    sn: string;
    /**
     * Host name.
     */
    hostname: string;
    role: 'primary' | 'secondary';
    /**
     * Peer IP address.
     */
    ip: string;
    /**
     * Connection to the cluster.
     */
    status: 'up' | 'down' | 'syncing';
    /**
     * Whether the member takes part in the cluster (setHaMember).
     */
    enabled: boolean;
  }[];
}
/**
 * Online help location for the running version; null when the appliance cannot locate it ('The device is unable to locate online help resources directly.').
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "HelpUrl".
 */
export interface HelpUrl {
  /**
   * Online help URL, or null.
   */
  url: string | null;
}
/**
 * New host name of the appliance (set through the system service). The same rules as the Specify Hostname form: required, none of \ " > < ( ) ' & ` | ; # or white space.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "HostnameChange".
 */
export interface HostnameChange {
  /**
   * Host name.
   */
  hostname: string;
}
/**
 * The downloaded image packed as a tar archive, ready to be validated and installed.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "ImageArchive".
 */
export interface ImageArchive {
  /**
   * Path of the archive on the appliance.
   */
  filepath: string;
  /**
   * Archive size in bytes.
   */
  size?: number;
}
/**
 * Answer of exec um/image/download with create_task: the task that downloads the image from the update service and the object list naming the file it produces.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "ImageDownloadResult".
 */
export interface ImageDownloadResult {
  /**
   * Task to follow with getTaskProgress.
   */
  taskid: number;
  object_list: {
    /**
     * Path of the downloaded image on the appliance (input of the archive step).
     */
    file: string;
    /**
     * Object id of the image.
     */
    objid?: string;
  }[];
}
/**
 * Result of checking an uploaded or downloaded image before the upgrade. Not valid → 'Failed to upload file or invalid image.'
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "ImageValidation".
 */
export interface ImageValidation {
  /**
   * The image is signed, complete and fits this platform.
   */
  valid: boolean;
  /**
   * Version found in the image.
   */
  version?: string;
  /**
   * Build found in the image.
   */
  build?: number;
  /**
   * Platform found in the image.
   */
  platform?: string;
  /**
   * Why the image is not valid.
   */
  message?: string;
}
/**
 * A managed device with an IP address conflict: its row number, object id, connection (1 up, 2 down), name and the interfaces in conflict (port, IP, addressing mode).
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "IpConflictDevice".
 */
export interface IpConflictDevice {
  /**
   * Row number.
   */
  seq: number;
  /**
   * Object id of the device.
   */
  oid: number;
  /**
   * Connection to the manager: 1 up, 2 down.
   */
  conn: 1 | 2;
  /**
   * Device name.
   */
  name: string;
  details: {
    /**
     * Interface.
     */
    port: string;
    /**
     * Address in conflict.
     */
    ip: string;
    /**
     * How the interface gets its address.
     */
    mode: 'static' | 'dhcp';
  }[];
}
/**
 * Answer to a keep-alive: the session's new lifetime.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "KeepAliveResponse".
 */
export interface KeepAliveResponse {
  /**
   * Seconds until the session times out without further activity.
   */
  expires_in: number;
}
/**
 * This unit's own licence (get /um/license/self): the data contract list and the support account. After an entitlement file is uploaded the account appears here; the wizard polls this call until it does.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "LicenseSelf".
 */
export interface LicenseSelf {
  /**
   * Serial number.
   */
  sn: string;
  /**
   * Support account the unit is registered to; null while pending.
   */
  account: string | null;
  /**
   * Data contracts of this unit.
   */
  contract: {
    /**
     * Support contract type.
     */
    type: 'hardware' | 'firmware' | 'enhanced' | 'comprehensive';
    /**
     * Service level (e.g. 24x7, 8x5).
     */
    level: string;
    /**
     * Expiry date.
     */
    expires: string;
  }[];
}
/**
 * A log fetch client profile: the analyzer this unit fetches logs from, with the account and the ADOM and device filters of the request (config system log-fetch client-profile).
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "LogFetchProfile".
 */
export interface LogFetchProfile {
  /**
   * Profile name.
   */
  name: string;
  /**
   * Address of the analyzer the logs are fetched from.
   */
  server_ip: string;
  /**
   * Administrator account on that analyzer.
   */
  user: string;
  /**
   * ADOM on the server whose logs are fetched.
   */
  adom: string;
  /**
   * Devices (by name) whose logs are fetched; empty means all of the ADOM.
   */
  devices: string[];
  /**
   * How many days back the request reaches.
   */
  period_days: number;
  /**
   * Whether the server's certificate is checked.
   */
  secure?: boolean;
  /**
   * Epoch seconds of the last request made with this profile, null if never.
   */
  last_fetch?: number | null;
}
/**
 * A log fetch session: a request this unit sent (outgoing) or one another unit sent to it (incoming), with its state, progress and time range.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "LogFetchSession".
 */
export interface LogFetchSession {
  /**
   * Session id.
   */
  id: number;
  /**
   * outgoing: this unit fetches from the peer; incoming: the peer fetches from this unit.
   */
  direction: 'outgoing' | 'incoming';
  /**
   * Host name of the other unit.
   */
  peer: string;
  /**
   * Address of the other unit.
   */
  peer_ip: string;
  /**
   * Client profile the request was made with (its name on the requesting unit).
   */
  profile: string;
  /**
   * ADOM whose logs are fetched.
   */
  adom: string;
  /**
   * waiting-approval: the server has not answered the request yet; running; paused; done; cancelled; denied by the server; failed.
   */
  state: 'waiting-approval' | 'running' | 'paused' | 'done' | 'cancelled' | 'denied' | 'failed';
  /**
   * Progress of the transfer.
   */
  percent: number;
  /**
   * Start of the time range of the logs, epoch seconds.
   */
  from: number;
  /**
   * End of the time range of the logs, epoch seconds.
   */
  to: number;
  /**
   * When the request was made, epoch seconds.
   */
  requested: number;
  /**
   * Logs fetched so far.
   */
  logs?: number;
  /**
   * The server's reason, for a denied or failed session.
   */
  message?: string;
}
/**
 * The log files the analyzer stores for an ADOM's devices (Log Browse): one file per device, log type and day, newest first.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "LogFileList".
 */
export interface LogFileList {
  files: {
    /**
     * File name as stored, e.g. tlog.1732406400.log.gz (t traffic, e event, a security logs).
     */
    name: string;
    devid: string;
    devname: string;
    /**
     * Log type of the file's logs.
     */
    logtype: string;
    /**
     * Time of its first log.
     */
    start: string;
    /**
     * Time of its last log.
     */
    end: string;
    /**
     * Logs in the file.
     */
    rows: number;
    /**
     * Compressed size in bytes.
     */
    size: number;
  }[];
}
/**
 * Daily log-limit notice: the licensed daily maximum of logs received (GB) and the GB received on each of the last days (the check covers 7 days).
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "LogLimitNotice".
 */
export interface LogLimitNotice {
  /**
   * Daily limit in GB.
   */
  daily_max: number;
  /**
   * @maxItems 31
   */
  used_gb_day_history: {
    /**
     * The day.
     */
    date: string;
    /**
     * GB of logs received that day.
     */
    used: number;
  }[];
}
/**
 * Progress of a log-database rebuild (header progress indicator; polled every 5000 ms while a rebuild runs). Phases: ADOM only, log storage upgrade, SQL rebuild, completed; none when no rebuild runs.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "LogRebuildStatus".
 */
export interface LogRebuildStatus {
  /**
   * ADOM being rebuilt (phase adom); null when the whole database is concerned or nothing runs.
   */
  adom: string | null;
  /**
   * Progress of the current phase.
   */
  percent: number;
  /**
   * none: no rebuild; adom: rebuilding one ADOM only; log_storage_upgrade; sql_rebuild; completed: done, the header offers the 'Rebuilt Log Database' hint.
   */
  phase: 'none' | 'adom' | 'log_storage_upgrade' | 'sql_rebuild' | 'completed';
  /**
   * Estimated seconds remaining.
   */
  remain: number;
}
/**
 * One log as Log View shows it: FortiOS log field names (the log-view catalogue's fields, with their meanings); a text field the log does not carry is left out.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "LogRow".
 */
export interface LogRow {
  /**
   * The row's id within the analyzer's log store (stable across pages of a search).
   */
  id: string;
  /**
   * Date
   */
  date: string;
  /**
   * Time
   */
  time: string;
  /**
   * Event time (epoch)
   */
  eventtime: number;
  /**
   * Device serial number
   */
  devid: string;
  /**
   * Host name of the device that wrote the log
   */
  devname: string;
  /**
   * Virtual domain name
   */
  vd?: string;
  /**
   * Log type
   */
  type: string;
  /**
   * Log subtype
   */
  subtype: string;
  /**
   * Log level
   */
  level: string;
  /**
   * Traffic: session status (deny, accept, start, dns, ip-conn, close, timeout, client-rst, server-rst)
   */
  action?: string;
  /**
   * Source IP address
   */
  srcip?: string;
  /**
   * Source port
   */
  srcport?: number;
  /**
   * Source interface
   */
  srcintf?: string;
  /**
   * Country of source IP
   */
  srccountry?: string;
  /**
   * User name the session was authenticated as
   */
  user?: string;
  /**
   * User group of the authenticated user
   */
  group?: string;
  /**
   * Destination IP address
   */
  dstip?: string;
  /**
   * Destination port
   */
  dstport?: number;
  /**
   * Destination interface
   */
  dstintf?: string;
  /**
   * Country of destination IP
   */
  dstcountry?: string;
  /**
   * IP protocol number
   */
  proto?: number;
  /**
   * Service name
   */
  service?: string;
  /**
   * Firewall policy ID
   */
  policyid?: number;
  /**
   * Application name
   */
  app?: string;
  /**
   * Application category
   */
  appcat?: string;
  /**
   * Application risk level
   */
  apprisk?: string;
  /**
   * Name of the SaaS application (inline CASB)
   */
  saasname?: string;
  /**
   * Host name of the URL or DNS query
   */
  hostname?: string;
  /**
   * Web filter category description
   */
  catdesc?: string;
  /**
   * Bytes sent
   */
  sentbyte?: number;
  /**
   * Bytes received
   */
  rcvdbyte?: number;
  /**
   * Session duration (s)
   */
  duration?: number;
  /**
   * Client Reputation score
   */
  crscore?: number;
  /**
   * Client Reputation level
   */
  crlevel?: string;
  /**
   * Attack (IPS signature) name
   */
  attack?: string;
  /**
   * Name of the virus or malware detected
   */
  virus?: string;
  /**
   * Security feature that detected the threat
   */
  threattype?: string;
  /**
   * Name of the VPN tunnel
   */
  vpntunnel?: string;
  /**
   * Kind of VPN tunnel (SSL, IPsec dial-up or static)
   */
  vpntype?: string;
  /**
   * Wireless network name (SSID)
   */
  ssid?: string;
  /**
   * Access Point name
   */
  ap?: string;
  /**
   * Log description
   */
  logdesc?: string;
  /**
   * Email sender address
   */
  sender?: string;
  /**
   * Email recipient address
   */
  recipient?: string;
  /**
   * Traffic shaping policy that matched the session
   */
  shapingpolicy?: string;
  /**
   * Unique ID of the FortiClient endpoint
   */
  fctuid?: string;
  /**
   * OS name of the device
   */
  osname?: string;
  /**
   * Name of the file that was scanned
   */
  filename?: string;
  /**
   * SD-WAN health-check latency (ms)
   */
  latency?: number;
  /**
   * SD-WAN health-check jitter (ms)
   */
  jitter?: number;
  /**
   * SD-WAN health-check packet loss (%)
   */
  packetloss?: number;
  /**
   * SD-WAN performance SLA health check
   */
  healthcheck?: string;
  /**
   * SD-WAN member interface the health check probed
   */
  interface?: string;
  /**
   * SD-WAN SLA targets the probe met (bitmap; 0x0 none)
   */
  slamap?: string;
  /**
   * ZTNA access proxy the session went through
   */
  accessproxy?: string;
  /**
   * Verdict of the sandbox on the submitted file (clean, low risk, medium risk, high risk, malicious)
   */
  fsaverdict?: string;
  /**
   * Type of the detected device (IoT and other device detection)
   */
  devtype?: string;
  /**
   * Hardware vendor of the detected source device
   */
  srchwvendor?: string;
}
/**
 * A log search, submitted to the analyzer as an asynchronous task: which logs (log type and subtype, devices, time range), which of them (a filter expression) and in which order. The analyzer answers with a task id whose pages are then fetched by offset and limit.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "LogSearchRequest".
 */
export interface LogSearchRequest {
  /**
   * A log type of the log-view catalogue (a type, or a group such as threat).
   */
  logtype: string;
  /**
   * One of the log type's subtypes; absent for all of them.
   */
  subtype?: string;
  /**
   * Absolute time range the console resolved from the chosen time period (ISO 8601, start inclusive, end exclusive).
   */
  timeRange: {
    start: string;
    end: string;
  };
  /**
   * Serial numbers of the devices whose logs are searched; empty or absent means every device of the ADOM.
   *
   * @maxItems 1000
   */
  devices?: string[];
  /**
   * Filter expression. A clause is `field op value`, op one of = != ~ (contains) !~ > >= < <=, the field a log field name of the catalogue, the value bare or in double quotes (\" for a quote); `field=a,b` matches either value. Clauses combine with and, or, not and parentheses (and binds tighter than or). A word or quoted text without a field matches logs that contain it in any text field. An unreadable expression is refused with 400 and a message that says where.
   */
  filter?: string;
  /**
   * Sort order of the logs; newest first by default.
   */
  sortBy?: {
    field: string;
    order: 'asc' | 'desc';
  };
}
/**
 * A page of a log search: the logs from `offset` (at most `limit` of them), the search's progress, and once counted the number of logs it matched. A page can be fetched while the count still runs; `total` is there once status is done.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "LogSearchResult".
 */
export interface LogSearchResult {
  tid: string;
  /**
   * running: the count is still running (rows of the page are there); done: `total` is known; cancelled: the search was cancelled; error: `message` says why.
   */
  status: 'running' | 'done' | 'cancelled' | 'error';
  percentage: number;
  /**
   * Logs the search matched in all.
   */
  total?: number;
  offset: number;
  rows: LogRow[];
  /**
   * Why the search failed (status error).
   */
  message?: string;
}
/**
 * The task id of a submitted log search, used to fetch its pages and to cancel it.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "LogSearchTask".
 */
export interface LogSearchTask {
  tid: string;
}
/**
 * A device managed in the ADOM (device manager database row). Its firmware version is frmversion + '.' + _patch; with the product its os_type runs, that gives the PSIRT key '<platform>_<version>'.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "ManagedDevice".
 */
export interface ManagedDevice {
  /**
   * Device name, unique in the ADOM; what 'scope member' entries refer to.
   */
  name: string;
  /**
   * Object id of the device.
   */
  oid: number;
  /**
   * Serial number (e.g. FGT60FTK20012345).
   */
  sn: string;
  /**
   * Operating system type: firewall, analyzer, carrier firewall, firewall appliance, firewall appliance carrier, proxy, manager. Analyzer and manager rows cannot be upgraded through a firmware template ('%s must be upgraded manually.').
   */
  os_type:
    | 'FortiGate'
    | 'FortiAnalyzer'
    | 'FortiCarrier'
    | 'FortiFirewall'
    | 'FortiFirewallCarrier'
    | 'FortiProxy'
    | 'FortiManager';
  /**
   * Hardware or VM platform, e.g. FortiGate-60F, FortiWiFi-40F, FortiGate-VM64, FortiAnalyzer-3500G.
   */
  platform: string;
  /**
   * Firmware major.minor, e.g. 7.0.
   */
  frmversion: string;
  /**
   * Firmware patch number; with frmversion gives the version (7.0 + 6 → 7.0.6).
   */
  _patch: number;
  /**
   * Model device: provisioned in advance, no real unit connected yet.
   */
  model_dev: boolean;
  /**
   * Preferred image version set for the device, e.g. 7.2.6-b1575; empty when none.
   */
  prefer_img_ver: string;
  /**
   * Firmware as the device reports it, e.g. v7.0.6-build0366 (GA).
   */
  firmware: string;
  /**
   * normal: managed here. manager: the row stands for a device managed in manager mode by an analyzer; the vulnerability view skips it.
   */
  manage_mode: 'normal' | 'manager';
  /**
   * Management mode: unregistered, managed, logging only, managed and logging. The device list call can filter on it.
   */
  mgmt_mode: 'unreg' | 'fmg' | 'faz' | 'fmgfaz';
  /**
   * Configuration status against the device. The device list call can filter on it.
   */
  conf_status: 'unknown' | 'insync' | 'outofsync';
  /**
   * Connection of the device to the manager: 1 up, 2 down (as in the out-of-sync review). Absent when the manager has not reported it.
   */
  conn_status?: 1 | 2;
}
/**
 * FortiSwitch managed by a FortiGate of the ADOM (fsp managed-switch object).
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "ManagedSwitch".
 */
export interface ManagedSwitch {
  /**
   * Serial number, e.g. S448EFTF23008043.
   */
  'switch-id': string;
  /**
   * Switch name.
   */
  name: string;
  /**
   * Running firmware as reported, e.g. S448EF-v7.2.6-build0471,231012 (GA).
   */
  os_version: string;
  /**
   * Preferred image version, e.g. 7.2.6-b0471; empty when none.
   */
  'prefer-img-ver': string;
  /**
   * Model, e.g. FortiSwitch-448E-FPOE.
   */
  platform: string;
  /**
   * The FortiGate (and VDOM) that manages the switch.
   */
  'scope member': ScopeMember[];
}
/**
 * A management extension application installed on the unit (a container run by config system docker), with its state and resource use.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "ManagementExtension".
 */
export interface ManagementExtension {
  /**
   * Identifier of the extension (what start, stop and enable take).
   */
  key: string;
  /**
   * Display name.
   */
  name: string;
  /**
   * Installed version.
   */
  version: string;
  /**
   * State of the extension's container.
   */
  status: 'running' | 'stopped' | 'starting' | 'error';
  /**
   * Whether the extension starts with the unit.
   */
  enabled: boolean;
  /**
   * CPU use, percent of the unit.
   */
  cpu: number;
  /**
   * Memory in use, MB.
   */
  memory_mb: number;
  /**
   * Memory the extension may use, MB.
   */
  memory_limit_mb: number;
  /**
   * Disk used, MB.
   */
  disk_mb?: number;
  /**
   * Epoch seconds when it last started, null when stopped.
   */
  started?: number | null;
  /**
   * What the extension does.
   */
  description?: string;
  /**
   * Address of the extension's own interface (http or https), if it has one.
   */
  url?: string;
  /**
   * The last error, for an extension in error.
   */
  message?: string;
}
/**
 * Entry of the notification bell.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "Notification".
 */
export interface Notification {
  /**
   * Unique id of the notification.
   */
  id: string;
  /**
   * Notification type (what happened), e.g. license_expiring, disk_usage_high.
   */
  type: string;
  severity: 'critical' | 'error' | 'warning' | 'notification' | 'information';
  /**
   * Values for the message's %s placeholders.
   */
  params: (string | number)[];
  /**
   * Message text with params filled in, rendered as text.
   */
  message?: string;
  /**
   * ADOM the notification concerns; null for the whole appliance.
   */
  adomOid: number | null;
  /**
   * license, system, device manager, logging, outbreak alerts, SOC fabric.
   */
  group: 'license' | 'sys' | 'dvm' | 'log' | 'outbreak' | 'socfabric';
  /**
   * Epoch seconds when it was raised.
   */
  time: number;
}
/**
 * A managed device whose configuration differs from the manager's latest revision (out-of-sync device review).
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "OutOfSyncDevice".
 */
export interface OutOfSyncDevice {
  /**
   * Row number.
   */
  seq: number;
  /**
   * Device name.
   */
  name: string;
  /**
   * Model (e.g. FortiGate-100F).
   */
  platform_str: string;
  /**
   * Major firmware version (7 for 7.x).
   */
  os_ver: number;
  /**
   * Minor release (4 for 7.4).
   */
  mr: number;
  /**
   * Serial number.
   */
  sn: string;
  /**
   * Management IP.
   */
  ip: string;
  /**
   * Connection: 1 up, 2 down.
   */
  conn_status: 1 | 2;
  /**
   * Device flags of the device manager (bit field).
   */
  flags: number;
  /**
   * Object id of the device.
   */
  oid: number;
}
/**
 * An outbreak alert of the SOC (Outbreak Alerts): a threat campaign the threat-intelligence service announced, how severe it is, whether it was seen on the ADOM's managed devices, and the provider's advisory that describes it.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "OutbreakAlert".
 */
export interface OutbreakAlert {
  /**
   * Alert id, unique on the appliance.
   */
  id: string;
  /**
   * Alert name as the threat-intelligence service publishes it.
   */
  name: string;
  /**
   * Severity on the PSIRT risk scale (5 Critical, 4 High, 3 Medium, 2 Low, 1 Informational; labels and colours in catalog/severity.json).
   */
  risk: number;
  /**
   * detected: the outbreak's indicators were seen in the logs of at least one device; notDetected: no device shows them; mitigated: they were seen and every affected device has since been upgraded or protected.
   */
  status: 'detected' | 'notDetected' | 'mitigated';
  /**
   * When the alert was published (UTC).
   */
  date: string;
  /**
   * Last time the indicators were seen on a device; null when never.
   */
  lastDetected?: string | null;
  /**
   * Managed devices of the ADOM affected by the outbreak (names, serial numbers and object ids of the device list).
   */
  devices: {
    /**
     * Device name.
     */
    name: string;
    /**
     * Serial number.
     */
    sn: string;
    /**
     * Device object id.
     */
    oid: number;
  }[];
  /**
   * The provider's advisory the outbreak exploits.
   */
  advisory: {
    /**
     * PSIRT advisory id (FG-IR-YY-NNN).
     */
    irNumber: string;
    /**
     * CVE ids of the advisory.
     */
    cve?: string[];
    /**
     * Address of the advisory as the service gives it; the console links it only when it is http(s), and shows anything else as text.
     */
    url: string;
  };
}
/**
 * Export of FortiGuard packages for a unit without access to the update service (original call: exec um/object/export with category and flags). One file is written per category.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "PackageExportRequest".
 */
export interface PackageExportRequest {
  /**
   * The package categories to export.
   *
   * @minItems 1
   */
  category: [PackageCategory, ...PackageCategory[]];
  /**
   * 0: every version the unit keeps; 1: only the newest version of each package.
   */
  flags: 0 | 1;
}
/**
 * The export task and the files it writes, one per category; each is downloaded once the task is done (constants.exportDownloadSpacingMs apart).
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "PackageExportStarted".
 */
export interface PackageExportStarted {
  /**
   * Task to follow.
   */
  taskid: number;
  files: {
    category: PackageCategory;
    /**
     * Where the task writes the file on the unit.
     */
    filepath: string;
    /**
     * File name offered to the browser.
     */
    downloadname: string;
  }[];
}
/**
 * Import of an uploaded FortiGuard package file (the filepath uploadUmPackage answered for packettype fgdpkg).
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "PackageImportRequest".
 */
export interface PackageImportRequest {
  /**
   * The uploaded file on the unit.
   */
  filepath: string;
}
/**
 * Result of uploading a file to the update manager: an entitlement file (packettype fgtkey; any code other than 0 means 'Failed to upload file or invalid image.') or a FortiGuard package file to import (packettype fgdpkg). status.code 0 means the file was accepted.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "PackageUploadResult".
 */
export interface PackageUploadResult {
  status: {
    /**
     * 0 on success.
     */
    code: number;
    /**
     * Server detail.
     */
    message: string;
  };
  /**
   * Where the appliance stored the file.
   */
  filepath?: string;
}
/**
 * Password change of an administrator. The old password is asked only for the signed-in user's own account and is empty otherwise (and for a default, empty password).
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "PasswordChangeRequest".
 */
export interface PasswordChangeRequest {
  /**
   * Account whose password changes.
   */
  username: string;
  /**
   * Current password; may be empty.
   */
  old_password: string;
  /**
   * New password (shorter than 6 characters only after the user confirms), at most 128 characters.
   */
  new_password: string;
}
/**
 * PostgreSQL upgrade progress (dialog with hint, remaining time, percentage and the 'Please don't shutdown system!' warning; polled every 5000 ms).
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "PostgresUpgradeStatus".
 */
export interface PostgresUpgradeStatus {
  /**
   * none: no upgrade, no dialog; upgrading; completed: 'PostgreSQL Upgrade was completed.'
   */
  status: 'none' | 'upgrading' | 'completed';
  percent: number;
  /**
   * Estimated seconds remaining.
   */
  remain: number;
  /**
   * Offer 'Continue to Reboot' when completed.
   */
  allow_reboot: boolean;
  /**
   * Offer 'Continue to Shutdown' when completed.
   */
  allow_shutdown: boolean;
}
/**
 * One row of the process monitor drawer.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "ProcessInfo".
 */
export interface ProcessInfo {
  pid: number;
  name: string;
  /**
   * CPU usage in percent.
   */
  cpu: number;
  /**
   * Resident memory in KB.
   */
  memory: number;
  state: 'running' | 'sleeping' | 'stopped' | 'zombie';
}
/**
 * Profile dialog settings of the signed-in administrator: theme and avatar.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "Profile".
 */
export interface Profile {
  /**
   * Follow the appliance-wide theme instead of the user's own.
   */
  useGlobalTheme: boolean;
  /**
   * The user's own theme.
   */
  userTheme: 'light' | 'dark';
  /**
   * Appliance-wide theme (read only here).
   */
  globalTheme: 'light' | 'dark';
  /**
   * Avatar as a data URL (64x64 JPEG after cropping, at most max_avatar_size minus 12 bytes), or null for none.
   */
  avatar: string | null;
}
/**
 * One PSIRT advisory of the provider, as the ADOM's device vulnerability store holds it (entry of byIrNumber).
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "PsirtAdvisory".
 */
export interface PsirtAdvisory {
  /**
   * Advisory id, e.g. FG-IR-22-377; links to the provider's PSIRT page.
   */
  ir_number: string;
  /**
   * Risk on the 1-5 scale: 5 Critical, 4 High, 3 Medium, 2 Low, 1 Informational.
   */
  risk: number;
  /**
   * Advisory title.
   */
  title: string;
  /**
   * CVE ids; each links to the national vulnerability database (the grid shows at most 5).
   */
  cve: string[];
  /**
   * Affected version ranges per product with the version to upgrade to.
   */
  products: PsirtAffectedProduct[];
}
/**
 * One affected version range of one product. Ranges are inclusive; null means the advisory does not state the bound (a null maximum covers every patch of the minimum's major.minor).
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "PsirtAffectedProduct".
 */
export interface PsirtAffectedProduct {
  /**
   * Product the range applies to, as used in byPlatform keys: FortiOS, FortiOS-6K7K, FortiProxy, FortiAnalyzer, FortiManager, FortiSwitch, FortiAP, FortiAP-U, FortiAP-S, FortiAP-C, FortiAP-W2, FortiExtender, …
   */
  platform: string;
  /**
   * First affected version (major.minor.patch).
   */
  minimum_version: string | null;
  /**
   * Last affected version (major.minor.patch).
   */
  maximum_version: string | null;
  /**
   * First fixed version to upgrade to; null when the advisory names none (e.g. a line that is no longer fixed).
   */
  upgrade_to: string | null;
}
/**
 * PSIRT data of one ADOM from its device vulnerability store: the advisories that hit any device of the ADOM, which advisories hit each product version present in the ADOM, and how many devices are at each risk level.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "PsirtData".
 */
export interface PsirtData {
  /**
   * Advisories keyed by ir_number.
   */
  byIrNumber: {
    [k: string]: PsirtAdvisory;
  };
  /**
   * Keyed '<platform>_<version>' (e.g. FortiOS_7.0.6, FortiAP-U_7.0.3, FortiSwitch_7.2.3): the ir_numbers of the advisories whose ranges include that version of that product. Only product versions present in the ADOM are listed.
   */
  byPlatform: {
    [k: string]: string[];
  };
  /**
   * Number of vulnerable devices (managed devices, access points, switches, extenders) whose severity is each risk level, keyed '1'..'5'.
   */
  numDevicesPerRisk: {
    '1'?: number;
    '2'?: number;
    '3'?: number;
    '4'?: number;
    '5'?: number;
  };
}
/**
 * Register this unit with an existing contract's registration code (registration service method registerExistingContract).
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "RegisterExistingContractRequest".
 */
export interface RegisterExistingContractRequest {
  /**
   * Account ID/Email.
   */
  account: string;
  /**
   * Account password.
   */
  password: string;
  /**
   * Contract registration code.
   */
  registrationCode: string;
}
/**
 * Register this unit to an existing support account (registration service method registerExistingUser).
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "RegisterExistingUserRequest".
 */
export interface RegisterExistingUserRequest {
  /**
   * Account ID/Email.
   */
  account_id: string;
  /**
   * Account password.
   */
  password: string;
  /**
   * Country/Region id the reseller list was loaded for.
   */
  country?: string;
  /**
   * Chosen reseller id.
   */
  reseller_id: string;
  /**
   * Chosen reseller's text.
   */
  reseller_name: string;
}
/**
 * One option of the registration step's Country/Region or Reseller select (id, text).
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "RegistrationChoice".
 */
export interface RegistrationChoice {
  /**
   * Value sent to the registration service.
   */
  id: string;
  /**
   * Label shown to the user; for a reseller also sent as reseller_name.
   */
  text: string;
}
/**
 * Allow or deny remote access to this unit from the provider's cloud (registration service method setRemoteAccess).
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "RemoteAccessRequest".
 */
export interface RemoteAccessRequest {
  /**
   * 1 allow, 0 deny.
   */
  enable: 0 | 1;
}
/**
 * Resellers of one country (registration service method getResellerList).
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "ResellerListRequest".
 */
export interface ResellerListRequest {
  /**
   * Country/Region id from getCountryList.
   */
  country: string;
}
/**
 * How many configuration revisions the appliance keeps and when old ones are deleted. Edited by the revision settings form of the Backup Strategy step.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "RevisionSettings".
 */
export interface RevisionSettings {
  /**
   * Total number of revisions kept per device.
   */
  max_revisions: number;
  /**
   * Delete revisions older than `delete_older_than_days` automatically.
   */
  auto_delete: boolean;
  /**
   * Age in days after which revisions are deleted when auto_delete is on.
   */
  delete_older_than_days: number;
}
/**
 * The firmware the appliance runs, as the update manager's image view reports it: the firmware upgrade dialog shows it as the current version, lists images for its product and platform, compares the chosen image with it (a lower version is a downgrade) and, without the firmware licence, limits the choice to not above its major.minor.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "RunningFirmware".
 */
export interface RunningFirmware {
  /**
   * Product code of the appliance: FMG for the manager variant, FAZ for the analyzer variant (the viewProduct of listFirmwareImages).
   */
  product: 'FMG' | 'FAZ';
  /**
   * Image platform of the appliance, e.g. FMG_VM64.
   */
  platform: string;
  /**
   * Running version, major.minor.patch.
   */
  version: string;
  /**
   * Running build number.
   */
  build: number;
  /**
   * Release type of the running image as displayed, e.g. GA.
   */
  release_type?: string;
}
/**
 * Single sign-on with the provider's cloud (get/set /cli/global/system/saml). The registration step's SSO switch reads and writes forticloud-sso.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "SamlSettings".
 */
export interface SamlSettings {
  /**
   * 1: administrators may sign in with their cloud account; 0: off.
   */
  'forticloud-sso': 0 | 1;
  /**
   * Address (IP or FQDN, optionally with port) under which the cloud reaches this unit.
   */
  'server-address'?: string;
}
/**
 * Body of the security-check call; the appliance names the read verb `get`.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "SecurityCheckRequest".
 */
export interface SecurityCheckRequest {
  /**
   * Call verb as the appliance names it.
   */
  method: 'get';
}
/**
 * Firmware image certification. A non-zero code shows the uncertified-image banner.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "SecurityCheck".
 */
export interface SecurityCheck {
  /**
   * 0 certified image; 1 certified but not a GA image (non-GA certified); 2 not certified.
   */
  code: 0 | 1 | 2;
  /**
   * Server text about the image, when it has one.
   */
  message?: string;
}
/**
 * Session timeout state. `warning` opens the Session Timeout modal, which counts `remaining` down (Extend Session or Logout); `expired` sends the user back to sign-in.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "SessionStatus".
 */
export interface SessionStatus {
  /**
   * active: nothing to show; warning: the session ends soon; expired: the session has ended.
   */
  state: 'active' | 'warning' | 'expired';
  /**
   * Seconds left before the session ends.
   */
  remaining: number;
}
/**
 * Credentials posted by the sign-in page.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "SignInRequest".
 */
export interface SignInRequest {
  /**
   * Administrator name.
   */
  username: string;
  /**
   * Password; may be empty while the account still has the default (empty) password.
   */
  password: string;
}
/**
 * Answer to a successful sign-in: the token that every mutating call sends back as X-CSRF-Token.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "SignInResponse".
 */
export interface SignInResponse {
  /**
   * Anti-CSRF token of the new session.
   */
  csrf_token: string;
  /**
   * Administrator the session belongs to.
   */
  username: string;
}
/**
 * A policy proposed by Create Policy by Hits, as the administrator saves it: the appliance gives it its id and creation time.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "SocPolicyCreate".
 */
export interface SocPolicyCreate {
  name: string;
  /**
   * @minItems 1
   * @maxItems 64
   */
  srcaddr: [string, ...string[]];
  /**
   * @minItems 1
   * @maxItems 64
   */
  dstaddr: [string, ...string[]];
  /**
   * @minItems 1
   * @maxItems 64
   */
  service: [string, ...string[]];
  action: 'accept' | 'deny';
  comments?: string;
  /**
   * @minItems 1
   * @maxItems 1000
   */
  fromPolicies: [number, ...number[]];
}
/**
 * A policy refused: `fields` has the text shown on the field it is about (a name the ADOM already has).
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "SocPolicyError".
 */
export interface SocPolicyError {
  /**
   * Appliance status code (non-zero).
   */
  code: number;
  /**
   * Server's detail text.
   */
  message: string;
  fields?: {
    /**
     * Shown on the Name field.
     */
    name?: string;
  };
}
/**
 * A firewall policy made with Create Policy by Hits (FortiSOC > SOC Views): the sources, destinations and services of the traffic that hit the chosen policies, and what to do with it. Listed under the view's Policies Created by Hits.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "SocPolicy".
 */
export interface SocPolicy {
  /**
   * Policy id the appliance gave it, unique in the ADOM.
   */
  policyid: number;
  /**
   * Policy name, unique in the ADOM (any case).
   */
  name: string;
  /**
   * Source addresses: IPv4 addresses or subnets (a.b.c.d/n), or all.
   *
   * @minItems 1
   * @maxItems 64
   */
  srcaddr: [string, ...string[]];
  /**
   * Destination addresses: IPv4 addresses or subnets (a.b.c.d/n), or all.
   *
   * @minItems 1
   * @maxItems 64
   */
  dstaddr: [string, ...string[]];
  /**
   * Services by name (HTTPS, DNS, …), or ALL.
   *
   * @minItems 1
   * @maxItems 64
   */
  service: [string, ...string[]];
  /**
   * accept lets the traffic through; deny drops it.
   */
  action: 'accept' | 'deny';
  comments?: string;
  /**
   * Ids of the policies whose hits the policy was proposed from.
   *
   * @minItems 1
   * @maxItems 1000
   */
  fromPolicies: [number, ...number[]];
  /**
   * When it was made (UTC).
   */
  created: string;
}
/**
 * What the first-run startup wizard needs to decide which steps are still to do (GET /gui/startup/state). A step is dropped when already complete: SSO when `forticare_license.account_id` is not 'N/A'; Hostname when `hostname_set`; Password when the default password is no longer in use (`admin_has_default_pwd` false and `need_change_password` 0); Firmware when `newer_image` is null. The backup step reads the backup-strategy status separately.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "StartupState".
 */
export interface StartupState {
  /**
   * Registration of this unit with the provider's support service.
   */
  forticare_license: {
    /**
     * Account (e-mail) the unit is registered to; 'N/A' while unregistered, which keeps the Register and SSO step.
     */
    account_id: string;
  };
  /**
   * The signed-in admin still uses the default (empty) password: the Change Your Password step is shown.
   */
  admin_has_default_pwd: boolean;
  /**
   * Non-zero when the password must be changed (1 expired, 2 non-conforming, 3 forced): the password step is shown and cannot be left for later.
   */
  need_change_password: 0 | 1 | 2 | 3;
  /**
   * High-availability role: an HA secondary has no password step and cannot set the backup strategy.
   */
  ha_mode: 'standalone' | 'primary' | 'secondary';
  /**
   * Firmware version as displayed (e.g. 'v7.4.5-build2588 241009 (GA.M)'): the wizard's 'current version'.
   */
  fmgversion: string;
  /**
   * Running firmware version, major.minor.patch.
   */
  version: string;
  /**
   * Current host name (prefills the Specify Hostname step).
   */
  hostname: string;
  /**
   * An administrator already chose the host name: the hostname step is dropped.
   */
  hostname_set: boolean;
  /**
   * Serial number, shown in the registration step.
   */
  sn: string;
  /**
   * Signed-in administrator (the password step changes this account's password).
   */
  username: string;
  /**
   * Newest official image newer than the running one, or null when none is found (the firmware step is dropped).
   */
  newer_image: null | {
    /**
     * Image version, major.minor.patch (also picks the release-notes document).
     */
    version: string;
    /**
     * Build number.
     */
    build: number;
    /**
     * Object id of the image on the update service; the download call takes it.
     */
    objid: string;
    /**
     * Platform the image is built for (download call parameter).
     */
    platform: string;
  };
  /**
   * Appliance variant: picks the wizard title ('<product> Setup') and the release-notes rule.
   */
  variant: 'manager' | 'analyzer';
  /**
   * Product name of the variant, used in the title '%s Setup' and the release-notes link.
   */
  product_name: string;
  /**
   * Hardware or VM platform of this unit.
   */
  platform: string;
}
/**
 * One managed switch in a FortiGate's switch fabric, with its state and the link that connects it upstream (managed-switch status of the switch controller).
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "SwitchFabricMember".
 */
export interface SwitchFabricMember {
  /**
   * Serial number, the same as 'switch-id' of the fsp managed-switch object.
   */
  'switch-id': string;
  /**
   * Switch name.
   */
  name: string;
  /**
   * Model, e.g. FortiSwitch-248E-FPOE.
   */
  platform: string;
  /**
   * Running firmware as reported, e.g. S248EF-v7.2.3-build0434 (GA).
   */
  os_version: string;
  /**
   * Whether the switch controller reaches the switch over FortiLink now.
   */
  status: 'online' | 'offline';
  /**
   * The switch's FortiLink management address.
   */
  ip: string;
  /**
   * The link from this switch towards the FortiGate: its own port, and the upstream switch and port it is plugged into.
   */
  uplink: {
    /**
     * This switch's port that carries the uplink, e.g. port49.
     */
    port: string;
    /**
     * Switch id of the upstream switch; null when the switch is plugged into the FortiGate itself.
     */
    peer: string | null;
    /**
     * The port or FortiLink interface at the other end, e.g. port2 of the upstream switch or the FortiGate's fortilink.
     */
    'peer-port': string;
  };
}
/**
 * The switch fabric of one FortiGate of the ADOM, as its switch controller reports it: the FortiGate at the root and every switch it manages with the link to its upstream switch or to the FortiGate.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "SwitchFabric".
 */
export interface SwitchFabric {
  /**
   * The FortiGate whose switch controller manages the fabric (the device the proxy call was sent to).
   */
  fortigate: {
    /**
     * Managed device name, as in the ADOM's device list and the switches' 'scope member'.
     */
    name: string;
    /**
     * Serial number of the FortiGate.
     */
    sn: string;
    /**
     * Model, e.g. FortiGate-101F.
     */
    platform: string;
  };
  /**
   * The switches of the fabric, upstream ones first.
   */
  switches: SwitchFabricMember[];
}
/**
 * One front-panel port of a managed switch: link state, speed and duplex, PoE, native VLAN, the neighbour seen on it (LLDP or a detected device) and its counters since the switch started (port-stats and managed-switch status of the switch controller).
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "SwitchPort".
 */
export interface SwitchPort {
  /**
   * Port name as on the front panel, port1 upwards.
   */
  name: string;
  /**
   * Physical form of the port: copper RJ45 or a transceiver cage.
   */
  media: 'rj45' | 'sfp' | 'sfp+' | 'sfp28' | 'qsfp+' | 'qsfp28';
  /**
   * Link state; disabled when an administrator shut the port down.
   */
  status: 'up' | 'down' | 'disabled';
  /**
   * Negotiated speed in Mbit/s; 0 while the link is not up.
   */
  speed: number;
  /**
   * Negotiated duplex; null while the link is not up.
   */
  duplex: 'full' | 'half' | null;
  /**
   * uplink: the port leads towards the FortiGate; isl: an inter-switch link to a downstream switch; access: any other port.
   */
  role: 'access' | 'uplink' | 'isl';
  /**
   * Whether the port can deliver Power over Ethernet.
   */
  poe_capable: boolean;
  /**
   * PoE state: delivering power, searching for a powered device, disabled by configuration, a fault, or none when the port has no PoE.
   */
  poe_status: 'delivering' | 'searching' | 'disabled' | 'fault' | 'none';
  /**
   * Power delivered now, in watts.
   */
  poe_power: number;
  /**
   * Native VLAN of the port (the VLAN interface name on the FortiGate).
   */
  vlan: string;
  /**
   * The device connected to the port, or null when none is seen.
   */
  neighbor: null | {
    /**
     * lldp: the neighbour announced itself over LLDP; detected: a device the switch learned by its MAC address.
     */
    source: 'lldp' | 'detected';
    /**
     * LLDP system name, or the detected device's host name or vendor.
     */
    name: string;
    /**
     * The neighbour's port (LLDP port id).
     */
    port?: string;
    /**
     * MAC address of the neighbour.
     */
    mac?: string;
  };
  /**
   * Traffic counters since the switch started.
   */
  counters: {
    rx_bytes: number;
    tx_bytes: number;
    rx_packets: number;
    tx_packets: number;
    rx_errors: number;
    tx_errors: number;
    rx_drops: number;
    tx_drops: number;
  };
}
/**
 * The front-panel ports of one managed switch, in the order of the panel (port1 upwards).
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "SwitchPorts".
 */
export interface SwitchPorts {
  /**
   * Serial number of the switch the ports belong to.
   */
  'switch-id': string;
  ports: SwitchPort[];
}
/**
 * Identity of the appliance: shown as the header title (hostname), product name and build in the header's right side, and in the view-details and about panels.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "SysInfo".
 */
export interface SysInfo {
  /**
   * Host name of the appliance; the header title (except in restricted admin mode).
   */
  hostname: string;
  /**
   * Product name for the variant.
   */
  product_name: 'FortiManager' | 'FortiAnalyzer';
  /**
   * Same as SystemConfig.variant.
   */
  variant: 'manager' | 'analyzer';
  /**
   * Firmware version, major.minor.patch.
   */
  version: string;
  /**
   * Four-digit build number as printed in release notes.
   */
  build: string;
  /**
   * Release channel of the running image.
   */
  release_type?: 'GA' | 'Interim' | 'Beta' | 'Special';
  /**
   * Serial number.
   */
  serial: string;
  /**
   * Platform (model) name, e.g. FortiManager-VM64-KVM.
   */
  platform: string;
  /**
   * The appliance is a virtual machine (VM licence checks apply).
   */
  is_vm?: boolean;
  /**
   * High-availability role (same as SystemConfig.ha_mode).
   */
  ha_mode?: 'standalone' | 'primary' | 'secondary';
  /**
   * Seconds since the last boot.
   */
  uptime?: number;
  /**
   * Time zone of the appliance clock.
   */
  timezone?: string;
  /**
   * Disk space reserved for logs, in GB (analyzer).
   */
  disk_log_quota_gb?: number;
}
/**
 * Licence and support-contract state of the appliance (original call /gui/sys/license get).
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "SysLicense".
 */
export interface SysLicense {
  /**
   * Serial number the licence is bound to.
   */
  serial: string;
  /**
   * Support account of the registration; 'N/A' when the product is not registered.
   */
  account_id: string;
  /**
   * Support contracts.
   */
  contracts: {
    /**
     * Support contract type.
     */
    type: 'hardware' | 'firmware' | 'enhanced' | 'comprehensive';
    status: 'active' | 'expired';
    /**
     * Last day of the contract.
     */
    expires: string;
  }[];
  /**
   * Firmware licence present. Without it, choosable firmware versions are limited to not above the current major.minor.
   */
  firmware_upgrade_licensed: boolean;
  /**
   * Security-rating licence present (needed by the fabric state of security dashboard).
   */
  security_rating_licensed: boolean;
  /**
   * Number of devices or ADOMs the licence allows (0 for unlimited).
   */
  device_limit?: number;
}
/**
 * Back up the system database before an upgrade (/gui/sys/db backup). The password encrypts the backup; empty when unencrypted.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "SystemBackupRequest".
 */
export interface SystemBackupRequest {
  /**
   * Encryption password, at most 63 characters; empty string for no encryption.
   */
  password: string;
}
/**
 * The backup has started; its progress and result arrive over the websocket /api/ws on the named topic (messages described by backup-result-message.schema.json).
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "SystemBackupStarted".
 */
export interface SystemBackupStarted {
  /**
   * Websocket topic to subscribe to.
   */
  topic: 'backup';
  /**
   * Echoed in every websocket message of this backup.
   */
  request_id: string;
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
      system_setting: AdminPermission;
      adom_lock: AdminPermission;
      device_config: AdminPermission;
      log_viewer: AdminPermission;
      device_manager: AdminPermission;
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
/**
 * Progress of one background task by id (the image download of the wizard's firmware step).
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "TaskProgress".
 */
export interface TaskProgress {
  /**
   * Task id.
   */
  id: number;
  /**
   * Progress in percent.
   */
  percent: number;
  /**
   * done: finished successfully; error and cancelled end the task without a result.
   */
  state: 'pending' | 'running' | 'done' | 'error' | 'cancelled';
  /**
   * Server detail of a failed task.
   */
  message?: string;
}
/**
 * The appliance created a task for the request; the console awaits it with getTaskProgress.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "TaskStarted".
 */
export interface TaskStarted {
  /**
   * Task to follow.
   */
  taskid: number;
}
/**
 * Background task in the task dropdown and task monitor.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "Task".
 */
export interface Task {
  /**
   * Task id.
   */
  id: number;
  /**
   * Task group (e.g. install, import, export, retrieve, revert, firmware, log).
   */
  group: string;
  /**
   * Title; %s placeholders are filled from params in order.
   */
  title: string;
  /**
   * Values for the title's %s placeholders.
   */
  params: (string | number)[];
  /**
   * Progress.
   */
  percent: number;
  /**
   * Task state.
   */
  state: 'pending' | 'running' | 'done' | 'error' | 'cancelled';
  /**
   * Administrator who started the task.
   */
  user?: string;
  /**
   * ADOM the task runs in.
   */
  adom?: string;
  /**
   * Epoch seconds.
   */
  start_time?: number;
  /**
   * Epoch seconds; null while running.
   */
  end_time?: number | null;
}
/**
 * A device's FortiGuard licences (by licence-filter type) and support contracts (by contract type), each with its expiry date.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "UmDeviceLicence".
 */
export interface UmDeviceLicence {
  serial: string;
  devname: string;
  platform: string;
  /**
   * Product code (fortiguard catalogue: FGT, FAZ, FMG, FAP, FXT, FSW, FPX).
   */
  product: 'FGT' | 'FAZ' | 'FMG' | 'FAP' | 'FXT' | 'FSW' | 'FPX';
  licences: {
    type: 'antivirus' | 'ips' | 'antispam' | 'webfiltering' | 'valscan' | 'outbreak' | 'industraldb' | 'fmss';
    expires: string;
  }[];
  contracts: {
    type: 'hardware' | 'firmware' | 'enhanced' | 'comprehensive';
    expires: string;
  }[];
}
/**
 * What the update manager downloads from FortiGuard first (spec section 3: flags, objectList, productList): the products in order of priority, the package objects to fetch ahead of the others, and flags (bit 1: download only the listed packages).
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "UmDownloadPriority".
 */
export interface UmDownloadPriority {
  /**
   * 1: only the packages of objectList are downloaded; 0: they come first, then the rest.
   */
  flags: number;
  /**
   * Package object ids (objid of the received packages), first first.
   */
  objectList: string[];
  /**
   * Product codes (fortiguard catalogue) in order of priority.
   */
  productList: ('FGT' | 'FAZ' | 'FMG' | 'FAP' | 'FXT' | 'FSW' | 'FPX')[];
}
/**
 * An external threat feed the unit fetches and serves to its devices (External Resources): a list of web categories, addresses, domains or malware hashes read from an http(s) address.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "UmExternalResource".
 */
export interface UmExternalResource {
  key: string;
  name: string;
  type: 'category' | 'address' | 'domain' | 'malware';
  /**
   * Where the list is read; shown as a link only when it is http(s).
   */
  url: string;
  /**
   * Minutes between reads.
   */
  refreshRate: number;
  lastUpdate: string | null;
  entries: number;
  status: 'ok' | 'error' | 'pending';
  /**
   * Why the last read failed (status error).
   */
  message?: string;
}
/**
 * A firmware image file an administrator imported into the update manager: its file name, product (fortiguard catalogue), platform, version and build, size in bytes and when it was imported (YYMMDDHHMM).
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "UmImportedImage".
 */
export interface UmImportedImage {
  key: string;
  name: string;
  product: 'FGT' | 'FAZ' | 'FMG' | 'FAP' | 'FXT' | 'FSW' | 'FPX';
  platform: string;
  version: string;
  buildnumber: number;
  size: number;
  imported: string;
}
/**
 * A FortiGuard package the unit received (spec section 3): its object, what it is, and the latest version with its date and size. latest_version is 'major.minor' (shown with a 5-digit minor); latest_verdate is YYMMDDHHMM (shown as 20YY-MM-DD HH:MM:00).
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "UmPackageItem".
 */
export interface UmPackageItem {
  /**
   * Package object id (the key of version calls).
   */
  objid: string;
  obj_fmgi: {
    /**
     * Package name.
     */
    ext_desc: string;
    /**
     * Package kind within its service (engine, signatures …).
     */
    subtype: string;
    /**
     * Firmware version the package is for (e.g. 7.4).
     */
    version: string;
    /**
     * Service the package belongs to (a licence-filter type).
     */
    service: string;
  };
  latest_version: string;
  latest_verdate: string;
  /**
   * Size in bytes.
   */
  latest_versize: number;
  /**
   * Whether a managed device uses the package.
   */
  used?: boolean;
}
/**
 * One version of a package the unit keeps; `current` is the one it serves to devices.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "UmPackageVersion".
 */
export interface UmPackageVersion {
  version: string;
  verdate: string;
  versize: number;
  current: boolean;
}
/**
 * A query database the unit serves to devices' rating look-ups (web filtering, antispam, outbreak …): its version, date (YYMMDDHHMM) and size, and whether it is current.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "UmQueryDatabase".
 */
export interface UmQueryDatabase {
  objid: string;
  name: string;
  /**
   * A licence-filter type of the fortiguard catalogue.
   */
  service: string;
  version: string;
  verdate: string;
  versize: number;
  status: 'current' | 'updating' | 'outdated';
}
/**
 * Import of a query database file already on the unit: its folder (absolute), file name and MD5 checksum.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "UmQueryImport".
 */
export interface UmQueryImport {
  folder: string;
  file: string;
  checksum: string;
}
/**
 * A device that sends rating queries to this unit (Query Server Status): per query service, how many it asked in the last hour and day, and when it last asked.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "UmQueryStatus".
 */
export interface UmQueryStatus {
  serial: string;
  devname: string;
  ip: string;
  /**
   * The query service: web filtering, antispam, AV query or outbreak prevention.
   */
  service: 'webfilter' | 'antispam' | 'avquery' | 'outbreak';
  /**
   * Queries in the last hour.
   */
  lastHour: number;
  /**
   * Queries in the last 24 hours.
   */
  lastDay: number;
  /**
   * Time of its last query; null when it never asked.
   */
  lastQuery: string | null;
  /**
   * active: asked in the last hour; idle: not in the last hour; never: no query yet.
   */
  status: 'active' | 'idle' | 'never';
}
/**
 * Answer of an update-manager action (push, change version): status.code 0 when the unit accepted it.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "UmResult".
 */
export interface UmResult {
  status: {
    /**
     * 0 on success.
     */
    code: number;
    /**
     * Server detail.
     */
    message: string;
  };
}
/**
 * An entry of the unit's server override list (um/som/list): a FortiGuard server the unit uses for updates (fds) or rating queries (fgd) instead of the public ones, with its reachability.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "UmServerOverride".
 */
export interface UmServerOverride {
  ip: string;
  port: number;
  /**
   * fds: update server; fgd: rating (query) server.
   */
  type: 'fds' | 'fgd';
  status: 'reachable' | 'unreachable';
}
/**
 * A device the unit serves packages to: whether its packages are up to date, and how many updates are pending for it (push pending sends them).
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "UmServiceDevice".
 */
export interface UmServiceDevice {
  /**
   * Serial number (the key of getOne and pushPending).
   */
  key: string;
  devname: string;
  platform: string;
  firmware: string;
  status: 'up-to-date' | 'pending' | 'unreachable';
  /**
   * Package updates waiting for the device.
   */
  pending: number;
  /**
   * When the device last took an update (YYMMDDHHMM), null if never.
   */
  last_update: string | null;
  /**
   * getOne only: the device's packages with the version it has and the one it should have.
   */
  packages?: {
    ext_desc: string;
    service: string;
    device_version: string;
    latest_version: string;
  }[];
}
/**
 * A firmware image the unit has downloaded and keeps for one product (um/image/list): the platform it is for (written as in the firmware image list, such as FGT_100F), its version and build. Firmware Images marks the product's images that are on the unit with it.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "UmUnitImage".
 */
export interface UmUnitImage {
  /**
   * Platform code, as in the firmware image list (FGT_100F).
   */
  platform: string;
  /**
   * major.minor.patch
   */
  version: string;
  /**
   * Build number.
   */
  build: number;
}
/**
 * Licence state of a virtual appliance (original call /gui/vmlicense/status get). expired, mgmt_ip_mismatch and duplicate are blocking states: the console shows the licence dialog with upload, and signs the user out when the problem stays unresolved. A duplicate licence has a grace time of 7 days.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "VmLicenseStatus".
 */
export interface VmLicenseStatus {
  /**
   * valid; evaluation (trial licence, not blocking); expired (blocking); mgmt_ip_mismatch: the licence is for another management IP (blocking); duplicate: the same licence is used by another VM (blocking); not_applicable: hardware unit.
   */
  vmlic_status: 'valid' | 'evaluation' | 'expired' | 'mgmt_ip_mismatch' | 'duplicate' | 'not_applicable';
  /**
   * True for expired, mgmt_ip_mismatch and duplicate.
   */
  blocking?: boolean;
  /**
   * Management IP the licence was issued for.
   */
  licensed_ip?: string | null;
  /**
   * Management IP of this VM.
   */
  mgmt_ip?: string | null;
  /**
   * Last day of the licence.
   */
  expires?: string | null;
  /**
   * Days left of the duplicate-licence grace time.
   */
  grace_days_left?: number | null;
  /**
   * Memory of the VM; below 16 GB the sizing message shows.
   */
  memory_gb?: number;
  /**
   * Virtual CPUs of the VM; below 4 the sizing message shows.
   */
  vcpu?: number;
}
/**
 * Result of uploading a VM licence file. status.code 0: the file was accepted and vmlic_status is the licence state now (the console reads the licence again everywhere); any other code: 'Invalid file.'
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "VmLicenseUploadResult".
 */
export interface VmLicenseUploadResult {
  status: {
    /**
     * 0 when the licence file was accepted.
     */
    code: number;
    /**
     * Server detail.
     */
    message: string;
  };
  /**
   * The licence state after the upload (as getVmLicenseStatus answers it).
   */
  vmlic_status?: 'valid' | 'evaluation' | 'expired' | 'mgmt_ip_mismatch' | 'duplicate' | 'not_applicable';
}
/**
 * Unsaved workspace change; at logout the user may Save and Logout, Discard and Logout, or Cancel.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "WorkspaceDirtyItem".
 */
export interface WorkspaceDirtyItem {
  /**
   * Device, object category, ADOM or policy package.
   */
  type: 'device' | 'object_category' | 'adom' | 'policy_package';
  /**
   * Name of the changed item.
   */
  name: string;
  /**
   * ADOM the change belongs to.
   */
  adom?: string;
}
/**
 * Wireless access point (wireless-controller wtp object) managed by a FortiGate of the ADOM. It is parsed only when the wtp-id prefix matches the platform (fp/fap/p/f FortiAP, pu FortiAP-U, ps FortiAP-S, fc FortiAP-C); ids ending in -WIFI0 are the local radio of a FortiWiFi and are skipped.
 *
 * This interface was referenced by `Entities`'s JSON-Schema
 * via the `definition` "Wtp".
 */
export interface Wtp {
  /**
   * Serial number of the access point, e.g. FP231FTF21000123, PU231F…; FWF40F-WIFI0 for a local radio.
   */
  'wtp-id': string;
  /**
   * Access point name.
   */
  name: string;
  /**
   * Model, e.g. FortiAP-231F, FortiAP-U231F, FortiAP-S221E, FortiAP-C24JE.
   */
  '_platform-name': string;
  /**
   * Running firmware as reported, e.g. FP231F-v7.0.4-build0082.
   */
  '_software-version': string;
  /**
   * Preferred image version, e.g. 7.2.5-b0409; empty when none.
   */
  '_prefer-img-ver': string;
  /**
   * Connection: 0 unknown, 1 up, 2 down.
   */
  '_conn-state': 0 | 1 | 2;
  /**
   * The FortiGate (and VDOM) that manages the access point.
   */
  'scope member': ScopeMember[];
}
