import { describe, expect, it } from 'vitest';
import * as passwordChangeForm from '@generated/forms/password-change.ts';
import { formErrors } from '@/lib/forms/validator.ts';

const form = passwordChangeForm;

describe('Change Password form rules', () => {
  it("says 'The password cannot be longer than 128 characters.' rather than the validator's own text", () => {
    const long = 'x'.repeat(129);
    const errors = formErrors(form, { oldPassword: long, newPassword: long, confirmPassword: long });
    expect(errors).toEqual({
      oldPassword: ['The password cannot be longer than 128 characters.'],
      newPassword: ['The password cannot be longer than 128 characters.'],
    });
    expect(JSON.stringify(errors)).not.toMatch(/must NOT/);
  });

  it('accepts 128 characters', () => {
    const max = 'x'.repeat(128);
    expect(formErrors(form, { oldPassword: max, newPassword: max, confirmPassword: max })).toEqual({});
  });
});
