import { useApiQuery } from '@/lib/api/operations.ts';
import { useSession } from '@/lib/session/index.ts';
import { useListTasks } from '@/features/shell-tools/tasks/index.ts';
import { useListNotifications } from '@/features/notices/notification-bell/index.ts';

/** getSysLicense, shared by the overview and the firmware upgrade dialog (one cache entry). */
export function useSysLicense() {
  const { signedIn } = useSession();
  return useApiQuery('getSysLicense', undefined, { enabled: signedIn, staleTime: 5 * 60_000 });
}

/*
 * Tasks and notifications are read through the features' own queries, so the overview, the task monitor,
 * the task dropdown and the bell share one cache entry each and the appliance is polled once, not twice.
 */
export const useTasks = useListTasks;
export const useNotifications = useListNotifications;
