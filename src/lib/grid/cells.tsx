import { createContext, use, type KeyboardEvent as ReactKeyboardEvent, type SyntheticEvent } from 'react';
import type { RenderHeaderCellProps } from 'react-data-grid';
import { Input } from 'antd';
import { msg } from '@/lib/i18n/messages.ts';
import type { ColumnFilters } from './types.ts';

/** What the header cells share: the search texts as typed, and each column's name and searchability. */
export interface HeaderState {
  drafts: ColumnFilters;
  setDraft: (key: string, value: string) => void;
  byKey: ReadonlyMap<string, { name: string; searchable: boolean }>;
}
export const HeaderContext = createContext<HeaderState | null>(null);

/** Keys the grid would take from a search box (cell navigation, sorting on Enter/Space, Tab between cells). */
function keepKeysInInput(event: ReactKeyboardEvent) {
  if (event.key !== 'Escape') event.stopPropagation();
}
export function stop(event: SyntheticEvent) {
  event.stopPropagation();
}

function SortIcon({ direction }: { direction: 'ASC' | 'DESC' | undefined }) {
  if (!direction) return null;
  return (
    <svg viewBox="0 0 12 8" width="10" height="8" aria-hidden className="console-grid-sort-icon">
      <path d={direction === 'ASC' ? 'M0 8 6 0 12 8' : 'M0 0 6 8 12 0'} />
    </svg>
  );
}

/** A column header: its name (sorts on click, Enter or Space) and, when searchable, its search box. */
export function HeaderCell<R>({ column, sortDirection, tabIndex }: RenderHeaderCellProps<R>) {
  const state = use(HeaderContext);
  const info = state?.byKey.get(column.key);
  const name = info?.name ?? String(column.name);
  return (
    <div className="console-grid-header">
      {/* focusable so the header cell's roving focus lands here and Enter/Space reach the sort handler */}
      <span className="console-grid-header-name" tabIndex={tabIndex} title={name}>
        <span className="console-grid-header-text">{name}</span>
        <SortIcon direction={sortDirection} />
      </span>
      {info?.searchable && state && (
        // only keeps the input's keys and clicks from reaching the grid's own handlers
        <div className="console-grid-search" role="presentation" onKeyDown={keepKeysInInput} onClick={stop} onMouseDown={stop}>
          <SearchInput
            label={msg('grid.search', name)}
            value={state.drafts[column.key] ?? ''}
            onChange={(v) => state.setDraft(column.key, v)}
          />
        </div>
      )}
    </div>
  );
}

interface SearchInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

function SearchInput({ label, value, onChange }: SearchInputProps) {
  return <Input size="small" allowClear aria-label={label} value={value} onChange={(e) => onChange(e.target.value)} />;
}

interface CheckboxProps {
  label: string;
  tabIndex: number;
  checked: boolean;
  indeterminate?: boolean;
  onChange: (checked: boolean, shift: boolean) => void;
}

/** The selection checkbox of a row, a group or the whole grid. */
export function Checkbox({ label, tabIndex, checked, indeterminate = false, onChange }: CheckboxProps) {
  return (
    <input
      type="checkbox"
      className="console-grid-checkbox"
      aria-label={label}
      tabIndex={tabIndex}
      checked={checked}
      ref={(el) => {
        if (el) el.indeterminate = indeterminate;
      }}
      onClick={stop}
      onChange={(e) => onChange(e.target.checked, (e.nativeEvent as MouseEvent).shiftKey === true)}
    />
  );
}

export function Caret({ expanded }: { expanded: boolean }) {
  return (
    <svg viewBox="0 0 8 8" width="8" height="8" aria-hidden className="console-grid-caret">
      <path d={expanded ? 'M0 2 4 6 8 2' : 'M2 0 6 4 2 8'} />
    </svg>
  );
}
