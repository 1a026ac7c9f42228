import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api/client.ts';
import { useSession } from '@/lib/session/index.ts';
import { useListTasks } from '@/features/tasks/index.ts';
import { useListNotifications } from '@/features/notifications/index.ts';

/** Shared reads of the overview and the task monitor. */
export const moduleKeys = {
  license: ['sys', 'license'] as const,
};

export function useSysLicense() {
  const { signedIn } = useSession();
  return useQuery({ queryKey: moduleKeys.license, queryFn: () => call(api.GET('/gui/sys/license')), enabled: signedIn, staleTime: 5 * 60_000 });
}

/*
 * Tasks and notifications are read through the features' own queries, so the overview, the task monitor,
 * the task dropdown and the bell share one cache entry each and the appliance is polled once, not twice.
 */
export const useTasks = useListTasks;
export const useNotifications = useListNotifications;
