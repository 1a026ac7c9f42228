// generated from specs/openapi.yaml; do not edit, run npm run codegen
/* The adom operations: an endpoint and a hook each (see src/lib/api/endpoint.ts). */
import { endpoint, useEndpointQuery, type EndpointQueryOptions, useEndpointMutation, type EndpointMutationOptions, type ApiData, type EndpointInit } from '../endpoint.ts';

/**
 * Switch ADOM.
 * ADOM selector and picker switch the session's ADOM (original call /gui/session/adom, verb change, parameter oid). Answers the ADOM now in use; the mock cannot echo the request, so pick the matching named example.
 *
 * `POST /gui/session/adom`
 */
export const changeAdom = /*#__PURE__*/ endpoint("changeAdom", {});
/** useMutation of changeAdom. */
export function useChangeAdom<TVariables = EndpointInit<"changeAdom", never>, TData = ApiData<"changeAdom">, TContext = unknown>(
  options?: EndpointMutationOptions<"changeAdom", never, TVariables, TData, TContext>,
) {
  return useEndpointMutation(changeAdom, options);
}

/**
 * ADOM of the session.
 * The ADOM the session works in (the selector's value); after sign-in it is the admin's default ADOM.
 *
 * `GET /gui/session/adom`
 */
export const getCurrentAdom = /*#__PURE__*/ endpoint("getCurrentAdom", {});
/** useQuery of getCurrentAdom. */
export function useGetCurrentAdom<TQueryFnData = ApiData<"getCurrentAdom">, TData = TQueryFnData>(
  init?: EndpointInit<"getCurrentAdom", never>,
  options?: EndpointQueryOptions<"getCurrentAdom", TQueryFnData, TData>,
) {
  return useEndpointQuery(getCurrentAdom, init, options);
}

/**
 * ADOMs the admin may open.
 * ADOM selector and the ADOM picker of the start-up order. Each ADOM carries its lock as the signed-in admin sees it (unlocked, locked by me, locked by another admin, or held by an IPS lock). With only one accessible ADOM, switching says 'You have only one ADOM.'
 *
 * `GET /gui/adoms`
 */
export const listAdoms = /*#__PURE__*/ endpoint("listAdoms", {});
/** useQuery of listAdoms. */
export function useListAdoms<TQueryFnData = ApiData<"listAdoms">, TData = TQueryFnData>(
  init?: EndpointInit<"listAdoms", never>,
  options?: EndpointQueryOptions<"listAdoms", TQueryFnData, TData>,
) {
  return useEndpointQuery(listAdoms, init, options);
}

/**
 * Lock an ADOM.
 * ADOM lock button (workspace mode only): restricted admins, and other admins with read-write on the adom_lock privilege on a unit that is not an HA secondary. Answers the new lock.
 *
 * `POST /gui/adoms/{oid}/lock`
 */
export const lockAdom = /*#__PURE__*/ endpoint("lockAdom", { invalidates: ["listAllAdoms"] });
/** useMutation of lockAdom; reads listAllAdoms again after it. */
export function useLockAdom<TVariables = EndpointInit<"lockAdom", never>, TData = ApiData<"lockAdom">, TContext = unknown>(
  options?: EndpointMutationOptions<"lockAdom", never, TVariables, TData, TContext>,
) {
  return useEndpointMutation(lockAdom, options);
}

/**
 * Unlock an ADOM.
 * ADOM unlock button, shown when the ADOM is locked by the signed-in admin. Answers the new lock.
 *
 * `POST /gui/adoms/{oid}/unlock`
 */
export const unlockAdom = /*#__PURE__*/ endpoint("unlockAdom", { invalidates: ["listAllAdoms"] });
/** useMutation of unlockAdom; reads listAllAdoms again after it. */
export function useUnlockAdom<TVariables = EndpointInit<"unlockAdom", never>, TData = ApiData<"unlockAdom">, TContext = unknown>(
  options?: EndpointMutationOptions<"unlockAdom", never, TVariables, TData, TContext>,
) {
  return useEndpointMutation(unlockAdom, options);
}
