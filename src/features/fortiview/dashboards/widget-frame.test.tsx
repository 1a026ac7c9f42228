import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import { WidgetFrame } from './widget-frame.tsx';
import { widgetByKey } from './catalog.ts';
import type { WidgetUrlState } from './logic/url-state.ts';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => mock.dispose());

function renderWidget(key: string, state: WidgetUrlState = {}, onStateChange = (_c: Partial<WidgetUrlState>) => {}) {
  const def = widgetByKey(key)!;
  return renderShell(<WidgetFrame instanceId="w1" def={def} adom="root" state={state} onStateChange={onStateChange} bodyHeight={300} />);
}

describe('WidgetFrame', () => {
  it('submits its query, polls the run and shows its rows; the table view lists them', async () => {
    // the spec's answer: top sources over one hour
    renderWidget('top-sources', { asTable: true });
    const grid = await screen.findByRole('grid', { name: 'Top Sources as a table' });
    expect(grid).toHaveTextContent('10.1.100.11');
    expect(grid).toHaveTextContent('jsmith');
    const [submit] = mock.callsOf('runFortiviewQuery');
    expect(submit.url.pathname).toBe('/api/gui/fortiview/adom/root/top-sources/run');
    // bar's top-N default, the normal period's default (one hour)
    const body = submit.body as { limit: number; timeRange: { start: string; end: string } };
    expect(body.limit).toBe(10);
    expect(Date.parse(body.timeRange.end) - Date.parse(body.timeRange.start)).toBe(3600_000);
    expect(mock.callsOf('getFortiviewResult')[0].url.pathname).toBe('/api/gui/fortiview/adom/root/top-sources/run/ftv-1a2b3c');
  });

  it('sends identical queries of two widgets once', async () => {
    const def = widgetByKey('top-sources')!;
    renderShell(
      <>
        <WidgetFrame instanceId="a" def={def} adom="root" state={{}} onStateChange={() => {}} bodyHeight={200} />
        <WidgetFrame instanceId="b" def={def} adom="root" state={{}} onStateChange={() => {}} bodyHeight={200} />
      </>,
    );
    expect(await screen.findAllByRole('img', { name: /Top Sources: 3 rows/ })).toHaveLength(2);
    expect(mock.callsOf('runFortiviewQuery')).toHaveLength(1);
  });

  it('names its chart by a summary of the rows', async () => {
    renderWidget('top-sources');
    expect(await screen.findByRole('img', { name: /Top Sources: 3 rows; highest 10\.1\.100\.11 \(jsmith\)/ })).toBeInTheDocument();
  });

  it('says so when nothing matched', async () => {
    mock.scenario('getFortiviewResult', 'empty');
    renderWidget('top-sources');
    expect(await screen.findByText('No data for this time period.')).toBeInTheDocument();
  });

  it('shows the catalogue message and the analyzer’s reason when the run failed, and tries again', async () => {
    mock.scenario('getFortiviewResult', 'failed');
    renderWidget('top-sources');
    expect(await screen.findByText('Failed to load the widget data. The log database is being rebuilt.')).toBeInTheDocument();
    mock.scenario('getFortiviewResult', 'topSources');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('img', { name: /Top Sources/ })).toBeInTheDocument();
  });

  it('shows the failure when the appliance answers with an error', async () => {
    mock.fail('runFortiviewQuery');
    renderWidget('top-sources');
    expect(await screen.findByText(/^Failed to load the widget data\./)).toBeInTheDocument();
  });

  it('offers the options its kind allows and reports a change', async () => {
    const changes: Partial<WidgetUrlState>[] = [];
    renderWidget('top-sources', {}, (c) => changes.push(c));
    await userEvent.click(await screen.findByRole('combobox', { name: 'Top' }));
    const items = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'));
    expect(items).toEqual(['Top 10', 'Top 15', 'Top 20']);
    await userEvent.click(screen.getByTitle('Top 20'));
    expect(changes).toContainEqual({ topN: 20 });
  });

  it('has no top-N choice where the widget has none', async () => {
    renderWidget('resource-average-peak');
    await screen.findByRole('region', { name: 'Resource Average and Peak' });
    expect(screen.queryByRole('combobox', { name: 'Top' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Time Period' })).toBeInTheDocument();
  });

  it('cancels its run on the analyzer when it leaves the page before the run is done', async () => {
    mock.scenario('getFortiviewResult', 'running');
    const view = renderWidget('top-sources');
    await waitFor(() => expect(mock.callsOf('getFortiviewResult').length).toBeGreaterThan(0));
    expect(await screen.findByText(/Loading\.\.\. 40%/)).toBeInTheDocument();
    view.unmount();
    await waitFor(() => expect(mock.callsOf('cancelFortiviewQuery')).toHaveLength(1));
    expect(mock.callsOf('cancelFortiviewQuery')[0].url.pathname).toBe('/api/gui/fortiview/adom/root/top-sources/run/ftv-1a2b3c');
  });
});
