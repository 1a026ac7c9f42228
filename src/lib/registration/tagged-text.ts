import { msg } from '@/lib/i18n/messages.ts';
import { errorMessage } from '@/lib/api/errors.ts';
import type { RegistrationChoice } from '@generated/types/entities.ts';

/** The registration service's answer, read from its tagged text (see specs/schemas/tagged-text.schema.json). */
export interface TaggedAnswer {
  status: 'ok' | 'error';
  /** <msg> on success */
  msg?: string;
  /** every <error>, in order */
  errors: string[];
  /** every <item><id/><text/></item>, in order */
  items: RegistrationChoice[];
  /** <enable> of the remote-access calls */
  enable?: 0 | 1;
  /** <account> and <org> of getRemoteAccess: the cloud account and organisation the unit is signed in under */
  account?: string;
  org?: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function tagValues(text: string, tag: string): string[] {
  const re = new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g');
  return [...text.matchAll(re)].map((m) => m[1]);
}

/** Reads tagged text; anything unreadable (no status) counts as a failure without detail. */
export function parseTaggedText(text: string | null | undefined): TaggedAnswer {
  const body = text ?? '';
  const items = tagValues(body, 'item').map((item) => ({
    id: decode((tagValues(item, 'id')[0] ?? '').trim()),
    text: decode((tagValues(item, 'text')[0] ?? '').trim()),
  }));
  // item bodies are read above; strip them so their inner tags are not mistaken for top-level ones
  const top = body.replace(/<item>[\s\S]*?<\/item>/g, '');
  const status = (tagValues(top, 'status')[0] ?? '').trim().toLowerCase() === 'ok' ? 'ok' : 'error';
  const message = tagValues(top, 'msg')[0];
  const enable = tagValues(top, 'enable')[0]?.trim();
  const single = (tag: string) => {
    const value = tagValues(top, tag)[0];
    return value === undefined || !value.trim() ? undefined : decode(value.trim());
  };
  return {
    status,
    msg: message === undefined ? undefined : decode(message.trim()),
    errors: tagValues(top, 'error')
      .map((e) => decode(e.trim()))
      .filter(Boolean),
    items,
    enable: enable === '1' ? 1 : enable === '0' ? 0 : undefined,
    account: single('account'),
    org: single('org'),
  };
}

export type RegistrationResult = { ok: true; message: string | undefined } | { ok: false; message: string };

/** The joined error list of a failed answer, or 'Unknown error.' when it names none. */
export function taggedErrorMessage(answer: TaggedAnswer): string {
  return answer.errors.length ? answer.errors.join(' ') : msg('common.unknownError');
}

/** Success with the service's message, or failure with the joined errors ('Unknown error.' when none). */
export function registrationResult(text: string | null | undefined): RegistrationResult {
  const answer = parseTaggedText(text);
  if (answer.status === 'ok') return { ok: true, message: answer.msg };
  return { ok: false, message: taggedErrorMessage(answer) };
}

/** A failed registration-service answer, thrown by the api functions so query/mutation error states apply. */
export class RegistrationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RegistrationError';
  }
}

/** The answer of a registration-service call; a failure throws RegistrationError with the joined errors ('Unknown error.' when none). */
export function okAnswer(text: string): TaggedAnswer {
  const answer = parseTaggedText(text);
  if (answer.status !== 'ok') throw new RegistrationError(taggedErrorMessage(answer));
  return answer;
}

/**
 * What a failed registration-service call says: the joined error list of its answer ('Unknown error.' when it names
 * none), or, when the call itself failed, 'Unknown error.' with the reason the transport gives.
 */
export function registrationFailureText(error: unknown): string {
  return error instanceof RegistrationError ? error.message : errorMessage(error, 'common.unknownError');
}
