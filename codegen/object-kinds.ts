import { existsSync } from 'node:fs';
import { join } from 'node:path';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type JsonObject = { [k: string]: Json };

export interface ObjectKindsCatalog {
  kinds: Record<
    string,
    {
      form: string;
      keyField: string;
      columns: Array<{ field: string; label: string; itemField?: string }>;
      dirty?: { type: string; name?: string; nameField?: string };
    }
  >;
  screens: Record<string, { kind: string; scope: string }>;
}

function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The fields of the entries of a list field (`items.properties`); none for any other field. */
function entryFields(field: Json): JsonObject {
  const items = isObject(field) && isObject(field.items) ? field.items : null;
  return items && isObject(items.properties) ? items.properties : {};
}

/** `vap` → kindVap, `security-policy-8021x` → kindSecurityPolicy8021x: the list example of a kind. */
export function kindExampleName(kind: string): string {
  return `kind${kind.split('-').map((s) => s[0].toUpperCase() + s.slice(1)).join('')}`;
}

/**
 * Checks the object-kinds catalogue against the forms it names: every kind has its form, its key field and each
 * column are fields of that form (a column showing a field of a list's entries names a field they have), the key
 * field is required, so is the field naming the kind's dirty item, and every screen names a known kind (and, when
 * the route-group catalogue is given, a known route). A kind that does not hold together stops codegen with its reason.
 */
export function checkObjectKinds(
  catalog: ObjectKindsCatalog,
  loadForm: (form: string) => JsonObject | null,
  loadExample: (kind: string) => Json | null,
  routeAppKeys?: ReadonlySet<string>,
): void {
  const problems: string[] = [];
  for (const [key, kind] of Object.entries(catalog.kinds)) {
    const form = loadForm(kind.form);
    if (!form) {
      problems.push(`kind ${key}: missing specs/forms/${kind.form}.schema.json`);
      continue;
    }
    const props = isObject(form.properties) ? form.properties : {};
    const required = Array.isArray(form.required) ? form.required : [];
    if (!(kind.keyField in props)) problems.push(`kind ${key}: key field '${kind.keyField}' is not a field of ${kind.form}`);
    else if (!required.includes(kind.keyField)) problems.push(`kind ${key}: key field '${kind.keyField}' is not required by ${kind.form}`);
    for (const c of kind.columns) {
      if (!(c.field in props)) problems.push(`kind ${key}: column '${c.field}' is not a field of ${kind.form}`);
      else if (c.itemField !== undefined && !(c.itemField in entryFields(props[c.field]))) {
        problems.push(`kind ${key}: column '${c.field}' shows '${c.itemField}', which is no field of its entries in ${kind.form}`);
      }
    }
    if (kind.dirty?.nameField !== undefined && !required.includes(kind.dirty.nameField)) {
      problems.push(`kind ${key}: the dirty item is named by '${kind.dirty.nameField}', which ${kind.form} does not require`);
    }
    const example = loadExample(key);
    if (example === null) problems.push(`kind ${key}: missing specs/examples/objects/${key}.json`);
    else if (!isObject(example) || !Array.isArray(example.value)) problems.push(`kind ${key}: specs/examples/objects/${key}.json needs a value list`);
  }
  for (const [appKey, screen] of Object.entries(catalog.screens)) {
    if (!(screen.kind in catalog.kinds)) problems.push(`screen ${appKey}: unknown kind '${screen.kind}'`);
    if (routeAppKeys && !routeAppKeys.has(appKey)) problems.push(`screen ${appKey}: no route has this app key`);
  }
  if (problems.length) throw new Error(`specs/catalog/object-kinds.json:\n  ${problems.join('\n  ')}`);
}

/**
 * Fills the bundled document from the catalogue: a parameter marked `x-object-kinds` takes the kinds as its enum,
 * and a response marked `x-object-kind-examples` gets each kind's list example (named by kindExampleName).
 */
export function applyObjectKinds(doc: JsonObject, catalog: ObjectKindsCatalog, loadExample: (kind: string) => Json | null): void {
  const kinds = Object.keys(catalog.kinds).sort();
  const visit = (node: Json) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isObject(node)) return;
    if (node['x-object-kinds'] === true) {
      delete node['x-object-kinds'];
      node.schema = { ...(isObject(node.schema) ? node.schema : {}), enum: kinds };
    }
    if (node['x-object-kind-examples'] === true) {
      delete node['x-object-kind-examples'];
      const examples = (isObject(node.examples) ? node.examples : {}) as JsonObject;
      for (const k of kinds) examples[kindExampleName(k)] = loadExample(k);
      node.examples = examples;
    }
    for (const v of Object.values(node)) visit(v);
  };
  visit(doc);
}

/** generated/objects/registry.ts: each kind's form module, loaded when its screen opens. */
export function objectRegistrySource(catalog: ObjectKindsCatalog, banner: string): string {
  const kinds = Object.keys(catalog.kinds).sort();
  return [
    banner,
    '/** The form module of each configuration object kind (specs/catalog/object-kinds.json), loaded with its screen. */',
    'export const objectKindForms = {',
    ...kinds.map((k) => `  ${JSON.stringify(k)}: () => import('../forms/${catalog.kinds[k].form}.ts'),`),
    '} as const;',
    '',
    'export type ObjectKindKey = keyof typeof objectKindForms;',
    '',
    '/** The list example of each kind in the bundled spec (the mock answers a kind with it). */',
    `export const objectKindExamples: Record<ObjectKindKey, string> = ${JSON.stringify(Object.fromEntries(kinds.map((k) => [k, kindExampleName(k)])), null, 2)};`,
    '',
  ].join('\n');
}

export function objectFiles(specs: string) {
  return {
    catalog: join(specs, 'catalog', 'object-kinds.json'),
    form: (form: string) => join(specs, 'forms', `${form}.schema.json`),
    example: (kind: string) => join(specs, 'examples', 'objects', `${kind}.json`),
    exists: existsSync,
  };
}
