// generated from specs/openapi.yaml; do not edit, run npm run codegen

/** Every operation of the console: method, path template and named examples (personas, scenarios). */
export const operations = {
  "addFirmwareTemplate": {
    "method": "POST",
    "path": "/pm/fwmprof/adom/{adom}",
    "examples": [
      "created"
    ]
  },
  "approveLogFetchSession": {
    "method": "POST",
    "path": "/gui/sys/logfetch/sessions/{id}/approve",
    "examples": [
      "approved"
    ]
  },
  "archiveImage": {
    "method": "POST",
    "path": "/gui/um/image/archive",
    "examples": [
      "archived"
    ]
  },
  "backupStrategyStatus": {
    "method": "POST",
    "path": "/gui/backup_strategy_status",
    "examples": [
      "freshAppliance",
      "set",
      "wizardBackupChanged"
    ]
  },
  "backupSystemDb": {
    "method": "POST",
    "path": "/gui/sys/db/backup",
    "examples": [
      "started"
    ]
  },
  "cancelFortiviewQuery": {
    "method": "DELETE",
    "path": "/gui/fortiview/adom/{adom}/{viewName}/run/{tid}",
    "examples": [
      "cancelled"
    ]
  },
  "cancelLogFetchSession": {
    "method": "POST",
    "path": "/gui/sys/logfetch/sessions/{id}/cancel",
    "examples": [
      "cancelled"
    ]
  },
  "cancelLogSearch": {
    "method": "DELETE",
    "path": "/gui/logview/adom/{adom}/logsearch/{tid}",
    "examples": [
      "cancelled"
    ]
  },
  "changeAdom": {
    "method": "POST",
    "path": "/gui/session/adom",
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
      "webFirewalls",
      "webProxies"
    ]
  },
  "changePassword": {
    "method": "POST",
    "path": "/gui/sys/admin/password",
    "examples": [
      "changed"
    ]
  },
  "createConfigObject": {
    "method": "POST",
    "path": "/gui/adom/{adom}/obj/{kind}",
    "examples": [
      "created"
    ]
  },
  "createCustomView": {
    "method": "POST",
    "path": "/gui/customview/adom/{adom}",
    "examples": [
      "created"
    ]
  },
  "createSocPolicy": {
    "method": "POST",
    "path": "/gui/adom/{adom}/soc/policies",
    "examples": [
      "created"
    ]
  },
  "deleteCaCertificate": {
    "method": "DELETE",
    "path": "/gui/sys/certificate/ca/{name}",
    "examples": [
      "deleted"
    ]
  },
  "deleteConfigObject": {
    "method": "DELETE",
    "path": "/gui/adom/{adom}/obj/{kind}/{name}",
    "examples": [
      "deleted"
    ]
  },
  "deleteCustomView": {
    "method": "DELETE",
    "path": "/gui/customview/adom/{adom}/{dashId}",
    "examples": [
      "deleted"
    ]
  },
  "deleteFirmwareTemplate": {
    "method": "DELETE",
    "path": "/pm/fwmprof/adom/{adom}/{template}",
    "examples": [
      "deleted"
    ]
  },
  "deleteLocalCertificate": {
    "method": "DELETE",
    "path": "/gui/sys/certificate/local/{name}",
    "examples": [
      "deleted"
    ]
  },
  "denyLogFetchSession": {
    "method": "POST",
    "path": "/gui/sys/logfetch/sessions/{id}/deny",
    "examples": [
      "denied"
    ]
  },
  "discardWorkspace": {
    "method": "POST",
    "path": "/gui/workspace/discard",
    "examples": [
      "discarded"
    ]
  },
  "downloadDebugReport": {
    "method": "POST",
    "path": "/gui/sys/tac/report",
    "examples": [
      "report"
    ]
  },
  "downloadImage": {
    "method": "POST",
    "path": "/gui/um/image/download",
    "examples": [
      "started"
    ]
  },
  "downloadSystemBackup": {
    "method": "GET",
    "path": "/gui/sys/db/backup/file",
    "examples": [
      "file"
    ]
  },
  "downloadUmExportFile": {
    "method": "GET",
    "path": "/gui/um/object/export/file",
    "examples": [
      "file"
    ]
  },
  "exportUmPackages": {
    "method": "POST",
    "path": "/gui/um/object/export",
    "examples": [
      "twoFiles"
    ]
  },
  "filterUmLicenses": {
    "method": "POST",
    "path": "/um/license/filter",
    "examples": [
      "none",
      "webfiltering"
    ]
  },
  "getAdminSetting": {
    "method": "GET",
    "path": "/gui/cli/global/system/admin/setting",
    "examples": [
      "upgradeCheckOff",
      "upgradeCheckOn"
    ]
  },
  "getAnalyzerFabric": {
    "method": "GET",
    "path": "/gui/sys/fazfabric/settings",
    "examples": [
      "member",
      "standalone",
      "supervisor"
    ]
  },
  "getApManagement": {
    "method": "GET",
    "path": "/gui/adom/{adom}/fortiap/management",
    "examples": [
      "apCentral",
      "apPerDevice"
    ]
  },
  "getBackupSchedule": {
    "method": "GET",
    "path": "/gui/cli/global/system/backup/all-settings",
    "examples": [
      "configured",
      "notConfigured"
    ]
  },
  "getClientIp": {
    "method": "GET",
    "path": "/gui/util/ip",
    "examples": [
      "ipv4"
    ]
  },
  "getCloudPortals": {
    "method": "GET",
    "path": "/gui/cloud/portals",
    "examples": [
      "cloudUser"
    ]
  },
  "getCountryList": {
    "method": "GET",
    "path": "/gui/register/countries",
    "examples": [
      "countries",
      "unreachable"
    ]
  },
  "getCurrentAdom": {
    "method": "GET",
    "path": "/gui/session/adom",
    "examples": [
      "antiDDoS",
      "datacenterFirewall",
      "endpoints",
      "mailGateways",
      "noAdomChange",
      "singleAdom",
      "superAdmin",
      "webFirewalls",
      "webProxies"
    ]
  },
  "getDeviceConfigDiff": {
    "method": "GET",
    "path": "/gui/dvm/device/{deviceId}/revision-diff",
    "examples": [
      "policyChanged"
    ]
  },
  "getFabricStats": {
    "method": "GET",
    "path": "/gui/sys/fabric/stats",
    "examples": [
      "inSync",
      "outOfSync"
    ]
  },
  "getFirmwareImageVersion": {
    "method": "POST",
    "path": "/gui/adom/um/firmwareimage/version",
    "examples": [
      "analyzer",
      "maskedAdmin",
      "superAdmin"
    ]
  },
  "getFortiviewResult": {
    "method": "GET",
    "path": "/gui/fortiview/adom/{adom}/{viewName}/run/{tid}",
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
    ]
  },
  "getHaStatus": {
    "method": "GET",
    "path": "/gui/sys/ha",
    "examples": [
      "cluster",
      "haSecondary",
      "standalone"
    ]
  },
  "getHelpUrl": {
    "method": "GET",
    "path": "/gui/sys/help-url",
    "examples": [
      "analyzer",
      "maskedAdmin",
      "missing",
      "url"
    ]
  },
  "getLicenseSelf": {
    "method": "GET",
    "path": "/gui/um/license/self",
    "examples": [
      "pending",
      "registered"
    ]
  },
  "getLogLimitNotice": {
    "method": "GET",
    "path": "/gui/sys/log-limit",
    "examples": [
      "exceeded",
      "within"
    ]
  },
  "getLogRebuildStatus": {
    "method": "GET",
    "path": "/gui/sys/log-rebuild",
    "examples": [
      "adom",
      "completed",
      "logStorageUpgrade",
      "none",
      "sqlRebuild"
    ]
  },
  "getLogSearchPage": {
    "method": "GET",
    "path": "/gui/logview/adom/{adom}/logsearch/{tid}",
    "examples": [
      "counting",
      "deniedTraffic",
      "empty",
      "failed"
    ]
  },
  "getOrgList": {
    "method": "POST",
    "path": "/gui/register/getOrgList",
    "examples": [
      "failed",
      "none",
      "orgs"
    ]
  },
  "getPostgresUpgradeStatus": {
    "method": "GET",
    "path": "/gui/sys/postgres-upgrade",
    "examples": [
      "completed",
      "none",
      "upgrading"
    ]
  },
  "getProfile": {
    "method": "GET",
    "path": "/gui/sys/profile",
    "examples": [
      "darkWithAvatar",
      "default"
    ]
  },
  "getPsirtData": {
    "method": "GET",
    "path": "/gui/adom/{adom}/psirt",
    "examples": [
      "noVulnerabilities",
      "retailEast",
      "rootAdom"
    ]
  },
  "getRemoteAccess": {
    "method": "POST",
    "path": "/gui/register/getRemoteAccess",
    "examples": [
      "disabled",
      "enabled",
      "failed",
      "signedIn"
    ]
  },
  "getResellerList": {
    "method": "POST",
    "path": "/gui/register/getResellerList",
    "examples": [
      "none",
      "resellers"
    ]
  },
  "getRevisionSettings": {
    "method": "GET",
    "path": "/gui/startup/revision-settings",
    "examples": [
      "defaults"
    ]
  },
  "getSamlSettings": {
    "method": "GET",
    "path": "/gui/cli/global/system/saml",
    "examples": [
      "off",
      "on"
    ]
  },
  "getSecurityCheck": {
    "method": "POST",
    "path": "/gui/sys/security-check",
    "examples": [
      "certified",
      "nonGaCertified",
      "notCertified"
    ]
  },
  "getSessionStatus": {
    "method": "GET",
    "path": "/gui/session/status",
    "examples": [
      "active",
      "expired",
      "timeoutWarning"
    ]
  },
  "getStartupState": {
    "method": "GET",
    "path": "/gui/startup/state",
    "examples": [
      "freshAppliance",
      "wizardAnalyzer",
      "wizardBackupChanged",
      "wizardHaSecondary",
      "wizardHostnameSet",
      "wizardNoNewerImage",
      "wizardPasswordChanged",
      "wizardRegistered"
    ]
  },
  "getSysConfig": {
    "method": "GET",
    "path": "/gui/sys/config",
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
    ]
  },
  "getSysInfo": {
    "method": "GET",
    "path": "/gui/sys/info",
    "examples": [
      "analyzer",
      "haSecondary",
      "maskedAdmin",
      "superAdmin"
    ]
  },
  "getSysLicense": {
    "method": "GET",
    "path": "/gui/sys/license",
    "examples": [
      "analyzer",
      "maskedAdmin",
      "noFirmwareLicence",
      "superAdmin",
      "unregistered"
    ]
  },
  "getTaskProgress": {
    "method": "GET",
    "path": "/gui/um/task/{taskid}",
    "examples": [
      "done",
      "failed",
      "running"
    ]
  },
  "getUmLicenseFilter": {
    "method": "GET",
    "path": "/um/update/license/filter",
    "examples": [
      "none",
      "webfiltering"
    ]
  },
  "getVmLicenseStatus": {
    "method": "GET",
    "path": "/gui/vmlicense/status",
    "examples": [
      "duplicate",
      "duplicateGraceOver",
      "evaluation",
      "expired",
      "mgmtIpMismatch",
      "undersized",
      "valid"
    ]
  },
  "importCertificate": {
    "method": "POST",
    "path": "/gui/sys/certificate/import",
    "examples": [
      "imported"
    ]
  },
  "importFirmwareImage": {
    "method": "POST",
    "path": "/flatui/api/gui/firmware/import",
    "examples": [
      "accepted",
      "invalid"
    ]
  },
  "importUmPackages": {
    "method": "POST",
    "path": "/gui/um/object/import",
    "examples": [
      "started"
    ]
  },
  "installLatestRevision": {
    "method": "POST",
    "path": "/gui/deployment/adom/devices/install/latestrev",
    "examples": [
      "started"
    ]
  },
  "keepSessionAlive": {
    "method": "POST",
    "path": "/gui/session/keepalive",
    "examples": [
      "refreshed"
    ]
  },
  "listAdoms": {
    "method": "GET",
    "path": "/gui/adoms",
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
    ]
  },
  "listAllAdoms": {
    "method": "GET",
    "path": "/gui/sys/alladoms",
    "examples": [
      "adoms",
      "empty"
    ]
  },
  "listApFloorMaps": {
    "method": "GET",
    "path": "/gui/adom/{adom}/apmap/floormaps",
    "examples": [
      "noFloorMaps",
      "rootAdom"
    ]
  },
  "listApSites": {
    "method": "GET",
    "path": "/gui/adom/{adom}/apmap/sites",
    "examples": [
      "noSites",
      "rootAdom"
    ]
  },
  "listApStatus": {
    "method": "GET",
    "path": "/gui/adom/{adom}/fortiap/status",
    "examples": [
      "none",
      "retailEast",
      "rootAdom"
    ]
  },
  "listCaCertificates": {
    "method": "GET",
    "path": "/gui/sys/certificate/ca",
    "examples": [
      "certificates",
      "empty"
    ]
  },
  "listConfigObjects": {
    "method": "GET",
    "path": "/gui/adom/{adom}/obj/{kind}",
    "examples": [
      "kindAccessControlList",
      "kindAclAssignment",
      "kindAddress",
      "kindApcfgProfile",
      "kindArrpProfile",
      "kindBleProfile",
      "kindBonjourProfile",
      "kindChassis",
      "kindCliTemplate",
      "kindCustomCommand",
      "kindDeviceMonitor",
      "kindDot1pMap",
      "kindDynamicPortPolicy",
      "kindExtender",
      "kindExtenderProfile",
      "kindFabricConnector",
      "kindFirewallPolicy",
      "kindFortilinkSettings",
      "kindIpDscpMap",
      "kindIpsecTemplate",
      "kindLldpProfile",
      "kindMpskProfile",
      "kindNacPolicy",
      "kindPolicyPackage",
      "kindQosPolicy",
      "kindQosProfile",
      "kindQueuePolicy",
      "kindSdwanTemplate",
      "kindSecurityPolicy8021x",
      "kindService",
      "kindSetting",
      "kindSslVpnMonitor",
      "kindSslVpnPortal",
      "kindSslVpnSetting",
      "kindSwitchProfile",
      "kindSystemInterface",
      "kindSystemTemplate",
      "kindVap",
      "kindVdomSettings",
      "kindVlan",
      "kindVpnCommunity",
      "kindWidsProfile",
      "kindWtpProfile",
      "none"
    ]
  },
  "listCustomViews": {
    "method": "GET",
    "path": "/gui/customview/adom/{adom}",
    "examples": [
      "empty",
      "withView"
    ]
  },
  "listDeviceRevisions": {
    "method": "GET",
    "path": "/gui/dvm/device/{deviceId}/revisions",
    "examples": [
      "three"
    ]
  },
  "listDirtyItems": {
    "method": "GET",
    "path": "/gui/workspace/dirty",
    "examples": [
      "clean",
      "dirty"
    ]
  },
  "listExtenderControllerExtenders": {
    "method": "GET",
    "path": "/pm/config/adom/{adom}/obj/extender-controller/extender",
    "examples": [
      "retailEast",
      "rootAdom"
    ]
  },
  "listExtensionControllerExtenders": {
    "method": "GET",
    "path": "/pm/config/adom/{adomOid}/obj/extension-controller/extender",
    "examples": [
      "retailEast",
      "rootAdom"
    ]
  },
  "listExtensions": {
    "method": "GET",
    "path": "/gui/extension/list",
    "examples": [
      "empty",
      "extensions"
    ]
  },
  "listFirmwareImages": {
    "method": "POST",
    "path": "/gui/adom/um/firmwareimage",
    "examples": [
      "aboveLicence",
      "analyzer",
      "downgradeOnly",
      "maskedAdmin",
      "noImages",
      "superAdmin",
      "viewProductFAP",
      "viewProductFGT",
      "viewProductFPX",
      "viewProductFSW",
      "viewProductFXT"
    ]
  },
  "listFirmwareTemplates": {
    "method": "GET",
    "path": "/pm/fwmprof/adom/{adom}",
    "examples": [
      "noTemplates",
      "retailEast",
      "rootAdom"
    ]
  },
  "listFirmwareVersions": {
    "method": "POST",
    "path": "/um/image/version/list",
    "examples": [
      "retailEast",
      "rootAdom"
    ]
  },
  "listIpConflicts": {
    "method": "GET",
    "path": "/gui/dvm/adom/{adomOid}/ip-conflicts",
    "examples": [
      "conflicts",
      "none"
    ]
  },
  "listLocalCertificates": {
    "method": "GET",
    "path": "/gui/sys/certificate/local",
    "examples": [
      "certificates",
      "empty"
    ]
  },
  "listLogFetchProfiles": {
    "method": "GET",
    "path": "/gui/sys/logfetch/profiles",
    "examples": [
      "empty",
      "profiles"
    ]
  },
  "listLogFetchSessions": {
    "method": "GET",
    "path": "/gui/sys/logfetch/sessions",
    "examples": [
      "empty",
      "sessions"
    ]
  },
  "listLogFiles": {
    "method": "GET",
    "path": "/gui/logview/adom/{adom}/logfiles",
    "examples": [
      "files",
      "none"
    ]
  },
  "listLogGroups": {
    "method": "GET",
    "path": "/gui/logview/adom/{adom}/loggroups",
    "examples": [
      "groups",
      "none"
    ]
  },
  "listManagedDevices": {
    "method": "GET",
    "path": "/dvmdb/adom/{adom}/device",
    "examples": [
      "retailEast",
      "rootAdom"
    ]
  },
  "listManagedSwitches": {
    "method": "GET",
    "path": "/pm/config/adom/{adomOid}/obj/fsp/managed-switch",
    "examples": [
      "retailEast",
      "rootAdom"
    ]
  },
  "listNotifications": {
    "method": "GET",
    "path": "/gui/notifications",
    "examples": [
      "analyzer",
      "empty",
      "superAdmin"
    ]
  },
  "listOutbreakAlerts": {
    "method": "GET",
    "path": "/soar/adom/{adom}/outbreak/alerts",
    "examples": [
      "noAlerts",
      "rootAdom"
    ]
  },
  "listOutOfSyncDevices": {
    "method": "GET",
    "path": "/gui/dvm/adom/{adomOid}/out-of-sync",
    "examples": [
      "none",
      "two"
    ]
  },
  "listProcesses": {
    "method": "GET",
    "path": "/gui/sys/processes",
    "examples": [
      "manager"
    ]
  },
  "listSavedLogViews": {
    "method": "GET",
    "path": "/gui/logview/adom/{adom}/savedviews",
    "examples": [
      "none",
      "views"
    ]
  },
  "listSocPolicies": {
    "method": "GET",
    "path": "/gui/adom/{adom}/soc/policies",
    "examples": [
      "none",
      "rootAdom"
    ]
  },
  "listSwitchFabrics": {
    "method": "GET",
    "path": "/sys/proxy/adom/{adomOid}/switch-controller/managed-switch/status",
    "examples": [
      "empty",
      "retailEast",
      "rootAdom"
    ]
  },
  "listSwitchPorts": {
    "method": "GET",
    "path": "/sys/proxy/adom/{adomOid}/device/{device}/switch-controller/managed-switch/port-stats",
    "examples": [
      "mkeyS1048ETF21230386",
      "mkeyS1048ETF24110972",
      "mkeyS108EPTF20097339",
      "mkeyS108EPTF24591243",
      "mkeyS108FFTF22981090",
      "mkeyS124EPTF21102433",
      "mkeyS124EPTF23426629",
      "mkeyS124EPTF23723250",
      "mkeyS124EPTF24163946",
      "mkeyS148FPTF22671173",
      "mkeyS148FPTF22719832",
      "mkeyS248EFTF23680346",
      "mkeyS3032ETF20082176",
      "mkeyS3032ETF24311686",
      "mkeyS3032ETF24967538",
      "mkeyS424EFTF21347897",
      "mkeyS548DTF22785518",
      "mkeyS548DTF24116187",
      "mkeyS624FFTF20886593"
    ]
  },
  "listTasks": {
    "method": "GET",
    "path": "/gui/tasks",
    "examples": [
      "empty",
      "restrictedAdmin",
      "superAdmin"
    ]
  },
  "listUmImages": {
    "method": "POST",
    "path": "/um/image/list",
    "examples": [
      "fgt",
      "none"
    ]
  },
  "listUmServerOverrides": {
    "method": "GET",
    "path": "/um/som/list",
    "examples": [
      "list",
      "none"
    ]
  },
  "listWtps": {
    "method": "GET",
    "path": "/pm/config/adom/{adomOid}/obj/wireless-controller/wtp",
    "examples": [
      "retailEast",
      "rootAdom"
    ]
  },
  "lockAdom": {
    "method": "POST",
    "path": "/gui/adoms/{oid}/lock",
    "examples": [
      "cloudUser",
      "defaultPassword",
      "noAdomChange",
      "passwordExpired",
      "restrictedAdmin",
      "singleAdom",
      "ssoAdmin",
      "superAdmin"
    ]
  },
  "loginFgtCloud": {
    "method": "POST",
    "path": "/gui/register/loginFgtCloud",
    "examples": [
      "ok",
      "rejected",
      "unknownError"
    ]
  },
  "pushUmDevice": {
    "method": "POST",
    "path": "/um/device/push",
    "examples": [
      "missing",
      "ok",
      "refused"
    ]
  },
  "rebootSystem": {
    "method": "POST",
    "path": "/gui/sys/reboot",
    "examples": [
      "accepted"
    ]
  },
  "registerExistingContract": {
    "method": "POST",
    "path": "/gui/register/registerExistingContract",
    "examples": [
      "registered",
      "rejected",
      "twoProblems",
      "unknownError"
    ]
  },
  "registerExistingUser": {
    "method": "POST",
    "path": "/gui/register/registerExistingUser",
    "examples": [
      "registered",
      "rejected",
      "unknownError"
    ]
  },
  "reloadUmDeviceList": {
    "method": "POST",
    "path": "/dvm/cmd/reload/dev-list",
    "examples": [
      "missing",
      "ok",
      "refused"
    ]
  },
  "renameCustomView": {
    "method": "PUT",
    "path": "/gui/customview/adom/{adom}/{dashId}",
    "examples": [
      "renamed"
    ]
  },
  "requestLogFetch": {
    "method": "POST",
    "path": "/gui/sys/logfetch/profiles/{name}/fetch",
    "examples": [
      "sent"
    ]
  },
  "retrieveDeviceConfig": {
    "method": "POST",
    "path": "/gui/dvm/adom/{adomOid}/devices/retrieve",
    "examples": [
      "started"
    ]
  },
  "revertDeviceConfig": {
    "method": "POST",
    "path": "/gui/dvm/adom/{adomOid}/devices/revert",
    "examples": [
      "started"
    ]
  },
  "runCliCommand": {
    "method": "POST",
    "path": "/gui/sys/cli",
    "examples": [
      "parseError",
      "systemStatus"
    ]
  },
  "runFortiviewQuery": {
    "method": "POST",
    "path": "/gui/fortiview/adom/{adom}/{viewName}/run",
    "examples": [
      "accepted"
    ]
  },
  "saveAnalyzerFabricSettings": {
    "method": "PUT",
    "path": "/gui/sys/fazfabric/settings",
    "examples": [
      "saved"
    ]
  },
  "saveApFloorPlacements": {
    "method": "PUT",
    "path": "/gui/adom/{adom}/apmap/floormaps/{mapId}/placements",
    "examples": [
      "saved"
    ]
  },
  "saveCustomViewLayout": {
    "method": "PUT",
    "path": "/gui/customview/adom/{adom}/{dashId}/layout",
    "examples": [
      "saved"
    ]
  },
  "saveProfile": {
    "method": "PUT",
    "path": "/gui/sys/profile",
    "examples": [
      "darkWithAvatar",
      "default"
    ]
  },
  "saveWorkspace": {
    "method": "POST",
    "path": "/gui/workspace/save",
    "examples": [
      "saved"
    ]
  },
  "setBackupSchedule": {
    "method": "PUT",
    "path": "/gui/cli/global/system/backup/all-settings",
    "examples": [
      "saved"
    ]
  },
  "setExtensionEnabled": {
    "method": "PUT",
    "path": "/gui/extension/{key}/enable",
    "examples": [
      "changed"
    ]
  },
  "setHaMember": {
    "method": "POST",
    "path": "/gui/sys/ha",
    "examples": [
      "updated"
    ]
  },
  "setHostname": {
    "method": "POST",
    "path": "/gui/startup/hostname",
    "examples": [
      "saved"
    ]
  },
  "setRemoteAccess": {
    "method": "POST",
    "path": "/gui/register/setRemoteAccess",
    "examples": [
      "disabled",
      "enabled",
      "notSignedIn",
      "rejected",
      "unknownError"
    ]
  },
  "setRevisionSettings": {
    "method": "PUT",
    "path": "/gui/startup/revision-settings",
    "examples": [
      "saved"
    ]
  },
  "setSamlSettings": {
    "method": "PUT",
    "path": "/gui/cli/global/system/saml",
    "examples": [
      "on"
    ]
  },
  "shutdownSystem": {
    "method": "POST",
    "path": "/gui/sys/shutdown",
    "examples": [
      "accepted"
    ]
  },
  "signIn": {
    "method": "POST",
    "path": "/gui/session/login",
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
    ]
  },
  "signOut": {
    "method": "POST",
    "path": "/gui/session/logout",
    "examples": [
      "signedOut"
    ]
  },
  "startExtension": {
    "method": "POST",
    "path": "/gui/extension/{key}/start",
    "examples": [
      "started"
    ]
  },
  "stopExtension": {
    "method": "POST",
    "path": "/gui/extension/{key}/stop",
    "examples": [
      "stopped"
    ]
  },
  "submitLogSearch": {
    "method": "POST",
    "path": "/gui/logview/adom/{adom}/logsearch",
    "examples": [
      "accepted"
    ]
  },
  "umDownloadPriority": {
    "method": "POST",
    "path": "/gui/adom/um/download/priority",
    "examples": [
      "get",
      "set"
    ]
  },
  "umExternalResource": {
    "method": "POST",
    "path": "/gui/adom/um/externalresource",
    "examples": [
      "get",
      "none",
      "refresh"
    ]
  },
  "umFirmwareImportImage": {
    "method": "POST",
    "path": "/gui/adom/um/firmwareimportimage",
    "examples": [
      "del",
      "get",
      "missing"
    ]
  },
  "umLicense": {
    "method": "POST",
    "path": "/gui/adom/um/license",
    "examples": [
      "get",
      "none"
    ]
  },
  "umPackageReceive": {
    "method": "POST",
    "path": "/gui/adom/um/package/receive",
    "examples": [
      "get",
      "none"
    ]
  },
  "umPackageService": {
    "method": "POST",
    "path": "/gui/adom/um/package/service",
    "examples": [
      "get",
      "getOne",
      "missing",
      "pushAllPending",
      "pushPending",
      "unreachable"
    ]
  },
  "umPackageVersion": {
    "method": "POST",
    "path": "/gui/adom/um/package/version",
    "examples": [
      "change",
      "get",
      "missing"
    ]
  },
  "umQueryServer": {
    "method": "POST",
    "path": "/gui/adom/um/queryserver",
    "examples": [
      "badChecksum",
      "get",
      "import",
      "notDatabase"
    ]
  },
  "umQueryStatus": {
    "method": "POST",
    "path": "/gui/adom/um/querystatus",
    "examples": [
      "get",
      "none"
    ]
  },
  "unlockAdom": {
    "method": "POST",
    "path": "/gui/adoms/{oid}/unlock",
    "examples": [
      "unlocked"
    ]
  },
  "updateConfigObject": {
    "method": "PUT",
    "path": "/gui/adom/{adom}/obj/{kind}/{name}",
    "examples": [
      "updated"
    ]
  },
  "updateFirmwareTemplate": {
    "method": "PUT",
    "path": "/pm/fwmprof/adom/{adom}/{template}",
    "examples": [
      "updated"
    ]
  },
  "updateUmLicenseFilter": {
    "method": "POST",
    "path": "/um/update/license/filter",
    "examples": [
      "missing",
      "ok",
      "refused"
    ]
  },
  "upgradeFirmware": {
    "method": "POST",
    "path": "/gui/sys/firmware/upgrade",
    "examples": [
      "failed",
      "ok"
    ]
  },
  "uploadApFloorPlan": {
    "method": "PUT",
    "path": "/gui/adom/{adom}/apmap/floormaps/{mapId}/image",
    "examples": [
      "svgPlan"
    ]
  },
  "uploadUmPackage": {
    "method": "POST",
    "path": "/flatui/api/gui/adom/um/package/upload",
    "examples": [
      "accepted",
      "invalid",
      "packageAccepted",
      "packageInvalid"
    ]
  },
  "uploadVmLicense": {
    "method": "POST",
    "path": "/flatui/auth/gui/vmlicense/upload",
    "examples": [
      "accepted",
      "invalid"
    ]
  },
  "validateImage": {
    "method": "POST",
    "path": "/gui/sys/firmware/validate",
    "examples": [
      "invalid",
      "valid"
    ]
  }
} as const;

