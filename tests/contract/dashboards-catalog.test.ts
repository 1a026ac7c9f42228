/**
 * The dashboard catalogues against the spec's lists (sections 2, 3 and 9): all 27 monitor dashboards, the variant,
 * product-type and licence rules, placements on the 24-column grid, widgets and their data views, SOC views, and
 * every option list with its default.
 */
import { describe, expect, it } from 'vitest';
import { dashboards } from '@generated/catalog/dashboards.ts';
import { widgets } from '@generated/catalog/widgets.ts';
import { fortiviewViews } from '@generated/catalog/fortiview-views.ts';
import { socViews as socCatalog } from '@generated/catalog/soc-views.ts';
import { dashboardOptions } from '@generated/catalog/dashboard-options.ts';

const SPEC_UUIDS = [
  'fmg-dash1', 'threat-monitor', 'l3-traffic-monitor', 'l7-traffic-monitor', 'compromised-hosts', 'sdwan-dashboard',
  'sdwan-summary', 'traffic-shaping-monitor', 'ztna-dashboard', 'fortisandbox-detections', 'fortimail-dashboard',
  'fortiproxy-dashboard', 'endpoint-monitor', 'fabric-state-of-security', 'vpn-monitor', 'wifi-monitor',
  'fct-software-inventory', 'iot', 'fct-threat-moonitor', 'fct-traffic-moonitor', 'fct-endpoints-moonitor',
  'fddos-traffic-moonitor', 'ffw-traffic-monitor', 'ffw-vpn-monitor', 'faz-performance-monitor',
  'local-threat-research-monitor', 'dlp-dashboard',
];
const all = dashboards.dashboards;
const socViews = socCatalog as unknown as {
  groups: { key: string; variant?: string; views: { title: string; viewName: string; displayTypes: string[]; default: string }[] }[];
};
const widgetKeys = new Map(widgets.widgets.map((w) => [w.key, w]));
const views = new Map<string, { family: string }>(fortiviewViews.views.map((v) => [v.viewName, v]));
const families = dashboardOptions.displayTypeFamilies as Record<string, readonly string[]>;

describe('monitor dashboards', () => {
  it('are the 27 of the spec, each once', () => {
    expect(all.map((d) => d.uuid).sort()).toEqual([...SPEC_UUIDS].sort());
  });

  it('carry the titles the spec gives', () => {
    const title = (u: string) => all.find((d) => d.uuid === u)?.title;
    expect(title('fmg-dash1')).toBe('Device Status');
    expect(title('l7-traffic-monitor')).toBe('Applications & Websites');
    expect(title('compromised-hosts')).toBe('Indicator of Compromise');
    expect(title('faz-performance-monitor')).toBe('Local System Performance');
  });

  it('are analyzer-only except the manager’s Device Status', () => {
    for (const d of all) expect([d.uuid, d.variants]).toEqual([d.uuid, d.uuid === 'fmg-dash1' ? ['manager'] : ['analyzer']]);
  });

  it('limit mail, proxy, endpoint, DDoS and firewall dashboards to their ADOM product types', () => {
    const limited = Object.fromEntries(all.filter((d) => 'adomProductTypes' in d).map((d) => [d.uuid, (d as { adomProductTypes: string[] }).adomProductTypes]));
    expect(limited['fortimail-dashboard']).toEqual(['FortiMail']);
    expect(limited['fortiproxy-dashboard']).toEqual(['FortiProxy']);
    expect(limited['endpoint-monitor']).toEqual(['FortiClient']);
    expect(limited['fddos-traffic-moonitor']).toEqual(['FortiDDoS']);
    expect(limited['ffw-traffic-monitor']).toEqual(['FortiFirewall']);
    expect(limited['ffw-vpn-monitor']).toEqual(['FortiFirewall']);
  });

  it('ask the security-rating licence for the fabric state of security only', () => {
    expect(all.filter((d) => 'licence' in d).map((d) => d.uuid)).toEqual(['fabric-state-of-security']);
  });

  it.each(all.map((d) => [d.uuid, d] as const))('%s places its widgets on the 24-column grid without overlap', (_uuid, d) => {
    const cells = new Set<string>();
    for (const w of d.widgets) {
      expect(w.x + w.w, `${w.id} ends past column 24`).toBeLessThanOrEqual(24);
      expect(widgetKeys.has(w.widget), `${w.widget} is a known widget`).toBe(true);
      for (let x = w.x; x < w.x + w.w; x++)
        for (let y = w.y; y < w.y + w.h; y++) {
          expect(cells.has(`${x},${y}`), `${w.id} overlaps at ${x},${y}`).toBe(false);
          cells.add(`${x},${y}`);
        }
    }
    expect(new Set(d.widgets.map((w) => w.id)).size).toBe(d.widgets.length);
  });

  it('include one of 20 or more widgets', () => {
    expect(Math.max(...all.map((d) => d.widgets.length))).toBeGreaterThanOrEqual(20);
  });

  it('hide some widgets by default', () => {
    expect(all.some((d) => d.widgets.some((w) => 'defaultHide' in w && w.defaultHide))).toBe(true);
  });
});

