import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { recordCanvas } from '@/lib/charts/testing/canvas.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import { sameWidgetProps, WidgetFrame, type WidgetFrameProps } from './widget-frame.tsx';
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

  it('asks for the whole result in one page, whatever its top-N (a timeline’s top-N counts series, not rows)', async () => {
    renderWidget('virus-timeline');
    await waitFor(() => expect(mock.callsOf('getFortiviewResult').length).toBeGreaterThan(0));
    expect(mock.callsOf('getFortiviewResult')[0].url.searchParams.get('limit')).toBe('1000');
    expect((mock.callsOf('runFortiviewQuery')[0].body as { limit: number }).limit).toBe(10);
  });

  it('the virus timeline covers the last 1 month, said rather than chosen, and draws its lines whole', async () => {
    mock.scenario('getFortiviewResult', 'series');
    renderWidget('virus-timeline', {});
    expect(await screen.findByText('Time Period: Last 1 Month')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Time Period' })).not.toBeInTheDocument();
    const body = mock.callsOf('runFortiviewQuery')[0].body as { timeRange: { start: string; end: string } };
    expect(Date.parse(body.timeRange.end) - Date.parse(body.timeRange.start)).toBe(30 * 86400_000);
    // two series of three points: one page holding all six points, not five rows of them
    expect(await screen.findByRole('img', { name: /Virus Timeline: 2 series over time/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
  });

  it('turns a timeline of more than five viruses five whole series at a time', async () => {
    const names = ['V1', 'V2', 'V3', 'V4', 'V5', 'V6', 'V7'];
    const times = ['2026-11-24T09:00:00Z', '2026-11-24T09:05:00Z', '2026-11-24T09:10:00Z'];
    const rows = times.flatMap((time) => names.map((series, i) => ({ time, series, value: 70 - i * 10 })));
    mock.reply('getFortiviewResult', (_call, answer) => ({ ...answer, status: 'done', percentage: 100, family: 'series', unit: 'count', total: rows.length, rows }));
    renderWidget('virus-timeline', { asTable: true });
    const grid = await screen.findByRole('grid', { name: 'Virus Timeline as a table' });
    // the largest five series, every point of each: 15 rows and the header
    await waitFor(() => expect(grid).toHaveAttribute('aria-rowcount', String(5 * 3 + 1)));
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(next).toHaveTextContent('1 / 2');
    await userEvent.click(next);
    await waitFor(() => expect(grid).toHaveAttribute('aria-rowcount', String(2 * 3 + 1)));
    expect(grid).toHaveTextContent('V7');
    expect(grid).not.toHaveTextContent('V1');
  });

  it('offers its autoplay choices (ioc: 10 seconds to 5 minutes, 20 seconds by default) and reports a change', async () => {
    const changes: Partial<WidgetUrlState>[] = [];
    renderWidget('ioc', {}, (c) => changes.push(c));
    const picker = await screen.findByRole('combobox', { name: 'Autoplay Interval' });
    expect(picker.closest('.ant-select')).toHaveTextContent('20 seconds');
    await userEvent.click(picker);
    const items = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'));
    expect(items).toEqual(['10 seconds', '20 seconds', '30 seconds', '1 minute', '2 minutes', '5 minutes']);
    await userEvent.click(screen.getByTitle('1 minute'));
    expect(changes).toContainEqual({ autoplaySeconds: 60 });
  });

  it('shows the autoplay choice it was given', async () => {
    renderWidget('user-vulnerabilities', { autoplaySeconds: 120 });
    const picker = await screen.findByRole('combobox', { name: 'Autoplay Interval' });
    expect(picker.closest('.ant-select')).toHaveTextContent('2 minutes');
  });

  it('has no autoplay choice where the widget does not rotate', async () => {
    renderWidget('top-sources');
    await screen.findByRole('combobox', { name: 'Top' });
    expect(screen.queryByRole('combobox', { name: 'Autoplay Interval' })).not.toBeInTheDocument();
  });

  it('draws the device status with its renderer (device-status), rotating 5, 15 or 30 seconds; its table is lite', async () => {
    mock.scenario('getFortiviewResult', 'device');
    const changes: Partial<WidgetUrlState>[] = [];
    const view = renderWidget('device-status', {}, (c) => changes.push(c));
    const cards = await screen.findByRole('group', { name: /Device Status: 1 device up, 1 down/ });
    await waitFor(() => expect(cards.querySelectorAll('.chart-device')).toHaveLength(2));
    expect(cards).toHaveTextContent('FGT-HQ-01');
    // the display type its renderer draws is named by it
    expect(screen.getByRole('combobox', { name: 'Chart Type' }).closest('.ant-select')).toHaveTextContent('Status Cards');
    const picker = screen.getByRole('combobox', { name: 'Autoplay Interval' });
    expect(picker.closest('.ant-select')).toHaveTextContent('5 seconds');
    await userEvent.click(picker);
    expect([...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'))).toEqual(['5 seconds', '15 seconds', '30 seconds']);
    // the cards are no plain table: they have a table view, which is the lite table
    await userEvent.click(screen.getByRole('button', { name: 'View as Table' }));
    expect(changes).toContainEqual({ asTable: true });
    view.unmount();
    renderWidget('device-status', { asTable: true });
    const grid = await screen.findByRole('grid', { name: 'Device Status as a table' });
    const headers = [...grid.querySelectorAll('.console-grid-header-text')].map((h) => h.textContent);
    expect(headers).toEqual(['Device', 'Status', 'Firmware']);
  });

  it('shows a full table for a widget whose tableMode is full, a lite one for lite', async () => {
    renderWidget('top-sources', { asTable: true });
    const full = await screen.findByRole('grid', { name: 'Top Sources as a table' });
    expect([...full.querySelectorAll('.console-grid-header-text')].map((h) => h.textContent)).toContain('Sessions');
    renderWidget('top-threats');
    const lite = await screen.findByRole('grid', { name: 'Top Threats as a table' });
    expect([...lite.querySelectorAll('.console-grid-header-text')].map((h) => h.textContent)).toEqual(['Name', 'User or Name', 'Value']);
  });

  it('reads the applications widget’s stacked bars from appOverTime, and draws no rows of the other view meanwhile', async () => {
    const def = widgetByKey('top-applications')!;
    function Stateful() {
      const [state, setState] = useState<WidgetUrlState>({});
      return <WidgetFrame instanceId="apps" def={def} adom="root" state={state} onStateChange={(c) => setState((p) => ({ ...p, ...c }))} bodyHeight={300} />;
    }
    // nivo draws on a canvas, which jsdom has not
    const canvas = recordCanvas();
    onTestFinished(() => canvas.restore());
    renderShell(<Stateful />);
    expect(await screen.findByRole('img', { name: /^Top Applications: 3 rows/ })).toBeInTheDocument();
    mock.scenario('getFortiviewResult', 'running');
    await userEvent.click(screen.getByRole('combobox', { name: 'Chart Type' }));
    await userEvent.click(screen.getByTitle('Stacked Bar'));
    await waitFor(() => expect(mock.callsOf('runFortiviewQuery').at(-1)!.url.pathname).toBe('/api/gui/fortiview/adom/root/appOverTime/run'));
    // the top rows of the bars are no timeline: loading, not a drawing of them
    expect(await screen.findByText(/Loading\.\.\. 40%/)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Top Applications: 3 rows/ })).toBeNull();
    mock.scenario('getFortiviewResult', 'series');
    expect(await screen.findByRole('img', { name: /^Top Applications: 2 series over time/ }, { timeout: 15_000 })).toBeInTheDocument();
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

describe('sameWidgetProps', () => {
  const def = widgetByKey('top-sources')!;
  const onStateChange = () => {};
  const base: WidgetFrameProps = { instanceId: 'w1', def, adom: 'root', state: { topN: 20 }, onStateChange, bodyHeight: 300 };
  it.each<[string, Partial<WidgetFrameProps>, boolean]>([
    ['the same choices parsed again from the address', { state: { topN: 20 } }, true],
    ['the same devices in a new list', { devices: undefined }, true],
    ['another choice', { state: { topN: 10 } }, false],
    ['one more choice', { state: { topN: 20, asTable: true } }, false],
    ['another dashboard period', { dashboardPeriod: '1d' }, false],
    ['another height', { bodyHeight: 200 }, false],
    ['another change handler', { onStateChange: () => {} }, false],
  ])('%s: the same widget drawing is %s', (_what, change, same) => {
    expect(sameWidgetProps(base, { ...base, ...change })).toBe(same);
  });
  it('compares the devices asked for by their names', () => {
    expect(sameWidgetProps({ ...base, devices: ['FGT1', 'FGT2'] }, { ...base, devices: ['FGT1', 'FGT2'] })).toBe(true);
    expect(sameWidgetProps({ ...base, devices: ['FGT1', 'FGT2'] }, { ...base, devices: ['FGT1'] })).toBe(false);
  });
});
