import { useCallback, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { Alert, Button, Card, Result, Space, Spin, Typography } from 'antd';
import { PeriodPicker, useWidgetData, type WidgetQuerySpec } from '@/features/fortiview/dashboards/index.ts';
import { periodRange } from '@/features/fortiview/dashboards/index.ts';
import { failureText } from '@/lib/format/failure.ts';
import { formatBytes, formatCount, formatDateTime } from '@/lib/format/index.ts';
import { DataGrid, useGridUrlState, type DataGridHandle, type GridColumn } from '@/lib/grid/index.ts';
import { ExportCsvButton } from '@/lib/grid/export-csv-button.tsx';
import { useCurrentAdom } from '@/lib/session/index.ts';
import { appOf, logListPath, logTypeOptions, parseLogTypeParam, periodKind } from './catalog.ts';
import { useListLogFiles, useListLogGroups, useListSavedLogViews } from '@/lib/api/endpoints/logview.gen.ts';
import { quoteValue } from '@/lib/logs/filter-expression.ts';
import type { LogFileList, LogGroupList } from '@generated/types/entities.ts';
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
  return <LogGroupList groups={groups.data} app={appOf(product)} />;
}

type LogGroup = LogGroupList[number];

/** The ADOM's log groups: every column searched and sorted, both kept in the address; CSV of what is shown. */
function LogGroupList({ groups, app }: { groups: readonly LogGroup[]; app: ReturnType<typeof appOf> }) {
  const gridState = useGridUrlState();
  const gridRef = useRef<DataGridHandle<LogGroup>>(null);
  const columns = useMemo<GridColumn<LogGroup>[]>(
    () => [
      {
        key: 'name',
        name: msg('logview.groupName'),
        width: 220,
        renderCell: (g, { tabIndex }) => (
          <Link to={`/logview/loggroups/${encodeURIComponent(g.name)}`} tabIndex={tabIndex}>
            {g.name}
          </Link>
        ),
      },
      { key: 'description', name: msg('logview.groupDescription'), width: 320 },
      { key: 'count', name: msg('logview.groupDeviceCount'), width: 110, sortDescendingFirst: true, value: (g) => g.devices.length, text: (g) => formatCount(g.devices.length) },
      {
        key: 'actions',
        name: msg('logview.actions'),
        minWidth: 140,
        sortable: false,
        searchable: false,
        exportable: false,
        renderCell: (g, { tabIndex }) => (
          <Link to={logListPath(app, 'traffic')} state={{ devList: g.devices, querySrc: msg('logview.sourceGroup', g.name) }} tabIndex={tabIndex}>
            {msg('logview.viewTraffic')}
          </Link>
        ),
      },
    ],
    [app],
  );
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <ExportCsvButton disabled={!groups.length} onExport={() => gridRef.current?.exportCsv('log-groups')} />
      <DataGrid<LogGroup>
        {...gridState}
        ref={gridRef}
        aria-label={msg('logview.groupsLabel')}
        columns={columns}
        rows={groups}
        rowKey={(g) => g.name}
        emptyText={msg('logview.noGroups')}
        height={480}
      />
    </Space>
  );
}

/** /logview/logbrowse/{viewName?}: the stored log files, of one device when the route names it. */
export function LogBrowseScreen() {
  const { viewName } = useParams();
  return <AdomGate>{(adom, product) => <LogBrowse adom={adom} product={product} devid={viewName} />}</AdomGate>;
}

type LogFile = LogFileList['files'][number];