describe('widget definitions', () => {
  it.each(widgets.widgets.map((w) => [w.key, w] as const))('%s reads an existing view and draws it in types its family allows', (_key, w) => {
    const view = views.get(w.viewName);
    expect(view, `view ${w.viewName}`).toBeDefined();
    const mapped = (w as { viewTypeNameMap?: Record<string, string> }).viewTypeNameMap ?? {};
    for (const type of Object.keys(w.components)) {
      const viewName = mapped[type] ?? w.viewName;
      const family = views.get(viewName)?.family;
      expect(family, `view ${viewName}`).toBeDefined();
      expect(families[family!], `${type} on a ${family} view`).toContain(type);
    }
    expect(Object.keys(w.components)).toContain(w.type);
  });

  it('map the applications widget’s stacked bars to the application-over-time view', () => {
    const apps = widgetKeys.get('top-applications') as { viewTypeNameMap?: Record<string, string> } | undefined;
    expect(apps?.viewTypeNameMap).toEqual({ stackbar: 'appOverTime' });
  });

  it('cover every group of section 3', () => {
    expect(new Set(widgets.widgets.map((w) => w.group))).toEqual(
      new Set(['threats', 'traffic', 'endpoint', 'sandbox', 'fabric', 'vpn-wifi', 'system', 'ddos', 'sdwan', 'interface', 'firewall', 'mail', 'ztna', 'iot', 'shaping', 'proxy', 'dlp']),
    );
  });

  it('use option lists that exist', () => {
    const o = dashboardOptions as unknown as Record<string, Record<string, unknown>>;
    for (const w of widgets.widgets) {
      expect(o.timePeriods[w.timePeriodType], `${w.key} time periods`).toBeDefined();
      expect(o.refresh[w.intervalType], `${w.key} refresh`).toBeDefined();
      if (w.autoplayType) expect(o.autoplay[w.autoplayType], `${w.key} autoplay`).toBeDefined();
      if (w.topNType) expect(o.topN[w.topNType], `${w.key} top-N`).toBeDefined();
      else if (!w.noTop) for (const t of Object.keys(w.components)) expect(o.topN[t], `${w.key} top-N for ${t}`).toBeDefined();
    }
  });
});

describe('SOC views', () => {
  it('list the spec’s four groups with their titles, and the four variants', () => {
    const titles = socViews.groups.filter((g) => !g.variant).map((g) => g.views.map((v) => v.title));
    expect(titles).toEqual([
      ['Top Threats', 'Threat Map', 'Indicator of Compromise', 'Sandbox Detection', 'Top Sources', 'Top Source Addresses', 'Top Destinations', 'Top Destination Addresses', 'Top Country/Region'],
      ['Policy Hits', 'Create Policy by Hits', 'DNS Logs', 'ZTNA Servers'],
      ['Top Applications', 'Top Cloud Applications', 'Top Cloud Users', 'Top Website Domains', 'Top Website Categories', 'Top Browsing Users'],
      ['SSL and Dialup IPsec', 'Site-to-Site IPsec', 'Admin Logins', 'System Events', 'Resource Usage', 'Failed Authentication Attempts'],
    ]);
    expect(socViews.groups.flatMap((g) => (g.variant ? [g.variant] : []))).toEqual(['endpoint', 'ddos', 'firewall', 'web-firewall']);
  });

  it('read existing views and default to one of their display types', () => {
    for (const v of socViews.groups.flatMap((g) => g.views)) {
      expect(views.has(v.viewName), v.viewName).toBe(true);
      expect(v.displayTypes).toContain(v.default);
    }
  });
});

