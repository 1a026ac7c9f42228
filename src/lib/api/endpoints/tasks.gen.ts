// generated from specs/openapi.yaml; do not edit, run npm run codegen
/* The tasks operations: an endpoint and a hook each (see src/lib/api/endpoint.ts). */
import { constants } from '@generated/catalog/constants.ts';
import { endpoint, useEndpointQuery, type EndpointQueryOptions, type ApiData, type EndpointInit } from '../endpoint.ts';

/**
 * Background tasks.
 * Task dropdown of the top bar: each task's title (with %s filled from params), progress and state. Restricted admins see only their own tasks and the task monitor opens the restricted-admin page.
 *
 * `GET /gui/tasks`
 */
export const listTasks = /*#__PURE__*/ endpoint("listTasks", { refetchInterval: constants.polling.tasksMs });
/** useQuery of listTasks. */
export function useListTasks<TQueryFnData = ApiData<"listTasks">, TData = TQueryFnData>(
  init?: EndpointInit<"listTasks", never>,
  options?: EndpointQueryOptions<"listTasks", TQueryFnData, TData>,
) {
  return useEndpointQuery(listTasks, init, options);
}
