import { describe, expect, it } from 'vitest';
import { ApiError, MalformedAnswerError, TimeoutError } from '@/lib/api/errors.ts';
import { signInFailureMessage } from './sign-in-failure.ts';

describe('signInFailureMessage', () => {
  it.each([
    ['wrong credentials (401)', new ApiError(401, { code: -11, message: 'Login failed' }), 'Sign-in failed. Check the username and password.'],
    ['network loss', new TypeError('Failed to fetch'), 'Sign-in failed. The appliance cannot be reached; check the network connection and try again.'],
    ['a gateway without the appliance (502)', new ApiError(502, undefined), 'Sign-in failed. The appliance cannot be reached; check the network connection and try again.'],
    ['a gateway without the appliance (504)', new ApiError(504, undefined), 'Sign-in failed. The appliance cannot be reached; check the network connection and try again.'],
    ['no answer in time', new TimeoutError(30_000), 'Sign-in failed. The appliance did not answer in time; try again.'],
    ['an unreadable answer', new MalformedAnswerError(new SyntaxError('Unexpected end of JSON input')), 'Sign-in failed. The appliance sent an answer the console cannot read.'],
    ['a request refused as invalid (422)', new ApiError(422, { type: 'https://stoplight.io/prism/errors#UNPROCESSABLE_ENTITY', title: 'Invalid request', detail: 'Your request is not valid' }), 'Sign-in failed. The appliance did not accept the request; check what was entered.'],
    ['a server error without words (500)', new ApiError(500, {}), 'Sign-in failed. The appliance reported an error (HTTP 500); try again later.'],
    ['a server error in its own words', new ApiError(500, { code: -1, message: 'Too many administrators are signed in.' }), 'Too many administrators are signed in.'],
    ['anything else', new Error('boom'), 'Sign-in failed because of an unexpected error; try again.'],
  ])('%s', (_case, error, expected) => {
    expect(signInFailureMessage(error)).toBe(expected);
  });

  it('gives each kind of failure its own message', () => {
    const kinds = [new ApiError(401, {}), new TypeError('x'), new TimeoutError(1), new MalformedAnswerError(null), new ApiError(422, {}), new ApiError(500, {})];
    expect(new Set(kinds.map(signInFailureMessage)).size).toBe(kinds.length);
  });
});
