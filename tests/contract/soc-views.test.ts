/**
 * The SOC views catalogue (specs/catalog/soc-views.json) is read by a screen: every view of it is reachable through
 * the route table of the console (FortiSOC's /fortisoc/socviews/{view}), found there by its key, offered to the ADOMs
 * of its product type and listed in FortiSOC's menu; its data views are the analyzer's; Create Policy by Hits
 * proposes from data views the analyzer has.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { socViews } from '@generated/catalog/soc-views.ts';
import { fortiviewViews } from '@generated/catalog/fortiview-views.ts';
import { groups, screensOf, toRouterPath } from '@/shell/route-catalog.ts';
import { socViewByKey, socViewPath, type SocGroupDef } from '@/features/fortisoc/soc-views/catalog.ts';
import { offeredGroups } from '@/features/fortisoc/soc-views/logic/offered-views.ts';
import { socMenuItems } from '@/features/fortisoc/soc-views/soc-menu.ts';

const catalogue = socViews.groups as unknown as readonly SocGroupDef[];
const allViews = catalogue.flatMap((g) => g.views.map((view) => ({ group: g, view })));
const dataViews = new Set<string>(fortiviewViews.views.map((v) => v.viewName));

/** The console's route table: every screen of the route-group catalogue, as the router matches it. */
const routeTable = groups.flatMap((g) => screensOf(g).map((s) => ({ path: toRouterPath(s.template), appKey: s.route.appKey })));

describe('the SOC views catalogue is read by a screen', () => {
  it.each(allViews.map(({ group, view }) => [view.key, group.key, view] as const))('%s (%s) is reachable at its address', (key, groupKey) => {
    const path = socViewPath(key);
    const match = matchRoutes(routeTable, path);
    expect(match, path).not.toBeNull();
    const last = match![match!.length - 1];
    expect((last.route as { appKey: string }).appKey).toBe('fortisoc.socviews.view');
    // the screen finds the view of the address in the catalogue
    expect(socViewByKey(last.params.view)?.view.key).toBe(key);
    expect(socViewByKey(last.params.view)?.group.key).toBe(groupKey);
  });

  it('every view is listed in FortiSOC’s menu for the ADOMs it is offered to, and no view twice', () => {
    const products = [undefined, ...new Set(catalogue.flatMap((g) => g.adomProductTypes ?? []))];
    const listed = new Set<string>();
    for (const product of products) {
      for (const item of socMenuItems(offeredGroups(catalogue, product))) for (const child of item.children ?? []) listed.add(child.path);
    }
    expect([...listed].sort()).toEqual(allViews.map(({ view }) => socViewPath(view.key)).sort());
    const keys = allViews.map(({ view }) => view.key);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('every view, and what Create Policy by Hits proposes from, reads a data view of the analyzer', () => {
    for (const { view } of allViews) {
      expect(dataViews.has(view.viewName), view.viewName).toBe(true);
      if (view.createPolicy) {
        expect(dataViews.has(view.createPolicy.sources)).toBe(true);
        expect(dataViews.has(view.createPolicy.destinations)).toBe(true);
      }
    }
    expect(allViews.filter(({ view }) => view.createPolicy).map(({ view }) => view.title)).toEqual(['Create Policy by Hits']);
  });

  it('each variant names the ADOM product types it is for, and an ADOM of the analyzer has each', () => {
    const adoms = readFileSync(join(import.meta.dirname, '../../specs/examples/adom/adoms-analyzer.yaml'), 'utf8');
    for (const g of catalogue.filter((x) => x.variant)) {
      expect(g.adomProductTypes?.length, g.key).toBeGreaterThan(0);
      expect(g.adomProductTypes!.some((p) => adoms.includes(`product: ${p}\n`)), g.key).toBe(true);
    }
  });

  it('a screen of the console imports the catalogue', () => {
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
    const readers = walk(join(import.meta.dirname, '../../src')).filter(
      (f) => /\.tsx?$/.test(f) && !f.endsWith('.test.ts') && !f.endsWith('.test.tsx') && readFileSync(f, 'utf8').includes('@generated/catalog/soc-views.ts'),
    );
    expect(readers.map((f) => f.slice(f.indexOf('src/')))).toEqual(['src/features/fortisoc/soc-views/catalog.ts']);
  });
});
