import { useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { Alert, Button, Card, Result, Space, Spin, Table, Typography } from 'antd';
import { PeriodPicker, useWidgetData, type WidgetQuerySpec } from '@/features/fortiview/dashboards/index.ts';
import { periodRange } from '@/features/fortiview/dashboards/index.ts';
import { failureText } from '@/lib/format/failure.ts';
import { useCurrentAdom } from '@/lib/session/index.ts';
import { appOf, logListPath, logTypeOptions, parseLogTypeParam, periodKind } from './catalog.ts';
import { useListLogFiles, useListLogGroups, useListSavedLogViews } from '@/lib/api/endpoints/logview.gen.ts';
import { quoteValue } from '@/lib/logs/filter-expression.ts';
import { LogList } from './log-list.tsx';
import { LOG_TYPE_PARAM } from './logic/nav-state.ts';
import { msg } from './text.ts';
import { LoadFailed } from '@/lib/ui/load-failed.tsx';

function useAdomName() {
  const adom = useCurrentAdom();
  return { adom, name: adom.data?.name, product: adom.data?.product };
}

function AdomGate({ children }: { children: (adom: string, product: string | undefined) => React.ReactNode }) {
  const { adom, name, product } = useAdomName();
  if (adom.isPending) return <Spin aria-label={msg('logview.loading')} />;
  if (adom.isError || !name) return <Alert type="error" showIcon title={failureText(adom.error, 'logview.adomFailed')} />;
  return <>{children(name, product)}</>;
}

/** /logview/logs, utm-monitor and monitor: the log list of the route's log type; the monitors' list is live. */
export function LogsScreen({ live = false }: { live?: boolean }) {
  const { _logtype } = useParams();
  const { pathname } = useLocation();
  const logType = parseLogTypeParam(_logtype);
  if (!logType) return <Result status="404" title={msg('logview.unknownLogType', _logtype ?? '')} />;
  return (
    <AdomGate>
      {(adom) => (
        <LogList
          key={`${adom}/${logType.param}`}
          adom={adom}
          logType={logType}
          live={live}
          logTypeOptions={logTypeOptions}
          // another log type in the same kind of list (logs, monitor or utm-monitor)
          logTypePath={(key) => pathname.replace(/[^/]+\/?$/, encodeURIComponent(key))}
        />
      )}
    </AdomGate>
  );
}

/** /logview/monitor and utm-monitor: the live log list of the route's log type. */
export function LiveLogsScreen() {
  return <LogsScreen live />;
}

/** /logview/customviewlogs/…/{viewName}: a saved log view's list. */
export function CustomViewLogsScreen() {
  const { viewName = '' } = useParams();
  return <AdomGate>{(adom) => <SavedViewList adom={adom} name={viewName} />}</AdomGate>;
}

function SavedViewList({ adom, name }: { adom: string; name: string }) {
  const views = useListSavedLogViews({ params: { path: { adom } } });
  if (views.isPending) return <Spin aria-label={msg('logview.loading')} />;
  if (views.isError) return <LoadFailed title={failureText(views.error, 'logview.viewsFailed')} onRetry={() => void views.refetch()} />;
  const view = views.data.find((v) => v.name === name);
  const logType = view ? parseLogTypeParam(view.logtype) : null;
  if (!view || !logType) return <Result status="404" title={msg('logview.unknownView', name)} />;
  return <LogList key={`${adom}/${name}`} adom={adom} logType={logType} presetColumns={view.columns} presetFilter={view.filter} fixedDevices={view.devices?.length ? view.devices : undefined} />;
}

/** /logview/loggroups/{viewName?}: the ADOM's log groups, or one group's logs. */
export function LogGroupsScreen() {
  const { viewName } = useParams();
  return <AdomGate>{(adom, product) => <LogGroups adom={adom} product={product} name={viewName} />}</AdomGate>;
}

function LogGroups({ adom, product, name }: { adom: string; product: string | undefined; name?: string }) {
  const groups = useListLogGroups({ params: { path: { adom } } });
  const [search] = useSearchParams();
  const logtype = search.get(LOG_TYPE_PARAM) ?? 'traffic';
  if (groups.isPending) return <Spin aria-label={msg('logview.loading')} />;
  if (groups.isError) return <LoadFailed title={failureText(groups.error, 'logview.groupsFailed')} onRetry={() => void groups.refetch()} />;
  if (name) {
    const group = groups.data.find((g) => g.name === name);
    const logType = parseLogTypeParam(logtype);
    if (!group || !logType) return <Result status="404" title={msg('logview.unknownGroup', name)} />;
    return (
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text>{msg('logview.groupDevices', group.name, group.devices.length)}</Typography.Text>
        <LogList key={`${adom}/${name}/${logtype}`} adom={adom} logType={logType} fixedDevices={group.devices} logTypeOptions={logTypeOptions} logTypeInSearch logTypePath={() => `/logview/loggroups/${encodeURIComponent(name)}`} />
      </Space>
    );
  }
  const app = appOf(product);
  return (
    <Table
      size="small"
      rowKey="name"
      pagination={false}
      locale={{ emptyText: msg('logview.noGroups') }}
      dataSource={groups.data}
      columns={[
        { title: msg('logview.groupName'), dataIndex: 'name', render: (n: string) => <Link to={`/logview/loggroups/${encodeURIComponent(n)}`}>{n}</Link> },
        { title: msg('logview.groupDescription'), dataIndex: 'description' },
        { title: msg('logview.groupDeviceCount'), key: 'count', render: (_: unknown, g) => g.devices.length },
        {
          title: msg('logview.actions'),
          key: 'actions',
          render: (_: unknown, g) => (
            <Link to={logListPath(app, 'traffic')} state={{ devList: g.devices, querySrc: msg('logview.sourceGroup', g.name) }}>
              {msg('logview.viewTraffic')}
            </Link>
          ),
        },
      ]}
    />
  );
}

/** /logview/logbrowse/{viewName?}: the stored log files, of one device when the route names it. */
export function LogBrowseScreen() {
  const { viewName } = useParams();
  return <AdomGate>{(adom, product) => <LogBrowse adom={adom} product={product} devid={viewName} />}</AdomGate>;
}

const SIZE = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });
function fileSize(bytes: number): string {
  if (bytes >= 1 << 20) return `${SIZE.format(bytes / (1 << 20))} MB`;
  if (bytes >= 1 << 10) return `${SIZE.format(bytes / (1 << 10))} KB`;
  return `${bytes} B`;
}

