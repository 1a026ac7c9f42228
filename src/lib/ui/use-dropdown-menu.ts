import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { MenuProps } from 'antd';

type MenuClick = NonNullable<MenuProps['onClick']>;

/** How long an opening menu is waited for before its first item takes the focus (it is drawn, then aligned). */
const FOCUS_WAIT_FRAMES = 90;

const ITEM = '[role="menuitem"], [role="menuitemcheckbox"]';

/**
 * What a top-bar dropdown menu needs to work from the keyboard as from the mouse (the WAI-ARIA menu button):
 * the button says it opens a menu and whether it is open; when the menu opens its first item takes the focus; the
 * arrow keys, Home and End move along the items (antd's menu does that); Enter and Space act on the focused item;
 * Escape closes the menu and gives the focus back to the button, and Tab closes it and goes on from the button.
 *
 *   const menu = useDropdownMenu(onSelect);
 *   <Dropdown {...menu.dropdownProps} menu={{ items, ...menu.menuProps }}><Button {...menu.triggerProps} /></Dropdown>
 *
 * A menu of choices that are each on or off (items of role menuitemcheckbox) passes `{ keepOpen: true }`: it stays
 * open while the user turns several on or off, and closes with Escape or a click elsewhere.
 */
export function useDropdownMenu(onSelect?: MenuClick, { keepOpen = false }: { keepOpen?: boolean } = {}) {
  const [open, setOpenState] = useState(false);
  const menuId = useId();
  // the element that had the focus when the menu opened (its button): the focus goes back there when it closes
  const triggerRef = useRef<HTMLElement | null>(null);
  // set when the menu itself acted on the current key press, so a key is never acted on twice
  const actedRef = useRef(false);

  const focusInMenu = () => document.getElementById(menuId)?.contains(document.activeElement) ?? false;

  const setOpen = (next: boolean) => {
    if (next === open) return;
    if (next) {
      const active = document.activeElement;
      triggerRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
    } else if (focusInMenu()) {
      // the menu disappears with the focus inside it: without this the focus would fall back to the page's start
      triggerRef.current?.focus();
    }
    setOpenState(next);
  };

  // antd's dropdown moves the focus into the menu a fixed three frames after it opens, which is too soon when the
  // menu is drawn and aligned more slowly (its first opening, a busy machine): the focus then stays on the button and
  // the next Tab leaves for the following control. The first item takes the focus as soon as it can, and only once,
  // so a menu opened anew always starts at its first item, whichever the user left it on.
  useEffect(() => {
    if (!open) return;
    let frame = 0;
    let handle = 0;
    const focusFirst = () => {
      const first = [...(document.getElementById(menuId)?.querySelectorAll<HTMLElement>(ITEM) ?? [])].find(
        (item) => item.getAttribute('aria-disabled') !== 'true',
      );
      first?.focus();
      // an item of a menu that is not shown yet cannot take the focus: try again at the next frame
      if ((!first || document.activeElement !== first) && ++frame < FOCUS_WAIT_FRAMES) handle = requestAnimationFrame(focusFirst);
    };
    focusFirst();
    return () => cancelAnimationFrame(handle);
  }, [open, menuId]);

  const onClick: MenuClick = (info) => {
    if (info.domEvent.type === 'keydown') actedRef.current = true;
    if (!keepOpen) setOpen(false);
    onSelect?.(info);
  };

  // The menu's own Enter handling reads the legacy key code, which not every keyboard event carries, and it knows no
  // Space; this runs after it, from the menu's root. The key's default is always cancelled: otherwise the keypress
  // that follows lands on whatever the item has just opened (a dialog's focused button) and acts there too.
  // Escape and Tab are handled here too: antd closes the menu on Escape from a window listener that can run before
  // its own focus return, and the focus was lost with the menu.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const acted = actedRef.current;
    actedRef.current = false;
    if (event.key === 'Escape' || event.key === 'Tab') {
      // Escape stays on the button; Tab goes on from it to the next control (the key's default is kept)
      triggerRef.current?.focus();
      setOpen(false);
      return;
    }
    if (event.key !== 'Enter' && event.key !== ' ') return;
    const item = (event.target as HTMLElement).closest<HTMLElement>(ITEM);
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
    // the first item is focused above, once the menu is drawn: antd's own autoFocus would move it again three frames
    // after opening, taking it back from wherever a quick Tab or Escape has put it since
    dropdownProps: { open, onOpenChange: (next: boolean) => setOpen(next), autoFocus: false },
    menuProps: { id: menuId, onClick, onKeyDown },
    triggerProps: { 'aria-haspopup': 'menu' as const, 'aria-expanded': open },
  };
}
