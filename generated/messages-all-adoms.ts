// generated from specs/messages/en.json; do not edit, run npm run codegen

/** The allAdoms texts of the message catalogue, registered by the screens that show them. */
export const texts = {
  "allAdoms.loadFailed": "Failed to load the ADOMs.",
  "allAdoms.none": "No ADOM. ADOMs may be turned off on this unit.",
  "allAdoms.name": "Name",
  "allAdoms.description": "Description",
  "allAdoms.product": "Product",
  "allAdoms.version": "Version",
  "allAdoms.devices": "Devices",
  "allAdoms.mode": "Mode",
  "allAdoms.mode.normal": "Normal",
  "allAdoms.mode.advanced": "Advanced",
  "allAdoms.mode.backup": "Backup",
  "allAdoms.lock": "Lock",
  "allAdoms.unlocked": "Unlocked",
  "allAdoms.lockedByMe": "Locked by me",
  "allAdoms.lockedBy": "Locked by %s",
  "allAdoms.disabled": "Disabled",
  "allAdoms.current": "Current",
  "allAdoms.switch": "Switch",
  "allAdoms.switchTo": "Switch to %s",
  "allAdoms.switched": "Switched to ADOM %s.",
  "allAdoms.switchFailed": "Failed to switch the ADOM.",
  "allAdoms.listLabel": "All ADOMs"
} as const;
