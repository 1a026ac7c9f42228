// the feature's texts of the message catalogue, for whatever of it is used first
import './text.ts';
import type { AdomSummary } from '@generated/types/entities.ts';
import { useApiQuery } from '@/lib/api/operations.ts';

export type { AdomSummary };

/** Every ADOM of the unit with product, version, mode, devices and lock. */
export function useAllAdoms() {
  return useApiQuery('listAllAdoms', undefined, { select: (d) => d as AdomSummary[] });
}

/** The ADOMs the signed-in administrator may open (the ADOM selector's list): only those can be switched to. */
export function useOpenableAdoms(enabled: boolean) {
  return useApiQuery('listAdoms', undefined, { enabled, select: (d) => new Set(d.map((a) => a.oid)) });
}
