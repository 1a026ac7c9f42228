import { describe, expect, it } from 'vitest';
import { allWidgets } from '@/features/fortiview/dashboards/index.ts';
import { socGroups, socViewByKey } from '../catalog.ts';
import { socWidgetDef } from './widget-def.ts';

function defOf(key: string, description?: string) {
  const { view, group } = socViewByKey(key)!;
  return socWidgetDef(view, group, allWidgets, description);
}

describe('socWidgetDef: a SOC view drawn as a dashboard widget', () => {
  it('offers exactly the view’s display types, its default first shown', () => {
    const def = defOf('top-threats');
    expect(Object.keys(def.components)).toEqual(['table', 'bar', 'bubble', 'treemap']);
    expect(def.type).toBe('table');
    expect(def.title).toBe('Top Threats');
    expect(def.viewName).toBe('top-threats');
  });

  it('takes the time periods, refresh and top-N rule of the widget reading the same data', () => {
    const map = defOf('threat-map');
    expect(map).toMatchObject({ type: 'world', timePeriodType: 'threatmap', topNType: 'world' });
    const resources = defOf('resource-usage');
    expect(resources).toMatchObject({ type: 'simple', timePeriodType: 'system', intervalType: 'system', noTop: true });
  });

  it('a view no widget reads has the ordinary options and the data view’s description', () => {
    const { view, group } = socViewByKey('fct-threats')!;
    const def = socWidgetDef(view, group, [], 'Threats found on endpoints.');
    expect(def).toMatchObject({ timePeriodType: 'normal', intervalType: 'normal', topNType: null, noTop: false, description: 'Threats found on endpoints.' });
  });

  it('never rotates through pages', () => {
    for (const view of socGroups.flatMap((g) => g.views)) expect(defOf(view.key).autoplayType).toBeNull();
  });
});
