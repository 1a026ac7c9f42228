// generated from specs/messages/en.json; do not edit, run npm run codegen

/** The fabric texts of the message catalogue, registered by the screens that show them. */
export const texts = {
  "fabric.role": "Fabric role: %s",
  "fabric.outOfSync": "%s fabric members are out of sync",
  "fabric.loadFailed": "Failed to load the fabric status."
} as const;
