import type { ReactNode } from 'react';
import { Badge, Spin, Typography } from 'antd';
import { ExportCsvButton } from '@/lib/grid/export-csv-button.tsx';
import { failureText } from '@/lib/format/failure.ts';
import { msg, type MessageKey } from './text.ts';
import { apState, type ApState } from './logic/sites.ts';
import type { ApMapSiteAp } from '@generated/types/entities.ts';
import { LoadFailed } from '@/lib/ui/load-failed.tsx';

const BADGE: Record<ApState, 'success' | 'error' | 'default'> = { up: 'success', down: 'error', unknown: 'default' };

/** An access point's state in words, with its colour. */
export function ApStateBadge({ ap }: { ap: ApMapSiteAp }) {
  const state = apState(ap);
  return <Badge status={BADGE[state]} text={msg(`apMap.state.${state}`)} />;
}

export const stateText = (ap: ApMapSiteAp) => msg(`apMap.state.${apState(ap)}`);

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** Loading, or the failure with Retry, of the queries a screen needs; its content once all have answered. */
export function Loaded({ queries, children }: { queries: Array<[QueryLike, MessageKey]>; children: () => ReactNode }) {
  const failed = queries.find(([q]) => q.isError);
  if (failed) {
    const [q, key] = failed;
    return (
      <LoadFailed title={failureText(q.error, key)} onRetry={() => void q.refetch()} />
    );
  }
  if (queries.some(([q]) => q.isPending)) return <Spin description={msg('shell.loading')} />;
  return <>{children()}</>;
}

/** The heading of a list on a map screen, with the list's Export CSV. */
export function ListHeading({ title, exportDisabled, onExport }: { title: string; exportDisabled: boolean; onExport: () => void }) {
  return (
    <div className="ap-map-list-head">
      <Typography.Title level={2} className="ap-map-section">
        {title}
      </Typography.Title>
      <ExportCsvButton size="small" disabled={exportDisabled} onExport={onExport} />
    </div>
  );
}
