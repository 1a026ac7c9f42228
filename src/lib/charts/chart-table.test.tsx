import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { severity } from '@generated/catalog/severity.ts';
import { ChartTable } from './chart-table.tsx';
import { formatTime } from './format.ts';
import { EXAMPLE_OF, exampleResult } from './testing/examples.ts';
import type { Family } from './types.ts';

beforeAll(() => {
  // jsdom has no layout; the grid scrolls the active cell into view
  Element.prototype.scrollIntoView ??= () => {};
});

function renderTable(family: Family, onSelect?: (row: unknown) => void) {
  const { rows, unit } = exampleResult(EXAMPLE_OF[family]);
  render(<ChartTable family={family} rows={rows} unit={unit} title={family} height={300} onSelect={onSelect} />);
  return { grid: screen.getByRole('grid', { name: `${family} as a table` }), rows };
}

const headers = (grid: HTMLElement) => within(grid).getAllByRole('columnheader').map((h) => h.querySelector('.console-grid-header-text')?.textContent);
const cellsOf = (grid: HTMLElement, text: string) => {
  const row = within(grid).getByText(text).closest<HTMLElement>('[role="row"]')!;
  return within(row).getAllByRole('gridcell').map((c) => c.textContent);
};

describe('ChartTable', () => {
  it.each<[Family, string[]]>([
    ['top', ['Name', 'User or Name', 'Value', 'Sessions', 'Bytes', 'Sent', 'Received', 'Threat Score', 'Blocked']],
    ['series', ['Time', 'Series', 'Value']],
    ['geo', ['Country/Region', 'Value', 'Sessions', 'Threat Score', 'Severity']],
    ['flow', ['Source', 'Destination', 'Value']],
    ['metric', ['Metric', 'Average', 'Peak']],
    ['device', ['Device', 'Status', 'Platform', 'Firmware', 'Serial Number', 'Logs', 'Threats', 'CPU', 'Memory']],
    ['score', ['Check', 'Category', 'Result', 'Severity', 'Score', 'Devices']],
  ])('%s: headers from the message catalogue, for the columns its rows fill', (family, expected) => {
    const { grid } = renderTable(family);
    expect(headers(grid)).toEqual(expected);
    // one search box per column, named by its header
    for (const name of expected) expect(within(grid).getByLabelText(`Search ${name}`)).toBeInTheDocument();
  });

  it('formats bytes as KB/MB/GB and counts with separators', () => {
    const { grid } = renderTable('top');
    expect(cellsOf(grid, '10.1.100.11')).toEqual(['10.1.100.11', 'jsmith', '1.8 GB', '4,211', '1.8 GB', '201.2 MB', '1.6 GB', '30', '12']);
  });

  it('shows times in the browser’s zone and a figure with its own unit', () => {
    const { grid } = renderTable('series');
    expect(within(grid).getAllByText(formatTime('2026-11-24T09:05:00Z'))).toHaveLength(2);
    const metric = renderTable('metric').grid;
    expect(cellsOf(metric, 'Log Rate')).toEqual(['Log Rate', '1,830 logs/s', '4,920 logs/s']);
    expect(cellsOf(metric, 'CPU')).toEqual(['CPU', '23.4%', '71.2%']);
  });

  it('names a severity by its label on the catalogue’s colour, in text that reads on it', () => {
    const { grid } = renderTable('geo');
    const critical = severity.riskLevels.find((l) => l.risk === 5)!;
    const tag = within(grid).getByText('Critical');
    expect(tag).toHaveClass('severity-tag');
    expect(tag).toHaveStyle({ backgroundColor: critical.color, color: '#fff' });
    // medium's yellow takes black text
    const medium = within(grid).getByText('Medium');
    expect(medium).toHaveStyle({ color: '#000' });
  });

  it('says up or down, passed or failed, in words', () => {
    expect(cellsOf(renderTable('device').grid, 'FGT-BR-17').slice(0, 2)).toEqual(['FGT-BR-17', 'Down']);
    expect(cellsOf(renderTable('score').grid, 'Firmware up to date').slice(0, 4)).toEqual(['Firmware up to date', 'Fabric Coverage', 'Passed', 'Medium']);
  });

  it('sorts a number column by its value, largest first, then smallest first', async () => {
    const { grid } = renderTable('top');
    const keys = () =>
      within(grid)
        .getAllByRole('row')
        .map((r) => within(r).queryAllByRole('gridcell')[0]?.textContent)
        .filter(Boolean);
    const header = within(grid).getByText('Threat Score');
    await userEvent.click(header);
    expect(keys()).toEqual(['10.2.30.7', '10.1.100.11', '10.1.100.23']);
    await userEvent.click(header);
    expect(keys()).toEqual(['10.1.100.23', '10.1.100.11', '10.2.30.7']);
  });

  it('hands a row to onSelect on Enter and on double-click (drill-down)', async () => {
    const onSelect = vi.fn();
    const { grid, rows } = renderTable('top', onSelect);
    await userEvent.dblClick(within(grid).getByText('10.1.100.23'));
    expect(onSelect).toHaveBeenLastCalledWith(rows[1]);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(rows[2]);
  });

  it.each<[Family, string[]]>([
    ['top', ['Name', 'User or Name', 'Value']],
    ['geo', ['Country/Region', 'Value', 'Severity']],
    ['device', ['Device', 'Status', 'Firmware']],
    ['score', ['Check', 'Result', 'Severity']],
    ['series', ['Time', 'Series', 'Value']],
  ])('%s as a lite table (tableMode lite): the columns that name a row and its value', (family, expected) => {
    const { rows, unit } = exampleResult(EXAMPLE_OF[family]);
    render(<ChartTable family={family} rows={rows} unit={unit} title={family} height={300} mode="lite" />);
    const grid = screen.getByRole('grid', { name: `${family} as a table` });
    expect(headers(grid)).toEqual(expected);
  });

  it('says so when there are no rows', () => {
    render(<ChartTable family="top" rows={[]} unit="bytes" title="Top Sources" height={200} />);
    expect(screen.getByRole('grid', { name: 'Top Sources as a table' })).toBeInTheDocument();
    expect(screen.getByText('No data', { selector: '.ant-empty-description' })).toBeInTheDocument();
  });
});
