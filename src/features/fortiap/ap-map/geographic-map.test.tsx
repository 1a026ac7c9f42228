import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import { captureDownloads } from '@/lib/testing/downloads.ts';
import { GeographicMap } from './geographic-map.tsx';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => mock.dispose());

const map = () => screen.getByRole('group', { name: 'Map of the sites' });
const sitesGrid = () => screen.getByRole('grid', { name: 'Sites' });
const rowOf = (cell: HTMLElement) => cell.closest('[role="row"]') as HTMLElement;

describe('Geographic Map', () => {
  it('draws each site as a marker naming its access points up and down, and lists the sites', async () => {
    renderShell(<GeographicMap />, { path: '/fortiap/map/gmap' });
    expect(await screen.findByRole('button', { name: 'Portland Campus: 8 access points, 8 up, 0 down' })).toBeInTheDocument();
    expect(within(map()).getByRole('button', { name: 'Denver Branch: 3 access points, 2 up, 1 down' })).toBeInTheDocument();
    expect(within(map()).getAllByRole('button')).toHaveLength(13);
    const denver = rowOf(within(sitesGrid()).getByRole('button', { name: 'Show Denver Branch' }));
    expect(within(denver).getByText('Denver, CO')).toBeInTheDocument();
    expect(within(denver).getByText('US West')).toBeInTheDocument();
    // the country shapes come from the bundled atlas
    expect(map().querySelector('path')!.getAttribute('d')!.length).toBeGreaterThan(10000);
  });

  it('a site chosen from the keyboard lists its access points and links to its floor maps', async () => {
    renderShell(<GeographicMap />, { path: '/fortiap/map/gmap' });
    const marker = await screen.findByRole('button', { name: 'Portland Campus: 8 access points, 8 up, 0 down' });
    marker.focus();
    await userEvent.keyboard('{Enter}');
    expect(marker).toHaveAttribute('aria-pressed', 'true');
    const section = screen.getByRole('region', { name: 'Access points of Portland Campus' });
    expect(within(section).getByText('CAMPUS-PDX-FW01-AP01')).toBeInTheDocument();
    expect(within(section).getByText('FP222ETF24926768')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Building A, floor 1' })).toHaveAttribute('href', '/fortiap/map/floor?map=1');
    expect(within(section).getByRole('link', { name: 'Building A, floor 2' })).toHaveAttribute('href', '/fortiap/map/floor?map=2');
  });

  it('a site from the table, with a down access point and no floor map', async () => {
    renderShell(<GeographicMap />, { path: '/fortiap/map' });
    await userEvent.click(await screen.findByRole('button', { name: 'Show Miami Branch' }));
    const section = screen.getByRole('region', { name: 'Access points of Miami Branch' });
    const aps = within(section).getByRole('grid', { name: 'Access points of Miami Branch' });
    expect(within(rowOf(within(aps).getByText('BR-MIA-001-AP04'))).getByText('Down')).toBeInTheDocument();
    expect(within(section).getByText('No floor map is drawn for this site.')).toBeInTheDocument();
  });

  it('the sites are searched and sorted per column in the address; a double-click on a site lists its access points', async () => {
    const { router } = renderShell(<GeographicMap />, { path: '/fortiap/map/gmap' });
    await screen.findByRole('button', { name: 'Show Miami Branch' });
    const names = () => within(sitesGrid()).getAllByRole('button', { name: /^Show / }).map((b) => b.textContent);
    await userEvent.click(within(sitesGrid()).getByText('Down'));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('site.sort')).toBe('-down'));
    const downs = () => within(sitesGrid()).getAllByRole('row').slice(1).map((r) => Number(within(r).getAllByRole('gridcell')[5].textContent));
    expect(downs()).toEqual([...downs()].sort((a, b) => b - a));
    await userEvent.type(within(sitesGrid()).getByRole('textbox', { name: 'Search Region' }), 'US West');
    await waitFor(() => expect(names()).not.toContain('Miami Branch'));
    expect(names()).toContain('Denver Branch');
    expect(new URLSearchParams(router.state.location.search).get('site.f.region')).toBe('US West');
    await userEvent.dblClick(within(rowOf(within(sitesGrid()).getByText('Denver, CO'))).getByText('Denver, CO'));
    expect(screen.getByRole('region', { name: 'Access points of Denver Branch' })).toBeInTheDocument();
  });

  it('exports the sites and a site’s access points as shown', async () => {
    const downloads = captureDownloads();
    renderShell(<GeographicMap />, { path: '/fortiap/map/gmap' });
    await userEvent.click(await screen.findByRole('button', { name: 'Show Denver Branch' }));
    const section = screen.getByRole('region', { name: 'Access points of Denver Branch' });
    await userEvent.click(within(section).getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.texts).toHaveLength(1));
    expect(downloads.names).toEqual(['site-access-points.csv']);
    expect(downloads.lines(0)[0]).toBe('Name,Serial Number,Model,Status');
    expect(downloads.lines(0)).toHaveLength(1 + 3);
    expect(downloads.lines(0).filter((l) => l.endsWith(',Down'))).toHaveLength(1);
    const exports = screen.getAllByRole('button', { name: 'Export CSV' });
    await userEvent.click(exports.at(-1)!);
    await waitFor(() => expect(downloads.texts).toHaveLength(2));
    expect(downloads.names[1]).toBe('sites.csv');
    expect(downloads.lines(1)[0]).toBe('Site,Location,Region,Access Points,Up,Down');
    expect(downloads.lines(1)).toContain('Denver Branch,"Denver, CO",US West,3,2,1');
    downloads.restore();
  });

  it('zooms to a region and to the world', async () => {
    renderShell(<GeographicMap />, { path: '/fortiap/map/gmap' });
    await screen.findByRole('button', { name: 'Show Miami Branch' });
    const all = map().getAttribute('viewBox');
    await userEvent.click(screen.getByRole('combobox', { name: 'Zoom to' }));
    await userEvent.click(await screen.findByTitle('US East'));
    const east = map().getAttribute('viewBox')!;
    expect(east).not.toBe(all);
    await userEvent.click(screen.getByRole('combobox', { name: 'Zoom to' }));
    await userEvent.click(await screen.findByTitle('The world'));
    const world = map().getAttribute('viewBox')!.split(' ').map(Number);
    expect(world[2]).toBeGreaterThan(Number(east.split(' ')[2]));
  });

  it('says when no site has a location', async () => {
    mock.scenario('listApSites', 'noSites');
    renderShell(<GeographicMap />, { path: '/fortiap/map/gmap' });
    expect(await screen.findByText('No site of this ADOM has a location yet.')).toBeInTheDocument();
  });

  it('a failed read says so, and Retry reads again', async () => {
    mock.fail('listApSites');
    renderShell(<GeographicMap />, { path: '/fortiap/map/gmap' });
    expect(await screen.findByText('Failed to load the sites. Internal server error.')).toBeInTheDocument();
    mock.reset('listApSites');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Show Miami Branch' })).toBeInTheDocument());
  });
});
