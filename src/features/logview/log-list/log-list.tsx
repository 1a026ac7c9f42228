import { useEffect, useId, useMemo, useRef, useState } from "react";
import { severity } from "@generated/catalog/severity.ts";
import { useLocation, useNavigate } from "react-router";
import { useSearchState } from "@/lib/url/use-search-state.ts";
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Input,
  Popover,
  Select,
  Space,
  Tag,
  Typography,
} from "antd";
import { PeriodPicker } from "@/features/fortiview/dashboards/index.ts";
import { PagedGrid, type PagedColumn } from "@/lib/grid/index.ts";
import { failureText } from "@/lib/format/failure.ts";
import {
  defaultColumns,
  fieldDef,
  gridMaxRows,
  liveRefreshSeconds,
  logFields,
  logTypeLabel,
  pageSize,
  periodKind,
  type RouteLogType,
} from "./catalog.ts";
import type { LogRow } from "@generated/types/entities.ts";
import { useListManagedDevices } from "@/lib/api/endpoints/devices.gen.ts";
import { useListLogGroups } from "@/lib/api/endpoints/logview.gen.ts";
import { TaskFailedError } from "@/lib/api/task-runner.ts";
import { refusalOf, useLogPages, useLogSearch } from "./api.ts";
import {
  buildFilterExpression,
  columnFilterText,
  parseColumnFilterText,
  addClause,
} from "@/lib/logs/filter-expression.ts";
import {
  fromNavigationState,
  LOG_TYPE_PARAM,
  logUrlParams,
  parseLogUrl,
  type LogQueryState,
} from "./logic/nav-state.ts";
import { LogDetails } from "./log-details.tsx";
import { liveHold, liveInterval, type LiveHold } from "./logic/live.ts";
import { ExportButton } from "./export-button.tsx";
import { msg } from "./text.ts";
import "./log-view.css";
import { LoadFailed } from "@/lib/ui/load-failed.tsx";
import { formatClockTime, formatCount } from "@/lib/format/index.ts";

export interface LogListProps {
  adom: string;
  logType: RouteLogType;
  /** devices the list always keeps to (a log group's); the device picker is then not shown */
  fixedDevices?: string[];
  /** columns of a custom log view, when the URL names none */
  presetColumns?: string[];
  /** the rest of the filter a custom log view keeps */
  presetFilter?: string;
  /** another log type was chosen: the address of its list */
  logTypePath?: (key: string) => string;
  /** the log type is named in the search parameter `logtype` rather than in the path (a log group's logs) */
  logTypeInSearch?: boolean;
  logTypeOptions?: { value: string; label: string }[];
  /** a live list (monitor, utm-monitor): the newest logs, searched again every liveRefreshSeconds unless held */
  live?: boolean;
}

const GRID_HEIGHT = 520;

