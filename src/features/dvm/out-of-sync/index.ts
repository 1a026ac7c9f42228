import { lazy } from 'react';

/** The out-of-sync device review, loaded (with its diff) when it first opens. */
export const OutOfSyncDialog = lazy(() => import('./out-of-sync-dialog.tsx'));
export type { OutOfSyncDialogProps } from './out-of-sync-dialog.tsx';
