import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell, settled } from '@/lib/testing/render.tsx';
import { HelpMenu } from './help-menu.tsx';

const HELP = 'https://docs.fortinet.com/document/fortimanager/7.4.5/administration-guide';
const ANALYZER_HELP = 'https://docs.fortinet.com/document/fortianalyzer/7.4.5/administration-guide';

let mock: MockApi;
// jsdom makes no object URLs; the download hands one to a link
const objectUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
let createObjectURL: ReturnType<typeof vi.fn>;
beforeEach(() => {
  mock = installMockApi();
  createObjectURL = vi.fn(() => 'blob:report');
  Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
});
afterEach(() => {
  mock.dispose();
  Object.assign(URL, objectUrls);
  vi.restoreAllMocks();
});

/** Opens the menu once the administrator and the help address are known. */
async function open() {
  const { queryClient } = renderShell(<HelpMenu />);
  await settled(queryClient);
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

  it('opens the analyzer’s own administration guide on the analyzer', async () => {
    mock.persona('analyzer');
    await open();
    expect(await screen.findByRole('link', { name: 'Online Help' })).toHaveAttribute('href', ANALYZER_HELP);
  });

  it('says when the online help cannot be located', async () => {
    mock.scenario('getHelpUrl', 'missing');
    await open();
    expect(screen.queryByRole('link', { name: 'Online Help' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Online Help' }));
    expect(await screen.findByText('The device is unable to locate online help resources directly.')).toBeInTheDocument();
  });

  it.each([['javascript:alert(document.domain)'], ['data:text/html,<script>alert(1)</script>'], ['/relative/help']])(
    'does not link a help address that is not http(s) (%s) and says help cannot be located',
    async (url) => {
      mock.reply('getHelpUrl', (_call, help) => ({ ...help, url }));
      await open();
      expect(screen.queryByRole('link', { name: 'Online Help' })).not.toBeInTheDocument();
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Online Help' }));
      expect(await screen.findByText('The device is unable to locate online help resources directly.')).toBeInTheDocument();
    },
  );

  it('keyboard: Space asks for the debug report, Enter opens the online help link', async () => {
    const follow = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await open();
    expect(screen.getByRole('button', { name: 'Help' })).toHaveAttribute('aria-expanded', 'true');
    const report = await screen.findByRole('menuitem', { name: 'Download FortiCare Debug Report' });
    report.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(mock.callsOf('downloadDebugReport')).toHaveLength(1));
    expect(await screen.findByText('FortiCare Debug Report downloaded.')).toBeInTheDocument();

    follow.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Help' }));
    const help = await screen.findByRole('menuitem', { name: 'Online Help' });
    help.focus();
    await userEvent.keyboard('{Enter}');
    expect(follow).toHaveBeenCalledOnce();
    expect(follow.mock.contexts[0]).toHaveAttribute('href', HELP);
    expect(mock.callsOf('downloadDebugReport')).toHaveLength(1);
  });

  it('downloads the debug report and says so', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await open();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Download FortiCare Debug Report' }));
    expect(await screen.findByText('FortiCare Debug Report downloaded.')).toBeInTheDocument();
    expect(mock.callsOf('downloadDebugReport')).toHaveLength(1);
    expect(createObjectURL).toHaveBeenCalledOnce();
    const file = createObjectURL.mock.calls[0][0] as Blob;
    expect(file.type).toBe('text/plain');
    expect(await file.text()).toContain('Hostname: FMG-HQ-01');
    expect(click).toHaveBeenCalledOnce();
    expect(click.mock.contexts[0]).toHaveAttribute('download', 'FMG-HQ-01_debug_report.txt');
  });

  it('says when the debug report fails', async () => {
    mock.fail('downloadDebugReport');
    await open();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Download FortiCare Debug Report' }));
    expect(await screen.findByText('Failed to download FortiCare Debug Report.')).toBeInTheDocument();
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it('offers the debug report to super admins only', async () => {
    mock.persona('readOnly');
    await open();
    await screen.findByRole('menuitem', { name: 'Online Help' });
    expect(mock.callsOf('getSysConfig')).toHaveLength(1);
    expect(screen.queryByRole('menuitem', { name: 'Download FortiCare Debug Report' })).not.toBeInTheDocument();
  });
});
