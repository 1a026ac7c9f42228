/**
 * Messages between the console and the fleet worker (./fleet.worker.ts), which fetches the device and asset lists,
 * parses them as they arrive and matches them against the PSIRT data, so the main thread never holds or parses
 * the lists themselves, only the rows.
 */
import type { EncodedRows, PsirtData, VulnerableDevicesResult } from './logic/index.ts';

/** The lists the Vulnerable Devices dialog loads besides the PSIRT data. */
export type FleetList = 'devices' | 'wtps' | 'switches' | 'extensionExtenders' | 'extenderExtenders';
export const FLEET_LISTS: readonly FleetList[] = ['devices', 'wtps', 'switches', 'extensionExtenders', 'extenderExtenders'];

export type ToWorker =
  /** Fetch a list: the request exactly as the console's client built it (URL and headers). */
  | { type: 'fetch'; session: number; list: FleetList; url: string; headers: Array<[string, string]> }
  /** The PSIRT data to match against; lists parsed before it arrives wait for it. */
  | { type: 'psirt'; session: number; psirt: PsirtData }
  /** Stop a list's request, or the whole session's. */
  | { type: 'abort'; session: number; list?: FleetList };

export type FromWorker =
  /** The answer's status and headers; the body of a failure answer as text (the client reads it). */
  | { type: 'head'; session: number; list: FleetList; status: number; statusText: string; headers: Array<[string, string]>; body?: string }
  /** Rows of a list, in order; `skipped` is what the session left out so far. */
  | { type: 'rows'; session: number; list: FleetList; rows: EncodedRows; skipped: VulnerableDevicesResult['skipped'] }
  /** The list is complete (all its rows were posted). */
  | { type: 'end'; session: number; list: FleetList }
  /** The list could not be fetched or read; `malformed` when its body was not a JSON array. */
  | { type: 'failed'; session: number; list: FleetList; message: string; malformed: boolean };
