import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell, settled } from '@/lib/testing/render.tsx';
import { AppHeader } from './app-header.tsx';
import { ShellUiProvider } from './shell-ui.tsx';

// the top-bar items have their own tests; here only the header's own parts
vi.mock('./top-bar.tsx', () => ({ TopBar: () => null }));

function renderHeader() {
  return renderShell(
    <ShellUiProvider>
      <AppHeader />
    </ShellUiProvider>,
  );
}

describe('AppHeader', () => {
  let mock: MockApi;
  beforeEach(() => {
    mock = installMockApi();
  });
  afterEach(() => mock.dispose());

  it('shows the hostname as title and the product name and build', async () => {
    renderHeader();
    expect(await screen.findByText('FMG-HQ-01')).toBeInTheDocument();
    expect(screen.getByText('FortiManager v7.4.5 build 2588')).toBeInTheDocument();
  });

  it("shows 'Restricted Admin Mode' for a restricted admin", async () => {
    mock.persona('restrictedAdmin');
    // the manager's system information (the restricted admin has no example of its own)
    const { queryClient } = renderHeader();
    expect(await screen.findByText('Restricted Admin Mode')).toBeInTheDocument();
    await settled(queryClient);
    expect(mock.callsOf('getSysInfo')).toHaveLength(1);
    expect(screen.queryByText('FMG-HQ-01')).not.toBeInTheDocument();
  });

  it('cloud user: the title, but no product name and build (the portal menu replaces system information)', async () => {
    mock.persona('cloudUser');
    const { queryClient } = renderHeader();
    expect(await screen.findByText('FMG-HQ-01')).toBeInTheDocument();
    await settled(queryClient);
    expect(screen.queryByText('FortiManager v7.4.5 build 2588')).not.toBeInTheDocument();
  });

  it('toggles the side menu and says so with aria-expanded', async () => {
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Collapse sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers the persona switch in a mock build', async () => {
    renderHeader();
    expect(await screen.findByLabelText('Persona')).toBeInTheDocument();
  });
});
