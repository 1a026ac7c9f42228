import { useApiMutation } from '@/lib/api/operations.ts';
import type { ApiSchema } from '@/lib/api/schemas.ts';

export type PasswordChangeRequest = ApiSchema<'PasswordChangeRequest'>;

/** changePassword: sets an administrator's password (old password empty unless it is one's own account). */
export function useChangePassword() {
  return useApiMutation('changePassword', { toInit: (body: PasswordChangeRequest) => ({ body }) });
}
