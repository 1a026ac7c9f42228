import { lazyDialog } from '@/lib/ui/lazy-dialog.tsx';
import type { IpConflictDialogProps } from './ip-conflict-dialog.tsx';

/** The IP-conflict device list, loaded (with its grid) when it first opens. */
export const IpConflictDialog = lazyDialog<IpConflictDialogProps>(
  () => import('./ip-conflict-dialog.tsx').then((m) => m.IpConflictDialog),
  (p) => p.adomOid !== null,
);
export type { IpConflictDialogProps };
