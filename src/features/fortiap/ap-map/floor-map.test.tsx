import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import { captureDownloads } from '@/lib/testing/downloads.ts';
import { FloorMapView } from './floor-map.tsx';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => mock.dispose());

describe('Floor Map', () => {
  it('shows the first floor map: its plan, its access points as markers with their state, and a table of placements', async () => {
    renderShell(<FloorMapView />, { path: '/fortiap/map/floor' });
    const plan = await screen.findByRole('img', { name: 'Floor plan of Building A, floor 1' });
    expect(plan.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(screen.getByRole('img', { name: 'CAMPUS-PDX-FW01-AP01 (FP222ETF24926768): Up' })).toBeInTheDocument();
    const grid = screen.getByRole('grid', { name: 'Placements' });
    const row = within(grid).getByRole('gridcell', { name: 'FP23JFTF24703261' }).closest('[role="row"]') as HTMLElement;
    // 420 of 800 pixels across 48 m, 110 of 500 down 30 m
    expect(within(row).getByText('25.2')).toBeInTheDocument();
    expect(within(row).getByText('6.6')).toBeInTheDocument();
    expect(screen.getByText('Not placed on a floor map yet: CAMPUS-PDX-FW01-AP04, CAMPUS-PDX-FW01-AP08')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit this floor map' })).toHaveAttribute('href', '/fortiap/map/editfloor?map=1');
  });

  it('the floor map the address names, with a down access point; another one chosen from the list', async () => {
    const { router } = renderShell(<FloorMapView />, { path: '/fortiap/map/floor?map=5' });
    expect(await screen.findByRole('img', { name: 'BR-DEN-001-AP02 (PU431FTF21217928): Down' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Floor map' }));
    await userEvent.click(await screen.findByTitle('Seattle Campus, Main Building, floor 1'));
    expect(router.state.location.search).toBe('?map=3');
    expect(await screen.findByRole('img', { name: 'Floor plan of Main Building, floor 1' })).toBeInTheDocument();
  });

  it('the placements are searched and sorted per column in the address, and exported as shown', async () => {
    const downloads = captureDownloads();
    const { router } = renderShell(<FloorMapView />, { path: '/fortiap/map/floor?map=1' });
    const grid = await screen.findByRole('grid', { name: 'Placements' });
    const serials = () => within(grid).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('gridcell')[1].textContent);
    const all = serials();
    expect(all.length).toBeGreaterThan(2);
    await userEvent.click(within(grid).getByText('From Left (m)'));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('x'));
    const xs = () => within(grid).getAllByRole('row').slice(1).map((r) => Number(within(r).getAllByRole('gridcell')[4].textContent));
    expect(xs()).toEqual([...xs()].sort((a, b) => a - b));
    await userEvent.type(within(grid).getByRole('textbox', { name: 'Search Serial Number' }), 'FP23JFTF24703261');
    await waitFor(() => expect(serials()).toEqual(['FP23JFTF24703261']));
    expect(new URLSearchParams(router.state.location.search).get('map')).toBe('1');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.texts).toHaveLength(1));
    expect(downloads.names).toEqual(['floor-map-placements.csv']);
    expect(downloads.lines()).toEqual(['Name,Serial Number,Model,Status,From Left (m),From Top (m)', expect.stringMatching(/^[^,]+,FP23JFTF24703261,[^,]*,Up,25\.2,6\.6$/)]);
    downloads.restore();
  });

  it('draws no image from an address the console may not load', async () => {
    mock.reply('listApFloorMaps', (_call, spec) => spec.map((m) => ({ ...m, image: 'https://tiles.example.net/plan.png' })));
    renderShell(<FloorMapView />, { path: '/fortiap/map/floor' });
    expect(await screen.findByText('The floor plan image cannot be shown: it is not an image address the console may draw.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Floor plan of Building A, floor 1' })).toBeNull();
  });

  it('says when there is no floor map, and when they cannot be read', async () => {
    mock.scenario('listApFloorMaps', 'noFloorMaps');
    const { unmount } = renderShell(<FloorMapView />, { path: '/fortiap/map/floor' });
    expect(await screen.findByText('No floor map is drawn yet.')).toBeInTheDocument();
    unmount();
    mock.fail('listApFloorMaps');
    renderShell(<FloorMapView />, { path: '/fortiap/map/floor' });
    expect(await screen.findByText('Failed to load the floor maps. Internal server error.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
