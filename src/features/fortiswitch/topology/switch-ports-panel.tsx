import { Alert, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { useListSwitchPorts } from '@/lib/api/endpoints/switch-monitor.gen.ts';
import { LoadFailed, Loading } from './load-state.tsx';
import { portsInit, SWITCH_PARAM, type LocatedSwitch } from './logic/fabric.ts';
import { portsUp } from './logic/faceplate.ts';
import { PortsTable } from './ports-table.tsx';
import { msg } from './text.ts';

export interface SwitchPortsPanelProps {
  located: LocatedSwitch | undefined;
}

/** The ports of the switch chosen on the topology, with a way to its faceplate. */
export function SwitchPortsPanel({ located }: SwitchPortsPanelProps) {
  const ports = useListSwitchPorts(portsInit(located), { enabled: !!located });
  if (!located) return <Typography.Paragraph type="secondary">{msg('switchFabric.chooseSwitch')}</Typography.Paragraph>;
  const { member } = located;
  const title = msg('switchFabric.portsOf', member.name);
  return (
    <section aria-labelledby="switch-fabric-ports-title">
      <Typography.Title level={2} id="switch-fabric-ports-title" className="switch-fabric-subtitle">
        {title}
      </Typography.Title>
      <Space orientation="vertical" size={8} className="switch-fabric-side-body">
        <Link to={`/fortiswitch/faceplate?${SWITCH_PARAM}=${encodeURIComponent(member['switch-id'])}`}>{msg('switchFabric.openFaceplate', member.name)}</Link>
        {member.status === 'offline' && <Alert type="warning" showIcon title={msg('switchFabric.switchOffline', member.name)} />}
        {ports.isPending ? (
          <Loading />
        ) : ports.isError ? (
          <LoadFailed title={msg('switchFabric.portsFailed', member.name)} onRetry={() => void ports.refetch()} />
        ) : (
          <>
            <Typography.Text>{msg('switchFabric.portsSummary', portsUp(ports.data.ports), ports.data.ports.length)}</Typography.Text>
            <PortsTable ports={ports.data.ports} caption={title} />
          </>
        )}
      </Space>
    </section>
  );
}
