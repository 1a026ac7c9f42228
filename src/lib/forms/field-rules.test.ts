import { describe, expect, it } from 'vitest';
import * as signInForm from '@generated/forms/sign-in.ts';
import { fieldError, fieldRules } from './field-rules.ts';

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

  it('answers the message of the first rule a value breaks, counting characters', () => {
    const username = fieldRules(signInForm.schema, 'username');
    expect(fieldError(username, undefined)).toBe('This field is required.');
    expect(fieldError(username, '')).toBe('This field is required.');
    expect(fieldError(username, 'admin')).toBeNull();
    expect(fieldError(username, 'a'.repeat(64))).toBeNull();
    expect(fieldError(username, 'a'.repeat(65))).toBe('The username cannot be longer than 64 characters.');
    // 64 characters outside the basic plane are 128 UTF-16 units: still within the limit
    expect(fieldError(username, '😀'.repeat(64))).toBeNull();
    const password = fieldRules(signInForm.schema, 'password');
    expect(fieldError(password, undefined)).toBeNull();
    expect(fieldError(password, 'p'.repeat(129))).toBe('The password cannot be longer than 128 characters.');
    const host = fieldRules({ properties: { host: { type: 'string', pattern: '^\\S+$', errorMessage: { pattern: 'No spaces.' } } } }, 'host');
    expect(fieldError(host, 'a b')).toBe('No spaces.');
    expect(fieldError(host, '')).toBeNull();
  });
});
