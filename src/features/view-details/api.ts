import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api/client.ts';

/** getClientIp: the browser's address as the appliance sees it. */
export function useGetClientIp(enabled: boolean) {
  return useQuery({
    queryKey: ['getClientIp'],
    queryFn: () => call(api.GET('/gui/util/ip')),
    staleTime: Infinity,
    enabled,
  });
}
