/**
 * The mock analyzer's custom views (listCustomViews, createCustomView, renameCustomView, deleteCustomView,
 * saveCustomViewLayout): kept in one JSON file on disk, so a view created in the console is there after a reload
 * and after a restart. A fresh store starts with the templates of the spec's list example
 * (specs/examples/customview/list.yaml) and no views.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse } from 'yaml';
import type { components } from '../../generated/api/schema.ts';
import { dashboardOptions } from '../../generated/catalog/dashboard-options.ts';
import { widgets as widgetCatalogue } from '../../generated/catalog/widgets.ts';
import { fitsColumns } from '../../src/lib/layout/grid-layout.ts';
import { root } from '../lib/processes.ts';

type Schemas = components['schemas'];
export type CustomView = Schemas['CustomView'];
export type CustomViewWidget = Schemas['CustomViewWidget'];

const GRID_COLUMNS: number = dashboardOptions.grid.columns;
const WIDGET_KEYS = new Set<string>(widgetCatalogue.widgets.map((w) => w.key));

/** A refused call: its HTTP status and the body the spec gives it. */
export class StoreError extends Error {
  readonly status: 400 | 404;
  readonly body: Schemas['CustomViewError'] | Schemas['ApiError'];
  constructor(status: 400 | 404, body: Schemas['CustomViewError'] | Schemas['ApiError']) {
    super(body.message);
    this.status = status;
    this.body = body;
  }
}

function seedTemplates(): CustomView[] {
  const example = parse(readFileSync(join(root, 'specs/examples/customview/list.yaml'), 'utf8')) as { value: Schemas['CustomViewList'] };
  return example.value.templates;
}

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

/** The custom views, kept in `file`. */
export interface CustomViewStore {
  list(adom: string): Schemas['CustomViewList'];
  create(adom: string, body: Schemas['CustomViewCreate']): Schemas['CustomViewCreated'];
  rename(adom: string, uuid: string, name: unknown): CustomView;
  remove(adom: string, uuid: string): Schemas['ActionResult'];
  saveLayout(adom: string, uuid: string, widgets: CustomViewWidget[] | undefined): CustomView;
  /** Back to a fresh store (the templates only). */
  reset(): void;
}

interface StoreState {
  views: CustomView[];
  templates: CustomView[];
}

export function openCustomViewStore(file: string): CustomViewStore {
  let state: StoreState = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as StoreState) : { views: [], templates: seedTemplates() };
  const save = () => {
    mkdirSync(dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(state, null, 1));
    renameSync(temporary, file);
  };
  const find = (adom: string, uuid: string) => {
    const view = state.views.find((v) => v.uuid === uuid && v.adomName === adom);
    if (!view) throw new StoreError(404, { code: -3, message: 'Object does not exist.' });
    return view;
  };
  const checkName = (adom: string, name: unknown, except?: string) => {
    const trimmed = typeof name === 'string' ? name.trim() : '';
    if (!trimmed) throw new StoreError(400, { code: -2, message: 'The name cannot be empty.', fields: { name: 'The name cannot be empty.' } });
    const taken = state.views.some((v) => v.adomName === adom && v.uuid !== except && v.name.toLowerCase() === trimmed.toLowerCase());
    if (taken) {
      const text = `A dashboard named "${trimmed}" already exists.`;
      throw new StoreError(400, { code: -6, message: text, fields: { name: text } });
    }
    return trimmed;
  };
  const checkLayout = (widgets: CustomViewWidget[] | undefined) => {
    const problem = layoutProblem(widgets ?? []);
    if (problem) throw new StoreError(400, { code: -2, message: problem });
    return widgets ?? [];
  };
  return {
    list(adom) {
      return { views: state.views.filter((v) => v.adomName === adom), templates: state.templates };
    },
    create(adom, body) {
      const name = checkName(adom, body.name);
      const widgets = checkLayout(body.widgets);
      const template = body.createdFrom ? state.templates.find((t) => t.uuid === body.createdFrom) : null;
      if (body.createdFrom && !template) throw new StoreError(400, { code: -3, message: 'The template does not exist any more.' });
      const view: CustomView = {
        uuid: `cv-${randomUUID().slice(0, 8)}`,
        name,
        widgets,
        subType: template ? template.subType : (body.subType ?? 'generic'),
        createdFrom: template ? template.uuid : null,
        isTemplate: false,
        adomName: adom,
      };
      state.views.push(view);
      save();
      return { uuid: view.uuid };
    },
    rename(adom, uuid, name) {
      const view = find(adom, uuid);
      view.name = checkName(adom, name, uuid);
      save();
      return view;
    },
    remove(adom, uuid) {
      find(adom, uuid);
      state.views = state.views.filter((v) => v.uuid !== uuid);
      save();
      return { code: 0, message: 'Deleted.' };
    },
    saveLayout(adom, uuid, widgets) {
      const view = find(adom, uuid);
      view.widgets = checkLayout(widgets);
      save();
      return view;
    },
    reset() {
      state = { views: [], templates: seedTemplates() };
      save();
    },
  };
}
