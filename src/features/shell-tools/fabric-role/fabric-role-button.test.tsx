import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell, settled } from '@/lib/testing/render.tsx';
import { FABRIC_SETTINGS_PATH, FabricRoleButton } from './fabric-role-button.tsx';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
  // the analyzer persona is the fabric's supervisor
  mock.persona('analyzer');
});
afterEach(() => mock.dispose());

function renderButton() {
  return renderShell(<FabricRoleButton />, { routes: [{ path: FABRIC_SETTINGS_PATH, element: <p>Fabric settings</p> }] });
}

describe('FabricRoleButton', () => {
  it('shows the supervisor role with the out-of-sync count and opens the fabric settings', async () => {
    mock.scenario('getFabricStats', 'outOfSync');
    renderButton();
    const button = await screen.findByRole('button', { name: 'Fabric role: Supervisor. 1 fabric members are out of sync' });
    expect(button).toHaveTextContent('Supervisor');
    expect(screen.getByText('1')).toBeInTheDocument();
    expect(mock.callsOf('getFabricStats')[0].url.searchParams.get('types')).toBe('member');
    await userEvent.click(button);
    expect(await screen.findByText('Fabric settings')).toBeInTheDocument();
  });

  it('shows the member role without a badge when all are in sync', async () => {
    // no persona of the spec is a fabric member: the analyzer's configuration with that role
    mock.reply('getSysConfig', (_call, config) => {
      const c = config as { features: Record<string, unknown> };
      return { ...c, features: { ...c.features, fabric_role: 'member' } };
    });
    mock.scenario('getFabricStats', 'inSync');
    const { queryClient } = renderButton();
    expect(await screen.findByRole('button', { name: 'Fabric role: Member' })).toBeInTheDocument();
    await settled(queryClient);
    expect(mock.callsOf('getFabricStats')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Fabric role: Member' })).toBeInTheDocument();
    expect(screen.queryByText('1')).not.toBeInTheDocument();
  });

  it('is hidden outside the analyzer fabric', async () => {
    mock.persona('superAdmin');
    const { queryClient } = renderButton();
    await settled(queryClient);
    expect(mock.callsOf('getSysConfig')).toHaveLength(1);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(mock.callsOf('getFabricStats')).toHaveLength(0);
  });
});

