import { lazyDialog } from '@/lib/ui/lazy-dialog.tsx';
import type { LicenseUploadDialogProps } from './license-upload-dialog.tsx';

/** The licence upload, loaded (with antd's Upload) when it first opens. */
export const LicenseUploadDialog = lazyDialog<LicenseUploadDialogProps>(
  () => import('./license-upload-dialog.tsx').then((m) => m.LicenseUploadDialog),
  (p) => p.open,
);
