import type { ContentMenuItem } from '@/shell/content-menu.tsx';

/** The side-menu actions of a user-made dashboard, in the order they are listed. */
export const VIEW_ACTIONS = ['edit', 'rename', 'delete'] as const;
export type ViewAction = (typeof VIEW_ACTIONS)[number];

/** The menu key of an action on a view: its path and the action, never a screen of its own. */
export function viewActionKey(viewPath: string, action: ViewAction): string {
  return `${viewPath}#${action}`;
}

/**
 * The fortiview menu with a view's actions listed right under the view's own entry (wherever it is in the menu);
 * the menu unchanged when it has no entry for the view or there is no action.
 */
export function withViewActions(menu: readonly ContentMenuItem[], viewPath: string, actions: readonly ContentMenuItem[]): ContentMenuItem[] {
  if (!actions.length) return [...menu];
  return menu.flatMap((item) => {
    if (item.path === viewPath && !item.children?.length) return [item, ...actions];
    return item.children?.length ? [{ ...item, children: withViewActions(item.children, viewPath, actions) }] : [item];
  });
}
