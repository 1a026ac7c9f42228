import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { installMockApi, type MockApi } from '@/lib/api/testing/spec-mock.ts';
import { renderShell, settled } from '@/lib/testing/render.tsx';
import { ExtensionDebuggerTimer } from './extension-debugger-timer.tsx';

const NOW = 1_750_000_000_000;

let mock: MockApi;
beforeEach(() => {
  mock = installMockApi();
});
afterEach(() => {
  vi.useRealTimers();
  mock.dispose();
});

/**
 * The signed-in super admin, with the extension debugger on for `seconds` more. The clock and the countdown's tick
 * stand still until the test moves them; the calls to the appliance run as usual.
 */
function debuggerOnFor(seconds: number) {
  vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setInterval', 'clearInterval'] });
  const until = NOW / 1000 + seconds;
  mock.reply('getSysConfig', (_call, config) => ({ ...config, features: { ...config.features, extension_debugger_until: until } }));
}

describe('ExtensionDebuggerTimer', () => {
  it('counts down to the end of the debugger session', async () => {
    debuggerOnFor(65);
    renderShell(<ExtensionDebuggerTimer />);
    expect(await screen.findByRole('timer', { name: 'Extension debugger ends in 1:05' })).toHaveTextContent('1:05');
    act(() => vi.advanceTimersByTime(6000));
    expect(screen.getByRole('timer', { name: 'Extension debugger ends in 0:59' })).toHaveTextContent('0:59');
  });

  it('disappears when the time is up', async () => {
    debuggerOnFor(2);
    renderShell(<ExtensionDebuggerTimer />);
    expect(await screen.findByRole('timer')).toHaveTextContent('0:02');
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('is hidden when the debugger is off', async () => {
    // the super admin of the spec: no debugger session
    const { queryClient } = renderShell(<ExtensionDebuggerTimer />);
    await settled(queryClient);
    expect(mock.callsOf('getSysConfig')).toHaveLength(1);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });
});
