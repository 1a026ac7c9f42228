import { fixture, resetApi } from './test-api.ts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { renderWithProviders } from './test-render.tsx';
import VulnerabilitiesRoute from './vulnerabilities-route.tsx';

vi.setConfig({ testTimeout: 60_000 });
vi.mock('@/lib/session/index.ts', () => ({
  useCapabilities: () => ({ isReadWrite: true, showVulnerabilities: true }),
  useCurrentAdom: () => ({ data: { oid: 3, name: 'root', desc: '', lock: { state: 'unlocked' } } }),
}));
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
});
afterEach(() => resetApi());

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}
const where = () => screen.getByTestId('where').textContent ?? '';

function renderAt(route: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/vulnerabilities" element={<VulnerabilitiesRoute />} />
        <Route path="/" element={<p>Home</p>} />
      </Routes>
      <Where />
    </>,
    { route },
  );
}

describe('/vulnerabilities', () => {
  it('restores the view, the column searches and the open device from the URL', async () => {
    const faz = fixture.devices.find((d) => d.name === 'LOG-FAZ-01')!;
    renderAt(`/vulnerabilities?view=type&q.name=LOG&device=dev:${faz.oid}&persona=readOnly`);
    expect(await screen.findByText(/^\d+ Vulnerabilities detected in total$/)).toBeInTheDocument();
    expect(screen.getByLabelText('Search Device Name')).toHaveValue('LOG');
    expect(screen.getByRole('radio', { name: 'Device Type View' })).toBeChecked();
  });

  it('writes the display option and searches into the URL, keeping other params', async () => {
    renderAt('/vulnerabilities?persona=superAdmin');
    await screen.findByText('LOG-FAZ-01');
    await userEvent.click(screen.getByText('Device Type View'));
    await waitFor(() => expect(where()).toBe('/vulnerabilities?persona=superAdmin&view=type'));
    await userEvent.type(screen.getByLabelText('Search Platform'), 'Forti');
    await waitFor(() => expect(where()).toContain('q.platform=Forti'));
  });

  it('leaves for the start page when closed after opening by a link', async () => {
    renderAt('/vulnerabilities');
    await screen.findByText('LOG-FAZ-01');
    await userEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(where()).toBe('/'));
  });
});
