import type { QueryClient } from '@tanstack/react-query';
import { endpointQueryOptions } from '@/lib/api/endpoint.ts';
import { getSysLicense } from '@/lib/api/endpoints/sys.gen.ts';
import { getCurrentAdomQuery, getSysConfigQuery } from '@/lib/session/index.ts';
import { capabilities } from '@/lib/permissions/capabilities.ts';
import { preloadRenderer } from '@/lib/charts/registry.ts';
import type { DisplayType } from '@/lib/charts/types.ts';
import { allDashboards, familyOf, gridSettings, optionCatalogues, widgetByKey, type DashboardDef } from './catalog.ts';
import { isDashboardAvailable } from './logic/visible-dashboards.ts';
import { parseDashboardUrl } from './logic/url-state.ts';
import { parseShown, visiblePlacements } from './logic/hidden-widgets.ts';
import { widgetSettings } from './logic/widget-options.ts';
import { periodRange } from './logic/time-period.ts';
import { prefetchWidgetData } from './api.ts';

/** Where a dashboard route points: a dashboard of a folder, or a fixed dashboard of its own route. */
export interface DashboardRoute {
  folder?: string;
  dashId?: string;
  /** a fixed dashboard's uuid (fmg-dash1, faz-performance-monitor) */
  fixedUuid?: string;
  search: URLSearchParams;
  /** the window's size: the widgets a first drawing shows are those whose query starts here */
  viewport: { width: number; height: number };
}

/**
 * How far down the page the grid starts, at least: the top bar, the page's title row and its menu. A widget starting
 * below the viewport's bottom (and its 100 px margin) less this is left to the widget itself, which asks once it
 * comes near; estimated high, so that nothing is asked that the page would not have asked.
 */
const GRID_TOP_PX = 180;
/** The margin within which a widget counts as near the viewport (useNearViewport). */
const NEAR_MARGIN_PX = 100;
/** Below this window width the grid may stack its widgets (one column): their places are not the catalogue's. */
const MIN_WIDTH_PX = 1024;

/** The dashboard a route shows, when it is a monitor dashboard of the catalogue. */
export function routeDashboard({ folder, dashId, fixedUuid }: Pick<DashboardRoute, 'folder' | 'dashId' | 'fixedUuid'>): DashboardDef | undefined {
  if (fixedUuid) return allDashboards.find((d) => d.fixed && d.uuid === fixedUuid);
  if (!folder || !dashId) return undefined;
  return allDashboards.find((d) => !d.fixed && d.folder === folder && d.uuid === dashId);
}

/**
 * The widgets of `dashboard` a first drawing in `viewport` shows near the viewport, with the settings they run with
 * (the URL's choices, else the catalogue's defaults).
 */
export function firstWidgets(dashboard: DashboardDef, search: URLSearchParams, viewport: DashboardRoute['viewport']) {
  if (viewport.width < MIN_WIDTH_PX) return [];
  const { rowHeight, margin } = gridSettings;
  const urlState = parseDashboardUrl(search);
  const placements = visiblePlacements(dashboard.widgets, parseShown(search, dashboard.widgets));
  const reach = viewport.height + NEAR_MARGIN_PX - GRID_TOP_PX;
  return placements
    .filter((p) => p.y * (rowHeight + margin) < reach)
    .flatMap((p) => {
      const def = widgetByKey(p.widget);
      if (!def) return [];
      const settings = widgetSettings(def, urlState.widgets[p.id] ?? {}, optionCatalogues, urlState.period);
      return [{ id: p.id, def, settings }];
    });
}

/**
 * Starts what a monitor dashboard opened at `route` draws first, without waiting for the shell or the screen: the
 * session's configuration, current ADOM and licence (the dashboards offered), then the queries of the widgets near
 * the viewport and, while they run, the chart code that draws them. The widgets find their queries running (the
 * same queries) when they mount. Does nothing for a dashboard that is not offered; never rejects.
 */
export async function prefetchDashboard(client: QueryClient, route: DashboardRoute): Promise<void> {
  const dashboard = routeDashboard(route);
  if (!dashboard) return;
  try {
    const [config, adom, licence] = await Promise.all([
      client.ensureQueryData(getSysConfigQuery),
      client.ensureQueryData(getCurrentAdomQuery),
      client.ensureQueryData(endpointQueryOptions(getSysLicense)),
    ]);
    const caps = capabilities(config);
    const offered = isDashboardAvailable(dashboard, {
      manager: caps.managerFeature,
      analyzer: caps.analyzerFeature,
      adomProduct: adom.product,
      licences: new Set(licence.security_rating_licensed ? ['securityRating'] : []),
    });
    if (!offered || !adom.name) return;
    for (const { settings: s } of firstWidgets(dashboard, route.search, route.viewport)) {
      const family = familyOf(s.viewName);
      void prefetchWidgetData(
        client,
        { adom: adom.name, viewName: s.viewName, period: s.period ?? 'realtime', limit: s.topN },
        {
          refetchInterval: s.refreshSeconds ? s.refreshSeconds * 1000 : false,
          resolveRange: (period) => periodRange(period, s.periodKind!, Date.now()),
        },
      );
      if (!s.asTable) preloadRenderer(s.displayType as DisplayType, family, s.renderer);
    }
  } catch {
    // the screen asks again and says what went wrong
  }
}
