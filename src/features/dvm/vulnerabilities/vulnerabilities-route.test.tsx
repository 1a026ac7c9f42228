import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import { answerWithFleet, fleet } from './test-fleet.ts';
import VulnerabilitiesRoute from './vulnerabilities-route.tsx';

vi.setConfig({ testTimeout: 60_000 });
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
});
let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
  answerWithFleet(mock);
});
afterEach(() => mock.dispose());

function renderAt(route: string) {
  const result = renderShell(<VulnerabilitiesRoute />, {
    path: route,
    pattern: '/vulnerabilities',
    routes: [{ path: '/', element: <p>Home</p> }],
  });
  const where = () => result.router.state.location.pathname + result.router.state.location.search;
  return { ...result, where };
}

describe('/vulnerabilities', () => {
  it('restores the view, the column searches and the open device from the URL', async () => {
    const faz = fleet.devices.find((d) => d.name === 'LOG-FAZ-01')!;
    renderAt(`/vulnerabilities?view=type&q.name=LOG&device=dev:${faz.oid}&persona=readOnly`);
    expect(await screen.findByText(/^\d+ Vulnerabilities detected in total$/)).toBeInTheDocument();
    expect(screen.getByLabelText('Search Device Name')).toHaveValue('LOG');
    expect(screen.getByRole('radio', { name: 'Device Type View' })).toBeChecked();
  });

  it('writes the display option and searches into the URL, keeping other params', async () => {
    const { where } = renderAt('/vulnerabilities?persona=superAdmin');
    await screen.findByText('LOG-FAZ-01');
    await userEvent.click(screen.getByText('Device Type View'));
    await waitFor(() => expect(where()).toBe('/vulnerabilities?persona=superAdmin&view=type'));
    await userEvent.type(screen.getByLabelText('Search Platform'), 'Forti');
    await waitFor(() => expect(where()).toContain('q.platform=Forti'));
  });

  it('leaves for the start page when closed after opening by a link', async () => {
    const { where } = renderAt('/vulnerabilities');
    await screen.findByText('LOG-FAZ-01');
    await userEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(where()).toBe('/'));
    expect(screen.getByText('Home')).toBeInTheDocument();
  });
});
