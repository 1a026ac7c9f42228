import { operationByRoute, type OperationId } from '@generated/api/operations.ts';
import { storageKeys } from '@/lib/browser/storage-keys.ts';
import { exampleFor, type MockChoice, type RequestFacts } from './mock-examples.ts';

export { adomExampleNames, type RequestFacts } from './mock-examples.ts';

/**
 * Mock-mode controls, kept in local storage (and taken from the URL on load) so a browser session or a
 * test can choose who is signed in and make a call fail:
 *   console.persona   = superAdmin | analyzer | restrictedAdmin | …   (a named example set)
 *   console.scenarios = { "<operationId>": "<exampleName>" }        (a named example for one call)
 *   console.faults    = { "<operationId>": 500 }                      (Prefer: code=…)
 */
export const PERSONA_KEY = storageKeys.persona;
export const SCENARIOS_KEY = storageKeys.scenarios;
export const FAULTS_KEY = storageKeys.faults;
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

const ADOM_NAMES_KEY = storageKeys.mockAdomNames;
const CURRENT_ADOM_KEY = storageKeys.mockAdom;

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

/** The ADOM a call is about: its body's oid (switching), its path's ADOM name or oid, else the current ADOM. */
function adomOfCall(facts: RequestFacts): string | undefined {
  const body = facts.body as { oid?: unknown } | undefined;
  if (body && body.oid !== undefined) return adomNameOf(body.oid);
  const path = facts.path ?? {};
  if (typeof path.adom === 'string') return path.adom;
  if (path.adomOid !== undefined) return adomNameOf(path.adomOid);
  return localStorage.getItem(CURRENT_ADOM_KEY) ?? undefined;
}

/** Headers a mock build adds to every call: who is signed in, and whether the example was asked for explicitly. */
export const PERSONA_HEADER = 'X-Mock-Persona';
export const EXPLICIT_HEADER = 'X-Mock-Explicit';

/**
 * The `Prefer` header for one call (see exampleFor): a fault or a scenario is explicit, and the mock appliance
 * answers it from the example even where it keeps state.
 */
export function preferHeader(method: string, schemaPath: string, facts: RequestFacts = {}): string | null {
  return mockChoice(method, schemaPath, facts)?.prefer ?? null;
}

export function mockChoice(method: string, schemaPath: string, facts: RequestFacts = {}): MockChoice | null {
  const id = operationByRoute[`${method.toUpperCase()} ${schemaPath}`];
  if (!id) return null;
  return exampleFor(id, facts, { faults: getFaults(), scenarios: getScenarios(), persona: getPersona(), adom: adomOfCall(facts) });
}

/** The mock appliance's own control, outside the appliance's API (scripts/lib/mock-control.ts). */
const MOCK_RESET_URL = '/__mock/reset';

/** The mock appliance forgets what this browser's sandbox changed and answers the examples again. */
export async function resetMockAppliance(): Promise<void> {
  const response = await fetch(MOCK_RESET_URL, { method: 'POST', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`reset answered ${response.status}`);
}
