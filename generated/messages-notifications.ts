// generated from specs/messages/en.json; do not edit, run npm run codegen

/** The notifications texts of the message catalogue, registered by the screens that show them. */
export const texts = {
  "notifications.reviewOutOfSync": "Review",
  "notifications.reviewOutOfSyncLabel": "Review the devices that are out of sync",
  "notifications.viewLogLimit": "View",
  "notifications.viewLogLimitLabel": "View the daily log limit",
  "notifications.viewIpConflicts": "View",
  "notifications.viewIpConflictsLabel": "View the devices with an IP conflict",
  "notifications.uploadLicence": "Upload Licence",
  "notifications.uploadLicenceLabel": "Upload a licence file",
  "notifications.upgrade": "Upgrade",
  "notifications.upgradeLabel": "Upgrade the firmware",
  "notifications.viewOutbreaks": "View",
  "notifications.viewOutbreaksLabel": "View the outbreak alerts",
  "notifications.viewFabric": "View",
  "notifications.viewFabricLabel": "View the fabric settings",
  "notifications.title": "Notifications",
  "notifications.count": "Notifications, %s",
  "notifications.none": "No notifications.",
  "notifications.loadFailed": "Failed to load the notifications."
} as const;
