import { describe, expect, it } from 'vitest';
import {
  COMPONENT_MODULES,
  effectiveDisplayType,
  FAMILY_TYPES,
  forgetRenderer,
  lazyRenderer,
  RENDERER_LOADERS,
  RENDERER_MODULE,
  rendererModuleFor,
  widgetRendererModule,
  type RendererModule,
} from './registry.ts';
import type { DisplayType, Family } from './types.ts';

const ALL_TYPES: DisplayType[] = ['table', 'simple', 'bar', 'stackbar', 'bubble', 'treemap', 'pie', 'donut', 'world', 'globe', 'sankey', 'chord', 'line', 'scatter', 'heatmap'];

// the display types each family is drawn as (the rest show a table), and the renderer module that draws each
const EXPECTED: Record<Family, Partial<Record<DisplayType, RendererModule | 'table'>>> = {
  top: { bar: 'bar', pie: 'pie', donut: 'pie', treemap: 'treemap', bubble: 'bubble', table: 'table', simple: 'simple' },
  series: { line: 'line', stackbar: 'stackbar', heatmap: 'heatmap', table: 'table', scatter: 'scatter' },
  geo: { world: 'geo', globe: 'geo', table: 'table', bar: 'bar' },
  flow: { sankey: 'sankey', chord: 'chord', table: 'table' },
  metric: { simple: 'simple', table: 'table' },
  device: { table: 'table', simple: 'simple' },
  score: { table: 'table', bar: 'bar' },
};

const cases = (Object.keys(EXPECTED) as Family[]).flatMap((family) => ALL_TYPES.map((type) => [family, type] as const));

describe('family → display type → renderer', () => {
  it.each(cases)('%s drawn as %s', (family, type) => {
    const expected = EXPECTED[family][type] ?? 'table';
    expect(rendererModuleFor(type, family)).toBe(expected);
    expect(effectiveDisplayType(type, family)).toBe(expected === 'table' ? 'table' : type);
  });

  it('offers each family exactly the display types it can be drawn as', () => {
    for (const family of Object.keys(EXPECTED) as Family[]) expect([...FAMILY_TYPES[family]].sort()).toEqual(Object.keys(EXPECTED[family]).sort());
  });
});

describe('renderer modules', () => {
  const expectedFile: Record<RendererModule, string> = {
    bar: 'bar',
    stackbar: 'stackbar',
    pie: 'pie',
    treemap: 'treemap',
    bubble: 'bubble',
    line: 'line',
    scatter: 'scatter',
    heatmap: 'heatmap',
    geo: 'geo',
    sankey: 'sankey',
    chord: 'chord',
    simple: 'simple',
    'device-status': 'device-status',
  };

  it.each(Object.entries(expectedFile) as [RendererModule, string][])('%s loads renderers/%s.tsx, a component as its default export', async (module, file) => {
    const loaded = await RENDERER_LOADERS[module]();
    const direct = (await import(`./renderers/${file}.tsx`)) as { default: unknown };
    expect(loaded.default).toBe(direct.default);
    expect(typeof loaded.default).toBe('function');
  });

  it('gives each module a renderer of its own', async () => {
    const components = await Promise.all(Object.values(RENDERER_LOADERS).map(async (load) => (await load()).default));
    expect(new Set(components).size).toBe(components.length);
  });
});

describe('lazy renderers', () => {
  it('keeps one lazy component per module, and a new one once forgotten (a chunk that failed to load is tried again)', () => {
    const first = lazyRenderer('pie');
    expect(lazyRenderer('pie')).toBe(first);
    forgetRenderer('pie');
    expect(lazyRenderer('pie')).not.toBe(first);
  });
});

describe('widget renderers', () => {
  it('resolve a widget definition’s renderer name for the families it draws, and nothing else', () => {
    expect(widgetRendererModule('device-status', 'device')).toBe('device-status');
    expect(widgetRendererModule('device-status', 'top')).toBeUndefined();
    expect(widgetRendererModule('no-such-renderer', 'device')).toBeUndefined();
    expect(widgetRendererModule(undefined, 'device')).toBeUndefined();
    expect(widgetRendererModule(null, 'device')).toBeUndefined();
  });
});

describe('component renderer names', () => {
  it('name a module that draws a display type, or the table', () => {
    const drawn = new Set<string>([...Object.values(RENDERER_MODULE), 'table']);
    for (const [name, module] of Object.entries(COMPONENT_MODULES)) expect(drawn.has(module), name).toBe(true);
  });
});