function LogBrowse({ adom, product, devid }: { adom: string; product: string | undefined; devid?: string }) {
  const files = useListLogFiles({ params: { path: { adom }, query: { devid } } });
  const app = appOf(product);
  if (files.isError) return <LoadFailed title={failureText(files.error, 'logview.filesFailed')} onRetry={() => void files.refetch()} />;
  return (
    <Table
      size="small"
      loading={files.isPending}
      rowKey={(f) => `${f.devid}/${f.name}`}
      locale={{ emptyText: msg('logview.noFiles') }}
      dataSource={files.data?.files ?? []}
      pagination={{ pageSize: 50, showSizeChanger: false }}
      columns={[
        { title: msg('logview.fileName'), dataIndex: 'name' },
        { title: msg('logview.fileDevice'), key: 'device', render: (_: unknown, f) => <Link to={`/logview/logbrowse/${encodeURIComponent(f.devid)}`}>{f.devname}</Link> },
        { title: msg('logview.fileType'), dataIndex: 'logtype' },
        { title: msg('logview.fileFrom'), dataIndex: 'start', render: (t: string) => t.replace('T', ' ').slice(0, 19) },
        { title: msg('logview.fileTo'), dataIndex: 'end', render: (t: string) => t.replace('T', ' ').slice(0, 19) },
        { title: msg('logview.fileRows'), dataIndex: 'rows', align: 'right', render: (n: number) => n.toLocaleString('en') },
        { title: msg('logview.fileSize'), dataIndex: 'size', align: 'right', render: fileSize },
        {
          title: msg('logview.actions'),
          key: 'open',
          render: (_: unknown, f) => (
            <Link
              to={logListPath(app, f.logtype === 'security' ? 'threat' : f.logtype)}
              state={{ timeStart: f.start, timeEnd: new Date(Date.parse(f.end) + 1000).toISOString(), devList: [f.devid], querySrc: msg('logview.sourceFile', f.name) }}
              aria-label={msg('logview.openFileLabel', f.name, f.devname)}
            >
              {msg('logview.openFile')}
            </Link>
          ),
        },
      ]}
    />
  );
}

