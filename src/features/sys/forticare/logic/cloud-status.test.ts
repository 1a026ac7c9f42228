import { describe, expect, it } from 'vitest';
import { cloudStatusOf } from './cloud-status.ts';
import { RegistrationError } from '@/lib/registration/tagged-text.ts';

describe('cloudStatusOf', () => {
  it.each([
    ['off, not signed in', '<status>ok</status>\n<enable>0</enable>\n', { remoteAccess: false, account: null, organisation: null }],
    ['on, not signed in', '<status>ok</status><enable>1</enable>', { remoteAccess: true, account: null, organisation: null }],
    [
      'signed in under an organisation',
      '<status>ok</status>\n<enable>1</enable>\n<account>netops@example.com</account>\n<org>Example Networks EMEA</org>\n',
      { remoteAccess: true, account: 'netops@example.com', organisation: 'Example Networks EMEA' },
    ],
    ['an organisation without an account is no sign-in', '<status>ok</status><enable>0</enable><org>Example</org>', { remoteAccess: false, account: null, organisation: null }],
    ['no <enable>: not allowed', '<status>ok</status>', { remoteAccess: false, account: null, organisation: null }],
  ])('%s', (_name, text, status) => {
    expect(cloudStatusOf(text)).toEqual(status);
  });

  it.each([
    ['the joined errors', '<status>error</status><error>Session to FortiCare expired.</error><error>Try again.</error>', 'Session to FortiCare expired. Try again.'],
    ['Unknown error. when none is named', '<status>error</status>', 'Unknown error.'],
  ])('a failed answer throws %s', (_name, text, message) => {
    expect(() => cloudStatusOf(text)).toThrow(new RegistrationError(message));
  });
});
