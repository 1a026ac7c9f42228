import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/** Dialogs and drawers the header opens; only one at a time. */
export type ShellOverlay = 'password' | 'profile' | 'upgrade' | 'logout' | 'processMonitor';

interface ShellUi {
  overlay: ShellOverlay | null;
  open(overlay: ShellOverlay): void;
  close(): void;
  siderCollapsed: boolean;
  setSiderCollapsed(collapsed: boolean): void;
}

const Ctx = createContext<ShellUi | null>(null);

export function ShellUiProvider({ children }: { children: ReactNode }) {
  const [overlay, setOverlay] = useState<ShellOverlay | null>(null);
  const [siderCollapsed, setSiderCollapsed] = useState(false);
  const value = useMemo<ShellUi>(
    () => ({ overlay, open: setOverlay, close: () => setOverlay(null), siderCollapsed, setSiderCollapsed }),
    [overlay, siderCollapsed],
  );
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export function useShellUi(): ShellUi {
  const ui = useContext(Ctx);
  if (!ui) throw new Error('useShellUi outside ShellUiProvider');
  return ui;
}