/** Tag and documented status codes of every operation. */
export const operationDocs = {
  "addFirmwareTemplate": {
    "tag": "firmware",
    "codes": [
      "200",
      "400",
      "401",
      "500"
    ]
  },
  "approveLogFetchSession": {
    "tag": "sys",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "archiveImage": {
    "tag": "startup",
    "codes": [
      "200",
      "500"
    ]
  },
  "backupStrategyStatus": {
    "tag": "startup",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "backupSystemDb": {
    "tag": "startup",
    "codes": [
      "200",
      "500"
    ]
  },
  "cancelFortiviewQuery": {
    "tag": "fortiview",
    "codes": [
      "200",
      "401",
      "404",
      "500"
    ]
  },
  "cancelLogFetchSession": {
    "tag": "sys",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "cancelLogSearch": {
    "tag": "logview",
    "codes": [
      "200",
      "401",
      "404",
      "500"
    ]
  },
  "changeAdom": {
    "tag": "adom",
    "codes": [
      "200",
      "401",
      "403",
      "500"
    ]
  },
  "changePassword": {
    "tag": "profile",
    "codes": [
      "200",
      "400",
      "401",
      "500"
    ]
  },
  "createConfigObject": {
    "tag": "objects",
    "codes": [
      "200",
      "400",
      "401",
      "500"
    ]
  },
  "createCustomView": {
    "tag": "customview",
    "codes": [
      "200",
      "400",
      "401",
      "500"
    ]
  },
  "createSocPolicy": {
    "tag": "soc",
    "codes": [
      "200",
      "400",
      "401",
      "500"
    ]
  },
  "deleteCaCertificate": {
    "tag": "sys",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "deleteConfigObject": {
    "tag": "objects",
    "codes": [
      "200",
      "400",
      "401",
      "404",
      "500"
    ]
  },
  "deleteCustomView": {
    "tag": "customview",
    "codes": [
      "200",
      "401",
      "404",
      "500"
    ]
  },
  "deleteFirmwareTemplate": {
    "tag": "firmware",
    "codes": [
      "200",
      "401",
      "404",
      "500"
    ]
  },
  "deleteLocalCertificate": {
    "tag": "sys",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "denyLogFetchSession": {
    "tag": "sys",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "discardWorkspace": {
    "tag": "workspace",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "downloadDebugReport": {
    "tag": "sys",
    "codes": [
      "200",
      "401",
      "403",
      "500"
    ]
  },
  "downloadImage": {
    "tag": "startup",
    "codes": [
      "200",
      "500"
    ]
  },
  "downloadSystemBackup": {
    "tag": "startup",
    "codes": [
      "200",
      "404",
      "500"
    ]
  },
  "downloadUmExportFile": {
    "tag": "um",
    "codes": [
      "200",
      "404",
      "500"
    ]
  },
  "exportUmPackages": {
    "tag": "um",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "filterUmLicenses": {
    "tag": "um",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "getAdminSetting": {
    "tag": "startup",
    "codes": [
      "200",
      "500"
    ]
  },
  "getAnalyzerFabric": {
    "tag": "sys",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "getApManagement": {
    "tag": "objects",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "getBackupSchedule": {
    "tag": "startup",
    "codes": [
      "200",
      "500"
    ]
  },
  "getClientIp": {
    "tag": "sys",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "getCloudPortals": {
    "tag": "sys",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "getCountryList": {
    "tag": "registration",
    "codes": [
      "200",
      "500"
    ]
  },
  "getCurrentAdom": {
    "tag": "adom",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "getDeviceConfigDiff": {
    "tag": "devices",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "getFabricStats": {
    "tag": "sys",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "getFirmwareImageVersion": {
    "tag": "firmware",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "getFortiviewResult": {
    "tag": "fortiview",
    "codes": [
      "200",
      "401",
      "404",
      "500"
    ]
  },
  "getHaStatus": {
    "tag": "sys",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "getHelpUrl": {
    "tag": "sys",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "getLicenseSelf": {
    "tag": "registration",
    "codes": [
      "200",
      "500"
    ]
  },
  "getLogLimitNotice": {
    "tag": "sys",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "getLogRebuildStatus": {
    "tag": "sys",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "getLogSearchPage": {
    "tag": "logview",
    "codes": [
      "200",
      "401",
      "404",
      "500"
    ]
  },
  "getOrgList": {
    "tag": "registration",
    "codes": [
      "200",
      "500"
    ]
  },
  "getPostgresUpgradeStatus": {
    "tag": "sys",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "getProfile": {
    "tag": "profile",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "getPsirtData": {
    "tag": "psirt",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "getRemoteAccess": {
    "tag": "registration",
    "codes": [
      "200",
      "500"
    ]
  },
  "getResellerList": {
    "tag": "registration",
    "codes": [
      "200",
      "500"
    ]
  },
  "getRevisionSettings": {
    "tag": "startup",
    "codes": [
      "200",
      "500"
    ]
  },
  "getSamlSettings": {
    "tag": "registration",
    "codes": [
      "200",
      "500"
    ]
  },
  "getSecurityCheck": {
    "tag": "sys",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "getSessionStatus": {
    "tag": "session",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "getStartupState": {
    "tag": "startup",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "getSysConfig": {
    "tag": "session",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "getSysInfo": {
    "tag": "session",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "getSysLicense": {
    "tag": "sys",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "getTaskProgress": {
    "tag": "startup",
    "codes": [
      "200",
      "404",
      "500"
    ]
  },
  "getUmLicenseFilter": {
    "tag": "um",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "getVmLicenseStatus": {
    "tag": "sys",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "importCertificate": {
    "tag": "sys",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "importFirmwareImage": {
    "tag": "firmware",
    "codes": [
      "200",
      "413",
      "500"
    ]
  },
  "importUmPackages": {
    "tag": "um",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "installLatestRevision": {
    "tag": "devices",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "keepSessionAlive": {
    "tag": "session",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "listAdoms": {
    "tag": "adom",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "listAllAdoms": {
    "tag": "sys",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "listApFloorMaps": {
    "tag": "apmap",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "listApSites": {
    "tag": "apmap",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "listApStatus": {
    "tag": "objects",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "listCaCertificates": {
    "tag": "sys",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "listConfigObjects": {
    "tag": "objects",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "listCustomViews": {
    "tag": "customview",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "listDeviceRevisions": {
    "tag": "devices",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "listDirtyItems": {
    "tag": "workspace",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "listExtenderControllerExtenders": {
    "tag": "devices",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "listExtensionControllerExtenders": {
    "tag": "devices",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "listExtensions": {
    "tag": "sys",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "listFirmwareImages": {
    "tag": "firmware",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "listFirmwareTemplates": {
    "tag": "firmware",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "listFirmwareVersions": {
    "tag": "firmware",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "listIpConflicts": {
    "tag": "devices",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "listLocalCertificates": {
    "tag": "sys",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "listLogFetchProfiles": {
    "tag": "sys",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "listLogFetchSessions": {
    "tag": "sys",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "listLogFiles": {
    "tag": "logview",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "listLogGroups": {
    "tag": "logview",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "listManagedDevices": {
    "tag": "devices",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "listManagedSwitches": {
    "tag": "devices",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "listNotifications": {
    "tag": "notifications",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "listOutbreakAlerts": {
    "tag": "soc",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "listOutOfSyncDevices": {
    "tag": "devices",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "listProcesses": {
    "tag": "sys",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "listSavedLogViews": {
    "tag": "logview",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "listSocPolicies": {
    "tag": "soc",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "listSwitchFabrics": {
    "tag": "switch-monitor",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "listSwitchPorts": {
    "tag": "switch-monitor",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "listTasks": {
    "tag": "tasks",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "listUmImages": {
    "tag": "um",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "listUmServerOverrides": {
    "tag": "um",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "listWtps": {
    "tag": "devices",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "lockAdom": {
    "tag": "adom",
    "codes": [
      "200",
      "401",
      "409",
      "500"
    ]
  },
  "loginFgtCloud": {
    "tag": "registration",
    "codes": [
      "200",
      "500"
    ]
  },
  "pushUmDevice": {
    "tag": "um",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "rebootSystem": {
    "tag": "sys",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "registerExistingContract": {
    "tag": "registration",
    "codes": [
      "200",
      "500"
    ]
  },
  "registerExistingUser": {
    "tag": "registration",
    "codes": [
      "200",
      "500"
    ]
  },
  "reloadUmDeviceList": {
    "tag": "um",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "renameCustomView": {
    "tag": "customview",
    "codes": [
      "200",
      "400",
      "401",
      "404",
      "500"
    ]
  },
  "requestLogFetch": {
    "tag": "sys",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "retrieveDeviceConfig": {
    "tag": "devices",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "revertDeviceConfig": {
    "tag": "devices",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "runCliCommand": {
    "tag": "sys",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "runFortiviewQuery": {
    "tag": "fortiview",
    "codes": [
      "200",
      "400",
      "401",
      "404",
      "500"
    ]
  },
  "saveAnalyzerFabricSettings": {
    "tag": "sys",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "saveApFloorPlacements": {
    "tag": "apmap",
    "codes": [
      "200",
      "401",
      "422",
      "500"
    ]
  },
  "saveCustomViewLayout": {
    "tag": "customview",
    "codes": [
      "200",
      "400",
      "401",
      "404",
      "500"
    ]
  },
  "saveProfile": {
    "tag": "profile",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "saveWorkspace": {
    "tag": "workspace",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "setBackupSchedule": {
    "tag": "startup",
    "codes": [
      "200",
      "400",
      "500"
    ]
  },
  "setExtensionEnabled": {
    "tag": "sys",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "setHaMember": {
    "tag": "sys",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "setHostname": {
    "tag": "startup",
    "codes": [
      "200",
      "400",
      "500"
    ]
  },
  "setRemoteAccess": {
    "tag": "registration",
    "codes": [
      "200",
      "500"
    ]
  },
  "setRevisionSettings": {
    "tag": "startup",
    "codes": [
      "200",
      "500"
    ]
  },
  "setSamlSettings": {
    "tag": "registration",
    "codes": [
      "200",
      "500"
    ]
  },
  "shutdownSystem": {
    "tag": "sys",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "signIn": {
    "tag": "session",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "signOut": {
    "tag": "session",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "startExtension": {
    "tag": "sys",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "stopExtension": {
    "tag": "sys",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "submitLogSearch": {
    "tag": "logview",
    "codes": [
      "200",
      "400",
      "401",
      "500"
    ]
  },
  "umDownloadPriority": {
    "tag": "um",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "umExternalResource": {
    "tag": "um",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "umFirmwareImportImage": {
    "tag": "um",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "umLicense": {
    "tag": "um",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "umPackageReceive": {
    "tag": "um",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "umPackageService": {
    "tag": "um",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "umPackageVersion": {
    "tag": "um",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "umQueryServer": {
    "tag": "um",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "umQueryStatus": {
    "tag": "um",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "unlockAdom": {
    "tag": "adom",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "updateConfigObject": {
    "tag": "objects",
    "codes": [
      "200",
      "400",
      "401",
      "404",
      "500"
    ]
  },
  "updateFirmwareTemplate": {
    "tag": "firmware",
    "codes": [
      "200",
      "400",
      "401",
      "404",
      "500"
    ]
  },
  "updateUmLicenseFilter": {
    "tag": "um",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "upgradeFirmware": {
    "tag": "startup",
    "codes": [
      "200",
      "500"
    ]
  },
  "uploadApFloorPlan": {
    "tag": "apmap",
    "codes": [
      "200",
      "401",
      "413",
      "415",
      "500"
    ]
  },
  "uploadUmPackage": {
    "tag": "registration",
    "codes": [
      "200",
      "500"
    ]
  },
  "uploadVmLicense": {
    "tag": "sys",
    "codes": [
      "200",
      "401",
      "500"
    ]
  },
  "validateImage": {
    "tag": "startup",
    "codes": [
      "200",
      "500"
    ]
  }
} as const;

export type OperationId = keyof typeof operations;

/** `METHOD /path/template` → operationId, as openapi-fetch reports `schemaPath`. */
export const operationByRoute: Record<string, OperationId> = Object.fromEntries(
  (Object.keys(operations) as OperationId[]).map((id) => [`${operations[id].method} ${operations[id].path}`, id]),
);
