/**
 * Which fields of a form are visible and required for the data at hand, read from the form schema's own `if/then/else`
 * rules (at the root or in its root `allOf`), so that no screen restates a condition the spec holds.
 *
 * A property is conditional when the root schema does not require it and some `then` (or `else`) branch names it,
 * in its `required` list or in its `properties`; it is shown while at least one branch naming it applies. A field
 * that belongs to a branch without a rule of its own is named there with an empty schema (`"directory": {}`).
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Schema = boolean | { [key: string]: Json };

export interface ConditionalRule {
  if: Schema;
  then?: Schema;
  else?: Schema;
}

/** Keywords that never change whether data matches. */
const ANNOTATIONS = new Set(['title', 'description', '$comment', 'errorMessage', 'default', 'examples', 'readOnly', 'writeOnly']);

/** The `if/then/else` rules of a form schema: its own and those in its root `allOf`. */
export function conditionalRules(schema: unknown): ConditionalRule[] {
  const rules: ConditionalRule[] = [];
  const collect = (s: unknown) => {
    if (!isObject(s) || !('if' in s)) return;
    rules.push({ if: s.if as Schema, then: s.then as Schema | undefined, else: s.else as Schema | undefined });
  };
  collect(schema);
  if (isObject(schema) && Array.isArray(schema.allOf)) for (const s of schema.allOf) collect(s);
  return rules;
}

/**
 * Whether `value` matches `schema`, for the keywords conditions are written with (type, const, enum, bounds,
 * lengths, pattern, required, properties, items counts, allOf, anyOf, oneOf, not). Any other keyword is a spec
 * error: it throws rather than guess.
 */
export function matches(schema: Schema | undefined, value: unknown): boolean {
  if (schema === undefined || schema === true) return true;
  if (schema === false) return false;
  for (const [key, rule] of Object.entries(schema)) {
    if (ANNOTATIONS.has(key)) continue;
    if (!keywordHolds(key, rule, value)) return false;
  }
  return true;
}

function keywordHolds(key: string, rule: Json, value: unknown): boolean {
  switch (key) {
    case 'type':
      return (Array.isArray(rule) ? rule : [rule]).some((t) => hasType(value, t as string));
    case 'const':
      return deepEqual(rule, value);
    case 'enum':
      return (rule as Json[]).some((v) => deepEqual(v, value));
    case 'minimum':
      return typeof value !== 'number' || value >= (rule as number);
    case 'maximum':
      return typeof value !== 'number' || value <= (rule as number);
    case 'exclusiveMinimum':
      return typeof value !== 'number' || value > (rule as number);
    case 'exclusiveMaximum':
      return typeof value !== 'number' || value < (rule as number);
    case 'minLength':
      return typeof value !== 'string' || [...value].length >= (rule as number);
    case 'maxLength':
      return typeof value !== 'string' || [...value].length <= (rule as number);
    case 'pattern':
      return typeof value !== 'string' || new RegExp(rule as string, 'u').test(value);
    case 'minItems':
      return !Array.isArray(value) || value.length >= (rule as number);
    case 'maxItems':
      return !Array.isArray(value) || value.length <= (rule as number);
    case 'required':
      return !isObject(value) || (rule as string[]).every((k) => value[k] !== undefined);
    case 'properties':
      return (
        !isObject(value) ||
        Object.entries(rule as Record<string, Schema>).every(([k, s]) => value[k] === undefined || matches(s, value[k]))
      );
    case 'allOf':
      return (rule as Schema[]).every((s) => matches(s, value));
    case 'anyOf':
      return (rule as Schema[]).some((s) => matches(s, value));
    case 'oneOf':
      return (rule as Schema[]).filter((s) => matches(s, value)).length === 1;
    case 'not':
      return !matches(rule as Schema, value);
    default:
      throw new Error(`A form condition uses "${key}", which field visibility does not evaluate.`);
  }
}

/** The branch of a rule that applies to `data`: `then` when its `if` holds, else `else`. */
function activeBranch(rule: ConditionalRule, data: unknown): Schema | undefined {
  return matches(rule.if, data) ? rule.then : rule.else;
}

/** The properties a branch names: its `required` list and its `properties`. */
function namedFields(branch: Schema | undefined): string[] {
  if (!isObject(branch)) return [];
  const required = Array.isArray(branch.required) ? (branch.required as string[]) : [];
  const properties = isObject(branch.properties) ? Object.keys(branch.properties) : [];
  return [...new Set([...required, ...properties])];
}

function rootRequired(schema: unknown): Set<string> {
  return new Set(isObject(schema) && Array.isArray(schema.required) ? (schema.required as string[]) : []);
}

/** The fields shown only under some rule, whatever the data. */
export function conditionalFields(schema: unknown): string[] {
  const always = rootRequired(schema);
  const out = new Set<string>();
  for (const rule of conditionalRules(schema)) {
    for (const f of [...namedFields(rule.then), ...namedFields(rule.else)]) if (!always.has(f)) out.add(f);
  }
  return [...out];
}

/** The conditional fields that no applying branch names: hidden for this data. */
export function hiddenFields(schema: unknown, data: unknown): string[] {
  const shown = new Set<string>();
  for (const rule of conditionalRules(schema)) for (const f of namedFields(activeBranch(rule, data))) shown.add(f);
  return conditionalFields(schema).filter((f) => !shown.has(f));
}

/** The fields required for this data: the root's and those of every applying branch. */
export function requiredFields(schema: unknown, data: unknown): string[] {
  const out = rootRequired(schema);
  for (const rule of conditionalRules(schema)) {
    const branch = activeBranch(rule, data);
    if (isObject(branch) && Array.isArray(branch.required)) for (const f of branch.required as string[]) out.add(f);
  }
  return [...out];
}

function isObject(v: unknown): v is Record<string, Json> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isObject(value);
    case 'null':
      return value === null;
    default:
      return typeof value === type;
  }
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}
