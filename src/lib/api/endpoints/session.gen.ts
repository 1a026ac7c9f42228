// generated from specs/openapi.yaml; do not edit, run npm run codegen
/* The session operations: an endpoint and a hook each (see src/lib/api/endpoint.ts). */
import { constants } from '@generated/catalog/constants.ts';
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
 * System configuration of the session.
 * Read once after sign-in and whenever the persona of the session changes. Everything the role and permission rules need comes from here: variant (manager or analyzer), user type, cloud sign-in, password state (expired, non-conforming, forced, default), HA role, offline and collector modes, the admin profile (super user, able-to-change-password flag, data masking, privileges), restricted admin, single sign-on flags, features (analyzer, privacy tool, container, workspace mode, extension debugger, fabric role), the ADOM defaults and whether the startup wizard is complete. One named example per persona.
 *
 * `GET /gui/sys/config`
 */
export const getSysConfig = /*#__PURE__*/ endpoint("getSysConfig", { staleTime: Infinity });
/** useQuery of getSysConfig. */
export function useGetSysConfig<TQueryFnData = ApiData<"getSysConfig">, TData = TQueryFnData>(
  init?: EndpointInit<"getSysConfig", never>,
  options?: EndpointQueryOptions<"getSysConfig", TQueryFnData, TData>,
) {
  return useEndpointQuery(getSysConfig, init, options);
}

/**
 * Appliance identity.
 * Host name for the header title, product name and build for the header's right side and the about/view-details panels (original call /gui/sys/info, verb get).
 *
 * `GET /gui/sys/info`
 */
export const getSysInfo = /*#__PURE__*/ endpoint("getSysInfo", { staleTime: constants.cache.referenceDataMs });
/** useQuery of getSysInfo. */
export function useGetSysInfo<TQueryFnData = ApiData<"getSysInfo">, TData = TQueryFnData>(
  init?: EndpointInit<"getSysInfo", never>,
  options?: EndpointQueryOptions<"getSysInfo", TQueryFnData, TData>,
) {
  return useEndpointQuery(getSysInfo, init, options);
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
