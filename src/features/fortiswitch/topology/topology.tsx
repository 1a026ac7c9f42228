import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { Badge, Button, Radio, Table, Typography, type TableColumnsType } from 'antd';
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
  const [params, setParams] = useSearchParams();
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

  if (fabrics.isPending) return <Loading />;
  if (fabrics.isError) return <LoadFailed title={errorMessage(fabrics.error, 'switchFabric.loadFailed')} onRetry={() => void fabrics.refetch()} />;
  const rows = uplinkRows(fabrics.data);
  if (!rows.length) return <NoSwitches />;

  const columns: TableColumnsType<UplinkRow> = [
    {
      key: 'name',
      title: msg('switchFabric.switch'),
      render: (_, r) => (
        <Button type="link" size="small" aria-pressed={r.switchId === selected} onClick={() => select(r.switchId)}>
          {r.name}
        </Button>
      ),
    },
    { key: 'platform', title: msg('switchFabric.platform'), dataIndex: 'platform' },
    { key: 'status', title: msg('switchFabric.status'), render: (_, r) => <Badge status={r.status === 'online' ? 'success' : 'error'} text={statusText(r.status)} /> },
    { key: 'fortigate', title: msg('switchFabric.fortigate'), dataIndex: 'fortigate' },
    { key: 'upstream', title: msg('switchFabric.upstream'), dataIndex: 'upstream' },
    { key: 'uplink', title: msg('switchFabric.uplink'), render: (_, r) => msg('switchFabric.uplinkPorts', r.uplinkPort, r.peerPort) },
  ];

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
      </div>
      <div className="switch-fabric-layout">
        <div>
          {view === 'graph' ? (
            <FabricGraphView fabrics={fabrics.data} selected={selected} onSelect={select} />
          ) : (
            <Table<UplinkRow>
              aria-label={msg('switchFabric.graphLabel')}
              rowKey="switchId"
              size="small"
              dataSource={rows}
              columns={columns}
              pagination={false}
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
