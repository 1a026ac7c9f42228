/**
 * Every field of a widget definition that says how it is drawn (spec section 3) is honoured by a code path: each
 * `renderer` name resolves in the charts' renderer registry for the family of the widget's view and loads a module;
 * each `tableMode` is one the table knows, and lite changes the table's props (fewer columns, shorter rows); each
 * component's renderer name is the module that draws its display type; each viewTypeNameMap entry reads a view of
 * the spec's name whose family draws that display type.
 */
import { describe, expect, it } from 'vitest';
import { widgets } from '@generated/catalog/widgets.ts';
import { fortiviewViews } from '@generated/catalog/fortiview-views.ts';
import {
  COMPONENT_MODULES,
  FAMILY_TYPES,
  RENDERER_LOADERS,
  rendererModuleFor,
  widgetRendererModule,
  WIDGET_RENDERERS,
} from '../../src/lib/charts/registry.ts';
import { LITE_COLUMNS, tableModeProps } from '../../src/lib/charts/table-mode.ts';
import type { DisplayType, Family } from '../../src/lib/charts/types.ts';

interface Def {
  key: string;
  viewName: string;
  type: string;
  tableMode: string;
  components: Record<string, string>;
  renderer?: string;
  viewTypeNameMap?: Record<string, string>;
}
const defs = widgets.widgets as unknown as readonly Def[];
const families = new Map<string, Family>(fortiviewViews.views.map((v) => [v.viewName, v.family as Family]));

describe('widget definitions are honoured', () => {
  const withRenderer = defs.filter((d) => d.renderer);
  it('some name a renderer (the device status)', () => expect(withRenderer.map((d) => [d.key, d.renderer])).toEqual([['device-status', 'device-status']]));

  it.each(withRenderer.map((d) => [d.key, d] as const))('%s: its renderer resolves in the registry for its view’s family and loads', async (_key, d) => {
    const family = families.get(d.viewName)!;
    expect(Object.keys(WIDGET_RENDERERS)).toContain(d.renderer);
    const module = widgetRendererModule(d.renderer, family);
    expect(module, `${d.renderer} for a ${family} view`).toBeDefined();
    expect(Object.keys(RENDERER_LOADERS)).toContain(module);
  });

  it('every tableMode is lite or full, and lite changes the table’s props', () => {
    const modes = new Set(defs.map((d) => d.tableMode));
    expect([...modes].sort()).toEqual(['full', 'lite']);
    const lite = tableModeProps('lite');
    const full = tableModeProps('full');
    expect(lite.rowHeight).toBeLessThan(full.rowHeight);
    for (const d of defs.filter((w) => w.tableMode === 'lite')) {
      const family = families.get(d.viewName)!;
      expect(full.columns(family), d.key).toBeUndefined();
      expect(lite.columns(family), d.key).toEqual(LITE_COLUMNS[family]);
    }
  });

  it.each(defs.map((d) => [d.key, d] as const))('%s: each component’s renderer draws its display type', (_key, d) => {
    for (const [type, name] of Object.entries(d.components)) {
      const viewName = d.viewTypeNameMap?.[type] ?? d.viewName;
      const family = families.get(viewName)!;
      expect(COMPONENT_MODULES[name], `${d.key} ${type}: ${name}`).toBeDefined();
      expect(FAMILY_TYPES[family], `${d.key}: ${type} on a ${family} view`).toContain(type);
      expect(COMPONENT_MODULES[name], `${d.key} ${type}: ${name}`).toBe(rendererModuleFor(type as DisplayType, family));
    }
  });

  it('map the applications widget’s stacked bars to the view the spec spells appOverTime, a timeline', () => {
    const maps = defs.filter((d) => d.viewTypeNameMap);
    expect(maps.map((d) => [d.key, d.viewTypeNameMap])).toEqual([['top-applications', { stackbar: 'appOverTime' }]]);
    expect(families.get('appOverTime')).toBe('series');
  });
});
