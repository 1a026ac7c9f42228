// generated from specs/messages/en.json; do not edit, run npm run codegen

/** The ha texts of the message catalogue, registered by the screens that show them. */
export const texts = {
  "ha.memberUpdateFailed": "HA member update failed.",
  "ha.title": "High Availability",
  "ha.cluster": "Cluster %s, this unit is the %s.",
  "ha.standalone": "This unit is not part of an HA cluster.",
  "ha.loadFailed": "Failed to load the HA cluster.",
  "ha.hostname": "Host Name",
  "ha.serial": "Serial Number",
  "ha.role": "Role",
  "ha.ip": "IP Address",
  "ha.status": "Status",
  "ha.enabled": "Enabled",
  "ha.enable": "Enable %s",
  "ha.role.primary": "Primary",
  "ha.role.secondary": "Secondary",
  "ha.status.up": "Up",
  "ha.status.down": "Down",
  "ha.status.syncing": "Synchronizing",
  "ha.updated": "HA member %s updated.",
  "ha.readOnly": "Changing the members needs read-write permission on system settings, on the primary unit.",
  "ha.members": "Cluster Members",
  "ha.yes": "Yes",
  "ha.no": "No"
} as const;
