/**
 * Reading and reporting the validating proxy's verdict on an answer (see ./violations.ts); loaded only when an
 * answer may carry one, so the first screen does not fetch it.
 */
import { texts } from '@generated/messages-dev-panel.ts';
import { registerMessages } from '@/lib/i18n/messages.ts';
import { devPanelEnabled, violations, type SpecViolation } from './violations.ts';

// the reason a withheld answer gives (errors.ts, transportReason) is one of the panel's texts
registerMessages(texts);

interface ProxyViolation {
  location?: unknown;
  severity?: unknown;
  code?: unknown;
  message?: unknown;
}

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
