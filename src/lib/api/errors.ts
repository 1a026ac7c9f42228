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

/** The catalogue's message for a failure; with `preferDetail`, the server's detail when present. */
export function errorMessage(error: unknown, fallback: MessageKey, preferDetail = false): string {
  if (preferDetail && error instanceof ApiError && error.detail) return error.detail;
  return msg(fallback);
}
