import createClient, { type FetchResponse, type MaybeOptionalInit, type Middleware } from 'openapi-fetch';
import type { paths } from '@generated/api/schema.ts';
import { operationByRoute, operations, type OperationId } from '@generated/api/operations.ts';
import { constants } from '@generated/catalog/constants.ts';
import { EXPLICIT_HEADER, getPersona, learnFromResponse, mockChoice, PERSONA_HEADER } from './mock-controls.ts';
import { connection } from './connection.ts';
import { ApiError, MalformedAnswerError, SpecViolationError, TimeoutError } from './errors.ts';
import { mayCarryViolations } from './violations.ts';
import { storageKeys } from '@/lib/browser/storage-keys.ts';

export type { OperationId };

const CSRF_KEY = storageKeys.csrf;
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** A gateway in front of the appliance answers these when the appliance behind it cannot be reached. */
const GATEWAY_FAILURES = new Set([502, 503, 504]);

export const csrf = {
  get: () => sessionStorage.getItem(CSRF_KEY) ?? '',
  set: (token: string) => sessionStorage.setItem(CSRF_KEY, token),
  clear: () => sessionStorage.removeItem(CSRF_KEY),
};

/** The request member that carries a call's body in mock builds (openapi-fetch copies unknown init members onto the request). */
const MOCK_BODY = 'consoleMockBody';

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => {};
/** The shell registers what happens when the appliance says the session is gone (back to sign-in). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler) {
  onUnauthorized = handler;
}

const middleware: Middleware = {
  async onRequest({ request, schemaPath, params }) {
    if (MUTATING.has(request.method)) request.headers.set('X-CSRF-Token', csrf.get());
    if (__MOCK__) {
      const isJson = request.headers.get('content-type')?.includes('application/json');
      // the body as apiFetch was given it: reading it back from the request waits for a free moment of the main
      // thread, which holds the request back while a screen draws
      const given = (request as Request & { [MOCK_BODY]?: unknown })[MOCK_BODY];
      const body = !isJson ? undefined : given !== undefined ? given : await request.clone().json().catch(() => undefined);
      const choice = mockChoice(request.method, schemaPath, { path: params.path as Record<string, unknown>, query: params.query as Record<string, unknown>, body });
      // the mock appliance keeps what each persona changes apart, and answers a fault or scenario from the example
      request.headers.set(PERSONA_HEADER, getPersona());
      if (choice) request.headers.set('Prefer', choice.prefer);
      if (choice?.explicit) request.headers.set(EXPLICIT_HEADER, '1');
    }
    return request;
  },
  async onResponse({ request, response, schemaPath }) {
    if (GATEWAY_FAILURES.has(response.status)) {
      // the gateway answered, the appliance did not: the same as a refused connection
      connection.reportFailure();
      throw new ApiError(response.status, await response.clone().json().catch(() => undefined));
    }
    connection.reportSuccess();
    // the validating proxy's word on this call: a withheld answer fails the call as a violation, not as a server error
    const report = mayCarryViolations(response) ? await import('./violation-report.ts') : undefined;
    const violation = report ? await report.readViolations(response) : null;
    if (report && violation) {
      const path = new URL(request.url).pathname.replace(/^\/api(?=\/)/, '');
      report.reportViolation({ ...violation, operationId: operationByRoute[`${request.method} ${schemaPath}`], method: request.method, path, status: response.status });
      if (violation.kind === 'response') {
        throw new SpecViolationError(await response.clone().json().catch(() => undefined), violation.messages);
      }
    }
    if (__MOCK__ && response.ok && response.headers.get('content-type')?.includes('json')) {
      learnFromResponse(request.method, schemaPath, await response.clone().json().catch(() => undefined));
    }
    if (response.ok) return response;
    const body = await response
      .clone()
      .json()
      .catch(() => undefined);
    if (response.status === 401 && !schemaPath.startsWith('/gui/session/login')) onUnauthorized();
    throw new ApiError(response.status, body);
  },
  onError({ request, error }) {
    // a call given up (timed out, or cancelled because nobody needs its answer) says nothing about the connection
    if (!request.signal?.aborted) connection.reportFailure();
    return error instanceof Error ? error : new Error(String(error));
  },
};

/** The one client of the console's API; every call goes through it. */
export const api = createClient<paths>({ baseUrl: `${globalThis.location?.origin ?? 'http://localhost'}/api` });
api.use(middleware);

