// generated from specs/messages/en.json; do not edit, run npm run codegen

/** The logRebuild texts of the message catalogue, registered by the screens that show them. */
export const texts = {
  "logRebuild.title": "Log database rebuild",
  "logRebuild.phaseAdom": "ADOM only",
  "logRebuild.phaseLogStorageUpgrade": "Log storage upgrade",
  "logRebuild.phaseSqlRebuild": "SQL rebuild",
  "logRebuild.phaseCompleted": "Completed",
  "logRebuild.adom": "ADOM: %s",
  "logRebuild.remaining": "Remaining time: %s",
  "logRebuild.loadFailed": "Failed to load the log database rebuild status."
} as const;