interface HuntSpec {
  key: string;
  viewName: string;
  title: string;
  field: string;
  logtype: string;
}

const HUNTS: HuntSpec[] = [
  { key: 'threats', viewName: 'top-threats', title: 'logview.huntThreats', field: 'attack', logtype: 'threat' },
  { key: 'sources', viewName: 'ioc', title: 'logview.huntSources', field: 'srcip', logtype: 'threat' },
  { key: 'destinations', viewName: 'threat-destinations', title: 'logview.huntDestinations', field: 'dstip', logtype: 'threat' },
  { key: 'viruses', viewName: 'local-threat-prevalence', title: 'logview.huntViruses', field: 'virus', logtype: 'virus' },
];

/** /logview/threat_hunting: the period's top threats, sources, destinations and malware, each drilling into its logs. */
export function ThreatHuntingScreen() {
  const [period, setPeriod] = useState(periodKind.default);
  return (
    <AdomGate>
      {(adom, product) => (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Space wrap>
            <PeriodPicker kind={periodKind} value={period} label={msg('logview.timePeriod')} onChange={setPeriod} />
            <LogTypeLinks product={product} />
          </Space>
          <div className="threat-hunting">
            {HUNTS.map((h) => (
              <HuntCard key={h.key} adom={adom} product={product} hunt={h} period={period} />
            ))}
          </div>
        </Space>
      )}
    </AdomGate>
  );
}

function LogTypeLinks({ product }: { product: string | undefined }) {
  const app = appOf(product);
  return (
    <nav aria-label={msg('logview.browseLogs')} className="log-type-links">
      <Space size={4} wrap>
        <Typography.Text type="secondary">{msg('logview.browseLogs')}:</Typography.Text>
        {logTypeOptions.filter((o) => !o.value.includes('-') || o.value === 'app-ctrl').map((o) => (
          <Link key={o.value} to={logListPath(app, o.value)}>
            {o.label}
          </Link>
        ))}
      </Space>
    </nav>
  );
}

function HuntCard({ adom, product, hunt, period }: { adom: string; product: string | undefined; hunt: HuntSpec; period: string }) {
  const navigate = useNavigate();
  const spec: WidgetQuerySpec = useMemo(() => ({ adom, viewName: hunt.viewName, period, limit: 10 }), [adom, hunt.viewName, period]);
  const data = useWidgetData(spec, { enabled: true, refetchInterval: false, resolveRange: (p) => periodRange(p, periodKind, Date.now()) });
  const rows = (data.data?.rows ?? []) as unknown as { key: string; value: number; sessions?: number }[];
  const open = (key: string) =>
    navigate(logListPath(appOf(product), hunt.logtype), { state: { search: `${hunt.field}=${quoteValue(key)}`, timePeriod: period, querySrc: msg('logview.sourceHunt', msg(hunt.title as 'logview.huntThreats')) } });
  return (
    <Card size="small" title={msg(hunt.title as 'logview.huntThreats')}>
      {data.isError ? (
        <LoadFailed title={failureText(data.error, 'logview.huntFailed')} onRetry={() => void data.refetch()} />
      ) : (
        <Table
          size="small"
          loading={data.isPending}
          rowKey="key"
          pagination={false}
          tableLayout="fixed"
          locale={{ emptyText: msg('logview.noThreats') }}
          dataSource={rows}
          columns={[
            {
              title: msg('logview.huntName'),
              dataIndex: 'key',
              ellipsis: true,
              render: (key: string) => (
                <Button type="link" size="small" onClick={() => open(key)} aria-label={msg('logview.huntOpen', key)} title={key} className="hunt-link">
                  {key}
                </Button>
              ),
            },
            { title: data.data?.unit === 'score' ? msg('logview.huntScore') : msg('logview.huntCount'), dataIndex: 'value', align: 'right', width: 110, render: (n: number) => n.toLocaleString('en') },
          ]}
        />
      )}
    </Card>
  );
}
