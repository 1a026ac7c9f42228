import { Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, useLocation, useParams, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { firstScreenTokens } from '@generated/catalog/theme-tokens.ts';
import { constants } from '@generated/catalog/constants.ts';
import { links } from '@generated/catalog/links.ts';
import { msg } from '@/lib/i18n/messages.ts';
import { sleep } from '@/lib/time/sleep.ts';
import { preloadable, type Preloadable } from '@/lib/ui/preloadable.tsx';
import { useThemeMode } from '@/features/session/profile/index.ts';
import { prefetchSessionStart, session, useSession } from '@/lib/session/index.ts';
import { prefetchHome } from '@/modules/home/prefetch.ts';
import { groupLanding, groupByKey, groups, screensOf, toRouterPath, type RouteGroupKey } from '@/shell/route-catalog.ts';
import type { ModuleScreenEntry, ScreenHandle } from '@/modules/module-screen.tsx';
import { NotFound, RouteError } from './error-screens.tsx';

/** A route group's module: its screen, and its screens by app key (ScreenMap) where some page comes on demand. */
type ModuleLoader = () => Promise<{ default: ComponentType; screens?: Partial<Record<string, ModuleScreenEntry>> }>;

// The sign-in page and the shell are chunks of their own, so the first screen loads only what it shows. The
// sign-in chunk and its imports are also preloaded by index.html (vite.config.ts), so they arrive with the entry
// instead of after it has run. They are drawn without a Suspense fallback once their code is there (preloadable):
// React would hold each one back until 300 ms after the last fallback it showed.
const SignInPage = preloadable(() => import('@/features/session/sign-in/sign-in-page.tsx').then((m) => m.SignInPage));
const Shell = preloadable(() => import('./shell-frame.tsx').then((m) => m.ShellFrame));
// Screens rendered inside the shell are lazy components rather than lazy routes: a lazy route is fetched as soon
// as its URL matches, before RequireSession can send a signed-out visitor of / to the sign-in page.
const HomePage = preloadable(() => import('@/modules/home/home-page.tsx').then((m) => m.default));
// through the feature's facade, which the top bar (in the shell chunk) also imports, not into the entry; its route
// waits for the code (a page opened by its address shows no spinner that React would hold the page behind)
const VulnerabilitiesRoute = preloadable(() => import('@/features/dvm/vulnerabilities/index.ts').then((m) => m.loadVulnerabilitiesRoute()));

/**
 * What the console shows right after signing in: the shell and the home page (and the error screens, which then
 * work offline too). Fetched once the administrator starts typing on the sign-in page, so they are (mostly) there
 * by the time Log In is pressed.
 */
export function preloadAfterSignIn() {
  void Shell.preload().catch(() => {});
  void HomePage.preload().catch(() => {});
  void import('./route-error.tsx').catch(() => {});
}

/**
 * The code of the first screen a new page shows, fetched before the console draws anything: the sign-in page for a
 * signed-out tab, the shell (and the home page at /) for a signed-in one. Drawn at once when it has arrived, the
 * screen shows no spinner first. Never rejects: a chunk that failed is fetched again, behind a spinner, when drawn.
 */
export function firstScreenReady(path = window.location.pathname): Promise<unknown> {
  const loads: Promise<unknown>[] = session.get().signedIn
    ? [Shell.preload(), ...(path === '/' ? [HomePage.preload()] : [])]
    : [SignInPage.preload()];
  return Promise.all(loads).catch(() => {});
}

const noData = () => null;

/**
 * What a page of the session waits for before it draws: the code and the first reads of what it shows, so that
 * React draws it once, complete, rather than again as each read answers (right after signing in the sign-in page
 * stays meanwhile, its Log In busy). At most constants.session.firstFrameWaitMs: a slower appliance gets the page
 * drawn with its loading states. Never rejects.
 */
function firstFrame(waits: Promise<unknown>[]): Promise<null> {
  return Promise.race([Promise.allSettled(waits), sleep(constants.session.firstFrameWaitMs)]).then(noData);
}

/** Each route group is its own chunk, loaded when one of its screens is first opened. */
const moduleLoaders: Record<RouteGroupKey, ModuleLoader> = {
  dvm: () => import('@/modules/dvm/index.tsx'),
  pno: () => import('@/modules/pno/index.tsx'),
  fabric: () => import('@/modules/fabric/index.tsx'),
  fext: () => import('@/modules/fext/index.tsx'),
  vpn: () => import('@/modules/vpn/index.tsx'),
  fortiap: () => import('@/modules/fortiap/index.tsx'),
  fortiguard: () => import('@/modules/fortiguard/index.tsx'),
  fortisoc: () => import('@/modules/fortisoc/index.tsx'),
  fortiswitch: () => import('@/modules/fortiswitch/index.tsx'),
  logview: () => import('@/modules/logview/index.tsx'),
  fortiview: () => import('@/modules/fortiview/index.tsx'),
  sys: () => import('@/modules/sys/index.tsx'),
};

const lazyComponent = (load: ModuleLoader) => async () => ({ Component: (await load()).default });

/**
 * A route of a group: the group's module, and, when the route's screen or page has code of its own fetched on demand
 * (`preloadable`), that code too, so that a screen opened by its address or the menu draws at once rather than
 * through a Suspense fallback. A failed fetch is left to the screen, which tries again as it draws.
 */
const lazyScreen = (load: ModuleLoader, appKey: string) => async () => {
  const module = await load();
  const entry = module.screens?.[appKey];
  const own = (entry && typeof entry === 'object' && 'page' in entry ? entry.page : entry) as Partial<Preloadable<object>> | undefined;
  // not for a signed-out visitor, whom the session's route sends to the sign-in page
  if (own?.preload && session.get().signedIn) await own.preload().catch(() => {});
  return { Component: module.default };
};

// Restricted Admin Mode is no route group of the catalogue: its one screen is the sys group's task monitor
const taskMonitorPage = lazyComponent(() => import('@/modules/sys/task-monitor-page.tsx'));

/** The bare path of a group goes to its landing screen. */
function GroupLanding({ groupKey }: { groupKey: RouteGroupKey }) {
  const params = useParams();
  const target = groupLanding(groupByKey(groupKey), params);
  return target ? <Navigate to={target} replace /> : <NotFound />;
}

/**
 * What a route group starts as soon as one of its routes is known (a navigation, or a page opened by its address),
 * before its chunk, the shell or the screen have loaded: never awaited, so the route is not held up.
 */
type RoutePrefetch = (args: LoaderFunctionArgs, handle: ScreenHandle) => void;

/** A monitor dashboard: its first widgets' queries and chart code (see prefetchDashboard). */
function dashboardPrefetch(client: QueryClient): RoutePrefetch {
  return ({ params, request }, { appKey }) => {
    if (!session.get().signedIn || typeof window === 'undefined') return;
    // a fixed dashboard is a route of its own, named by its app key; a folder alone only redirects
    const fixedUuid = appKey === 'fortiview.dashboard' || appKey === 'fortiview.folder' ? undefined : appKey.slice('fortiview.'.length);
    if (!fixedUuid && !params.dashId) return;
    const route = {
      folder: params.folder,
      dashId: params.dashId,
      fixedUuid,
      search: new URL(request.url).searchParams,
      viewport: { width: window.innerWidth, height: window.innerHeight },
    };
    void import('@/features/fortiview/dashboards/prefetch.ts')
      .then((m) => m.prefetchDashboard(client, route))
      .catch(() => {});
  };
}

/** Lazy routes of every route group of the catalogue, with their redirects and app keys. */
export function routeGroupRoutes(prefetch: Partial<Record<RouteGroupKey, RoutePrefetch>> = {}): RouteObject[] {
  const routes: RouteObject[] = [];
  for (const group of groups) {
    if (group.path !== '/') {
      routes.push({ path: toRouterPath(group.path.slice(1)), element: <GroupLanding groupKey={group.key} /> });
    }
    for (const screen of screensOf(group)) {
      const path = toRouterPath(screen.template.slice(1));
      const redirect = screen.route.redirect;
      // a conditional redirect depends on a setting the console does not read yet, so the screen itself shows
      if (redirect && !redirect.when) {
        routes.push({ path, element: <Navigate to={redirect.to} replace /> });
        continue;
      }
      const handle: ScreenHandle = { groupKey: group.key, appKey: screen.route.appKey, template: screen.template };
      const start = prefetch[group.key];
      const loader = start
        ? (args: LoaderFunctionArgs) => {
            start(args, handle);
            return null;
          }
        : undefined;
      routes.push({ path, handle, loader, lazy: lazyScreen(moduleLoaders[group.key], screen.route.appKey) });
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

/**
 * The reads the first screen at `path` draws, started the moment the session starts (the route's loader then finds
 * them in flight): the home page's, or the session's for any other page.
 */
function prefetchFirstScreen(client: QueryClient, path: string): Promise<void> {
  return new URL(path, 'http://console').pathname === '/' ? prefetchHome(client) : prefetchSessionStart(client);
}

function SignInRoute() {
  const { signedIn } = useSession();
  const client = useQueryClient();
  // signing in here: the page itself goes on once the console is ready, and stays drawn until then
  const [handingOver, setHandingOver] = useState(false);
  useEffect(() => {
    if (signedIn) return;
    // the first sign of someone at the page (a keystroke, a password manager filling the form, the mouse moving)
    // announces a sign-in
    const events = ['input', 'keydown', 'pointermove', 'pointerdown'] as const;
    const start = () => {
      stop();
      preloadAfterSignIn();
    };
    const stop = () => events.forEach((e) => document.removeEventListener(e, start, { capture: true }));
    events.forEach((e) => document.addEventListener(e, start, { capture: true, passive: true }));
    return stop;
  }, [signedIn]);
  // the console draws once its first reads have answered: a spinner meanwhile, not an empty page
  if (signedIn && !handingOver)
    return (
      <>
        <Navigate to="/" replace />
        <PageSpinner />
      </>
    );
  return (
    <Suspense fallback={<PageSpinner />}>
      <SignInPage onSigningIn={setHandingOver} onSessionStart={(path) => void prefetchFirstScreen(client, path)} />
    </Suspense>
  );
}

/**
 * While the sign-in page or the shell loads: a spinner drawn here, in the theme's colours, rather than antd's Spin,
 * which would be the only reason for the first screen to download antd.
 */
function PageSpinner() {
  const token = firstScreenTokens[useThemeMode()];
  return (
    <div className="page-spinner" role="status" aria-label={msg('shell.loading')} style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
      <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true">
        <circle cx="20" cy="20" r="16" fill="none" stroke={token.colorFillSecondary} strokeWidth="4" />
        <path d="M20 4 a16 16 0 0 1 16 16" fill="none" stroke={token.colorPrimary} strokeWidth="4" strokeLinecap="round">
          <animateTransform attributeName="transform" type="rotate" from="0 20 20" to="360 20 20" dur="0.9s" repeatCount="indefinite" />
        </path>
      </svg>
    </div>
  );
}

export { NotFound, RouteError };

/** The route that holds the signed-in pages, where the route groups' routes join it (createAppRouter). */
const PAGES_ROUTE_ID = 'pages';

/**
 * The console's routes; with the query client, routes that can start their queries early do (dashboards). Without
 * `routeGroups`, only the sign-in page, the home page and the pages of the entry: see createAppRouter.
 */
export function appRoutes(client?: QueryClient, { routeGroups = true }: { routeGroups?: boolean } = {}): RouteObject[] {
  return [
    { path: '/login', element: <SignInRoute />, errorElement: <RouteError />, hydrateFallbackElement: <PageSpinner /> },
    {
      path: '/',
      element: (
        <RequireSession>
          <Suspense fallback={<PageSpinner />}>
            <Shell />
          </Suspense>
        </RequireSession>
      ),
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageSpinner />,
      // a page of the session opened by its address, or the first after signing in: the shell's code and first
      // reads come with the route's own, not after the shell has drawn
      loader: () => {
        if (!session.get().signedIn) return null;
        return firstFrame([Shell.preload(), ...(client ? [prefetchSessionStart(client)] : [])]);
      },
      // only when the session's pages are entered (signing in, a page opened by its address): a choice written to the
      // address of a page of the session would otherwise wait for any first read that failed to be tried again
      shouldRevalidate: () => false,
      children: [
        {
          id: PAGES_ROUTE_ID,
          errorElement: <RouteError />,
          children: [
            {
              index: true,
              element: <HomePage />,
              // the home page's code and reads come with the route (right after signing in), not once the shell has
              // drawn
              loader: () => {
                if (!session.get().signedIn) return null;
                return firstFrame([HomePage.preload(), ...(client ? [prefetchHome(client)] : [])]);
              },
              shouldRevalidate: () => false,
            },
            {
              path: 'vulnerabilities',
              element: <VulnerabilitiesRoute />,
              loader: () => (session.get().signedIn ? VulnerabilitiesRoute.preload().then(noData, noData) : null),
            },
            { path: links.routes.restrictedTaskMonitor.slice(1), lazy: taskMonitorPage },
            { path: 'rstadm', element: <Navigate to={links.routes.restrictedTaskMonitor} replace /> },
            ...(routeGroups ? groupRoutesOf(client) : []),
            { path: '*', element: <NotFound /> },
          ],
        },
      ],
    },
  ];
}

const groupRoutesOf = (client?: QueryClient) => routeGroupRoutes(client ? { fortiview: dashboardPrefetch(client) } : {});

/**
 * The console's router. The route groups' routes (a few hundred, with their optional segments) join the table on
 * the first navigation that needs them, not when the page starts: matching the first address against all of them
 * made the router compile a pattern for each, a tenth of the time the sign-in page took to become usable. An address
 * that only the catch-all matches asks for them (react-router's route discovery), so a screen opened by its address
 * or a link finds its route as before.
 */
export function createAppRouter(client?: QueryClient) {
  const { routes, patchRoutesOnNavigation } = appRouterTable(client);
  return createBrowserRouter(routes, { patchRoutesOnNavigation });
}

/** The routes the router starts with, and how the route groups' routes join them (see createAppRouter). */
export function appRouterTable(client?: QueryClient) {
  let discovered = false;
  const patchRoutesOnNavigation = ({ patch, signal }: { patch(routeId: string | null, children: RouteObject[]): void; signal: AbortSignal }) => {
    // a navigation given up before its patch takes none: the next one asks again
    if (discovered || signal.aborted) return;
    patch(PAGES_ROUTE_ID, groupRoutesOf(client));
    discovered = true;
  };
  return { routes: appRoutes(client, { routeGroups: false }), patchRoutesOnNavigation };
}
