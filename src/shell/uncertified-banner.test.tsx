import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { apiRoutes, reply, type ApiCall } from './testing/api-mock.ts';
import { renderShell } from './testing/render.tsx';
import { UncertifiedBanner } from './uncertified-banner.tsx';

const fetchMock = vi.hoisted(() => {
  const f = vi.fn();
  globalThis.fetch = f;
  return f;
});

describe('UncertifiedBanner', () => {
  it('code 1: non-GA certified warning', async () => {
    const calls: ApiCall[] = [];
    fetchMock.mockImplementation(apiRoutes({ 'POST /gui/sys/security-check': { code: 1 } }, calls));
    renderShell(<UncertifiedBanner />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('certified but is not a GA release');
    expect(alert.className).toMatch(/warning/);
    expect(calls[0].body).toEqual({ method: 'get' });
  });

  it('code 2: not certified error, a different text', async () => {
    fetchMock.mockImplementation(apiRoutes({ 'POST /gui/sys/security-check': { code: 2 } }));
    renderShell(<UncertifiedBanner />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This firmware image is not certified.');
    expect(alert.className).toMatch(/error/);
  });

  it('code 0 or a failed check: no banner', async () => {
    fetchMock.mockImplementation(apiRoutes({ 'POST /gui/sys/security-check': { code: 0 } }));
    const { unmount } = renderShell(<UncertifiedBanner />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    unmount();
    fetchMock.mockImplementation(apiRoutes({ 'POST /gui/sys/security-check': reply(500, { code: -1, message: 'x' }) }));
    renderShell(<UncertifiedBanner />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