describe('option lists of section 9', () => {
  const tp = dashboardOptions.timePeriods as unknown as Record<string, { default: string; options: { value: string }[]; lastNUnits?: string[] }>;
  const values = (k: string) => tp[k].options.map((o) => o.value);
  it.each([
    ['normal', ['5min', '30min', '1hour', '4hour', '12hour', '1day', '1week', 'lastN', 'custom'], '1hour'],
    ['threatmap', ['realtime', '5min', '30min', '1hour', '4hour', '12hour', '1day', '1week', 'lastN', 'custom'], 'realtime'],
    ['ioc', ['today', 'minus1day', 'minus2day', 'minus3day', 'minus4day', 'minus5day', 'minus6day', 'minus7day', '7day', '30day', 'lastN', 'custom'], 'today'],
    ['dailythreat', ['today', 'minus1day', 'minus2day', 'minus3day', 'minus4day', 'minus5day', 'minus6day', 'minus7day'], 'today'],
    ['system', ['1hour', '8hour', '24hour'], '1hour'],
    ['systemcpu', ['10min', '1hour', '24hour'], '10min'],
    ['fabrichistory', ['1hour', '4hour', '12hour', '1day', '1week', 'lastN', 'custom'], '1week'],
    // "Virus timeline covers the last 1 month"
    ['timeline', ['1month'], '1month'],
  ])('time periods %s', (kind, list, def) => {
    expect(values(kind)).toEqual(list);
    expect(tp[kind].default).toBe(def);
  });

  const topN = dashboardOptions.topN as unknown as Record<string, { options: number[]; default: number; keepTop?: boolean }>;
  it.each([
    [['table', 'simple'], [100, 500, 1000], 100],
    [['ioc_user', 'vuln_user', 'bar', 'bubble', 'scatter', 'sankey', 'timeline'], [10, 15, 20], 10],
    [['stackbar'], [5, 10, 15, 20], 5],
    [['pie', 'donut'], [5, 10, 20], 5],
    [['world', 'globe'], [10, 20, 50, 100], 50],
    [['treemap'], [9, 12, 15, 27], 12],
    [['fct_software'], [10, 20, 50], 10],
    [['source_today'], [5, 10, 15], 10],
    [['chord', 'geo', 'threat_prevalence'], [5, 10, 15], 5],
    [['sdwan_app'], [5, 10, 20], 5],
  ])('top-N of %s', (keys, list, def) => {
    for (const k of keys) expect(topN[k], k).toMatchObject({ options: list, default: def });
  });
  it('keeps the top rows of the SD-WAN application lists', () => expect(topN.sdwan_app.keepTop).toBe(true));

  const seconds = (l: { options: { seconds: number }[]; default: number }) => [l.options.map((o) => o.seconds), l.default];
  const refresh = dashboardOptions.refresh as unknown as Record<string, { options: { seconds: number }[]; default: number }>;
  it.each([
    ['normal', [60, 180, 300, 600, 900, 1800], 300],
    ['ioc', [1800, 3600], 1800],
    ['fct_software', [86400, 172800, 604800], 86400],
    ['system', [30, 60, 120, 180, 240], 30],
    ['systemcpu', [5, 10, 30, 60, 120, 180], 30],
    ['timeline', [43200], 43200],
  ])('refresh %s', (kind, list, def) => expect(seconds(refresh[kind])).toEqual([list, def]));

  const autoplay = dashboardOptions.autoplay as unknown as Record<string, { options: { seconds: number }[]; default: number }>;
  it.each([
    ['ioc', [10, 20, 30, 60, 120, 300], 20],
    ['vuln_user', [10, 20, 30, 60, 120, 300], 20],
    ['timeline', [10, 20, 30, 60, 120, 300], 20],
    ['device_status', [5, 15, 30], 5],
  ])('autoplay %s', (kind, list, def) => expect(seconds(autoplay[kind])).toEqual([list, def]));

  it('give the virus timeline the last 1 month', () => {
    expect(widgetKeys.get('virus-timeline')?.timePeriodType).toBe('timeline');
    expect(tp.timeline.options).toEqual([{ value: '1month', label: 'Last 1 Month', kind: 'preset', seconds: 30 * 86400 }]);
  });

  it('lay dashboards on 24 columns', () => expect(dashboardOptions.grid.columns).toBe(24));
});
