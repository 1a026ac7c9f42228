import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@/lib/api/client.ts';
import { useSession } from '@/lib/session/index.ts';
import type { components } from '@generated/api/schema.ts';

export type Profile = components['schemas']['Profile'];

export const profileKeys = { profile: ['getProfile'] as const };

/** getProfile: theme and avatar of the signed-in administrator (idle until signed in). */
export function useGetProfile() {
  const { signedIn } = useSession();
  return useQuery({
    queryKey: profileKeys.profile,
    queryFn: () => call(api.GET('/gui/sys/profile')),
    staleTime: Infinity,
    enabled: signedIn,
  });
}

/** saveProfile: stores theme and avatar; the answer is the saved profile. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['saveProfile'],
    mutationFn: (body: Profile) => call(api.PUT('/gui/sys/profile', { body })),
    onSuccess: (profile) => queryClient.setQueryData(profileKeys.profile, profile),
  });
}
