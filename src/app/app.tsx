import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/api/query.ts';
import { setUnauthorizedHandler } from '@/lib/api/client.ts';
import { session } from '@/lib/session/index.ts';
import { useThemeMode } from '@/features/session/profile/index.ts';
import { ErrorBoundary } from '@/shell/error-boundary.tsx';
import { DevViolations } from '@/shell/dev-violations.tsx';
import { firstScreenTokens } from '@generated/catalog/theme-tokens.ts';
import { PageError } from './error-screens.tsx';
import { createAppRouter } from './router.tsx';

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

/**
 * The page follows the profile's effective theme (its colour scheme and the data-theme the styles read). antd's
 * theme (ConsoleThemeProvider) wraps the signed-in shell and the screens loaded on demand, not this root: the
 * sign-in page draws with the catalogue's tokens alone, so the first screen loads no antd code.
 */
function ThemedApp() {
  const mode = useThemeMode();
  useEffect(() => {
    document.documentElement.dataset.theme = mode;
    document.documentElement.style.colorScheme = mode;
    // the page's own background before antd's theme is there (the sign-in page, the spinner before the shell)
    document.documentElement.style.setProperty('--console-bg-layout', firstScreenTokens[mode].colorBgLayout);
  }, [mode]);
  return (
    <>
      <ErrorBoundary fallback={<PageError />}>
        <RouterProvider router={router} />
      </ErrorBoundary>
      {/* mock and validation builds: calls that broke the API description (written out, so a production build drops it) */}
      {(__MOCK__ || import.meta.env.VITE_API_VALIDATE === '1') && <DevViolations />}
    </>
  );
}
