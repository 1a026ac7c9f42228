import { lazy } from 'react';

/** The daily log-limit dialog, loaded (with its chart) when it first opens. */
export const LogLimitDialog = lazy(() => import('./log-limit-dialog.tsx'));
export type { LogLimitDialogProps } from './log-limit-dialog.tsx';
export { logLimitSummary, type LogLimitSummary, type LogLimitDay } from './logic/summary.ts';
