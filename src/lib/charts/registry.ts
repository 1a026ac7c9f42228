import type { ComponentType } from 'react';
import { preloadable, type Preloadable } from '@/lib/ui/preloadable.tsx';
import type { DisplayType, Family, RendererProps } from './types.ts';

/** Display types each family can be drawn as; any other is shown as a table. */
export const FAMILY_TYPES: Readonly<Record<Family, readonly DisplayType[]>> = {
  top: ['table', 'bar', 'pie', 'donut', 'treemap', 'bubble', 'simple'],
  series: ['line', 'stackbar', 'heatmap', 'scatter', 'table'],
  geo: ['world', 'globe', 'table', 'bar'],
  flow: ['sankey', 'chord', 'table'],
  metric: ['simple', 'table'],
  device: ['table', 'simple'],
  score: ['table', 'bar'],
};

/** The display type a family is drawn as: the one asked for when the family has it, else a table. */
export function effectiveDisplayType(type: DisplayType, family: Family): DisplayType {
  return FAMILY_TYPES[family].includes(type) ? type : 'table';
}

/**
 * The renderer modules under ./renderers; display types that differ only in a setting share one. device-status draws
 * a whole widget (a widget definition's `renderer`), not a display type.
 */
export type RendererModule =
  | 'bar'
  | 'stackbar'
  | 'pie'
  | 'treemap'
  | 'bubble'
  | 'line'
  | 'scatter'
  | 'heatmap'
  | 'geo'
  | 'sankey'
  | 'chord'
  | 'simple'
  | 'device-status';

export const RENDERER_MODULE: Readonly<Record<Exclude<DisplayType, 'table'>, RendererModule>> = {
  bar: 'bar',
  stackbar: 'stackbar',
  pie: 'pie',
  donut: 'pie',
  treemap: 'treemap',
  bubble: 'bubble',
  line: 'line',
  scatter: 'scatter',
  heatmap: 'heatmap',
  world: 'geo',
  globe: 'geo',
  sankey: 'sankey',
  chord: 'chord',
  simple: 'simple',
};

type RendererExports = { default: ComponentType<RendererProps> };

// one dynamic import per module: each renderer, and the nivo package it draws with, is a chunk of its own that
// loads with the first widget drawing it, never with the console's first screen
export const RENDERER_LOADERS: Readonly<Record<RendererModule, () => Promise<RendererExports>>> = {
  bar: () => import('./renderers/bar.tsx'),
  stackbar: () => import('./renderers/stackbar.tsx'),
  pie: () => import('./renderers/pie.tsx'),
  treemap: () => import('./renderers/treemap.tsx'),
  bubble: () => import('./renderers/bubble.tsx'),
  line: () => import('./renderers/line.tsx'),
  scatter: () => import('./renderers/scatter.tsx'),
  heatmap: () => import('./renderers/heatmap.tsx'),
  geo: () => import('./renderers/geo.tsx'),
  sankey: () => import('./renderers/sankey.tsx'),
  chord: () => import('./renderers/chord.tsx'),
  simple: () => import('./renderers/simple.tsx'),
  'device-status': () => import('./renderers/device-status.tsx'),
};

/**
 * Renderers a widget definition names (its `renderer`, spec section 3) to draw its default display type, each with
 * the families of rows it draws.
 */
export const WIDGET_RENDERERS: Readonly<Record<string, { module: RendererModule; families: readonly Family[] }>> = {
  'device-status': { module: 'device-status', families: ['device'] },
};

/** The module a widget definition's renderer name stands for, when it draws rows of the family; else undefined. */
export function widgetRendererModule(name: string | null | undefined, family: Family): RendererModule | undefined {
  const entry = name ? WIDGET_RENDERERS[name] : undefined;
  return entry?.families.includes(family) ? entry.module : undefined;
}

/**
 * The renderer names of the widget catalogue's `components` (display type → renderer), with the module that draws
 * each ('table': the grid).
 */
export const COMPONENT_MODULES: Readonly<Record<string, RendererModule | 'table'>> = {
  'grid-table': 'table',
  'simple-figures': 'simple',
  'nivo-bar': 'bar',
  'nivo-stackbar': 'stackbar',
  'nivo-pie': 'pie',
  'nivo-treemap': 'treemap',
  'nivo-circle-packing': 'bubble',
  'nivo-line': 'line',
  'nivo-scatterplot': 'scatter',
  'nivo-heatmap': 'heatmap',
  'nivo-geo-world': 'geo',
  'nivo-geo-globe': 'geo',
  'nivo-sankey': 'sankey',
  'nivo-chord': 'chord',
};

/** The renderer module that draws a display type for a family, or 'table' when it is shown as a table. */
export function rendererModuleFor(type: DisplayType, family: Family): RendererModule | 'table' {
  const effective = effectiveDisplayType(type, family);
  return effective === 'table' ? 'table' : RENDERER_MODULE[effective];
}

// one component per module for the life of the page, so that a re-render never suspends again; once its code has
// arrived (fetched while the widget's query ran, see preloadRenderer) a chart draws with no Suspense fallback, which
// React would otherwise hold the chart (and every boundary revealed soon after) behind for 300 ms
const lazyRenderers = new Map<RendererModule, Preloadable<RendererProps>>();

export function lazyRenderer(module: RendererModule): Preloadable<RendererProps> {
  let component = lazyRenderers.get(module);
  if (!component) {
    component = preloadable(() => RENDERER_LOADERS[module]().then((m) => m.default));
    lazyRenderers.set(module, component);
  }
  return component;
}

/** Forgets a module's lazy component, so that the next chart drawing with it loads it again (after a failed load). */
export function forgetRenderer(module: RendererModule): void {
  lazyRenderers.delete(module);
}

/**
 * Starts loading the renderer that draws a display type for a family (or the widget renderer `renderer`, when it
 * draws the family) ahead of drawing: while the widget's query runs, so the chart is drawn as soon as its rows come.
 */
export function preloadRenderer(type: DisplayType, family: Family, renderer?: string | null): void {
  const module = widgetRendererModule(renderer, family) ?? rendererModuleFor(type, family);
  if (module !== 'table') void lazyRenderer(module).preload().catch(() => {});
}
