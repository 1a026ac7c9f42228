import type { ReactNode } from 'react';
import { Badge, Spin } from 'antd';
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
