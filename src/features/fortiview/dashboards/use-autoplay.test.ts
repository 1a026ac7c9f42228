import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useAutoplay, useRotationPaused } from './use-autoplay.ts';

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', () => ({ matches: reduce, addEventListener() {}, removeEventListener() {} }));
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('rotation', () => {
  it('turns every few seconds and stops while paused', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ paused }) => useAutoplay(3, 5, paused), { initialProps: { paused: false } });
    expect(result.current.running).toBe(true);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.index).toBe(1);
    rerender({ paused: true });
    act(() => vi.advanceTimersByTime(20000));
    expect(result.current.index).toBe(1);
    expect(result.current.running).toBe(false);
  });

  it('starts by itself unless the user prefers reduced motion; then it waits for Play', () => {
    preferReducedMotion(false);
    expect(renderHook(() => useRotationPaused()).result.current[0]).toBe(false);
    preferReducedMotion(true);
    const { result } = renderHook(() => useRotationPaused());
    expect(result.current[0]).toBe(true);
    act(() => result.current[1](false));
    expect(result.current[0]).toBe(false);
  });
});
