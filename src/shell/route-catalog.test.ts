import { describe, expect, it } from 'vitest';
import { fillPath, groupByKey, groupLanding, joinPath, moduleMenu, screensOf, toRouterPath } from './route-catalog.ts';

describe('route catalogue helpers', () => {
  it.each([
    ['centrallist', 'centrallist'],
    ['logs/{appUniKey}/{devType}/{_logtype}', 'logs/:appUniKey/:devType/:_logtype'],
    ['logbrowse/{viewName?}', 'logbrowse/:viewName?'],
    ['/fortiview/{type}', '/fortiview/:type'],
  ])('toRouterPath(%s) = %s', (from, to) => {
    expect(toRouterPath(from)).toBe(to);
  });

  it('joins paths with single slashes, the root group included', () => {
    expect(joinPath('/', 'sys/taskmonitor')).toBe('/sys/taskmonitor');
    expect(joinPath('/fortiap', 'wifitemplates', 'ssids')).toBe('/fortiap/wifitemplates/ssids');
  });

  it('fills parameters and drops missing optional ones', () => {
    expect(fillPath('/logview/logbrowse/{viewName?}', {})).toBe('/logview/logbrowse');
    expect(fillPath('/fortiview/{type}/fmg-dash1', { type: 'noc' })).toBe('/fortiview/noc/fmg-dash1');
  });

  it('flattens children under their parent path', () => {
    const templates = screensOf(groupByKey('fortiap')).map((s) => s.template);
    expect(templates).toContain('/fortiap/wifitemplates/ssids');
    expect(templates).toContain('/fortiap/devices/wifitemplates/setting');
    expect(templates).toContain('/fortiap/map/editfloor');
  });

  it('builds the module menu with children and sections, leaving parameterised routes out', () => {
    const menu = moduleMenu(groupByKey('fortiguard'));
    expect(menu.map((m) => m.label)).toEqual([
      'Licensing Status',
      'Package Management',
      'Query Management',
      'Firmware Images',
      'External Resources',
      'Advanced Settings',
    ]);
    expect(menu[1].children?.map((c) => c.path)).toEqual(['/fortiguard/pkgreceive', '/fortiguard/pkgservice']);
    const logview = moduleMenu(groupByKey('logview')).map((m) => m.path);
    expect(logview).toEqual(['/logview/threat_hunting', '/logview/logbrowse', '/logview/loggroups']);
  });

  it('fills the group parameter of fortiview', () => {
    const menu = moduleMenu(groupByKey('fortiview'), { type: 'ftv' });
    expect(menu.map((m) => m.path)).toEqual(['/fortiview/ftv/fmg-dash1', '/fortiview/ftv/faz-performance-monitor']);
  });

  it('lands on the declared default or the first menu screen', () => {
    expect(groupLanding(groupByKey('fortisoc'))).toBe('/fortisoc/soar/outbreakalerts');
    expect(groupLanding(groupByKey('fortiap'))).toBe('/fortiap/centrallist');
    expect(groupLanding(groupByKey('fortiview'), { type: 'noc' })).toBe('/fortiview/noc/fmg-dash1');
  });
});
