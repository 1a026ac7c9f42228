import { describe, expect, it } from 'vitest';
import { firmwareOf } from './reported.ts';

describe('the firmware a device reports', () => {
  it.each([
    ['FP231F-v7.0.4-build0082', 'v7.0.4 build0082'],
    ['PU431F-v7.0.5', 'v7.0.5'],
    ['S448EF-v7.2.6-build0471,231012 (GA)', 'v7.2.6 build0471'],
    ['unknown', 'unknown'],
  ])('reads the firmware of %s as %s', (reported, shown) => {
    expect(firmwareOf(reported)).toBe(shown);
  });
});
