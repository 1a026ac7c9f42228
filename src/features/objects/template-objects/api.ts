// the feature's texts of the message catalogue, for whatever of it is used first
import './text.ts';
import { useQueryClient } from '@tanstack/react-query';
import { endpointKey, fetchEndpoint } from '@/lib/api/endpoint.ts';
import { createConfigObject, deleteConfigObject, listConfigObjects, updateConfigObject } from '@/lib/api/endpoints/objects.gen.ts';
import type { ObjectKindKey } from './catalog.ts';
import { withSaved, withoutKeys, type ConfigObject } from './logic.ts';

export interface ObjectScope {
  adom: string;
  kind: ObjectKindKey;
  /** a managed device's own objects instead of the ADOM's */
  device?: string;
}

/** The list call of a scope: the ADOM's objects of the kind, or one device's. */
export function objectListInit({ adom, kind, device }: ObjectScope) {
  return { params: { path: { adom, kind }, query: device ? { device } : {} } };
}

/** The list as the screens use it. */
export const asConfigObjects = (list: unknown) => list as ConfigObject[];

/**
 * Saving and deleting objects. The list in the cache follows each answer at once (the saved object in its place,
 * deleted ones gone), so the screen shows what the appliance accepted without reading every object again.
 * Not generated: keeps listConfigObjects' cached answer consistent with createConfigObject, updateConfigObject and
 * deleteConfigObject.
 */
export function useObjectChanges(scope: ObjectScope, keyField: string) {
  const qc = useQueryClient();
  const { params } = objectListInit(scope);
  const at = (name: string) => ({ params: { ...params, path: { ...params.path, name } } });

  function update(change: (list: ConfigObject[]) => ConfigObject[]) {
    qc.setQueryData<ConfigObject[]>(endpointKey(listConfigObjects, objectListInit(scope)) as never, (list) => change(list ?? []));
  }

  return {
    /** creates the object; the list gets what was sent, as the appliance accepted it */
    async create(obj: ConfigObject): Promise<void> {
      await fetchEndpoint(createConfigObject, { params, body: obj });
      update((list) => withSaved(list, obj, keyField));
    },
    /** saves the object that was named `previousKey` (its name may have changed) */
    async update(previousKey: string, obj: ConfigObject): Promise<void> {
      await fetchEndpoint(updateConfigObject, { ...at(previousKey), body: obj });
      update((list) => withSaved(list, obj, keyField, previousKey));
    },
    /** deletes each object in turn; resolves with those deleted and the first failure, if any */
    async remove(keys: readonly string[]): Promise<{ deleted: string[]; failed?: { key: string; error: unknown } }> {
      const deleted: string[] = [];
      try {
        for (const name of keys) {
          try {
            await fetchEndpoint(deleteConfigObject, at(name));
          } catch (error) {
            return { deleted, failed: { key: name, error } };
          }
          deleted.push(name);
        }
        return { deleted };
      } finally {
        update((list) => withoutKeys(list, new Set(deleted), keyField));
      }
    },
  };
}
