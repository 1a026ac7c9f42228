import { useMutation } from '@tanstack/react-query';
import { api, call } from '@/lib/api/client.ts';
import type { components } from '@generated/api/schema.ts';

export type PasswordChangeRequest = components['schemas']['PasswordChangeRequest'];

/** changePassword: sets an administrator's password (old password empty unless it is one's own account). */
export function useChangePassword() {
  return useMutation({
    mutationKey: ['changePassword'],
    mutationFn: (body: PasswordChangeRequest) => call(api.POST('/gui/sys/admin/password', { body })),
  });
}
