// generated from specs/messages/en.json; do not edit, run npm run codegen

/** The viewDetails texts of the message catalogue, registered by the screens that show them. */
export const texts = {
  "viewDetails.title": "View Details",
  "viewDetails.screenPicker": "Screen Picker",
  "viewDetails.manualInput": "Manual Input",
  "viewDetails.pickHint": "Click a value on the screen to view its details. Press Escape to stop.",
  "viewDetails.value": "Value",
  "viewDetails.details": "Details",
  "viewDetails.clientIp": "Your IP address",
  "viewDetails.clientIpFailed": "Failed to load your IP address.",
  "viewDetails.stopPicking": "Stop"
} as const;
