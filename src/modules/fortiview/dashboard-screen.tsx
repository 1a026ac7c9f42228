import { useMemo, useRef, useState } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { useSearchState } from '@/lib/url/use-search-state.ts';
import { withParam } from '@/lib/url/search-params.ts';
import { Alert, Button, Result, Space, Spin } from 'antd';
import { FullscreenOutlined } from '@ant-design/icons';
import { msg } from '@/lib/i18n/messages.ts';
import { useCapabilities, useCurrentAdom, useSession } from '@/lib/session/index.ts';
import { screenAccess } from '@/lib/permissions/capabilities.ts';
import { errorMessage } from '@/lib/api/errors.ts';
import {
  allDashboards,
  DashboardView,
  folders,
  HiddenWidgetsMenu,
  NocMode,
  optionCatalogues,
  parseShown,
  PeriodPicker,
  visibleDashboards,
  writeShown,
  type DashboardContext,
  type DashboardDef,
} from '@/features/fortiview/dashboards/index.ts';
import { useListCustomViews } from '@/lib/api/endpoints/customview.gen.ts';
import { CUSTOM_VIEW_FOLDER, customViewPath, type CustomView } from '@/features/fortiview/custom-views/index.ts';
import { PageFrame } from '@/shell/page-frame.tsx';
import type { ContentMenuItem } from '@/shell/content-menu.tsx';
import { groupByKey } from '@/shell/route-catalog.ts';
import { unlessReadForThisPage } from '@/lib/api/endpoint.ts';
import { useGetSysLicense } from '@/lib/api/endpoints/sys.gen.ts';
import { CustomViewScreen } from './custom-view-screen.tsx';
import { NewCustomViewButton } from './new-custom-view-button.tsx';

export interface DashboardScreenProps {
  /** a fixed dashboard of its own route (fmg-dash1, faz-performance-monitor) */
  fixedUuid?: string;
  /** re-created on every visit: nothing of a previous visit is kept */
  recreateOnVisit?: boolean;
}

/** Where a dashboard lives: fixed ones at the group level, the others in their folder. */
export function dashboardPath(type: string, d: DashboardDef): string {
  return d.fixed ? `/fortiview/${type}/${d.uuid}` : `/fortiview/${type}/${d.folder}/${d.uuid}`;
}

/** The fortiview menu: fixed dashboards first, then each folder with its dashboards, then the custom views. */
function dashboardMenu(type: string, shown: readonly DashboardDef[], customViews: readonly CustomView[]): ContentMenuItem[] {
  const items: ContentMenuItem[] = shown.filter((d) => d.fixed).map((d) => ({ path: dashboardPath(type, d), label: d.title }));
  for (const f of folders) {
    const inFolder = shown.filter((d) => !d.fixed && d.folder === f.key);
    if (!inFolder.length) continue;
    items.push({
      path: `/fortiview/${type}/${f.key}#folder`,
      label: f.title,
      children: inFolder.map((d) => ({ path: dashboardPath(type, d), label: d.title })),
    });
  }
  if (customViews.length) {
    items.push({
      path: `/fortiview/${type}/${CUSTOM_VIEW_FOLDER}#folder`,
      label: msg('customView.menuFolder'),
      children: customViews.map((v) => ({ path: customViewPath(type, v.uuid), label: v.name })),
    });
  }
  return items;
}

/**
 * A monitor dashboard with the fortiview menu beside it: the dashboards this administrator is offered (variant,
 * ADOM product type, licence), the dashboard's time period, its hidden widgets to show, and full-screen NOC mode.
 */
