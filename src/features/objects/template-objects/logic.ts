import type { RJSFSchema } from '@rjsf/utils';

/** One configuration object as the appliance gives it: its fields by name. */
export type ConfigObject = Record<string, unknown>;

/** The name of an object: its kind's key field. */
export function objectKey(obj: ConfigObject, keyField: string): string {
  const v = obj[keyField];
  return v === undefined || v === null ? '' : String(v);
}

/**
 * A free name for a copy: `<name>_copy`, then `<name>_copy2`, … (not one of `taken`), cut so that it keeps within
 * the key field's maximum length.
 */
export function cloneName(name: string, taken: ReadonlySet<string>, maxLength = 35): string {
  for (let i = 1; ; i++) {
    const suffix = i === 1 ? '_copy' : `_copy${i}`;
    const candidate = name.slice(0, Math.max(1, maxLength - suffix.length)) + suffix;
    if (!taken.has(candidate)) return candidate;
  }
}

/** The copy Clone opens: every field of the object, under a free name. */
export function cloneObject(obj: ConfigObject, keyField: string, taken: ReadonlySet<string>, maxLength?: number): ConfigObject {
  return { ...structuredClone(obj), [keyField]: cloneName(objectKey(obj, keyField), taken, maxLength) };
}

/** The list after a save: the object replaces the one it was (`previousKey`), or is added at the end. */
export function withSaved(list: readonly ConfigObject[], saved: ConfigObject, keyField: string, previousKey?: string): ConfigObject[] {
  const at = previousKey === undefined ? -1 : list.findIndex((o) => objectKey(o, keyField) === previousKey);
  if (at < 0) return [...list, saved];
  return list.map((o, i) => (i === at ? saved : o));
}

/** The list without the objects named in `keys`. */
export function withoutKeys(list: readonly ConfigObject[], keys: ReadonlySet<string>, keyField: string): ConfigObject[] {
  return list.filter((o) => !keys.has(objectKey(o, keyField)));
}

type OptionSchema = { const?: unknown; title?: string };

/** The titles of a field's options (`oneOf` of const+title), for showing a stored value as the form shows it. */
function optionTitles(field: RJSFSchema | undefined): Map<unknown, string> | undefined {
  const options = (field?.oneOf ?? (field?.items as RJSFSchema | undefined)?.oneOf) as OptionSchema[] | undefined;
  if (!options) return undefined;
  return new Map(options.filter((o) => o.title !== undefined).map((o) => [o.const, o.title!]));
}

export interface CellTextOptions {
  /** text of an empty value */
  none: string;
  /** text of a list of objects (e.g. rules): its count */
  entries: (count: number) => string;
}

/**
 * A field's value as a list cell shows it, read through the kind's form schema: an option by its title, a list of
 * options joined, a list of objects by their count, nothing as `none`.
 */
export function cellText(value: unknown, field: RJSFSchema | undefined, opts: CellTextOptions): string {
  if (value === undefined || value === null || value === '') return opts.none;
  const titles = optionTitles(field);
  if (Array.isArray(value)) {
    if (!value.length) return opts.none;
    if (value.some((v) => typeof v === 'object' && v !== null)) return opts.entries(value.length);
    return value.map((v) => titles?.get(v) ?? String(v)).join(', ');
  }
  if (typeof value === 'object') return opts.entries(Object.keys(value).length);
  return titles?.get(value) ?? String(value);
}

/** The `itemField` of each entry of a list field, joined (the FortiGate names of an extender's scope member); none for anything else. */
export function entryFieldText(value: unknown, itemField: string): string {
  if (!Array.isArray(value)) return '';
  return value
    .map((entry) => (typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>)[itemField] : undefined))
    .filter((v) => v !== undefined && v !== null && v !== '')
    .map(String)
    .join(', ');
}

/** The maximum length of the key field, from the form schema (35 when it says none). */
export function keyMaxLength(schema: RJSFSchema, keyField: string): number {
  const field = (schema.properties as Record<string, RJSFSchema> | undefined)?.[keyField];
  return typeof field?.maxLength === 'number' ? field.maxLength : 35;
}
