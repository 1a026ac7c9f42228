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

/** Ordering of the configuration status column: out of sync first, then unknown, then synchronized. */
export const CONF_ORDER: Record<ConfState, number> = { outofsync: 0, unknown: 1, insync: 2 };
/** Ordering of the connection column: down first. */
export const CONN_ORDER: Record<ConnState, number> = { down: 0, unknown: 1, up: 2 };

/** Firmware version as a number to sort by (7.0.10 after 7.0.9): each part of the version and the patch, 1000 apart. */
export function firmwareRank(device: Pick<ManagedDevice, 'frmversion' | '_patch'>): number {
  const parts = [...device.frmversion.split('.').map(Number), device._patch];
  return parts.reduce((rank, part) => rank * 1000 + (Number.isFinite(part) ? part : 0), 0);
}
