import { objectKinds } from '@generated/catalog/object-kinds.ts';
import { objectKindForms, type ObjectKindKey } from '@generated/objects/registry.ts';
import type { FormModule } from '@/lib/forms/schema-form.tsx';

export type { ObjectKindKey };

export interface ObjectColumnDef {
  field: string;
  label: string;
  /** for a list of entries: the entries' field shown, joined */
  itemField?: string;
}

export interface ObjectKindDef {
  key: ObjectKindKey;
  label: string;
  plural: string;
  category: string;
  module: 'wifi' | 'switch' | 'device-manager' | 'policy-objects' | 'fabric' | 'extender' | 'vpn';
  form: string;
  keyField: string;
  columns: readonly ObjectColumnDef[];
  singleton: boolean;
  clone: boolean;
}

export interface ObjectScreenDef {
  kind: ObjectKindDef;
  /** the ADOM's objects, or those of one managed device */
  scope: 'adom' | 'device';
}

export function objectKind(key: ObjectKindKey): ObjectKindDef {
  return { key, ...(objectKinds.kinds[key] as Omit<ObjectKindDef, 'key'>) };
}

/** The object kind a route shows (by its app key), if the route is an object screen. */
export function objectScreenFor(appKey: string): ObjectScreenDef | undefined {
  const screen = (objectKinds.screens as Record<string, { kind: string; scope: 'adom' | 'device' }>)[appKey];
  return screen ? { kind: objectKind(screen.kind as ObjectKindKey), scope: screen.scope } : undefined;
}

/** Every route app key that is an object screen. */
export const objectScreenKeys: readonly string[] = Object.keys(objectKinds.screens);

/** The kind's generated form module (schema, uiSchema, precompiled validator), loaded with its screen. */
export async function loadObjectForm(key: ObjectKindKey): Promise<FormModule> {
  return objectKindForms[key]();
}
