import { useCallback, useEffect, useState } from 'react';
import { prefersReducedMotion } from '@/lib/ui/reduced-motion.ts';

/**
 * Whether the user has paused a rotation: at first only when they prefer reduced motion, so that a rotation never
 * starts by itself for them; Play starts it when they ask.
 */
export function useRotationPaused() {
  return useState(prefersReducedMotion);
}

/**
 * A rotation through `count` steps every `seconds`: paused while `paused` (pointer over or focus inside the widget,
 * or the user pressed pause: see useRotationPaused).
 */
export function useAutoplay(count: number, seconds: number | undefined, paused: boolean) {
  const [index, setIndex] = useState(0);
  const running = !!seconds && count > 1 && !paused;
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
    next,
    previous,
  };
}
