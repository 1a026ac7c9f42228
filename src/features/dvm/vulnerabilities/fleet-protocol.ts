/**
 * Messages between the console and the fleet worker (./fleet.worker.ts), which fetches the device and asset lists,
 * parses them as they arrive, matches them against the PSIRT data and keeps the rows: the page asks it for counts,
 * the rows on screen of the grid's searches and sort, and the rows of a selection, the wizard or an export.
 */
import type { EncodedRows, PsirtData, VulnerableDevicesResult } from './logic/index.ts';
import type { GridQuery, GridQueryState, KeyScope } from '@/lib/grid/grid-model.ts';
import type { FleetSummary } from './fleet-view.ts';
import type { ViewMode } from './view-state.ts';

/** The lists the Vulnerable Devices dialog loads besides the PSIRT data. */
export type FleetList = 'devices' | 'wtps' | 'switches' | 'extensionExtenders' | 'extenderExtenders';
export const FLEET_LISTS: readonly FleetList[] = ['devices', 'wtps', 'switches', 'extensionExtenders', 'extenderExtenders'];

/** What the page asks of the rows kept in the worker (about one display option). */
export type FleetAsk =
  | { op: 'query'; q: GridQuery; first: number; last: number }
  | { op: 'window'; first: number; last: number }
  | { op: 'keys'; scope: KeyScope }
  | { op: 'csv' }
  | { op: 'rows'; keys: readonly string[] }
  | { op: 'vulnerable' };

/** A window item with its row as an index into the answer's rows. */
export type EncodedItem =
  | { kind: 'row'; row: number; level: number; hasChildren: boolean; expanded: boolean; parent: number }
  | { kind: 'group'; key: string; label: string; size: number; expanded: boolean; check: { all: boolean; some: boolean } };

export type FleetAnswer =
  | { op: 'query'; state: GridQueryState; first: number; items: EncodedItem[]; rows: EncodedRows }
  | { op: 'window'; items: EncodedItem[]; rows: EncodedRows }
  | { op: 'keys'; keys: string[] }
  | { op: 'csv'; text: string }
  | { op: 'rows'; rows: EncodedRows };

export type ToWorker =
  /** Fetch a list: the request exactly as the console's client built it (URL and headers). */
  | { type: 'fetch'; session: number; list: FleetList; url: string; headers: Array<[string, string]> }
  /** The PSIRT data to match against; lists parsed before it arrives wait for it. */
  | { type: 'psirt'; session: number; psirt: PsirtData }
  /** Make the rows matched so far what the page's questions are answered from. */
  | { type: 'build'; session: number }
  /** A question about the rows (answered in order, after the builds sent before it). */
  | { type: 'ask'; session: number; id: number; view: ViewMode; ask: FleetAsk }
  /** Stop a list's request, or the whole session's (and forget its rows). */
  | { type: 'abort'; session: number; list?: FleetList };

export type FromWorker =
  /** The answer's status and headers; the body of a failure answer as text (the client reads it). */
  | { type: 'head'; session: number; list: FleetList; status: number; statusText: string; headers: Array<[string, string]>; body?: string }
  /** More rows of a list were matched (`count` of them); `skipped` is what the session left out so far. */
  | { type: 'rows'; session: number; list: FleetList; count: number; skipped: VulnerableDevicesResult['skipped'] }
  /** The list is complete (all its rows were matched). */
  | { type: 'end'; session: number; list: FleetList }
  /** The list could not be fetched or read; `malformed` when its body was not a JSON array. */
  | { type: 'failed'; session: number; list: FleetList; message: string; malformed: boolean }
  /** A build is done: the counts of the rows it holds. */
  | { type: 'built'; session: number; summary: FleetSummary }
  | { type: 'answer'; session: number; id: number; answer: FleetAnswer };
