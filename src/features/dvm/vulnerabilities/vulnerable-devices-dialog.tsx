import './vulnerabilities.css';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Modal, Radio, Space, Spin, Typography } from 'antd';
import { EyeOutlined, ReloadOutlined, ToolOutlined } from '@ant-design/icons';
import { DataGrid, type DataGridHandle } from '@/lib/grid/index.ts';
import type { ColumnFilters, SortColumn } from '@/lib/grid/types.ts';
import { msg } from './text.ts';
import { useCapabilities } from '@/lib/session/index.ts';
import { useAdomRef, type AdomRef } from '@/lib/api/endpoint.ts';
import { useVulnerableDevices } from './api.ts';
import type { VulnerableDeviceRow } from './logic/index.ts';
import { deviceColumns } from './columns.tsx';
import { SeverityCounts } from './severity-counts.tsx';
import { DeviceVulnerabilitiesDialog } from './device-vulnerabilities-dialog.tsx';
import type { ViewMode, VulnerabilityViewState } from './view-state.ts';
import { ExportCsvButton } from '@/lib/grid/export-csv-button.tsx';

const SetupUpgradeWizard = lazy(() => import('./setup-upgrade-wizard.tsx'));

export interface VulnerableDevicesDialogProps {
  open: boolean;
  onClose: () => void;
  /** display option, column searches and open device (the route keeps them in the URL) */
  state: VulnerabilityViewState;
  onStateChange: (state: VulnerabilityViewState) => void;
  /** the ADOM to show; the session's current ADOM by default */
  adom?: AdomRef;
}

const DEFAULT_SORT: readonly SortColumn[] = [{ columnKey: 'severity', direction: 'DESC' }];
const NO_ROWS: readonly VulnerableDeviceRow[] = [];
const rowKey = (r: VulnerableDeviceRow) => r.key;
let columnsOnce: ReturnType<typeof deviceColumns> | undefined;
const sharedColumns = () => (columnsOnce ??= deviceColumns());
const rowLabel = (r: VulnerableDeviceRow) => r.name;
const noChildren = () => undefined;
const grouping = { name: msg('psirt.colDeviceType'), key: (r: VulnerableDeviceRow) => r.deviceType };

/**
 * Vulnerable Devices: the managed devices (and their access points, switches and extenders) hit by PSIRT
 * advisories, with counts per severity, a Fabric View (each device with its assets) or a Device Type View,
 * per-column search, CSV export, View Vulnerabilities and, for read-write admins, Setup Upgrade.
 */
