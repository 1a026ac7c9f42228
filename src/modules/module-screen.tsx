import { Suspense, type ComponentType } from 'react';
import type { AppKey, AppKeysByGroup } from '@generated/catalog/route-groups.ts';
import { Navigate, useLocation, useMatches, useParams } from 'react-router';
import { Result, Spin, Typography } from 'antd';
import { msg } from '@/lib/i18n/messages.ts';
import { screenAccess } from '@/lib/permissions/capabilities.ts';
import { useCapabilities } from '@/lib/session/index.ts';
import { PageFrame, type Crumb } from '@/shell/page-frame.tsx';
import { fillPath, groupByKey, groupLanding, joinPath, moduleMenu, type RouteGroupKey, type ScreenEntry, screensOf } from '@/shell/route-catalog.ts';
import type { ContentMenuItem } from '@/shell/content-menu.tsx';

/** What the router tells a module screen about the route it matched. */
export interface ScreenHandle {
  groupKey: RouteGroupKey;
  appKey: AppKey;
  template: string;
}

export function isScreenHandle(h: unknown): h is ScreenHandle {
  return typeof h === 'object' && h !== null && 'appKey' in h && 'template' in h && 'groupKey' in h;
}

/** The menu entry the location falls under: the exact screen, else the longest path containing it. */
function selectedMenuPath(items: ContentMenuItem[], pathname: string): string | null {
  let best: string | null = null;
  const visit = (list: ContentMenuItem[]) => {
    for (const i of list) {
      if (!i.path.includes('#') && (pathname === i.path || pathname.startsWith(`${i.path}/`)) && (!best || i.path.length > best.length)) best = i.path;
      if (i.children) visit(i.children);
    }
  };
  visit(items);
  return best;
}

/**
 * A screen of a route group: its content, drawn inside the group's frame, or a page that draws its own frame
 * (a dashboard with its folder menu, the task monitor, High Availability).
 */
export type ModuleScreenEntry = ComponentType | { page: ComponentType };

/** A group's screens by app key: an app key the catalogue does not give the group fails the type check. */
export type ScreenMap<G extends RouteGroupKey> = Partial<Record<AppKeysByGroup[G], ModuleScreenEntry>>;

export interface ModuleScreenProps<G extends RouteGroupKey> {
  groupKey: G;
  /** the group's screens by app key; a route without one is not a page */
  screens: ScreenMap<G>;
  /** the group's menu as the module draws it, where the catalogue's routes alone do not say all (FortiSOC's SOC views) */
  extendMenu?: (menu: ContentMenuItem[]) => ContentMenuItem[];
}

/** Whether a screen entry draws its own page frame. */
function isPage(entry: ModuleScreenEntry): entry is { page: ComponentType } {
  return typeof entry === 'object' && entry !== null && 'page' in entry;
}

/**
 * The one way a screen is mounted: the router opens a route group's module for every route of the catalogue, and
 * the module's ModuleScreen finds the screen by the route's app key, checks access, and draws it inside the group's
 * frame (breadcrumb, module toolbar, module menu, the screen's title, its app key) or as its own page.
 */
export function ModuleScreen<G extends RouteGroupKey>({ groupKey, screens, extendMenu }: ModuleScreenProps<G>) {
  const group = groupByKey(groupKey);
  const caps = useCapabilities();
  const params = useParams();
  const { pathname, search } = useLocation();
  const handle = [...useMatches()].reverse().map((m) => m.handle).find(isScreenHandle);
  const screen: ScreenEntry | undefined = screensOf(group).find((s) => s.route.appKey === handle?.appKey);

  const access = screenAccess(caps, groupKey, handle?.template);
  const badParam = [...(group.params ?? []), ...(screen?.route.params ?? [])].find(
    (p) => p.enum && params[p.name] !== undefined && !p.enum.includes(params[p.name]!),
  );

  const entry = screen ? (screens as Partial<Record<string, ModuleScreenEntry>>)[screen.route.appKey] : undefined;
  // a page checks its own access and parameters (a dashboard knows which dashboards the ADOM offers)
  if (screen && entry && isPage(entry)) {
    const Page = entry.page;
    return (
      <div data-app-key={screen.route.appKey} style={{ display: 'contents' }}>
        <Suspense fallback={<Spin description={msg('shell.loading')} />}>
          <Page />
        </Suspense>
      </div>
    );
  }
  if (!screen || badParam) return <Result status="404" title={msg('shell.notFound')} />;
  if (access === 'otherVariant') return <Result status="403" title={msg('shell.noAccessVariant')} />;
  if (access !== 'allowed') return <Result status="403" title={msg('shell.noAccess')} />;

  const groupParams = Object.fromEntries((group.params ?? []).map((p) => [p.name, params[p.name]]));
  const catalogueMenu = moduleMenu(group, groupParams);
  const menu = extendMenu ? extendMenu(catalogueMenu) : catalogueMenu;
  const landing = groupLanding(group, groupParams);
  const groupCrumb: Crumb[] = group.path === '/' ? [] : [{ title: group.label, path: landing ?? undefined }];
  const parents: Crumb[] = screen.trail.slice(0, -1).map((r, i) => {
    const template = joinPath(group.path, ...screen.trail.slice(0, i + 1).map((t) => t.path));
    return { title: r.label, path: fillPath(template, params) };
  });
  const Content = entry && !isPage(entry) ? entry : undefined;
  // a parent route without a screen of its own (a template family, the maps) opens its first child
  const firstChild = Content ? undefined : screen.route.children?.find((c) => c.menu && !c.redirect);
  if (firstChild) return <Navigate to={{ pathname: `${pathname.replace(/\/+$/, '')}/${firstChild.path}`, search }} replace />;
  // every route of the catalogue has a screen (tests/e2e/every-route.test.ts); one without is not a page here
  if (!Content) return <Result status="404" title={msg('shell.notFound')} />;

  return (
    <div data-app-key={screen.route.appKey} className="module-screen">
      <PageFrame
        title={screen.route.label}
        breadcrumb={[{ title: msg('shell.home'), path: '/' }, ...groupCrumb, ...parents, { title: screen.route.label }]}
        menu={menu}
        menuSelected={selectedMenuPath(menu, pathname)}
      >
        {screen.route.description && <Typography.Paragraph type="secondary">{screen.route.description}</Typography.Paragraph>}
        <Suspense fallback={<Spin description={msg('shell.loading')} />}>
          <Content />
        </Suspense>
      </PageFrame>
    </div>
  );
}
