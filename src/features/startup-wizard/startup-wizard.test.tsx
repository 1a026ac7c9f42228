import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import StartupWizard from './startup-wizard.tsx';
import { installMockApi, type MockApi } from './test/mock-api.ts';
import { renderWithProviders, setMockControls } from './test/render.tsx';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => mock.dispose());

describe('StartupWizard', () => {
  it('titles itself by product and lists the steps still to do', async () => {
    setMockControls({ persona: 'freshAppliance' });
    renderWithProviders(<StartupWizard onFinish={vi.fn()} />);
    expect(await screen.findByRole('dialog', { name: 'FortiManager Setup' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Welcome' })).toHaveFocus());
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Begin' }));
    expect(await screen.findByRole('heading', { name: 'Register and SSO' })).toBeInTheDocument();
  });
});
