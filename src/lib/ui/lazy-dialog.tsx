import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog whose code is fetched when it first opens, not with the screen that offers it (the shell offers many that
 * most sessions never open). Once opened it stays mounted, so it closes as it always does (its animation, the
 * focus given back). `isOpen` reads from its props whether it is asked to show.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean): ComponentType<P> {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  function LazyDialog(props: P) {
    const [wanted, setWanted] = useState(false);
    const open = isOpen(props);
    if (open && !wanted) setWanted(true);
    return wanted || open ? (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    ) : null;
  }
  return LazyDialog;
}
