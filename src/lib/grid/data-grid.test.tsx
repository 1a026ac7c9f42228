import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createRef, useState } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataGrid, type DataGridHandle } from './data-grid.tsx';
import type { GridColumn } from './types.ts';

interface Dev {
  id: string;
  name: string;
  type: string;
  risk: number;
  children?: Dev[];
}
const columns: GridColumn<Dev>[] = [
  { key: 'name', name: 'Device Name' },
  { key: 'type', name: 'Type' },
  { key: 'risk', name: 'Risk', sortDescendingFirst: true },
];
const rows: Dev[] = [
  { id: '1', name: 'FGT-B', type: 'FortiGate', risk: 3, children: [{ id: '1a', name: 'AP-2', type: 'FortiAP', risk: 2 }] },
  { id: '2', name: 'FGT-A', type: 'FortiGate', risk: 5 },
  { id: '3', name: 'FAZ-1', type: 'FortiAnalyzer', risk: 1 },
];
const rowKey = (r: Dev) => r.id;

function bodyNames(grid: HTMLElement) {
  return within(grid)
    .queryAllByRole('row')
    .filter((r) => r.getAttribute('aria-rowindex') !== '1' && within(r).queryAllByRole('gridcell').length > 1)
    .map((r) => {
      const cells = within(r).getAllByRole('gridcell');
      const nameCell = cells.find((c) => /FGT|FAZ|AP-/.test(c.textContent ?? ''));
      return nameCell?.textContent ?? '';
    });
}

beforeAll(() => {
  // jsdom has no layout; the grid scrolls the active cell into view
  Element.prototype.scrollIntoView ??= () => {};
});

