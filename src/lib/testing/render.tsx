import type { ReactElement } from 'react';
import { render, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import { getCurrentAdomQuery, getSysConfigQuery, session } from '@/lib/session/index.ts';

export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
}

export interface RenderOptions {
  path?: string;
  /** route pattern of the element, when it reads params */
  pattern?: string;
  signedIn?: boolean;
  /** other routes the test navigates to */
  routes?: RouteObject[];
  /** route handle of the element (module screens read it) */
  handle?: unknown;
  /** the query cache to render with (see sessionQueryClient); a fresh one by default */
  queryClient?: QueryClient;
}

/** Renders inside the console's providers (query cache, antd App, a memory router) with a signed-in session. */
export function renderShell(ui: ReactElement, options: RenderOptions = {}) {
  const { path = '/', pattern, signedIn = true, routes = [], handle } = options;
  if (signedIn) session.start('test-token-0123456789', 'admin');
  else session.end();
  const queryClient = options.queryClient ?? testQueryClient();
  const router = createMemoryRouter(
    [
      { path: pattern ?? path.split('?')[0], element: ui, handle },
      ...routes,
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      {/* no animations: a closed dialog is gone at once, as a user would see it settle */}
      <ConfigProvider theme={{ token: { motion: false } }}>
        <AntdApp>
          <RouterProvider router={router} />
        </AntdApp>
      </ConfigProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

/** Waits until no call of the query cache is under way (the screen shows what the answers say). */
export async function settled(queryClient: QueryClient) {
  await waitFor(() => expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0));
}

/**
 * A query cache that already holds the signed-in administrator's system configuration and current ADOM, asked of the
 * API (the test's mock answers them), as the console has them before a feature's dialog opens.
 */
export async function sessionQueryClient() {
  session.start('test-token-0123456789', 'admin');
  const queryClient = testQueryClient();
  await Promise.all([queryClient.fetchQuery(getSysConfigQuery), queryClient.fetchQuery(getCurrentAdomQuery)]);
  return queryClient;
}
