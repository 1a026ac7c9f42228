import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';

/** Renders with the providers the console gives every screen (queries without retries, antd App, a router). */
export function renderWithProviders(ui: ReactElement, options: { route?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>
        <App>{ui}</App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, client };
}

