import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { parse as parseYaml } from 'yaml';
import openapiTS, { astToString } from 'openapi-typescript';
import { compile as jsonToTs } from 'json-schema-to-typescript';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import ajvErrors from 'ajv-errors';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import { endpointFiles, endpointTable } from './endpoints.ts';
import { applyObjectKinds, checkObjectKinds, objectFiles, objectRegistrySource, type ObjectKindsCatalog } from './object-kinds.ts';

export interface GeneratedFile {
  /** path relative to generated/ (or to the project root when `base` is 'project') */
  path: string;
  content: string;
  /** the query layer is written beside the client it calls, in src/lib/api/endpoints */
  base?: 'project';
}

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type JsonObject = { [k: string]: Json };

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

export function banner(source: string): string {
  return `// generated from ${source}; do not edit, run npm run codegen\n`;
}

function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function loadDoc(file: string): Json {
  const text = readFileSync(file, 'utf8');
  return (file.endsWith('.json') ? JSON.parse(text) : parseYaml(text)) as Json;
}

function pointerGet(doc: Json, pointer: string, where: string): Json {
  if (!pointer || pointer === '/') return doc;
  let cur: Json = doc;
  for (const raw of pointer.replace(/^\//, '').split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(cur)) cur = cur[Number(key)];
    else if (isObject(cur) && key in cur) cur = cur[key];
    else throw new Error(`${where}: JSON pointer ${pointer} not found`);
  }
  return cur;
}

function pascal(name: string): string {
  return name
    .replace(/\.schema$/, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((s) => s[0].toUpperCase() + s.slice(1))
    .join('');
}

/**
 * Bundles a multi-file OpenAPI document into one. Entity schema files (`*.schema.json`) become named
 * components (by their `title`); every other external `$ref` (path items, examples, parameters) is inlined.
 * `$id`/`$schema` are dropped from bundled schemas so that `#/components/...` refs keep their meaning.
 */
export function bundleOpenApi(rootFile: string): JsonObject {
  const rootPath = resolve(rootFile);
  const rootDoc = loadDoc(rootPath) as JsonObject;
  const components = (rootDoc.components ??= {}) as JsonObject;
  const schemas = (components.schemas ??= {}) as JsonObject;
  const schemaNameByFile = new Map<string, string>();
  const cache = new Map<string, Json>();
  const load = (file: string) => {
    if (!cache.has(file)) cache.set(file, loadDoc(file));
    return cache.get(file)!;
  };

  function registerSchema(file: string): string {
    const known = schemaNameByFile.get(file);
    if (known) return known;
    const doc = load(file) as JsonObject;
    const name = typeof doc.title === 'string' ? doc.title : pascal(basename(file, '.json'));
    schemaNameByFile.set(file, name);
    const copy = structuredClone(doc);
    delete copy.$schema;
    delete copy.$id;
    schemas[name] = walk(copy, file, `#/components/schemas/${name}`);
    return name;
  }

  function walk(node: Json, file: string, localBase: string | null): Json {
    if (Array.isArray(node)) return node.map((n) => walk(n, file, localBase));
    if (!isObject(node)) return node;
    if (typeof node.$ref === 'string') {
      const ref = node.$ref;
      const { $ref: _drop, ...siblings } = node;
      const [target, pointer = ''] = ref.split('#');
      if (!target) {
        // local ref: inside a registered schema it points into that component
        if (file === rootPath || localBase === null) return { ...walkObj(siblings, file, localBase), $ref: ref };
        return { ...walkObj(siblings, file, localBase), $ref: `${localBase}${pointer}` };
      }
      const targetFile = resolve(dirname(file), target);
      if (targetFile === rootPath) return { ...walkObj(siblings, file, localBase), $ref: `#${pointer}` };
      if (!existsSync(targetFile)) throw new Error(`${relative(process.cwd(), file)}: $ref ${ref} not found`);
      if (targetFile.endsWith('.schema.json')) {
        const name = registerSchema(targetFile);
        return { ...walkObj(siblings, file, localBase), $ref: `#/components/schemas/${name}${pointer}` };
      }
      const inlined = walk(structuredClone(pointerGet(load(targetFile), pointer, ref)), targetFile, null);
      return isObject(inlined) ? { ...inlined, ...walkObj(siblings, file, localBase) } : inlined;
    }
    return walkObj(node, file, localBase);
  }

  function walkObj(node: JsonObject, file: string, localBase: string | null): JsonObject {
    const out: JsonObject = {};
    for (const [k, v] of Object.entries(node)) out[k] = walk(v, file, localBase);
    return out;
  }

  // component schemas listed in the root by $ref keep the root's name
  for (const [name, value] of Object.entries(schemas)) {
    if (isObject(value) && typeof value.$ref === 'string' && value.$ref.endsWith('.schema.json')) {
      const file = resolve(dirname(rootPath), value.$ref);
      schemaNameByFile.set(file, name);
      const copy = structuredClone(load(file)) as JsonObject;
      delete copy.$schema;
      delete copy.$id;
      schemas[name] = walk(copy, file, `#/components/schemas/${name}`);
    }
  }
  const bundled = walk(rootDoc, rootPath, null) as JsonObject;
  (bundled.components as JsonObject).schemas = Object.fromEntries(
    Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b)),
  );
  return bundled;
}

