import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiRoutes, reply, type ApiCall } from './testing/api-mock.ts';
import { renderShell } from '@/lib/testing/render.tsx';
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

  it('code 0: no banner', async () => {
    fetchMock.mockImplementation(apiRoutes({ 'POST /gui/sys/security-check': { code: 0 } }));
    renderShell(<UncertifiedBanner />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a failed check: says the check could not be made (no uncertified alarm), and can be closed', async () => {
    fetchMock.mockImplementation(apiRoutes({ 'POST /gui/sys/security-check': reply(500, { code: -1, message: 'x' }) }));
    renderShell(<UncertifiedBanner />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to check the firmware image certification.');
    expect(alert).not.toHaveTextContent('not certified');
    await userEvent.click(screen.getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
