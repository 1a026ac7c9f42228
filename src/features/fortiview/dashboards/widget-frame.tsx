import { memo, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, Card, Progress, Select, Space, Tooltip, Typography } from 'antd';
import {
  DownloadOutlined,
  InfoCircleOutlined,
  PauseOutlined,
  CaretRightOutlined,
  ReloadOutlined,
  TableOutlined,
  BarChartOutlined,
} from '@ant-design/icons';
import { msg, type MessageKey } from './text.ts';
import { failureText } from '@/lib/format/failure.ts';
import { downloadBlob } from '@/lib/browser/download.ts';
import { useNearViewport } from '@/lib/ui/use-near-viewport.ts';
import { ChartTable, ChartView, preloadRenderer, rowsToCsv, type DisplayType } from '@/lib/charts/index.ts';
import { TaskFailedError } from '@/lib/api/task-runner.ts';
import { useWidgetData } from './api.ts';
import { PeriodPicker } from './period-picker.tsx';
import { periodRange } from './logic/time-period.ts';
import type { WidgetUrlState } from './logic/url-state.ts';
import { widgetSettings } from './logic/widget-options.ts';
import { autoplayPages, pagesRotate } from './logic/autoplay-pages.ts';
import { familyOf, optionCatalogues, type WidgetDef } from './catalog.ts';
import { useAutoplay, useRotationPaused } from './use-autoplay.ts';
import { useNavigate } from 'react-router';
import { useCapabilities, useCurrentAdom } from '@/lib/session/index.ts';
import { appOf, logListPath } from '@/lib/logs/log-list-path.ts';
import { drillDownOf } from './logic/drill-down.ts';
import { LoadFailed } from '@/lib/ui/load-failed.tsx';

export interface WidgetFrameProps {
  /** the widget's id on its dashboard (URL state key) */
  instanceId: string;
  def: WidgetDef;
  adom: string;
  devices?: string[];
  /** the dashboard's time period, followed unless the widget has its own */
  dashboardPeriod?: string;
  state: WidgetUrlState;
  onStateChange: (change: Partial<WidgetUrlState>) => void;
  /** height of the body in px (the grid cell minus the header) */
  bodyHeight: number;
  /** an edit layer may add its own controls (custom views) */
  extra?: ReactNode;
}

/** The name of a display type in the widget's choice; the one its own renderer draws is named by the renderer. */
function displayTypeLabel(type: string, def: WidgetDef): string {
  if (def.renderer && type === def.type) return msg(`dashboard.renderer.${def.renderer}` as MessageKey);
  return msg(`dashboard.type.${type}` as MessageKey);
}

/**
 * Whether a widget would draw the same: the same props, its URL state compared member by member (the dashboard parses
 * the address again on every change, which makes new state objects of unchanged widgets).
 */
export function sameWidgetProps(a: WidgetFrameProps, b: WidgetFrameProps): boolean {
  for (const key of Object.keys({ ...a, ...b }) as (keyof WidgetFrameProps)[]) {
    if (key === 'state' || key === 'devices') continue;
    if (!Object.is(a[key], b[key])) return false;
  }
  return sameMembers(a.state, b.state) && sameMembers(a.devices, b.devices);
}

function sameMembers(a: object | undefined, b: object | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a) as (keyof typeof a)[];
  return keys.length === Object.keys(b).length && keys.every((k) => Object.is(a[k], b[k]));
}

/**
 * One widget of a dashboard: its title (description as a tooltip), the options its kind allows, and its data in
 * the chosen display type or as a table, with loading (percentage), empty and error states. It queries only once
 * it is near the viewport. Drawn again only when its own props change (see sameWidgetProps), not with every render
 * of the dashboard around it.
 */
