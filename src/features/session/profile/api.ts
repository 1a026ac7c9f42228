import { useQueryClient } from '@tanstack/react-query';
import { endpointKey } from '@/lib/api/endpoint.ts';
import { getProfile, useSaveProfile as useSaveProfileCall } from '@/lib/api/endpoints/profile.gen.ts';
import type { Profile } from '@generated/types/entities.ts';

/** saveProfile, not generated as is: the saved profile it answers becomes getProfile's answer at once (theme, avatar). */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useSaveProfileCall({
    toInit: (body: Profile) => ({ body }),
    onSuccess: (profile) => queryClient.setQueryData(endpointKey(getProfile), profile),
  });
}
