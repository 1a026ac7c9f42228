import { operations, operationByRoute, type OperationId } from '@generated/api/operations.ts';

/**
 * Mock-mode controls, kept in local storage (and taken from the URL on load) so a browser session or a
 * test can choose who is signed in and make a call fail:
 *   console.persona   = superAdmin | analyzer | restrictedAdmin | …   (a named example set)
 *   console.scenarios = { "<operationId>": "<exampleName>" }        (a named example for one call)
 *   console.faults    = { "<operationId>": 500 }                      (Prefer: code=…)
 */
export const PERSONA_KEY = 'console.persona';
export const SCENARIOS_KEY = 'console.scenarios';
export const FAULTS_KEY = 'console.faults';
export const DEFAULT_PERSONA = 'superAdmin';

function readJson<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

export function getPersona(): string {
  return localStorage.getItem(PERSONA_KEY) || DEFAULT_PERSONA;
}

export function setPersona(persona: string) {
  localStorage.setItem(PERSONA_KEY, persona);
}

export function getScenarios(): Partial<Record<OperationId, string>> {
  return readJson(SCENARIOS_KEY, {});
}

export function getFaults(): Partial<Record<OperationId, number>> {
  return readJson(FAULTS_KEY, {});
}

/** `?persona=restrictedAdmin&scenario.getSysInfo=x&fault.getSysInfo=500` on the URL seeds local storage. */
export function seedMockControlsFromUrl(search: string) {
  const params = new URLSearchParams(search);
  const persona = params.get('persona');
  if (persona) setPersona(persona);
  const scenarios = getScenarios() as Record<string, string>;
  const faults = getFaults() as Record<string, number>;
  for (const [k, v] of params) {
    if (k.startsWith('scenario.')) scenarios[k.slice(9)] = v;
    if (k.startsWith('fault.')) faults[k.slice(6)] = Number(v);
  }
  localStorage.setItem(SCENARIOS_KEY, JSON.stringify(scenarios));
  localStorage.setItem(FAULTS_KEY, JSON.stringify(faults));
}

const ADOM_NAMES_KEY = 'console.mockAdomNames';
const CURRENT_ADOM_KEY = 'console.mockAdom';

/** ADOM data in the mock is keyed by example name: "Retail-East" → retailEast (or retailEastAdom), "root" → root/rootAdom. */
export function adomExampleNames(adomName: string): string[] {
  const camel = adomName
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w, i) => (i === 0 ? w[0].toLowerCase() + w.slice(1) : w[0].toUpperCase() + w.slice(1)))
    .join('');
  return [camel, `${camel}Adom`];
}

function pascalCase(value: string): string {
  return value
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('');
}

/** Remembers what the mock answered about ADOMs, so later calls can ask for the chosen ADOM's data. */
export function learnFromResponse(method: string, schemaPath: string, body: unknown) {
  if (method === 'GET' && schemaPath === '/gui/adoms' && Array.isArray(body)) {
    const names: Record<string, string> = {};
    for (const a of body as Array<{ oid?: number; name?: string }>) if (a.oid !== undefined && a.name) names[a.oid] = a.name;
    localStorage.setItem(ADOM_NAMES_KEY, JSON.stringify(names));
  }
  if (schemaPath === '/gui/session/adom' && body && typeof body === 'object' && 'name' in body) {
    localStorage.setItem(CURRENT_ADOM_KEY, String((body as { name: string }).name));
  }
}

function adomNameOf(oid: unknown): string | undefined {
  return readJson<Record<string, string>>(ADOM_NAMES_KEY, {})[String(oid)];
}

export interface RequestFacts {
  /** path parameters of the call */
  path?: Record<string, unknown>;
  /** parsed JSON body of the call, when it has one */
  body?: unknown;
  /** query parameters of the call */
  query?: Record<string, unknown>;
}

/** The ADOM a call is about: its body's oid (switching), its path's ADOM name or oid, else the current ADOM. */
function adomOfCall(facts: RequestFacts): string | undefined {
  const body = facts.body as { oid?: unknown } | undefined;
  if (body && body.oid !== undefined) return adomNameOf(body.oid);
  const path = facts.path ?? {};
  if (typeof path.adom === 'string') return path.adom;
  if (path.adomOid !== undefined) return adomNameOf(path.adomOid);
  return localStorage.getItem(CURRENT_ADOM_KEY) ?? undefined;
}

/**
 * The `Prefer` header for one call: a fault wins, then a scenario, then the example named after a proxy call's
 * method, then one named after a query parameter and its value, then one named after a path parameter and its
 * value, then the example of the ADOM the call is about,
 * then the persona when the call defines it.
 */
export function preferHeader(method: string, schemaPath: string, facts: RequestFacts = {}): string | null {
  const id = operationByRoute[`${method.toUpperCase()} ${schemaPath}`];
  if (!id) return null;
  const op = operations[id];
  const fault = getFaults()[id];
  if (fault) return `code=${fault}`;
  const scenario = getScenarios()[id];
  const examples = op.examples as readonly string[];
  if (scenario && examples.includes(scenario)) return `example=${scenario}`;
  // a proxy call names its method in the body: it is answered with that method's example
  const proxyMethod = (facts.body as { method?: unknown } | undefined)?.method;
  if (typeof proxyMethod === 'string' && examples.includes(proxyMethod)) return `example=${proxyMethod}`;
  // an example named after a query parameter and its value (viewProductFGT) answers that query
  for (const [name, value] of Object.entries(facts.query ?? {})) {
    const keyed = `${name}${String(value)}`;
    if (examples.includes(keyed)) return `example=${keyed}`;
  }
  // an example named after a path parameter and its value in PascalCase (kindVap, kindSecurityPolicy8021x)
  for (const [name, value] of Object.entries(facts.path ?? {})) {
    const keyed = `${name}${pascalCase(String(value))}`;
    if (examples.includes(keyed)) return `example=${keyed}`;
  }
  const adom = adomOfCall(facts);
  const adomExample = adom ? adomExampleNames(adom).find((n) => examples.includes(n)) : undefined;
  if (adomExample) return `example=${adomExample}`;
  const persona = getPersona();
  if (examples.includes(persona)) return `example=${persona}`;
  return null;
}