export interface OperationInfo {
  operationId: string;
  method: string;
  path: string;
  tag: string;
  /** named examples of the first success response: personas and scenarios that change the answer */
  examples: string[];
  /** every status code the spec documents, for fault injection (`Prefer: code=`) */
  codes: string[];
}

export function operationTable(doc: JsonObject): OperationInfo[] {
  const ops: OperationInfo[] = [];
  for (const [path, item] of Object.entries((doc.paths ?? {}) as JsonObject)) {
    if (!isObject(item)) continue;
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      const responses = (op.responses ?? {}) as JsonObject;
      const codes = Object.keys(responses).sort();
      const success = codes.find((c) => c.startsWith('2'));
      const examples = new Set<string>();
      const response = success ? responses[success] : undefined;
      if (isObject(response) && isObject(response.content)) {
        for (const media of Object.values(response.content)) {
          if (isObject(media) && isObject(media.examples)) Object.keys(media.examples).forEach((e) => examples.add(e));
        }
      }
      ops.push({
        operationId: String(op.operationId ?? `${method} ${path}`),
        method: method.toUpperCase(),
        path,
        tag: Array.isArray(op.tags) ? String(op.tags[0]) : '',
        examples: [...examples].sort(),
        codes,
      });
    }
  }
  return ops.sort((a, b) => a.operationId.localeCompare(b.operationId));
}

function listDir(dir: string, suffix: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(suffix))
    .sort();
}

/** Entity schemas from one folder into a single synthetic root, cross-file refs rewritten to `#/$defs/<Title>`. */
export function entityRoot(dir: string): JsonObject {
  const files = listDir(dir, '.schema.json');
  const titleByFile = new Map<string, string>();
  for (const f of files) {
    const doc = loadDoc(join(dir, f)) as JsonObject;
    titleByFile.set(f, typeof doc.title === 'string' ? doc.title : pascal(basename(f, '.json')));
  }
  const defs: JsonObject = {};
  const rewrite = (node: Json, title: string): Json => {
    if (Array.isArray(node)) return node.map((n) => rewrite(n, title));
    if (!isObject(node)) return node;
    const out: JsonObject = {};
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string') {
        const [target, pointer = ''] = v.split('#');
        const t = target ? titleByFile.get(basename(target)) : title;
        if (!t) throw new Error(`${title}: $ref ${v} is not an entity schema in ${dir}`);
        out[k] = `#/$defs/${t}${pointer}`;
      } else out[k] = rewrite(v, title);
    }
    return out;
  };
  for (const f of files) {
    const doc = structuredClone(loadDoc(join(dir, f))) as JsonObject;
    delete doc.$schema;
    delete doc.$id;
    const title = titleByFile.get(f)!;
    defs[title] = rewrite(doc, title);
  }
  return {
    title: 'Entities',
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(Object.keys(defs).map((t) => [t, { $ref: `#/$defs/${t}` }])),
    $defs: defs,
  };
}

/**
 * Inlines `$ref`s to entity schema files inside a form schema, so the form module is self-contained. A `$ref` to a
 * text, such as a message of the catalogue in an `errorMessage` (`{ "$ref": "../messages/en.json#/password.mismatch" }`),
 * becomes that text: a message the catalogue holds is written once.
 */
