import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { violations } from '@/lib/api/violations.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DevViolations } from './dev-violations.tsx';

// as in the console: under the query client (the panel follows the profile's theme)
const Panel = () => (
  <QueryClientProvider client={new QueryClient()}>
    <DevViolations />
  </QueryClientProvider>
);

// the panel is a lazy chunk: load it once up front so a busy machine does not outlast findBy's wait
beforeAll(async () => {
  await import('./dev-violations-panel.tsx');
}, 60_000);
afterEach(() => act(() => violations.clear()));
const LAZY = { timeout: 10_000 };

const add = (messages: string[], extra: Partial<Parameters<typeof violations.add>[0]> = {}) =>
  act(() => {
    violations.add({ operationId: 'getSysInfo', method: 'GET', path: '/gui/sys/info', status: 500, kind: 'response', messages, ...extra });
  });

describe('the developer panel of API violations', () => {
  it('shows nothing (and loads nothing) until a call breaks the description', () => {
    const { container } = render(<Panel />);
    expect(container).toBeEmptyDOMElement();
  });

  it('then a collapsed toggle with the count; opened, every violation with operation, method, path, status and messages', async () => {
    const user = userEvent.setup();
    render(<Panel />);
    add(["Response body must have required property 'variant' (response.body)"]);
    add(['Request body property hostname must be string (body.hostname)'], { operationId: 'setHostname', method: 'POST', path: '/gui/startup/hostname', status: 422, kind: 'request' });
    const toggle = await screen.findByRole('button', { name: 'API violations (2)' }, LAZY);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'API violations' })).toBeNull();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: 'API violations' });
    const items = within(region).getAllByRole('listitem').filter((li) => li.parentElement?.tagName === 'OL');
    // newest first
    expect(items[0]).toHaveTextContent('RequestPOST /gui/startup/hostname HTTP 422');
    expect(items[0]).toHaveTextContent('Operation: setHostname');
    expect(items[0]).toHaveTextContent('Request body property hostname must be string (body.hostname)');
    expect(items[1]).toHaveTextContent('AnswerGET /gui/sys/info HTTP 500');
    expect(items[1]).toHaveTextContent("Response body must have required property 'variant' (response.body)");

    await user.click(within(region).getByRole('button', { name: 'Close' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it("renders the server's text as text, never as markup", async () => {
    const user = userEvent.setup();
    const { container } = render(<Panel />);
    add(['<img src=x onerror="window.__pwned=1"><b>bold</b>'], { operationId: undefined, path: '/gui/unknown' });
    await user.click(await screen.findByRole('button', { name: 'API violations (1)' }, LAZY));
    expect(screen.getByText('<img src=x onerror="window.__pwned=1"><b>bold</b>')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText('not in the API description')).toBeInTheDocument();
  });

  it('Clear empties the list and the panel goes away', async () => {
    const user = userEvent.setup();
    const { container } = render(<Panel />);
    add(['one']);
    await user.click(await screen.findByRole('button', { name: 'API violations (1)' }, LAZY));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(violations.get()).toEqual([]);
    expect(container).toBeEmptyDOMElement();
  });
});
