import { constants } from '@generated/catalog/constants.ts';
import { useApiQuery } from '@/lib/api/operations.ts';
import { useSession } from '@/lib/session/index.ts';
import type { ApiSchema } from '@/lib/api/schemas.ts';

export type Task = ApiSchema<'Task'>;

/** listTasks: background tasks, polled for the task dropdown. */
export function useListTasks(enabled = true) {
  // polling stops the moment the session ends
  const { signedIn } = useSession();
  return useApiQuery('listTasks', undefined, {
    refetchInterval: constants.polling.tasksMs,
    enabled: signedIn && enabled,
  });
}
