import { lazy, Suspense, useSyncExternalStore } from 'react';
import { violations } from '@/lib/api/violations.ts';
import { ErrorBoundary } from './error-boundary.tsx';

// the panel and its texts load with the first violation, so the sign-in page fetches nothing more for it
const DevViolationsPanel = /* @__PURE__ */ lazy(() => import('./dev-violations-panel.tsx'));

/**
 * Mock and validation builds (devPanelEnabled): the developer panel listing the calls that broke the API
 * description, mounted once one has.
 */
export function DevViolations() {
  const list = useSyncExternalStore(violations.subscribe, violations.get);
  if (!list.length) return null;
  // a developer aid never takes the page down with it (a chunk that fails to load, a panel that fails to draw)
  return (
    <ErrorBoundary>
      <Suspense fallback={null}>
        <DevViolationsPanel />
      </Suspense>
    </ErrorBoundary>
  );
}
