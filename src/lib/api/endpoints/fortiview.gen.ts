// generated from specs/openapi.yaml; do not edit, run npm run codegen
/* The fortiview operations: an endpoint and a hook each (see src/lib/api/endpoint.ts). */
import { endpoint, useEndpointQuery, type EndpointQueryOptions, useEndpointMutation, type EndpointMutationOptions, type ApiData, type EndpointInit } from '../endpoint.ts';

/**
 * Cancel a widget's data query.
 * The widget cancels its run when one of its options changes or it leaves the page (and no other widget waits for the same query). Mirrors the analyzer's DELETE on fortiview/adom/{adom}/{view}/run/{tid}.
 *
 * `DELETE /gui/fortiview/adom/{adom}/{viewName}/run/{tid}`
 */
export const cancelFortiviewQuery = /*#__PURE__*/ endpoint("cancelFortiviewQuery", {}, "adom");
/** useMutation of cancelFortiviewQuery. */
export function useCancelFortiviewQuery<TVariables = EndpointInit<"cancelFortiviewQuery", "adom">, TData = ApiData<"cancelFortiviewQuery">, TContext = unknown>(
  options?: EndpointMutationOptions<"cancelFortiviewQuery", "adom", TVariables, TData, TContext>,
) {
  return useEndpointMutation(cancelFortiviewQuery, options);
}

/**
 * Progress and rows of a widget's data query.
 * Polled by the widget after runFortiviewQuery: while `status` is running the widget shows the percentage; once done it draws the page of rows (offset, limit; `total` says how many there are). Mirrors the analyzer's GET on fortiview/adom/{adom}/{view}/run/{tid}.
 *
 * `GET /gui/fortiview/adom/{adom}/{viewName}/run/{tid}`
 */
export const getFortiviewResult = /*#__PURE__*/ endpoint("getFortiviewResult", {}, "adom");
/** useQuery of getFortiviewResult (the session's ADOM unless the init names one). */
export function useGetFortiviewResult<TQueryFnData = ApiData<"getFortiviewResult">, TData = TQueryFnData>(
  init: EndpointInit<"getFortiviewResult", "adom">,
  options?: EndpointQueryOptions<"getFortiviewResult", TQueryFnData, TData>,
) {
  return useEndpointQuery(getFortiviewResult, init, options);
}

/**
 * Submit a widget's data query.
 * A dashboard widget submits its query (time range, devices, top-N, sort, filter) for its data view and gets a task id back; it then polls getFortiviewResult until the run is done, showing the percentage meanwhile, and cancels it (cancelFortiviewQuery) when an option changes or the widget leaves the page. Identical queries of several widgets are submitted once. Mirrors the analyzer's own call: POST on fortiview/adom/{adom}/{view}/run.
 *
 * `POST /gui/fortiview/adom/{adom}/{viewName}/run`
 */
export const runFortiviewQuery = /*#__PURE__*/ endpoint("runFortiviewQuery", { staleTime: 60000, gcTime: 60000 }, "adom");
/** useMutation of runFortiviewQuery. */
export function useRunFortiviewQuery<TVariables = EndpointInit<"runFortiviewQuery", "adom">, TData = ApiData<"runFortiviewQuery">, TContext = unknown>(
  options?: EndpointMutationOptions<"runFortiviewQuery", "adom", TVariables, TData, TContext>,
) {
  return useEndpointMutation(runFortiviewQuery, options);
}
