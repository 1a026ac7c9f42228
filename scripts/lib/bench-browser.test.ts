import { afterEach, describe, expect, it, vi } from 'vitest';
import { benchArgs, positive, stopOnExit } from './bench-browser.ts';

/** A stand-in for the process: the signal listeners it was given, and the codes it was asked to exit with. */
function fakeProcess() {
  const listeners = new Map<string, () => void>();
  const exits: number[] = [];
  return {
    listeners,
    exits,
    once: (signal: string, listener: () => void) => void listeners.set(signal, listener),
    exit: (code: number) => void exits.push(code),
  };
}

describe('bench browser helpers', () => {
  afterEach(() => vi.restoreAllMocks());

  it('runs every registered stop once, last added first, however often cleanup is called', async () => {
    const proc = fakeProcess();
    const stops = stopOnExit({ proc });
    const order: string[] = [];
    const a = vi.fn(async () => void order.push('mock'));
    const b = vi.fn(() => void order.push('server'));
    const c = vi.fn(async () => void order.push('browser'));
    stops.add(a);
    stops.add(b);
    stops.add(c);
    const first = stops.cleanup();
    expect(stops.cleanup()).toBe(first);
    await first;
    await stops.cleanup();
    expect([a, b, c].map((fn) => fn.mock.calls.length)).toEqual([1, 1, 1]);
    expect(order).toEqual(['browser', 'server', 'mock']);
    expect(stops.interrupted).toBe(false);
    expect(proc.exits).toEqual([]);
  });

  it('reports a stop that fails and still runs the others', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const stops = stopOnExit({ proc: fakeProcess() });
    const before = vi.fn(async () => {});
    const after = vi.fn(async () => {});
    stops.add(before);
    stops.add(async () => {
      throw new Error('port still in use');
    });
    stops.add(() => {
      throw new Error('no such context');
    });
    stops.add(after);
    await stops.cleanup();
    expect(before).toHaveBeenCalledOnce();
    expect(after).toHaveBeenCalledOnce();
    expect(error.mock.calls.map(([line]) => line)).toEqual(['cleanup: no such context', 'cleanup: port still in use']);
  });

  it('on a signal stops everything, says so and exits with 130; the end of the run does not stop again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const proc = fakeProcess();
    const stops = stopOnExit({ proc });
    expect([...proc.listeners.keys()]).toEqual(['SIGINT', 'SIGTERM', 'SIGHUP']);
    const stop = vi.fn(async () => {});
    stops.add(stop);
    proc.listeners.get('SIGTERM')?.();
    expect(stops.interrupted).toBe(true);
    await stops.cleanup();
    await vi.waitFor(() => expect(proc.exits).toEqual([130]));
    expect(stop).toHaveBeenCalledOnce();
    expect(error).toHaveBeenCalledWith('\nSIGTERM: stopping');
  });

  it('listens to the signals it is given, quietly when asked', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const proc = fakeProcess();
    const stops = stopOnExit({ proc, signals: ['SIGINT', 'SIGTERM'], announce: false });
    expect([...proc.listeners.keys()]).toEqual(['SIGINT', 'SIGTERM']);
    proc.listeners.get('SIGINT')?.();
    await stops.cleanup();
    await vi.waitFor(() => expect(proc.exits).toEqual([130]));
    expect(error).not.toHaveBeenCalled();
  });

  it('reads the options given, --dist and --no-build, and lets other arguments through', () => {
    const runs = { type: 'string', default: '7' } as const;
    expect(benchArgs({ runs }, [])).toEqual({ runs: '7', 'no-build': false });
    expect(benchArgs({ runs }, ['--runs', '3', '--dist', '.tmp/dist', '--no-build', '--keys=4'])).toEqual({
      runs: '3',
      dist: '.tmp/dist',
      'no-build': true,
      keys: '4',
    });
  });

  it('reads a command-line count as a whole number above 0, else the fallback', () => {
    expect(positive('7', 5)).toBe(7);
    expect(positive(undefined, 5)).toBe(5);
    expect(positive('0', 5)).toBe(5);
    expect(positive('-3', 5)).toBe(5);
    expect(positive('2.5', 5)).toBe(5);
    expect(positive('many', 5)).toBe(5);
  });
});
