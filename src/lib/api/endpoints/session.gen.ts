// generated from specs/openapi.yaml; do not edit, run npm run codegen
/* The session operations: an endpoint and a hook each (see src/lib/api/endpoint.ts). */
import { endpoint, useEndpointQuery, type EndpointQueryOptions, useEndpointMutation, type EndpointMutationOptions, type ApiData, type EndpointInit } from '../endpoint.ts';

/**
 * Session timeout state.
 * Polled by the shell. A `warning` state opens the Session Timeout modal whose countdown starts at `remaining` (Extend Session or Logout); `expired` returns to sign-in.
 *
 * `GET /gui/session/status`
 */
export const getSessionStatus = /*#__PURE__*/ endpoint("getSessionStatus", { retry: 0 });
/** useQuery of getSessionStatus. */
export function useGetSessionStatus<TQueryFnData = ApiData<"getSessionStatus">, TData = TQueryFnData>(
  init?: EndpointInit<"getSessionStatus", never>,
  options?: EndpointQueryOptions<"getSessionStatus", TQueryFnData, TData>,
) {
  return useEndpointQuery(getSessionStatus, init, options);
}

/**
 * Refresh the session.
 * Debounced mouse and key activity, and Extend Session in the Session Timeout modal, refresh the session so that it does not time out; the answer gives the new lifetime.
 *
 * `POST /gui/session/keepalive`
 */
export const keepSessionAlive = /*#__PURE__*/ endpoint("keepSessionAlive", {});
/** useMutation of keepSessionAlive. */
export function useKeepSessionAlive<TVariables = EndpointInit<"keepSessionAlive", never>, TData = ApiData<"keepSessionAlive">, TContext = unknown>(
  options?: EndpointMutationOptions<"keepSessionAlive", never, TVariables, TData, TContext>,
) {
  return useEndpointMutation(keepSessionAlive, options);
}

/**
 * Sign in.
 * The sign-in page posts the administrator's credentials. The answer carries the anti-CSRF token that every mutating call then sends as `X-CSRF-Token`, and the session cookie. After sign-in the console reads the system configuration (getSysConfig) to run the start-up order (startup wizard, password change, ADOM picker). Wrong credentials answer 401.
 *
 * `POST /gui/session/login`
 */
export const signIn = /*#__PURE__*/ endpoint("signIn", {});
/** useMutation of signIn. */
export function useSignIn<TVariables = EndpointInit<"signIn", never>, TData = ApiData<"signIn">, TContext = unknown>(
  options?: EndpointMutationOptions<"signIn", never, TVariables, TData, TContext>,
) {
  return useEndpointMutation(signIn, options);
}

/**
 * Sign out.
 * Ends the session (profile menu Logout, the Session Timeout modal's Logout, Save and Logout / Discard and Logout after the workspace question, and the sign-out forced by an unresolved VM licence problem).
 *
 * `POST /gui/session/logout`
 */
export const signOut = /*#__PURE__*/ endpoint("signOut", {});
/** useMutation of signOut. */
export function useSignOut<TVariables = EndpointInit<"signOut", never>, TData = ApiData<"signOut">, TContext = unknown>(
  options?: EndpointMutationOptions<"signOut", never, TVariables, TData, TContext>,
) {
  return useEndpointMutation(signOut, options);
}
