// generated from specs/openapi.yaml; do not edit, run npm run codegen
/* The apmap operations: an endpoint and a hook each (see src/lib/api/endpoint.ts). */
import { endpoint, useEndpointQuery, type EndpointQueryOptions, useEndpointMutation, type EndpointMutationOptions, type ApiData, type EndpointInit } from '../endpoint.ts';

/**
 * Floor maps of the ADOM's sites, with their floor plans and placements.
 * Floor Map (fortiap/map/floor) shows the chosen floor map's plan with its access points as markers, and a table of the placements; Edit Floor Map starts from it. Images are data URLs (or addresses of the appliance), so the console draws them under its Content-Security-Policy (img-src 'self' data:). Original call: JSON-RPC get on pm/config/adom/{adom name}/obj/wireless-controller/region (the floor plan and its size) joined with the wtp objects' region, region-x and region-y (placements, relative 0…1, answered here in image pixels).
 *
 * `GET /gui/adom/{adom}/apmap/floormaps`
 */
export const listApFloorMaps = /*#__PURE__*/ endpoint("listApFloorMaps", {}, "adom");
/** useQuery of listApFloorMaps (the session's ADOM unless the init names one). */
export function useListApFloorMaps<TQueryFnData = ApiData<"listApFloorMaps">, TData = TQueryFnData>(
  init?: EndpointInit<"listApFloorMaps", "adom">,
  options?: EndpointQueryOptions<"listApFloorMaps", TQueryFnData, TData>,
) {
  return useEndpointQuery(listApFloorMaps, init, options);
}

/**
 * Sites of the ADOM with their access points, for the geographic map.
 * Geographic Map (fortiap/map/gmap) draws each site at its latitude and longitude on a world map drawn from bundled geography (no tile server), with its access points counted up and down, and lists the sites as a table; choosing a site lists its access points and links to its floor maps. Floor Map and Edit Floor Map name the access points of a floor map's site from it. Original calls: device-manager get on /dvmdb/adom/{adom name}/device with fields name, latitude and longitude (a site is a FortiGate with its location), joined with the JSON-RPC forward get on pm/config/adom/{adom oid}/obj/wireless-controller/wtp (listWtps) by 'scope member', after the wtp-id parsing rule (local radios ending in -WIFI0 and ids not matching their platform left out).
 *
 * `GET /gui/adom/{adom}/apmap/sites`
 */
export const listApSites = /*#__PURE__*/ endpoint("listApSites", {}, "adom");
/** useQuery of listApSites (the session's ADOM unless the init names one). */
export function useListApSites<TQueryFnData = ApiData<"listApSites">, TData = TQueryFnData>(
  init?: EndpointInit<"listApSites", "adom">,
  options?: EndpointQueryOptions<"listApSites", TQueryFnData, TData>,
) {
  return useEndpointQuery(listApSites, init, options);
}

/**
 * Save where the access points stand on a floor map.
 * Edit Floor Map's Save writes every placement of the floor map at once (an access point left out is no longer placed on it). On failure the console keeps the edits and says so. Original call: JSON-RPC update on pm/config/adom/{adom name}/obj/wireless-controller/wtp/{wtp-id} of each access point, with region (the floor map's name), region-x and region-y (x / imageWidth, y / imageHeight).
 *
 * `PUT /gui/adom/{adom}/apmap/floormaps/{mapId}/placements`
 */
export const saveApFloorPlacements = /*#__PURE__*/ endpoint("saveApFloorPlacements", {}, "adom");
/** useMutation of saveApFloorPlacements. */
export function useSaveApFloorPlacements<TVariables = EndpointInit<"saveApFloorPlacements", "adom">, TData = ApiData<"saveApFloorPlacements">, TContext = unknown>(
  options?: EndpointMutationOptions<"saveApFloorPlacements", "adom", TVariables, TData, TContext>,
) {
  return useEndpointMutation(saveApFloorPlacements, options);
}

/**
 * Upload a floor map's floor plan image.
 * Edit Floor Map's Upload Floor Plan sends a PNG, JPEG or SVG file of at most 2 MB from the administrator's computer (the console checks type and size first, with the same messages); the floor map then shows the new image. The limits are also in specs/catalog/ap-map.json. Original call: JSON-RPC update on pm/config/adom/{adom name}/obj/wireless-controller/region/{name} with image-type and the image (base64).
 *
 * `PUT /gui/adom/{adom}/apmap/floormaps/{mapId}/image`
 */
export const uploadApFloorPlan = /*#__PURE__*/ endpoint("uploadApFloorPlan", {}, "adom");
/** useMutation of uploadApFloorPlan. */
export function useUploadApFloorPlan<TVariables = EndpointInit<"uploadApFloorPlan", "adom">, TData = ApiData<"uploadApFloorPlan">, TContext = unknown>(
  options?: EndpointMutationOptions<"uploadApFloorPlan", "adom", TVariables, TData, TContext>,
) {
  return useEndpointMutation(uploadApFloorPlan, options);
}
