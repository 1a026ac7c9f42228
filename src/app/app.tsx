import { useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider, theme } from 'antd';
import { createQueryClient } from '@/lib/api/query.ts';
import { setUnauthorizedHandler } from '@/lib/api/client.ts';
import { session } from '@/lib/session/index.ts';
import { useThemeMode } from '@/features/profile/index.ts';
import { ErrorBoundary } from '@/shell/error-boundary.tsx';
import { PageError } from '@/shell/page-error.tsx';
import { createAppRouter } from './router.tsx';

const queryClient = createQueryClient();
const router = createAppRouter();

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

/*
 * Secondary texts, links and error texts darker (light) or brighter (dark) than antd's defaults, so that each
 * reaches 4.5:1 on the page, on cards and in dialogs (antd's link #1677ff gives 4.1:1 on white, its error red
 * 3.3:1; in the dark theme its derived link and error colours fall below 4.5:1 on dialogs). The dark algorithm
 * derives colorPrimary, colorLink and colorError from these seeds (#5c99dc link, #dc6966 error: 5.5:1 and 4.9:1 on
 * a dialog); the other colours apply as given.
 */
const lightTokens = {
  colorPrimary: '#1668dc',
  borderRadius: 6,
  colorTextDescription: 'rgba(0, 0, 0, 0.62)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
  colorLink: '#0958d9',
  colorLinkHover: '#003eb3',
  colorLinkActive: '#002c8c',
  colorError: '#c62828',
  colorErrorText: '#c62828',
};
const darkTokens = {
  colorPrimary: '#3c89e8',
  borderRadius: 6,
  colorTextDescription: 'rgba(255, 255, 255, 0.65)',
  colorTextTertiary: 'rgba(255, 255, 255, 0.65)',
  colorLink: '#69b1ff',
  colorLinkHover: '#91caff',
  colorLinkActive: '#4096ff',
  colorError: '#ff7875',
  colorErrorText: '#ff7875',
};

/** antd's theme follows the profile's effective theme, live, with antd's dark algorithm for dark. */
function ThemedApp() {
  const mode = useThemeMode();
  const themeConfig = useMemo(
    () => ({
      algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
      token: mode === 'dark' ? darkTokens : lightTokens,
      components: {
        Layout: { headerPadding: '0 12px', headerHeight: 52 },
        // in the dark theme the selected menu and dropdown entries keep 4.5:1 against their tinted background,
        // and a count badge's white number 4.5:1 against its red
        ...(mode === 'dark'
          ? {
              Menu: { itemSelectedColor: '#a6d1ff', horizontalItemSelectedColor: '#a6d1ff' },
              Dropdown: { colorPrimary: '#a6d1ff' },
              Badge: { colorError: '#c62828' },
            }
          : {}),
      },
    }),
    [mode],
  );
  useEffect(() => {
    document.documentElement.dataset.theme = mode;
    document.documentElement.style.colorScheme = mode;
  }, [mode]);
  return (
    <ConfigProvider theme={themeConfig}>
      <AntdApp className="app-root">
        <ErrorBoundary fallback={<PageError />}>
          <RouterProvider router={router} />
        </ErrorBoundary>
      </AntdApp>
    </ConfigProvider>
  );
}
