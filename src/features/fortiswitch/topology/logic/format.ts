import type { SwitchFabricMember, SwitchPort } from '@generated/types/entities.ts';
import { msg } from '../text.ts';
import { formatCount } from '@/lib/format/index.ts';

/** A speed in Mbit/s as the panel shows it: 100 Mbps, 1 Gbps, 2.5 Gbps, 100 Gbps; "No link" for 0. */
export function speedText(mbps: number): string {
  if (mbps <= 0) return msg('switchFabric.noLink');
  if (mbps < 1000) return msg('switchFabric.speedMbps', mbps);
  return msg('switchFabric.speedGbps', Number((mbps / 1000).toFixed(1)));
}

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** A byte count in binary units with one decimal: 1536 → 1.5 KB. */
export function bytesText(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 ? String(value) : value.toFixed(1);
  return msg(`switchFabric.bytes.${BYTE_UNITS[unit]}`, shown);
}

/** A count with thousands separators. */
export function countText(n: number): string {
  return formatCount(n);
}

export function statusText(status: SwitchFabricMember['status']): string {
  return msg(status === 'online' ? 'switchFabric.online' : 'switchFabric.offline');
}

export function portStateText(status: SwitchPort['status']): string {
  return msg(`switchFabric.state.${status}`);
}

/** The PoE state of a port in words, with the power when it delivers some. */
export function poeText(port: Pick<SwitchPort, 'poe_status' | 'poe_power'>): string {
  return port.poe_status === 'delivering'
    ? msg('switchFabric.poeState.delivering', port.poe_power.toFixed(1))
    : msg(`switchFabric.poeState.${port.poe_status}`);
}

/** The speed and duplex of a port's link: "1 Gbps Full", or "No link". */
export function linkText(port: Pick<SwitchPort, 'speed' | 'duplex'>): string {
  if (port.speed <= 0 || !port.duplex) return speedText(0);
  return `${speedText(port.speed)} ${msg(`switchFabric.duplex.${port.duplex}`)}`;
}

/** The accessible name of a port's button: "port3: Up, 1 Gbps Full, PoE Delivering 6.2 W". */
export function portButtonName(port: SwitchPort): string {
  return msg('switchFabric.portButton', port.name, portStateText(port.status), linkText(port), msg('switchFabric.poeLabel', poeText(port)));
}

/** The device seen on a port: "FortiAP-231F, port lan1 (LLDP)", or "None". */
export function neighborText(port: Pick<SwitchPort, 'neighbor'>): string {
  const n = port.neighbor;
  if (!n) return msg('switchFabric.none');
  const who = n.port ? msg('switchFabric.neighborWithPort', n.name, n.port) : n.name;
  return msg('switchFabric.neighborSource', who, msg(`switchFabric.source.${n.source}`));
}
