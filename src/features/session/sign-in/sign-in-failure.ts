import { ApiError, MalformedAnswerError, TimeoutError } from '@/lib/api/errors.ts';
import { msg } from '@/lib/i18n/messages.ts';

/** A gateway in front of the appliance answers these when the appliance behind it cannot be reached. */
const GATEWAY_FAILURES = new Set([502, 503, 504]);

/**
 * What the sign-in page says when signing in fails: wrong credentials, an appliance that cannot be reached or does
 * not answer in time, an unreadable answer, a request the appliance refused as invalid, or its own error (its words
 * when it gives them) each have their own message.
 */
export function signInFailureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return msg('shell.signIn.failed');
    if (GATEWAY_FAILURES.has(error.status)) return msg('shell.signIn.unreachable');
    if (error.detail) return error.detail;
    if (error.status === 400 || error.status === 422) return msg('shell.signIn.rejected');
    return msg('shell.signIn.serverError', error.status);
  }
  if (error instanceof TimeoutError) return msg('shell.signIn.timeout');
  if (error instanceof MalformedAnswerError) return msg('shell.signIn.malformed');
  // fetch rejects with a TypeError when the request never reached the appliance
  if (error instanceof TypeError) return msg('shell.signIn.unreachable');
  return msg('shell.signIn.unexpected');
}
