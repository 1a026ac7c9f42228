import { useCallback, useMemo, useRef } from 'react';
import { useSearchState } from '@/lib/url/use-search-state.ts';
import { Badge, Button, Radio, Typography } from 'antd';
import { DataGrid, useGridUrlState, type DataGridHandle, type GridColumn } from '@/lib/grid/index.ts';
import { ExportCsvButton } from '@/lib/grid/export-csv-button.tsx';
import { errorMessage } from '@/lib/api/errors.ts';
import { useListSwitchFabrics } from '@/lib/api/endpoints/switch-monitor.gen.ts';
import { FabricGraphView } from './fabric-graph.tsx';
import { LoadFailed, Loading, NoSwitches } from './load-state.tsx';
import { findSwitch, SWITCH_PARAM, uplinkRows, type UplinkRow } from './logic/fabric.ts';
import { statusText } from './logic/format.ts';
import { SwitchPortsPanel } from './switch-ports-panel.tsx';
import { msg } from './text.ts';
import './switch-fabric.css';

type View = 'graph' | 'table';

/** The URL search parameter that keeps the table view (?view=table); the graph is the default. */
const VIEW_PARAM = 'view';

/**
 * Topology: every FortiGate of the ADOM with the switches it manages, as a graph or as a table of uplinks (the graph's
 * text alternative); choosing a switch shows its ports beside it. The switch chosen and the view are kept in the URL
 * (?switch=<switch id>&view=table), so a reload, Back or a shared link shows the same switch.
 */
export function SwitchTopology() {
  const fabrics = useListSwitchFabrics({ params: { query: { scope_member: 'All_FortiGate' } } });
  const [params, setParams] = useSearchState();
  const view: View = params.get(VIEW_PARAM) === 'table' ? 'table' : 'graph';
  const selected = params.get(SWITCH_PARAM);
  const setParam = useCallback(
    (key: string, value: string | null) =>
      setParams((p) => {
        const next = new URLSearchParams(p);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      }),
    [setParams],
  );
  const select = useCallback((id: string) => setParam(SWITCH_PARAM, id), [setParam]);
  const setView = (v: View) => setParam(VIEW_PARAM, v === 'table' ? 'table' : null);

  const gridState = useGridUrlState({ prefix: 'sw.' });
  const gridRef = useRef<DataGridHandle<UplinkRow>>(null);
  const columns = useMemo<GridColumn<UplinkRow>[]>(
    () => [
      {
        key: 'name',
        name: msg('switchFabric.switch'),
        width: 200,
        renderCell: (r, { tabIndex }) => (
          <Button type="link" size="small" tabIndex={tabIndex} aria-pressed={r.switchId === selected} onClick={() => select(r.switchId)}>
            {r.name}
          </Button>
        ),
      },
      { key: 'platform', name: msg('switchFabric.platform'), width: 170 },
      {
        key: 'status',
        name: msg('switchFabric.status'),
        width: 100,
        text: (r) => statusText(r.status),
        renderCell: (r) => <Badge status={r.status === 'online' ? 'success' : 'error'} text={statusText(r.status)} />,
      },
      { key: 'fortigate', name: msg('switchFabric.fortigate'), width: 170 },
      { key: 'upstream', name: msg('switchFabric.upstream'), width: 180 },
      { key: 'uplink', name: msg('switchFabric.uplink'), minWidth: 150, value: (r) => msg('switchFabric.uplinkPorts', r.uplinkPort, r.peerPort) },
    ],
    [selected, select],
  );
  const selectedKeys = useMemo(() => new Set(selected ? [selected] : []), [selected]);

  if (fabrics.isPending) return <Loading />;
  if (fabrics.isError) return <LoadFailed title={errorMessage(fabrics.error, 'switchFabric.loadFailed')} onRetry={() => void fabrics.refetch()} />;
  const rows = uplinkRows(fabrics.data);
  if (!rows.length) return <NoSwitches />;

  return (
    <>
      <div className="switch-fabric-toolbar">
        <Radio.Group
          aria-label={msg('switchFabric.view')}
          optionType="button"
          buttonStyle="solid"
          value={view}
          onChange={(e) => setView(e.target.value as View)}
          options={[
            { value: 'graph', label: msg('switchFabric.viewGraph') },
            { value: 'table', label: msg('switchFabric.viewTable') },
          ]}
        />
        <Typography.Text type="secondary">{msg('switchFabric.graphDescription')}</Typography.Text>
        {view === 'table' && <ExportCsvButton onExport={() => gridRef.current?.exportCsv('switch-fabric')} />}
      </div>
      <div className="switch-fabric-layout">
        <div>
          {view === 'graph' ? (
            <FabricGraphView fabrics={fabrics.data} selected={selected} onSelect={select} />
          ) : (
            <DataGrid<UplinkRow>
              {...gridState}
              ref={gridRef}
              aria-label={msg('switchFabric.graphLabel')}
              columns={columns}
              rows={rows}
              rowKey={(r) => r.switchId}
              selection="single"
              selectedKeys={selectedKeys}
              onSelectedKeysChange={(keys) => {
                const [id] = keys;
                if (id) select(id);
              }}
              onRowActivate={(r) => select(r.switchId)}
              height={520}
            />
          )}
        </div>
        <div className="switch-fabric-side">
          <SwitchPortsPanel located={findSwitch(fabrics.data, selected)} />
        </div>
      </div>
    </>
  );
}
