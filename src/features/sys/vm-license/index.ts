export { VmLicenseGate, VmLicenseBanner, useVmLicenseBlocking } from './vm-license-gate.tsx';
export { LicenseUploadDialog } from './license-upload-lazy.ts';
export type { LicenseUploadDialogProps } from './license-upload-dialog.tsx';
export { licenseNotice, type LicenseNotice, type VmLimits } from './logic/license-state.ts';
