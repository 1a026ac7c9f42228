import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSearchState } from '@/lib/url/use-search-state.ts';
import { withParam } from '@/lib/url/search-params.ts';
import { App, Button, Progress, Space, Tag, Typography } from 'antd';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import {
  drillDownOf,
  optionCatalogues,
  PeriodPicker,
  periodOrDefault,
  periodRange,
  useWidgetData,
} from '@/features/fortiview/dashboards/index.ts';
import { useListSocPolicies } from '@/lib/api/endpoints/soc.gen.ts';
import type { ApiData } from '@/lib/api/endpoint.ts';
import { DataGrid, useGridUrlState, type DataGridHandle, type GridColumn } from '@/lib/grid/index.ts';
import { ExportCsvButton } from '@/lib/grid/export-csv-button.tsx';
import { formatBytes, formatCount, formatDateTime } from '@/lib/format/index.ts';
import { failureText } from '@/lib/format/failure.ts';
import { LoadFailed } from '@/lib/ui/load-failed.tsx';
import { appOf, logListPath } from '@/lib/logs/log-list-path.ts';
import { useCapabilities, useCurrentAdom } from '@/lib/session/index.ts';
import { TaskFailedError } from '@/lib/api/task-runner.ts';
import type { SocViewDef } from './catalog.ts';
import { policyIdsOf } from './logic/policy-proposal.ts';
import { CreatePolicyDialog } from './create-policy-dialog.tsx';
import { msg, msgCount } from './text.ts';

type SocPolicy = ApiData<'listSocPolicies'>[number];

/** A policy-hit row of the analyzer (a top row keyed by the policy id). */
interface HitRow {
  key: string;
  value?: number;
  sessions?: number;
  bytes?: number;
  blocked?: number;
}

/** Policy hits listed: as many as a table of a dashboard shows by default. */
const HITS_LIMIT = optionCatalogues.topN.table?.default ?? 100;
const GRID_HEIGHT = 360;

const hitColumns = (): GridColumn<HitRow>[] => [
  { key: 'key', name: msg('socView.col.policyId'), value: (r) => Number(r.key), text: (r) => r.key, width: 140 },
  { key: 'value', name: msg('socView.col.hits'), value: (r) => r.value ?? r.sessions ?? 0, text: (r) => formatCount(r.value ?? r.sessions ?? 0), sortDescendingFirst: true },
  { key: 'bytes', name: msg('socView.col.bytes'), value: (r) => r.bytes ?? 0, text: (r) => formatBytes(r.bytes ?? 0), sortDescendingFirst: true },
  { key: 'blocked', name: msg('socView.col.blocked'), value: (r) => r.blocked ?? 0, text: (r) => formatCount(r.blocked ?? 0), sortDescendingFirst: true },
];

const madeColumns = (): GridColumn<SocPolicy>[] => [
  { key: 'policyid', name: msg('socView.col.policyId'), width: 110 },
  { key: 'name', name: msg('socView.col.name'), minWidth: 160 },
  { key: 'srcaddr', name: msg('socView.col.source') },
  { key: 'dstaddr', name: msg('socView.col.destination') },
  { key: 'service', name: msg('socView.col.service') },
  {
    key: 'action',
    name: msg('socView.col.action'),
    text: (p) => msg(p.action === 'accept' ? 'socView.action.accept' : 'socView.action.deny'),
    renderCell: (p) => <Tag color={p.action === 'accept' ? 'success' : 'error'}>{msg(p.action === 'accept' ? 'socView.action.accept' : 'socView.action.deny')}</Tag>,
    width: 110,
  },
  { key: 'fromPolicies', name: msg('socView.col.fromPolicies') },
  { key: 'created', name: msg('socView.col.created'), value: (p) => p.created, text: (p) => formatDateTime(p.created), sortDescendingFirst: true },
];

export interface CreatePolicyByHitsProps {
  view: SocViewDef;
  /** the data views the proposal reads (the view's createPolicy) */
  proposeFrom: NonNullable<SocViewDef['createPolicy']>;
  adom: string;
}

/**
 * Create Policy by Hits: the policy hits of the time period, of which the administrator chooses some and has a
 * policy proposed for them (Create Policy); the policies made so are listed below. A row opens its logs in Log View
 * (Enter or double-click), as a widget's row does.
 */
