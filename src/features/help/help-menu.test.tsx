import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { HelpMenu } from './help-menu.tsx';

const state = vi.hoisted(() => ({
  caps: { debugReport: true },
  help: {} as Record<string, unknown>,
  report: { mutate: vi.fn(), isPending: false },
}));
vi.mock('@/lib/session/index.ts', () => ({ useCapabilities: () => state.caps }));
vi.mock('./api.ts', () => ({ useGetHelpUrl: () => state.help, useDownloadDebugReport: () => state.report }));

const HELP = 'https://docs.fortinet.com/document/fortimanager/7.4.5/administration-guide';

beforeEach(() => {
  state.caps = { debugReport: true };
  state.help = { data: { url: HELP }, isLoading: false };
  state.report = { mutate: vi.fn(), isPending: false };
});
afterEach(() => vi.restoreAllMocks());

async function open() {
  render(
    <App>
      <HelpMenu />
    </App>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Help' }));
}

describe('HelpMenu', () => {
  it('opens online help in a new tab without handing over the opener', async () => {
    await open();
    const link = await screen.findByRole('link', { name: 'Online Help' });
    expect(link).toHaveAttribute('href', HELP);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('says when the online help cannot be located', async () => {
    state.help = { data: { url: null }, isLoading: false };
    await open();
    expect(screen.queryByRole('link', { name: 'Online Help' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Online Help' }));
    expect(await screen.findByText('The device is unable to locate online help resources directly.')).toBeInTheDocument();
  });

  it.each([['javascript:alert(document.domain)'], ['data:text/html,<script>alert(1)</script>'], ['/relative/help']])(
    'does not link a help address that is not http(s) (%s) and says help cannot be located',
    async (url) => {
      state.help = { data: { url }, isLoading: false };
      await open();
      expect(screen.queryByRole('link', { name: 'Online Help' })).not.toBeInTheDocument();
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Online Help' }));
      expect(await screen.findByText('The device is unable to locate online help resources directly.')).toBeInTheDocument();
    },
  );

  it('keyboard: Space asks for the debug report, Enter opens the online help link', async () => {
    await open();
    expect(screen.getByRole('button', { name: 'Help' })).toHaveAttribute('aria-expanded', 'true');
    const report = await screen.findByRole('menuitem', { name: 'Download FortiCare Debug Report' });
    report.focus();
    await userEvent.keyboard(' ');
    expect(state.report.mutate).toHaveBeenCalledOnce();

    await userEvent.click(screen.getByRole('button', { name: 'Help' }));
    const follow = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const help = await screen.findByRole('menuitem', { name: 'Online Help' });
    help.focus();
    await userEvent.keyboard('{Enter}');
    expect(follow).toHaveBeenCalledOnce();
    expect(follow.mock.contexts[0]).toHaveAttribute('href', HELP);
  });

  it('downloads the debug report and says so', async () => {
    const createObjectURL = vi.fn(() => 'blob:report');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    state.report.mutate = vi.fn((_v, opts) =>
      opts.onSuccess({ filename: 'FMG-HQ-01_debug_report.txt', mime_type: 'text/plain', content_base64: btoa('report') }),
    );
    await open();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Download FortiCare Debug Report' }));
    expect(createObjectURL).toHaveBeenCalled();
    expect(click).toHaveBeenCalled();
    expect(await screen.findByText('FortiCare Debug Report downloaded.')).toBeInTheDocument();
  });

  it('says when the debug report fails', async () => {
    state.report.mutate = vi.fn((_v, opts) => opts.onError(new Error('500')));
    await open();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Download FortiCare Debug Report' }));
    expect(await screen.findByText('Failed to download FortiCare Debug Report.')).toBeInTheDocument();
  });

  it('offers the debug report to super admins only', async () => {
    state.caps = { debugReport: false };
    await open();
    await screen.findByRole('menuitem', { name: 'Online Help' });
    expect(screen.queryByRole('menuitem', { name: 'Download FortiCare Debug Report' })).not.toBeInTheDocument();
  });
});
