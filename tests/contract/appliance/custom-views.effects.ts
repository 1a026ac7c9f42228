import { expect } from 'vitest';
import type { Request } from '../support/appliance.ts';
import type { Effect } from '../support/effects.ts';

interface View {
  uuid: string;
  name: string;
  subType: string;
  createdFrom: string | null;
  isTemplate: boolean;
  adomName: string;
  widgets: { id: string; widget: string; x: number; y: number; w: number; h: number }[];
}
interface ViewList {
  views: View[];
  templates: View[];
}

const list = (adom = 'root'): Request => ({ op: 'listCustomViews', path: { adom } });
const create = (name: string, more: Record<string, unknown> = {}, adom = 'root'): Request => ({
  op: 'createCustomView',
  path: { adom },
  body: { name, widgets: [], subType: 'generic', isTemplate: false, ...more },
});
const widget = (id: string, x: number, w: number, kind = 'top-sources') => ({ id, widget: kind, x, y: 0, w, h: 9 });
const views = (body: unknown) => (body as ViewList).views;
const unchanged = (after: unknown, before: unknown) => expect(after).toEqual(before);
const refused = (message: string, fields?: Record<string, string>) => (after: unknown, before: unknown, written: { body: unknown }) => {
  expect(after).toEqual(before);
  expect(written.body).toEqual({ code: expect.any(Number) as number, message, ...(fields ? { fields } : {}) });
};

