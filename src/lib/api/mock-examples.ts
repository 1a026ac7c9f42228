import { operations, type OperationId } from '@generated/api/operations.ts';

/**
 * Which named example of the API description answers a call in the mock. The console (a mock build) names it in the
 * `Prefer` header; the mock appliance uses the same rule when it seeds what it keeps from the examples. Pure: the
 * caller says who is signed in, which ADOM the call is about and what was asked for explicitly.
 */
export interface RequestFacts {
  /** path parameters of the call */
  path?: Record<string, unknown>;
  /** parsed JSON body of the call, when it has one */
  body?: unknown;
  /** query parameters of the call */
  query?: Record<string, unknown>;
}

export interface MockAsk {
  /** injected failures: operationId → HTTP status */
  faults?: Partial<Record<string, number>>;
  /** named examples asked for: operationId → example */
  scenarios?: Partial<Record<string, string>>;
  persona: string;
  /** the name of the ADOM the call is about */
  adom?: string;
}

export interface MockChoice {
  prefer: string;
  /** a fault or a scenario: answered from the example even where the mock keeps state */
  explicit: boolean;
}

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

/**
 * A fault wins, then a scenario, then the example named after a proxy call's method, then one named after a query
 * parameter or a proxy call's param and its value, then one named after a path parameter and its value, then the
 * example of the ADOM the call is about, then the persona when the call defines it.
 */
export function exampleFor(id: OperationId, facts: RequestFacts, ask: MockAsk): MockChoice | null {
  const examples = operations[id].examples as readonly string[];
  const fault = ask.faults?.[id];
  if (fault) return { prefer: `code=${fault}`, explicit: true };
  const scenario = ask.scenarios?.[id];
  if (scenario && examples.includes(scenario)) return { prefer: `example=${scenario}`, explicit: true };
  const named = (name: string): MockChoice => ({ prefer: `example=${name}`, explicit: false });
  // a proxy call names its method in the body: it is answered with that method's example
  const proxyMethod = (facts.body as { method?: unknown } | undefined)?.method;
  if (typeof proxyMethod === 'string' && examples.includes(proxyMethod)) return named(proxyMethod);
  // an example named after a query parameter, or a proxy call's param, and its value (viewProductFGT) answers that call
  const params = (facts.body as { params?: unknown } | undefined)?.params;
  const proxyParams = typeof params === 'object' && params !== null && !Array.isArray(params) ? (params as Record<string, unknown>) : {};
  for (const [name, value] of [...Object.entries(facts.query ?? {}), ...Object.entries(proxyParams)]) {
    const keyed = `${name}${String(value)}`;
    if (examples.includes(keyed)) return named(keyed);
  }
  // an example named after a path parameter and its value in PascalCase (kindVap, kindSecurityPolicy8021x)
  for (const [name, value] of Object.entries(facts.path ?? {})) {
    const keyed = `${name}${pascalCase(String(value))}`;
    if (examples.includes(keyed)) return named(keyed);
  }
  const adomExample = ask.adom ? adomExampleNames(ask.adom).find((n) => examples.includes(n)) : undefined;
  if (adomExample) return named(adomExample);
  if (examples.includes(ask.persona)) return named(ask.persona);
  return null;
}
