import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '@generated/api/schema.ts';
import { learnFromResponse, preferHeader } from './mock-controls.ts';
import { connection } from './connection.ts';
import { ApiError } from './errors.ts';

const CSRF_KEY = 'console.csrf';
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const csrf = {
  get: () => sessionStorage.getItem(CSRF_KEY) ?? '',
  set: (token: string) => sessionStorage.setItem(CSRF_KEY, token),
  clear: () => sessionStorage.removeItem(CSRF_KEY),
};

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
      const body = isJson ? await request.clone().json().catch(() => undefined) : undefined;
      const prefer = preferHeader(request.method, schemaPath, { path: params.path as Record<string, unknown>, body });
      if (prefer) request.headers.set('Prefer', prefer);
    }
    return request;
  },
  async onResponse({ request, response, schemaPath }) {
    connection.reportSuccess();
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
  onError({ error }) {
    // fetch itself failed: the appliance cannot be reached
    connection.reportFailure();
    return error instanceof Error ? error : new Error(String(error));
  },
};

/** The one client of the console's API; every call goes through it. */
export const api = createClient<paths>({ baseUrl: `${globalThis.location?.origin ?? 'http://localhost'}/api` });
api.use(middleware);

/** Unwraps an openapi-fetch result: the data, or the ApiError thrown by the middleware. */
export async function call<T>(promise: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await promise;
  if (error !== undefined) throw error instanceof ApiError ? error : new ApiError(response.status, error);
  return data as T;
}
