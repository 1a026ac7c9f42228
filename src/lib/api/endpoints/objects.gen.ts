// generated from specs/openapi.yaml; do not edit, run npm run codegen
/* The objects operations: an endpoint and a hook each (see src/lib/api/endpoint.ts). */
import { endpoint, useEndpointQuery, type EndpointQueryOptions, useEndpointMutation, type EndpointMutationOptions, type ApiData, type EndpointInit } from '../endpoint.ts';

/**
 * Create a configuration object.
 * Create New and Clone on an object screen add the object as the kind's form describes it. Original call: JSON-RPC add on pm/config/adom/{adom}/obj/{category}.
 *
 * `POST /gui/adom/{adom}/obj/{kind}`
 */
export const createConfigObject = /*#__PURE__*/ endpoint("createConfigObject", {}, "adom");
/** useMutation of createConfigObject. */
export function useCreateConfigObject<TVariables = EndpointInit<"createConfigObject", "adom">, TData = ApiData<"createConfigObject">, TContext = unknown>(
  options?: EndpointMutationOptions<"createConfigObject", "adom", TVariables, TData, TContext>,
) {
  return useEndpointMutation(createConfigObject, options);
}

/**
 * Delete a configuration object.
 * Delete on an object screen removes each selected object (one call per object). Original call: JSON-RPC delete on pm/config/adom/{adom}/obj/{category}/{name}.
 *
 * `DELETE /gui/adom/{adom}/obj/{kind}/{name}`
 */
export const deleteConfigObject = /*#__PURE__*/ endpoint("deleteConfigObject", {}, "adom");
/** useMutation of deleteConfigObject. */
export function useDeleteConfigObject<TVariables = EndpointInit<"deleteConfigObject", "adom">, TData = ApiData<"deleteConfigObject">, TContext = unknown>(
  options?: EndpointMutationOptions<"deleteConfigObject", "adom", TVariables, TData, TContext>,
) {
  return useEndpointMutation(deleteConfigObject, options);
}

/**
 * How the ADOM manages its access points.
 * /fortiap/devices/list redirects to /fortiap/centrallist when the ADOM manages its access points centrally; otherwise it lists each FortiGate's access points. The examples are personas of the mock: apCentral (central management on, also the default) and apPerDevice. Original call: JSON-RPC get on /pm/config/adom/{adom}/_adom/options, member central-ap-management (the appliance's ADOM option; the exact member is an assumption of this description).
 *
 * `GET /gui/adom/{adom}/fortiap/management`
 */
export const getApManagement = /*#__PURE__*/ endpoint("getApManagement", {}, "adom");
/** useQuery of getApManagement (the session's ADOM unless the init names one). */
export function useGetApManagement<TQueryFnData = ApiData<"getApManagement">, TData = TQueryFnData>(
  init?: EndpointInit<"getApManagement", "adom">,
  options?: EndpointQueryOptions<"getApManagement", TQueryFnData, TData>,
) {
  return useEndpointQuery(getApManagement, init, options);
}

/**
 * Live state of the ADOM's access points.
 * The managed access points list shows whether each access point is connected now, its address and its connected clients, next to its configuration (listWtps). A failure here leaves the list without live state. Original call: JSON-RPC exec sys/proxy/json forwarding GET /api/v2/monitor/wifi/managed_ap to every FortiGate of the ADOM (target adom/{adom}/group/All_FortiGate), the answers joined.
 *
 * `GET /gui/adom/{adom}/fortiap/status`
 */
export const listApStatus = /*#__PURE__*/ endpoint("listApStatus", { retry: 0 }, "adom");
/** useQuery of listApStatus (the session's ADOM unless the init names one). */
export function useListApStatus<TQueryFnData = ApiData<"listApStatus">, TData = TQueryFnData>(
  init?: EndpointInit<"listApStatus", "adom">,
  options?: EndpointQueryOptions<"listApStatus", TQueryFnData, TData>,
) {
  return useEndpointQuery(listApStatus, init, options);
}

/**
 * Configuration objects of one kind.
 * The object screens of the access-point and switch templates list the ADOM's (or one device's) objects of a kind: SSIDs, AP profiles, switch VLAN definitions, QoS policies, … Each example is named after the kind (`kind` + the kind in PascalCase, e.g. kindVap), so the mock answers each kind with its own objects. Original call: JSON-RPC get on pm/config/adom/{adom}/obj/{category} (or pm/config/device/{device}/vdom/root/{category}).
 *
 * `GET /gui/adom/{adom}/obj/{kind}`
 */
export const listConfigObjects = /*#__PURE__*/ endpoint("listConfigObjects", {}, "adom");
/** useQuery of listConfigObjects (the session's ADOM unless the init names one). */
export function useListConfigObjects<TQueryFnData = ApiData<"listConfigObjects">, TData = TQueryFnData>(
  init: EndpointInit<"listConfigObjects", "adom">,
  options?: EndpointQueryOptions<"listConfigObjects", TQueryFnData, TData>,
) {
  return useEndpointQuery(listConfigObjects, init, options);
}

/**
 * Update a configuration object.
 * Edit on an object screen saves the whole object (its key field may be renamed). Original call: JSON-RPC set on pm/config/adom/{adom}/obj/{category}/{name}.
 *
 * `PUT /gui/adom/{adom}/obj/{kind}/{name}`
 */
export const updateConfigObject = /*#__PURE__*/ endpoint("updateConfigObject", {}, "adom");
/** useMutation of updateConfigObject. */
export function useUpdateConfigObject<TVariables = EndpointInit<"updateConfigObject", "adom">, TData = ApiData<"updateConfigObject">, TContext = unknown>(
  options?: EndpointMutationOptions<"updateConfigObject", "adom", TVariables, TData, TContext>,
) {
  return useEndpointMutation(updateConfigObject, options);
}
