import { useQuery } from '@tanstack/react-query';
import { constants } from '@generated/catalog/constants.ts';
import { api, call } from '@/lib/api/client.ts';
import { useSession } from '@/lib/session/index.ts';
import type { components } from '@generated/api/schema.ts';

export type Task = components['schemas']['Task'];

/** listTasks: background tasks, polled for the task dropdown. */
export function useListTasks(enabled = true) {
  // polling stops the moment the session ends
  const { signedIn } = useSession();
  return useQuery({
    queryKey: ['listTasks'],
    queryFn: () => call(api.GET('/gui/tasks')),
    refetchInterval: constants.polling.tasksMs,
    enabled: signedIn && enabled,
  });
}
