// generated from specs/messages/en.json; do not edit, run npm run codegen

/** The analyzerFabric texts of the message catalogue, registered by the screens that show them. */
export const texts = {
  "analyzerFabric.loadFailed": "Failed to load the analyzer fabric.",
  "analyzerFabric.status": "Status",
  "analyzerFabric.role.supervisor": "Supervisor",
  "analyzerFabric.role.member": "Member",
  "analyzerFabric.role.standalone": "Not in a fabric",
  "analyzerFabric.fabricName": "Fabric Name",
  "analyzerFabric.supervisorAt": "Supervisor",
  "analyzerFabric.memberCount": "Members",
  "analyzerFabric.online": "%s of %s online",
  "analyzerFabric.members": "Fabric Members",
  "analyzerFabric.noMembers": "No member: the fabric is off on this unit.",
  "analyzerFabric.hostname": "Host Name",
  "analyzerFabric.serial": "Serial Number",
  "analyzerFabric.ip": "IP Address",
  "analyzerFabric.role": "Role",
  "analyzerFabric.memberStatus": "Status",
  "analyzerFabric.memberStatus.online": "Online",
  "analyzerFabric.memberStatus.offline": "Offline",
  "analyzerFabric.memberStatus.syncing": "Syncing",
  "analyzerFabric.version": "Version",
  "analyzerFabric.lastSeen": "Last Seen",
  "analyzerFabric.settings": "Settings",
  "analyzerFabric.save": "Save",
  "analyzerFabric.reset": "Reset",
  "analyzerFabric.saved": "Analyzer fabric settings saved.",
  "analyzerFabric.saveFailed": "Failed to save the fabric settings.",
  "analyzerFabric.readOnly": "Changing the fabric settings needs read-write permission on system settings, on the primary unit."
} as const;
