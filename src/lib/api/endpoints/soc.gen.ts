// generated from specs/openapi.yaml; do not edit, run npm run codegen
/* The soc operations: an endpoint and a hook each (see src/lib/api/endpoint.ts). */
import { endpoint, useEndpointQuery, type EndpointQueryOptions, useEndpointMutation, type EndpointMutationOptions, type ApiData, type EndpointInit } from '../endpoint.ts';

/**
 * Create a policy from policy hits.
 * Create Policy by Hits: the administrator chooses policy-hit rows, the console proposes a policy from the sources, destinations and services of the traffic that hit them (the analyzer's top source addresses and top destinations of those policies), and the administrator saves it, edited or not. The answer is the policy with the id the appliance gave it; it is then listed by listSocPolicies. A name the ADOM already has comes back on the Name field.
 *
 * `POST /gui/adom/{adom}/soc/policies`
 */
export const createSocPolicy = /*#__PURE__*/ endpoint("createSocPolicy", { invalidates: ["listSocPolicies"] }, "adom");
/** useMutation of createSocPolicy; reads listSocPolicies again after it. */
export function useCreateSocPolicy<TVariables = EndpointInit<"createSocPolicy", "adom">, TData = ApiData<"createSocPolicy">, TContext = unknown>(
  options?: EndpointMutationOptions<"createSocPolicy", "adom", TVariables, TData, TContext>,
) {
  return useEndpointMutation(createSocPolicy, options);
}

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

/**
 * Policies created by hits in the ADOM.
 * Create Policy by Hits lists the firewall policies made from policy hits in the ADOM (Policies Created by Hits), newest first, each with the policies whose hits it was proposed from.
 *
 * `GET /gui/adom/{adom}/soc/policies`
 */
export const listSocPolicies = /*#__PURE__*/ endpoint("listSocPolicies", { staleTime: 30000 }, "adom");
/** useQuery of listSocPolicies (the session's ADOM unless the init names one). */
export function useListSocPolicies<TQueryFnData = ApiData<"listSocPolicies">, TData = TQueryFnData>(
  init?: EndpointInit<"listSocPolicies", "adom">,
  options?: EndpointQueryOptions<"listSocPolicies", TQueryFnData, TData>,
) {
  return useEndpointQuery(listSocPolicies, init, options);
}
