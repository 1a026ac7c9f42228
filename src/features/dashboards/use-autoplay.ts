import { useCallback, useEffect, useState } from 'react';

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A rotation through `count` steps every `seconds`: paused while `paused` (pointer over or focus inside the widget,
 * or the user pressed pause) and never started under prefers-reduced-motion, where the user steps by hand.
 */
export function useAutoplay(count: number, seconds: number | undefined, paused: boolean) {
  const [index, setIndex] = useState(0);
  const [reduced] = useState(prefersReducedMotion);
  const running = !!seconds && count > 1 && !paused && !reduced;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), seconds! * 1000);
    return () => clearInterval(timer);
  }, [running, count, seconds]);
  const safe = count ? index % count : 0;
  const next = useCallback(() => setIndex((i) => (count ? (i + 1) % count : 0)), [count]);
  const previous = useCallback(() => setIndex((i) => (count ? (i - 1 + count) % count : 0)), [count]);
  return {
    index: safe,
    running,
    reducedMotion: reduced,
    next,
    previous,
  };
}
