import { useMemo } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { Alert, Result, Spin } from 'antd';
import { msg } from '@/lib/i18n/messages.ts';
import { errorMessage } from '@/lib/api/errors.ts';
import { screenAccess } from '@/lib/permissions/capabilities.ts';
import { useCapabilities, useCurrentAdom } from '@/lib/session/index.ts';
import {
  firstOfferedView,
  isViewOffered,
  offeredGroups,
  SOC_VIEWS_PATH,
  SocView,
  socGroups,
  socViewByKey,
  socViewPath,
  withSocViews,
} from '@/features/fortisoc/soc-views/index.ts';
import { PageFrame, type Crumb } from '@/shell/page-frame.tsx';
import { groupByKey, groupLanding, moduleMenu, screensOf } from '@/shell/route-catalog.ts';

/**
 * SOC Views (/fortisoc/socviews/{view}): the views the ADOM's product type is offered, listed by group in FortiSOC's
 * menu, each drawn from the analyzer's logs. The bare address opens the first view offered; a view of another
 * product type says so.
 */
export default function SocViewsPage() {
  const { view: key } = useParams();
  const { pathname, search } = useLocation();
  const caps = useCapabilities();
  const adom = useCurrentAdom();
  const product = adom.data?.product;
  const group = groupByKey('fortisoc');
  const offered = useMemo(() => offeredGroups(socGroups, product), [product]);
  const label = screensOf(group).find((s) => s.route.appKey === 'fortisoc.socviews')?.route.label ?? group.label;
  const menu = withSocViews(moduleMenu(group), offered);
  const crumbs: Crumb[] = [
    { title: msg('shell.home'), path: '/' },
    { title: group.label, path: groupLanding(group) ?? undefined },
    { title: label, path: SOC_VIEWS_PATH },
  ];

  const access = screenAccess(caps, 'fortisoc', undefined);
  if (access === 'otherVariant') return <Result status="403" title={msg('shell.noAccessVariant')} />;
  if (access !== 'allowed') return <Result status="403" title={msg('shell.noAccess')} />;
  if (adom.isPending) return <Spin size="large" className="page-spin" aria-label={msg('shell.loading')} />;
  if (adom.isError) return <Alert type="error" showIcon title={errorMessage(adom.error, 'shell.currentAdomFailed')} />;

  if (!key) {
    const first = firstOfferedView(socGroups, product);
    if (first) return <Navigate to={{ pathname: socViewPath(first.key), search }} replace />;
    return (
      <PageFrame title={label} breadcrumb={crumbs} menu={menu}>
        <Result status="info" title={msg('socView.noneOffered')} />
      </PageFrame>
    );
  }
  const found = socViewByKey(key);
  if (!found) {
    return (
      <PageFrame title={label} breadcrumb={crumbs} menu={menu}>
        <Result status="404" title={msg('socView.unknown')} />
      </PageFrame>
    );
  }
  const breadcrumb = [...crumbs, { title: found.group.title }, { title: found.view.title }];
  if (!isViewOffered(socGroups, product, key)) {
    return (
      <PageFrame title={found.view.title} breadcrumb={breadcrumb} menu={menu} menuSelected={pathname}>
        <Result status="info" title={msg('socView.notOffered', product ?? '')} />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={found.view.title} breadcrumb={breadcrumb} menu={menu} menuSelected={pathname}>
      <SocView key={found.view.key} view={found.view} group={found.group} adom={adom.data.name} />
    </PageFrame>
  );
}
