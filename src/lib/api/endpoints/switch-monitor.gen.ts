// generated from specs/openapi.yaml; do not edit, run npm run codegen
/* The switch-monitor operations: an endpoint and a hook each (see src/lib/api/endpoint.ts). */
import { constants } from '@generated/catalog/constants.ts';
import { endpoint, useEndpointQuery, type EndpointQueryOptions, type ApiData, type EndpointInit } from '../endpoint.ts';

/**
 * The switch fabric of every FortiGate of the ADOM.
 * Topology (/fortiswitch/topology) draws each FortiGate with the switches it manages and the links between them, with each switch's state. The seed names the screen but no call; modelled as the proxy the device manager offers to its FortiGates. Original call: JSON-RPC exec sys/proxy/json with target ["adom/{adom name}/group/All_FortiGate"], action get, resource /api/v2/monitor/switch-controller/managed-switch/status; one entry per FortiGate that manages at least one switch.
 *
 * `GET /sys/proxy/adom/{adomOid}/switch-controller/managed-switch/status`
 */
export const listSwitchFabrics = /*#__PURE__*/ endpoint("listSwitchFabrics", { refetchInterval: constants.polling.switchFabricMs }, "adomOid");
/** useQuery of listSwitchFabrics (the session's ADOM unless the init names one). */
export function useListSwitchFabrics<TQueryFnData = ApiData<"listSwitchFabrics">, TData = TQueryFnData>(
  init?: EndpointInit<"listSwitchFabrics", "adomOid">,
  options?: EndpointQueryOptions<"listSwitchFabrics", TQueryFnData, TData>,
) {
  return useEndpointQuery(listSwitchFabrics, init, options);
}

/**
 * The ports of one managed switch.
 * Topology shows the ports of the switch chosen on the graph; Faceplate (/fortiswitch/faceplate) draws them on the switch's front panel with their state, speed, PoE, VLAN, neighbour and counters. The seed names the screens but no call; modelled as the proxy the device manager offers to its FortiGates. Original call: JSON-RPC exec sys/proxy/json with target ["adom/{adom name}/device/{device}"], action get, resource /api/v2/monitor/switch-controller/managed-switch/port-stats?mkey={switch-id}, joined by the FortiGate with the ports' state, PoE and LLDP neighbours of managed-switch/status. Examples are named after the switch asked for (mkey + switch id).
 *
 * `GET /sys/proxy/adom/{adomOid}/device/{device}/switch-controller/managed-switch/port-stats`
 */
export const listSwitchPorts = /*#__PURE__*/ endpoint("listSwitchPorts", { refetchInterval: constants.polling.switchFabricMs }, "adomOid");
/** useQuery of listSwitchPorts (the session's ADOM unless the init names one). */
export function useListSwitchPorts<TQueryFnData = ApiData<"listSwitchPorts">, TData = TQueryFnData>(
  init: EndpointInit<"listSwitchPorts", "adomOid">,
  options?: EndpointQueryOptions<"listSwitchPorts", TQueryFnData, TData>,
) {
  return useEndpointQuery(listSwitchPorts, init, options);
}
