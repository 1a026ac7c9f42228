import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/lib/api/errors.ts';
import { CliConsoleButton } from './cli-console-button.tsx';

const state = vi.hoisted(() => ({
  caps: { cliButton: true },
  run: { mutate: vi.fn(), isPending: false },
}));
vi.mock('@/lib/session/index.ts', () => ({ useCapabilities: () => state.caps }));
vi.mock('./api.ts', () => ({ useRunCliCommand: () => state.run }));

beforeEach(() => {
  state.caps = { cliButton: true };
  state.run = { mutate: vi.fn(), isPending: false };
});

async function openConsole() {
  render(<CliConsoleButton />);
  await userEvent.click(screen.getByRole('button', { name: 'CLI Console' }));
  return screen.findByRole('textbox', { name: 'Command' });
}

describe('CliConsoleButton', () => {
  it('runs a command and prints the output as text', async () => {
    state.run.mutate = vi.fn((_cmd, opts) => opts.onSuccess({ output: 'Version: v7.4.5\n<b>not markup</b>\n' }));
    const input = await openConsole();
    await userEvent.type(input, 'get system status{Enter}');
    expect(state.run.mutate).toHaveBeenCalledWith('get system status', expect.anything());
    const log = screen.getByRole('log', { name: 'CLI Console' });
    expect(log).toHaveTextContent('# get system status');
    expect(log).toHaveTextContent('<b>not markup</b>');
    expect(log.querySelector('b')).toBeNull();
    expect(input).toHaveValue('');
  });

  it('puts the focus on the command line when it opens, so the admin can type at once', async () => {
    const input = await openConsole();
    await waitFor(() => expect(input).toHaveFocus());
  });

  it('prints a failure with the server’s text', async () => {
    state.run.mutate = vi.fn((_cmd, opts) => opts.onError(new ApiError(500, { code: -1, message: 'Command parse error' })));
    const input = await openConsole();
    await userEvent.type(input, 'shwo{Enter}');
    expect(screen.getByRole('log')).toHaveTextContent('Command parse error');
  });

  it('falls back to the catalogue message', async () => {
    state.run.mutate = vi.fn((_cmd, opts) => opts.onError(new Error('offline')));
    const input = await openConsole();
    await userEvent.type(input, 'get system status{Enter}');
    expect(screen.getByRole('log')).toHaveTextContent('Failed to run the command.');
  });

  it('does not send an empty line', async () => {
    const input = await openConsole();
    await userEvent.type(input, '   {Enter}');
    expect(state.run.mutate).not.toHaveBeenCalled();
  });

  it('is hidden without any permission on system settings', () => {
    state.caps = { cliButton: false };
    render(<CliConsoleButton />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
