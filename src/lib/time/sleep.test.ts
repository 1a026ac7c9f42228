import { afterEach, describe, expect, it, vi } from 'vitest';
import { sleep } from './sleep.ts';

afterEach(() => vi.useRealTimers());

describe('sleep', () => {
  it('resolves once the time has passed, not before', async () => {
    vi.useFakeTimers();
    let done = false;
    void sleep(500).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(499);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
