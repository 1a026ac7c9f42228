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

/** The `Prefer` header for one call: a fault wins, then a scenario, then the persona when the call defines it. */
export function preferHeader(method: string, schemaPath: string): string | null {
  const id = operationByRoute[`${method.toUpperCase()} ${schemaPath}`];
  if (!id) return null;
  const op = operations[id];
  const fault = getFaults()[id];
  if (fault) return `code=${fault}`;
  const scenario = getScenarios()[id];
  const examples = op.examples as readonly string[];
  if (scenario && examples.includes(scenario)) return `example=${scenario}`;
  const persona = getPersona();
  if (examples.includes(persona)) return `example=${persona}`;
  return null;
}
