import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@/lib/api/client.ts';
import { sessionKeys } from '@/lib/session/index.ts';
import type { components } from '@generated/api/schema.ts';

export type Adom = components['schemas']['Adom'];
export type AdomLock = components['schemas']['AdomLock'];

export const adomKeys = {
  list: ['listAdoms'] as const,
};

/** listAdoms: ADOMs the admin may open, each with its lock. */
export function useListAdoms(enabled = true) {
  return useQuery({
    queryKey: adomKeys.list,
    queryFn: () => call(api.GET('/gui/adoms')),
    enabled,
  });
}

/**
 * changeAdom: switches the session's ADOM. Everything cached belongs to the previous ADOM, so all other answers
 * are refetched; the new current ADOM comes from the answer.
 */
export function useChangeAdom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['changeAdom'],
    mutationFn: (oid: number) => call(api.POST('/gui/session/adom', { body: { oid } })),
    onSuccess: async (adom) => {
      queryClient.setQueryData(sessionKeys.currentAdom, adom);
      await queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] !== sessionKeys.currentAdom[0] || q.queryKey[1] !== sessionKeys.currentAdom[1],
      });
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
  return useMutation({
    mutationKey: ['lockAdom'],
    mutationFn: (oid: number) => call(api.POST('/gui/adoms/{oid}/lock', { params: { path: { oid } } })),
    onSuccess: (lock, oid) => store(oid, lock),
  });
}

/** unlockAdom: releases the lock held by the signed-in admin. */
export function useUnlockAdom() {
  const store = useStoreLock();
  return useMutation({
    mutationKey: ['unlockAdom'],
    mutationFn: (oid: number) => call(api.POST('/gui/adoms/{oid}/unlock', { params: { path: { oid } } })),
    onSuccess: (lock, oid) => store(oid, lock),
  });
}
