import { useQueryClient } from '@tanstack/react-query';
import { apiQueryKey, useApiMutation, useApiQuery } from '@/lib/api/operations.ts';
import { useSession } from '@/lib/session/index.ts';
import type { ApiSchema } from '@/lib/api/schemas.ts';

export type Profile = ApiSchema<'Profile'>;

export const profileKeys = { profile: apiQueryKey('getProfile') };

/** getProfile: theme and avatar of the signed-in administrator (idle until signed in). */
export function useGetProfile() {
  const { signedIn } = useSession();
  return useApiQuery('getProfile', undefined, { staleTime: Infinity, enabled: signedIn });
}

/** saveProfile: stores theme and avatar; the answer is the saved profile. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useApiMutation('saveProfile', {
    toInit: (body: Profile) => ({ body }),
    onSuccess: (profile) => queryClient.setQueryData(profileKeys.profile, profile),
  });
}
