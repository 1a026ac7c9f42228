import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import { SocView } from './soc-view.tsx';
import { socViewByKey } from './catalog.ts';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
  mock.persona('analyzer');
});
afterEach(() => mock.dispose());

function renderView(key: string, query = '') {
  const { view, group } = socViewByKey(key)!;
  return renderShell(<SocView view={view} group={group} adom="root" />, { path: `/fortisoc/socviews/${key}${query}`, pattern: `/fortisoc/socviews/${key}` });
}

describe('a SOC view', () => {
  it('reads its data view from the analyzer and shows it in its default display type', async () => {
    renderView('top-threats');
    const region = await screen.findByRole('region', { name: 'Top Threats' });
    expect(await within(region).findByRole('grid', { name: 'Top Threats as a table' })).toBeInTheDocument();
    expect(mock.callsOf('runFortiviewQuery')[0].url.pathname).toBe('/api/gui/fortiview/adom/root/top-threats/run');
  });

  it('offers exactly its display types, and keeps the one chosen in the address', async () => {
    const { router } = renderView('top-threats');
    const region = await screen.findByRole('region', { name: 'Top Threats' });
    await userEvent.click(within(region).getByRole('combobox', { name: 'Chart Type' }));
    const offered = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'));
    expect(offered).toEqual(['Table', 'Bar', 'Bubble', 'Treemap']);
    await userEvent.click(screen.getByTitle('Bar'));
    await waitFor(() => expect(router.state.location.search).toBe('?display=bar'));
    // a chart has a text alternative and a table view
    expect(await within(region).findByRole('img', { name: /^Top Threats: / })).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'View as Table' }));
    await waitFor(() => expect(router.state.location.search).toBe('?display=bar&table=1'));
  });

  it('opens with the choices of its address', async () => {
    renderView('top-country', '?display=bar&top=20&period=1week');
    const region = await screen.findByRole('region', { name: 'Top Country/Region' });
    await waitFor(() => expect(mock.callsOf('runFortiviewQuery').length).toBeGreaterThan(0));
    const body = mock.callsOf('runFortiviewQuery')[0].body as { limit: number; timeRange: { start: string; end: string } };
    expect(body.limit).toBe(20);
    expect(Date.parse(body.timeRange.end) - Date.parse(body.timeRange.start)).toBe(7 * 86400_000);
    // the chart type shown is the one of the address
    expect(within(region).getAllByTitle('Bar').length).toBeGreaterThan(0);
  });

  it('shows the analyzer’s figures of Resource Usage with the system time periods', async () => {
    mock.scenario('getFortiviewResult', 'metric');
    renderView('resource-usage');
    const region = await screen.findByRole('region', { name: 'Resource Usage' });
    expect(within(region).queryByRole('combobox', { name: 'Top' })).not.toBeInTheDocument();
    await userEvent.click(within(region).getByRole('combobox', { name: 'Time Period' }));
    const periods = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'));
    expect(periods).toEqual(['Last 1 Hour', 'Last 8 Hours', 'Last 24 Hours']);
  });

  it('says so when there is nothing, or when the run failed', async () => {
    mock.scenario('getFortiviewResult', 'empty');
    const { unmount } = renderView('dns-logs');
    expect(await screen.findByText('No data for this time period.')).toBeInTheDocument();
    unmount();
    mock.scenario('getFortiviewResult', 'failed');
    renderView('dns-logs');
    expect(await screen.findByText('Failed to load the widget data. The log database is being rebuilt.')).toBeInTheDocument();
  });
});
