import { describe, expect, it } from 'vitest';
import { allDashboards, dashboardByUuid } from '../catalog.ts';
import { hiddenByDefault, parseShown, SHOW_PARAM, visiblePlacements, writeShown } from './hidden-widgets.ts';

const threats = dashboardByUuid('threat-monitor')!.widgets;
const traffic = dashboardByUuid('l3-traffic-monitor')!.widgets;

describe('hidden widgets', () => {
  it('are the ones the catalogue hides by default: (Top) Endpoint Threats and Web Application Attacks on Threats, the sources history on Traffic', () => {
    expect(hiddenByDefault(threats).map((p) => p.widget)).toEqual(['fct-threats', 'waf-attacks']);
    expect(hiddenByDefault(traffic).map((p) => p.widget)).toEqual(['top-sources-history']);
  });

  it('shown ones live in the URL, this dashboard’s hidden widgets only', () => {
    const search = writeShown(new URLSearchParams('period=1week'), ['waf-attacks-21', 'fct-threats-20', 'waf-attacks-21']);
    expect(search.toString()).toBe(`period=1week&${SHOW_PARAM}=fct-threats-20%2Cwaf-attacks-21`);
    expect([...parseShown(search, threats)].sort()).toEqual(['fct-threats-20', 'waf-attacks-21']);
    // a widget shown anyway, another dashboard's, or a malformed id: left out
    expect([...parseShown(new URLSearchParams('show=top-sources-17,top-sources-history-9,<x>,waf-attacks-21'), threats)]).toEqual(['waf-attacks-21']);
    expect(writeShown(search, []).toString()).toBe('period=1week');
  });

  it('leave the catalogue’s placements as they are when all are shown', () => {
    for (const d of allDashboards) {
      const all = new Set(d.widgets.map((w) => w.id));
      const shown = visiblePlacements(d.widgets, all);
      const byId = new Map(shown.map((p) => [p.id, p]));
      for (const w of d.widgets) expect(byId.get(w.id), `${d.uuid} ${w.id}`).toEqual(w);
    }
  });

  it('leave no hole where they are hidden: the widgets below move up', () => {
    const hidden = visiblePlacements(traffic, new Set());
    expect(hidden.find((p) => p.widget === 'top-sources-history')).toBeUndefined();
    // the sources history (y 44, 8 rows high) made room for the two widgets below it
    expect(hidden.filter((p) => p.widget === 'top-sources-today' || p.widget === 'user-data-flow').map((p) => p.y)).toEqual([44, 44]);
    const shown = visiblePlacements(traffic, new Set(['top-sources-history-9']));
    expect(shown.find((p) => p.widget === 'top-sources-history')).toMatchObject({ y: 44, h: 8 });
    expect(shown.find((p) => p.widget === 'top-sources-today')?.y).toBe(52);
  });

  it('show one of two hidden widgets in its place', () => {
    const shown = visiblePlacements(threats, new Set(['waf-attacks-21']));
    expect(shown.find((p) => p.widget === 'waf-attacks')).toMatchObject({ x: 12, y: 83 });
    expect(shown.some((p) => p.widget === 'fct-threats')).toBe(false);
    expect(visiblePlacements(threats, new Set())).toHaveLength(threats.length - 2);
  });
});
