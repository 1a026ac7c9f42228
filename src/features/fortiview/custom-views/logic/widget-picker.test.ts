import { describe, expect, it } from 'vitest';
import { allWidgets, widgetGroups } from '@/features/fortiview/dashboards/index.ts';
import { pickerGroups } from './widget-picker.ts';

describe('the add-widget catalogue', () => {
  it('offers every widget of the catalogue once, in the catalogue’s sections', () => {
    const groups = pickerGroups(allWidgets, widgetGroups, '', 'generic');
    expect(groups.flatMap((g) => g.widgets.map((w) => w.key)).sort()).toEqual(allWidgets.map((w) => w.key).sort());
    expect(groups.map((g) => g.key)).toEqual(widgetGroups.map((g) => g.key).filter((k) => groups.some((g) => g.key === k)));
  });

  it('finds by title, description or key, ignoring case', () => {
    const found = pickerGroups(allWidgets, widgetGroups, 'TOP SOURCES', 'generic').flatMap((g) => g.widgets.map((w) => w.key));
    expect(found).toContain('top-sources');
    expect(pickerGroups(allWidgets, widgetGroups, 'no such widget at all', 'generic')).toEqual([]);
  });

  it.each([
    ['sdwan', 'sdwan'],
    ['fabric', 'fabric'],
  ])('leads with the %s widgets on a view of that sub-type', (subType, group) => {
    expect(pickerGroups(allWidgets, widgetGroups, '', subType)[0]!.key).toBe(group);
  });
});
