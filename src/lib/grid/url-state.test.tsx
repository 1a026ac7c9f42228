import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { DataGrid } from './data-grid.tsx';
import type { GridColumn } from './types.ts';
import { parseSort, readFilters, useGridUrlState, writeGridState } from './url-state.ts';

interface Dev {
  name: string;
  risk: number;
}
const columns: GridColumn<Dev>[] = [
  { key: 'name', name: 'Device Name' },
  { key: 'risk', name: 'Risk', sortDescendingFirst: true },
];
const rows: Dev[] = [
  { name: 'FGT-B', risk: 3 },
  { name: 'FGT-A', risk: 5 },
  { name: 'FAZ-1', risk: 1 },
];

beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
});

function Address() {
  const { search } = useLocation();
  return <output aria-label="address">{decodeURIComponent(search)}</output>;
}

function List() {
  return (
    <>
      <DataGrid aria-label="Devices" columns={columns} rows={rows} rowKey={(r) => r.name} {...useGridUrlState()} />
      <Address />
    </>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/list', element: <List /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

const names = () =>
  within(screen.getByRole('grid', { name: 'Devices' }))
    .getAllByRole('row')
    .filter((r) => r.getAttribute('aria-rowindex') !== '1' && within(r).queryAllByRole('gridcell').length > 0)
    .map((r) => within(r).getAllByRole('gridcell')[0].textContent);

describe('a list’s searches and sort in the address', () => {
  it('reads and writes them as f.<column> and sort (descending with a minus)', () => {
    const params = new URLSearchParams('tab=ca&f.name=fgt&sort=-risk,name');
    expect(readFilters(params)).toEqual({ name: 'fgt' });
    expect(parseSort(params.get('sort'))).toEqual([
      { columnKey: 'risk', direction: 'DESC' },
      { columnKey: 'name', direction: 'ASC' },
    ]);
    const next = writeGridState(params, '', { filters: { risk: '5' }, sort: [] });
    expect(next.toString()).toBe('tab=ca&f.risk=5');
    expect(writeGridState(params, 'ca.', { filters: { name: 'x' } }).get('ca.f.name')).toBe('x');
  });

  it('a link shows the same rows: the search and sort of the address are applied', async () => {
    renderAt('/list?f.name=fgt&sort=-risk');
    await waitFor(() => expect(names()).toEqual(['FGT-A', 'FGT-B']));
    expect(screen.getByLabelText('Search Device Name')).toHaveValue('fgt');
  });

  it('typing a search and sorting write the address', async () => {
    const router = renderAt('/list');
    await userEvent.type(screen.getByLabelText('Search Device Name'), 'fgt');
    await waitFor(() => expect(router.state.location.search).toBe('?f.name=fgt'));
    await userEvent.click(screen.getByText('Risk'));
    await waitFor(() => expect(router.state.location.search).toBe('?f.name=fgt&sort=-risk'));
    expect(names()).toEqual(['FGT-A', 'FGT-B']);
  });
});
