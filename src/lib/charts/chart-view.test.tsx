import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChartView } from './chart-view.tsx';
import { summarizeRows } from './summary.ts';
import { PALETTE } from './theme.ts';
import { recordCanvas } from './testing/canvas.ts';
import { EXAMPLE_OF, exampleResult } from './testing/examples.ts';
import type { DisplayType, Family } from './types.ts';

let canvas: ReturnType<typeof recordCanvas>;
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
});
beforeEach(() => {
  canvas = recordCanvas();
});
afterEach(() => canvas.restore());

const HEIGHT = 300;

function renderChart(family: Family, displayType: DisplayType, onSelect?: (row: unknown) => void, title = 'Widget') {
  const { rows, unit } = exampleResult(EXAMPLE_OF[family]);
  const view = render(<ChartView displayType={displayType} family={family} rows={rows} unit={unit} height={HEIGHT} title={title} onSelect={onSelect} />);
  return { ...view, rows, unit, summary: summarizeRows(family, rows, unit, title) };
}

/** The chart's container, named by its summary, once its renderer has loaded and drawn. */
async function drawn(role: 'img' | 'group', name: string) {
  const chart = screen.getByRole(role, { name });
  await waitFor(() => expect(chart.querySelector('.chart-loading')).toBeNull());
  return chart;
}

// each display type a family is drawn as, the renderer module that draws it, and what the drawing holds
const CANVAS_CASES: [Family, DisplayType, string, string[]][] = [
  ['top', 'bar', 'bar', ['10.1.100.11 (jsmith)', '10.1.100.23 (mlee)', '10.2.30.7']],
  ['top', 'pie', 'pie', ['10.1.100.11 (jsmi…', '10.1.100.23 (mlee)', '10.2.30.7']],
  ['top', 'donut', 'pie', ['10.1.100.11 (jsmi…', '10.2.30.7']],
  ['top', 'treemap', 'treemap', ['10.1.100.11 (jsmith)']],
  ['top', 'bubble', 'bubble', []],
  ['series', 'line', 'line', ['HTTPS.BROWSER', 'YouTube']],
  ['series', 'stackbar', 'stackbar', ['HTTPS.BROWSER', 'YouTube']],
  ['series', 'heatmap', 'heatmap', ['HTTPS.BROWSER', 'YouTube']],
  ['series', 'scatter', 'scatter', ['HTTPS.BROWSER', 'YouTube']],
  ['geo', 'world', 'geo', []],
  ['geo', 'bar', 'bar', ['United States', 'China', 'Germany']],
  ['flow', 'chord', 'chord', ['jsmith', 'HTTPS.BROWSER', 'mlee']],
  ['score', 'bar', 'bar', ['Admin password strength', 'Firmware up to date']],
];

