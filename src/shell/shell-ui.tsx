import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

/** Dialogs and drawers the header opens; only one at a time. */
export type ShellOverlay = 'password' | 'profile' | 'upgrade' | 'logout' | 'processMonitor' | 'logLimit';

interface ShellUi {
  overlay: ShellOverlay | null;
  /**
   * Opens a dialog or drawer. `returnFocusTo` is what gets the focus back when it closes: the menu item that
   * opened it is gone by then, so without it the focus would fall to the page and a keyboard user would start over.
   */
  open(overlay: ShellOverlay, returnFocusTo?: HTMLElement | null): void;
  close(): void;
  siderCollapsed: boolean;
  setSiderCollapsed(collapsed: boolean): void;
}

const Ctx = createContext<ShellUi | null>(null);

/** Longer than antd's close animation of modals and drawers, after which they try to restore focus themselves. */
const SETTLE_MS = 450;

/**
 * Focus nobody holds any more: on the page itself, on a removed or hidden element (the closed menu's item), or
 * left inside the closing dialog.
 */
function focusIsLost(): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || !active.isConnected) return true;
  if (typeof active.checkVisibility === 'function' && !active.checkVisibility()) return true;
  return active.closest('[role="dialog"], .ant-drawer, .ant-modal-wrap, .ant-dropdown-hidden') !== null;
}

/** Gives the focus back to `target` once the closing overlay has let go of it (unless the user moved on). */
export function restoreFocus(target: HTMLElement): void {
  const attempt = () => {
    if (target.isConnected && focusIsLost()) target.focus({ preventScroll: true });
  };
  window.requestAnimationFrame(attempt);
  window.setTimeout(attempt, SETTLE_MS);
}

export function ShellUiProvider({ children }: { children: ReactNode }) {
  const [overlay, setOverlay] = useState<ShellOverlay | null>(null);
  const [siderCollapsed, setSiderCollapsed] = useState(false);
  const returnTo = useRef<HTMLElement | null>(null);
  const open = useCallback((next: ShellOverlay, returnFocusTo?: HTMLElement | null) => {
    const active = document.activeElement;
    returnTo.current = returnFocusTo ?? (active instanceof HTMLElement && active !== document.body ? active : null);
    setOverlay(next);
  }, []);
  const close = useCallback(() => {
    setOverlay(null);
    const target = returnTo.current;
    returnTo.current = null;
    if (target) restoreFocus(target);
  }, []);
  const value = useMemo<ShellUi>(
    () => ({ overlay, open, close, siderCollapsed, setSiderCollapsed }),
    [overlay, open, close, siderCollapsed],
  );
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export function useShellUi(): ShellUi {
  const ui = useContext(Ctx);
  if (!ui) throw new Error('useShellUi outside ShellUiProvider');
  return ui;
}
