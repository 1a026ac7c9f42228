import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Adom, AdomLock } from '@generated/types/entities.ts';
import { endpointKey } from '@/lib/api/endpoint.ts';
import { isQueryOf } from '@/lib/api/operations.ts';
import { getCurrentAdom, listAdoms, useChangeAdom as useChangeAdomCall } from '@/lib/api/endpoints/adom.gen.ts';

/**
 * changeAdom, not generated as is: everything cached belongs to the previous ADOM, so all other answers are read
 * again and the new current ADOM comes from the answer. The switch is done when the appliance answers: the
 * refetches run on their own, so a call that hangs cannot keep the admin out of the console.
 */
export function useChangeAdom(onChanged?: (adom: Adom) => void) {
  const queryClient = useQueryClient();
  // the caller's follow-up belongs to the mutation, not to the component: it runs even if the dialog that asked
  // was rendered anew while the call was under way (a per-call callback would then be dropped)
  const followUp = useRef(onChanged);
  followUp.current = onChanged;
  return useChangeAdomCall({
    toInit: (oid: number) => ({ body: { oid } }),
    onSuccess: (adom) => {
      queryClient.setQueryData(endpointKey(getCurrentAdom), adom);
      void queryClient.invalidateQueries({ predicate: (q) => !isQueryOf(q.queryKey, 'getCurrentAdom') });
      followUp.current?.(adom);
    },
  });
}

/** Not generated: the lock lockAdom or unlockAdom answers goes into the current ADOM and the ADOM list, so every lock button agrees. */
export function useStoreLock() {
  const queryClient = useQueryClient();
  return (lock: AdomLock, oid: number) => {
    queryClient.setQueryData<Adom>(endpointKey(getCurrentAdom), (adom) => (adom && adom.oid === oid ? { ...adom, lock } : adom));
    queryClient.setQueryData<Adom[]>(endpointKey(listAdoms), (list) => list?.map((a) => (a.oid === oid ? { ...a, lock } : a)));
  };
}
