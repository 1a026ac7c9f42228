// generated from specs/openapi.yaml; do not edit, run npm run codegen
/* The psirt operations: an endpoint and a hook each (see src/lib/api/endpoint.ts). */
import { endpoint, useEndpointQuery, type EndpointQueryOptions, type ApiData, type EndpointInit } from '../endpoint.ts';

/**
 * PSIRT data of the ADOM.
 * The Vulnerable Devices dialog, the Device Vulnerabilities dialog and the top-bar vulnerability indicator read the ADOM's device vulnerability store: advisories by IR number, the advisories hitting each '<platform>_<version>' present in the ADOM, and the number of devices per risk level. The console matches managed devices, access points, switches and extenders against byPlatform itself. Original call: proxy API GET on /gui/adoms/{adom oid}/dvm/psirt (method get).
 *
 * `GET /gui/adom/{adom}/psirt`
 */
export const getPsirtData = /*#__PURE__*/ endpoint("getPsirtData", {}, "adom");
/** useQuery of getPsirtData (the session's ADOM unless the init names one). */
export function useGetPsirtData<TQueryFnData = ApiData<"getPsirtData">, TData = TQueryFnData>(
  init?: EndpointInit<"getPsirtData", "adom">,
  options?: EndpointQueryOptions<"getPsirtData", TQueryFnData, TData>,
) {
  return useEndpointQuery(getPsirtData, init, options);
}
