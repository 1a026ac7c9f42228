// generated from specs/openapi.yaml; do not edit, run npm run codegen
/* The profile operations: an endpoint and a hook each (see src/lib/api/endpoint.ts). */
import { endpoint, useEndpointQuery, type EndpointQueryOptions, useEndpointMutation, type EndpointMutationOptions, type ApiData, type EndpointInit } from '../endpoint.ts';

/**
 * Change an administrator's password.
 * Password-change dialog (expired, non-conforming, forced, default-password and voluntary changes, and the startup wizard's password step). Sends the user name, the old password (empty unless the admin changes the own account's password, and empty for a default password) and the new one. A failure answers field errors (newpasswd, oldpasswd, user) shown on the fields and as a danger message, and the server's error text.
 *
 * `POST /gui/sys/admin/password`
 */
export const changePassword = /*#__PURE__*/ endpoint("changePassword", {});
/** useMutation of changePassword. */
export function useChangePassword<TVariables = EndpointInit<"changePassword", never>, TData = ApiData<"changePassword">, TContext = unknown>(
  options?: EndpointMutationOptions<"changePassword", never, TVariables, TData, TContext>,
) {
  return useEndpointMutation(changePassword, options);
}

/**
 * Theme and avatar.
 * Profile dialog and the effective theme of the console (own theme, or the global one when useGlobalTheme).
 *
 * `GET /gui/sys/profile`
 */
export const getProfile = /*#__PURE__*/ endpoint("getProfile", { staleTime: Infinity });
/** useQuery of getProfile. */
export function useGetProfile<TQueryFnData = ApiData<"getProfile">, TData = TQueryFnData>(
  init?: EndpointInit<"getProfile", never>,
  options?: EndpointQueryOptions<"getProfile", TQueryFnData, TData>,
) {
  return useEndpointQuery(getProfile, init, options);
}

/**
 * Save theme and avatar.
 * Profile dialog's save; answers the saved settings. A failure (e.g. avatar refused) is shown as a danger message.
 *
 * `PUT /gui/sys/profile`
 */
export const saveProfile = /*#__PURE__*/ endpoint("saveProfile", {});
/** useMutation of saveProfile. */
export function useSaveProfile<TVariables = EndpointInit<"saveProfile", never>, TData = ApiData<"saveProfile">, TContext = unknown>(
  options?: EndpointMutationOptions<"saveProfile", never, TVariables, TData, TContext>,
) {
  return useEndpointMutation(saveProfile, options);
}
