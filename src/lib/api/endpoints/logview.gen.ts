// generated from specs/openapi.yaml; do not edit, run npm run codegen
/* The logview operations: an endpoint and a hook each (see src/lib/api/endpoint.ts). */
import { endpoint, useEndpointQuery, type EndpointQueryOptions, useEndpointMutation, type EndpointMutationOptions, type ApiData, type EndpointInit } from '../endpoint.ts';

/**
 * Cancel a log search.
 * Sent when a newer search replaces this one or the log list is left, so the analyzer stops counting. Mirrors the analyzer's DELETE on logview/adom/{adom}/logsearch/{tid}.
 *
 * `DELETE /gui/logview/adom/{adom}/logsearch/{tid}`
 */
export const cancelLogSearch = /*#__PURE__*/ endpoint("cancelLogSearch", {}, "adom");
/** useMutation of cancelLogSearch. */
export function useCancelLogSearch<TVariables = EndpointInit<"cancelLogSearch", "adom">, TData = ApiData<"cancelLogSearch">, TContext = unknown>(
  options?: EndpointMutationOptions<"cancelLogSearch", "adom", TVariables, TData, TContext>,
) {
  return useEndpointMutation(cancelLogSearch, options);
}

/**
 * A page of a log search, with its progress and total.
 * The log grid fetches the pages the user scrolls to (offset, limit) and keeps only a few of them; the first page comes while the search is still counting (status running, percentage), later polls bring `total`. The CSV export fetches every page in turn. Mirrors the analyzer's GET on logview/adom/{adom}/logsearch/{tid}.
 *
 * `GET /gui/logview/adom/{adom}/logsearch/{tid}`
 */
export const getLogSearchPage = /*#__PURE__*/ endpoint("getLogSearchPage", { staleTime: Infinity, gcTime: 0, retry: 1 }, "adom");
/** useQuery of getLogSearchPage (the session's ADOM unless the init names one). */
export function useGetLogSearchPage<TQueryFnData = ApiData<"getLogSearchPage">, TData = TQueryFnData>(
  init: EndpointInit<"getLogSearchPage", "adom">,
  options?: EndpointQueryOptions<"getLogSearchPage", TQueryFnData, TData>,
) {
  return useEndpointQuery(getLogSearchPage, init, options);
}

/**
 * Stored log files of an ADOM.
 * Log Browse lists the files the analyzer stores for the ADOM's devices, one per device, log type and day, newest first; choosing one opens its logs in the log list. Mirrors the analyzer's logfiles list.
 *
 * `GET /gui/logview/adom/{adom}/logfiles`
 */
export const listLogFiles = /*#__PURE__*/ endpoint("listLogFiles", {}, "adom");
/** useQuery of listLogFiles (the session's ADOM unless the init names one). */
export function useListLogFiles<TQueryFnData = ApiData<"listLogFiles">, TData = TQueryFnData>(
  init?: EndpointInit<"listLogFiles", "adom">,
  options?: EndpointQueryOptions<"listLogFiles", TQueryFnData, TData>,
) {
  return useEndpointQuery(listLogFiles, init, options);
}

/**
 * Log groups of an ADOM.
 * Log Groups lists the ADOM's device groups whose logs are viewed together; opening one shows the log list of its devices. Mirrors the analyzer's log-group list.
 *
 * `GET /gui/logview/adom/{adom}/loggroups`
 */
export const listLogGroups = /*#__PURE__*/ endpoint("listLogGroups", {}, "adom");
/** useQuery of listLogGroups (the session's ADOM unless the init names one). */
export function useListLogGroups<TQueryFnData = ApiData<"listLogGroups">, TData = TQueryFnData>(
  init?: EndpointInit<"listLogGroups", "adom">,
  options?: EndpointQueryOptions<"listLogGroups", TQueryFnData, TData>,
) {
  return useEndpointQuery(listLogGroups, init, options);
}

/**
 * Custom log views of an ADOM.
 * The custom log views (a saved log type, filter, columns and period) that /logview/customviewlogs opens by name.
 *
 * `GET /gui/logview/adom/{adom}/savedviews`
 */
export const listSavedLogViews = /*#__PURE__*/ endpoint("listSavedLogViews", {}, "adom");
/** useQuery of listSavedLogViews (the session's ADOM unless the init names one). */
export function useListSavedLogViews<TQueryFnData = ApiData<"listSavedLogViews">, TData = TQueryFnData>(
  init?: EndpointInit<"listSavedLogViews", "adom">,
  options?: EndpointQueryOptions<"listSavedLogViews", TQueryFnData, TData>,
) {
  return useEndpointQuery(listSavedLogViews, init, options);
}

/**
 * Submit a log search.
 * The log list submits its search (log type and subtype, devices, time range, filter expression, sort) whenever one of them changes and gets a task id back; it then fetches the pages the grid shows (getLogSearchPage) and cancels the search (cancelLogSearch) when a newer one replaces it or the list is left. A malformed filter is refused at once with 400 and its message is shown under the filter bar. Mirrors the analyzer's POST on logview/adom/{adom}/logsearch.
 *
 * `POST /gui/logview/adom/{adom}/logsearch`
 */
export const submitLogSearch = /*#__PURE__*/ endpoint("submitLogSearch", { staleTime: Infinity, gcTime: 0, retry: 0 }, "adom");
/** useMutation of submitLogSearch. */
export function useSubmitLogSearch<TVariables = EndpointInit<"submitLogSearch", "adom">, TData = ApiData<"submitLogSearch">, TContext = unknown>(
  options?: EndpointMutationOptions<"submitLogSearch", "adom", TVariables, TData, TContext>,
) {
  return useEndpointMutation(submitLogSearch, options);
}