export function VulnerableDevicesDialog({ open, onClose, state, onStateChange, adom: adomProp }: VulnerableDevicesDialogProps) {
  const currentAdom = useAdomRef();
  const adom = adomProp ?? currentAdom;
  const caps = useCapabilities();
  // the wizard saves a firmware template: offered to whoever may save one
  const canSetupUpgrade = caps.canManageFirmwareTemplates;
  const result = useVulnerableDevices(adom);
  const data = result.data;
  const gridRef = useRef<DataGridHandle<VulnerableDeviceRow>>(null);
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [sort, setSort] = useState<readonly SortColumn[]>(DEFAULT_SORT);
  // the wizard stays mounted while it animates out (focus goes back where it came from); a new run starts afresh;
  // it gets every vulnerable row, asked for when it opens
  const [wizard, setWizard] = useState<{ run: number; open: boolean; rows: VulnerableDeviceRow[]; all: VulnerableDeviceRow[] } | null>(null);
  const openWizard = (chosen: VulnerableDeviceRow[] | Promise<VulnerableDeviceRow[]>) => {
    if (!data) return;
    void Promise.all([chosen, data.vulnerableRows()]).then(([rows, all]) => setWizard((w) => ({ run: (w?.run ?? 0) + 1, open: true, rows, all })));
  };
  const closeWizard = () => setWizard((w) => (w ? { ...w, open: false } : w));

  const columns = sharedColumns();
  const view = state.view;
  // the rows are kept where they were matched (the fleet worker): the grid asks for those it shows
  const source = useMemo(() => data?.source(view), [data, view]);

  // the rows of the selection and of the linked device, asked for by key
  const [known, setKnown] = useState<ReadonlyMap<string, VulnerableDeviceRow>>(() => new Map());
  useEffect(() => {
    const keys = [...selected];
    if (state.device) keys.push(state.device);
    if (!data || !keys.length) return;
    let live = true;
    void data.rows(keys).then((rows) => {
      if (live) setKnown(new Map(rows.map((r) => [r.key, r])));
    });
    return () => {
      live = false;
    };
  }, [data, selected, state.device]);
  const selectedRows = useMemo(
    () => [...selected].map((k) => known.get(k)).filter((r): r is VulnerableDeviceRow => r !== undefined),
    [selected, known],
  );
  const single = selectedRows.length === 1 ? selectedRows[0] : undefined;
  const canView = single !== undefined && single.vulnerabilities.length > 0;
  const openDevice = state.device ? known.get(state.device) : undefined;
  // the last device shown stays in its dialog while the dialog closes
  const [lastDevice, setLastDevice] = useState<VulnerableDeviceRow | undefined>(undefined);
  if (openDevice && openDevice !== lastDevice) setLastDevice(openDevice);
  const deviceRow = openDevice ?? lastDevice;
  const total = data?.summary.vulnerable ?? 0;

  const setView = (v: ViewMode) => onStateChange({ ...state, view: v });
  const setFilters = useCallback((filters: ColumnFilters) => onStateChange({ ...state, filters }), [state, onStateChange]);
  const showDevice = (row: VulnerableDeviceRow) => {
    if (row.vulnerabilities.length) onStateChange({ ...state, device: row.key });
  };
  const exportCsv = () => gridRef.current?.exportCsv(`vulnerable-devices-${adom?.name ?? 'adom'}`);

  let error: string | undefined;
  if (result.isError) error = msg('psirt.loadFailed');

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={msg('psirt.vulnerableDevicesTitle')}
      width={1200}
      centered
      destroyOnHidden
      footer={<Button onClick={onClose}>{msg('common.close')}</Button>}
      className="psirt-dialog"
    >
      <div className="psirt-dialog-body">
        {data && total > 0 && (
          <div className="psirt-headline">
            <Typography.Text strong>{msg('psirt.headline', total)}</Typography.Text>
            <SeverityCounts counts={data.summary.countsPerRisk} label={msg('psirt.countsLabel')} />
          </div>
        )}
        {result.failedSources.length > 0 && <Alert type="warning" showIcon title={msg('psirt.partialData')} />}
        {data && !result.progress.done && (
          // the first rows are on screen while the rest of the fleet is still arriving
          <div className="psirt-progress" role="status">
            <Spin size="small" />
            <Typography.Text type="secondary">{msg('psirt.loadingFleet', result.progress.rows)}</Typography.Text>
          </div>
        )}
        <div className="psirt-toolbar">
          <Space wrap>
            {canSetupUpgrade && (
              <Button
                type="primary"
                icon={<ToolOutlined aria-hidden />}
                disabled={!data || total === 0 || !result.progress.done}
                // the rows of the selection as it is now, asked for where they are kept: a box ticked just before
                // is among them even when the rows shown for the selection have not arrived yet
                onClick={() => data && openWizard(selected.size ? data.rows([...selected]) : [])}
              >
                {msg('psirt.setupUpgrade')}
              </Button>
            )}
            <Button icon={<EyeOutlined aria-hidden />} disabled={!canView} onClick={() => single && showDevice(single)}>
              {msg('psirt.viewVulnerabilities')}
            </Button>
            <ExportCsvButton disabled={!data || total === 0 || !result.progress.done} onExport={exportCsv} />
            {result.isError && (
              <Button icon={<ReloadOutlined aria-hidden />} onClick={() => result.refetch()}>
                {msg('psirt.retry')}
              </Button>
            )}
          </Space>
          <div className="psirt-view-options" role="group" aria-labelledby="psirt-view-options-label">
            <span id="psirt-view-options-label" className="psirt-view-options-label">
              {msg('psirt.displayOptions')}
            </span>
            <Radio.Group
              optionType="button"
              value={view}
              onChange={(e) => setView(e.target.value as ViewMode)}
              options={[
                { value: 'fabric', label: msg('psirt.fabricView') },
                { value: 'type', label: msg('psirt.deviceTypeView') },
              ]}
            />
          </div>
        </div>
        <DataGrid<VulnerableDeviceRow>
          // each view keeps its own expansion; searches and selection carry over
          key={view}
          ref={gridRef}
          aria-label={msg('psirt.vulnerableDevicesTitle')}
          columns={columns}
          rows={NO_ROWS}
          source={source}
          rowKey={rowKey}
          rowLabel={rowLabel}
          selection="multi"
          selectedKeys={selected}
          onSelectedKeysChange={setSelected}
          onRowActivate={showDevice}
          filters={state.filters}
          onFiltersChange={setFilters}
          sort={sort}
          onSortChange={setSort}
          // the source shapes the tree (Fabric View) or the groups (Device Type View); these tell the grid which
          getChildren={view === 'fabric' ? noChildren : undefined}
          groupBy={view === 'type' ? grouping : undefined}
          loading={result.isPending}
          error={error}
          emptyText={msg('psirt.noVulnerableDevices')}
          height="min(56vh, 560px)"
        />
      </div>
      {deviceRow && data && (
        <DeviceVulnerabilitiesDialog
          open={openDevice !== undefined}
          row={deviceRow}
          advisories={data.advisories}
          canSetupUpgrade={canSetupUpgrade}
          onSetupUpgrade={() => openWizard([deviceRow])}
          onClose={() => onStateChange({ ...state, device: null })}
        />
      )}
      {wizard && adom && data && (
        <Suspense fallback={null}>
          <SetupUpgradeWizard
            key={wizard.run}
            open={wizard.open}
            adom={adom}
            rows={wizard.all}
            preselected={wizard.rows}
            onClose={closeWizard}
          />
        </Suspense>
      )}
    </Modal>
  );
}

export default VulnerableDevicesDialog;
