import { useMemo } from 'react';
import { useCurrentAdom } from '@/lib/session/index.ts';
import type { AdomRef } from './api.ts';

/** The session's current ADOM as the vulnerability calls address it (object id and name); undefined until known. */
export function useAdomRef(): AdomRef | undefined {
  const { data } = useCurrentAdom();
  const adom = data as { oid?: number; name?: string } | undefined;
  return useMemo(
    () => (adom?.oid !== undefined && adom.name !== undefined ? { oid: adom.oid, name: adom.name } : undefined),
    [adom?.oid, adom?.name],
  );
}
