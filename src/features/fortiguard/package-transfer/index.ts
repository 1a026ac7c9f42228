import { lazy } from 'react';

/** Package transfer (export and import of FortiGuard packages), loaded with the screen that shows it. */
export const PackageTransfer = lazy(() => import('./package-transfer.tsx'));
export type { PackageTransferProps } from './package-transfer.tsx';