export const effects: Effect[] = [
  {
    name: 'a blank view created is listed in its ADOM with its sub-type, beside the templates a fresh unit has',
    write: create('WAN links', { subType: 'sdwan' }),
    read: list(),
    expect: (after, before, written) => {
      expect(views(before)).toEqual([]);
      expect((before as ViewList).templates.map((t) => `${t.name} [${t.adomName}]`)).toEqual(['SOC Overview [root]', 'SD-WAN Health [root]', 'Traffic Summary [Datacenter-Firewall]']);
      expect(written.body).toEqual({ uuid: 'cv-1' });
      expect(views(after)).toEqual([{ uuid: 'cv-1', name: 'WAN links', subType: 'sdwan', createdFrom: null, isTemplate: false, adomName: 'root', widgets: [] }]);
    },
  },
  {
    name: 'a view created in one ADOM is not listed in another',
    write: create('WAN links'),
    read: list('Web-Proxies'),
    expect: (after) => expect(views(after)).toEqual([]),
  },
  {
    name: 'a view copied from a template takes its sub-type and names it',
    write: create('My SD-WAN', { subType: undefined, createdFrom: 'tpl-sdwan-health', widgets: [widget('sdwan-1', 0, 12, 'sdwan-bandwidth')] }),
    read: list(),
    expect: (after) =>
      expect(views(after)[0]).toMatchObject({ name: 'My SD-WAN', subType: 'sdwan', createdFrom: 'tpl-sdwan-health', widgets: [widget('sdwan-1', 0, 12, 'sdwan-bandwidth')] }),
  },
  {
    name: 'a name the ADOM has, in any case, is refused on the Name field',
    before: [create('WAN links')],
    write: create('wan LINKS'),
    status: 400,
    read: list(),
    expect: refused('A dashboard named "wan LINKS" already exists.', { name: 'A dashboard named "wan LINKS" already exists.' }),
  },
  {
    name: 'a name of spaces only is refused on the Name field',
    write: create('   '),
    status: 400,
    read: list(),
    expect: refused('The name cannot be empty.', { name: 'The name cannot be empty.' }),
  },
  {
    name: 'a template that is gone is refused',
    write: create('Orphan', { createdFrom: 'tpl-gone' }),
    status: 400,
    read: list(),
    expect: refused('The template does not exist any more.'),
  },
  {
    name: 'a layout with a widget reaching past column 24 is refused at creation',
    write: create('Too wide', { widgets: [widget('a', 13, 12)] }),
    status: 400,
    read: list(),
    expect: refused('Widget a reaches past column 24.'),
  },
  {
    name: 'a view renamed is listed under its new name',
    before: [create('To rename', { createdFrom: 'tpl-soc-overview' })],
    write: { op: 'renameCustomView', path: { adom: 'root', dashId: 'cv-1' }, body: { name: '  Renamed  ' } },
    read: list(),
    expect: (after, _before, written) => {
      expect(views(after).map((v) => v.name)).toEqual(['Renamed']);
      expect(written.body).toMatchObject({ uuid: 'cv-1', name: 'Renamed', createdFrom: 'tpl-soc-overview', isTemplate: false });
    },
  },
  {
    name: 'a view renamed to the name of another is refused',
    before: [create('First'), create('Second')],
    write: { op: 'renameCustomView', path: { adom: 'root', dashId: 'cv-2' }, body: { name: 'FIRST' } },
    status: 400,
    read: list(),
    expect: refused('A dashboard named "FIRST" already exists.', { name: 'A dashboard named "FIRST" already exists.' }),
  },
  {
    name: 'a view that is not there is not renamed (404)',
    write: { op: 'renameCustomView', path: { adom: 'root', dashId: 'cv-9' }, body: { name: 'Ghost' } },
    status: 404,
    read: list(),
    expect: refused('Object does not exist.'),
  },
  {
    name: 'a view of another ADOM is not renamed from this one (404)',
    before: [create('Elsewhere', {}, 'Finance')],
    write: { op: 'renameCustomView', path: { adom: 'root', dashId: 'cv-1' }, body: { name: 'Moved' } },
    status: 404,
    read: list('Finance'),
    expect: (after) => expect(views(after).map((v) => v.name)).toEqual(['Elsewhere']),
  },
  {
    name: 'a layout saved is the view’s widgets',
    before: [create('Lifecycle', { widgets: [widget('a', 0, 12)] })],
    write: { op: 'saveCustomViewLayout', path: { adom: 'root', dashId: 'cv-1' }, body: { widgets: [widget('a', 12, 12), widget('b', 0, 12, 'top-destinations')] } },
    read: list(),
    expect: (after, _before, written) => {
      expect(views(after)[0]!.widgets).toEqual([widget('a', 12, 12), widget('b', 0, 12, 'top-destinations')]);
      expect(written.body).toEqual(views(after)[0]);
    },
  },
  {
    name: 'a layout with a widget reaching past column 24 is refused, the saved one kept',
    before: [create('Lifecycle', { widgets: [widget('a', 0, 12)] })],
    write: { op: 'saveCustomViewLayout', path: { adom: 'root', dashId: 'cv-1' }, body: { widgets: [widget('a', 13, 12)] } },
    status: 400,
    read: list(),
    expect: refused('Widget a reaches past column 24.'),
  },
  {
    name: 'a layout with a widget the catalogue does not have is refused',
    before: [create('Lifecycle')],
    write: { op: 'saveCustomViewLayout', path: { adom: 'root', dashId: 'cv-1' }, body: { widgets: [widget('a', 0, 12, 'no-such-widget')] } },
    status: 400,
    read: list(),
    expect: refused('Unknown widget no-such-widget.'),
  },
  {
    name: 'a layout with one id twice is refused',
    before: [create('Lifecycle')],
    write: { op: 'saveCustomViewLayout', path: { adom: 'root', dashId: 'cv-1' }, body: { widgets: [widget('a', 0, 12), widget('a', 12, 12)] } },
    status: 400,
    read: list(),
    expect: refused('Widget id a is used twice.'),
  },
  {
    name: 'a view deleted is no longer listed',
    before: [create('First'), create('Second')],
    write: { op: 'deleteCustomView', path: { adom: 'root', dashId: 'cv-1' } },
    read: list(),
    expect: (after, _before, written) => {
      expect(views(after).map((v) => v.uuid)).toEqual(['cv-2']);
      expect(written.body).toEqual({ code: 0, message: 'Deleted.' });
    },
  },
  {
    name: 'a view deleted twice: the second answers 404',
    before: [create('Once'), { op: 'deleteCustomView', path: { adom: 'root', dashId: 'cv-1' } }],
    write: { op: 'deleteCustomView', path: { adom: 'root', dashId: 'cv-1' } },
    status: 404,
    read: list(),
    expect: unchanged,
  },
  {
    name: 'a new view after a delete takes a uuid of its own',
    before: [create('Once'), { op: 'deleteCustomView', path: { adom: 'root', dashId: 'cv-1' } }],
    write: create('Again'),
    read: list(),
    expect: (after) => expect(views(after).map((v) => [v.uuid, v.name])).toEqual([['cv-2', 'Again']]),
  },
];
