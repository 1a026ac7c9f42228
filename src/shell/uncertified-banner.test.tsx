import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell, settled } from '@/lib/testing/render.tsx';
import { UncertifiedBanner } from './uncertified-banner.tsx';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => mock.dispose());

describe('UncertifiedBanner', () => {
  it('code 1: non-GA certified warning', async () => {
    mock.scenario('getSecurityCheck', 'nonGaCertified');
    renderShell(<UncertifiedBanner />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('certified but is not a GA release');
    expect(alert.className).toMatch(/warning/);
    expect(mock.callsOf('getSecurityCheck')[0].body).toEqual({ method: 'get' });
  });

  it('code 2: not certified error, a different text', async () => {
    mock.scenario('getSecurityCheck', 'notCertified');
    renderShell(<UncertifiedBanner />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This firmware image is not certified.');
    expect(alert.className).toMatch(/error/);
  });

  it('code 0: no banner', async () => {
    mock.scenario('getSecurityCheck', 'certified');
    const { queryClient } = renderShell(<UncertifiedBanner />);
    await waitFor(() => expect(mock.callsOf('getSecurityCheck')).toHaveLength(1));
    await settled(queryClient);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a failed check: says the check could not be made (no uncertified alarm), and can be closed', async () => {
    mock.fail('getSecurityCheck');
    renderShell(<UncertifiedBanner />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to check the firmware image certification.');
    expect(alert).not.toHaveTextContent('not certified');
    await userEvent.click(screen.getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
