import './outbreak-alerts.css';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useSearchState } from '@/lib/url/use-search-state.ts';
import { App, Badge, Button, Input, Select, Space, Tag, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { severity } from '@generated/catalog/severity.ts';
import { errorMessage } from '@/lib/api/errors.ts';
import { textColorOn } from '@/lib/color/contrast.ts';
import { formatCount, formatDateTime } from '@/lib/format/index.ts';
import { DataGrid, useGridUrlState, type DataGridHandle, type GridColumn, type SortColumn } from '@/lib/grid/index.ts';
import { ExportCsvButton } from '@/lib/grid/export-csv-button.tsx';
import { failureText } from '@/lib/format/failure.ts';
import { httpUrl } from '@/lib/url/safe-url.ts';
import { ToolbarActions } from '@/lib/ui/toolbar-actions.tsx';
import type { OutbreakAlert } from '@generated/types/entities.ts';
import { useListOutbreakAlerts } from '@/lib/api/endpoints/soc.gen.ts';
import { filterAlerts, filterFromParams, filterToParams, STATUS_ORDER, type AlertFilter, type DetectionStatus } from './logic/alerts.ts';
import { msg, msgCount } from './text.ts';
import { LoadFailed } from '@/lib/ui/load-failed.tsx';

const STATUS_BADGE = { detected: 'error', mitigated: 'success', notDetected: 'default' } as const;
const STATUSES: DetectionStatus[] = ['detected', 'mitigated', 'notDetected'];
const ANY = 'any';
/** the screen's own filters in the address; the grid's searches and sort are kept beside them */
const FILTER_PARAMS = ['severity', 'status', 'q'];
const NEWEST_FIRST: readonly SortColumn[] = [{ columnKey: 'date', direction: 'DESC' }];
/** two lines: an advisory with its CVEs */
const ROW_HEIGHT = 52;

function riskLevel(risk: number) {
  return severity.riskLevels.find((l) => l.risk === risk) ?? severity.riskLevels[severity.riskLevels.length - 1];
}

/** Severity in words on its catalogue colour, with the text colour that reads on it. */
function SeverityTag({ risk }: { risk: number }) {
  const level = riskLevel(risk);
  return (
    <Tag style={{ backgroundColor: level.color, color: textColorOn(level.color), borderColor: level.color }} className="soc-severity">
      {level.label}
    </Tag>
  );
}

/** The advisory: a link only when the service gave an http(s) address; anything else is text. */
function AdvisoryCell({ alert, tabIndex }: { alert: OutbreakAlert; tabIndex: number }) {
  const href = httpUrl(alert.advisory.url);
  const id = alert.advisory.irNumber;
  return (
    <Space orientation="vertical" size={0}>
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer" aria-label={msg('soc.opensNewTab', id)} tabIndex={tabIndex}>
          {id}
        </a>
      ) : (
        <Typography.Text>{id}</Typography.Text>
      )}
      {alert.advisory.cve?.length ? <Typography.Text type="secondary">{alert.advisory.cve.join(', ')}</Typography.Text> : null}
    </Space>
  );
}

/**
 * Outbreak Alerts: the outbreaks the threat-intelligence service announced, with their severity, whether they were
 * detected on the ADOM's devices (and which), the date and the advisory; filtered by severity and status, searched
 * and sorted here.
 */
