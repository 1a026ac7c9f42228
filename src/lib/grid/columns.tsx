import { SELECT_COLUMN_KEY, type Column, type RenderCellProps } from 'react-data-grid';
import { msg } from '@/lib/i18n/messages.ts';
import { Caret, Checkbox, HeaderCell } from './cells.tsx';
import { GroupHeader } from './grouping.ts';
import { PendingRow } from './grid-source.ts';
import type { DisplayRow, View } from './grid-view.ts';
import type { GridSelection } from './selection.ts';
import { columnText, type GridColumn } from './types.ts';

export interface ColumnsInput<R> {
  columns: readonly GridColumn<R>[];
  view: View<R>;
  selection: GridSelection<R>;
  rowKey: (row: R) => string;
  /** how a row is named in checkbox and expand labels */
  label: (row: R) => string;
  /** a tree grid: the first column gets the expand buttons */
  tree: boolean;
  toggleRow: (row: DisplayRow<R>) => void;
  /** react-data-grid repeats frozen columns when not virtualized */
  freezeSelectColumn: boolean;
}

/** react-data-grid's columns: the select column (multiple selection) and each data column with its cells. */
export function buildColumns<R>({ columns, view, selection, rowKey, label, tree, toggleRow, freezeSelectColumn }: ColumnsInput<R>): Column<DisplayRow<R>>[] {
  const out: Column<DisplayRow<R>>[] = [];
  const dataColumnCount = columns.length;
  const { selected, toggleOne, groupState } = selection;
  if (selection.multi) {
    out.push({
      key: SELECT_COLUMN_KEY,
      name: '',
      width: 40,
      minWidth: 40,
      maxWidth: 40,
      resizable: false,
      sortable: false,
      frozen: freezeSelectColumn,
      renderHeaderCell: ({ tabIndex }) => (
        <Checkbox
          label={msg('grid.selectAll')}
          tabIndex={tabIndex}
          checked={selection.allRows.all}
          indeterminate={selection.allRows.some}
          onChange={(checked) => selection.setAll(checked)}
        />
      ),
      renderCell: ({ row, tabIndex }) => {
        if (row instanceof PendingRow) return null;
        if (row instanceof GroupHeader) {
          const s = row.check ?? groupState(row.rows);
          return (
            <Checkbox
              label={msg('grid.selectGroup', row.label)}
              tabIndex={tabIndex}
              checked={s.all}
              indeterminate={s.some}
              onChange={(checked) => selection.setGroup(row, checked)}
            />
          );
        }
        return <Checkbox label={msg('grid.selectRow', label(row))} tabIndex={tabIndex} checked={selected.has(rowKey(row))} onChange={() => toggleOne(row)} />;
      },
    });
  }
  columns.forEach((c, index) => {
    out.push({
      key: c.key,
      name: c.name,
      width: c.width,
      minWidth: c.minWidth ?? 80,
      maxWidth: c.maxWidth,
      resizable: true,
      sortable: c.sortable !== false,
      sortDescendingFirst: c.sortDescendingFirst,
      cellClass: c.cellClass,
      colSpan:
        index === 0 ? (args) => (args.type === 'ROW' && args.row instanceof GroupHeader ? dataColumnCount : undefined) : undefined,
      renderHeaderCell: (p) => <HeaderCell {...p} />,
      renderCell: ({ row, tabIndex }: RenderCellProps<DisplayRow<R>>) => {
        // a row whose data is on its way (rows kept elsewhere)
        if (row instanceof PendingRow) return index === 0 ? <span className="console-grid-pending" aria-hidden /> : null;
        if (row instanceof GroupHeader) {
          return (
            <button
              type="button"
              className="console-grid-toggle console-grid-group-toggle"
              tabIndex={tabIndex}
              aria-expanded={row.expanded}
              onClick={() => toggleRow(row)}
            >
              <Caret expanded={row.expanded} />
              {msg('grid.groupCount', row.label, row.size)}
            </button>
          );
        }
        const level = view.levelOf(row);
        const content = c.renderCell ? c.renderCell(row, { tabIndex, level }) : columnText(c, row);
        if (!tree || index !== 0) return content;
        return <TreeCell label={label(row)} level={level} hasKids={view.hasChildren(row)} expanded={view.isExpanded(row)} tabIndex={tabIndex} onToggle={() => toggleRow(row)}>{content}</TreeCell>;
      },
    });
  });
  return out;
}

interface TreeCellProps {
  label: string;
  level: number;
  hasKids: boolean;
  expanded: boolean;
  tabIndex: number;
  onToggle: () => void;
  children: React.ReactNode;
}

/** The first cell of a tree row: indented by level, with the expand button when the row has children. */
function TreeCell({ label, level, hasKids, expanded, tabIndex, onToggle, children }: TreeCellProps) {
  return (
    <span className="console-grid-tree-cell" style={{ paddingInlineStart: level * 20 }}>
      {hasKids ? (
        <button
          type="button"
          className="console-grid-toggle"
          tabIndex={tabIndex}
          aria-expanded={expanded}
          aria-label={msg(expanded ? 'grid.collapseRow' : 'grid.expandRow', label)}
          onClick={onToggle}
        >
          <Caret expanded={expanded} />
        </button>
      ) : (
        <span className="console-grid-toggle-spacer" aria-hidden />
      )}
      <span className="console-grid-tree-content">{children}</span>
    </span>
  );
}
