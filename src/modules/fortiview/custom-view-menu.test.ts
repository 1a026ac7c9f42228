import { describe, expect, it } from 'vitest';
import type { ContentMenuItem } from '@/shell/content-menu.tsx';
import { viewActionKey, withViewActions } from './custom-view-menu.ts';

const menu: ContentMenuItem[] = [
  { path: '/fortiview/noc/faz-performance-monitor', label: 'Local System Performance' },
  {
    path: '/fortiview/noc/custom_view#folder',
    label: 'Custom Views',
    children: [
      { path: '/fortiview/noc/custom_view/cv-1', label: 'First' },
      { path: '/fortiview/noc/custom_view/cv-2', label: 'Second' },
    ],
  },
];
const rename: ContentMenuItem = { path: viewActionKey('/fortiview/noc/custom_view/cv-1', 'rename'), label: 'Rename', onSelect: () => {} };
const remove: ContentMenuItem = { path: viewActionKey('/fortiview/noc/custom_view/cv-1', 'delete'), label: 'Delete', onSelect: () => {} };

describe('the side menu of a user-made dashboard', () => {
  it('names each action by the view and the action, never as a screen', () => {
    expect(viewActionKey('/fortiview/ftv/custom_view/cv-1', 'edit')).toBe('/fortiview/ftv/custom_view/cv-1#edit');
  });

  it.each([
    ['the actions right under the view', '/fortiview/noc/custom_view/cv-1', [rename, remove], ['First', 'Rename', 'Delete', 'Second']],
    ['no actions: the menu as it was', '/fortiview/noc/custom_view/cv-1', [], ['First', 'Second']],
    ['a view the menu does not list: the menu as it was', '/fortiview/noc/custom_view/cv-9', [rename, remove], ['First', 'Second']],
  ])('%s', (_case, viewPath, actions, labels) => {
    const out = withViewActions(menu, viewPath, actions);
    expect(out[0]).toEqual(menu[0]);
    expect(out[1]!.children!.map((i) => i.label)).toEqual(labels);
  });

  it('never touches the menu it is given', () => {
    withViewActions(menu, '/fortiview/noc/custom_view/cv-2', [rename]);
    expect(menu[1]!.children).toHaveLength(2);
  });
});
