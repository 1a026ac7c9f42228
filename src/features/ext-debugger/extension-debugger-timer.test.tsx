import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { ExtensionDebuggerTimer } from './extension-debugger-timer.tsx';

const state = vi.hoisted(() => ({ caps: { extensionDebuggerUntil: null as number | null } }));
vi.mock('@/lib/session/index.ts', () => ({ useCapabilities: () => state.caps }));

const NOW = 1_750_000_000_000;

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => vi.useRealTimers());

describe('ExtensionDebuggerTimer', () => {
  it('counts down to the end of the debugger session', () => {
    state.caps = { extensionDebuggerUntil: NOW / 1000 + 65 };
    render(<ExtensionDebuggerTimer />);
    expect(screen.getByRole('timer', { name: 'Extension debugger ends in 1:05' })).toHaveTextContent('1:05');
    act(() => vi.advanceTimersByTime(6000));
    expect(screen.getByRole('timer')).toHaveTextContent('0:59');
  });

  it('disappears when the time is up', () => {
    state.caps = { extensionDebuggerUntil: NOW / 1000 + 2 };
    render(<ExtensionDebuggerTimer />);
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('is hidden when the debugger is off', () => {
    state.caps = { extensionDebuggerUntil: null };
    render(<ExtensionDebuggerTimer />);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });
});
