import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, useLocation, useParams, useRouteError, isRouteErrorResponse, type RouteObject } from 'react-router';
import { Result, Spin } from 'antd';
import { msg } from '@/lib/i18n/messages.ts';
import { useSession } from '@/lib/session/index.ts';
import { vulnerabilitiesRoute as VulnerabilitiesRoute } from '@/features/vulnerabilities/index.ts';
import { PageError } from '@/shell/page-error.tsx';
import { groupLanding, groupByKey, groups, screensOf, toRouterPath, type RouteGroupKey } from '@/shell/route-catalog.ts';
import type { ScreenHandle } from '@/modules/module-screen.tsx';

type ModuleLoader = () => Promise<{ default: ComponentType }>;

// the sign-in page and the shell are chunks of their own, so the first screen loads only what it shows
const SignInPage = lazy(() => import('@/features/session/sign-in-page.tsx').then((m) => ({ default: m.SignInPage })));
const ShellLayout = lazy(() => import('@/shell/shell-layout.tsx').then((m) => ({ default: m.ShellLayout })));

/** Each route group is its own chunk, loaded when one of its screens is first opened. */
const moduleLoaders: Record<RouteGroupKey, ModuleLoader> = {
  fortiap: () => import('@/modules/fortiap/index.tsx'),
  fortiguard: () => import('@/modules/fortiguard/index.tsx'),
  fortisoc: () => import('@/modules/fortisoc/index.tsx'),
  fortiswitch: () => import('@/modules/fortiswitch/index.tsx'),
  logview: () => import('@/modules/logview/index.tsx'),
  fortiview: () => import('@/modules/fortiview/index.tsx'),
  sys: () => import('@/modules/sys/index.tsx'),
};

const lazyComponent = (load: ModuleLoader) => async () => ({ Component: (await load()).default });

const homePage = lazyComponent(() => import('@/modules/home/home-page.tsx'));
const taskMonitorPage = lazyComponent(() => import('@/modules/sys/task-monitor-page.tsx'));

/** Screens the shell itself provides, which the catalogue's generic module frame must not shadow. */
const OWN_SCREENS = new Set(['/sys/taskmonitor']);

/** The bare path of a group goes to its landing screen. */
function GroupLanding({ groupKey }: { groupKey: RouteGroupKey }) {
  const params = useParams();
  const target = groupLanding(groupByKey(groupKey), params);
  return target ? <Navigate to={target} replace /> : <NotFound />;
}

/** Lazy routes of every route group of the catalogue, with their redirects and app keys. */
export function routeGroupRoutes(): RouteObject[] {
  const routes: RouteObject[] = [];
  for (const group of groups) {
    if (group.path !== '/') {
      routes.push({ path: toRouterPath(group.path.slice(1)), element: <GroupLanding groupKey={group.key} /> });
    }
    for (const screen of screensOf(group)) {
      if (OWN_SCREENS.has(screen.template)) continue;
      const path = toRouterPath(screen.template.slice(1));
      const redirect = screen.route.redirect;
      // a conditional redirect depends on a setting the console does not read yet, so the screen itself shows
      if (redirect && !redirect.when) {
        routes.push({ path, element: <Navigate to={redirect.to} replace /> });
        continue;
      }
      const handle: ScreenHandle = { groupKey: group.key, appKey: screen.route.appKey, template: screen.template };
      routes.push({ path, handle, lazy: lazyComponent(moduleLoaders[group.key]) });
    }
  }
  return routes;
}

function RequireSession({ children }: { children: ReactNode }) {
  const { signedIn } = useSession();
  const location = useLocation();
  if (!signedIn) return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  return children;
}

function SignInRoute() {
  const { signedIn } = useSession();
  if (signedIn) return <Navigate to="/" replace />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <SignInPage />
    </Suspense>
  );
}

function PageSpinner() {
  return <Spin size="large" className="page-spinner" />;
}

export function NotFound() {
  return <Result status="404" title={msg('shell.notFound')} />;
}

/** A route that failed to load or render: a message inside the frame, never a blank page. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  console.error('Route failed', error);
  return <PageError error={error} onRetry={() => window.location.reload()} />;
}

export function appRoutes(): RouteObject[] {
  return [
    { path: '/login', element: <SignInRoute />, errorElement: <RouteError />, hydrateFallbackElement: <PageSpinner /> },
    {
      path: '/',
      element: (
        <RequireSession>
          <Suspense fallback={<PageSpinner />}>
            <ShellLayout />
          </Suspense>
        </RequireSession>
      ),
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageSpinner />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            { index: true, lazy: homePage },
            { path: 'vulnerabilities', element: <VulnerabilitiesRoute /> },
            { path: 'sys/taskmonitor', lazy: taskMonitorPage },
            { path: 'rstadm/taskmonitor', lazy: taskMonitorPage },
            { path: 'rstadm', element: <Navigate to="/rstadm/taskmonitor" replace /> },
            ...routeGroupRoutes(),
            { path: '*', element: <NotFound /> },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}
