import { useApiMutation } from '@/lib/api/operations.ts';
import type { components } from '@generated/api/schema.ts';

export type PasswordChangeRequest = components['schemas']['PasswordChangeRequest'];

/** changePassword: sets an administrator's password (old password empty unless it is one's own account). */
export function useChangePassword() {
  return useApiMutation('changePassword', { toInit: (body: PasswordChangeRequest) => ({ body }) });
}
