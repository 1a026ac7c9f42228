import { lazy, useState, type ComponentType } from 'react';

/** A component whose code is fetched on demand, and drawn at once, with no Suspense fallback, once it has arrived. */
export type Preloadable<P extends object> = ComponentType<P> & {
  /** Fetches the code (once; again after a failure). */
  preload(): Promise<ComponentType<P>>;
  /** The component, when its code has arrived. */
  loaded(): ComponentType<P> | undefined;
};

/**
 * Like React's `lazy`, but a component whose code has already arrived (fetched ahead with `preload()`, or drawn
 * before) is drawn directly instead of suspending. React's `lazy` suspends on every first draw, however long ago
 * its code arrived, and React holds back what a Suspense boundary reveals until 300 ms after the last fallback it
 * showed: a screen whose code was fetched while the administrator typed would still wait a third of a second.
 *
 * A mounted instance keeps the form it was first drawn in (direct, or through `lazy`), so that the code arriving
 * never remounts what it drew.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let component: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (loaded) => (component = loaded),
      (err: unknown) => {
        pending = undefined;
        throw err;
      },
    ));
  const Lazy = lazy(() => preload().then((loaded) => ({ default: loaded })));
  function Preloaded(props: P) {
    const [Drawn] = useState<ComponentType<P>>(() => component ?? Lazy);
    return <Drawn {...props} />;
  }
  return Object.assign(Preloaded, { preload, loaded: () => component });
}
