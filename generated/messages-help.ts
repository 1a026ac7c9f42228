// generated from specs/messages/en.json; do not edit, run npm run codegen

/** The help texts of the message catalogue, registered by the screens that show them. */
export const texts = {
  "help.title": "Help",
  "help.onlineHelp": "Online Help",
  "help.debugReport": "Download FortiCare Debug Report"
} as const;
