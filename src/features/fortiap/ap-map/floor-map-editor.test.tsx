import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import { captureDownloads } from '@/lib/testing/downloads.ts';
import { FloorMapEditor } from './floor-map-editor.tsx';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => mock.dispose());

const marker = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name} `) });
const saved = () => mock.callsOf('saveApFloorPlacements');

async function open(path = '/fortiap/map/editfloor?map=1') {
  const r = renderShell(<FloorMapEditor />, { path, pattern: '/fortiap/map/editfloor', routes: [{ path: '/fortiap/map/floor', element: <p>floor map</p> }] });
  await screen.findByRole('img', { name: 'Floor plan of Building A, floor 1' });
  return r;
}

describe('Edit Floor Map', () => {
  it('moves an access point with the arrow keys (Shift: bigger steps), announces each move and saves', async () => {
    await open();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    // FP222ETF24926768 stands at 160,120 of 800×500 pixels for 48×30 m: 9.6 m, 7.2 m
    expect(marker('CAMPUS-PDX-FW01-AP01')).toHaveAccessibleName('CAMPUS-PDX-FW01-AP01 (FP222ETF24926768): Up, 9.6 m from the left, 7.2 m from the top');
    marker('CAMPUS-PDX-FW01-AP01').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('status')).toHaveTextContent('CAMPUS-PDX-FW01-AP01 moved to 10.1 m from the left, 7.2 m from the top.');
    await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(screen.getByRole('status')).toHaveTextContent('CAMPUS-PDX-FW01-AP01 moved to 10.1 m from the left, 12.2 m from the top.');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The floor map was saved.')).toBeInTheDocument();
    expect(saved()[0].url.pathname).toBe('/api/gui/adom/root/apmap/floormaps/1/placements');
    expect(saved()[0].headers.get('X-CSRF-Token')).toBeTruthy();
    expect((saved()[0].body as { placements: unknown[] }).placements).toContainEqual({ 'wtp-id': 'FP222ETF24926768', x: 168, y: 203 });
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('a failed save says so and keeps the edits', async () => {
    mock.fail('saveApFloorPlacements');
    await open();
    marker('CAMPUS-PDX-FW01-AP02').focus();
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save the floor map. Your changes are kept. The floor map could not be written to the wireless controller.')).toBeInTheDocument();
    expect(marker('CAMPUS-PDX-FW01-AP02')).toHaveAccessibleName(/24\.7 m from the left/);
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    // Reset goes back to what the appliance holds
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(marker('CAMPUS-PDX-FW01-AP02')).toHaveAccessibleName(/25\.2 m from the left/);
  });

  it('places an unplaced access point in the middle of the plan, focused, and removes one', async () => {
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Place CAMPUS-PDX-FW01-AP04' }));
    expect(screen.getByRole('status')).toHaveTextContent('CAMPUS-PDX-FW01-AP04 placed at 24.0 m from the left, 15.0 m from the top.');
    await waitFor(() => expect(marker('CAMPUS-PDX-FW01-AP04')).toHaveFocus());
    // the site's access points on its other floor map are not offered here
    expect(screen.queryByRole('button', { name: 'Place CAMPUS-PDX-FW01-AP05' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Place CAMPUS-PDX-FW01-AP08' }));
    expect(screen.getByRole('status')).toHaveTextContent('CAMPUS-PDX-FW01-AP08 placed at 25.5 m from the left, 16.5 m from the top.');
    expect(screen.getByText('Every access point of the site is placed.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove CAMPUS-PDX-FW01-AP01' }));
    expect(screen.queryByRole('button', { name: /^CAMPUS-PDX-FW01-AP01 / })).toBeNull();
    expect(screen.getByRole('button', { name: 'Place CAMPUS-PDX-FW01-AP01' })).toBeInTheDocument();
  });

  it('drags an access point with the pointer', async () => {
    await open();
    const plan = screen.getByRole('img', { name: 'Floor plan of Building A, floor 1' }).parentElement!;
    plan.getBoundingClientRect = () => ({ left: 0, top: 0, width: 400, height: 250, right: 400, bottom: 250, x: 0, y: 0, toJSON: () => ({}) });
    const m = marker('CAMPUS-PDX-FW01-AP01');
    fireEvent.pointerDown(m, { pointerId: 1, clientX: 80, clientY: 60 });
    fireEvent.pointerMove(m, { pointerId: 1, clientX: 200, clientY: 125 });
    fireEvent.pointerUp(m, { pointerId: 1, clientX: 200, clientY: 125 });
    expect(screen.getByRole('status')).toHaveTextContent('CAMPUS-PDX-FW01-AP01 moved to 24.0 m from the left, 15.0 m from the top.');
  });

  it('uploads a floor plan, refusing a file of the wrong type or too large with the spec’s messages', async () => {
    await open();
    const input = screen.getByLabelText('Upload Floor Plan', { selector: 'input' });
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'plan.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText('The floor plan must be a PNG, JPEG or SVG image.')).toBeInTheDocument();
    const big = new File(['x'], 'plan.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 2 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('The floor plan image must be 2 MB or smaller.')).toBeInTheDocument();
    expect(mock.callsOf('uploadApFloorPlan')).toHaveLength(0);
    fireEvent.change(input, { target: { files: [new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'plan.svg', { type: 'image/svg+xml' })] } });
    expect(await screen.findByText('The floor plan was uploaded.')).toBeInTheDocument();
    expect(mock.callsOf('uploadApFloorPlan')[0].body).toEqual({ fileName: 'plan.svg', contentType: 'image/svg+xml', data: btoa('<svg xmlns="http://www.w3.org/2000/svg"/>') });
    // the plan now shown is the one the appliance answered with
    await waitFor(() => expect(screen.getByRole('img', { name: 'Floor plan of Building A, floor 1' }).getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHdpZHRoPSI2NDAi/));
  });

  it('leaving with unsaved changes asks first', async () => {
    const { router } = await open();
    marker('CAMPUS-PDX-FW01-AP01').focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    void router.navigate('/fortiap/map/floor');
    // (antd names its dialogs by a fixed test id under test: found by role and read by text)
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(dialog).toHaveTextContent('You have unsaved changes to this floor map. Leave without saving them?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/fortiap/map/editfloor');
    void router.navigate('/fortiap/map/floor');
    await userEvent.click(within(await screen.findByRole('dialog', {}, { timeout: 5000 })).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('floor map')).toBeInTheDocument();
  });

  it('lists the placements as edited: a move shows in the list, searched and sorted per column, exported as shown', async () => {
    const downloads = captureDownloads();
    const { router } = await open();
    const grid = screen.getByRole('grid', { name: 'Placements' });
    const row = () => within(grid).getByText('CAMPUS-PDX-FW01-AP01').closest('[role="row"]') as HTMLElement;
    const before = within(row()).getAllByRole('gridcell')[2].textContent;
    marker('CAMPUS-PDX-FW01-AP01').focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(within(row()).getAllByRole('gridcell')[2].textContent).not.toBe(before));
    await userEvent.click(within(grid).getByText('From Top (m)'));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('y'));
    const ys = () => within(grid).getAllByRole('row').slice(1).map((r) => Number(within(r).getAllByRole('gridcell')[3].textContent));
    expect(ys()).toEqual([...ys()].sort((a, b) => a - b));
    await userEvent.type(within(grid).getByRole('textbox', { name: 'Search Name' }), 'AP01');
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(2));
    expect(new URLSearchParams(router.state.location.search).get('map')).toBe('1');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.texts).toHaveLength(1));
    expect(downloads.names).toEqual(['floor-map-placements.csv']);
    expect(downloads.lines()).toEqual(['Name,Serial Number,From Left (m),From Top (m)', `CAMPUS-PDX-FW01-AP01,FP222ETF24926768,${within(row()).getAllByRole('gridcell')[2].textContent},${within(row()).getAllByRole('gridcell')[3].textContent}`]);
    downloads.restore();
  });

  it('says when the floor maps cannot be read', async () => {
    mock.fail('listApFloorMaps');
    renderShell(<FloorMapEditor />, { path: '/fortiap/map/editfloor' });
    expect(await screen.findByText('Failed to load the floor maps. Internal server error.')).toBeInTheDocument();
  });
});
