// generated from specs/openapi.yaml; do not edit, run npm run codegen
/* The notifications operations: an endpoint and a hook each (see src/lib/api/endpoint.ts). */
import { constants } from '@generated/catalog/constants.ts';
import { endpoint, useEndpointQuery, type EndpointQueryOptions, type ApiData, type EndpointInit } from '../endpoint.ts';

/**
 * Notifications.
 * Notification bell (not shown to restricted admins): notifications grouped by licence, system, device manager, log, outbreak and SOC fabric, each with a severity (critical, error, warning, notification, information) and the ADOM it concerns.
 *
 * `GET /gui/notifications`
 */
export const listNotifications = /*#__PURE__*/ endpoint("listNotifications", { refetchInterval: constants.polling.notificationsMs });
/** useQuery of listNotifications. */
export function useListNotifications<TQueryFnData = ApiData<"listNotifications">, TData = TQueryFnData>(
  init?: EndpointInit<"listNotifications", never>,
  options?: EndpointQueryOptions<"listNotifications", TQueryFnData, TData>,
) {
  return useEndpointQuery(listNotifications, init, options);
}
