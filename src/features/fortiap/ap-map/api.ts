// the feature's texts of the message catalogue, for whatever of it is used first
import './text.ts';
import { useQueryClient } from '@tanstack/react-query';
import type { ApMapFloorMap, ApMapFloorPlanImage, ApMapPlacement } from '@generated/types/entities.ts';
import { endpointKey, fetchEndpoint, useAdomRef } from '@/lib/api/endpoint.ts';
import { listApFloorMaps, saveApFloorPlacements, uploadApFloorPlan } from '@/lib/api/endpoints/apmap.gen.ts';
import { base64Of } from './logic/base64.ts';

/**
 * Saving placements and uploading a plan replace that floor map in the cached list (listApFloorMaps), so every screen
 * shows what the appliance now holds without reading the list again (not generated: it writes another operation's cache).
 */
function useFloorMapChange() {
  const qc = useQueryClient();
  const adom = useAdomRef();
  return {
    adom,
    update: (mapId: number, patch: Partial<ApMapFloorMap>) =>
      qc.setQueryData(endpointKey(listApFloorMaps, undefined, adom), (old: unknown) =>
        Array.isArray(old) ? (old as ApMapFloorMap[]).map((m) => (m.id === mapId ? { ...m, ...patch } : m)) : old,
      ),
  };
}

/** Saves every placement of one floor map; the cached floor maps then hold them. */
export function useSaveFloorPlacements() {
  const { adom, update } = useFloorMapChange();
  return async (mapId: number, placements: ApMapPlacement[]) => {
    await fetchEndpoint(saveApFloorPlacements, { params: { path: { mapId } }, body: { placements } }, { adom });
    update(mapId, { placements });
  };
}

/** Uploads a floor plan image for one floor map; the cached floor map then shows it. */
export function useUploadFloorPlan() {
  const { adom, update } = useFloorMapChange();
  return async (mapId: number, file: File, contentType: 'image/png' | 'image/jpeg' | 'image/svg+xml'): Promise<ApMapFloorPlanImage> => {
    const body = { fileName: file.name, contentType, data: await base64Of(file) };
    const image = (await fetchEndpoint(uploadApFloorPlan, { params: { path: { mapId } }, body }, { adom })) as ApMapFloorPlanImage;
    update(mapId, image);
    return image;
  };
}
