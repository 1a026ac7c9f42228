import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors.ts';
import {
  changePasswordBody,
  dialogBehaviour,
  hasDefaultPassword,
  needsShortPasswordConfirm,
  passwordChangeFailure,
} from './password-rules.ts';

describe('dialogBehaviour', () => {
  it.each([
    ['expired', false, false],
    ['nonConforming', false, false],
    ['forced', false, false],
    ['default', false, true],
    ['voluntary', true, false],
  ] as const)('%s: closable %s, later %s', (kind, closable, later) => {
    expect(dialogBehaviour(kind)).toEqual({ closable, later });
  });
});

describe('hasDefaultPassword', () => {
  it('is set for the default-password kind and for one’s own account still on the default password', () => {
    expect(hasDefaultPassword('default', false, false)).toBe(true);
    expect(hasDefaultPassword('voluntary', true, true)).toBe(true);
    expect(hasDefaultPassword('voluntary', false, true)).toBe(false);
    expect(hasDefaultPassword('expired', true, false)).toBe(false);
  });
});

describe('needsShortPasswordConfirm', () => {
  it('asks below 6 characters only', () => {
    expect(needsShortPasswordConfirm('')).toBe(true);
    expect(needsShortPasswordConfirm('12345')).toBe(true);
    expect(needsShortPasswordConfirm('123456')).toBe(false);
    expect(needsShortPasswordConfirm(undefined)).toBe(true);
  });
});

describe('changePasswordBody', () => {
  const values = { oldPassword: 'old-secret', newPassword: 'new-secret', confirmPassword: 'new-secret' };
  it('sends the old password for one’s own account', () => {
    expect(changePasswordBody('admin', true, values)).toEqual({
      username: 'admin',
      old_password: 'old-secret',
      new_password: 'new-secret',
    });
  });
  it('sends an empty old password for another account', () => {
    expect(changePasswordBody('bob', false, values)).toEqual({ username: 'bob', old_password: '', new_password: 'new-secret' });
  });
});

describe('passwordChangeFailure', () => {
  it('puts newpasswd and oldpasswd on their fields', () => {
    const err = new ApiError(400, { code: -2, message: 'Invalid', fields: { newpasswd: 'Too weak', oldpasswd: 'Wrong' } });
    expect(passwordChangeFailure(err, 'fallback')).toEqual({
      fields: { newPassword: 'Too weak', oldPassword: 'Wrong' },
      danger: null,
    });
  });
  it('shows the user error as the danger message, with the server’s text', () => {
    const err = new ApiError(400, { code: -2, message: 'x', fields: { user: 'No permission for admin' } });
    expect(passwordChangeFailure(err, 'fallback')).toEqual({ fields: {}, danger: 'No permission for admin' });
  });
  it('falls back to the server detail, then to the catalogue message', () => {
    expect(passwordChangeFailure(new ApiError(500, { code: -1, message: 'Internal error' }), 'fallback').danger).toBe(
      'Internal error',
    );
    expect(passwordChangeFailure(new Error('offline'), 'fallback').danger).toBe('fallback');
  });
});
