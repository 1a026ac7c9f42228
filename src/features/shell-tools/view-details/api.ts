import { useApiQuery } from '@/lib/api/operations.ts';

/** getClientIp: the browser's address as the appliance sees it. */
export function useGetClientIp(enabled: boolean) {
  return useApiQuery('getClientIp', undefined, { staleTime: Infinity, enabled });
}
