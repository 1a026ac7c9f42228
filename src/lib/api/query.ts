import { QueryClient } from '@tanstack/react-query';
import { constants } from '@generated/catalog/constants.ts';
import { ApiError, MalformedAnswerError, TimeoutError } from './errors.ts';

/**
 * Whether a failed read is tried again. A server answer is final (ApiError), so is an answer the console cannot read
 * (asking again brings the same body), a call that already waited its full time limit, and a cancelled one. Only an
 * appliance that could not be reached is retried, constants.api.retryCount times.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError || error instanceof MalformedAnswerError || error instanceof TimeoutError) return false;
  if (error instanceof DOMException && error.name === 'AbortError') return false;
  return failureCount < constants.api.retryCount;
}

/** Exponential back-off: the base delay, then twice as long each time, up to the maximum. */
export function retryDelay(failureCount: number): number {
  const { retryBaseDelayMs, retryMaxDelayMs } = constants.api;
  return Math.min(retryBaseDelayMs * 2 ** failureCount, retryMaxDelayMs);
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: shouldRetry,
        retryDelay,
      },
      mutations: { retry: false },
    },
  });
}
