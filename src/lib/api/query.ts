import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './errors.ts';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // a server answer is final; only unreachable-appliance failures are retried
        retry: (count, error) => !(error instanceof ApiError) && count < 1,
      },
      mutations: { retry: false },
    },
  });
}
