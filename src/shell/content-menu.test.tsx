import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import { ContentMenu, focusContentMenuEntry, headingsAbove, type ContentMenuItem } from './content-menu.tsx';
import { contentMenuMode } from './content-menu-mode.ts';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
  contentMenuMode.set('vertical');
});
afterEach(() => {
  mock.dispose();
  localStorage.clear();
});

function menu(onRename = () => {}): ContentMenuItem[] {
  return [
    { path: '/fortiview/noc/faz-performance-monitor', label: 'Local System Performance' },
    {
      path: '/fortiview/noc/custom_view#folder',
      label: 'Custom Views',
      children: [
        { path: '/fortiview/noc/custom_view/cv-1', label: 'First' },
        { path: '/fortiview/noc/custom_view/cv-1#rename', label: 'Rename', onSelect: onRename },
        { path: '/fortiview/noc/custom_view/cv-2', label: 'Second' },
      ],
    },
  ];
}

describe('the module menu', () => {
  it('runs an action entry instead of opening a screen, by mouse and by keyboard', async () => {
    const onRename = vi.fn();
    const { router } = renderShell(<ContentMenu items={menu(onRename)} selected="/fortiview/noc/custom_view/cv-1" />, {
      path: '/fortiview/noc/custom_view/cv-1',
    });
    const nav = await screen.findByRole('navigation', { name: 'Module navigation' });
    const rename = within(nav).getByRole('menuitem', { name: 'Rename' });
    await userEvent.click(rename);
    expect(onRename).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/fortiview/noc/custom_view/cv-1');
    rename.focus();
    // the menu reads the key's legacy code, which user-event does not set
    fireEvent.keyDown(rename, { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });
    expect(onRename).toHaveBeenCalledTimes(2);
    await userEvent.click(within(nav).getByRole('menuitem', { name: 'Second' }));
    expect(router.state.location.pathname).toBe('/fortiview/noc/custom_view/cv-2');
  });

  it('beside the page, opens the sub-menu that holds the screen shown', async () => {
    renderShell(<ContentMenu items={menu()} selected="/fortiview/noc/custom_view/cv-2" />, { path: '/fortiview/noc/custom_view/cv-2' });
    const nav = await screen.findByRole('navigation', { name: 'Module navigation' });
    expect(within(nav).getByRole('menuitem', { name: 'Custom Views' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('menuitem', { name: 'Second' })).toBeInTheDocument();
  });

  it('puts the focus back on an entry by its key', async () => {
    renderShell(<ContentMenu items={menu()} selected="/fortiview/noc/custom_view/cv-1" />, { path: '/fortiview/noc/custom_view/cv-1' });
    const nav = await screen.findByRole('navigation', { name: 'Module navigation' });
    expect(focusContentMenuEntry('/fortiview/noc/custom_view/cv-1#rename')).toBe(true);
    await waitFor(() => expect(within(nav).getByRole('menuitem', { name: 'Rename' })).toHaveFocus());
    expect(focusContentMenuEntry('/fortiview/noc/custom_view/cv-9#rename')).toBe(false);
  });

  it.each([
    ['an entry of a sub-menu', '/fortiview/noc/custom_view/cv-2', ['/fortiview/noc/custom_view#folder#menu']],
    ['an entry at the top', '/fortiview/noc/faz-performance-monitor', []],
    ['no such entry', '/elsewhere', []],
  ])('finds the sub-menus above %s', (_case, key, headings) => {
    expect(headingsAbove(menu(), key)).toEqual(headings);
  });
});
