// generated from specs/messages/en.json; do not edit, run npm run codegen

/** The license texts of the message catalogue, registered by the screens that show them. */
export const texts = {
  "license.chooseFile": "Please choose the license file.",
  "license.invalidFile": "Invalid file.",
  "license.uploadTitle": "Upload Licence",
  "license.uploadIntro": "Choose the licence file (.lic) issued for this virtual machine.",
  "license.file": "Licence file",
  "license.chooseButton": "Choose File",
  "license.noFile": "No file chosen",
  "license.upload": "Upload",
  "license.uploading": "Uploading %s%",
  "license.uploaded": "The licence was uploaded.",
  "license.uploadFailed": "Failed to upload the licence file.",
  "license.blockedTitle": "VM Licence",
  "license.expired": "The VM licence expired on %s. Upload a new licence file to go on.",
  "license.mgmtIpMismatch": "The licence was issued for the management IP %s, but this virtual machine's management IP is %s. Upload a licence for this IP address.",
  "license.duplicate": "This licence is already in use by another virtual machine. Upload a licence of its own for this one.",
  "license.graceLeft": "%s of %s days of grace time are left.",
  "license.graceOver": "The grace time of %s days is over.",
  "license.continue": "Continue",
  "license.sizing": "This virtual machine has %sGB memory and %s vCPU; it needs at least %sGB memory and %s vCPU.",
  "license.evaluation": "Evaluation licence, valid until %s."
} as const;
