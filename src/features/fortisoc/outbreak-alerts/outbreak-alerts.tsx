import './outbreak-alerts.css';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { App, Badge, Button, Input, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { severity } from '@generated/catalog/severity.ts';
import { errorMessage } from '@/lib/api/errors.ts';
import { textColorOn } from '@/lib/color/contrast.ts';
import { formatDateTime } from '@/lib/format/date.ts';
import { failureText } from '@/lib/format/failure.ts';
import { httpUrl } from '@/lib/url/safe-url.ts';
import { ToolbarActions } from '@/lib/ui/toolbar-actions.tsx';
import type { OutbreakAlert } from '@generated/types/entities.ts';
import { useListOutbreakAlerts } from '@/lib/api/endpoints/soc.gen.ts';
import { filterAlerts, filterFromParams, filterToParams, STATUS_ORDER, type AlertFilter, type DetectionStatus } from './logic/alerts.ts';
import { msg } from './text.ts';
import { LoadFailed } from '@/lib/ui/load-failed.tsx';

const STATUS_BADGE = { detected: 'error', mitigated: 'success', notDetected: 'default' } as const;
const STATUSES: DetectionStatus[] = ['detected', 'mitigated', 'notDetected'];
const ANY = 'any';

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
function AdvisoryCell({ alert }: { alert: OutbreakAlert }) {
  const href = httpUrl(alert.advisory.url);
  const id = alert.advisory.irNumber;
  return (
    <Space orientation="vertical" size={0}>
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer" aria-label={msg('soc.opensNewTab', id)}>
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
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => filterFromParams(params), [params]);
  const setFilter = (change: (f: AlertFilter) => AlertFilter) => setParams(filterToParams(change(filter)), { replace: true });
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

  const toggle = (id: string) => setExpanded((keys) => (keys.includes(id) ? keys.filter((k) => k !== id) : [...keys, id]));

  const columns: TableColumnsType<OutbreakAlert> = [
    {
      key: 'risk',
      title: msg('soc.severity'),
      sorter: (a, b) => a.risk - b.risk,
      render: (_, a) => <SeverityTag risk={a.risk} />,
    },
    { key: 'name', title: msg('soc.name'), dataIndex: 'name', sorter: (a, b) => a.name.localeCompare(b.name) },
    {
      key: 'devices',
      title: msg('soc.devices'),
      sorter: (a, b) => a.devices.length - b.devices.length,
      render: (_, a) =>
        a.devices.length ? (
          <Button
            size="small"
            type="link"
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
      title: msg('soc.status'),
      sorter: (a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status],
      render: (_, a) => <Badge status={STATUS_BADGE[a.status]} text={msg(`soc.status.${a.status}`)} />,
    },
    {
      key: 'date',
      title: msg('soc.date'),
      sorter: (a, b) => Date.parse(a.date) - Date.parse(b.date),
      defaultSortOrder: 'descend',
      render: (_, a) => formatDateTime(a.date),
    },
    {
      key: 'last',
      title: msg('soc.lastDetected'),
      render: (_, a) => (a.lastDetected ? formatDateTime(a.lastDetected) : msg('soc.never')),
    },
    { key: 'advisory', title: msg('soc.advisory'), render: (_, a) => <AdvisoryCell alert={a} /> },
  ];

  const actions = (
    <ToolbarActions>
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
            {msg('soc.count', shown.length, all.length)}
          </Typography.Text>
        )}
      </Space>
      <Table<OutbreakAlert>
        rowKey="id"
        size="small"
        aria-label={msg('soc.table')}
        loading={alerts.isPending}
        dataSource={shown}
        columns={columns}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        locale={{ emptyText: all.length ? msg('soc.noMatch') : msg('soc.none') }}
        expandable={{
          expandedRowKeys: expanded,
          showExpandColumn: false,
          rowExpandable: (a) => a.devices.length > 0,
          expandedRowRender: (a) => (
            <section aria-label={msg('soc.devicesOf', a.name)}>
              <Typography.Text strong>{msg('soc.devicesOf', a.name)}</Typography.Text>
              <ul className="soc-device-list">
                {a.devices.map((d) => (
                  <li key={d.oid}>
                    <Typography.Text>{d.name}</Typography.Text> <Typography.Text type="secondary">{d.sn}</Typography.Text>
                  </li>
                ))}
              </ul>
            </section>
          ),
        }}
      />
    </>
  );
}
