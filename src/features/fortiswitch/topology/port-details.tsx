import { Descriptions, Typography } from 'antd';
import type { SwitchPort } from '@generated/types/entities.ts';
import { bytesText, countText, linkText, neighborText, poeText, portStateText } from './logic/format.ts';
import { msg } from './text.ts';

export interface PortDetailsProps {
  port: SwitchPort;
}

/** Everything the switch controller says about one port. */
export function PortDetails({ port }: PortDetailsProps) {
  const c = port.counters;
  const items = [
    { key: 'status', label: msg('switchFabric.status'), children: portStateText(port.status) },
    { key: 'speed', label: msg('switchFabric.speed'), children: linkText(port) },
    { key: 'media', label: msg('switchFabric.media'), children: port.media.toUpperCase() },
    { key: 'role', label: msg('switchFabric.role'), children: msg(`switchFabric.roleName.${port.role}`) },
    { key: 'poe', label: msg('switchFabric.poe'), children: poeText(port) },
    { key: 'vlan', label: msg('switchFabric.vlan'), children: port.vlan },
    { key: 'neighbor', label: msg('switchFabric.neighbor'), children: neighborText(port) },
    { key: 'rx', label: msg('switchFabric.received'), children: msg('switchFabric.trafficValue', bytesText(c.rx_bytes), countText(c.rx_packets)) },
    { key: 'tx', label: msg('switchFabric.sent'), children: msg('switchFabric.trafficValue', bytesText(c.tx_bytes), countText(c.tx_packets)) },
    { key: 'errors', label: msg('switchFabric.errors'), children: msg('switchFabric.inOut', countText(c.rx_errors), countText(c.tx_errors)) },
    { key: 'drops', label: msg('switchFabric.drops'), children: msg('switchFabric.inOut', countText(c.rx_drops), countText(c.tx_drops)) },
  ];
  return (
    <section aria-labelledby="switch-fabric-port-title">
      <Typography.Title level={2} id="switch-fabric-port-title" className="switch-fabric-subtitle">
        {msg('switchFabric.portDetails', port.name)}
      </Typography.Title>
      <Descriptions size="small" bordered column={{ xs: 1, md: 2 }} items={items} />
    </section>
  );
}