export function CreatePolicyByHits({ view, proposeFrom, adom }: CreatePolicyByHitsProps) {
  const [search, setSearch] = useSearchState();
  const caps = useCapabilities();
  const currentAdom = useCurrentAdom();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const periodKind = optionCatalogues.timePeriods.normal!;
  const period = periodOrDefault(search.get('period'), periodKind);
  const hits = useWidgetData(
    { adom, viewName: view.viewName, period, limit: HITS_LIMIT },
    { enabled: !!adom, refetchInterval: false, resolveRange: (p) => periodRange(p, periodKind, Date.now()) },
  );
  const rows = useMemo(() => ((hits.data?.rows ?? []) as unknown as HitRow[]).filter((r) => r.key !== ''), [hits.data]);
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const chosen = useMemo(() => rows.filter((r) => selected.has(r.key)), [rows, selected]);
  const policyIds = useMemo(() => policyIdsOf(chosen), [chosen]);
  const [dialogFor, setDialogFor] = useState<number[] | null>(null);
  const createButton = useRef<HTMLButtonElement>(null);
  const hitsGrid = useRef<DataGridHandle<HitRow>>(null);
  const hitsUrl = useGridUrlState({ prefix: 'hits.' });
  const madeUrl = useGridUrlState({ prefix: 'made.', defaultSort: [{ columnKey: 'created', direction: 'DESC' }] });
  const made = useListSocPolicies({ params: { path: { adom } } }, { enabled: !!adom });
  const hitCols = useMemo(hitColumns, []);
  const madeCols = useMemo(madeColumns, []);

  const openLogs = caps.navGroups.logview
    ? (row: HitRow) => {
        const target = drillDownOf(view.viewName, row);
        if (!target) return;
        navigate(logListPath(appOf(currentAdom.data?.product), target.logtype), {
          state: { search: target.search, timePeriod: period, querySrc: view.title },
        });
      }
    : undefined;

  let hitsBody;
  if (hits.isError && !hits.data) {
    const text =
      hits.error instanceof TaskFailedError && hits.error.message
        ? `${msg('socView.hitsFailed')} ${hits.error.message}`
        : failureText(hits.error, 'socView.hitsFailed');
    hitsBody = <LoadFailed title={text} onRetry={() => void hits.refetch()} />;
  } else if (!hits.data) {
    hitsBody = (
      <div className="soc-loading" role="status" aria-live="polite">
        <Progress type="circle" size={56} percent={hits.percentage ?? 0} aria-label={msg('dashboard.loadingPercent', hits.percentage ?? 0)} />
        <Typography.Text type="secondary">{msg('dashboard.loadingPercent', hits.percentage ?? 0)}</Typography.Text>
      </div>
    );
  } else {
    hitsBody = (
      <DataGrid<HitRow>
        ref={hitsGrid}
        aria-label={msg('socView.hitsTable')}
        columns={hitCols}
        rows={rows}
        rowKey={(r) => r.key}
        rowLabel={(r) => msg('socView.policyLabel', r.key)}
        selection="multi"
        selectedKeys={selected}
        onSelectedKeysChange={setSelected}
        onRowActivate={openLogs}
        emptyText={msg('dashboard.noData')}
        height={GRID_HEIGHT}
        {...hitsUrl}
      />
    );
  }

  return (
    <div className="soc-create-policy" data-soc-view={view.key}>
      <section aria-labelledby="soc-hits-heading" className="soc-section">
        <div className="soc-section-head">
          <Typography.Title level={2} id="soc-hits-heading" className="soc-section-title">
            {msg('socView.hitsTitle')}
          </Typography.Title>
          <Space wrap>
            <PeriodPicker
              kind={periodKind}
              value={period}
              size="middle"
              label={msg('dashboard.timePeriod')}
              onChange={(p) =>
                setSearch((prev) => withParam(prev, 'period', p), { replace: true })
              }
            />
            <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void hits.refetch()}>
              {msg('socView.refresh')}
            </Button>
            <ExportCsvButton disabled={!rows.length} onExport={() => hitsGrid.current?.exportCsv(`${view.key}.csv`)} />
            {caps.canCreatePolicyByHits && (
              <Button ref={createButton} type="primary" icon={<PlusOutlined aria-hidden />} disabled={!policyIds.length} onClick={() => setDialogFor(policyIds)}>
                {msg('socView.createPolicy')}
              </Button>
            )}
          </Space>
        </div>
        <Typography.Paragraph type="secondary" className="soc-hint">
          {msg(caps.canCreatePolicyByHits ? 'socView.chooseHint' : 'socView.readOnlyHint')}
        </Typography.Paragraph>
        <Typography.Text role="status" aria-live="polite" className="soc-chosen">
          {msgCount('socView.chosen', chosen.length, formatCount(chosen.length))}
        </Typography.Text>
        {hitsBody}
      </section>

      <section aria-labelledby="soc-made-heading" className="soc-section">
        <Typography.Title level={2} id="soc-made-heading" className="soc-section-title">
          {msg('socView.madeTitle')}
        </Typography.Title>
        {made.isError ? (
          <LoadFailed title={failureText(made.error, 'socView.madeFailed')} onRetry={() => void made.refetch()} />
        ) : (
          <DataGrid<SocPolicy>
            aria-label={msg('socView.madeTable')}
            columns={madeCols}
            rows={made.data ?? []}
            rowKey={(p) => String(p.policyid)}
            rowLabel={(p) => p.name}
            loading={made.isPending}
            emptyText={msg('socView.noneMade')}
            height={260}
            {...madeUrl}
          />
        )}
      </section>

      {dialogFor && (
        <CreatePolicyDialog
          key={dialogFor.join(',')}
          adom={adom}
          period={period}
          periodKind={periodKind}
          policyIds={dialogFor}
          sourcesView={proposeFrom.sources}
          destinationsView={proposeFrom.destinations}
          onClose={() => {
            setDialogFor(null);
            createButton.current?.focus();
          }}
          onCreated={(policy) => {
            setDialogFor(null);
            setSelected(new Set());
            void message.success(msg('socView.created', policy.name));
            createButton.current?.focus();
          }}
        />
      )}
    </div>
  );
}