describe('ChartView on a canvas', () => {
  it.each(CANVAS_CASES)('%s as %s: renderers/%s, an image named by its summary', async (family, type, module, labels) => {
    const { summary } = renderChart(family, type);
    const chart = await drawn('img', summary);
    expect(chart).toHaveAttribute('data-renderer', module);
    expect(chart.querySelector('canvas')).not.toBeNull();
    await waitFor(() => expect(canvas.calls.some((c) => c.method === 'fill' || c.method === 'fillRect')).toBe(true));
    for (const label of labels) expect(canvas.texts()).toContain(label);
  });

  it('draws every country of the world atlas on the map', async () => {
    const { summary } = renderChart('geo', 'world');
    await drawn('img', summary);
    await waitFor(() => expect(canvas.calls.filter((c) => c.method === 'fill').length).toBeGreaterThan(170));
  });

  it('says the map’s colour scale in distinct bins of whole numbers', async () => {
    const { summary } = renderChart('geo', 'world');
    const chart = await drawn('img', summary);
    // United States 1,204, China 877, Germany 215: six bins of 201 to 1,400 by 200
    const legend = await waitFor(() => within(chart).getByRole('list', { name: 'Colour scale' }));
    expect(within(legend).getAllByRole('listitem').map((i) => i.textContent)).toEqual([
      '201 to 400',
      '401 to 600',
      '601 to 800',
      '801 to 1,000',
      '1,001 to 1,200',
      '1,201 to 1,400',
    ]);
  });

  it('says so where no country has anything in the period', async () => {
    const rows = [{ country: 'Germany', isoNumeric: '276', value: 0 }];
    render(<ChartView displayType="world" family="geo" rows={rows} unit="count" height={HEIGHT} title="Threat Map" />);
    const chart = await drawn('img', summarizeRows('geo', rows, 'count', 'Threat Map'));
    expect(await within(chart).findByText('No data for this time period.')).toBeInTheDocument();
    expect(within(chart).queryByRole('list', { name: 'Colour scale' })).toBeNull();
  });

  it('draws a widget with its definition’s renderer: device-status, a card per device saying up or down', async () => {
    const { rows, unit } = exampleResult(EXAMPLE_OF.device);
    render(<ChartView displayType="table" family="device" rows={rows} unit={unit} height={HEIGHT} title="Device Status" renderer="device-status" />);
    const chart = await drawn('group', summarizeRows('device', rows, unit, 'Device Status'));
    expect(chart).toHaveAttribute('data-renderer', 'device-status');
    const cards = await waitFor(() => within(chart).getAllByRole('listitem'));
    expect(cards.map((c) => c.querySelector('.chart-device-name')?.textContent)).toEqual(['FGT-HQ-01', 'FGT-BR-17']);
    expect(cards[0]).toHaveTextContent('Up');
    expect(cards[0]).toHaveTextContent('FortiGate-100F');
    expect(cards[0]).toHaveTextContent('12.5%');
    expect(cards[1]).toHaveTextContent('Down');
    // no table: the renderer draws the widget's default display type
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('draws with the display type’s renderer where the widget renderer does not draw the family', async () => {
    const { summary } = renderChart('top', 'bar');
    const chart = await drawn('img', summary);
    expect(chart).toHaveAttribute('data-renderer', 'bar');
    render(<ChartView displayType="table" family="top" rows={exampleResult(EXAMPLE_OF.top).rows} height={HEIGHT} title="Lite" renderer="device-status" tableMode="lite" />);
    expect(screen.getByRole('grid', { name: 'Lite as a table' })).toBeInTheDocument();
  });

  it('drills down from a bar to its row', async () => {
    const onSelect = vi.fn();
    const { summary, rows } = renderChart('top', 'bar', onSelect);
    const chart = await drawn('img', summary);
    const bars = chart.querySelector('canvas')!;
    // the largest key is the top bar: a click inside its band, just right of the axis
    await waitFor(() => expect(canvas.texts()).toContain('10.1.100.11 (jsmith)'));
    const left = 20 * 6.5 + 12;
    fireEvent.click(bars, { clientX: left + 10, clientY: 4 + 40 });
    expect(onSelect).toHaveBeenCalledWith(rows[0]);
  });
});

describe('ChartView as SVG and as text', () => {
  it('flow as sankey: renderers/sankey, an SVG with a node per name and a link per flow', async () => {
    const { summary, container } = renderChart('flow', 'sankey');
    const chart = await drawn('img', summary);
    expect(chart).toHaveAttribute('data-renderer', 'sankey');
    const svg = await waitFor(() => {
      const el = container.querySelector('svg');
      expect(el).not.toBeNull();
      return el!;
    });
    const labels = [...svg.querySelectorAll('text')].map((t) => t.textContent);
    expect(labels.sort()).toEqual(['HTTPS.BROWSER', 'Microsoft.Office.…', 'YouTube', 'jsmith', 'mlee']);
    // five nodes in the series colours, three links
    const nodes = [...svg.querySelectorAll('rect[x]')];
    expect(nodes).toHaveLength(5);
    const rgba = (hex: string) => `rgba(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')}, 1)`;
    expect(nodes.map((n) => n.getAttribute('fill'))).toEqual(expect.arrayContaining(PALETTE.slice(0, 5).map(rgba)));
    expect(svg.querySelectorAll('path')).toHaveLength(3);
  });

  it('draws a sankey of flows that loop, leaving out the link that closes the loop', async () => {
    const rows = [
      { source: 'wan1', target: 'port2', value: 300 },
      { source: 'port2', target: 'wan1', value: 20 },
      { source: 'port2', target: 'port3', value: 100 },
    ];
    const summary = summarizeRows('flow', rows, 'bytes', 'Interfaces');
    const { container } = render(<ChartView displayType="sankey" family="flow" rows={rows} unit="bytes" height={HEIGHT} title="Interfaces" />);
    await drawn('img', summary);
    await waitFor(() => expect(container.querySelectorAll('svg path')).toHaveLength(2));
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('drills down from a sankey link to its flow', async () => {
    const onSelect = vi.fn();
    const { container, rows } = renderChart('flow', 'sankey', onSelect);
    await waitFor(() => expect(container.querySelectorAll('svg path')).toHaveLength(3));
    const links = [...container.querySelectorAll('svg path')];
    for (const link of links) fireEvent.click(link);
    expect(onSelect.mock.calls.map(([row]) => row)).toEqual(expect.arrayContaining(rows));
  });

  it.each<[Family, string[]]>([
    ['metric', ['CPU', '23.4%', 'Peak 71.2%', 'Memory', '48.9%', 'Log Rate', '1,830 logs/s', 'Peak 4,920 logs/s']],
    ['device', ['Up', 'Down']],
    ['top', ['10.1.100.11 (jsmith)', '1.8 GB', '10.2.30.7', '383.3 MB']],
  ])('%s as simple: renderers/simple, figures as text in a group named by the summary', async (family, texts) => {
    const { summary } = renderChart(family, 'simple');
    const chart = await drawn('group', summary);
    expect(chart).toHaveAttribute('data-renderer', 'simple');
    await waitFor(() => expect(chart.querySelector('.chart-simple')).not.toBeNull());
    for (const text of texts) expect(within(chart).getByText(text)).toBeInTheDocument();
  });

  it('counts devices up and down', async () => {
    const { summary } = renderChart('device', 'simple');
    const chart = await drawn('group', summary);
    await waitFor(() => expect(chart.querySelectorAll('.chart-figure')).toHaveLength(2));
    expect([...chart.querySelectorAll('.chart-figure')].map((f) => f.textContent)).toEqual(['Up1', 'Down1']);
  });

  it('drills down from a figure, a button the keyboard reaches', async () => {
    const onSelect = vi.fn();
    const { summary, rows } = renderChart('top', 'simple', onSelect);
    const chart = await drawn('group', summary);
    const figure = await within(chart).findByRole('button', { name: /10\.1\.100\.23 \(mlee\)/ });
    figure.focus();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(rows[1]);
  });
});

describe('ChartView globe', () => {
  it('geo as globe: renderers/geo, a group named by the summary holding a globe that turns with the arrow keys', async () => {
    const { summary } = renderChart('geo', 'globe');
    const chart = await drawn('group', summary);
    expect(chart).toHaveAttribute('data-renderer', 'geo');
    const globe = await within(chart).findByRole('slider', { name: 'Globe: turn it with the arrow keys' });
    expect(globe).toHaveAttribute('aria-valuenow', '10');
    expect(globe).toHaveAttribute('aria-valuetext', 'Centred on longitude 10°, latitude 20°');
    globe.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(globe).toHaveAttribute('aria-valuenow', '40');
    await userEvent.keyboard('{ArrowUp}');
    expect(globe).toHaveAttribute('aria-valuetext', 'Centred on longitude 40°, latitude 35°');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(globe).toHaveAttribute('aria-valuenow', '-20');
  });

  it('turns by dragging, and a drag chooses no country', async () => {
    const onSelect = vi.fn();
    const { summary } = renderChart('geo', 'globe', onSelect);
    const chart = await drawn('group', summary);
    const globe = await within(chart).findByRole('slider');
    fireEvent.pointerDown(globe, { clientX: 100, clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(globe, { clientX: 190, clientY: 100, pointerId: 1 });
    fireEvent.pointerUp(globe, { clientX: 190, clientY: 100, pointerId: 1 });
    fireEvent.click(globe.querySelector('canvas')!, { clientX: 190, clientY: 100 });
    // 90 px to the right: the globe turns 30° so that the west comes into view
    expect(globe).toHaveAttribute('aria-valuenow', '-20');
    expect(onSelect).not.toHaveBeenCalled();
  });
});

describe('ChartView fallbacks', () => {
  it.each<[Family, DisplayType]>([
    ['top', 'line'],
    ['series', 'pie'],
    ['flow', 'bar'],
    ['metric', 'world'],
    ['device', 'sankey'],
    ['score', 'donut'],
    ['geo', 'table'],
  ])('%s as %s: the table', (family, type) => {
    renderChart(family, type, undefined, 'Misfit');
    expect(screen.getByRole('grid', { name: 'Misfit as a table' })).toBeInTheDocument();
    // no chart is drawn (a chart is an image named by its summary, which starts with the title)
    expect(screen.queryByRole('img', { name: /^Misfit/ })).toBeNull();
  });

  it('says "No data" for no rows', () => {
    render(<ChartView displayType="bar" family="top" rows={[]} unit="bytes" height={HEIGHT} title="Top Sources" />);
    expect(screen.getByText('No data', { selector: '.ant-empty-description' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Top Sources/ })).toBeNull();
  });

  it('shows the rows as a table when the drawing fails (here: no canvas at all)', async () => {
    canvas.restore();
    // React reports the error it caught; the test wants only the outcome
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      renderChart('top', 'bar', undefined, 'Top Sources');
      expect(await screen.findByRole('grid', { name: 'Top Sources as a table' })).toHaveTextContent('10.1.100.11');
      expect(screen.queryByRole('img', { name: /^Top Sources/ })).toBeNull();
    } finally {
      error.mockRestore();
    }
  });

  it('draws once the rows arrive after an empty answer', async () => {
    const { rows, unit } = exampleResult('top-sources');
    const view = render(<ChartView displayType="bar" family="top" rows={[]} unit={unit} height={HEIGHT} title="Top Sources" />);
    view.rerender(<ChartView displayType="bar" family="top" rows={rows} unit={unit} height={HEIGHT} title="Top Sources" />);
    const chart = await drawn('img', summarizeRows('top', rows, unit, 'Top Sources'));
    await waitFor(() => expect(chart.querySelector('canvas')).not.toBeNull());
  });
});
