import { useEffect, useState, type RefObject } from 'react';

/** Within this distance of the viewport an element counts as visible, so it starts loading just before it shows. */
const MARGIN = '100px';

type Callback = (near: boolean) => void;
const callbacks = new WeakMap<Element, Callback>();
let observer: IntersectionObserver | null = null;

// one observer for every element: hundreds of widgets cost one observer, not hundreds
function sharedObserver(): IntersectionObserver | null {
  if (typeof IntersectionObserver === 'undefined') return null;
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const e of entries) callbacks.get(e.target)?.(e.isIntersecting);
    },
    { rootMargin: MARGIN },
  );
  return observer;
}

/**
 * Whether the element has come within 100 px of the viewport. Once true it stays true (`sticky`, the default), so a
 * widget that was seen keeps its data when scrolled away; where IntersectionObserver is missing, everything counts
 * as near.
 */
export function useNearViewport(ref: RefObject<Element | null>, sticky = true): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    const io = sharedObserver();
    if (!el || !io) return;
    callbacks.set(el, (isNear) => {
      if (isNear || !sticky) setNear(isNear);
      if (isNear && sticky) {
        io.unobserve(el);
        callbacks.delete(el);
      }
    });
    io.observe(el);
    return () => {
      io.unobserve(el);
      callbacks.delete(el);
    };
  }, [ref, sticky]);
  return near;
}
