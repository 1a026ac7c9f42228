import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button, Menu, Tooltip, type MenuProps } from 'antd';
import { ColumnWidthOutlined, MenuOutlined } from '@ant-design/icons';
import { msg } from '@/lib/i18n/messages.ts';
import { useContentMenuMode } from './content-menu-mode.ts';

export interface ContentMenuItem {
  /** absolute path of the screen; for an action, a key of its own (with a '#', so that it is never a screen) */
  path: string;
  label: string;
  children?: ContentMenuItem[];
  /** an action on the screen shown (Rename, Delete…): chosen, it runs instead of opening a screen */
  onSelect?: () => void;
  icon?: ReactNode;
  danger?: boolean;
}

export interface ContentMenuProps {
  items: ContentMenuItem[];
  /** path of the screen shown now */
  selected: string | null;
}

/** The attribute that names a menu entry by its key, for focusContentMenuEntry. */
const KEY_ATTRIBUTE = 'data-content-menu-key';

function entryLabel(key: string, label: string): ReactNode {
  return <span {...{ [KEY_ATTRIBUTE]: key }}>{label}</span>;
}

function toMenuItems(items: ContentMenuItem[]): NonNullable<MenuProps['items']> {
  return items.map((i) =>
    i.children?.length
      ? {
          // a sub-menu heading is not a screen; its own screen (if any) is the first entry inside
          key: `${i.path}#menu`,
          label: entryLabel(`${i.path}#menu`, i.label),
          children: [...(i.path.includes('#') ? [] : [{ key: i.path, label: entryLabel(i.path, i.label) }]), ...toMenuItems(i.children)],
        }
      : {
          key: i.path,
          label: entryLabel(i.path, i.label),
          icon: i.icon,
          danger: i.danger,
          className: i.onSelect ? 'content-menu-action' : undefined,
        },
  );
}

function actionsOf(items: ContentMenuItem[], out = new Map<string, () => void>()): Map<string, () => void> {
  for (const i of items) {
    if (i.onSelect) out.set(i.path, i.onSelect);
    if (i.children) actionsOf(i.children, out);
  }
  return out;
}

/** The sub-menu headings that hold the entry of `key` (outermost first); empty when no sub-menu holds it. */
export function headingsAbove(items: readonly ContentMenuItem[], key: string): string[] {
  for (const i of items) {
    if (!i.children?.length) continue;
    if (i.path === key || i.children.some((c) => c.path === key && !c.children?.length)) return [`${i.path}#menu`];
    const inner = headingsAbove(i.children, key);
    if (inner.length) return [`${i.path}#menu`, ...inner];
  }
  return [];
}

/** The module's own menu, above the page (horizontal) or beside it (vertical), as the user chose. */
export function ContentMenu({ items, selected }: ContentMenuProps) {
  const [mode, setMode] = useContentMenuMode();
  const navigate = useNavigate();
  const { key: locationKey } = useLocation();
  // an entry asked for before a navigation takes the focus once the menu of the screen reached is drawn (once)
  useEffect(() => {
    const key = focusAfterNavigation;
    focusAfterNavigation = null;
    if (key) focusContentMenuEntry(key);
  }, [locationKey]);
  const nextMode = mode === 'horizontal' ? 'vertical' : 'horizontal';
  const switchLabel = msg(nextMode === 'horizontal' ? 'shell.contentMenuHorizontal' : 'shell.contentMenuVertical');
  const actions = actionsOf(items);
  return (
    <nav className={`content-menu content-menu-${mode}`} aria-label={msg('shell.moduleNavigation')}>
      <Menu
        mode={mode === 'horizontal' ? 'horizontal' : 'inline'}
        items={toMenuItems(items)}
        selectedKeys={selected ? [selected] : []}
        // beside the page, the sub-menus holding the screen shown start open (its entry and its actions in sight)
        defaultOpenKeys={mode === 'vertical' && selected ? headingsAbove(items, selected) : undefined}
        onClick={({ key, domEvent }) => {
          // Enter acts on its key press: the rest of that key (its keypress) must not reach what the action opens
          // (a dialog's first button, the editor's first tool) and act there a second time
          if (domEvent.type === 'keydown') domEvent.preventDefault();
          const action = actions.get(key);
          if (action) action();
          else if (!key.includes('#')) void navigate(key);
        }}
        className="content-menu-items"
      />
      <Tooltip title={switchLabel}>
        <Button
          type="text"
          size="small"
          className="content-menu-switch"
          aria-label={switchLabel}
          icon={mode === 'horizontal' ? <MenuOutlined /> : <ColumnWidthOutlined />}
          onClick={() => setMode(nextMode)}
        />
      </Tooltip>
    </nav>
  );
}

/** Whether an element is drawn (where the browser can tell: checkVisibility is not everywhere). */
function shown(element: Element): boolean {
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}

/**
 * Puts the keyboard focus on an entry of the module menu (a screen's path or an action's key), as after a dialog
 * the entry opened has closed; where the entry is folded away in a closed sub-menu, on the heading of the sub-menu
 * that holds it. False when the menu has no such entry (yet).
 */
export function focusContentMenuEntry(key: string): boolean {
  const label = [...document.querySelectorAll(`[${KEY_ATTRIBUTE}]`)].find((el) => el.getAttribute(KEY_ATTRIBUTE) === key);
  let entry = label?.closest<HTMLElement>('[role="menuitem"]') ?? null;
  while (entry && !shown(entry)) {
    // the sub-menu heading controls the list the entry is in
    const list = entry.closest('ul[id]');
    entry = list ? document.querySelector<HTMLElement>(`[role="menuitem"][aria-controls="${CSS.escape(list.id)}"]`) : null;
  }
  if (!entry) return false;
  entry.focus();
  return true;
}

/**
 * After a dialog an entry of the module menu opened has closed: the focus back on that entry unless it already is
 * somewhere on the page (the dialog gives it back to a shown entry itself; one folded away in a closed sub-menu
 * cannot take it, and its sub-menu heading does).
 */
export function returnFocusToContentMenuEntry(key: string): void {
  const active = document.activeElement;
  if (active && active !== document.body && active.isConnected && shown(active)) return;
  focusContentMenuEntry(key);
}

let focusAfterNavigation: string | null = null;

/**
 * Asks for the focus on an entry of the module menu once the screen a navigation leads to is drawn: the screen
 * that takes the place of one the user just deleted from its menu.
 */
export function focusContentMenuEntryAfterNavigation(key: string): void {
  focusAfterNavigation = key;
}
