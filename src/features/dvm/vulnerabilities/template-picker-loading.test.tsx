import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import { SetupUpgradeWizard } from './setup-upgrade-wizard.tsx';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => mock.dispose());

describe('Setup Upgrade wizard: the firmware template picker', () => {
  it('shows loading, not "No data", while the templates are on their way', async () => {
    const release = mock.hang('listFirmwareTemplates');
    renderShell(<SetupUpgradeWizard open adom={{ oid: 3, name: 'root' }} rows={[]} preselected={[]} onClose={() => {}} />);
    await userEvent.click(await screen.findByRole('radio', { name: 'Use Existing Firmware Template' }));
    const picker = screen.getByRole('combobox', { name: 'Firmware Template' });
    await waitFor(() => expect(picker).toBeEnabled());
    await userEvent.click(picker);
    const list = await waitFor(() => {
      const popup = document.querySelector<HTMLElement>('.ant-select-dropdown');
      expect(popup).not.toBeNull();
      return popup!;
    });
    expect(within(list).queryByText('No data')).not.toBeInTheDocument();
    expect(within(list).getByLabelText('Loading...')).toBeInTheDocument();
    release();
    await waitFor(() => expect(within(list).queryByLabelText('Loading...')).not.toBeInTheDocument());
  });
});
