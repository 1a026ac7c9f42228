// the feature's texts of the message catalogue, for whatever of it is used first
import './text.ts';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client.ts';
import { apiQueryKey, useApiQuery } from '@/lib/api/operations.ts';
import type { ObjectKindKey } from './catalog.ts';
import { withSaved, withoutKeys, type ConfigObject } from './logic.ts';

export interface ObjectScope {
  adom: string;
  kind: ObjectKindKey;
  /** a managed device's own objects instead of the ADOM's */
  device?: string;
}

function listInit({ adom, kind, device }: ObjectScope) {
  return { params: { path: { adom, kind }, query: device ? { device } : {} } } as const;
}

export function objectListKey(scope: ObjectScope) {
  return apiQueryKey('listConfigObjects', listInit(scope));
}

/** The objects of a kind (the ADOM's, or one device's). */
export function useConfigObjects(scope: ObjectScope | null) {
  return useApiQuery('listConfigObjects', listInit(scope ?? { adom: '', kind: 'vap' }), {
    enabled: scope !== null,
    select: (d) => d as ConfigObject[],
  });
}

/**
 * Saving and deleting objects. The list in the cache follows each answer at once (the saved object in its place,
 * deleted ones gone), so the screen shows what the appliance accepted without reading every object again.
 */
export function useObjectChanges(scope: ObjectScope | null, keyField: string) {
  const qc = useQueryClient();
  const key = scope ? objectListKey(scope) : null;
  const query = (s: ObjectScope) => (s.device ? { device: s.device } : {});

  function update(change: (list: ConfigObject[]) => ConfigObject[]) {
    if (key) qc.setQueryData<ConfigObject[]>(key as never, (list) => change(list ?? []));
  }

  return {
    /** creates the object; the list gets what was sent, as the appliance accepted it */
    async create(obj: ConfigObject): Promise<void> {
      if (!scope) return;
      await apiFetch('createConfigObject', { params: { path: { adom: scope.adom, kind: scope.kind }, query: query(scope) }, body: obj });
      update((list) => withSaved(list, obj, keyField));
    },
    /** saves the object that was named `previousKey` (its name may have changed) */
    async update(previousKey: string, obj: ConfigObject): Promise<void> {
      if (!scope) return;
      await apiFetch('updateConfigObject', {
        params: { path: { adom: scope.adom, kind: scope.kind, name: previousKey }, query: query(scope) },
        body: obj,
      });
      update((list) => withSaved(list, obj, keyField, previousKey));
    },
    /** deletes each object in turn; resolves with those deleted and the first failure, if any */
    async remove(keys: readonly string[]): Promise<{ deleted: string[]; failed?: { key: string; error: unknown } }> {
      const deleted: string[] = [];
      if (!scope) return { deleted };
      try {
        for (const name of keys) {
          try {
            await apiFetch('deleteConfigObject', { params: { path: { adom: scope.adom, kind: scope.kind, name }, query: query(scope) } });
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

/** The managed FortiGates of the ADOM, for choosing whose objects a device screen shows. */
export function useManagedFortiGates(adom: string | undefined) {
  return useApiQuery('listManagedDevices', { params: { path: { adom: adom ?? '' } } }, {
    enabled: !!adom,
    select: (devices) => devices.filter((d) => d.os_type === 'FortiGate' && d.mgmt_mode !== 'fmg').map((d) => d.name).sort((a, b) => a.localeCompare(b)),
  });
}
