/**
 * Violations of the API description seen by the client: Prism's validating proxy (in front of the mock analyzer in
 * mock builds, in front of a real backend with `npm run dev:real -- --validate`) reports them as
 *   - a 500 problem+json whose `type` ends in #VIOLATIONS: the backend's answer broke the description (the body
 *     lists every violation; the backend's real answer is withheld),
 *   - a 422 problem+json whose `type` ends in #UNPROCESSABLE_ENTITY: the console's request broke it,
 *   - an `sl-violations` header on an answer that passed with warnings.
 * Each one is logged and kept here for the developer panel. A real 500 of the backend has none of these marks.
 */

/** Whether this build shows the developer panel: mock builds and validation builds (VITE_API_VALIDATE=1), never production. */
export const devPanelEnabled: boolean = __MOCK__ || import.meta.env.VITE_API_VALIDATE === '1';

export interface SpecViolation {
  id: number;
  /** when it was seen (ms since epoch) */
  at: number;
  /** the operation the call was made for; undefined when the path is not in the description */
  operationId: string | undefined;
  method: string;
  /** the path called, without the /api prefix and the query */
  path: string;
  status: number;
  /** `response`: the answer broke the description; `request`: the console's request did; `warning`: passed, with remarks */
  kind: 'response' | 'request' | 'warning';
  messages: string[];
}

interface ProxyViolation {
  location?: unknown;
  severity?: unknown;
  code?: unknown;
  message?: unknown;
}

const MAX_KEPT = 200;
let list: readonly SpecViolation[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

/** The violations seen so far, newest first (the same array until one is added or they are cleared). */
export const violations = {
  get: (): readonly SpecViolation[] => list,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  clear() {
    list = [];
    emit();
  },
  add(v: Omit<SpecViolation, 'id' | 'at'>): SpecViolation {
    const entry = { ...v, id: nextId++, at: Date.now() };
    list = [entry, ...list].slice(0, MAX_KEPT);
    emit();
    return entry;
  },
};

function messagesOf(items: unknown): string[] {
  if (!Array.isArray(items)) return [];
  return items.map((item: ProxyViolation) => {
    const where = Array.isArray(item?.location) ? item.location.map(String).join('.') : '';
    const text = typeof item?.message === 'string' ? item.message : JSON.stringify(item);
    const severity = typeof item?.severity === 'string' && item.severity !== 'Error' ? `${item.severity}: ` : '';
    return `${severity}${text}${where ? ` (${where})` : ''}`;
  });
}

/**
 * What the validating proxy says about an answer, or null when it says nothing. `kind` tells a broken answer (the
 * call failed with Prism's 500) from a broken request (Prism's 422) and from warnings on an answer that passed.
 */
export async function readViolations(response: Response): Promise<{ kind: SpecViolation['kind']; messages: string[] } | null> {
  const type = response.headers.get('content-type') ?? '';
  if ((response.status === 500 || response.status === 422) && type.includes('problem+json')) {
    const body = (await response
      .clone()
      .json()
      .catch(() => undefined)) as { type?: unknown; validation?: unknown; detail?: unknown } | undefined;
    const problem = typeof body?.type === 'string' ? body.type : '';
    if (response.status === 500 && problem.endsWith('#VIOLATIONS')) return { kind: 'response', messages: messagesOf(body?.validation) };
    if (response.status === 422 && problem.endsWith('#UNPROCESSABLE_ENTITY')) return { kind: 'request', messages: messagesOf(body?.validation) };
  }
  const header = response.headers.get('sl-violations');
  if (header) {
    try {
      const messages = messagesOf(JSON.parse(header));
      if (messages.length) return { kind: 'warning', messages };
    } catch {
      return { kind: 'warning', messages: [header] };
    }
  }
  return null;
}

/** Logs a violation and, in builds with the developer panel, keeps it for the panel. */
export function reportViolation(v: Omit<SpecViolation, 'id' | 'at'>): void {
  const label = { response: 'answer', request: 'request', warning: 'answer (warnings)' }[v.kind];
  console.warn(`API description violated by the ${label}: ${v.method} ${v.path}${v.operationId ? ` (${v.operationId})` : ''} → ${v.status}\n  ${v.messages.join('\n  ')}`);
  if (devPanelEnabled) violations.add(v);
}
