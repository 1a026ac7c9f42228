import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useSearchState } from '@/lib/url/use-search-state.ts';
import { Alert, Select, Typography } from 'antd';
import { ThunderboltFilled } from '@ant-design/icons';
import { errorMessage } from '@/lib/api/errors.ts';
import type { SwitchPort } from '@generated/types/entities.ts';
import { useListSwitchFabrics, useListSwitchPorts } from '@/lib/api/endpoints/switch-monitor.gen.ts';
import { LoadFailed, Loading, NoSwitches } from './load-state.tsx';
import { allSwitches, findSwitch, portsInit, SWITCH_PARAM } from './logic/fabric.ts';
import { movePort, PANEL_KEYS, panelGroups, portsUp, type PanelKey } from './logic/faceplate.ts';
import { portButtonName } from './logic/format.ts';
import { PortDetails } from './port-details.tsx';
import { msg } from './text.ts';
import './switch-fabric.css';


function portClass(port: SwitchPort): string {
  const cage = port.media === 'rj45' ? '' : ' is-cage';
  const link = port.role === 'access' ? '' : ' is-link';
  return `switch-fabric-port is-${port.status}${cage}${link}`;
}

interface FrontPanelProps {
  name: string;
  ports: readonly SwitchPort[];
  selected: string | null;
  onSelect: (port: string) => void;
}

/**
 * The front panel: every port a button named by its state, speed and PoE, in two rows as on the hardware. One port
 * is in the tab order at a time (roving tabindex); the arrow keys, Home and End move between ports.
 */
function FrontPanel({ name, ports, selected, onSelect }: FrontPanelProps) {
  const groups = useMemo(() => panelGroups(ports), [ports]);
  const first = groups[0]?.cells[0]?.port.name ?? null;
  const [active, setActive] = useState<string | null>(selected ?? first);
  const focusable = active && ports.some((p) => p.name === active) ? active : first;
  const refs = useRef(new Map<string, HTMLButtonElement>());

  function onKeyDown(e: KeyboardEvent<HTMLButtonElement>, port: string) {
    if (!PANEL_KEYS.includes(e.key)) return;
    e.preventDefault();
    const next = movePort(groups, port, e.key as PanelKey);
    if (next) {
      setActive(next);
      refs.current.get(next)?.focus();
    }
  }

  return (
    <div className="switch-fabric-panel" role="group" aria-label={msg('switchFabric.frontPanel', name)}>
      {groups.map((g) => (
        <div key={g.firstColumn} className="switch-fabric-block">
          {g.cells.map(({ port, column, row }) => (
            <button
              key={port.name}
              ref={(el) => {
                if (el) refs.current.set(port.name, el);
                else refs.current.delete(port.name);
              }}
              type="button"
              className={portClass(port)}
              // the grid places each port in its column and row, so a block that starts below keeps its gap
              style={{ gridColumn: column - g.firstColumn + 1, gridRow: row + 1 }}
              tabIndex={port.name === focusable ? 0 : -1}
              aria-pressed={port.name === selected}
              aria-label={portButtonName(port)}
              onClick={() => {
                setActive(port.name);
                onSelect(port.name);
              }}
              onKeyDown={(e) => onKeyDown(e, port.name)}
            >
              {port.name.replace(/^port/, '')}
              {port.poe_status === 'delivering' && <ThunderboltFilled aria-hidden className="switch-fabric-port-poe" />}
            </button>
          ))}
        </div>
      ))}
    </div>
  );
}

function Legend() {
  const sample = (cls: string, label: string, poe = false) => (
    <span className="switch-fabric-legend-item">
      <span className={`switch-fabric-port ${cls}`} aria-hidden>
        {poe && <ThunderboltFilled className="switch-fabric-port-poe" />}
      </span>
      {label}
    </span>
  );
  return (
    <div className="switch-fabric-legend" role="group" aria-label={msg('switchFabric.legend')}>
      <Typography.Text strong>{msg('switchFabric.legend')}</Typography.Text>
      {sample('is-up', msg('switchFabric.state.up'))}
      {sample('is-down', msg('switchFabric.state.down'))}
      {sample('is-disabled', msg('switchFabric.state.disabled'))}
      {sample('is-up', msg('switchFabric.legendPoe'), true)}
      {sample('is-up is-link', msg('switchFabric.legendUplink'))}
    </div>
  );
}

/**
 * Faceplate: a switch's front panel with each port's state, speed and PoE; the switch is chosen from the ADOM's
 * fabrics and named in the URL (?switch=<switch id>); choosing a port shows its details.
 */
export function SwitchFaceplate() {
  const fabrics = useListSwitchFabrics({ params: { query: { scope_member: 'All_FortiGate' } } });
  const [params, setParams] = useSearchState();
  const asked = params.get(SWITCH_PARAM);
  const switches = useMemo(() => allSwitches(fabrics.data ?? []), [fabrics.data]);
  const located = findSwitch(fabrics.data ?? [], asked) ?? switches[0];
  const ports = useListSwitchPorts(portsInit(located), { enabled: !!located });
  const [selectedPort, setSelectedPort] = useState<string | null>(null);
  const switchId = located?.member['switch-id'];
  // another switch: no port of the previous one stays chosen
  useEffect(() => setSelectedPort(null), [switchId]);

  if (fabrics.isPending) return <Loading />;
  if (fabrics.isError) return <LoadFailed title={errorMessage(fabrics.error, 'switchFabric.loadFailed')} onRetry={() => void fabrics.refetch()} />;
  if (!located) return <NoSwitches />;

  const options = fabrics.data.map((f) => ({
    label: f.fortigate.name,
    title: f.fortigate.name,
    options: f.switches.map((s) => ({ value: s['switch-id'], label: msg('switchFabric.pickerOption', s.name, s.platform) })),
  }));
  const port = ports.data?.ports.find((p) => p.name === selectedPort);
  const { member } = located;

  return (
    <div className="switch-fabric-faceplate">
      <div className="switch-fabric-toolbar">
        <label htmlFor="switch-fabric-picker">{msg('switchFabric.picker')}</label>
        <Select
          id="switch-fabric-picker"
          className="switch-fabric-picker"
          showSearch={{ optionFilterProp: 'label' }}
          value={member['switch-id']}
          options={options}
          onChange={(id: string) => setParams((p) => {
            const next = new URLSearchParams(p);
            next.set(SWITCH_PARAM, id);
            return next;
          })}
        />
      </div>
      {member.status === 'offline' && <Alert type="warning" showIcon title={msg('switchFabric.switchOffline', member.name)} />}
      {ports.isPending ? (
        <Loading />
      ) : ports.isError ? (
        <LoadFailed title={msg('switchFabric.portsFailed', member.name)} onRetry={() => void ports.refetch()} />
      ) : (
        <>
          <Typography.Text>{msg('switchFabric.portsSummary', portsUp(ports.data.ports), ports.data.ports.length)}</Typography.Text>
          <FrontPanel key={member['switch-id']} name={member.name} ports={ports.data.ports} selected={selectedPort} onSelect={setSelectedPort} />
          <Legend />
          {port ? <PortDetails port={port} /> : <Typography.Paragraph type="secondary">{msg('switchFabric.selectPort')}</Typography.Paragraph>}
        </>
      )}
    </div>
  );
}
