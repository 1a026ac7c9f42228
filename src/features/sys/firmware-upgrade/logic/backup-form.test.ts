import { describe, expect, it } from 'vitest';
import type { ErrorSchema } from '@rjsf/utils';
import { formValidator, moveRequiredMessages } from '@/lib/forms/schema-form.tsx';
import * as backupFormModule from '@generated/forms/firmware-upgrade.ts';

const form = backupFormModule;
const EMPTY = 'The password cannot be empty.';
const MISMATCH = 'The passwords do not match.';
const TOO_LONG = 'The password cannot be longer than 63 characters.';

/** Field → messages, as the form shows them. */
function fieldErrors(data: unknown): Record<string, string[]> {
  const { errorSchema } = formValidator(form).validateFormData(data as never, form.schema, undefined, moveRequiredMessages as never);
  const out: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(errorSchema as ErrorSchema)) {
    if (k === '__errors') continue;
    out[k] = (v as { __errors?: string[] }).__errors ?? [];
  }
  return out;
}

describe('backup before the firmware upgrade', () => {
  it('is on by default', () => {
    expect((form.schema.properties as Record<string, { default?: unknown }>).backup.default).toBe(true);
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['backup on, no password', { backup: true }, { password: [EMPTY] }],
    ['backup on, empty password', { backup: true, password: '', confirmPassword: '' }, { password: [EMPTY] }],
    ['backup on, no confirmation', { backup: true, password: 'Backup-Passw0rd', confirmPassword: '' }, { confirmPassword: [MISMATCH] }],
    ['backup on, another confirmation', { backup: true, password: 'Backup-Passw0rd', confirmPassword: 'Backup-Passw0rd!' }, { confirmPassword: [MISMATCH] }],
    ['backup on, matching passwords', { backup: true, password: 'Backup-Passw0rd', confirmPassword: 'Backup-Passw0rd' }, {}],
    ['backup off, nothing typed', { backup: false, password: '', confirmPassword: '' }, {}],
    ['backup off, leftovers that differ', { backup: false, password: 'a', confirmPassword: 'b' }, {}],
  ])('%s', (_n, data, expected) => {
    expect(fieldErrors(data)).toEqual(expected);
  });

  it('takes a password of at most 63 characters', () => {
    const at = 'p'.repeat(63);
    expect(fieldErrors({ backup: true, password: at, confirmPassword: at })).toEqual({});
    const over = 'p'.repeat(64);
    expect(fieldErrors({ backup: true, password: over, confirmPassword: over })).toEqual({ password: [TOO_LONG], confirmPassword: [TOO_LONG] });
  });
});
