/**
 * Custom views as an analyzer administrator makes them: New Custom View (blank or from a template, with its rules:
 * an empty name does nothing and says nothing, 'Please choose a template.' is the only message), a blank view made
 * from the ftv path filled under noc, Edit, Rename and Delete from the side menu (by mouse and by keyboard, the
 * dialogs keeping the focus and giving it back), Confirm Deletion (and a failed delete that says nothing), the editor
 * by mouse and by keyboard alone, saved layouts found again after a reload, unsaved changes that ask first, a
 * read-only administrator without actions, and axe in both themes. The views are kept by the mock appliance, in the test's sandbox and for the
 * persona that made them (tests/e2e/appliance-system.test.ts: after a restart, and gone after a reset).
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { consoleUrl, enterSandbox, expectNoProblems, expectNoSeriousA11yViolations, screenshot, useBrowser } from './support/browser.ts';
import { dashboardFlows } from './dashboard-flows.ts';
import { dialogTitled } from './psirt-flows.ts';
import { settled } from './support/settle.ts';

const browser = useBrowser();
const { openAs } = dashboardFlows(browser);
const START = '/fortiview/noc/traffic/l7-traffic-monitor';
let serial = 0;
const unique = (name: string) => `${name} ${Date.now() % 100000}-${++serial}`;

interface Placement {
  id: string;
  widget: string;
  x: number;
  y: number;
  w: number;
  h: number;
  defaultHide?: boolean;
}

/** A custom-view call of the API in the test's sandbox, as `persona` (as another session of that administrator). */
async function customViewApi(method: string, path: string, persona: string, body?: unknown) {
  const context = browser();
  await enterSandbox(context);
  return context.request.fetch(consoleUrl(`/api/gui/customview/adom/${path}`), {
    method,
    headers: { 'content-type': 'application/json', 'x-csrf-token': 'test', 'x-mock-persona': persona },
    data: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A view made through the API (as another session of the same administrator would). */
async function createByApi(name: string, widgets: Placement[], persona = 'analyzer'): Promise<string> {
  const res = await customViewApi('POST', 'root', persona, { name, widgets, subType: 'generic', isTemplate: false });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { uuid: string }).uuid;
}

async function viewsByApi(persona = 'analyzer'): Promise<{ uuid: string; name: string; widgets: Placement[] }[]> {
  const res = await customViewApi('GET', 'root', persona);
  return ((await res.json()) as { views: { uuid: string; name: string; widgets: Placement[] }[] }).views;
}

async function openNewViewDialog(page: Page) {
  await page.getByRole('main').getByRole('button', { name: 'New Custom View' }).click();
  const dialog = dialogTitled(page, 'New Custom View');
  await dialog.waitFor();
  await dialog.getByLabel('Name').waitFor();
  return dialog;
}

/** Checks a radio of the dialog; a click while the form is still settling after it opened is tried again. */
async function choose(dialog: Locator, name: string) {
  const radio = dialog.getByRole('radio', { name });
  await expect.poll(async () => {
    if (!(await radio.isChecked())) await radio.click();
    return radio.isChecked();
  }).toBe(true);
}

/** The side menu of the dashboards (the fortiview menu). */
const sideMenu = (page: Page) => page.getByRole('main').getByRole('navigation', { name: 'Module navigation' });

/** An entry of the side menu's Custom Views folder (in a popup while the menu is above the page). */
function customViewsEntry(page: Page, name: string): Locator {
  return page.getByRole('menuitem', { name, exact: true });
}

/** Opens the Custom Views folder of the side menu with the mouse: a popup above the page, a sub-list beside it. */
async function openCustomViews(page: Page) {
  const folder = sideMenu(page).getByRole('menuitem', { name: 'Custom Views' });
  if ((await folder.getAttribute('aria-expanded')) === 'true') return;
  const beside = await sideMenu(page).evaluate((nav) => nav.classList.contains('content-menu-vertical'));
  if (beside) await folder.click();
  else await folder.hover();
  await expect.poll(() => folder.getAttribute('aria-expanded')).toBe('true');
}

/** Chooses an entry of the Custom Views folder of the side menu with the mouse. */
async function fromCustomViews(page: Page, name: string) {
  await openCustomViews(page);
  await customViewsEntry(page, name).click();
}

/** Puts the side menu beside the page (where the folder of the view shown is open) or above it; the choice is kept. */
async function placeMenu(page: Page, where: 'beside' | 'above') {
  const other = where === 'beside' ? 'above' : 'beside';
  const menu = sideMenu(page);
  await menu.getByRole('button', { name: /^Show the module menu (above|beside) the page$/ }).waitFor();
  const toggle = menu.getByRole('button', { name: `Show the module menu ${where} the page` });
  if (await toggle.count()) await toggle.click();
  await menu.getByRole('button', { name: `Show the module menu ${other} the page` }).waitFor();
}
const menuBesidePage = (page: Page) => placeMenu(page, 'beside');

const focused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/** The texts of the messages the dialog shows under its fields. */
const fieldMessages = (dialog: Locator) => dialog.locator('.ant-form-item-explain-error').allTextContents();

const heading = (page: Page, name: string) => page.getByRole('main').getByRole('heading', { level: 1, name, exact: true });
const handles = (page: Page) => page.getByRole('main').getByRole('button', { name: /^Move or resize / });

describe('New Custom View', () => {
  it('creates a blank SD-WAN view, opens it in edit mode, adds a widget from the catalogue and finds it after a reload', async () => {
    const page = await openAs({ persona: 'analyzer' }, START);
    const dialog = await openNewViewDialog(page);
    const name = unique('WAN links');
    await dialog.getByLabel('Name').fill(name);
    await choose(dialog, 'SD-WAN');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(/\/fortiview\/noc\/custom_view\/cv-/);
    await heading(page, name).waitFor();
    // edit mode: the editor's own tools, and a hint on the empty grid
    await page.getByRole('main').getByText('Choose Add Widget to put widgets on it.').waitFor();
    await page.getByRole('button', { name: 'Add Widget' }).click();
    const picker = dialogTitled(page, 'Add a Widget');
    // an SD-WAN view leads with the SD-WAN section
    expect(await picker.getByRole('heading', { level: 3 }).first().textContent()).toBe('SD-WAN');
    await picker.getByRole('searchbox', { name: 'Search widgets' }).fill('top sources');
    await picker.getByRole('button', { name: /^Top Sources/ }).first().click();
    await picker.waitFor({ state: 'hidden' });
    await expect.poll(() => handles(page).count()).toBe(1);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('button', { name: 'Add Widget' }).waitFor({ state: 'hidden' });
    await page.getByText('The dashboard was saved.').waitFor();
    await page.reload();
    await heading(page, name).waitFor();
    await page.getByRole('main').getByRole('region', { name: 'Top Sources' }).waitFor();
    expect(await page.getByRole('main').getByRole('navigation').getByText('Custom Views').count()).toBe(1);
    expectNoProblems(page);
  });

  it('copies a template without its hidden widgets; the templates show their ADOM', async () => {
    const page = await openAs({ persona: 'analyzer' }, START);
    const dialog = await openNewViewDialog(page);
    const name = unique('From SOC');
    await dialog.getByLabel('Name').fill(name);
    await choose(dialog, 'From Template');
    await dialog.getByRole('combobox', { name: 'Template' }).click();
    for (const t of ['SOC Overview [root]', 'SD-WAN Health [root]', 'Traffic Summary [Datacenter-Firewall]']) {
      await page.getByTitle(t, { exact: true }).waitFor();
    }
    await page.getByTitle('SOC Overview [root]', { exact: true }).click();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(/custom_view\/cv-/);
    await heading(page, name).waitFor();
    // SOC Overview has six widgets, two of them hidden by default
    await expect.poll(() => handles(page).count()).toBe(4);
    const saved = (await viewsByApi()).find((v) => v.name === name)!;
    expect(saved.widgets.map((w) => w.widget)).toEqual(['threat-map', 'top-threats', 'ioc', 'failed-auth']);
  });

  it('does nothing and says nothing for an empty name, says only "Please choose a template.", and shows a refused name on the Name field', async () => {
    const page = await openAs({ persona: 'analyzer' }, START);
    const creates: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/gui/customview/')) creates.push(r.url());
    });
    const dialog = await openNewViewDialog(page);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.getByLabel('Name').fill('   ');
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'OK' }).click();
    // nothing sent, nothing said, and the dialog stays
    await settled(page);
    expect(creates).toEqual([]);
    expect(await fieldMessages(dialog)).toEqual([]);
    expect(await dialog.isVisible()).toBe(true);

    // the appliance's limit on a name is held by the field, without a word
    const name = dialog.getByLabel('Name');
    await name.fill('');
    await name.pressSequentially('x'.repeat(70));
    expect(await name.inputValue()).toBe('x'.repeat(64));
    expect(await fieldMessages(dialog)).toEqual([]);

    await name.fill('');
    await choose(dialog, 'From Template');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.getByText('Please choose a template.').waitFor();
    // the only message of these dialogs, even with the name empty
    expect(await fieldMessages(dialog)).toEqual(['Please choose a template.']);
    expect(creates).toEqual([]);

    const taken = unique('Taken');
    await createByApi(taken, []);
    await choose(dialog, 'Blank');
    await name.fill(taken);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.getByText(`A dashboard named "${taken}" already exists.`).waitFor();
    // what the user typed is kept, and the dialog stays
    expect(await name.inputValue()).toBe(taken);
    expect(creates).toHaveLength(1);
    expectNoProblems(page, { allowApiStatus: [400] });
  });

  it('a blank view made from the ftv path opens under noc in edit mode, is filled there, and shows its widgets on the ftv path', async () => {
    const page = await openAs({ persona: 'analyzer' }, '/fortiview/ftv');
    expect(new URL(page.url()).pathname).toMatch(/^\/fortiview\/ftv\//);
    const dialog = await openNewViewDialog(page);
    const name = unique('From ftv');
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(/\/fortiview\/noc\/custom_view\/cv-/);
    const uuid = new URL(page.url()).pathname.split('/').pop()!;
    await heading(page, name).waitFor();
    await page.getByRole('main').getByText('Choose Add Widget to put widgets on it.').waitFor();
    await page.getByRole('button', { name: 'Add Widget' }).click();
    const picker = dialogTitled(page, 'Add a Widget');
    await picker.getByRole('searchbox', { name: 'Search widgets' }).fill('top destinations');
    await picker.getByRole('button', { name: /^Top Destinations/ }).first().click();
    await picker.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('button', { name: 'Add Widget' }).waitFor({ state: 'hidden' });
    expect((await viewsByApi()).find((v) => v.uuid === uuid)!.widgets.map((w) => w.widget)).toEqual(['top-destinations']);

    await page.goto(`/fortiview/ftv/custom_view/${uuid}`);
    await page.getByRole('main').getByRole('region', { name: 'Top Destinations' }).waitFor();
    // Edit is hidden for ftv dashboards; Rename and Delete are in its side menu
    await openCustomViews(page);
    expect(await customViewsEntry(page, 'Rename').isVisible()).toBe(true);
    expect(await customViewsEntry(page, 'Delete').isVisible()).toBe(true);
    expect(await customViewsEntry(page, 'Edit').count()).toBe(0);
    expectNoProblems(page);
  });
});