export function DashboardScreen({ fixedUuid, recreateOnVisit = false }: DashboardScreenProps) {
  const { type = 'noc', folder, dashId } = useParams();
  const location = useLocation();
  const [search, setSearch] = useSearchState();
  const caps = useCapabilities();
  const adom = useCurrentAdom();
  const { signedIn } = useSession();
  // read by the route for this page's first frame
  const license = useGetSysLicense(undefined, { enabled: signedIn, refetchOnMount: unlessReadForThisPage });
  const customViews = useListCustomViews();
  const [noc, setNoc] = useState(false);
  const nocButton = useRef<HTMLButtonElement>(null);

  const ctx: DashboardContext = {
    manager: caps.managerFeature,
    analyzer: caps.analyzerFeature,
    adomProduct: adom.data?.product,
    licences: new Set(license.data?.security_rating_licensed ? ['securityRating'] : []),
  };
  const shown = useMemo(
    () => visibleDashboards(allDashboards, ctx),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [ctx.manager, ctx.analyzer, ctx.adomProduct, license.data?.security_rating_licensed],
  );
  const group = groupByKey('fortiview');
  const uuid = fixedUuid ?? dashId;
  const dashboard = allDashboards.find((d) => d.uuid === uuid && (fixedUuid ? d.fixed : d.folder === folder));
  const available = dashboard && shown.includes(dashboard);
  const menu = dashboardMenu(type, shown, customViews.data?.views ?? []);
  const crumbs = [{ title: msg('shell.home'), path: '/' }, { title: group.label }];

  if (screenAccess(caps, 'fortiview', undefined) === 'otherVariant') return <Result status="403" title={msg('shell.noAccessVariant')} />;
  if (adom.isPending || license.isPending) return <Spin size="large" className="page-spin" aria-label={msg('shell.loading')} />;
  if (adom.isError) return <Alert type="error" showIcon title={errorMessage(adom.error, 'shell.currentAdomFailed')} />;

  // the menu lists the fixed dashboards first
  const firstInMenu = shown.find((d) => d.fixed) ?? shown[0];
  if (folder === CUSTOM_VIEW_FOLDER && dashId) {
    return (
      <CustomViewScreen
        type={type}
        dashId={dashId}
        adom={adom.data?.name ?? ''}
        breadcrumb={crumbs}
        menu={menu}
        firstMenuPath={firstInMenu ? dashboardPath(type, firstInMenu) : `/fortiview/${type}`}
      />
    );
  }

  // a folder alone, or a fixed dashboard of the other variant: the first dashboard offered
  if ((!dashId && !fixedUuid) || (fixedUuid && !available)) {
    if (folder === CUSTOM_VIEW_FOLDER && customViews.data?.views[0]) return <Navigate to={customViewPath(type, customViews.data.views[0].uuid)} replace />;
    const first = (folder ? shown.find((d) => !d.fixed && d.folder === folder) : undefined) ?? shown[0];
    if (first) return <Navigate to={dashboardPath(type, first)} replace />;
    return (
      <PageFrame title={group.label} breadcrumb={crumbs} menu={menu}>
        <Result status="info" title={msg('dashboard.noneOffered')} />
      </PageFrame>
    );
  }
  if (!dashboard) {
    return (
      <PageFrame title={group.label} breadcrumb={crumbs} menu={menu}>
        <Result status="404" title={msg('dashboard.unknown')} />
      </PageFrame>
    );
  }
  if (!available) {
    return (
      <PageFrame title={dashboard.title} breadcrumb={[...crumbs, { title: dashboard.title }]} menu={menu} menuSelected={location.pathname}>
        <Result status="info" title={msg('dashboard.notOffered')} />
      </PageFrame>
    );
  }

  const periodKind = optionCatalogues.timePeriods.normal!;
  const period = search.get('period') ?? periodKind.default;
  // the widgets it hides by default that the user shows, kept in the URL
  const shownHidden = parseShown(search, dashboard.widgets);
  const rotation = shown.filter((d) => !d.fixed || d.uuid === dashboard.uuid);

  return (
    <PageFrame
      title={dashboard.title}
      breadcrumb={[...crumbs, { title: dashboard.title }]}
      menu={menu}
      menuSelected={location.pathname}
      extra={
        <Space wrap>
          <PeriodPicker
            kind={periodKind}
            value={period}
            size="middle"
            label={msg('dashboard.dashboardPeriod')}
            onChange={(p) =>
              setSearch((prev) => withParam(prev, 'period', p), { replace: true })
            }
          />
          <HiddenWidgetsMenu
            widgets={dashboard.widgets}
            shown={shownHidden}
            onChange={(ids) => setSearch((prev) => writeShown(prev, ids), { replace: true })}
          />
          <Button ref={nocButton} icon={<FullscreenOutlined />} onClick={() => setNoc(true)}>
            {msg('dashboard.nocMode')}
          </Button>
          <NewCustomViewButton adom={adom.data?.name ?? ''} />
        </Space>
      }
    >
      <div className="dashboard" data-dashboard={dashboard.uuid} data-flavour={type}>
        <DashboardView
          key={recreateOnVisit ? location.key : dashboard.uuid}
          widgets={dashboard.widgets}
          adom={adom.data?.name ?? ''}
          shownHidden={shownHidden}
        />
      </div>
      <NocMode
        open={noc}
        onClose={() => {
          setNoc(false);
          nocButton.current?.focus();
        }}
        dashboards={rotation}
        startUuid={dashboard.uuid}
        adom={adom.data?.name ?? ''}
      />
    </PageFrame>
  );
}
