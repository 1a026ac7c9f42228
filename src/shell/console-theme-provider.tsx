import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import './console-theme.css';
import { useThemeMode } from '@/features/session/profile/index.ts';
import { useReducedMotion } from '@/lib/ui/reduced-motion.ts';
import { consoleTheme } from '@/lib/ui/console-theme.ts';

/**
 * antd's theme around what antd draws: the profile's effective theme and the reduced-motion preference, live, with
 * antd's dark algorithm for dark. It wraps the signed-in shell and the screens loaded on demand outside it (error
 * screens, the developer panel), not the whole console: the sign-in page draws without antd (see
 * generated/catalog/theme-tokens.ts), so the first screen loads none of antd's code. Inside another (an error screen
 * drawn within the shell) it adds nothing.
 */
export function ConsoleThemeProvider({ children }: { children: ReactNode }) {
  return useContext(Themed) ? children : <OwnTheme>{children}</OwnTheme>;
}

const Themed = createContext(false);

function OwnTheme({ children }: { children: ReactNode }) {
  const mode = useThemeMode();
  const reducedMotion = useReducedMotion();
  const themeConfig = useMemo(() => consoleTheme(mode, reducedMotion), [mode, reducedMotion]);
  return (
    <Themed.Provider value>
      <ConfigProvider theme={themeConfig}>{children}</ConfigProvider>
    </Themed.Provider>
  );
}
