/**
 * The query layer: TanStack Query keys, options and hooks for every operation of the spec, keyed by operationId.
 * A renamed or removed operation is a type error here and wherever it is used; parameters, bodies and answers are
 * typed by the spec. No query key is written by hand: every key is `[operationId]` or `[operationId, { params, body }]`,
 * so `apiQueryKey('listAdoms')` matches every cached answer of listAdoms (for invalidation).
 */
import {
  useMutation,
  useQuery,
  type DataTag,
  type QueryFunctionContext,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { apiFetch, type ApiData, type ApiInit, type OperationId } from './client.ts';

export type { ApiData, ApiInit, OperationId };

/** The part of a call that identifies its answer: parameters and body (no signal, serializer or fetch). */
export interface ApiKeyPart {
  params?: unknown;
  body?: unknown;
}

export type ApiQueryKey<K extends OperationId = OperationId> = readonly [K] | readonly [K, ApiKeyPart];

/** Drops undefined values and empty objects, so that `{ query: {} }` and no query make the same key. */
function clean(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || value instanceof Blob) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    const c = clean(v);
    if (c === undefined) continue;
    if (c !== null && typeof c === 'object' && !Array.isArray(c) && !(c instanceof Blob) && !Object.keys(c).length) continue;
    out[k] = c;
  }
  return Object.keys(out).length ? out : undefined;
}

/**
 * The cache key of an operation's answer. Without `init` it is the operation's prefix: every answer of the
 * operation, whatever its parameters (`invalidateQueries({ queryKey: apiQueryKey('listAdoms') })`).
 */
export function apiQueryKey<K extends OperationId>(opId: K, init?: ApiInit<K> | ApiKeyPart): ApiQueryKey<K> {
  const { params, body } = (init ?? {}) as ApiKeyPart;
  const part = clean({ params, body }) as ApiKeyPart | undefined;
  return part ? ([opId, part] as const) : ([opId] as const);
}

/** Whether a cached query holds an answer of one of these operations. */
export function isQueryOf(queryKey: readonly unknown[], ...opIds: OperationId[]): boolean {
  return opIds.includes(queryKey[0] as OperationId);
}

type QueryExtras<K extends OperationId, TQueryFnData> = {
  /** turns the answer into what the cache holds (e.g. tagged text into items); the answer itself by default */
  parse?: (data: ApiData<K>) => TQueryFnData | Promise<TQueryFnData>;
  /** time limit of the call (constants.api.requestTimeoutMs by default) */
  timeoutMs?: number;
};

export type ApiQueryOptions<K extends OperationId, TQueryFnData = ApiData<K>, TData = TQueryFnData> = Omit<
  UseQueryOptions<TQueryFnData, Error, TData, ApiQueryKey<K>>,
  'queryKey' | 'queryFn'
> &
  QueryExtras<K, TQueryFnData>;

/** `init` may be left out when the operation has no required parameter or body. */
type InitArgs<K extends OperationId, O> = undefined extends ApiInit<K>
  ? [init?: ApiInit<K>, options?: O]
  : [init: ApiInit<K>, options?: O];

/**
 * TanStack Query options of an operation: its key and a queryFn that calls it through the one client (passing the
 * query's AbortSignal, so a cancelled query aborts its request). Usable with useQuery, useQueries, fetchQuery and
 * prefetchQuery; the key carries the answer's type for getQueryData / setQueryData.
 */
export function apiQueryOptions<K extends OperationId, TQueryFnData = ApiData<K>, TData = TQueryFnData>(
  opId: K,
  ...[init, options = {}]: InitArgs<K, ApiQueryOptions<K, TQueryFnData, TData>>
) {
  const { parse, timeoutMs, ...rest } = options as ApiQueryOptions<K, TQueryFnData, TData>;
  const queryKey = apiQueryKey(opId, init) as DataTag<ApiQueryKey<K>, TQueryFnData, Error>;
  // what queryOptions() returns, built directly: its overloads cannot be picked for a generic operation
  const options_: UseQueryOptions<TQueryFnData, Error, TData, ApiQueryKey<K>> = {
    ...rest,
    queryKey,
    queryFn: async ({ signal }: QueryFunctionContext<ApiQueryKey<K>>) => {
      const data = await apiFetch(opId, init, { signal, timeoutMs });
      return parse ? parse(data) : (data as TQueryFnData);
    },
  };
  return options_ as typeof options_ & { queryKey: DataTag<ApiQueryKey<K>, TQueryFnData, Error> };
}

/** useQuery of one operation (see apiQueryOptions). */
export function useApiQuery<K extends OperationId, TQueryFnData = ApiData<K>, TData = TQueryFnData>(
  opId: K,
  ...args: InitArgs<K, ApiQueryOptions<K, TQueryFnData, TData>>
) {
  return useQuery(apiQueryOptions<K, TQueryFnData, TData>(opId, ...args));
}

export type ApiMutationOptions<K extends OperationId, TVariables = ApiInit<K>, TData = ApiData<K>, TContext = unknown> = Omit<
  UseMutationOptions<TData, Error, TVariables, TContext>,
  'mutationFn' | 'mutationKey'
> & {
  /** builds the call (params, body) from what `mutate` is given; by default `mutate` is given the call itself */
  toInit?: (variables: TVariables) => ApiInit<K>;
  /** turns the answer into the mutation's result (e.g. tagged text into a message) */
  parse?: (data: ApiData<K>, variables: TVariables) => TData | Promise<TData>;
  /** time limit of the call (constants.api.requestTimeoutMs by default) */
  timeoutMs?: number;
};

/** Mutation options of an operation: mutationKey `[operationId]` and a mutationFn that calls it. */
export function apiMutationOptions<K extends OperationId, TVariables = ApiInit<K>, TData = ApiData<K>, TContext = unknown>(
  opId: K,
  options: ApiMutationOptions<K, TVariables, TData, TContext> = {},
): UseMutationOptions<TData, Error, TVariables, TContext> {
  const { toInit, parse, timeoutMs, ...rest } = options;
  return {
    ...rest,
    mutationKey: [opId],
    mutationFn: async (variables: TVariables) => {
      const init = toInit ? toInit(variables) : (variables as unknown as ApiInit<K>);
      const data = await apiFetch(opId, init, { timeoutMs });
      return parse ? parse(data, variables) : (data as unknown as TData);
    },
  };
}

/** useMutation of one operation (see apiMutationOptions). */
export function useApiMutation<K extends OperationId, TVariables = ApiInit<K>, TData = ApiData<K>, TContext = unknown>(
  opId: K,
  options: ApiMutationOptions<K, TVariables, TData, TContext> = {},
) {
  return useMutation(apiMutationOptions(opId, options));
}
