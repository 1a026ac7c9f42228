// generated from specs/messages/en.json; do not edit, run npm run codegen

/** The fleet texts of the message catalogue, registered by the screens that show them. */
export const texts = {
  "fleet.apListLabel": "Managed access points",
  "fleet.switchListLabel": "Managed switches",
  "fleet.name": "Name",
  "fleet.serial": "Serial Number",
  "fleet.platform": "Platform",
  "fleet.firmware": "Firmware Version",
  "fleet.preferredVersion": "Preferred Version",
  "fleet.status": "Status",
  "fleet.clients": "Clients",
  "fleet.address": "IP Address",
  "fleet.fortigate": "Managed By",
  "fleet.status.connected": "Online",
  "fleet.status.disconnected": "Offline",
  "fleet.status.unknown": "Unknown",
  "fleet.apsLoadFailed": "Failed to load the access points.",
  "fleet.switchesLoadFailed": "Failed to load the switches.",
  "fleet.apStatusFailed": "Failed to read the access points' live state; status and clients are unknown.",
  "fleet.noAps": "There is no managed access point in this ADOM.",
  "fleet.noSwitches": "There is no managed switch in this ADOM.",
  "fleet.summaryAps": "%s access points: %s online, %s offline, %s clients",
  "fleet.summarySwitches": "%s switches on %s FortiGates",
  "fleet.refresh": "Refresh",
  "fleet.none": "None",
  "fleet.managementLoadFailed": "Failed to read how this ADOM manages its access points.",
  "fleet.perDevice": "Each FortiGate manages its own access points: they are listed under their FortiGate.",
  "fleet.skipped": "%s entries are not listed: FortiWiFi local radios, or an ID that does not match the platform."
} as const;
