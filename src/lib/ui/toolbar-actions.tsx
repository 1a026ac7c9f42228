import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { msg } from '@/lib/i18n/messages.ts';

/**
 * Where a screen's actions go: the slot inside the module toolbar the route chose, or nowhere yet (the toolbar has
 * not mounted its slot). `hasToolbar` false: the route has no module toolbar, so actions stay in the screen.
 */
interface ToolbarSlot {
  hasToolbar: boolean;
  slot: HTMLElement | null;
  setSlot: (el: HTMLElement | null) => void;
}

const ToolbarSlotContext = createContext<ToolbarSlot | null>(null);

export interface ToolbarActionsHostProps {
  /** the route has a module toolbar (catalog/module-toolbars.json) */
  hasToolbar: boolean;
  children?: ReactNode;
}

/** Provided by the page frame: lets the screen inside it put its actions into the frame's module toolbar. */
export function ToolbarActionsHost({ hasToolbar, children }: ToolbarActionsHostProps) {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  const value = useMemo(() => ({ hasToolbar, slot, setSlot }), [hasToolbar, slot]);
  return <ToolbarSlotContext.Provider value={value}>{children}</ToolbarSlotContext.Provider>;
}

/** The module toolbar's ref for the element the screens' actions are drawn into. */
export function useToolbarSlotRef(): (el: HTMLElement | null) => void {
  const ctx = useContext(ToolbarSlotContext);
  const setSlot = ctx?.setSlot;
  return useCallback((el: HTMLElement | null) => setSlot?.(el), [setSlot]);
}

const ITEMS = 'button:not([disabled]), a[href], [role="button"]:not([aria-disabled="true"])';

function itemsOf(toolbar: HTMLElement): HTMLElement[] {
  return [...toolbar.querySelectorAll<HTMLElement>(ITEMS)].filter((el) => !el.closest('[hidden]'));
}

/**
 * One tab stop for the whole toolbar: the item last focused (else the first) takes Tab, the others are reached with
 * the arrow keys, Home and End (the WAI-ARIA toolbar pattern).
 */
function syncTabStops(toolbar: HTMLElement, current?: HTMLElement | null) {
  const items = itemsOf(toolbar);
  if (!items.length) return;
  const active =
    (current && items.includes(current) ? current : null) ??
    items.find((el) => el === document.activeElement) ??
    items.find((el) => el.dataset.rovingActive === 'true') ??
    items[0];
  for (const el of items) {
    el.tabIndex = el === active ? 0 : -1;
    if (el === active) el.dataset.rovingActive = 'true';
    else delete el.dataset.rovingActive;
  }
}

function moveFocus(toolbar: HTMLElement, e: KeyboardEvent) {
  const items = itemsOf(toolbar);
  const at = items.indexOf(document.activeElement as HTMLElement);
  if (at < 0) return;
  let next = -1;
  if (e.key === 'ArrowRight' || e.key === 'ArrowDown') next = (at + 1) % items.length;
  else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') next = (at - 1 + items.length) % items.length;
  else if (e.key === 'Home') next = 0;
  else if (e.key === 'End') next = items.length - 1;
  if (next < 0) return;
  e.preventDefault();
  items[next].focus();
}

/**
 * Arrow-key movement among a toolbar's items; keeps one tab stop as items come, go and change. Listens on the DOM
 * rather than through React, because the items are portalled in from the screen (React would bubble their events
 * to the screen, not to the toolbar).
 */
export function useRovingToolbar(): (el: HTMLElement | null) => void {
  const [el, setEl] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!el) return;
    syncTabStops(el);
    const observer = new MutationObserver(() => syncTabStops(el));
    observer.observe(el, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled', 'aria-disabled', 'hidden'] });
    const onFocus = (e: FocusEvent) => syncTabStops(el, e.target as HTMLElement);
    const onKey = (e: KeyboardEvent) => moveFocus(el, e);
    el.addEventListener('focusin', onFocus);
    el.addEventListener('keydown', onKey);
    return () => {
      observer.disconnect();
      el.removeEventListener('focusin', onFocus);
      el.removeEventListener('keydown', onKey);
    };
  }, [el]);
  return setEl;
}

/** The screen's actions when the route has no module toolbar: a toolbar of their own at the top of the screen. */
function InlineToolbar({ children }: { children: ReactNode }) {
  const roving = useRovingToolbar();
  return (
    <div
      ref={roving}
      className="toolbar-actions toolbar-actions-inline"
      role="toolbar"
      aria-label={msg('shell.screenActions')}
    >
      {children}
    </div>
  );
}

export interface ToolbarActionsProps {
  /** the screen's action buttons, in order */
  children?: ReactNode;
}

/**
 * A screen's actions (Create New, Edit, Delete, Refresh, …): drawn inside the module toolbar the route chose
 * (catalog/module-toolbars.json), or in a toolbar of their own at the top of the screen when the route has none.
 * Either way they are one tab stop, moved through with the arrow keys.
 */
export function ToolbarActions({ children }: ToolbarActionsProps) {
  const ctx = useContext(ToolbarSlotContext);
  if (ctx?.hasToolbar) {
    // until the toolbar has drawn its slot (the same commit), nothing rather than a flash of inline actions
    return ctx.slot ? createPortal(children, ctx.slot) : null;
  }
  return <InlineToolbar>{children}</InlineToolbar>;
}