export function OutbreakAlerts() {
  const { message } = App.useApp();
  const alerts = useListOutbreakAlerts();
  // the filter lives in the URL, so a filtered view can be linked and survives a reload
  const [params, setParams] = useSearchState();
  const filter = useMemo(() => filterFromParams(params), [params]);
  // the grid's column searches and sort live beside them in the address (?severity=5&f.name=ssl&sort=-date)
  const setFilter = (change: (f: AlertFilter) => AlertFilter) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const key of FILTER_PARAMS) next.delete(key);
        for (const [key, value] of Object.entries(filterToParams(change(filterFromParams(prev))))) next.set(key, value);
        return next;
      },
      { replace: true },
    );
  const gridState = useGridUrlState({ defaultSort: NEWEST_FIRST });
  const gridRef = useRef<DataGridHandle<OutbreakAlert>>(null);
  const [expanded, setExpanded] = useState<string[]>([]);
  const [refreshing, setRefreshing] = useState(false);

  const all = useMemo(() => alerts.data ?? [], [alerts.data]);
  const shown = useMemo(() => filterAlerts(all, filter), [all, filter]);

  async function readAgain() {
    setRefreshing(true);
    try {
      await alerts.refetch({ throwOnError: true });
    } catch (error) {
      void message.error(failureText(error, 'soc.loadFailed'));
    } finally {
      setRefreshing(false);
    }
  }

  const toggle = useCallback((id: string) => setExpanded((keys) => (keys.includes(id) ? keys.filter((k) => k !== id) : [...keys, id])), []);

  const columns = useMemo<GridColumn<OutbreakAlert>[]>(
    () => [
      {
        key: 'risk',
        name: msg('soc.severity'),
        width: 110,
        sortDescendingFirst: true,
        text: (a) => riskLevel(a.risk).label,
        renderCell: (a) => <SeverityTag risk={a.risk} />,
      },
      { key: 'name', name: msg('soc.name'), width: 320 },
      {
        key: 'devices',
        name: msg('soc.devices'),
        width: 150,
        sortDescendingFirst: true,
        value: (a) => a.devices.length,
        text: (a) => [String(a.devices.length), ...a.devices.map((d) => d.name)].join(' '),
        renderCell: (a, { tabIndex }) =>
          a.devices.length ? (
            <Button
              size="small"
              type="link"
              tabIndex={tabIndex}
              aria-expanded={expanded.includes(a.id)}
              aria-label={msg('soc.showDevices', a.devices.length, a.name)}
              onClick={() => toggle(a.id)}
            >
              {String(a.devices.length)}
            </Button>
          ) : (
            <Typography.Text>{a.devices.length}</Typography.Text>
          ),
      },
      {
        key: 'status',
        name: msg('soc.status'),
        width: 150,
        value: (a) => STATUS_ORDER[a.status],
        text: (a) => msg(`soc.status.${a.status}`),
        renderCell: (a) => <Badge status={STATUS_BADGE[a.status]} text={msg(`soc.status.${a.status}`)} />,
      },
      { key: 'date', name: msg('soc.date'), width: 170, sortDescendingFirst: true, value: (a) => Date.parse(a.date), text: (a) => formatDateTime(a.date) },
      {
        key: 'last',
        name: msg('soc.lastDetected'),
        width: 170,
        sortDescendingFirst: true,
        value: (a) => (a.lastDetected ? Date.parse(a.lastDetected) : 0),
        text: (a) => (a.lastDetected ? formatDateTime(a.lastDetected) : msg('soc.never')),
      },
      {
        key: 'advisory',
        name: msg('soc.advisory'),
        minWidth: 200,
        value: (a) => a.advisory.irNumber,
        text: (a) => [a.advisory.irNumber, ...(a.advisory.cve ?? [])].join(' '),
        renderCell: (a, { tabIndex }) => <AdvisoryCell alert={a} tabIndex={tabIndex} />,
      },
    ],
    [expanded, toggle],
  );
  const open = shown.filter((a) => expanded.includes(a.id) && a.devices.length > 0);

  const actions = (
    <ToolbarActions>
      <ExportCsvButton disabled={!shown.length} onExport={() => gridRef.current?.exportCsv('outbreak-alerts')} />
      <Button icon={<ReloadOutlined aria-hidden="true" />} loading={refreshing} onClick={() => void readAgain()}>
        {msg('soc.refresh')}
      </Button>
    </ToolbarActions>
  );

  if (alerts.isError) {
    return (
      <>
        {actions}
        <LoadFailed title={errorMessage(alerts.error, 'soc.loadFailed')} onRetry={() => void alerts.refetch()} />
      </>
    );
  }

  return (
    <>
      {actions}
      <Space wrap style={{ marginBottom: 12 }} align="center">
        <Input.Search
          allowClear
          aria-label={msg('soc.search')}
          placeholder={msg('soc.searchHint')}
          value={filter.search}
          onChange={(e) => setFilter((f) => ({ ...f, search: e.target.value }))}
          style={{ width: 300 }}
        />
        <Select
          aria-label={msg('soc.severityFilter')}
          style={{ width: 180 }}
          value={filter.risks.length ? String(filter.risks[0]) : ANY}
          onChange={(v: string) => setFilter((f) => ({ ...f, risks: v === ANY ? [] : [Number(v)] }))}
          options={[
            { value: ANY, label: msg('soc.anySeverity') },
            ...[...severity.riskLevels].sort((a, b) => b.risk - a.risk).map((l) => ({ value: String(l.risk), label: l.label })),
          ]}
        />
        <Select
          aria-label={msg('soc.statusFilter')}
          style={{ width: 180 }}
          value={filter.statuses[0] ?? ANY}
          onChange={(v: string) => setFilter((f) => ({ ...f, statuses: v === ANY ? [] : [v as DetectionStatus] }))}
          options={[{ value: ANY, label: msg('soc.anyStatus') }, ...STATUSES.map((s) => ({ value: s, label: msg(`soc.status.${s}`) }))]}
        />
        {!alerts.isPending && (
          <Typography.Text type="secondary" role="status">
            {msgCount('soc.count', all.length, formatCount(shown.length), formatCount(all.length))}
          </Typography.Text>
        )}
      </Space>
      <DataGrid<OutbreakAlert>
        {...gridState}
        ref={gridRef}
        aria-label={msg('soc.table')}
        columns={columns}
        rows={shown}
        rowKey={(a) => a.id}
        rowHeight={ROW_HEIGHT}
        onRowActivate={(a) => a.devices.length > 0 && toggle(a.id)}
        loading={alerts.isPending}
        emptyText={all.length ? msg('soc.noMatch') : msg('soc.none')}
        height={520}
      />
      {open.map((a) => (
        <section key={a.id} aria-label={msg('soc.devicesOf', a.name)} className="soc-devices">
          <Typography.Text strong>{msg('soc.devicesOf', a.name)}</Typography.Text>
          <ul className="soc-device-list">
            {a.devices.map((d) => (
              <li key={d.oid}>
                <Typography.Text>{d.name}</Typography.Text> <Typography.Text type="secondary">{d.sn}</Typography.Text>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
