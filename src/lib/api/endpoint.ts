/**
 * What the generated endpoints (`src/lib/api/endpoints/<tag>.gen.ts`) are made of. Codegen emits, for every
 * operation of the spec, one endpoint (`listAdoms`: its cache key, query options and plain call) and one hook
 * (`useListAdoms`, or `useLockAdom` for a call that changes something). The operation's cache rule (`x-query` in the
 * spec: staleTime, gcTime, refetchInterval, retry, and for a change the answers it makes stale) is declared there
 * once and applied here, whoever calls.
 *
 * Operations about an ADOM (`{adom}` by name or `{adomOid}` by object id in their path) take the ADOM from the
 * session: the hook waits until the session's ADOM is known, unless the caller names one (`path: { adom: 'root' }`)
 * or an `AdomScope` above it does.
 */
import { createContext, createElement, useContext, type ReactNode } from 'react';
import {
  useMutation,
  useQuery,
  useQueryClient,
  type DataTag,
  type QueryClient,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { constants } from '@generated/catalog/constants.ts';
import { useSession } from '@/lib/session/session-state.ts';
import { apiFetch, type ApiData, type ApiInit, type CallOptions, type OperationId } from './client.ts';
import { apiQueryKey, apiQueryOptions, isQueryOf, type ApiQueryKey, type ApiQueryOptions } from './operations.ts';

/** How an operation names the ADOM it is about: by name (`{adom}`) or by object id (`{adomOid}`). */
export type AdomParam = 'adom' | 'adomOid';

/** An operation's cache rule, declared once in the spec (`x-query`). */
export interface CacheRule {
  staleTime?: number;
  gcTime?: number;
  refetchInterval?: number;
  retry?: number;
}

export interface EndpointRule extends CacheRule {
  /** answers this change makes stale: read again after it succeeds */
  invalidates?: readonly OperationId[];
}

export interface Endpoint<K extends OperationId, P extends AdomParam | never = never> {
  readonly opId: K;
  readonly adomParam: P | undefined;
  readonly rule: EndpointRule;
}

// ---- the call's init, with the ADOM left to the session --------------------------------------------------------

type InitOf<K extends OperationId> = NonNullable<ApiInit<K>>;
type ParamsOf<K extends OperationId> = InitOf<K> extends { params?: infer P } ? NonNullable<P> : never;

/** No members: a type every object without required members extends. */
type Empty = Record<never, never>;

/** The path parameters without the ADOM, the ADOM optional. */
type LoosePath<Path, P extends string> = Omit<Path, P> & Partial<Pick<Path, Extract<keyof Path, P>>>;
type LooseParams<Params, P extends string> = Params extends { path: infer Path }
  ? Omit<Params, 'path'> & (Empty extends LoosePath<Path, P> ? { path?: LoosePath<Path, P> } : { path: LoosePath<Path, P> })
  : Params;
type LooseInit<K extends OperationId, P extends string> = Omit<InitOf<K>, 'params'> &
  (Empty extends LooseParams<ParamsOf<K>, P> ? { params?: LooseParams<ParamsOf<K>, P> } : { params: LooseParams<ParamsOf<K>, P> });

/** What a call of the endpoint takes: the operation's init, where an ADOM operation may leave its ADOM out. */
export type EndpointInit<K extends OperationId, P extends AdomParam | never = never> = [P] extends [never]
  ? ApiInit<K>
  : LooseInit<K, P>;


// ---- the session's ADOM -----------------------------------------------------------------------------------------

/** The ADOM calls are about: its name and object id. */
export interface AdomRef {
  name: string;
  oid: number;
}

const AdomScopeContext = createContext<AdomRef | null>(null);

/** Makes the ADOM operations below it about this ADOM rather than the session's. */
export function AdomScope({ adom, children }: { adom: AdomRef; children?: ReactNode }) {
  return createElement(AdomScopeContext.Provider, { value: adom }, children);
}

/** The ADOM the session works in (getCurrentAdom; idle until signed in), or the one an AdomScope names. */
export function useAdomRef(needed = true): AdomRef | undefined {
  const scoped = useContext(AdomScopeContext);
  const { signedIn } = useSession();
  const current = useQuery({ ...apiQueryOptions('getCurrentAdom'), enabled: needed && signedIn && !scoped });
  if (!needed) return undefined;
  if (scoped) return scoped;
  const adom = current.data as { name?: string; oid?: number } | undefined;
  return adom?.name !== undefined && adom.oid !== undefined ? { name: adom.name, oid: adom.oid } : undefined;
}

/** The ADOM value of the operation's path parameter. */
function adomValue(param: AdomParam, adom: AdomRef): string | number {
  return param === 'adom' ? adom.name : adom.oid;
}

interface LooseShape {
  params?: { path?: Record<string, unknown> } & Record<string, unknown>;
}

/** Whether the caller named the ADOM itself. */
function namesAdom(param: AdomParam | undefined, init: unknown): boolean {
  return param !== undefined && (init as LooseShape | undefined)?.params?.path?.[param] !== undefined;
}

/** The init with the ADOM filled in from `adom` (the caller's own value wins). */
export function withAdom<K extends OperationId>(param: AdomParam | undefined, init: unknown, adom: AdomRef | undefined): ApiInit<K> {
  if (!param || !adom || namesAdom(param, init)) return init as ApiInit<K>;
  const loose = (init ?? {}) as LooseShape;
  return { ...loose, params: { ...loose.params, path: { ...loose.params?.path, [param]: adomValue(param, adom) } } } as ApiInit<K>;
}

// ---- endpoints --------------------------------------------------------------------------------------------------

/** An operation with its cache rule (what codegen emits for each operation). */
export function endpoint<K extends OperationId, P extends AdomParam | never = never>(
  opId: K,
  rule: EndpointRule = {},
  adomParam?: P,
): Endpoint<K, P> {
  return { opId, rule, adomParam };
}

/**
 * Options of a query hook: everything but the cache rule, which the spec declares once for the operation (an
 * intersection rather than Omit, so TypeScript still infers the answer's type from `parse` and `select`).
 */
export type EndpointQueryOptions<K extends OperationId, TQueryFnData = ApiData<K>, TData = TQueryFnData> = ApiQueryOptions<
  K,
  TQueryFnData,
  TData
> & { staleTime?: never; gcTime?: never };

/** The cache key of an endpoint's answer (no init: every answer of the operation, for invalidation). */
export function endpointKey<K extends OperationId, P extends AdomParam | never>(
  ep: Endpoint<K, P>,
  init?: EndpointInit<K, P>,
  adom?: AdomRef,
): ApiQueryKey<K> {
  return apiQueryKey(ep.opId, init === undefined && !adom ? undefined : withAdom<K>(ep.adomParam, init, adom));
}

/** apiQueryOptions for an init already complete (the ADOM filled in): the generic overloads cannot be picked here. */
const queryOptionsOf = apiQueryOptions as <K extends OperationId, TQueryFnData, TData>(
  opId: K,
  init: ApiInit<K>,
  options: ApiQueryOptions<K, TQueryFnData, TData>,
) => UseQueryOptions<TQueryFnData, Error, TData, ApiQueryKey<K>> & { queryKey: DataTag<ApiQueryKey<K>, TQueryFnData, Error> };

/**
 * TanStack Query options of an endpoint (for useQueries, fetchQuery, prefetchQuery), its cache rule applied. An ADOM
 * operation whose ADOM is neither named nor given waits (enabled false).
 */
export function endpointQueryOptions<K extends OperationId, P extends AdomParam | never, TQueryFnData = ApiData<K>, TData = TQueryFnData>(
  ep: Endpoint<K, P>,
  init?: EndpointInit<K, P>,
  options: EndpointQueryOptions<K, TQueryFnData, TData> & { adom?: AdomRef } = {},
) {
  const { adom, ...rest } = options;
  const { invalidates: _, ...rule } = ep.rule;
  const waiting = ep.adomParam !== undefined && !adom && !namesAdom(ep.adomParam, init);
  const built = queryOptionsOf<K, TQueryFnData, TData>(ep.opId, withAdom<K>(ep.adomParam, init, adom), { ...rule, ...rest });
  return waiting ? { ...built, enabled: false } : built;
}

/** useQuery of an endpoint: the ADOM from the session (or an AdomScope) unless the init names it. */
export function useEndpointQuery<K extends OperationId, P extends AdomParam | never, TQueryFnData = ApiData<K>, TData = TQueryFnData>(
  ep: Endpoint<K, P>,
  init?: EndpointInit<K, P>,
  options: EndpointQueryOptions<K, TQueryFnData, TData> = {},
) {
  const adom = useAdomRef(ep.adomParam !== undefined);
  return useQuery(endpointQueryOptions<K, P, TQueryFnData, TData>(ep, init, { ...options, adom }));
}

/**
 * `refetchOnMount` of a page whose route reads an answer for the page's first frame, where the operation's cache rule
 * asks for it afresh (staleTime 0): an answer younger than the route's wait (constants.session.firstFrameWaitMs) was
 * read for this very page and is not asked for again as the page appears; an older one is, as the rule says.
 */
export function unlessReadForThisPage(query: { state: { dataUpdatedAt: number } }): boolean {
  return Date.now() - query.state.dataUpdatedAt >= constants.session.firstFrameWaitMs;
}

/** Calls the endpoint once, outside the cache (a step of a longer flow). */
export function fetchEndpoint<K extends OperationId, P extends AdomParam | never>(
  ep: Endpoint<K, P>,
  init?: EndpointInit<K, P>,
  options: CallOptions & { adom?: AdomRef } = {},
): Promise<ApiData<K>> {
  const { adom, ...call } = options;
  return apiFetch(ep.opId, withAdom<K>(ep.adomParam, init, adom), call);
}

/** Reads again the answers a change made stale (the endpoint's `invalidates`). */
export function invalidateAfter(client: QueryClient, rule: EndpointRule): Promise<void> {
  const stale = rule.invalidates ?? [];
  if (!stale.length) return Promise.resolve();
  return client.invalidateQueries({ predicate: (q) => isQueryOf(q.queryKey, ...stale) });
}

export type EndpointMutationOptions<K extends OperationId, P extends AdomParam | never, TVariables = EndpointInit<K, P>, TData = ApiData<K>, TContext = unknown> = Omit<
  UseMutationOptions<TData, Error, TVariables, TContext>,
  'mutationFn' | 'mutationKey'
> & {
  /** builds the call (params, body) from what `mutate` is given; by default `mutate` is given the call itself */
  toInit?: (variables: TVariables) => EndpointInit<K, P>;
  /** turns the answer into the mutation's result */
  parse?: (data: ApiData<K>, variables: TVariables) => TData | Promise<TData>;
  /** time limit of the call (constants.api.requestTimeoutMs by default) */
  timeoutMs?: number;
};

/**
 * useMutation of an endpoint: the ADOM from the session unless the call names it; after success the answers the
 * spec says it makes stale are read again before the mutation settles.
 */
export function useEndpointMutation<K extends OperationId, P extends AdomParam | never, TVariables = EndpointInit<K, P>, TData = ApiData<K>, TContext = unknown>(
  ep: Endpoint<K, P>,
  options: EndpointMutationOptions<K, P, TVariables, TData, TContext> = {},
) {
  const client = useQueryClient();
  const sessionAdom = useAdomRef(ep.adomParam !== undefined);
  const { toInit, parse, timeoutMs, onSuccess, ...rest } = options;
  return useMutation<TData, Error, TVariables, TContext>({
    ...rest,
    mutationKey: [ep.opId],
    mutationFn: async (variables: TVariables) => {
      const init = toInit ? toInit(variables) : (variables as unknown as EndpointInit<K, P>);
      const data = await fetchEndpoint(ep, init, { timeoutMs, adom: sessionAdom });
      return parse ? parse(data, variables) : (data as unknown as TData);
    },
    onSuccess: async (...args) => {
      await onSuccess?.(...args);
      await invalidateAfter(client, ep.rule);
    },
  });
}

export type { ApiData, ApiInit, OperationId };
