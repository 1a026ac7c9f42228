import type { CustomView, CustomViewCreate, CustomViewWidget } from '@generated/types/entities.ts';

export type { CustomView, CustomViewCreate, CustomViewWidget };

/** The folder of the fortiview menu where custom views live. */
export const CUSTOM_VIEW_FOLDER = 'custom_view';

export function customViewPath(type: string, uuid: string): string {
  return `/fortiview/${type}/${CUSTOM_VIEW_FOLDER}/${uuid}`;
}

/**
 * The flavour a custom view is edited in. Edit is hidden for ftv dashboards, so a view made from the ftv path (a
 * blank one above all, which would open empty with no way to fill it) is opened under noc, where edit mode is.
 */
export const EDIT_FLAVOUR = 'noc';

/**
 * Where New Custom View leads, whatever flavour it was opened from: the new dashboard in edit mode, which is only
 * offered under noc. The view is the same under both paths (/fortiview/{ftv or noc}/custom_view/{dashId}).
 */
export function pathAfterCreate(uuid: string): string {
  return customViewPath(EDIT_FLAVOUR, uuid);
}

/** A template's widgets as a new view gets them: those flagged defaultHide are dropped. */
export function widgetsFromTemplate(template: Pick<CustomView, 'widgets'>): CustomViewWidget[] {
  return template.widgets.filter((w) => !w.defaultHide).map((w) => ({ ...w }));
}

/** What New Custom View's form holds. */
export interface NewViewForm {
  name?: string;
  createFrom?: 'blank' | 'template';
  subType?: 'generic' | 'sdwan' | 'fabric';
  template?: string;
}

/**
 * The create call for the form: a blank view of its sub-type, or a copy of the chosen template (its widgets less
 * those hidden by default); never a template itself. Null when nothing is to happen: an empty name, or a template
 * that is not (any more) in the list.
 */
export function createRequest(form: NewViewForm, templates: readonly CustomView[]): CustomViewCreate | null {
  const name = form.name?.trim();
  if (!name) return null;
  if (form.createFrom === 'template') {
    const template = templates.find((t) => t.uuid === form.template);
    if (!template) return null;
    return { name, widgets: widgetsFromTemplate(template), createdFrom: template.uuid, isTemplate: false };
  }
  return { name, widgets: [], subType: form.subType ?? 'generic', isTemplate: false };
}

/**
 * Where the console goes after a view was deleted: the first remaining custom view, or with none left the first
 * dashboard of the fortiview menu.
 */
export function pathAfterDelete(type: string, remaining: readonly Pick<CustomView, 'uuid'>[], firstMenuPath: string): string {
  return remaining.length ? customViewPath(type, remaining[0]!.uuid) : firstMenuPath;
}
