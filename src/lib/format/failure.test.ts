import { describe, expect, it } from 'vitest';
import { failureText } from './failure.ts';
import { ApiError, MalformedAnswerError, TimeoutError } from '@/lib/api/errors.ts';

describe('failureText', () => {
  it('the catalogue message, then the server’s explanation', () => {
    expect(failureText(new ApiError(409, { code: -6, message: 'ADOM root is locked by jsmith.' }), 'adom.lockFailed')).toBe(
      'Failed to lock the ADOM. ADOM root is locked by jsmith.',
    );
  });

  it('only the catalogue message without an explanation, or for errors that are not the appliance’s', () => {
    expect(failureText(new ApiError(500, {}), 'adom.lockFailed')).toBe('Failed to lock the ADOM.');
    expect(failureText(new ApiError(500, { message: '  ' }), 'adom.lockFailed')).toBe('Failed to lock the ADOM.');
    expect(failureText(new TypeError('Failed to fetch'), 'adom.changeFailed')).toBe('Failed to switch the ADOM.');
  });

  it('does not say the same thing twice', () => {
    expect(failureText(new ApiError(500, { message: 'Failed to lock the ADOM.' }), 'adom.lockFailed')).toBe('Failed to lock the ADOM.');
  });

  it('says when the appliance did not answer in time, or answered unreadably', () => {
    expect(failureText(new TimeoutError(30000), 'adom.changeFailed')).toBe(
      'Failed to switch the ADOM. The appliance did not answer in time.',
    );
    expect(failureText(new MalformedAnswerError(new SyntaxError('x')), 'adom.changeFailed')).toBe(
      'Failed to switch the ADOM. The appliance sent an answer the console cannot read.',
    );
  });
});
