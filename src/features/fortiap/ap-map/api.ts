// the feature's texts of the message catalogue, for whatever of it is used first
import './text.ts';
import { useQueryClient } from '@tanstack/react-query';
import type { ApMapFloorMap, ApMapFloorPlanImage, ApMapPlacement, ApMapSite, ApMapSiteAp } from '@generated/types/entities.ts';
import { apiFetch } from '@/lib/api/client.ts';
import { apiQueryKey, useApiQuery } from '@/lib/api/operations.ts';
import { useCurrentAdom } from '@/lib/session/index.ts';

export type { ApMapFloorMap, ApMapPlacement, ApMapSite, ApMapSiteAp };

/** The current ADOM's name ('' until it is known: the map calls wait for it). */
function useAdomName(): string {
  return useCurrentAdom().data?.name ?? '';
}

const sitesInit = (adom: string) => ({ params: { path: { adom } } });
const floorMapsInit = (adom: string) => ({ params: { path: { adom } } });

/** Geographic Map: the ADOM's sites with their location and access points. */
export function useApSites() {
  const adom = useAdomName();
  return useApiQuery('listApSites', sitesInit(adom), { enabled: adom !== '', select: (d) => d as ApMapSite[] });
}

/** Floor Map and Edit Floor Map: the ADOM's floor maps with their plans and placements. */
export function useApFloorMaps() {
  const adom = useAdomName();
  return useApiQuery('listApFloorMaps', floorMapsInit(adom), { enabled: adom !== '', select: (d) => d as ApMapFloorMap[] });
}

/** Replaces one floor map in the cached list, so every screen shows what the appliance now holds. */
function useUpdateCachedFloorMap() {
  const qc = useQueryClient();
  const adom = useAdomName();
  return (mapId: number, patch: Partial<ApMapFloorMap>) =>
    qc.setQueryData(apiQueryKey('listApFloorMaps', floorMapsInit(adom)), (old: unknown) =>
      Array.isArray(old) ? (old as ApMapFloorMap[]).map((m) => (m.id === mapId ? { ...m, ...patch } : m)) : old,
    );
}

/** Saves every placement of one floor map (saveApFloorPlacements); the cached floor maps then hold them. */
export function useSaveFloorPlacements() {
  const adom = useAdomName();
  const update = useUpdateCachedFloorMap();
  return async (mapId: number, placements: ApMapPlacement[]) => {
    await apiFetch('saveApFloorPlacements', { params: { path: { adom, mapId } }, body: { placements } });
    update(mapId, { placements });
  };
}

/** A file's bytes as base64, as uploadApFloorPlan takes them. */
async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return btoa(binary);
}

/** Uploads a floor plan image for one floor map (uploadApFloorPlan); the cached floor map then shows it. */
export function useUploadFloorPlan() {
  const adom = useAdomName();
  const update = useUpdateCachedFloorMap();
  return async (mapId: number, file: File, contentType: 'image/png' | 'image/jpeg' | 'image/svg+xml'): Promise<ApMapFloorPlanImage> => {
    const data = await base64Of(file);
    const image = (await apiFetch('uploadApFloorPlan', { params: { path: { adom, mapId } }, body: { fileName: file.name, contentType, data } })) as ApMapFloorPlanImage;
    update(mapId, image);
    return image;
  };
}
