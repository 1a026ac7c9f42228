import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell, settled } from '@/lib/testing/render.tsx';
import { CliConsoleButton } from './cli-console-button.tsx';

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => mock.dispose());

async function openConsole() {
  renderShell(<CliConsoleButton />);
  await userEvent.click(await screen.findByRole('button', { name: 'CLI Console' }));
  return screen.findByRole('textbox', { name: 'Command' });
}

describe('CliConsoleButton', () => {
  it('runs a command and prints the output as text', async () => {
    mock.reply('runCliCommand', { output: 'Version: v7.4.5\n<b>not markup</b>\n' });
    const input = await openConsole();
    await userEvent.type(input, 'get system status{Enter}');
    await waitFor(() => expect(mock.callsOf('runCliCommand')).toHaveLength(1));
    expect(mock.callsOf('runCliCommand')[0].body).toEqual({ command: 'get system status' });
    const log = screen.getByRole('log', { name: 'CLI Console' });
    expect(log).toHaveTextContent('# get system status');
    await waitFor(() => expect(log).toHaveTextContent('<b>not markup</b>'));
    expect(log).toHaveTextContent('Version: v7.4.5');
    expect(log.querySelector('b')).toBeNull();
    expect(input).toHaveValue('');
  });

  it('prints the appliance’s own answer to a mistyped command', async () => {
    mock.scenario('runCliCommand', 'parseError');
    const input = await openConsole();
    await userEvent.type(input, 'shwo{Enter}');
    await waitFor(() => expect(screen.getByRole('log')).toHaveTextContent("command parse error before 'shwo'"));
  });

  it('puts the focus on the command line when it opens, so the admin can type at once', async () => {
    const input = await openConsole();
    await waitFor(() => expect(input).toHaveFocus());
  });

  it('prints a failure with the server’s text', async () => {
    mock.fail('runCliCommand');
    const input = await openConsole();
    await userEvent.type(input, 'get system status{Enter}');
    await waitFor(() => expect(screen.getByRole('log')).toHaveTextContent('Internal server error.'));
  });

  it('falls back to the catalogue message', async () => {
    mock.unreachable('runCliCommand');
    const input = await openConsole();
    await userEvent.type(input, 'get system status{Enter}');
    await waitFor(() => expect(screen.getByRole('log')).toHaveTextContent('Failed to run the command.'));
  });

  it('does not send an empty line', async () => {
    const input = await openConsole();
    await userEvent.type(input, '   {Enter}');
    expect(mock.callsOf('runCliCommand')).toHaveLength(0);
  });

  it('is hidden without any permission on system settings', async () => {
    mock.persona('restrictedAdmin');
    const { queryClient } = renderShell(<CliConsoleButton />);
    await settled(queryClient);
    expect(mock.callsOf('getSysConfig')).toHaveLength(1);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