export function inlineFormRefs(node: Json, dir: string): Json {
  if (Array.isArray(node)) return node.map((n) => inlineFormRefs(n, dir));
  if (!isObject(node)) return node;
  if (typeof node.$ref === 'string' && !node.$ref.startsWith('#')) {
    const [target, pointer = ''] = node.$ref.split('#');
    const file = resolve(dir, target);
    const { $ref: _drop, ...siblings } = node;
    const found = pointerGet(loadDoc(file), pointer, node.$ref);
    if (typeof found === 'string') {
      if (Object.keys(siblings).length) throw new Error(`${node.$ref}: a text cannot have keywords beside its $ref`);
      return found;
    }
    const doc = structuredClone(found) as JsonObject;
    delete doc.$schema;
    delete doc.$id;
    return { ...(inlineFormRefs(doc, dirname(file)) as JsonObject), ...(inlineFormRefs(siblings, dir) as JsonObject) };
  }
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(node)) out[k] = inlineFormRefs(v, dir);
  return out;
}

/**
 * ajv's standalone code is CommonJS; wrap it as an ES module. `require()`d runtime helpers become imports that
 * behave the same under Vite's and Node's CommonJS interop.
 */
export function wrapValidatorCode(code: string): string {
  const imports: string[] = [];
  const mods = new Map<string, string>();
  const body = code
    .replace(/^"use strict";\s*/, '')
    .replace(/require\("([^"]+)"\)/g, (_m, spec: string) => {
      if (!mods.has(spec)) {
        const id = `__mod${mods.size}`;
        mods.set(spec, id);
        imports.push(
          `import * as ${id}_ns from ${JSON.stringify(spec.endsWith('.js') ? spec : `${spec}.js`)};`,
          `const ${id} = ${id}_ns.default && ${id}_ns.default.__esModule ? ${id}_ns.default : ${id}_ns;`,
        );
      }
      return mods.get(spec)!;
    });
  return [
    ...imports,
    'const exports = {};',
    body.replace(/^\/\*# sourceURL=.*$/gm, ''),
    'export const validateFns = exports;',
  ].join('\n');
}

/** The types of a precompiled validator module (ajv's standalone output is plain JavaScript). */
export function validatorDeclaration(header: string): string {
  return [
    header.trimEnd(),
    "import type { ValidatorFunctions } from '@rjsf/validator-ajv8';",
    '',
    '/** The form schema\'s validators, precompiled by ajv (with ajv-errors), keyed by schema id. */',
    'export declare const validateFns: ValidatorFunctions;',
    '',
  ].join('\n');
}

/**
 * json-schema-to-typescript names a type after a schema's title; a title that starts with no letter (an option
 * such as '2.4 GHz' or a field such as '802.1 TLVs') would be no identifier, so that type stays unnamed.
 */
function stripUnnameableTitles(node: Json): Json {
  if (Array.isArray(node)) return node.map(stripUnnameableTitles);
  if (!isObject(node)) return node;
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === 'title' && typeof v === 'string' && !/^[A-Za-z]/.test(v)) continue;
    out[k] = k === 'properties' && isObject(v) ? Object.fromEntries(Object.entries(v).map(([p, s]) => [p, stripUnnameableTitles(s)])) : stripUnnameableTitles(v);
  }
  return out;
}

/**
 * The app key of every screen of the route catalogue, by group, as literal types: a module's screen map keyed by
 * a misspelled app key fails the type check instead of showing a 404.
 */
export function appKeyTypes(catalog: JsonObject): string[] {
  const byGroup = new Map<string, string[]>();
  const walk = (group: string, routes: Json | undefined) => {
    for (const r of Array.isArray(routes) ? routes : []) {
      if (!isObject(r)) continue;
      if (typeof r.appKey === 'string') byGroup.get(group)!.push(r.appKey);
      walk(group, r.children);
    }
  };
  for (const g of Array.isArray(catalog.groups) ? catalog.groups : []) {
    if (!isObject(g) || typeof g.key !== 'string') continue;
    byGroup.set(g.key, []);
    walk(g.key, g.routes);
  }
  const union = (keys: string[]) => (keys.length ? [...new Set(keys)].sort().map((k) => JSON.stringify(k)).join(' | ') : 'never');
  return [
    '/** The app keys of each route group\'s screens. */',
    'export interface AppKeysByGroup {',
    ...[...byGroup].map(([g, keys]) => `  ${JSON.stringify(g)}: ${union(keys)};`),
    '}',
    '',
    '/** The app key of any screen of the catalogue. */',
    'export type AppKey = AppKeysByGroup[keyof AppKeysByGroup];',
    '',
  ];
}

