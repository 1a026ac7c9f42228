// generated from specs/messages/en.json; do not edit, run npm run codegen

/** The ipConflict texts of the message catalogue, registered by the screens that show them. */
export const texts = {
  "ipConflict.title": "IP Conflicts",
  "ipConflict.loadFailed": "Failed to load the devices with an IP conflict.",
  "ipConflict.none": "No device has an IP conflict.",
  "ipConflict.seq": "#",
  "ipConflict.name": "Device Name",
  "ipConflict.conn": "Connection",
  "ipConflict.up": "Up",
  "ipConflict.down": "Down",
  "ipConflict.interfaces": "Interfaces in Conflict",
  "ipConflict.port": "Port",
  "ipConflict.ip": "IP Address",
  "ipConflict.mode": "Mode",
  "ipConflict.mode.static": "Static",
  "ipConflict.mode.dhcp": "DHCP"
} as const;
