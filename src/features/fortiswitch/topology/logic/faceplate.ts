import type { SwitchPort } from '@generated/types/entities.ts';

/** Where a port sits on the front panel: its column across the whole panel and its row (0 top, 1 bottom). */
export interface PanelCell {
  port: SwitchPort;
  column: number;
  row: 0 | 1;
}

/** A block of the front panel: consecutive ports of one media (the RJ45 ports, then the uplink cages). */
export interface PanelGroup {
  media: SwitchPort['media'];
  /** the first column of the block across the panel */
  firstColumn: number;
  columns: number;
  cells: PanelCell[];
}

/** The number in a port's name (port12 → 12); NaN when it has none. */
export function portNumber(name: string): number {
  const m = /(\d+)$/.exec(name);
  return m ? Number(m[1]) : Number.NaN;
}

/**
 * The front panel as the hardware lays it out: ports in blocks of one media, each block in two rows with the odd
 * ports on top and the even ones below them (port1 above port2, port3 above port4, …). A block that starts on an even
 * port starts in the bottom row.
 */
export function panelGroups(ports: readonly SwitchPort[]): PanelGroup[] {
  const sorted = [...ports].sort((a, b) => portNumber(a.name) - portNumber(b.name));
  const groups: PanelGroup[] = [];
  let column = 0;
  for (const port of sorted) {
    let group = groups.at(-1);
    if (!group || group.media !== port.media) {
      if (group) column = group.firstColumn + group.columns;
      group = { media: port.media, firstColumn: column, columns: 0, cells: [] };
      groups.push(group);
    }
    const n = portNumber(port.name);
    const row: 0 | 1 = Number.isNaN(n) || n % 2 === 1 ? 0 : 1;
    const last = group.cells.at(-1);
    // a new column when the top row is taken or the previous column already has its bottom port
    const newColumn = !last || row === 0 || last.row === 1;
    const at = newColumn ? group.firstColumn + group.columns : last.column;
    if (newColumn) group.columns += 1;
    group.cells.push({ port, column: at, row });
  }
  return groups;
}

export type PanelKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End';

export const PANEL_KEYS: readonly string[] = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'];

/**
 * The port the keyboard moves to from `current` on the panel: left and right along the row (across blocks), up and
 * down between the rows of a column, Home and End to the first and last port. The current port when there is none
 * that way; null when the panel has no such port.
 */
export function movePort(groups: readonly PanelGroup[], current: string, key: PanelKey): string | null {
  const cells = groups.flatMap((g) => g.cells);
  if (!cells.length) return null;
  if (key === 'Home') return cells[0].port.name;
  if (key === 'End') return cells[cells.length - 1].port.name;
  const here = cells.find((c) => c.port.name === current);
  if (!here) return cells[0].port.name;
  const pick = (found: PanelCell | undefined) => (found ?? here).port.name;
  switch (key) {
    case 'ArrowUp':
      return pick(cells.find((c) => c.column === here.column && c.row === 0));
    case 'ArrowDown':
      return pick(cells.find((c) => c.column === here.column && c.row === 1));
    case 'ArrowRight':
      return pick(
        cells
          .filter((c) => c.column > here.column)
          .sort((a, b) => a.column - b.column || Number(a.row !== here.row) - Number(b.row !== here.row))[0],
      );
    case 'ArrowLeft':
      return pick(
        cells
          .filter((c) => c.column < here.column)
          .sort((a, b) => b.column - a.column || Number(a.row !== here.row) - Number(b.row !== here.row))[0],
      );
  }
}

/** How many of the ports have their link up. */
export function portsUp(ports: readonly SwitchPort[]): number {
  return ports.filter((p) => p.status === 'up').length;
}
