import { useRef, useState, type KeyboardEvent } from 'react';
import type { MenuProps } from 'antd';

type MenuClick = NonNullable<MenuProps['onClick']>;

/**
 * What a top-bar dropdown menu needs to work from the keyboard as from the mouse: Enter and Space act on the focused
 * item, the menu takes the focus when it opens, and its button says it opens a menu and whether it is open.
 *
 *   const menu = useDropdownMenu(onSelect);
 *   <Dropdown {...menu.dropdownProps} menu={{ items, ...menu.menuProps }}><Button {...menu.triggerProps} /></Dropdown>
 *
 * A menu of choices that are each on or off (items of role menuitemcheckbox) passes `{ keepOpen: true }`: it stays
 * open while the user turns several on or off, and closes with Escape or a click elsewhere.
 */
export function useDropdownMenu(onSelect?: MenuClick, { keepOpen = false }: { keepOpen?: boolean } = {}) {
  const [open, setOpen] = useState(false);
  // set when the menu itself acted on the current key press, so a key is never acted on twice
  const actedRef = useRef(false);

  const onClick: MenuClick = (info) => {
    if (info.domEvent.type === 'keydown') actedRef.current = true;
    if (!keepOpen) setOpen(false);
    onSelect?.(info);
  };

  // The menu's own Enter handling reads the legacy key code, which not every keyboard event carries, and it knows no
  // Space; this runs after it, from the menu's root. The key's default is always cancelled: otherwise the keypress
  // that follows lands on whatever the item has just opened (a dialog's focused button) and acts there too.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const acted = actedRef.current;
    actedRef.current = false;
    if (event.key !== 'Enter' && event.key !== ' ') return;
    const item = (event.target as HTMLElement).closest<HTMLElement>('[role="menuitem"], [role="menuitemcheckbox"]');
    if (!item) return;
    event.preventDefault();
    if (item.getAttribute('aria-disabled') === 'true') return;
    // an item that is a link opens it (its click reaches the menu's handler too); the menu's own Enter never does
    const link = item.querySelector<HTMLElement>('a[href]');
    if (link) link.click();
    else if (!acted) item.click();
  };

  return {
    open,
    setOpen,
    dropdownProps: { open, onOpenChange: (next: boolean) => setOpen(next), autoFocus: true },
    menuProps: { onClick, onKeyDown },
    triggerProps: { 'aria-haspopup': 'menu' as const, 'aria-expanded': open },
  };
}
