import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { FabricRoleButton } from './fabric-role-button.tsx';

const state = vi.hoisted(() => ({
  caps: {} as Record<string, unknown>,
  stats: {} as Record<string, unknown>,
}));
vi.mock('@/lib/session/index.ts', () => ({ useCapabilities: () => state.caps }));
vi.mock('./api.ts', () => ({ useGetFabricStats: () => state.stats }));

const member = (name: string, in_sync: number, accepted = true) => ({ name, serial: name, role: 'member', in_sync, accepted });

function renderButton() {
  render(
    <MemoryRouter>
      <Routes>
        <Route path="/" element={<FabricRoleButton />} />
        <Route path="/sys/fazfabric/settings" element={<p>Fabric settings</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  state.caps = { fabricRoleButton: true, fabricRole: 'supervisor' };
  state.stats = { data: { types: ['member'], members: [member('a', 0), member('b', 1), member('c', 1, false)] }, isError: false };
});

describe('FabricRoleButton', () => {
  it('shows the supervisor role with the out-of-sync count and opens the fabric settings', async () => {
    renderButton();
    const button = screen.getByRole('button', { name: 'Fabric role: Supervisor. 1 fabric members are out of sync' });
    expect(button).toHaveTextContent('Supervisor');
    expect(screen.getByText('1')).toBeInTheDocument();
    await userEvent.click(button);
    expect(await screen.findByText('Fabric settings')).toBeInTheDocument();
  });

  it('shows the member role without a badge when all are in sync', () => {
    state.caps = { fabricRoleButton: true, fabricRole: 'member' };
    state.stats = { data: { types: ['member'], members: [member('a', 0)] }, isError: false };
    renderButton();
    expect(screen.getByRole('button', { name: 'Fabric role: Member' })).toBeInTheDocument();
  });

  it('is hidden outside the analyzer fabric', () => {
    state.caps = { fabricRoleButton: false, fabricRole: null };
    renderButton();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
