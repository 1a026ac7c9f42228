import { useQuery } from '@tanstack/react-query';
import { constants } from '@generated/catalog/constants.ts';
import { api, call } from '@/lib/api/client.ts';
import { useSession } from '@/lib/session/index.ts';

/** Shared reads of the overview and the task monitor. */
export const moduleKeys = {
  license: ['sys', 'license'] as const,
  tasks: ['tasks', 'list'] as const,
  notifications: ['notifications', 'list'] as const,
};

export function useSysLicense() {
  const { signedIn } = useSession();
  return useQuery({ queryKey: moduleKeys.license, queryFn: () => call(api.GET('/gui/sys/license')), enabled: signedIn, staleTime: 5 * 60_000 });
}

export function useTasks() {
  const { signedIn } = useSession();
  return useQuery({
    queryKey: moduleKeys.tasks,
    queryFn: () => call(api.GET('/gui/tasks')),
    enabled: signedIn,
    refetchInterval: constants.polling.tasksMs,
  });
}

export function useNotifications(enabled = true) {
  const { signedIn } = useSession();
  return useQuery({
    queryKey: moduleKeys.notifications,
    queryFn: () => call(api.GET('/gui/notifications')),
    enabled: signedIn && enabled,
    refetchInterval: constants.polling.notificationsMs,
  });
}
