// generated from specs/openapi.yaml; do not edit, run npm run codegen
/* The workspace operations: an endpoint and a hook each (see src/lib/api/endpoint.ts). */
import { endpoint, useEndpointQuery, type EndpointQueryOptions, useEndpointMutation, type EndpointMutationOptions, type ApiData, type EndpointInit } from '../endpoint.ts';

/**
 * Discard workspace changes.
 * Discard and Logout drops every unsaved change; answers the remaining dirty items (none).
 *
 * `POST /gui/workspace/discard`
 */
export const discardWorkspace = /*#__PURE__*/ endpoint("discardWorkspace", {});
/** useMutation of discardWorkspace. */
export function useDiscardWorkspace<TVariables = EndpointInit<"discardWorkspace", never>, TData = ApiData<"discardWorkspace">, TContext = unknown>(
  options?: EndpointMutationOptions<"discardWorkspace", never, TVariables, TData, TContext>,
) {
  return useEndpointMutation(discardWorkspace, options);
}

/**
 * Unsaved workspace changes.
 * Read at logout: with unsaved changes (devices, object categories, ADOMs, policy packages) the user chooses Save and Logout, Discard and Logout, or Cancel.
 *
 * `GET /gui/workspace/dirty`
 */
export const listDirtyItems = /*#__PURE__*/ endpoint("listDirtyItems", {});
/** useQuery of listDirtyItems. */
export function useListDirtyItems<TQueryFnData = ApiData<"listDirtyItems">, TData = TQueryFnData>(
  init?: EndpointInit<"listDirtyItems", never>,
  options?: EndpointQueryOptions<"listDirtyItems", TQueryFnData, TData>,
) {
  return useEndpointQuery(listDirtyItems, init, options);
}

/**
 * Save the workspace.
 * Save and Logout saves every unsaved change; answers the remaining dirty items (none).
 *
 * `POST /gui/workspace/save`
 */
export const saveWorkspace = /*#__PURE__*/ endpoint("saveWorkspace", {});
/** useMutation of saveWorkspace. */
export function useSaveWorkspace<TVariables = EndpointInit<"saveWorkspace", never>, TData = ApiData<"saveWorkspace">, TContext = unknown>(
  options?: EndpointMutationOptions<"saveWorkspace", never, TVariables, TData, TContext>,
) {
  return useEndpointMutation(saveWorkspace, options);
}
