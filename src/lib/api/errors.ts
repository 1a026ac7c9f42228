import { msg, type MessageKey } from '@/lib/i18n/messages.ts';

/** A failed call: HTTP status plus the server's body (code, detail message, field errors). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: number | undefined;
  /** the server's detail, when it sent one */
  readonly detail: string | undefined;
  readonly fields: Record<string, string>;

  constructor(status: number, body: unknown) {
    const b = (typeof body === 'object' && body !== null ? body : {}) as {
      code?: number;
      message?: string;
      fields?: Record<string, string>;
    };
    super(b.message || `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = b.code;
    this.detail = typeof b.message === 'string' && b.message ? b.message : undefined;
    this.fields = b.fields ?? {};
  }
}

/** The appliance did not answer within the call's time limit (constants.api.requestTimeoutMs); the call was abandoned. */
export class TimeoutError extends Error {
  readonly timeoutMs: number;
  constructor(timeoutMs: number) {
    super(msg('api.timeout'));
    this.name = 'TimeoutError';
    this.timeoutMs = timeoutMs;
  }
}

/** The appliance answered, but with a body the console cannot read (not JSON, or cut off). Asking again does not help. */
export class MalformedAnswerError extends Error {
  constructor(cause: unknown) {
    super(msg('api.malformedAnswer'), { cause });
    this.name = 'MalformedAnswerError';
  }
}

/**
 * The validating proxy withheld the backend's answer because it broke the API description (Prism's 500 of type
 * #VIOLATIONS): not a failure of the backend itself, which a plain ApiError with status 500 is.
 */
export class SpecViolationError extends ApiError {
  readonly violations: string[];
  constructor(body: unknown, violations: string[]) {
    super(500, body);
    this.name = 'SpecViolationError';
    this.violations = violations;
  }
}

/** The sentence that says why a call failed when the appliance itself gave no reason: it timed out, or its answer was unreadable. */
export function transportReason(error: unknown): string | undefined {
  if (error instanceof TimeoutError) return msg('api.timeout');
  if (error instanceof MalformedAnswerError) return msg('api.malformedAnswer');
  // registered by ./violation-report.ts, which is loaded before such an error exists
  if (error instanceof SpecViolationError) return msg('devPanel.answerViolates');
  return undefined;
}

/**
 * The catalogue's message for a failure; with `preferDetail`, the server's detail when present. A call that timed
 * out or answered unreadably says so after the message ('Failed to load the ADOM list. The appliance did not answer
 * in time.').
 */
export function errorMessage(error: unknown, fallback: MessageKey, preferDetail = false): string {
  if (preferDetail && error instanceof ApiError && error.detail) return error.detail;
  const reason = transportReason(error);
  return reason ? `${msg(fallback)} ${reason}` : msg(fallback);
}
