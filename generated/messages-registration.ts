// generated from specs/messages/en.json; do not edit, run npm run codegen

/** The registration texts of the message catalogue, registered by the screens that show them. */
export const texts = {
  "registration.connectFailed": "Failed to connect to FortiCare servers.",
  "registration.success": "FortiCare product registration successful.",
  "registration.entitlementFailed": "Registration Failed. Please check your entitlement file and try again.",
  "registration.completed": "Registration completed."
} as const;
