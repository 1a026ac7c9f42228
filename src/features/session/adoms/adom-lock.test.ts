import { describe, expect, it } from 'vitest';
import { lockButtonView } from './adom-lock.ts';

describe('lockButtonView', () => {
  it.each([
    [{ state: 'unlocked', lock_type: 'normal' }, { action: 'lock', disabled: false, holder: null, heldByIps: false }],
    [{ state: 'locked_by_me', by: 'admin', lock_type: 'normal' }, { action: 'unlock', disabled: false, holder: null, heldByIps: false }],
    [{ state: 'locked_by_other', by: 'jsmith', lock_type: 'normal' }, { action: 'lock', disabled: true, holder: 'jsmith', heldByIps: false }],
    [
      { state: 'locked_by_other', by: 'IPS package update', lock_type: 'ips' },
      { action: 'lock', disabled: false, holder: 'IPS package update', heldByIps: true },
    ],
  ] as const)('%o → %o', (lock, view) => {
    expect(lockButtonView(lock)).toEqual(view);
  });
});
