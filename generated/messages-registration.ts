// generated from specs/messages/en.json; do not edit, run npm run codegen

/** The registration texts of the message catalogue, registered by the screens that show them. */
export const texts = {
  "registration.connectFailed": "Failed to connect to FortiCare servers.",
  "registration.success": "FortiCare product registration successful.",
  "registration.entitlementFailed": "Registration Failed. Please check your entitlement file and try again.",
  "registration.completed": "Registration completed.",
  "registration.registerWith": "Register With",
  "registration.withAccount": "FortiCare Account",
  "registration.withContract": "Contract Registration Code",
  "registration.heading": "FortiCare Registration",
  "registration.contractHeading": "Register with a Contract Registration Code",
  "registration.registeredTo": "Registered To",
  "registration.notRegistered": "Not registered",
  "registration.loadFailed": "Failed to load the registration.",
  "registration.readOnly": "Registering the unit, signing it in to FortiCloud and changing remote access need read-write permission on system settings, on the primary unit.",
  "registration.cloudHeading": "FortiCloud",
  "registration.cloudAccount": "FortiCloud Account",
  "registration.cloudOrganisation": "Organisation",
  "registration.cloudNotSignedIn": "Not signed in",
  "registration.cloudSignIn": "Sign In to FortiCloud",
  "registration.cloudSignInSubmit": "Sign In",
  "registration.cloudSignedIn": "This unit is signed in to FortiCloud.",
  "registration.noOrganisation": "The account has no organisation.",
  "registration.remoteAccess": "Remote access from FortiCloud",
  "registration.remoteAccessHint": "FortiCloud may connect to this unit to manage it remotely.",
  "registration.remoteAccessAllowed": "Remote access from FortiCloud is allowed.",
  "registration.remoteAccessDenied": "Remote access from FortiCloud is denied."
} as const;