describe('Edit, Rename and Delete from the side menu', () => {
  it('renames a view from the side menu and returns to its path', async () => {
    const name = unique('To rename');
    const uuid = await createByApi(name, [{ id: 'top-sources-1', widget: 'top-sources', x: 0, y: 0, w: 12, h: 9 }]);
    const page = await openAs({ persona: 'analyzer' }, `/fortiview/noc/custom_view/${uuid}`);
    await heading(page, name).waitFor();
    // the page's title row has no such actions any more
    for (const action of [/Edit$/, /Rename$/, /Delete$/]) expect(await page.getByRole('main').getByRole('button', { name: action }).count()).toBe(0);
    await fromCustomViews(page, 'Rename');
    const dialog = dialogTitled(page, 'Rename Custom View');
    const renamed = unique('Renamed');
    await dialog.getByLabel('Name').fill(renamed);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await heading(page, renamed).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/fortiview/noc/custom_view/${uuid}`);
  });

  it('by keyboard: Rename keeps the focus in its dialog and gives it back to Rename; an emptied name does nothing', async () => {
    const name = unique('Keys');
    const uuid = await createByApi(name, []);
    const page = await openAs({ persona: 'analyzer' }, `/fortiview/noc/custom_view/${uuid}`);
    await heading(page, name).waitFor();
    await menuBesidePage(page);
    const view = customViewsEntry(page, name);
    await view.focus();
    // the view's own actions follow its entry (the menu moves the focus in its next frame: each key waits for it)
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focused(customViewsEntry(page, 'Edit'))).toBe(true);
    await page.keyboard.press('ArrowDown');
    const rename = customViewsEntry(page, 'Rename');
    await expect.poll(() => focused(rename)).toBe(true);
    await page.keyboard.press('Enter');
    const dialog = dialogTitled(page, 'Rename Custom View');
    await dialog.waitFor();
    await expect.poll(() => focused(dialog)).toBe(true);
    // Tab and Shift+Tab never reach the page behind the dialog (past its last field the focus may rest on the
    // browser itself for one key, and the next comes back to the dialog's first)
    const behindDialog = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        return !!active && active !== document.body && !active.closest('.ant-modal-wrap');
      });
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await behindDialog()).toBe(false);
    }
    expect(await focused(dialog)).toBe(true);
    await dialog.getByLabel('Name').fill('');
    await page.keyboard.press('Enter');
    expect(await fieldMessages(dialog)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => focused(rename)).toBe(true);
    expect((await viewsByApi()).find((v) => v.uuid === uuid)!.name).toBe(name);
  });

  it('by keyboard: Edit opens the editor with the focus in it and gives the focus back to Edit after Save', async () => {
    const uuid = await createByApi(unique('Edit keys'), []);
    const page = await openAs({ persona: 'analyzer' }, `/fortiview/noc/custom_view/${uuid}`);
    await menuBesidePage(page);
    const edit = customViewsEntry(page, 'Edit');
    await edit.focus();
    await page.keyboard.press('Enter');
    const add = page.getByRole('button', { name: 'Add Widget' });
    await expect.poll(() => focused(add)).toBe(true);
    await page.keyboard.press('Enter');
    const picker = dialogTitled(page, 'Add a Widget');
    await picker.getByRole('searchbox', { name: 'Search widgets' }).fill('top sources');
    await picker.getByRole('button', { name: /^Top Sources/ }).first().click();
    await picker.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Save', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(edit)).toBe(true);
    expect((await viewsByApi()).find((v) => v.uuid === uuid)!.widgets).toHaveLength(1);
  });

  it('asks before deleting; then the first remaining view, and after the last one the first dashboard of the menu', async () => {
    for (const v of await viewsByApi()) await customViewApi('DELETE', `root/${v.uuid}`, 'analyzer');
    const first = await createByApi(unique('First'), []);
    const second = await createByApi(unique('Second'), []);
    const page = await openAs({ persona: 'analyzer' }, `/fortiview/noc/custom_view/${second}`);
    await fromCustomViews(page, 'Delete');
    const confirm = dialogTitled(page, 'Confirm Deletion');
    await confirm.getByText('Are you sure you want to delete this dashboard?').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect((await viewsByApi()).map((v) => v.uuid)).toEqual([first, second]);

    await fromCustomViews(page, 'Delete');
    await confirm.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL((u) => u.pathname === `/fortiview/noc/custom_view/${first}`);
    await confirm.waitFor({ state: 'hidden' });
    await fromCustomViews(page, 'Delete');
    await confirm.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL((u) => u.pathname === '/fortiview/noc/faz-performance-monitor');
    expect(await viewsByApi()).toEqual([]);
    // no views, no Custom Views folder
    expect(await sideMenu(page).getByText('Custom Views').count()).toBe(0);
  });

  it('by keyboard: after a delete the focus is on the entry of the view that takes its place', async () => {
    for (const v of await viewsByApi()) await customViewApi('DELETE', `root/${v.uuid}`, 'analyzer');
    const stays = unique('Stays');
    await createByApi(stays, []);
    const goes = await createByApi(unique('Goes'), []);
    const page = await openAs({ persona: 'analyzer' }, `/fortiview/noc/custom_view/${goes}`);
    await menuBesidePage(page);
    await customViewsEntry(page, 'Delete').focus();
    await page.keyboard.press('Enter');
    const confirm = dialogTitled(page, 'Confirm Deletion');
    await confirm.getByRole('button', { name: 'OK' }).focus();
    await page.keyboard.press('Enter');
    await heading(page, stays).waitFor();
    await expect.poll(() => focused(customViewsEntry(page, stays))).toBe(true);
  });

  it('ignores a failed delete silently', async () => {
    const name = unique('Stays');
    const uuid = await createByApi(name, []);
    const page = await openAs({ persona: 'analyzer', faults: { deleteCustomView: 500 } }, `/fortiview/noc/custom_view/${uuid}`);
    await fromCustomViews(page, 'Delete');
    const confirm = dialogTitled(page, 'Confirm Deletion');
    await confirm.getByRole('button', { name: 'OK' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await heading(page, name).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe(`/fortiview/noc/custom_view/${uuid}`);
    expect((await viewsByApi()).some((v) => v.uuid === uuid)).toBe(true);
    // the focus is back in the side menu
    await expect.poll(() => sideMenu(page).evaluate((nav) => nav.contains(document.activeElement))).toBe(true);
  });
});

describe('the editor', () => {
  const two: Placement[] = [
    { id: 'top-sources-1', widget: 'top-sources', x: 0, y: 0, w: 12, h: 9 },
    { id: 'top-destinations-2', widget: 'top-destinations', x: 12, y: 0, w: 12, h: 9 },
  ];

  it('moves and resizes a widget by keyboard alone, announcing each step, and keeps it after a reload', async () => {
    const uuid = await createByApi(unique('Keyboard'), two);
    const page = await openAs({ persona: 'analyzer' }, `/fortiview/noc/custom_view/${uuid}`);
    await menuBesidePage(page);
    const edit = customViewsEntry(page, 'Edit');
    await edit.focus();
    await page.keyboard.press('Enter');
    const handle = page.getByRole('button', { name: 'Move or resize Top Destinations' });
    await handle.waitFor();
    // Tab reaches the handle
    await page.getByRole('button', { name: 'Cancel', exact: true }).focus();
    for (let i = 0; i < 40 && !(await handle.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    expect(await handle.evaluate((el) => el === document.activeElement)).toBe(true);
    const live = page.getByRole('main').getByRole('status').filter({ hasText: /moved|wide|further/ });
    await page.keyboard.press('ArrowDown');
    await live.getByText('Top Destinations moved to column 13, row 2.').waitFor();
    await page.keyboard.press('ArrowRight');
    await live.getByText('Top Destinations cannot go further.').waitFor();
    await page.keyboard.press('Shift+ArrowLeft');
    await live.getByText('Top Destinations is 11 columns wide and 9 rows high.').waitFor();
    await page.keyboard.press('Shift+ArrowDown');
    await live.getByText('Top Destinations is 11 columns wide and 10 rows high.').waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(edit)).toBe(true);
    const saved = (await viewsByApi()).find((v) => v.uuid === uuid)!;
    expect(saved.widgets.find((w) => w.id === 'top-destinations-2')).toMatchObject({ x: 12, y: 1, w: 11, h: 10 });
    expect(saved.widgets.every((w) => w.x + w.w <= 24)).toBe(true);
    await page.reload();
    await edit.waitFor();
    const box = await page.getByRole('main').getByRole('region', { name: 'Top Destinations' }).boundingBox();
    const other = await page.getByRole('main').getByRole('region', { name: 'Top Sources' }).boundingBox();
    expect(box!.y).toBeGreaterThan(other!.y);
  });

  it('moves a widget by dragging its handle and resizes it by its corner with the mouse', async () => {
    const uuid = await createByApi(unique('Mouse'), two);
    const page = await openAs({ persona: 'analyzer' }, `/fortiview/noc/custom_view/${uuid}`);
    await fromCustomViews(page, 'Edit');
    const handle = page.getByRole('button', { name: 'Move or resize Top Sources' });
    const from = (await handle.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    // down by more than a widget's height: below the other one
    for (let i = 1; i <= 10; i++) await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + i * 45);
    await page.mouse.up();
    const corner = page.locator('.dashboard-grid-item').filter({ has: page.getByRole('region', { name: 'Top Destinations' }) }).locator('.react-resizable-handle');
    const c = (await corner.boundingBox())!;
    await page.mouse.move(c.x + c.width / 2, c.y + c.height / 2);
    await page.mouse.down();
    for (let i = 1; i <= 5; i++) await page.mouse.move(c.x + c.width / 2, c.y + c.height / 2 + i * 30);
    await page.mouse.up();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('button', { name: 'Add Widget' }).waitFor({ state: 'hidden' });
    const saved = (await viewsByApi()).find((v) => v.uuid === uuid)!;
    const sources = saved.widgets.find((w) => w.id === 'top-sources-1')!;
    const destinations = saved.widgets.find((w) => w.id === 'top-destinations-2')!;
    expect(sources.y).toBeGreaterThan(0);
    expect(destinations.h).toBeGreaterThan(9);
    expect(saved.widgets.every((w) => w.x + w.w <= 24)).toBe(true);
  });

  it('asks before leaving with unsaved changes; Stay keeps them, Leave drops them', async () => {
    const uuid = await createByApi(unique('Unsaved'), two);
    const page = await openAs({ persona: 'analyzer' }, `/fortiview/noc/custom_view/${uuid}`);
    await fromCustomViews(page, 'Edit');
    await page.getByRole('button', { name: 'Remove Top Sources' }).click();
    await expect.poll(() => handles(page).count()).toBe(1);
    await page.getByRole('main').getByRole('navigation').getByRole('menuitem', { name: 'Local System Performance' }).click();
    const ask = dialogTitled(page, 'Unsaved Changes');
    await ask.getByText('You have unsaved changes. Leave without saving them?').waitFor();
    await ask.getByRole('button', { name: 'Stay' }).click();
    expect(new URL(page.url()).pathname).toBe(`/fortiview/noc/custom_view/${uuid}`);
    expect(await handles(page).count()).toBe(1);
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await ask.getByRole('button', { name: 'Leave' }).click();
    // back to viewing, with both widgets as saved
    await page.getByRole('button', { name: 'Add Widget' }).waitFor({ state: 'hidden' });
    expect(await page.getByRole('main').getByRole('region', { name: 'Top Sources' }).count()).toBe(1);
    expect((await viewsByApi()).find((v) => v.uuid === uuid)!.widgets).toHaveLength(2);
  });
});

describe('roles and accessibility', () => {
  it('a read-only administrator sees the view without Edit, Rename or Delete, and may still open New Custom View', async () => {
    const name = unique('Shared');
    const uuid = await createByApi(name, [{ id: 'top-sources-1', widget: 'top-sources', x: 0, y: 0, w: 12, h: 9 }], 'readOnly');
    const page = await openAs({ persona: 'readOnly' }, `/fortiview/noc/custom_view/${uuid}`);
    await heading(page, name).waitFor();
    const main = page.getByRole('main');
    // buttons named by their icon and text: 'edit Edit'
    for (const action of [/Edit$/, /Rename$/, /Delete$/]) expect(await main.getByRole('button', { name: action }).count()).toBe(0);
    // nor in the side menu: the view's entry alone
    await openCustomViews(page);
    await customViewsEntry(page, name).waitFor();
    for (const action of ['Edit', 'Rename', 'Delete']) expect(await customViewsEntry(page, action).count()).toBe(0);
    const dialog = await openNewViewDialog(page);
    expect(await dialog.getByLabel('Name').isEditable()).toBe(true);
    // the navigation state cannot open the editor for them either
    expect(await handles(page).count()).toBe(0);
  });

  it.each([
    ['light', {}],
    ['dark', { getProfile: 'darkWithAvatar' }],
  ])('the view, its side menu, the editor and the dialogs pass axe in the %s theme', async (theme, scenarios) => {
    const name = unique('Axe');
    const uuid = await createByApi(name, [
      { id: 'top-sources-1', widget: 'top-sources', x: 0, y: 0, w: 12, h: 9 },
      { id: 'top-country-2', widget: 'top-country', x: 12, y: 0, w: 12, h: 9, defaultHide: true },
    ]);
    const page = await openAs({ persona: 'analyzer', scenarios }, `/fortiview/noc/custom_view/${uuid}`);
    await page.getByRole('main').getByRole('region', { name: 'Top Sources' }).waitFor();
    await settled(page);
    await expectNoSeriousA11yViolations(page);
    // the side menu's actions, in the folder's popup above the page and beside the page
    await placeMenu(page, 'above');
    await openCustomViews(page);
    await customViewsEntry(page, 'Delete').waitFor();
    await expectNoSeriousA11yViolations(page);
    await fromCustomViews(page, 'Rename');
    const rename = dialogTitled(page, 'Rename Custom View');
    await rename.waitFor();
    await expectNoSeriousA11yViolations(page);
    await rename.getByRole('button', { name: 'Cancel' }).click();
    await rename.waitFor({ state: 'hidden' });
    await menuBesidePage(page);
    await customViewsEntry(page, 'Delete').hover();
    await expectNoSeriousA11yViolations(page);
    await customViewsEntry(page, 'Delete').click();
    await dialogTitled(page, 'Confirm Deletion').waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await customViewsEntry(page, 'Edit').click();
    await handles(page).first().waitFor();
    // the widget hidden by default says so, and its button offers to show it
    const hidden = page.getByRole('main').getByRole('region', { name: 'Top Country/Region' });
    await hidden.getByText('Hidden by default').waitFor();
    await hidden.getByRole('button', { name: 'Show Top Country/Region by default' }).waitFor();
    await settled(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, `custom-view-editor-${theme}`);
    await page.getByRole('button', { name: 'Add Widget' }).click();
    await dialogTitled(page, 'Add a Widget').waitFor();
    await settled(page);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    const dialog = await openNewViewDialog(page);
    await choose(dialog, 'From Template');
    await settled(page);
    await expectNoSeriousA11yViolations(page);
    // the create rule's only message
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.getByText('Please choose a template.').waitFor();
    await expectNoSeriousA11yViolations(page);
    expectNoProblems(page);
  });
});