/** The log list of one log type: time period, devices, filter bar and column filters, a paged grid, details, CSV. */
export function LogList({
  adom,
  logType,
  fixedDevices,
  presetColumns,
  presetFilter,
  logTypePath,
  logTypeInSearch,
  logTypeOptions,
  live = false,
}: LogListProps) {
  const [params, setParams] = useSearchState();
  const location = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => parseLogUrl(params, periodKind), [params]);
  const [detail, setDetail] = useState<{ row: LogRow; index: number } | null>(
    null,
  );
  const [filterDraft, setFilterDraft] = useState(state.filter);
  const [shownFilter, setShownFilter] = useState(state.filter);
  if (shownFilter !== state.filter) {
    setShownFilter(state.filter);
    setFilterDraft(state.filter);
  }
  const filterErrorId = useId();
  const returnFocus = useRef<HTMLElement | null>(null);
  const gridRef = useRef<HTMLDivElement>(null);

  // navigation state (from a widget, threat hunting, a log file) becomes the URL once, so the view can be shared
  useEffect(() => {
    const nav = fromNavigationState(location.state, periodKind);
    if (!nav) return;
    const next = logUrlParams(
      { ...parseLogUrl(params, periodKind), ...nav },
      periodKind,
    );
    const logTypeKey = params.get(LOG_TYPE_PARAM);
    if (logTypeInSearch && logTypeKey) next.set(LOG_TYPE_PARAM, logTypeKey);
    navigate(
      { pathname: location.pathname, search: next.toString() },
      { replace: true, state: null },
    );
  }, [location.state, location.pathname, navigate, params, logTypeInSearch]);

  /** The URL of a state, keeping the log type where the search names it. */
  const urlOf = (next: LogQueryState, logTypeKey = params.get(LOG_TYPE_PARAM)) => {
    const out = logUrlParams(next, periodKind);
    if (logTypeInSearch && logTypeKey) out.set(LOG_TYPE_PARAM, logTypeKey);
    return out;
  };

  const update = (patch: Partial<LogQueryState>) =>
    setParams((prev) => urlOf({ ...parseLogUrl(prev, periodKind), ...patch }, prev.get(LOG_TYPE_PARAM)));

  const columns = state.columns ?? presetColumns ?? defaultColumns(logType);
  const devices = fixedDevices ?? state.devices;
  const typedFilter = [presetFilter, state.filter]
    .filter((f) => f && f.trim())
    .join(" and ");
  const expression = buildFilterExpression(
    state.columnFilters,
    presetFilter && state.filter.trim()
      ? `(${presetFilter}) and (${state.filter})`
      : typedFilter,
  );
  const spec = {
    adom,
    logtype: logType.type.key,
    subtype: logType.subtype?.key,
    period: state.period,
    devices,
    filter: expression,
    sort: state.sort,
  };
  const [livePaused, setLivePaused] = useState(false);
  const [scrolledDown, setScrolledDown] = useState(false);
  const liveState = { paused: livePaused, detailsOpen: detail !== null, scrolledDown };
  const { search, tid, run, total, percentage } = useLogSearch(spec, {
    refreshMs: liveInterval(live, liveState, liveRefreshSeconds),
  });
  const hold = live ? liveHold(liveState) : null;
  const pages = useLogPages(adom, tid, run, total);
  const firstRows = pages.firstPage?.data?.rows;
  // until the count is there, the grid holds what the first page has, and one more page when it is full
  const known =
    total ??
    (firstRows
      ? firstRows.length + (firstRows.length === pageSize ? pageSize : 0)
      : 0);
  const rowCount = Math.min(known, gridMaxRows);

  const refusal = refusalOf(search.error);
  const failure =
    (search.error instanceof TaskFailedError
      ? `${msg("logview.searchFailed")} ${search.error.message}`.trim()
      : null) ??
    (search.error && !refusal
      ? failureText(search.error, "logview.searchFailed")
      : null) ??
    (pages.pageError
      ? failureText(pages.pageError, "logview.pageFailed")
      : null);

  const devicesQuery = useListManagedDevices({ params: { path: { adom } } });
  const groups = useListLogGroups({ params: { path: { adom } } });

  const gridColumns: PagedColumn<LogRow>[] = columns.map((field) => {
    const def = fieldDef(field);
    return {
      key: field,
      name: def?.label ?? field,
      width: field === "date" ? 104 : field === "time" ? 88 : 140,
      filter: {
        value: columnFilterText(state.columnFilters[field]),
        placeholder:
          def?.type === "integer" || def?.type === "number" ? ">=" : undefined,
        onApply: (text) => {
          const next = { ...state.columnFilters };
          const f = parseColumnFilterText(text);
          if (f) next[field] = f;
          else delete next[field];
          update({ columnFilters: next });
        },
      },
      render:
        field === "level" ? (row) => <LevelTag level={row.level} /> : undefined,
    };
  });

  let fallback: React.ReactNode = null;
  if (failure && !firstRows)
    fallback = <LoadFailed title={failure} onRetry={() => void search.refetch()} />;
  else if (refusal)
    fallback = (
      <Typography.Text type="secondary">
        {msg("logview.fixFilter")}
      </Typography.Text>
    );
  else if (!tid || (pages.firstPage?.isPending ?? true))
    fallback = <span role="status">{msg("logview.searching")}</span>;
  else if (firstRows && firstRows.length === 0)
    fallback = <span role="status">{msg("logview.noLogs")}</span>;

  const countText =
    total !== undefined
      ? msg("logview.total", formatCount(total))
      : percentage !== undefined
        ? msg("logview.counting", percentage)
        : null;

  const applyFilter = () => update({ filter: filterDraft });

  return (
    <div className="log-list">
      <div
        className="log-list-toolbar"
        role="toolbar"
        aria-label={msg("logview.toolbar")}
      >
        {logTypeOptions && logTypePath && (
          <Select
            size="small"
            aria-label={msg("logview.logType")}
            value={logType.param}
            options={logTypeOptions}
            onChange={(key: string) =>
              navigate({
                pathname: logTypePath(key),
                search: (logTypeInSearch ? urlOf(state, key) : params).toString(),
              })
            }
            style={{ minWidth: 180 }}
            popupMatchSelectWidth={false}
          />
        )}
        <PeriodPicker
          kind={periodKind}
          value={state.period}
          label={msg("logview.timePeriod")}
          onChange={(period) => update({ period })}
        />
        {!fixedDevices && (
          <Select
            size="small"
            mode="multiple"
            allowClear
            maxTagCount="responsive"
            aria-label={msg("logview.devices")}
            placeholder={msg("logview.allDevices")}
            value={state.devices}
            loading={devicesQuery.isPending}
            status={devicesQuery.isError ? "warning" : undefined}
            notFoundContent={
              devicesQuery.isError ? msg("logview.devicesFailed") : undefined
            }
            optionFilterProp="label"
            onChange={(list: string[]) => {
              // choosing a group picks its devices
              const group = list.find((v) => v.startsWith("group:"));
              const g = group
                ? groups.data?.find((x) => `group:${x.name}` === group)
                : undefined;
              const picked = list.filter((v) => !v.startsWith("group:"));
              update({
                devices: [...new Set([...picked, ...(g?.devices ?? [])])],
              });
            }}
            options={[
              ...(groups.data?.length
                ? [
                    {
                      label: msg("logview.logGroups"),
                      options: groups.data.map((g) => ({
                        value: `group:${g.name}`,
                        label: msg(
                          "logview.groupOption",
                          g.name,
                          g.devices.length,
                        ),
                      })),
                    },
                  ]
                : []),
              {
                label: msg("logview.deviceList"),
                options: (devicesQuery.data ?? [])
                  .filter((d) => d.sn)
                  .map((d) => ({ value: d.sn!, label: `${d.name} (${d.sn})` })),
              },
            ]}
            style={{ minWidth: 220, maxWidth: 420 }}
          />
        )}
        <Button
          size="small"
          onClick={() => void search.refetch()}
          loading={search.isFetching}
        >
          {msg("logview.refresh")}
        </Button>
        <ColumnChooser
          columns={columns}
          onChange={(cols) => update({ columns: cols })}
          onReset={() => update({ columns: undefined })}
        />
        <ExportButton
          adom={adom}
          tid={tid}
          total={total}
          columns={columns}
          name={logTypeLabel(logType)}
        />
        {countText && (
          <Typography.Text
            type="secondary"
            className="log-list-count"
            role="status"
          >
            {countText}
          </Typography.Text>
        )}
        {live && (
          <LiveControl
            paused={livePaused}
            hold={hold}
            updatedAt={search.dataUpdatedAt}
            onToggle={() => setLivePaused((p) => !p)}
          />
        )}
      </div>
      <div className="log-list-filter">
        <Input.Search
          aria-label={msg("logview.filter")}
          placeholder={msg("logview.filterPlaceholder")}
          value={filterDraft}
          onChange={(e) => setFilterDraft(e.target.value)}
          onSearch={applyFilter}
          enterButton={msg("logview.apply")}
          allowClear
          status={refusal ? "error" : undefined}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? filterErrorId : undefined}
          maxLength={2000}
        />
        {refusal && (
          <Typography.Text type="danger" id={filterErrorId} role="alert">
            {refusal}
          </Typography.Text>
        )}
        <Space size={4} wrap>
          {state.source && (
            <Tag closable onClose={() => update({ source: undefined })}>
              {msg("logview.openedFrom", state.source)}
            </Tag>
          )}
          {presetFilter && <Tag>{msg("logview.viewFilter", presetFilter)}</Tag>}
          {Object.keys(state.columnFilters).length > 0 && (
            <Button
              size="small"
              type="link"
              onClick={() => update({ columnFilters: {} })}
            >
              {msg("logview.clearColumnFilters")}
            </Button>
          )}
        </Space>
      </div>
      {failure && firstRows && <Alert type="error" showIcon title={failure} />}
      {total !== undefined && total > gridMaxRows && (
        <Alert
          type="info"
          showIcon
          title={msg(
            "logview.tooMany",
            formatCount(gridMaxRows),
            formatCount(total),
          )}
        />
      )}
      <div ref={gridRef}>
        <PagedGrid<LogRow>
          aria-label={msg("logview.gridLabel", logTypeLabel(logType))}
          columns={gridColumns}
          rowCount={refusal || (failure && !firstRows) ? 0 : rowCount}
          getRow={pages.getRow}
          onVisibleRowsChange={(first, last) => {
            setScrolledDown(first > 0);
            pages.onVisibleRowsChange(first, last);
          }}
          sort={
            state.sort
              ? {
                  key: state.sort.field,
                  direction: state.sort.order === "asc" ? "ASC" : "DESC",
                }
              : null
          }
          onSortChange={(s) =>
            update({
              sort: s
                ? {
                    field: s.key,
                    order: s.direction === "ASC" ? "asc" : "desc",
                  }
                : undefined,
            })
          }
          onRowActivate={(row, index) => {
            returnFocus.current = document.activeElement as HTMLElement | null;
            setDetail({ row, index });
          }}
          fallback={fallback}
          height={GRID_HEIGHT}
        />
      </div>
      <Typography.Text type="secondary" className="log-list-hint">
        {msg("logview.gridHint")}
      </Typography.Text>
      <LogDetails
        row={detail?.row ?? null}
        onClose={() => setDetail(null)}
        afterClose={() => {
          // back to the log's cell; when the grid has drawn it anew, to its active cell, else to the grid
          const el = returnFocus.current;
          const target =
            el?.isConnected && el !== document.body
              ? el
              : (gridRef.current?.querySelector<HTMLElement>(
                  '[role="gridcell"][tabindex="0"]',
                ) ??
                gridRef.current?.querySelector<HTMLElement>('[role="grid"]'));
          target?.focus();
        }}
        onFilter={(field, value) => {
          setDetail(null);
          update({ filter: addClause(state.filter, field, value) });
        }}
      />
    </div>
  );
}

