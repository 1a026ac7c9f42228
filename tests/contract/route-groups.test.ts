import { describe, expect, it } from 'vitest';
import { moduleToolbars } from '@generated/catalog/module-toolbars.ts';
import { routeGroups } from '@generated/catalog/route-groups.ts';

type Route = (typeof routeGroups.groups)[number]['routes'][number] & { children?: Route[]; params?: { name: string; optional: boolean }[] };

function flatten(routes: readonly Route[], base: string): { full: string; route: Route }[] {
  return routes.flatMap((r) => [{ full: `${base}/${r.path}`, route: r }, ...flatten(r.children ?? [], `${base}/${r.path}`)]);
}
const all = routeGroups.groups.flatMap((g) => flatten(g.routes as readonly Route[], g.path === '/' ? '' : g.path));
const paths = all.map((r) => r.full);

describe('route groups catalogue', () => {
  it('has the groups of the console', () => {
    expect(routeGroups.groups.map((g) => g.key)).toEqual(['dvm', 'pno', 'fortiap', 'fortiguard', 'fortisoc', 'fortiswitch', 'vpn', 'fext', 'fabric', 'logview', 'fortiview', 'sys']);
  });

  it('app keys are unique', () => {
    const keys = [...routeGroups.groups.map((g) => g.appKey), ...all.map((r) => r.route.appKey)];
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('every {parameter} of a path is described, optional ones marked', () => {
    for (const { route } of all) {
      const inPath = [...route.path.matchAll(/\{([^}?]+)(\?)?\}/g)].map((m) => ({ name: m[1], optional: Boolean(m[2]) }));
      expect((route.params ?? []).map((p) => ({ name: p.name, optional: p.optional }))).toEqual(inPath);
    }
  });

  it.each([
    '/dvm/chassis',
    '/dvm/prvtmpl/system',
    '/dvm/prvtmpl/ipsec',
    '/dvm/prvtmpl/sdwan',
    '/dvm/monitors',
    '/pno/pkg',
    '/pno/policy',
    '/pno/obj/address',
    '/pno/obj/service',
    '/fabric/connectors',
    '/fext/devices',
    '/fext/templates',
    '/vpn/ipsec',
    '/vpn/ssl_list',
    '/vpn/ssl_portals',
    '/vpn/ssl_monitor',
    '/fortiap/centrallist',
    '/fortiap/wifitemplates/mpskprofiles',
    '/fortiap/devices/wifitemplates/accesscontrol',
    '/fortiap/map/editfloor',
    '/fortiguard/querystatus',
    '/fortisoc/soar/outbreakalerts',
    '/fortiswitch/templates/dot1pmap',
    '/fortiswitch/devices/templates/cliconf',
    '/fortiswitch/faceplate',
    '/logview/logs/{appUniKey}/{devType}/{_logtype}',
    '/logview/customviewlogs/{appUniKey}/{devType}/{viewName}',
    '/logview/loggroups/{viewName?}',
    '/fortiview/{type}/faz-performance-monitor',
    '/fortiview/{type}/{folder}/{dashId}',
    '/sys/fazfabric/settings',
    '/extension/dashboard',
  ])('routes %s', (path) => {
    expect(paths).toContain(path);
  });

  it('every prefix of the module toolbars leads to routes of the catalogue', () => {
    for (const toolbar of moduleToolbars.toolbars) {
      for (const prefix of toolbar.prefixes) {
        // /rstadm is Restricted Admin Mode's own page, no route group's
        if (prefix === '/rstadm') continue;
        expect(paths.some((p) => p === prefix || p.startsWith(`${prefix}/`)), `${toolbar.toolbar}: ${prefix}`).toBe(true);
      }
    }
  });

  it('the access point list goes to the managed list when central management is on', () => {
    const list = all.find((r) => r.full === '/fortiap/devices/list')!.route as Route & { redirect?: unknown };
    expect(list.redirect).toEqual({ to: '/fortiap/centrallist', when: 'centralManagement' });
  });

  it('the SOC group lands on the outbreak alerts', () => {
    const soc = routeGroups.groups.find((g) => g.key === 'fortisoc')! as { defaultRedirect?: string };
    expect(soc.defaultRedirect).toBe('/fortisoc/soar/outbreakalerts');
    const outbreak = all.find((r) => r.full === '/fortisoc/soar/outbreak')!.route as Route & { redirect?: { to: string } };
    expect(outbreak.redirect?.to).toBe('/fortisoc/soar/outbreakalerts');
  });
});
