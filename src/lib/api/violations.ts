/**
 * Violations of the API description seen by the client (this module keeps them; ./violation-report.ts, loaded with
 * the first answer that may carry one, reads and reports them): Prism's validating proxy (in front of the mock analyzer in
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

/** Whether an answer may carry the validating proxy's verdict (cheap: status and headers only). */
export function mayCarryViolations(response: Response): boolean {
  if (response.headers.has('sl-violations')) return true;
  return (response.status === 500 || response.status === 422) && (response.headers.get('content-type') ?? '').includes('problem+json');
}