/** Unwraps an openapi-fetch result: the data, or the ApiError thrown by the middleware. */
async function call<T>(promise: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await promise;
  if (error !== undefined) throw error instanceof ApiError ? error : new ApiError(response.status, error);
  return data as T;
}

// ---- calls keyed by operationId: method, path, parameters, body and answer all come from the spec ----

type Route<K extends OperationId> = (typeof operations)[K];
/** The path template of an operation, as a literal type. */
export type ApiPath<K extends OperationId> = Route<K>['path'] & keyof paths;
/** The lower-case HTTP method of an operation, as a literal type. */
export type ApiMethod<K extends OperationId> = Lowercase<Route<K>['method']> & keyof paths[ApiPath<K>];
type PathItem<K extends OperationId> = paths[ApiPath<K>];

/** What a call of the operation takes: `params` (path, query) and `body`, typed by the spec, plus openapi-fetch's request options. */
export type ApiInit<K extends OperationId> = MaybeOptionalInit<PathItem<K>, ApiMethod<K>>;

type SuccessData<R> = R extends { data: infer D; error?: never } ? D : never;
/** What the operation answers on success, typed by the spec. */
export type ApiData<K extends OperationId> = SuccessData<
  FetchResponse<PathItem<K>[ApiMethod<K>] & Record<string | number, unknown>, ApiInit<K>, `${string}/${string}`>
>;

export interface CallOptions {
  /** aborts the call (TanStack Query passes one per query) */
  signal?: AbortSignal;
  /** time limit of this call; constants.api.requestTimeoutMs unless said otherwise (uploads take longer) */
  timeoutMs?: number;
}

/** Where an operation lives: method and path template from the generated operation table. */
export function apiRoute<K extends OperationId>(opId: K): { method: Route<K>['method']; path: Route<K>['path'] } {
  const { method, path } = operations[opId];
  return { method, path };
}

/** The address of an operation without path parameters, with its query: a link the browser downloads from. */
export function apiUrl<K extends OperationId>(opId: K, query: Record<string, string> = {}): string {
  const q = new URLSearchParams(query).toString();
  return `${globalThis.location?.origin ?? ''}/api${operations[opId].path}${q ? `?${q}` : ''}`;
}

/**
 * Calls one operation by its operationId. Every call has a time limit: when the appliance has not answered by then,
 * the request is aborted and the call fails with TimeoutError. A body that cannot be parsed fails with
 * MalformedAnswerError; a failure answer with ApiError; an unreachable appliance with the fetch error.
 */
export async function apiFetch<K extends OperationId>(
  opId: K,
  init?: ApiInit<K>,
  { signal, timeoutMs = constants.api.requestTimeoutMs }: CallOptions = {},
): Promise<ApiData<K>> {
  const { method, path } = operations[opId];
  const controller = new AbortController();
  const forward = () => controller.abort(signal?.reason);
  if (signal?.aborted) forward();
  else signal?.addEventListener('abort', forward, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new TimeoutError(timeoutMs);
      controller.abort(error);
      reject(error);
    }, timeoutMs);
  });
  const request = (api.request as (m: string, p: string, i: object) => ReturnType<typeof api.GET>)(
    method.toLowerCase(),
    path,
    { ...(init as object | undefined), ...(__MOCK__ ? { [MOCK_BODY]: (init as { body?: unknown } | undefined)?.body } : {}), signal: controller.signal },
  );
  try {
    // the race also ends a call whose answer never comes even though the request was aborted
    return (await Promise.race([call(request), timedOut])) as ApiData<K>;
  } catch (error) {
    if (error instanceof SyntaxError) throw new MalformedAnswerError(error);
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forward);
    // the losing side of the race must not surface as an unhandled rejection
    request.catch(() => {});
    timedOut.catch(() => {});
  }
}

// while the connection is lost, this light read tells when the appliance answers again
connection.setProbe(() => apiFetch('getSessionStatus'));
