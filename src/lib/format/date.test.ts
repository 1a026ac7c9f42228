import { describe, expect, it } from 'vitest';
import { formatDateTime } from './date.ts';

describe('formatDateTime', () => {
  it('shows ISO text and epoch milliseconds alike, and leaves unparsable text as it is', () => {
    expect(formatDateTime('2026-11-23T16:02:00Z')).toBe(formatDateTime(Date.parse('2026-11-23T16:02:00Z')));
    expect(formatDateTime('2026-11-23T16:02:00Z')).toMatch(/\d/);
    expect(formatDateTime('yesterday')).toBe('yesterday');
  });
});
