import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiQueryKey, isQueryOf, useApiMutation, useApiQuery } from '@/lib/api/operations.ts';
import { sessionKeys } from '@/lib/session/index.ts';
import type { ApiSchema } from '@/lib/api/schemas.ts';

export type Adom = ApiSchema<'Adom'>;
export type AdomLock = ApiSchema<'AdomLock'>;

export const adomKeys = {
  list: apiQueryKey('listAdoms'),
};

/** listAdoms: ADOMs the admin may open, each with its lock. */
export function useListAdoms(enabled = true) {
  return useApiQuery('listAdoms', undefined, { enabled });
}

/**
 * changeAdom: switches the session's ADOM. Everything cached belongs to the previous ADOM, so all other answers
 * are refetched; the new current ADOM comes from the answer. The switch is done when the appliance answers: the
 * refetches run on their own, so a call that hangs cannot keep the admin out of the console.
 */
export function useChangeAdom(onChanged?: (adom: Adom) => void) {
  const queryClient = useQueryClient();
  // the caller's follow-up belongs to the mutation, not to the component: it runs even if the dialog that asked
  // was rendered anew while the call was under way (a per-call callback would then be dropped)
  const followUp = useRef(onChanged);
  followUp.current = onChanged;
  return useApiMutation('changeAdom', {
    toInit: (oid: number) => ({ body: { oid } }),
    onSuccess: (adom) => {
      queryClient.setQueryData(sessionKeys.currentAdom, adom);
      void queryClient.invalidateQueries({ predicate: (q) => !isQueryOf(q.queryKey, 'getCurrentAdom') });
      followUp.current?.(adom);
    },
  });
}

/** Puts a new lock into the current ADOM and the ADOM list, so every lock button agrees. */
function useStoreLock() {
  const queryClient = useQueryClient();
  return (oid: number, lock: AdomLock) => {
    queryClient.setQueryData<Adom>(sessionKeys.currentAdom, (adom) => (adom && adom.oid === oid ? { ...adom, lock } : adom));
    queryClient.setQueryData<Adom[]>(adomKeys.list, (list) => list?.map((a) => (a.oid === oid ? { ...a, lock } : a)));
  };
}

/** lockAdom: takes the workspace lock of an ADOM. */
export function useLockAdom() {
  const store = useStoreLock();
  return useApiMutation('lockAdom', {
    toInit: (oid: number) => ({ params: { path: { oid } } }),
    onSuccess: (lock, oid) => store(oid, lock),
  });
}

/** unlockAdom: releases the lock held by the signed-in admin. */
export function useUnlockAdom() {
  const store = useStoreLock();
  return useApiMutation('unlockAdom', {
    toInit: (oid: number) => ({ params: { path: { oid } } }),
    onSuccess: (lock, oid) => store(oid, lock),
  });
}