function LogBrowse({ adom, product, devid }: { adom: string; product: string | undefined; devid?: string }) {
  const files = useListLogFiles({ params: { path: { adom }, query: { devid } } });
  const app = appOf(product);
  const gridState = useGridUrlState();
  const gridRef = useRef<DataGridHandle<LogFile>>(null);
  const rows = files.data?.files ?? [];
  const columns = useMemo<GridColumn<LogFile>[]>(
    () => [
      { key: 'name', name: msg('logview.fileName'), width: 240 },
      {
        key: 'device',
        name: msg('logview.fileDevice'),
        width: 150,
        value: (f) => f.devname,
        renderCell: (f, { tabIndex }) => (
          <Link to={`/logview/logbrowse/${encodeURIComponent(f.devid)}`} tabIndex={tabIndex}>
            {f.devname}
          </Link>
        ),
      },
      { key: 'logtype', name: msg('logview.fileType'), width: 110 },
      { key: 'start', name: msg('logview.fileFrom'), width: 160, sortDescendingFirst: true, value: (f) => Date.parse(f.start), text: (f) => formatDateTime(f.start) },
      { key: 'end', name: msg('logview.fileTo'), width: 160, sortDescendingFirst: true, value: (f) => Date.parse(f.end), text: (f) => formatDateTime(f.end) },
      { key: 'rows', name: msg('logview.fileRows'), width: 100, sortDescendingFirst: true, text: (f) => formatCount(f.rows) },
      { key: 'size', name: msg('logview.fileSize'), width: 100, sortDescendingFirst: true, text: (f) => formatBytes(f.size) },
      {
        key: 'open',
        name: msg('logview.actions'),
        minWidth: 100,
        sortable: false,
        searchable: false,
        exportable: false,
        renderCell: (f, { tabIndex }) => (
          <Link
            to={logListPath(app, f.logtype === 'security' ? 'threat' : f.logtype)}
            state={{ timeStart: f.start, timeEnd: new Date(Date.parse(f.end) + 1000).toISOString(), devList: [f.devid], querySrc: msg('logview.sourceFile', f.name) }}
            aria-label={msg('logview.openFileLabel', f.name, f.devname)}
            tabIndex={tabIndex}
          >
            {msg('logview.openFile')}
          </Link>
        ),
      },
    ],
    [app],
  );
  if (files.isError) return <LoadFailed title={failureText(files.error, 'logview.filesFailed')} onRetry={() => void files.refetch()} />;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <ExportCsvButton disabled={!rows.length} onExport={() => gridRef.current?.exportCsv('log-files')} />
      <DataGrid<LogFile>
        {...gridState}
        ref={gridRef}
        aria-label={msg('logview.filesLabel')}
        columns={columns}
        rows={rows}
        rowKey={(f) => `${f.devid}/${f.name}`}
        loading={files.isPending}
        emptyText={msg('logview.noFiles')}
        height={560}
      />
    </Space>
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
  const rows = (data.data?.rows ?? []) as unknown as HuntRow[];
  const open = useCallback(
    (key: string) =>
      navigate(logListPath(appOf(product), hunt.logtype), {
        state: { search: `${hunt.field}=${quoteValue(key)}`, timePeriod: period, querySrc: msg('logview.sourceHunt', msg(hunt.title as 'logview.huntThreats')) },
      }),
    [navigate, product, hunt, period],
  );
  // four lists on one page: each keeps its searches and sort under its own name in the address
  const gridState = useGridUrlState({ prefix: `${hunt.key}.` });
  const gridRef = useRef<DataGridHandle<HuntRow>>(null);
  const title = msg(hunt.title as 'logview.huntThreats');
  const valueName = data.data?.unit === 'score' ? msg('logview.huntScore') : msg('logview.huntCount');
  const columns = useMemo<GridColumn<HuntRow>[]>(
    () => [
      {
        key: 'key',
        name: msg('logview.huntName'),
        minWidth: 160,
        renderCell: (r, { tabIndex }) => (
          <Button type="link" size="small" tabIndex={tabIndex} onClick={() => open(r.key)} aria-label={msg('logview.huntOpen', r.key)} title={r.key} className="hunt-link">
            {r.key}
          </Button>
        ),
      },
      { key: 'value', name: valueName, width: 130, sortDescendingFirst: true, text: (r) => formatCount(r.value) },
    ],
    [valueName, open],
  );
  return (
    <Card
      size="small"
      title={title}
      extra={<ExportCsvButton size="small" disabled={!rows.length} onExport={() => gridRef.current?.exportCsv(`threat-hunting-${hunt.key}`)} />}
    >
      {data.isError ? (
        <LoadFailed title={failureText(data.error, 'logview.huntFailed')} onRetry={() => void data.refetch()} />
      ) : (
        <DataGrid<HuntRow>
          {...gridState}
          ref={gridRef}
          aria-label={title}
          columns={columns}
          rows={rows}
          rowKey={(r) => r.key}
          onRowActivate={(r) => open(r.key)}
          loading={data.isPending}
          emptyText={msg('logview.noThreats')}
          height={400}
        />
      )}
    </Card>
  );
}

interface HuntRow {
  key: string;
  value: number;
  sessions?: number;
}
