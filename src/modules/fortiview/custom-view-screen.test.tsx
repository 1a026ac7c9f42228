import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import type { ContentMenuItem } from '@/shell/content-menu.tsx';
import { contentMenuMode } from '@/shell/content-menu-mode.ts';
import { CustomViewScreen } from './custom-view-screen.tsx';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
  // an empty view: no widget data to wait for
  mock.reply('listCustomViews', (_call, list) => ({ ...list, views: list.views.map((v) => ({ ...v, widgets: [] })) }));
  contentMenuMode.set('vertical');
});
afterEach(() => {
  mock.dispose();
  localStorage.clear();
});

const FIRST = '/fortiview/noc/faz-performance-monitor';

function renderView(type: 'noc' | 'ftv', persona = 'analyzer') {
  mock.persona(persona);
  const path = `/fortiview/${type}/custom_view/cv-my-threats`;
  const menu: ContentMenuItem[] = [
    { path: `/fortiview/${type}/faz-performance-monitor`, label: 'Local System Performance' },
    { path: `/fortiview/${type}/custom_view#folder`, label: 'Custom Views', children: [{ path, label: 'My Threats' }] },
  ];
  return renderShell(<CustomViewScreen type={type} dashId="cv-my-threats" adom="root" breadcrumb={[]} menu={menu} firstMenuPath={FIRST} />, {
    path,
    routes: [{ path: FIRST, element: <p>first dashboard</p> }],
  });
}

async function sideMenu() {
  await screen.findByRole('heading', { level: 1, name: 'My Threats' });
  return screen.getByRole('navigation', { name: 'Module navigation' });
}

/** The one dialog open, by its title (in tests every antd id is the same, so a dialog's name cannot be looked up). */
async function dialogTitled(title: string) {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(title, { selector: '.ant-modal-title' })).toBeInTheDocument();
  return dialog;
}

const entries = (nav: HTMLElement) => within(nav).getAllByRole('menuitem').map((i) => i.textContent);

describe('a user-made dashboard', () => {
  it('lists Edit, Rename and Delete in the side menu, under its entry, and none in the title row', async () => {
    renderView('noc');
    const nav = await sideMenu();
    expect(entries(nav)).toEqual(['Local System Performance', 'Custom Views', 'My Threats', 'Edit', 'Rename', 'Delete']);
    const main = screen.getByRole('heading', { level: 1 }).parentElement!;
    expect(within(main).queryByRole('button', { name: /Edit|Rename|Delete/ })).toBeNull();
    expect(within(main).getByRole('button', { name: /New Custom View/ })).toBeInTheDocument();
  });

  it('on the ftv path has no Edit', async () => {
    renderView('ftv');
    expect(entries(await sideMenu())).toEqual(['Local System Performance', 'Custom Views', 'My Threats', 'Rename', 'Delete']);
  });

  it('has no actions without read-write on the log viewer', async () => {
    renderView('noc', 'readOnly');
    expect(entries(await sideMenu())).toEqual(['Local System Performance', 'Custom Views', 'My Threats']);
  });

  it('Rename from the side menu opens its dialog; Cancel sends nothing and gives the focus back to Rename', async () => {
    renderView('noc');
    const nav = await sideMenu();
    const user = userEvent.setup();
    await user.click(within(nav).getByRole('menuitem', { name: 'Rename' }));
    const dialog = await dialogTitled('Rename Custom View');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('My Threats');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(nav).getByRole('menuitem', { name: 'Rename' })).toHaveFocus());
    expect(mock.callsOf('renameCustomView')).toEqual([]);
  });

  it('Edit from the side menu opens the editor with the focus in it, and the focus is back on Edit after it', async () => {
    renderView('noc');
    const nav = await sideMenu();
    const user = userEvent.setup();
    await user.click(within(nav).getByRole('menuitem', { name: 'Edit' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Add Widget/ })).toHaveFocus());
    // while editing, the editor's own tools only
    expect(entries(nav)).toEqual(['Local System Performance', 'Custom Views', 'My Threats']);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(nav).getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
  });

  it('Delete from the side menu asks, then deletes and goes to the first dashboard of the menu', async () => {
    const { router } = renderView('noc');
    const nav = await sideMenu();
    const user = userEvent.setup();
    await user.click(within(nav).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await dialogTitled('Confirm Deletion');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(FIRST));
    expect(mock.callsOf('deleteCustomView')[0]!.url.pathname).toBe('/api/gui/customview/adom/root/cv-my-threats');
  });
});