export const WidgetFrame = memo(function WidgetFrame({ instanceId, def, adom, devices, dashboardPeriod, state, onStateChange, bodyHeight, extra }: WidgetFrameProps) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  const s = widgetSettings(def, state, optionCatalogues, dashboardPeriod);
  const family = familyOf(s.viewName);
  const [hoverPaused, setHoverPaused] = useState(false);
  const [userPaused, setUserPaused] = useRotationPaused();

  const data = useWidgetData(
    { adom, viewName: s.viewName, period: s.period ?? 'realtime', limit: s.topN, devices: devices?.length ? devices : undefined },
    {
      enabled: near && !!adom,
      refetchInterval: s.refreshSeconds ? s.refreshSeconds * 1000 : false,
      resolveRange: (period) => periodRange(period, s.periodKind!, Date.now()),
    },
  );
  // the chart's code loads while the query runs, not after its rows have come
  useEffect(() => {
    if (near && !s.asTable) preloadRenderer(s.displayType as DisplayType, family, s.renderer);
  }, [near, s.asTable, s.displayType, family, s.renderer]);
  // an answer with rows of the view's family: while a display type that reads another view (viewTypeNameMap) loads,
  // the last answer kept is another family's rows, which the new display type cannot draw
  const answer = data.data && data.data.family === family ? data.data : undefined;
  const result = answer?.rows as unknown[] | undefined;
  const rows = useMemo(() => result ?? [], [result]);
  // an autoplaying widget turns through its rows a page at a time (whole series of a timeline, cards of devices)
  const rotates = !!s.autoplayList && pagesRotate(family, s.displayType, s.asTable);
  const paged = useMemo(() => (rotates ? autoplayPages(family, rows) : [rows]), [rotates, family, rows]);
  const pages = paged.length;
  const autoplay = useAutoplay(pages, s.autoplaySeconds, hoverPaused || userPaused);
  const shownRows = paged[autoplay.index] ?? rows;
  const headingId = `widget-${instanceId}-title`;
  const navigate = useNavigate();
  const caps = useCapabilities();
  const currentAdom = useCurrentAdom();
  // a row drills down into the log list of its logs, where the administrator may see logs
  const onSelect = caps.navGroups.logview
    ? (row: unknown) => {
        const target = drillDownOf(s.viewName, row);
        if (!target) return;
        navigate(logListPath(appOf(currentAdom.data?.product), target.logtype), {
          state: { search: target.search, timePeriod: s.period, devList: devices, querySrc: def.title },
        });
      }
    : undefined;

  const exportCsv = () => {
    const csv = rowsToCsv(family, rows, answer?.unit, s.tableMode);
    downloadBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), `${def.key}.csv`);
  };

  // a plain table needs no table view; a drawing, and a widget's own renderer, have one
  const tableToggle = s.displayType !== 'table' || !!s.renderer;

  let body: ReactNode;
  if (data.isError && !answer) {
    const text =
      data.error instanceof TaskFailedError && data.error.message
        ? `${msg('dashboard.loadFailed')} ${data.error.message}`
        : failureText(data.error, 'dashboard.loadFailed');
    body = (
      <LoadFailed title={text} onRetry={() => void data.refetch()} />
    );
  } else if (!answer && data.fetchStatus === 'idle') {
    // not near the viewport yet: nothing asked, nothing to wait for
    body = <div className="widget-waiting" />;
  } else if (!answer) {
    body = (
      <div className="widget-loading" role="status" aria-live="polite">
        <Progress
          type="circle"
          size={56}
          percent={data.percentage ?? 0}
          aria-label={msg('dashboard.loadingPercent', data.percentage ?? 0)}
        />
        <Typography.Text type="secondary">{msg('dashboard.loadingPercent', data.percentage ?? 0)}</Typography.Text>
      </div>
    );
  } else if (!rows.length) {
    body = <Typography.Text type="secondary" className="widget-empty">{msg('dashboard.noData')}</Typography.Text>;
  } else if (s.asTable) {
    body = (
      <ChartTable family={family} rows={shownRows} unit={answer.unit} title={def.title} height={bodyHeight} onSelect={onSelect} mode={s.tableMode} />
    );
  } else {
    body = (
      <ChartView
        displayType={s.displayType as DisplayType}
        family={family}
        rows={shownRows}
        unit={answer.unit}
        title={def.title}
        height={bodyHeight}
        onSelect={onSelect}
        renderer={s.renderer}
        tableMode={s.tableMode}
      />
    );
  }

  return (
    <Card
      ref={ref}
      size="small"
      className="widget-frame"
      role="region"
      aria-labelledby={headingId}
      data-widget={def.key}
      data-view={s.viewName}
      onMouseEnter={() => setHoverPaused(true)}
      onMouseLeave={() => setHoverPaused(false)}
      onFocus={() => setHoverPaused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHoverPaused(false);
      }}
      title={
        <span className="widget-title">
          <Typography.Title level={2} id={headingId} className="widget-heading">{def.title}</Typography.Title>
          <Tooltip title={def.description}>
            <Button type="text" size="small" icon={<InfoCircleOutlined />} aria-label={msg('dashboard.about', def.title)} />
          </Tooltip>
          {data.isFetching && answer && (
            <Typography.Text type="secondary" className="widget-refreshing">{msg('dashboard.refreshing', data.percentage ?? 0)}</Typography.Text>
          )}
        </span>
      }
      extra={
        <Space size={2}>
          {extra}
          {tableToggle && (
            <Tooltip title={msg(s.asTable ? 'dashboard.viewAsChart' : 'dashboard.viewAsTable')}>
              <Button
                type="text"
                size="small"
                icon={s.asTable ? <BarChartOutlined /> : <TableOutlined />}
                aria-pressed={s.asTable}
                aria-label={msg('dashboard.viewAsTable')}
                onClick={() => onStateChange({ asTable: s.asTable ? undefined : true })}
              />
            </Tooltip>
          )}
          <Tooltip title={msg('dashboard.exportCsv')}>
            <Button type="text" size="small" icon={<DownloadOutlined />} aria-label={msg('dashboard.exportCsvOf', def.title)} disabled={!rows.length} onClick={exportCsv} />
          </Tooltip>
          <Tooltip title={msg('dashboard.refreshNow')}>
            <Button type="text" size="small" icon={<ReloadOutlined />} aria-label={msg('dashboard.refreshNowOf', def.title)} onClick={() => void data.refetch()} />
          </Tooltip>
        </Space>
      }
    >
      <div className="widget-options">
        {s.periodKind && s.period && s.periodFixed && (
          <Typography.Text type="secondary" className="widget-period">
            {msg('dashboard.periodFixed', s.periodKind.options[0].label)}
          </Typography.Text>
        )}
        {s.periodKind && s.period && !s.periodFixed && (
          <PeriodPicker kind={s.periodKind} value={s.period} label={msg('dashboard.timePeriod')} onChange={(p) => onStateChange({ period: p })} />
        )}
        {s.topNList && s.topN !== undefined && (
          <Select
            size="small"
            aria-label={msg('dashboard.topN')}
            value={s.topN}
            options={s.topNList.options.map((n) => ({ value: n, label: msg('dashboard.topValue', n) }))}
            onChange={(n: number) => onStateChange({ topN: n })}
          />
        )}
        {s.displayTypes.length > 1 && (
          <Select
            size="small"
            aria-label={msg('dashboard.displayType')}
            value={s.displayType}
            options={s.displayTypes.map((t) => ({ value: t, label: displayTypeLabel(t, def) }))}
            onChange={(t: string) => onStateChange({ displayType: t, asTable: undefined })}
          />
        )}
        {s.refreshList && s.refreshList.options.length > 1 && (
          <Select
            size="small"
            aria-label={msg('dashboard.refreshInterval')}
            value={s.refreshSeconds}
            options={s.refreshList.options.map((o) => ({ value: o.seconds, label: o.label }))}
            onChange={(r: number) => onStateChange({ refreshSeconds: r })}
          />
        )}
        {rotates && s.autoplayList && (
          <Select
            size="small"
            aria-label={msg('dashboard.autoplayInterval')}
            value={s.autoplaySeconds}
            options={s.autoplayList.options.map((o) => ({ value: o.seconds, label: o.label }))}
            onChange={(a: number) => onStateChange({ autoplaySeconds: a })}
          />
        )}
        {rotates && pages > 1 && (
          <Space size={2} className="widget-autoplay">
            <Button
              size="small"
              icon={autoplay.running ? <PauseOutlined /> : <CaretRightOutlined />}
              aria-label={msg(autoplay.running ? 'dashboard.autoplayPause' : 'dashboard.autoplayPlay')}
              aria-pressed={!userPaused}
              onClick={() => setUserPaused((p) => !p)}
            />
            <Button size="small" aria-label={msg('dashboard.autoplayNext')} onClick={autoplay.next}>
              {msg('dashboard.autoplayPage', autoplay.index + 1, pages)}
            </Button>
          </Space>
        )}
      </div>
      <div className="widget-body" style={{ height: bodyHeight }}>
        {body}
      </div>
    </Card>
  );
}, sameWidgetProps);
