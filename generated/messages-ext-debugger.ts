// generated from specs/messages/en.json; do not edit, run npm run codegen

/** The extDebugger texts of the message catalogue, registered by the screens that show them. */
export const texts = {
  "extDebugger.remaining": "Extension debugger ends in %s"
} as const;
