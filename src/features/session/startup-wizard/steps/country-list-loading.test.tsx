import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { RegistrationFormData } from '@generated/forms/registration.ts';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderWithProviders, setMockControls } from '../test/render.tsx';
import { Stateful } from '../test/stateful.tsx';
import { SsoStep } from './sso-step.tsx';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
  setMockControls();
});
afterEach(() => mock.dispose());

function renderSso() {
  renderWithProviders(
    <Stateful<{ form: RegistrationFormData; sso: boolean | undefined }> initial={{ form: { useEntitlement: false }, sso: undefined }}>
      {(value, set) => (
        <SsoStep
          serialNumber="FMG-VMTM24012345"
          value={value.form}
          onChange={(form) => set({ ...value, form })}
          sso={value.sso}
          onSsoChange={(sso) => set({ ...value, sso })}
          contract={{ registerWith: 'account', data: {} }}
          onContractChange={vi.fn()}
          account={null}
          onRegistered={vi.fn()}
          onDone={vi.fn()}
          onLater={vi.fn()}
          onBack={vi.fn()}
        />
      )}
    </Stateful>,
  );
}

describe('Register and SSO: the country list', () => {
  it('says it is loading while the list is on its way, then offers the countries', async () => {
    const release = mock.hang('getCountryList');
    renderSso();
    const country = await screen.findByRole('combobox', { name: 'Country/Region' });
    const select = country.closest('.ant-select')!;
    await waitFor(() => expect(select).toHaveTextContent('Loading...'));
    expect(country).toBeDisabled();
    release();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Country/Region' })).toBeEnabled());
    expect(screen.getByRole('combobox', { name: 'Country/Region' }).closest('.ant-select')).not.toHaveTextContent('Loading...');
  });
});