/** A live list's state: live or held (and why), when it last searched, and Pause / Resume. */
function LiveControl({
  paused,
  hold,
  updatedAt,
  onToggle,
}: {
  paused: boolean;
  hold: LiveHold | null;
  updatedAt: number;
  onToggle: () => void;
}) {
  const time = updatedAt ? formatClockTime(updatedAt) : "";
  return (
    <Space size={6} className="log-list-live">
      <Badge
        status={hold ? "default" : "processing"}
        text={hold ? msg(`logview.liveHeld.${hold}`) : msg("logview.live", liveRefreshSeconds)}
      />
      {time && (
        <Typography.Text type="secondary">
          {msg("logview.liveUpdated", time)}
        </Typography.Text>
      )}
      <Button size="small" aria-pressed={paused} onClick={onToggle}>
        {msg(paused ? "logview.liveResume" : "logview.livePause")}
      </Button>
    </Space>
  );
}

/** The tag colour of each log level (specs/catalog/severity.json). */
const LEVEL_TAG: ReadonlyMap<string, string> = new Map(severity.logLevels.map((l) => [l.key, l.tag]));

function LevelTag({ level }: { level: string }) {
  return <Tag color={LEVEL_TAG.get(level)}>{level}</Tag>;
}

function ColumnChooser({
  columns,
  onChange,
  onReset,
}: {
  columns: string[];
  onChange: (cols: string[]) => void;
  onReset: () => void;
}) {
  const [open, setOpen] = useState(false);
  const content = (
    <div className="log-column-chooser">
      <Checkbox.Group
        aria-label={msg("logview.columns")}
        value={columns}
        onChange={(v) => {
          // kept in the catalogue's order; at least one column stays
          const chosen = logFields
            .map((f) => f.field)
            .filter((f) => (v as string[]).includes(f));
          if (chosen.length) onChange(chosen);
        }}
        options={logFields.map((f) => ({ value: f.field, label: f.label }))}
      />
      <Button size="small" onClick={onReset}>
        {msg("logview.defaultColumns")}
      </Button>
    </div>
  );
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      content={content}
      title={msg("logview.columns")}
      placement="bottomLeft"
    >
      <Button size="small" aria-expanded={open} aria-haspopup="dialog">
        {msg("logview.columns")}
      </Button>
    </Popover>
  );
}
