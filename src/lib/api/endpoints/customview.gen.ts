// generated from specs/openapi.yaml; do not edit, run npm run codegen
/* The customview operations: an endpoint and a hook each (see src/lib/api/endpoint.ts). */
import { endpoint, useEndpointQuery, type EndpointQueryOptions, useEndpointMutation, type EndpointMutationOptions, type ApiData, type EndpointInit } from '../endpoint.ts';

/**
 * Create a custom view.
 * New Custom View: blank with a sub-type, or copied from a template (createdFrom, with the template's widgets less those flagged defaultHide); isTemplate is false. The answer carries the new view's uuid, and the console goes to it in edit mode. A refused name comes back on the Name field.
 *
 * `POST /gui/customview/adom/{adom}`
 */
export const createCustomView = /*#__PURE__*/ endpoint("createCustomView", { invalidates: ["listCustomViews"] }, "adom");
/** useMutation of createCustomView; reads listCustomViews again after it. */
export function useCreateCustomView<TVariables = EndpointInit<"createCustomView", "adom">, TData = ApiData<"createCustomView">, TContext = unknown>(
  options?: EndpointMutationOptions<"createCustomView", "adom", TVariables, TData, TContext>,
) {
  return useEndpointMutation(createCustomView, options);
}

/**
 * Delete a custom view.
 * After Confirm Deletion. The console then goes to the first remaining custom view, or with none left to the first dashboard of the fortiview menu; a failed delete is ignored silently.
 *
 * `DELETE /gui/customview/adom/{adom}/{dashId}`
 */
export const deleteCustomView = /*#__PURE__*/ endpoint("deleteCustomView", { invalidates: ["listCustomViews"] }, "adom");
/** useMutation of deleteCustomView; reads listCustomViews again after it. */
export function useDeleteCustomView<TVariables = EndpointInit<"deleteCustomView", "adom">, TData = ApiData<"deleteCustomView">, TContext = unknown>(
  options?: EndpointMutationOptions<"deleteCustomView", "adom", TVariables, TData, TContext>,
) {
  return useEndpointMutation(deleteCustomView, options);
}

/**
 * List the ADOM's custom views and the templates.
 * The fortiview menu lists the ADOM's custom views under Custom Views; New Custom View offers the templates of every ADOM, each shown as '<name> [<ADOM name>]'.
 *
 * `GET /gui/customview/adom/{adom}`
 */
export const listCustomViews = /*#__PURE__*/ endpoint("listCustomViews", { staleTime: 30000 }, "adom");
/** useQuery of listCustomViews (the session's ADOM unless the init names one). */
export function useListCustomViews<TQueryFnData = ApiData<"listCustomViews">, TData = TQueryFnData>(
  init?: EndpointInit<"listCustomViews", "adom">,
  options?: EndpointQueryOptions<"listCustomViews", TQueryFnData, TData>,
) {
  return useEndpointQuery(listCustomViews, init, options);
}

/**
 * Rename a custom view.
 * Rename Custom View; afterwards the console returns to the dashboard's path. A refused name comes back on the Name field.
 *
 * `PUT /gui/customview/adom/{adom}/{dashId}`
 */
export const renameCustomView = /*#__PURE__*/ endpoint("renameCustomView", { invalidates: ["listCustomViews"] }, "adom");
/** useMutation of renameCustomView; reads listCustomViews again after it. */
export function useRenameCustomView<TVariables = EndpointInit<"renameCustomView", "adom">, TData = ApiData<"renameCustomView">, TContext = unknown>(
  options?: EndpointMutationOptions<"renameCustomView", "adom", TVariables, TData, TContext>,
) {
  return useEndpointMutation(renameCustomView, options);
}

/**
 * Save a custom view's widgets and layout.
 * Save in the dashboard editor; every widget's place and size on the 24-column grid (x + w ≤ 24).
 *
 * `PUT /gui/customview/adom/{adom}/{dashId}/layout`
 */
export const saveCustomViewLayout = /*#__PURE__*/ endpoint("saveCustomViewLayout", { invalidates: ["listCustomViews"] }, "adom");
/** useMutation of saveCustomViewLayout; reads listCustomViews again after it. */
export function useSaveCustomViewLayout<TVariables = EndpointInit<"saveCustomViewLayout", "adom">, TData = ApiData<"saveCustomViewLayout">, TContext = unknown>(
  options?: EndpointMutationOptions<"saveCustomViewLayout", "adom", TVariables, TData, TContext>,
) {
  return useEndpointMutation(saveCustomViewLayout, options);
}
