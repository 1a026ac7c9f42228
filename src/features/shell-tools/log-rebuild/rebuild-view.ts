import './text.ts';
import type { MessageKey } from '@/lib/i18n/messages.ts';
import type { LogRebuildStatus } from '@generated/types/entities.ts';

export interface RebuildView {
  phase: Exclude<LogRebuildStatus['phase'], 'none'>;
  phaseLabel: MessageKey;
  percent: number;
  /** estimated seconds left; null once completed */
  remain: number | null;
  adom: string | null;
}

const PHASE_LABEL: Record<RebuildView['phase'], MessageKey> = {
  adom: 'logRebuild.phaseAdom',
  log_storage_upgrade: 'logRebuild.phaseLogStorageUpgrade',
  sql_rebuild: 'logRebuild.phaseSqlRebuild',
  completed: 'logRebuild.phaseCompleted',
};

/** What the header shows for a rebuild status; null when nothing is being rebuilt. */
export function rebuildView(status: LogRebuildStatus | undefined): RebuildView | null {
  if (!status || status.phase === 'none') return null;
  const completed = status.phase === 'completed';
  return {
    phase: status.phase,
    phaseLabel: PHASE_LABEL[status.phase],
    percent: completed ? 100 : status.percent,
    remain: completed ? null : status.remain,
    adom: status.phase === 'adom' ? status.adom : null,
  };
}
