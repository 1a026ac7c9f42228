/**
 * Custom views (listCustomViews, createCustomView, renameCustomView, deleteCustomView, saveCustomViewLayout): the
 * dashboards an administrator makes are kept by the appliance, one document per world holding the views of every
 * ADOM and the templates. A fresh world has the templates of the spec's list example
 * (specs/examples/customview/list.yaml) and no view. A view's uuid is given in order (cv-1, cv-2, …).
 *
 * Refusals in the spec's words: an empty name, a name the ADOM already has (on the Name field), a template gone,
 * a layout a widget reaches past column 24 of (the editor keeps to the same rule, src/lib/layout/grid-layout.ts),
 * an unknown widget, an id used twice; a view that is not there answers 404.
 */
import type { components } from '../../../generated/api/schema.ts';
import { dashboardOptions } from '../../../generated/catalog/dashboard-options.ts';
import { widgets as widgetCatalogue } from '../../../generated/catalog/widgets.ts';
import { fitsColumns } from '../../../src/lib/layout/grid-layout.ts';
import { Refusal, type Call, type Rules } from '../call.ts';

type Schemas = components['schemas'];
export type CustomView = Schemas['CustomView'];
export type CustomViewWidget = Schemas['CustomViewWidget'];

/** What the appliance keeps of custom views: every ADOM's views, the templates, and the number the next view takes. */
export interface CustomViewState {
  views: CustomView[];
  templates: CustomView[];
  next: number;
}

const KEY = 'customViews';
const GRID_COLUMNS: number = dashboardOptions.grid.columns;
const WIDGET_KEYS = new Set<string>(widgetCatalogue.widgets.map((w) => w.key));

const NOT_FOUND: Schemas['ApiError'] = { code: -3, message: 'Object does not exist.' };

/** What is wrong with a layout, or null: a widget reaching past the grid, an unknown widget, an id used twice. */
export function layoutProblem(widgets: readonly CustomViewWidget[]): string | null {
  const ids = new Set<string>();
  for (const w of widgets) {
    // the console's editor keeps its layout to the same rule
    if (!fitsColumns(w, GRID_COLUMNS)) return `Widget ${w.id} reaches past column ${GRID_COLUMNS}.`;
    if (!WIDGET_KEYS.has(w.widget)) return `Unknown widget ${w.widget}.`;
    if (ids.has(w.id)) return `Widget id ${w.id} is used twice.`;
    ids.add(w.id);
  }
  return null;
}

/** The name a view takes (trimmed), or the refusal the Name field shows: empty, or taken in the ADOM (any case). */
export function checkName(state: CustomViewState, adom: string, name: unknown, except?: string): string {
  const trimmed = typeof name === 'string' ? name.trim() : '';
  if (!trimmed) throw new Refusal(400, { code: -2, message: 'The name cannot be empty.', fields: { name: 'The name cannot be empty.' } });
  const taken = state.views.some((v) => v.adomName === adom && v.uuid !== except && v.name.toLowerCase() === trimmed.toLowerCase());
  if (taken) {
    const text = `A dashboard named "${trimmed}" already exists.`;
    throw new Refusal(400, { code: -6, message: text, fields: { name: text } });
  }
  return trimmed;
}

function checkLayout(widgets: CustomViewWidget[] | undefined): CustomViewWidget[] {
  const problem = layoutProblem(widgets ?? []);
  if (problem) throw new Refusal(400, { code: -2, message: problem });
  return widgets ?? [];
}

function find(state: CustomViewState, adom: string, uuid: string): CustomView {
  const view = state.views.find((v) => v.uuid === uuid && v.adomName === adom);
  if (!view) throw new Refusal(404, NOT_FOUND);
  return view;
}

async function stateOf(call: Call): Promise<CustomViewState> {
  return call.doc<CustomViewState>(KEY, async () => {
    // the templates of the list example (every ADOM's); the views are the administrator's own
    const example = await call.example({ op: 'listCustomViews', path: { adom: 'root' } });
    return { views: [], templates: example.templates, next: 1 };
  });
}

export const customViewRules: Rules = {
  async listCustomViews(call) {
    const state = await stateOf(call);
    return call.ok({ views: state.views.filter((v) => v.adomName === call.path.adom), templates: state.templates });
  },
  async createCustomView(call) {
    const state = await stateOf(call);
    const { adom } = call.path;
    const body = call.body;
    const name = checkName(state, adom, body.name);
    const widgets = checkLayout(body.widgets);
    const template = body.createdFrom ? state.templates.find((t) => t.uuid === body.createdFrom) : undefined;
    if (body.createdFrom && !template) throw new Refusal(400, { code: -3, message: 'The template does not exist any more.' });
    const view: CustomView = {
      uuid: `cv-${state.next}`,
      name,
      widgets,
      subType: template ? template.subType : (body.subType ?? 'generic'),
      createdFrom: template ? template.uuid : null,
      isTemplate: false,
      adomName: adom,
    };
    call.set(KEY, { ...state, views: [...state.views, view], next: state.next + 1 });
    return call.ok({ uuid: view.uuid });
  },
  async renameCustomView(call) {
    const state = await stateOf(call);
    const view = find(state, call.path.adom, call.path.dashId);
    view.name = checkName(state, call.path.adom, call.body.name, view.uuid);
    call.set(KEY, state);
    return call.ok(view);
  },
  async deleteCustomView(call) {
    const state = await stateOf(call);
    const view = find(state, call.path.adom, call.path.dashId);
    call.set(KEY, { ...state, views: state.views.filter((v) => v !== view) });
    return call.ok({ code: 0, message: 'Deleted.' });
  },
  async saveCustomViewLayout(call) {
    const state = await stateOf(call);
    const view = find(state, call.path.adom, call.path.dashId);
    view.widgets = checkLayout(call.body.widgets);
    call.set(KEY, state);
    return call.ok(view);
  },
};
