import { describe, expect, it } from 'vitest';
import * as signInForm from '@generated/forms/sign-in.ts';
import { fieldRules } from './field-rules.ts';

describe('fieldRules', () => {
  it('carries the sign-in schema: a required username of at most 64 characters, a password of at most 128', () => {
    expect(fieldRules(signInForm.schema, 'username')).toEqual([
      { required: true, message: 'This field is required.' },
      { min: 1, message: 'This field is required.' },
      { max: 64, message: 'The username cannot be longer than 64 characters.' },
    ]);
    expect(fieldRules(signInForm.schema, 'password')).toEqual([{ max: 128, message: 'The password cannot be longer than 128 characters.' }]);
  });

  it('turns a pattern into a regular expression with its message', () => {
    const schema = { properties: { host: { type: 'string', pattern: '^\\S+$', errorMessage: { pattern: 'No spaces.' } } } };
    const [rule] = fieldRules(schema, 'host') as Array<{ pattern: RegExp; message: string }>;
    expect(rule.pattern.test('a b')).toBe(false);
    expect(rule.message).toBe('No spaces.');
  });

  it('refuses a rule it cannot carry rather than drop it', () => {
    expect(() => fieldRules({ properties: { n: { type: 'string', format: 'email' } } }, 'n')).toThrow(/format/);
  });
});
