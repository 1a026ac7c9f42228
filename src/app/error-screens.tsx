import { Suspense, type ComponentType } from 'react';
import { msg } from '@/lib/i18n/messages.ts';
import type { PageErrorProps } from '@/shell/page-error.tsx';
import { preloadable } from '@/lib/ui/preloadable.tsx';

/**
 * The error and not-found screens load on demand: antd's Result (with its illustrations) is as heavy as the
 * sign-in form, and the first screen shows neither. When their chunk cannot be fetched either (the network is
 * gone), a plain message stands in, so a failure never leaves a blank page.
 */
function PlainError({ text }: { text: string }) {
  return (
    <div role="alert" className="plain-error">
      <p>{text}</p>
      <a href="/">{msg('shell.goHome')}</a>
    </div>
  );
}

function onDemand<P extends object>(load: () => Promise<ComponentType<P>>, fallbackText: () => string) {
  const Loaded = preloadable<P>(() =>
    // in antd's theme: the console's root has none (the sign-in page draws without antd)
    Promise.all([load(), import('@/shell/console-theme-provider.tsx')]).then(
      ([Component, { ConsoleThemeProvider }]) =>
        function Themed(props: P) {
          return (
            <ConsoleThemeProvider>
              <Component {...props} />
            </ConsoleThemeProvider>
          );
        },
      () => (() => <PlainError text={fallbackText()} />) as ComponentType<P>,
    ),
  );
  return function OnDemand(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

/** What a screen shows instead of itself when it fails (see src/shell/page-error.tsx). */
export const PageError = onDemand<PageErrorProps>(
  () => import('@/shell/page-error.tsx').then((m) => m.PageError),
  () => msg('shell.pageError'),
);

/** The route does not exist. */
export const NotFound = onDemand<object>(
  () => import('./route-error.tsx').then((m) => m.NotFoundResult),
  () => msg('shell.notFound'),
);

/** A route that failed to load or render: a message inside the frame, never a blank page. */
export const RouteError = onDemand<object>(
  () => import('./route-error.tsx').then((m) => m.RouteErrorResult),
  () => msg('shell.pageError'),
);
