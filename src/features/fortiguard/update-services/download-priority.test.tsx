import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell } from '@/lib/testing/render.tsx';
import { DownloadPriority } from './download-priority.tsx';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => mock.dispose());

const products = () => within(screen.getByRole('list')).getAllByRole('listitem').map((li) => li.textContent?.trim());
const setCall = () => mock.callsOf('umDownloadPriority').find((c) => (c.body as { method: string }).method === 'set');

describe('Download Priority', () => {
  it('reorders the products by their buttons and saves the whole priority', async () => {
    renderShell(<DownloadPriority editable />);
    await screen.findByRole('button', { name: 'Move FortiAP up' });
    expect(products()).toEqual(['FortiGate', 'FortiAP']);
    await userEvent.click(screen.getByRole('button', { name: 'Move FortiAP up' }));
    expect(products()).toEqual(['FortiAP', 'FortiGate']);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The download priority was saved.')).toBeInTheDocument();
    expect(setCall()?.body).toEqual({ method: 'set', params: { flags: 0, objectList: ['07004000NIDS02403'], productList: ['FAP', 'FGT'] } });
  });

  it('downloading only the listed packages needs one: the message, nothing sent, and the choice kept', async () => {
    renderShell(<DownloadPriority editable />);
    const packages = await screen.findByRole('combobox', { name: 'Packages to download first' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Download only these packages' }));
    // take the one chosen package off, from the keyboard
    packages.focus();
    await userEvent.keyboard('{Backspace}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose at least one package to download only those.')).toBeInTheDocument();
    expect(setCall()).toBeUndefined();
    expect(screen.getByRole('checkbox', { name: 'Download only these packages' })).toBeChecked();
  });

  it('a refused save says so and keeps what was changed', async () => {
    mock.reply('umDownloadPriority', (call, spec) => ((call.body as { method: string }).method === 'set' ? { status: { code: -2, message: 'Invalid product list.' } } : spec));
    renderShell(<DownloadPriority editable />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove FortiAP' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save the download priority. Invalid product list.')).toBeInTheDocument();
    expect(products()).toEqual(['FortiGate']);
  });

  it('read-only: shown, not changeable; a failed read says so', async () => {
    const { unmount } = renderShell(<DownloadPriority editable={false} />);
    await screen.findByText('FortiAP');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Move FortiAP up' })).toBeDisabled();
    unmount();
    mock.fail('umDownloadPriority');
    renderShell(<DownloadPriority editable />);
    await waitFor(() => expect(screen.getByText('Failed to load the download priority.', { exact: false })).toBeInTheDocument());
  });
});