describe('DataGrid', () => {
  it('renders only the rows in view of 10,000, and the rows further down once scrolled there', async () => {
    const many: Dev[] = Array.from({ length: 10_000 }, (_, i) => ({ id: String(i), name: `FGT-${i}`, type: 'FortiGate', risk: (i % 5) + 1 }));
    render(<DataGrid aria-label="Fleet" columns={columns} rows={many} rowKey={rowKey} height={420} />);
    const grid = screen.getByRole('grid', { name: 'Fleet' });
    expect(grid).toHaveAttribute('aria-rowcount', '10001');
    const shown = () => bodyNames(grid);
    // a 420 px grid with 36 px rows shows about ten rows, plus the few react-data-grid keeps beyond the edge
    expect(shown().length).toBeGreaterThan(5);
    expect(shown().length).toBeLessThan(40);
    expect(shown()).toContain('FGT-0');
    expect(shown()).not.toContain('FGT-5000');
    // scroll to row 5,000
    grid.scrollTop = 5000 * 36;
    fireEvent.scroll(grid);
    await waitFor(() => expect(shown()).toContain('FGT-5000'));
    expect(shown()).not.toContain('FGT-0');
    expect(shown().length).toBeLessThan(40);
  });

  it('renders an accessible grid with a labelled search box per searchable column', () => {
    render(<DataGrid aria-label="Devices" columns={columns} rows={rows} rowKey={rowKey} />);
    const grid = screen.getByRole('grid', { name: 'Devices' });
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(3);
    for (const name of ['Device Name', 'Type', 'Risk']) expect(screen.getByLabelText(`Search ${name}`)).toBeInTheDocument();
    expect(bodyNames(grid)).toEqual(['FGT-B', 'FGT-A', 'FAZ-1']);
    expect(screen.getByText('3 of 3 rows')).toBeInTheDocument();
  });

  it('filters rows as the user types in a column search', async () => {
    const onFiltersChange = vi.fn();
    render(<DataGrid aria-label="Devices" columns={columns} rows={rows} rowKey={rowKey} onFiltersChange={onFiltersChange} />);
    await userEvent.type(screen.getByLabelText('Search Device Name'), 'fgt');
    await waitFor(() => expect(bodyNames(screen.getByRole('grid'))).toEqual(['FGT-B', 'FGT-A']));
    expect(onFiltersChange).toHaveBeenLastCalledWith({ name: 'fgt' });
    expect(screen.getByText('2 of 3 rows')).toBeInTheDocument();
    // typing a space in a search box must not sort the column
    await userEvent.type(screen.getByLabelText('Search Type'), ' ');
    expect(screen.getAllByRole('columnheader')[1]).not.toHaveAttribute('aria-sort');
  });

  it('keeps every keystroke when the owner stores the searches later (like the URL does)', async () => {
    function Owner() {
      const [filters, setFilters] = useState({});
      // the owner answers a tick later, echoes arriving after newer keystrokes
      return <DataGrid aria-label="Devices" columns={columns} rows={rows} rowKey={rowKey} filters={filters} onFiltersChange={(f) => setTimeout(() => setFilters(f), 5)} />;
    }
    render(<Owner />);
    const input = screen.getByLabelText('Search Device Name');
    await userEvent.type(input, 'fgt-a', { delay: 1 });
    expect(input).toHaveValue('fgt-a');
    await waitFor(() => expect(bodyNames(screen.getByRole('grid'))).toEqual(['FGT-A']));
  });

  it('takes searches changed from outside (Back, a link)', async () => {
    const { rerender } = render(<DataGrid aria-label="D" columns={columns} rows={rows} rowKey={rowKey} filters={{ name: 'FAZ' }} />);
    expect(screen.getByLabelText('Search Device Name')).toHaveValue('FAZ');
    rerender(<DataGrid aria-label="D" columns={columns} rows={rows} rowKey={rowKey} filters={{ type: 'gate' }} />);
    expect(screen.getByLabelText('Search Device Name')).toHaveValue('');
    expect(screen.getByLabelText('Search Type')).toHaveValue('gate');
  });

  it('sorts by clicking a header and by Enter on a focused header', async () => {
    render(<DataGrid aria-label="Devices" columns={columns} rows={rows} rowKey={rowKey} />);
    const grid = screen.getByRole('grid');
    await userEvent.click(screen.getByText('Device Name'));
    expect(bodyNames(grid)).toEqual(['FAZ-1', 'FGT-A', 'FGT-B']);
    expect(screen.getAllByRole('columnheader')[0]).toHaveAttribute('aria-sort', 'ascending');
    const riskName = screen.getByText('Risk');
    act(() => riskName.closest<HTMLElement>('[role="columnheader"]')!.focus());
    await userEvent.keyboard('{Enter}');
    expect(screen.getAllByRole('columnheader')[2]).toHaveAttribute('aria-sort', 'descending');
    expect(bodyNames(grid)).toEqual(['FGT-A', 'FGT-B', 'FAZ-1']);
  });

  it('selects one row at a time in single mode, by click and by Space', async () => {
    const onSelectedKeysChange = vi.fn();
    render(
      <DataGrid
        aria-label="Devices"
        columns={columns}
        rows={rows}
        rowKey={rowKey}
        selection="single"
        onSelectedKeysChange={onSelectedKeysChange}
      />,
    );
    await userEvent.click(screen.getByText('FGT-A'));
    expect(onSelectedKeysChange).toHaveBeenLastCalledWith(new Set(['2']));
    expect(screen.getByText('FGT-A').closest('[role="row"]')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    expect(onSelectedKeysChange).toHaveBeenLastCalledWith(new Set(['3']));
  });

  it('selects several rows in multi mode with checkboxes, Ctrl-click and Space', async () => {
    const onSelectedKeysChange = vi.fn();
    render(
      <DataGrid
        aria-label="Devices"
        columns={columns}
        rows={rows}
        rowKey={rowKey}
        selection="multi"
        onSelectedKeysChange={onSelectedKeysChange}
      />,
    );
    expect(screen.getByRole('grid')).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select FGT-B' }));
    expect(onSelectedKeysChange).toHaveBeenLastCalledWith(new Set(['1']));
    fireEvent.click(screen.getByText('FAZ-1'), { ctrlKey: true });
    expect(onSelectedKeysChange).toHaveBeenLastCalledWith(new Set(['1', '3']));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(onSelectedKeysChange).toHaveBeenLastCalledWith(new Set(['1', '2', '3']));
    // Space toggles the focused row
    await userEvent.click(screen.getByText('FGT-A'));
    await userEvent.keyboard(' ');
    expect(onSelectedKeysChange).toHaveBeenLastCalledWith(new Set());
  });

  it('activates a row on double-click and on Enter', async () => {
    const onRowActivate = vi.fn();
    render(<DataGrid aria-label="Devices" columns={columns} rows={rows} rowKey={rowKey} onRowActivate={onRowActivate} />);
    await userEvent.dblClick(screen.getByText('FGT-A'));
    expect(onRowActivate).toHaveBeenLastCalledWith(rows[1]);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onRowActivate).toHaveBeenLastCalledWith(rows[2]);
  });

  it('shows tree rows that expand and collapse with the toggle and the keyboard', async () => {
    render(
      <DataGrid aria-label="Fabric" columns={columns} rows={rows} rowKey={rowKey} getChildren={(r) => r.children} />,
    );
    const grid = screen.getByRole('treegrid', { name: 'Fabric' });
    expect(screen.queryByText('AP-2')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Expand FGT-B' }));
    expect(screen.getByText('AP-2').closest('[role="row"]')).toHaveAttribute('aria-level', '2');
    expect(screen.getByText('FGT-B').closest('[role="row"]')).toHaveAttribute('aria-expanded', 'true');
    expect(bodyNames(grid)).toEqual(['FGT-B', 'AP-2', 'FGT-A', 'FAZ-1']);
    await userEvent.click(screen.getByRole('button', { name: 'Collapse FGT-B' }));
    expect(screen.queryByText('AP-2')).not.toBeInTheDocument();
    // Right on the focused row opens it, Left closes it
    const row = screen.getByText('FGT-B').closest<HTMLElement>('[role="row"]')!;
    await userEvent.click(screen.getAllByText('FortiGate')[0]);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await waitFor(() => expect(row).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByText('AP-2')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.queryByText('AP-2')).not.toBeInTheDocument();
  });

  it('opens tree parents whose children match a search', async () => {
    render(
      <DataGrid aria-label="Fabric" columns={columns} rows={rows} rowKey={rowKey} getChildren={(r) => r.children} />,
    );
    await userEvent.type(screen.getByLabelText('Search Type'), 'fortiap');
    await waitFor(() => expect(bodyNames(screen.getByRole('treegrid'))).toEqual(['FGT-B', 'AP-2']));
  });

  it('groups rows with collapsible groups', async () => {
    render(
      <DataGrid
        aria-label="By type"
        columns={columns}
        rows={rows}
        rowKey={rowKey}
        groupBy={{ name: 'Device Type', key: (r) => r.type }}
      />,
    );
    const grid = screen.getByRole('treegrid', { name: 'By type' });
    const toggle = within(grid).getByRole('button', { name: 'FortiGate (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('FGT-A')).toBeInTheDocument();
    await userEvent.click(toggle);
    expect(screen.queryByText('FGT-A')).not.toBeInTheDocument();
    expect(screen.getByText('FAZ-1')).toBeInTheDocument();
  });

  it('shows loading, empty and error states', () => {
    const { rerender } = render(<DataGrid aria-label="D" columns={columns} rows={[]} rowKey={rowKey} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    rerender(<DataGrid aria-label="D" columns={columns} rows={[]} rowKey={rowKey} emptyText="Nothing vulnerable" />);
    expect(screen.getByText('Nothing vulnerable')).toBeInTheDocument();
    rerender(<DataGrid aria-label="D" columns={columns} rows={rows} rowKey={rowKey} error="Failed to load." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load.');
    expect(screen.queryByText('FGT-A')).not.toBeInTheDocument();
  });

  it('exports the rows as currently filtered and sorted', async () => {
    const ref = createRef<DataGridHandle<Dev>>();
    render(
      <DataGrid
        ref={ref}
        aria-label="D"
        columns={columns}
        rows={rows}
        rowKey={rowKey}
        defaultSort={[{ columnKey: 'risk', direction: 'DESC' }]}
        defaultFilters={{ type: 'gate' }}
      />,
    );
    await waitFor(() => expect(ref.current?.getExportRows().map((r) => r.name)).toEqual(['FGT-A', 'FGT-B']));
  });

  it('sorts and searches afresh when mounted again over the same rows, and shows changed rows', async () => {
    const first = render(
      <DataGrid aria-label="D" columns={columns} rows={rows} rowKey={rowKey} defaultSort={[{ columnKey: 'risk', direction: 'DESC' }]} />,
    );
    expect(bodyNames(screen.getByRole('grid'))).toEqual(['FGT-A', 'FGT-B', 'FAZ-1']);
    first.unmount();
    const again = render(
      <DataGrid aria-label="D" columns={columns} rows={rows} rowKey={rowKey} defaultSort={[{ columnKey: 'name', direction: 'ASC' }]} />,
    );
    expect(bodyNames(screen.getByRole('grid'))).toEqual(['FAZ-1', 'FGT-A', 'FGT-B']);
    await userEvent.type(screen.getByLabelText('Search Device Name'), 'fgt');
    await waitFor(() => expect(bodyNames(screen.getByRole('grid'))).toEqual(['FGT-A', 'FGT-B']));
    again.unmount();
    const refreshed = rows.map((r) => (r.id === '2' ? { ...r, name: 'FGT-C' } : r));
    render(<DataGrid aria-label="D" columns={columns} rows={refreshed} rowKey={rowKey} defaultSort={[{ columnKey: 'name', direction: 'ASC' }]} />);
    expect(bodyNames(screen.getByRole('grid'))).toEqual(['FAZ-1', 'FGT-B', 'FGT-C']);
  });

  it('lets Tab leave the grid instead of walking its cells', async () => {
    render(
      <>
        <DataGrid aria-label="D" columns={columns} rows={rows} rowKey={rowKey} />
        <button type="button">after</button>
      </>,
    );
    await userEvent.click(screen.getByText('FGT-A'));
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
  });
});
