// generated from specs/openapi.yaml; do not edit, run npm run codegen
/* The soc operations: an endpoint and a hook each (see src/lib/api/endpoint.ts). */
import { endpoint, useEndpointQuery, type EndpointQueryOptions, type ApiData, type EndpointInit } from '../endpoint.ts';

/**
 * Outbreak alerts of the ADOM.
 * Outbreak Alerts (/fortisoc/soar/outbreakalerts, where /fortisoc/soar/outbreak also leads) lists the outbreak alerts the threat-intelligence service published, each with its severity, whether the outbreak was detected on the ADOM's managed devices (and which devices), and the advisory it exploits. The console filters, searches and sorts the list itself. Original call: the analyzer's SOC outbreak-alert service, a get on soar/adom/{adom name}/outbreak/alerts (the exact call is not named by the appliance); here a GET.
 *
 * `GET /soar/adom/{adom}/outbreak/alerts`
 */
export const listOutbreakAlerts = /*#__PURE__*/ endpoint("listOutbreakAlerts", {}, "adom");
/** useQuery of listOutbreakAlerts (the session's ADOM unless the init names one). */
export function useListOutbreakAlerts<TQueryFnData = ApiData<"listOutbreakAlerts">, TData = TQueryFnData>(
  init?: EndpointInit<"listOutbreakAlerts", "adom">,
  options?: EndpointQueryOptions<"listOutbreakAlerts", TQueryFnData, TData>,
) {
  return useEndpointQuery(listOutbreakAlerts, init, options);
}
