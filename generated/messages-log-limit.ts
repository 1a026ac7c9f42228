// generated from specs/messages/en.json; do not edit, run npm run codegen

/** The logLimit texts of the message catalogue, registered by the screens that show them. */
export const texts = {
  "logLimit.title": "Daily Log Limit",
  "logLimit.exceeded": "The daily log limit of %s GB was exceeded on %s of the last %s days.",
  "logLimit.within": "The daily log limit of %s GB was kept on each of the last %s days.",
  "logLimit.loadFailed": "Failed to load the daily log limit.",
  "logLimit.used": "Received",
  "logLimit.limit": "Daily limit",
  "logLimit.date": "Day",
  "logLimit.gb": "GB",
  "logLimit.over": "Over the limit",
  "logLimit.chart": "GB received per day against the daily limit of %s GB",
  "logLimit.asTable": "View as Table",
  "logLimit.asChart": "View as Chart"
} as const;
