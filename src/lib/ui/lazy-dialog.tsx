import { Suspense, type ComponentType } from 'react';
import { useOpenedOnce } from './opened-once.ts';
import { preloadable } from './preloadable.tsx';

/**
 * A dialog whose code is fetched when it first opens, not with the screen that offers it (the shell offers many that
 * most sessions never open). Once opened it stays mounted, so it closes as it always does (its animation, the
 * focus given back). `isOpen` reads from its props whether it is asked to show. Once its code has arrived it draws
 * at once (`preloadable`).
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean): ComponentType<P> {
  const Dialog = preloadable(load);
  function LazyDialog(props: P) {
    return useOpenedOnce(isOpen(props)) ? (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    ) : null;
  }
  return LazyDialog;
}
