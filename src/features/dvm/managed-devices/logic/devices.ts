import type { ManagedDevice } from '@generated/types/entities.ts';

export type ConnState = 'up' | 'down' | 'unknown';
export type ConfState = ManagedDevice['conf_status'];

/** Connection to the manager in words: 1 up, 2 down, unknown when the manager has not reported it. */
export function connState(device: Pick<ManagedDevice, 'conn_status'>): ConnState {
  return device.conn_status === 1 ? 'up' : device.conn_status === 2 ? 'down' : 'unknown';
}

export function isOutOfSync(device: Pick<ManagedDevice, 'conf_status'>): boolean {
  return device.conf_status === 'outofsync';
}

/** Whether a device matches the search box: its name, platform, firmware or serial number contain every word. */
export function matchesSearch(device: Pick<ManagedDevice, 'name' | 'platform' | 'firmware' | 'sn'>, search: string): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const text = `${device.name} ${device.platform} ${device.firmware} ${device.sn}`.toLowerCase();
  return words.every((w) => text.includes(w));
}

/** Ordering of the configuration status column: out of sync first, then unknown, then synchronized. */
export const CONF_ORDER: Record<ConfState, number> = { outofsync: 0, unknown: 1, insync: 2 };
/** Ordering of the connection column: down first. */
export const CONN_ORDER: Record<ConnState, number> = { down: 0, unknown: 1, up: 2 };

/** Firmware versions compared as numbers (7.0.10 after 7.0.9). */
export function compareFirmware(a: Pick<ManagedDevice, 'frmversion' | '_patch'>, b: Pick<ManagedDevice, 'frmversion' | '_patch'>): number {
  const pa = [...a.frmversion.split('.').map(Number), a._patch];
  const pb = [...b.frmversion.split('.').map(Number), b._patch];
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d) return d;
  }
  return 0;
}
