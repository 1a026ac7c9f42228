// generated from specs/openapi.yaml; do not edit, run npm run codegen

/** Every operation of the console: method, path template, tag, named examples (personas, scenarios) and documented status codes. */
export const operations = {
  "addFirmwareTemplate": {
    "method": "POST",
    "path": "/pm/fwmprof/adom/{adom}",
    "tag": "firmware",
    "examples": [
      "created"
    ],
    "codes": [
      "200",
      "400",
      "401",
      "500"
    ]
  },
  "archiveImage": {
    "method": "POST",
    "path": "/gui/um/image/archive",
    "tag": "startup",
    "examples": [
      "archived"
    ],
    "codes": [
      "200",
      "500"
    ]
  },
  "backupSystemDb": {
    "method": "POST",
    "path": "/gui/sys/db/backup",
    "tag": "startup",
    "examples": [
      "started"
    ],
    "codes": [
      "200",
      "500"
    ]
  },
  "cancelFortiviewQuery": {
    "method": "DELETE",
    "path": "/gui/fortiview/adom/{adom}/{viewName}/run/{tid}",
    "tag": "fortiview",
    "examples": [
      "cancelled"
    ],
    "codes": [
      "200",
      "401",
      "404",
      "500"
    ]
  },
  "changeAdom": {
    "method": "POST",
    "path": "/gui/session/adom",
    "tag": "adom",
    "examples": [
      "antiDDoS",
      "datacenterFirewall",
      "endpoints",
      "finance",
      "mailGateways",
      "noAdomChange",
      "retailEast",
      "retailWest",
      "root",
      "singleAdom",
      "webProxies"
    ],
    "codes": [
      "200",
      "401",
      "403",
      "500"
    ]
  },
  "changePassword": {
    "method": "POST",
    "path": "/gui/sys/admin/password",
    "tag": "profile",
    "examples": [
      "changed"
    ],
    "codes": [
      "200",
      "400",
      "401",
      "500"
    ]
  },
  "discardWorkspace": {
    "method": "POST",
    "path": "/gui/workspace/discard",
    "tag": "workspace",
    "examples": [
      "discarded"
    ],
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "downloadDebugReport": {
    "method": "POST",
    "path": "/gui/sys/tac/report",
    "tag": "sys",
    "examples": [
      "report"
    ],
    "codes": [
      "200",
      "401",
      "403",
      "500"
    ]
  },
  "downloadImage": {
    "method": "POST",
    "path": "/gui/um/image/download",
    "tag": "startup",
    "examples": [
      "started"
    ],
    "codes": [
      "200",
      "500"
    ]
  },
  "downloadSystemBackup": {
    "method": "GET",
    "path": "/gui/sys/db/backup/file",
    "tag": "startup",
    "examples": [
      "file"
    ],
    "codes": [
      "200",
      "404",
      "500"
    ]
  },
  "getAdminSetting": {
    "method": "GET",
    "path": "/gui/cli/global/system/admin/setting",
    "tag": "startup",
    "examples": [
      "upgradeCheckOff",
      "upgradeCheckOn"
    ],
    "codes": [
      "200",
      "500"
    ]
  },
  "getBackupSchedule": {
    "method": "GET",
    "path": "/gui/cli/global/system/backup/all-settings",
    "tag": "startup",
    "examples": [
      "configured",
      "notConfigured"
    ],
    "codes": [
      "200",
      "500"
    ]
  },
  "getBackupStrategyStatus": {
    "method": "GET",
    "path": "/gui/backup_strategy_status",
    "tag": "startup",
    "examples": [
      "freshAppliance",
      "wizardBackupChanged"
    ],
    "codes": [
      "200",
      "500"
    ]
  },
  "getClientIp": {
    "method": "GET",
    "path": "/gui/util/ip",
    "tag": "sys",
    "examples": [
      "ipv4"
    ],
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "getCloudPortals": {
    "method": "GET",
    "path": "/gui/cloud/portals",
    "tag": "sys",
    "examples": [
      "cloudUser"
    ],
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "getCountryList": {
    "method": "GET",
    "path": "/gui/register/countries",
    "tag": "registration",
    "examples": [
      "countries",
      "unreachable"
    ],
    "codes": [
      "200",
      "500"
    ]
  },
  "getCurrentAdom": {
    "method": "GET",
    "path": "/gui/session/adom",
    "tag": "adom",
    "examples": [
      "antiDDoS",
      "datacenterFirewall",
      "endpoints",
      "mailGateways",
      "noAdomChange",
      "singleAdom",
      "superAdmin",
      "webProxies"
    ],
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "getFabricStats": {
    "method": "GET",
    "path": "/gui/sys/fabric/stats",
    "tag": "sys",
    "examples": [
      "inSync",
      "outOfSync"
    ],
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "getFirmwareImageVersion": {
    "method": "GET",
    "path": "/gui/adom/um/firmwareimage/version",
    "tag": "firmware",
    "examples": [
      "analyzer",
      "maskedAdmin",
      "superAdmin"
    ],
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "getFirmwareLicense": {
    "method": "GET",
    "path": "/gui/adom/um/license",
    "tag": "firmware",
    "examples": [
      "licensed",
      "unlicensed"
    ],
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "getFortiviewResult": {
    "method": "GET",
    "path": "/gui/fortiview/adom/{adom}/{viewName}/run/{tid}",
    "tag": "fortiview",
    "examples": [
      "device",
      "empty",
      "failed",
      "flow",
      "geo",
      "metric",
      "running",
      "score",
      "series",
      "topSources"
    ],
    "codes": [
      "200",
      "401",
      "404",
      "500"
    ]
  },
  "getHelpUrl": {
    "method": "GET",
    "path": "/gui/sys/help-url",
    "tag": "sys",
    "examples": [
      "analyzer",
      "maskedAdmin",
      "missing",
      "url"
    ],
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "getLicenseSelf": {
    "method": "GET",
    "path": "/gui/um/license/self",
    "tag": "registration",
    "examples": [
      "pending",
      "registered"
    ],
    "codes": [
      "200",
      "500"
    ]
  },
  "getLogRebuildStatus": {
    "method": "GET",
    "path": "/gui/sys/log-rebuild",
    "tag": "sys",
    "examples": [
      "adom",
      "completed",
      "logStorageUpgrade",
      "none",
      "sqlRebuild"
    ],
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "getOrgList": {
    "method": "POST",
    "path": "/gui/register/getOrgList",
    "tag": "registration",
    "examples": [
      "failed",
      "orgs"
    ],
    "codes": [
      "200",
      "500"
    ]
  },
  "getPostgresUpgradeStatus": {
    "method": "GET",
    "path": "/gui/sys/postgres-upgrade",
    "tag": "sys",
    "examples": [
      "completed",
      "none",
      "upgrading"
    ],
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "getProfile": {
    "method": "GET",
    "path": "/gui/sys/profile",
    "tag": "profile",
    "examples": [
      "darkWithAvatar",
      "default"
    ],
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "getPsirtData": {
    "method": "GET",
    "path": "/gui/adom/{adom}/psirt",
    "tag": "psirt",
    "examples": [
      "noVulnerabilities",
      "retailEast",
      "rootAdom"
    ],
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "getRemoteAccess": {
    "method": "POST",
    "path": "/gui/register/getRemoteAccess",
    "tag": "registration",
    "examples": [
      "disabled",
      "enabled"
    ],
    "codes": [
      "200",
      "500"
    ]
  },
  "getResellerList": {
    "method": "POST",
    "path": "/gui/register/getResellerList",
    "tag": "registration",
    "examples": [
      "none",
      "resellers"
    ],
    "codes": [
      "200",
      "500"
    ]
  },
  "getRevisionSettings": {
    "method": "GET",
    "path": "/gui/startup/revision-settings",
    "tag": "startup",
    "examples": [
      "defaults"
    ],
    "codes": [
      "200",
      "500"
    ]
  },
  "getSamlSettings": {
    "method": "GET",
    "path": "/gui/cli/global/system/saml",
    "tag": "registration",
    "examples": [
      "off",
      "on"
    ],
    "codes": [
      "200",
      "500"
    ]
  },
  "getSecurityCheck": {
    "method": "POST",
    "path": "/gui/sys/security-check",
    "tag": "sys",
    "examples": [
      "certified",
      "nonGaCertified",
      "notCertified"
    ],
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "getSessionStatus": {
    "method": "GET",
    "path": "/gui/session/status",
    "tag": "session",
    "examples": [
      "active",
      "expired",
      "timeoutWarning"
    ],
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "getStartupState": {
    "method": "GET",
    "path": "/gui/startup/state",
    "tag": "startup",
    "examples": [
      "freshAppliance",
      "wizardAnalyzer",
      "wizardBackupChanged",
      "wizardHaSecondary",
      "wizardHostnameSet",
      "wizardNoNewerImage",
      "wizardPasswordChanged",
      "wizardRegistered"
    ],
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "getSysConfig": {
    "method": "GET",
    "path": "/gui/sys/config",
    "tag": "sys",
    "examples": [
      "analyzer",
      "cloudUser",
      "defaultPassword",
      "freshAppliance",
      "haSecondary",
      "maskedAdmin",
      "noAdomChange",
      "passwordExpired",
      "readOnly",
      "restrictedAdmin",
      "singleAdom",
      "ssoAdmin",
      "superAdmin",
      "wizardAnalyzer",
      "wizardBackupChanged",
      "wizardHaSecondary",
      "wizardHostnameSet",
      "wizardNoNewerImage",
      "wizardPasswordChanged",
      "wizardRegistered"
    ],
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "getSysInfo": {
    "method": "GET",
    "path": "/gui/sys/info",
    "tag": "sys",
    "examples": [
      "analyzer",
      "haSecondary",
      "maskedAdmin",
      "superAdmin"
    ],
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "getSysLicense": {
    "method": "GET",
    "path": "/gui/sys/license",
    "tag": "sys",
    "examples": [
      "analyzer",
      "maskedAdmin",
      "noFirmwareLicence",
      "superAdmin",
      "unregistered"
    ],
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "getTaskProgress": {
    "method": "GET",
    "path": "/gui/um/task/{taskid}",
    "tag": "startup",
    "examples": [
      "done",
      "failed",
      "running"
    ],
    "codes": [
      "200",
      "404",
      "500"
    ]
  },
  "getVmLicenseStatus": {
    "method": "GET",
    "path": "/gui/vmlicense/status",
    "tag": "sys",
    "examples": [
      "duplicate",
      "evaluation",
      "expired",
      "mgmtIpMismatch",
      "valid"
    ],
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "importFirmwareImage": {
    "method": "POST",
    "path": "/flatui/api/gui/firmware/import",
    "tag": "firmware",
    "examples": [
      "accepted",
      "invalid"
    ],
    "codes": [
      "200",
      "413",
      "500"
    ]
  },
  "keepSessionAlive": {
    "method": "POST",
    "path": "/gui/session/keepalive",
    "tag": "session",
    "examples": [
      "refreshed"
    ],
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "listAdoms": {
    "method": "GET",
    "path": "/gui/adoms",
    "tag": "adom",
    "examples": [
      "analyzer",
      "cloudUser",
      "defaultPassword",
      "maskedAdmin",
      "noAdomChange",
      "passwordExpired",
      "readOnly",
      "restrictedAdmin",
      "singleAdom",
      "ssoAdmin",
      "superAdmin"
    ],
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "listDirtyItems": {
    "method": "GET",
    "path": "/gui/workspace/dirty",
    "tag": "workspace",
    "examples": [
      "clean",
      "dirty"
    ],
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "listExtenderControllerExtenders": {
    "method": "GET",
    "path": "/pm/config/adom/{adom}/obj/extender-controller/extender",
    "tag": "devices",
    "examples": [
      "retailEast",
      "rootAdom"
    ],
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "listExtensionControllerExtenders": {
    "method": "GET",
    "path": "/pm/config/adom/{adomOid}/obj/extension-controller/extender",
    "tag": "devices",
    "examples": [
      "retailEast",
      "rootAdom"
    ],
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "listFirmwareImages": {
    "method": "GET",
    "path": "/gui/adom/um/firmwareimage",
    "tag": "firmware",
    "examples": [
      "aboveLicence",
      "analyzer",
      "downgradeOnly",
      "maskedAdmin",
      "noImages",
      "superAdmin"
    ],
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "listFirmwareTemplates": {
    "method": "GET",
    "path": "/pm/fwmprof/adom/{adom}",
    "tag": "firmware",
    "examples": [
      "noTemplates",
      "retailEast",
      "rootAdom"
    ],
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "listFirmwareVersions": {
    "method": "GET",
    "path": "/um/image/version/list",
    "tag": "firmware",
    "examples": [
      "retailEast",
      "rootAdom"
    ],
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "listManagedDevices": {
    "method": "GET",
    "path": "/dvmdb/adom/{adom}/device",
    "tag": "devices",
    "examples": [
      "retailEast",
      "rootAdom"
    ],
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "listManagedSwitches": {
    "method": "GET",
    "path": "/pm/config/adom/{adomOid}/obj/fsp/managed-switch",
    "tag": "devices",
    "examples": [
      "retailEast",
      "rootAdom"
    ],
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "listNotifications": {
    "method": "GET",
    "path": "/gui/notifications",
    "tag": "notifications",
    "examples": [
      "analyzer",
      "empty",
      "superAdmin"
    ],
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "listProcesses": {
    "method": "GET",
    "path": "/gui/sys/processes",
    "tag": "sys",
    "examples": [
      "manager"
    ],
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "listTasks": {
    "method": "GET",
    "path": "/gui/tasks",
    "tag": "tasks",
    "examples": [
      "empty",
      "restrictedAdmin",
      "superAdmin"
    ],
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "listWtps": {
    "method": "GET",
    "path": "/pm/config/adom/{adomOid}/obj/wireless-controller/wtp",
    "tag": "devices",
    "examples": [
      "retailEast",
      "rootAdom"
    ],
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "lockAdom": {
    "method": "POST",
    "path": "/gui/adoms/{oid}/lock",
    "tag": "adom",
    "examples": [
      "cloudUser",
      "defaultPassword",
      "noAdomChange",
      "passwordExpired",
      "restrictedAdmin",
      "singleAdom",
      "ssoAdmin",
      "superAdmin"
    ],
    "codes": [
      "200",
      "401",
      "409",
      "500"
    ]
  },
  "loginFgtCloud": {
    "method": "POST",
    "path": "/gui/register/loginFgtCloud",
    "tag": "registration",
    "examples": [
      "ok",
      "rejected"
    ],
    "codes": [
      "200",
      "500"
    ]
  },
  "registerExistingContract": {
    "method": "POST",
    "path": "/gui/register/registerExistingContract",
    "tag": "registration",
    "examples": [
      "registered",
      "rejected"
    ],
    "codes": [
      "200",
      "500"
    ]
  },
  "registerExistingUser": {
    "method": "POST",
    "path": "/gui/register/registerExistingUser",
    "tag": "registration",
    "examples": [
      "registered",
      "rejected",
      "unknownError"
    ],
    "codes": [
      "200",
      "500"
    ]
  },
  "runCliCommand": {
    "method": "POST",
    "path": "/gui/sys/cli",
    "tag": "sys",
    "examples": [
      "parseError",
      "systemStatus"
    ],
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "runFortiviewQuery": {
    "method": "POST",
    "path": "/gui/fortiview/adom/{adom}/{viewName}/run",
    "tag": "fortiview",
    "examples": [
      "accepted"
    ],
    "codes": [
      "200",
      "400",
      "401",
      "404",
      "500"
    ]
  },
  "saveProfile": {
    "method": "PUT",
    "path": "/gui/sys/profile",
    "tag": "profile",
    "examples": [
      "darkWithAvatar",
      "default"
    ],
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "saveWorkspace": {
    "method": "POST",
    "path": "/gui/workspace/save",
    "tag": "workspace",
    "examples": [
      "saved"
    ],
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "setBackupSchedule": {
    "method": "PUT",
    "path": "/gui/cli/global/system/backup/all-settings",
    "tag": "startup",
    "examples": [
      "saved"
    ],
    "codes": [
      "200",
      "400",
      "500"
    ]
  },
  "setBackupStrategyStatus": {
    "method": "POST",
    "path": "/gui/backup_strategy_status",
    "tag": "startup",
    "examples": [
      "changed"
    ],
    "codes": [
      "200",
      "500"
    ]
  },
  "setHostname": {
    "method": "POST",
    "path": "/gui/startup/hostname",
    "tag": "startup",
    "examples": [
      "saved"
    ],
    "codes": [
      "200",
      "400",
      "500"
    ]
  },
  "setRemoteAccess": {
    "method": "POST",
    "path": "/gui/register/setRemoteAccess",
    "tag": "registration",
    "examples": [
      "enabled",
      "rejected"
    ],
    "codes": [
      "200",
      "500"
    ]
  },
  "setRevisionSettings": {
    "method": "PUT",
    "path": "/gui/startup/revision-settings",
    "tag": "startup",
    "examples": [
      "saved"
    ],
    "codes": [
      "200",
      "500"
    ]
  },
  "setSamlSettings": {
    "method": "PUT",
    "path": "/gui/cli/global/system/saml",
    "tag": "registration",
    "examples": [
      "on"
    ],
    "codes": [
      "200",
      "500"
    ]
  },
  "signIn": {
    "method": "POST",
    "path": "/gui/session/login",
    "tag": "session",
    "examples": [
      "cloudUser",
      "defaultPassword",
      "maskedAdmin",
      "noAdomChange",
      "passwordExpired",
      "readOnly",
      "restrictedAdmin",
      "singleAdom",
      "ssoAdmin",
      "superAdmin"
    ],
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "signOut": {
    "method": "POST",
    "path": "/gui/session/logout",
    "tag": "session",
    "examples": [
      "signedOut"
    ],
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "unlockAdom": {
    "method": "POST",
    "path": "/gui/adoms/{oid}/unlock",
    "tag": "adom",
    "examples": [
      "unlocked"
    ],
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "updateFirmwareTemplate": {
    "method": "PUT",
    "path": "/pm/fwmprof/adom/{adom}/{template}",
    "tag": "firmware",
    "examples": [
      "updated"
    ],
    "codes": [
      "200",
      "400",
      "401",
      "404",
      "500"
    ]
  },
  "upgradeFirmware": {
    "method": "POST",
    "path": "/gui/sys/firmware/upgrade",
    "tag": "startup",
    "examples": [
      "failed",
      "ok"
    ],
    "codes": [
      "200",
      "500"
    ]
  },
  "uploadEntitlementFile": {
    "method": "POST",
    "path": "/flatui/api/gui/adom/um/package/upload",
    "tag": "registration",
    "examples": [
      "accepted",
      "invalid"
    ],
    "codes": [
      "200",
      "500"
    ]
  },
  "validateImage": {
    "method": "POST",
    "path": "/gui/sys/firmware/validate",
    "tag": "startup",
    "examples": [
      "invalid",
      "valid"
    ],
    "codes": [
      "200",
      "500"
    ]
  }
} as const;

export type OperationId = keyof typeof operations;

/** `METHOD /path/template` → operationId, as openapi-fetch reports `schemaPath`. */
export const operationByRoute: Record<string, OperationId> = {
  "POST /pm/fwmprof/adom/{adom}": "addFirmwareTemplate",
  "POST /gui/um/image/archive": "archiveImage",
  "POST /gui/sys/db/backup": "backupSystemDb",
  "DELETE /gui/fortiview/adom/{adom}/{viewName}/run/{tid}": "cancelFortiviewQuery",
  "POST /gui/session/adom": "changeAdom",
  "POST /gui/sys/admin/password": "changePassword",
  "POST /gui/workspace/discard": "discardWorkspace",
  "POST /gui/sys/tac/report": "downloadDebugReport",
  "POST /gui/um/image/download": "downloadImage",
  "GET /gui/sys/db/backup/file": "downloadSystemBackup",
  "GET /gui/cli/global/system/admin/setting": "getAdminSetting",
  "GET /gui/cli/global/system/backup/all-settings": "getBackupSchedule",
  "GET /gui/backup_strategy_status": "getBackupStrategyStatus",
  "GET /gui/util/ip": "getClientIp",
  "GET /gui/cloud/portals": "getCloudPortals",
  "GET /gui/register/countries": "getCountryList",
  "GET /gui/session/adom": "getCurrentAdom",
  "GET /gui/sys/fabric/stats": "getFabricStats",
  "GET /gui/adom/um/firmwareimage/version": "getFirmwareImageVersion",
  "GET /gui/adom/um/license": "getFirmwareLicense",
  "GET /gui/fortiview/adom/{adom}/{viewName}/run/{tid}": "getFortiviewResult",
  "GET /gui/sys/help-url": "getHelpUrl",
  "GET /gui/um/license/self": "getLicenseSelf",
  "GET /gui/sys/log-rebuild": "getLogRebuildStatus",
  "POST /gui/register/getOrgList": "getOrgList",
  "GET /gui/sys/postgres-upgrade": "getPostgresUpgradeStatus",
  "GET /gui/sys/profile": "getProfile",
  "GET /gui/adom/{adom}/psirt": "getPsirtData",
  "POST /gui/register/getRemoteAccess": "getRemoteAccess",
  "POST /gui/register/getResellerList": "getResellerList",
  "GET /gui/startup/revision-settings": "getRevisionSettings",
  "GET /gui/cli/global/system/saml": "getSamlSettings",
  "POST /gui/sys/security-check": "getSecurityCheck",
  "GET /gui/session/status": "getSessionStatus",
  "GET /gui/startup/state": "getStartupState",
  "GET /gui/sys/config": "getSysConfig",
  "GET /gui/sys/info": "getSysInfo",
  "GET /gui/sys/license": "getSysLicense",
  "GET /gui/um/task/{taskid}": "getTaskProgress",
  "GET /gui/vmlicense/status": "getVmLicenseStatus",
  "POST /flatui/api/gui/firmware/import": "importFirmwareImage",
  "POST /gui/session/keepalive": "keepSessionAlive",
  "GET /gui/adoms": "listAdoms",
  "GET /gui/workspace/dirty": "listDirtyItems",
  "GET /pm/config/adom/{adom}/obj/extender-controller/extender": "listExtenderControllerExtenders",
  "GET /pm/config/adom/{adomOid}/obj/extension-controller/extender": "listExtensionControllerExtenders",
  "GET /gui/adom/um/firmwareimage": "listFirmwareImages",
  "GET /pm/fwmprof/adom/{adom}": "listFirmwareTemplates",
  "GET /um/image/version/list": "listFirmwareVersions",
  "GET /dvmdb/adom/{adom}/device": "listManagedDevices",
  "GET /pm/config/adom/{adomOid}/obj/fsp/managed-switch": "listManagedSwitches",
  "GET /gui/notifications": "listNotifications",
  "GET /gui/sys/processes": "listProcesses",
  "GET /gui/tasks": "listTasks",
  "GET /pm/config/adom/{adomOid}/obj/wireless-controller/wtp": "listWtps",
  "POST /gui/adoms/{oid}/lock": "lockAdom",
  "POST /gui/register/loginFgtCloud": "loginFgtCloud",
  "POST /gui/register/registerExistingContract": "registerExistingContract",
  "POST /gui/register/registerExistingUser": "registerExistingUser",
  "POST /gui/sys/cli": "runCliCommand",
  "POST /gui/fortiview/adom/{adom}/{viewName}/run": "runFortiviewQuery",
  "PUT /gui/sys/profile": "saveProfile",
  "POST /gui/workspace/save": "saveWorkspace",
  "PUT /gui/cli/global/system/backup/all-settings": "setBackupSchedule",
  "POST /gui/backup_strategy_status": "setBackupStrategyStatus",
  "POST /gui/startup/hostname": "setHostname",
  "POST /gui/register/setRemoteAccess": "setRemoteAccess",
  "PUT /gui/startup/revision-settings": "setRevisionSettings",
  "PUT /gui/cli/global/system/saml": "setSamlSettings",
  "POST /gui/session/login": "signIn",
  "POST /gui/session/logout": "signOut",
  "POST /gui/adoms/{oid}/unlock": "unlockAdom",
  "PUT /pm/fwmprof/adom/{adom}/{template}": "updateFirmwareTemplate",
  "POST /gui/sys/firmware/upgrade": "upgradeFirmware",
  "POST /flatui/api/gui/adom/um/package/upload": "uploadEntitlementFile",
  "POST /gui/sys/firmware/validate": "validateImage"
};
