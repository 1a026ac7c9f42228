import { describe, expect, it } from 'vitest';
import { createRequest, customViewPath, pathAfterCreate, pathAfterDelete, widgetsFromTemplate, type CustomView } from './lifecycle.ts';

const template: CustomView = {
  uuid: 'tpl-soc-overview',
  name: 'SOC Overview',
  subType: 'generic',
  createdFrom: null,
  isTemplate: true,
  adomName: 'root',
  widgets: [
    { id: 'threat-map-1', widget: 'threat-map', x: 0, y: 0, w: 16, h: 12 },
    { id: 'fct-threats-5', widget: 'fct-threats', x: 0, y: 21, w: 12, h: 9, defaultHide: true },
    { id: 'ioc-3', widget: 'ioc', x: 0, y: 12, w: 12, h: 9, defaultHide: false },
  ],
};

describe('custom view lifecycle', () => {
  it('drops the widgets flagged defaultHide when copying a template', () => {
    expect(widgetsFromTemplate(template).map((w) => w.id)).toEqual(['threat-map-1', 'ioc-3']);
  });

  it.each([
    ['an empty name', { name: '', createFrom: 'blank' as const, subType: 'generic' as const }],
    ['a name of spaces', { name: '   ', createFrom: 'blank' as const }],
    ['no name', { createFrom: 'blank' as const }],
    ['a template no longer listed', { name: 'X', createFrom: 'template' as const, template: 'tpl-gone' }],
    ['no template chosen', { name: 'X', createFrom: 'template' as const }],
  ])('sends nothing for %s', (_case, form) => {
    expect(createRequest(form, [template])).toBeNull();
  });

  it('creates a blank view of its sub-type, never a template', () => {
    expect(createRequest({ name: ' WAN ', createFrom: 'blank', subType: 'sdwan' }, [template])).toEqual({
      name: 'WAN',
      widgets: [],
      subType: 'sdwan',
      isTemplate: false,
    });
  });

  it('copies a template: created-from its uuid, its shown widgets, never a template', () => {
    expect(createRequest({ name: 'Mine', createFrom: 'template', template: 'tpl-soc-overview' }, [template])).toEqual({
      name: 'Mine',
      widgets: widgetsFromTemplate(template),
      createdFrom: 'tpl-soc-overview',
      isTemplate: false,
    });
  });

  it('after a delete goes to the first remaining view, or with none to the first dashboard of the menu', () => {
    expect(pathAfterDelete('noc', [{ uuid: 'cv-b' }, { uuid: 'cv-c' }], '/fortiview/noc/faz-performance-monitor')).toBe('/fortiview/noc/custom_view/cv-b');
    expect(pathAfterDelete('ftv', [], '/fortiview/ftv/faz-performance-monitor')).toBe('/fortiview/ftv/faz-performance-monitor');
  });

  it('after a create goes to the new view under noc, where edit mode is (Edit is hidden for ftv dashboards)', () => {
    expect(pathAfterCreate('cv-7')).toBe('/fortiview/noc/custom_view/cv-7');
  });

  it('lives under the custom_view folder of its type', () => {
    expect(customViewPath('ftv', 'cv-1')).toBe('/fortiview/ftv/custom_view/cv-1');
  });
});