function stableJson(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

type TokenValue = string | number | boolean;
interface ThemeCatalogDoc {
  modes: Record<'light' | 'dark', { token: Record<string, TokenValue>; components: Record<string, Record<string, TokenValue>> }>;
  components: Record<string, Record<string, TokenValue>>;
  firstScreenTokens: string[];
}

/**
 * The derived tokens the first screen draws with (the catalogue's firstScreenTokens), per mode: antd's light or dark
 * algorithm applied to the mode's seeds, as the console's ConfigProvider applies it. A token antd does not know
 * fails the generation.
 */
export async function firstScreenTokensSource(catalog: ThemeCatalogDoc, header: string): Promise<string> {
  const { theme } = await import('antd');
  const modes: Record<string, Record<string, TokenValue>> = {};
  for (const mode of ['light', 'dark'] as const) {
    const derived = theme.getDesignToken({
      algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
      token: catalog.modes[mode].token,
    }) as unknown as Record<string, TokenValue>;
    modes[mode] = Object.fromEntries(
      catalog.firstScreenTokens.map((name) => {
        if (derived[name] === undefined) throw new Error(`specs/catalog/theme.json: firstScreenTokens names ${name}, which antd does not derive`);
        return [name, derived[name]];
      }),
    );
  }
  // what both modes derive alike (sizes, fonts) is written once
  const shared = Object.fromEntries(
    Object.entries(modes.light!).filter(([name, value]) => JSON.stringify(modes.dark![name]) === JSON.stringify(value)),
  );
  const own = (mode: string) => Object.fromEntries(Object.entries(modes[mode]!).filter(([name]) => !(name in shared)));
  return [
    header,
    '/** The tokens both modes derive alike. */',
    `const shared = ${stableJson(shared)} as const;`,
    '',
    '/** The theme tokens the first screen (sign-in page, page spinner) draws with, per mode, computed by antd\'s algorithm. */',
    'export const firstScreenTokens = {',
    ...(['light', 'dark'] as const).map((mode) => `  ${mode}: ${stableJson(own(mode)).replace(/^\{/, '{\n  ...shared,').replace(/\n/g, '\n  ')},`),
    '} as const;',
    '',
    'export type FirstScreenTokens = (typeof firstScreenTokens)[keyof typeof firstScreenTokens];',
    '',
  ].join('\n');
}

export async function generateAll(root: string): Promise<GeneratedFile[]> {
  const specs = join(root, 'specs');
  const files: GeneratedFile[] = [];

  // 0. Configuration object kinds: checked against their forms and examples before anything uses them
  const obj = objectFiles(specs);
  const objectKinds = existsSync(obj.catalog) ? (loadDoc(obj.catalog) as unknown as ObjectKindsCatalog) : null;
  const loadKindExample = (kind: string) => (existsSync(obj.example(kind)) ? loadDoc(obj.example(kind)) : null);
  if (objectKinds) {
    const routesFile = join(specs, 'catalog', 'route-groups.json');
    const appKeys = new Set<string>();
    if (existsSync(routesFile)) {
      const walk = (routes: unknown) => {
        for (const r of (routes as Array<{ appKey?: string; children?: unknown }>) ?? []) {
          if (r.appKey) appKeys.add(r.appKey);
          walk(r.children);
        }
      };
      for (const g of (loadDoc(routesFile) as { groups: Array<{ routes: unknown }> }).groups) walk(g.routes);
    }
    checkObjectKinds(
      objectKinds,
      (form) => (existsSync(obj.form(form)) ? (loadDoc(obj.form(form)) as JsonObject) : null),
      loadKindExample,
      existsSync(routesFile) ? appKeys : undefined,
    );
    files.push({ path: 'objects/registry.ts', content: objectRegistrySource(objectKinds, banner('specs/catalog/object-kinds.json')) });
  }

  // 1. OpenAPI: bundle, types, operation table
  const openapiFile = join(specs, 'openapi.yaml');
  if (existsSync(openapiFile)) {
    const bundled = bundleOpenApi(openapiFile);
    if (objectKinds) applyObjectKinds(bundled, objectKinds, loadKindExample);
    files.push({
      path: 'openapi.json',
      content: stableJson({ 'x-generated': 'generated from specs/openapi.yaml; do not edit, run npm run codegen', ...bundled }) + '\n',
    });
    const ast = await openapiTS(structuredClone(bundled) as never, { alphabetize: true, rootTypes: true });
    files.push({ path: 'api/schema.ts', content: banner('specs/openapi.yaml') + astToString(ast) });
    const ops = operationTable(bundled);
    const lines = [
      banner('specs/openapi.yaml'),
      '/** Every operation of the console: method, path template and named examples (personas, scenarios). */',
      `export const operations = ${stableJson(Object.fromEntries(ops.map((o) => [o.operationId, { method: o.method, path: o.path, examples: o.examples }])))} as const;`,
      '',
      // apart from the table the console calls through, so the browser does not download what only tests read
      '/** Tag and documented status codes of every operation. */',
      `export const operationDocs = ${stableJson(Object.fromEntries(ops.map((o) => [o.operationId, { tag: o.tag, codes: o.codes }])))} as const;`,
      '',
      'export type OperationId = keyof typeof operations;',
      '',
      '/** `METHOD /path/template` → operationId, as openapi-fetch reports `schemaPath`. */',
      // derived from the table rather than written out again: the browser downloads each path once
      'export const operationByRoute: Record<string, OperationId> = Object.fromEntries(',
      '  (Object.keys(operations) as OperationId[]).map((id) => [`${operations[id].method} ${operations[id].path}`, id]),',
      ');',
      '',
    ];
    files.push({ path: 'api/operations.ts', content: lines.join('\n') });
    const constantsFile = join(specs, 'catalog', 'constants.json');
    const constants = existsSync(constantsFile) ? (loadDoc(constantsFile) as JsonObject) : null;
    files.push(...endpointFiles(endpointTable(bundled, constants), banner('specs/openapi.yaml')));
  }

  // 2. Entities
  const schemaDir = join(specs, 'schemas');
  if (listDir(schemaDir, '.schema.json').length) {
    const ts = await jsonToTs(entityRoot(schemaDir) as never, 'Entities', {
      bannerComment: banner('specs/schemas/*.schema.json'),
      additionalProperties: false,
      unreachableDefinitions: true,
      format: true,
      style: { singleQuote: true, printWidth: 120 },
      strictIndexSignatures: false,
    });
    files.push({ path: 'types/entities.ts', content: ts });
  }

  // 3. Forms
  const formDir = join(specs, 'forms');
  const formNames = listDir(formDir, '.schema.json').map((f) => f.replace(/\.schema\.json$/, ''));
  for (const name of formNames) {
    const source = inlineFormRefs(loadDoc(join(formDir, `${name}.schema.json`)), formDir) as JsonObject;
    // the form's own title and description are written for developers: they become the module's doc comment,
    // not a heading and paragraph on the user's screen
    const { title: formTitle, description: formDescription, $id: _id, ...schema } = source;
    const doc = [formTitle, formDescription].filter((t) => typeof t === 'string' && t).join(': ');
    const uiFile = join(formDir, `${name}.ui.json`);
    const uiSchema = existsSync(uiFile) ? loadDoc(uiFile) : {};
    const code = compileSchemaValidatorsCode(schema as never, {
      AjvClass: Ajv2020,
      ajvOptionsOverrides: { allErrors: true, $data: true },
      ajvFormatOptions: { mode: 'full' },
      extenderFn: (ajv: unknown) => {
        ajvErrors(ajv as never);
        return ajv as never;
      },
    } as never);
    const typeName = `${pascal(name)}FormData`;
    const forType = stripUnnameableTitles(structuredClone(schema)) as JsonObject;
    delete forType.$schema;
    const typeTs = await jsonToTs({ ...forType, title: typeName } as never, typeName, {
      bannerComment: '',
      additionalProperties: false,
      format: true,
      style: { singleQuote: true, printWidth: 120 },
    });
    const header = banner(`specs/forms/${name}.schema.json and ${name}.ui.json`);
    files.push({ path: `forms/validators/${name}.js`, content: [header.trimEnd(), wrapValidatorCode(code), ''].join('\n') });
    files.push({ path: `forms/validators/${name}.d.ts`, content: validatorDeclaration(header) });
    const content = [
      header,
      `import type { RJSFSchema, UiSchema } from '@rjsf/utils';`,
      `export { validateFns } from './validators/${name}.js';`,
      typeTs.trim(),
      '',
      `/** ${String(doc || name).replace(/\*\//g, '*\\/')} */`,
      `export const schema = ${stableJson(schema)} as unknown as RJSFSchema;`,
      '',
      `export const uiSchema: UiSchema = ${stableJson(uiSchema)};`,
      '',
    ].join('\n');
    files.push({ path: `forms/${name}.ts`, content });
  }
  if (formNames.length) {
    files.push({
      path: 'forms/index.ts',
      content: [
        banner('specs/forms/'),
        '/** Each form module is its own chunk: load it when the screen that shows it opens. */',
        'export const formLoaders = {',
        ...formNames.map((n) => `  ${JSON.stringify(n)}: () => import('./${n}.ts'),`),
        '} as const;',
        'export type FormName = keyof typeof formLoaders;',
        '',
      ].join('\n'),
    });
  }

  // 4. Catalogues (each checked against its own schema)
  const catalogDir = join(specs, 'catalog');
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv as never);
  for (const f of listDir(catalogDir, '.json').filter((f) => !f.endsWith('.schema.json'))) {
    const name = f.replace(/\.json$/, '');
    const data = loadDoc(join(catalogDir, f)) as JsonObject;
    const schemaFile = join(catalogDir, `${name}.schema.json`);
    if (!existsSync(schemaFile)) throw new Error(`specs/catalog/${f}: missing ${name}.schema.json`);
    const catSchema = loadDoc(schemaFile) as JsonObject;
    const validate = ajv.compile({ ...catSchema, $id: undefined });
    if (!validate(data)) {
      throw new Error(`specs/catalog/${f} does not match ${name}.schema.json: ${ajv.errorsText(validate.errors)}`);
    }
    const { $schema: _s, ...rest } = data;
    const typeName = `${pascal(name)}Catalog`;
    const schemaForType = structuredClone(catSchema);
    delete schemaForType.$schema;
    delete schemaForType.$id;
    const typeTs = await jsonToTs({ ...schemaForType, title: typeName } as never, typeName, {
      bannerComment: '',
      additionalProperties: false,
      format: true,
      style: { singleQuote: true, printWidth: 120 },
    });
    const ident = name.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
    files.push({
      path: `catalog/${name}.ts`,
      content: [
        banner(`specs/catalog/${f}`),
        typeTs.trim(),
        '',
        `export const ${ident} = ${stableJson(rest)} as const satisfies ${typeName};`,
        '',
        ...(name === 'route-groups' ? appKeyTypes(rest) : []),
      ].join('\n'),
    });
  }

  // 4b. The first screen's theme tokens, derived from the theme catalogue by antd's own algorithm
  const themeFile = join(catalogDir, 'theme.json');
  if (existsSync(themeFile)) {
    files.push({ path: 'catalog/theme-tokens.ts', content: await firstScreenTokensSource(loadDoc(themeFile) as unknown as ThemeCatalogDoc, banner('specs/catalog/theme.json')) });
  }

  // 5. Messages. Groups named in `$lazyGroups` (the key prefix before the first dot) are left out of the catalogue
  // every screen loads: each becomes a module of its own (messages-<group>.ts) that the screens using it register,
  // so the first screen does not download the texts of screens it does not show.
  const messagesFile = join(specs, 'messages', 'en.json');
  if (existsSync(messagesFile)) {
    const { $comment: _c, $lazyGroups: lazyGroups = [], ...messages } = loadDoc(messagesFile) as JsonObject;
    const lazy = new Set(lazyGroups as string[]);
    const groupOf = (key: string) => key.split('.')[0];
    const core = Object.fromEntries(Object.entries(messages).filter(([k]) => !lazy.has(groupOf(k))));
    const lazyKeys = Object.keys(messages).filter((k) => lazy.has(groupOf(k)));
    files.push({
      path: 'messages.ts',
      content: [
        banner('specs/messages/en.json'),
        '/** The language of the catalogue (its file name): numbers, dates and plurals are formatted for it. */',
        `export const locale = ${JSON.stringify(basename(messagesFile, '.json'))};`,
        '',
        `export const messages = ${stableJson(core)} as const;`,
        '',
        ...(lazyKeys.length
          ? [
              `/** Keys of the groups loaded with their screens (${[...lazy].join(', ')}): see messages-<group>.ts. */`,
              `export type LazyMessageKey = ${lazyKeys.map((k) => JSON.stringify(k)).join(' | ')};`,
              '',
              'export type MessageKey = keyof typeof messages | LazyMessageKey;',
            ]
          : ['export type MessageKey = keyof typeof messages;']),
        '',
      ].join('\n'),
    });
    for (const group of lazy) {
      const texts = Object.fromEntries(Object.entries(messages).filter(([k]) => groupOf(k) === group));
      files.push({
        // file names are kebab-case: customView → messages-custom-view.ts
        path: `messages-${group.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.ts`,
        content: [banner('specs/messages/en.json'), `/** The ${group} texts of the message catalogue, registered by the screens that show them. */`, `export const texts = ${stableJson(texts)} as const;`, ''].join('\n'),
      });
    }
  }

  return files.sort((a, b) => a.path.localeCompare(b.path));
}
