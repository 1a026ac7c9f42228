import { useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { createQueryClient } from '@/lib/api/query.ts';
import { setUnauthorizedHandler } from '@/lib/api/client.ts';
import { session } from '@/lib/session/index.ts';
import { useThemeMode } from '@/features/session/profile/index.ts';
import { useReducedMotion } from '@/lib/ui/reduced-motion.ts';
import { ErrorBoundary } from '@/shell/error-boundary.tsx';
import { DevViolations } from '@/shell/dev-violations.tsx';
import { PageError } from './error-screens.tsx';
import { createAppRouter } from './router.tsx';
import { consoleTheme } from './theme.ts';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

// the appliance said the session is gone: forget it and go back to sign-in
setUnauthorizedHandler(() => {
  if (!session.get().signedIn) return;
  session.end('sessionEnded');
  queryClient.clear();
  void router.navigate('/login', { replace: true, state: { notice: 'sessionEnded' } });
});

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemedApp />
    </QueryClientProvider>
  );
}

/** antd's theme follows the profile's effective theme and the reduced-motion preference, live, with antd's dark algorithm for dark. */
function ThemedApp() {
  const mode = useThemeMode();
  const reducedMotion = useReducedMotion();
  const themeConfig = useMemo(() => consoleTheme(mode, reducedMotion), [mode, reducedMotion]);
  useEffect(() => {
    document.documentElement.dataset.theme = mode;
    document.documentElement.style.colorScheme = mode;
  }, [mode]);
  return (
    <ConfigProvider theme={themeConfig}>
      {/* antd's App (message, notification and modal hooks) wraps the signed-in shell only: see shell-frame.tsx */}
      <ErrorBoundary fallback={<PageError />}>
        <RouterProvider router={router} />
      </ErrorBoundary>
      {/* mock and validation builds: calls that broke the API description (written out, so a production build drops it) */}
      {(__MOCK__ || import.meta.env.VITE_API_VALIDATE === '1') && <DevViolations />}
    </ConfigProvider>
  );
}
