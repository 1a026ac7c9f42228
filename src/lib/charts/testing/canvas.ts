import { vi } from 'vitest';

export interface CanvasCall {
  method: string;
  args: unknown[];
}

/**
 * jsdom has no 2D canvas (getContext answers null, and nivo's canvas charts then fail on their first draw). This
 * gives every canvas a context that records what is drawn, so a test can read the labels a chart wrote.
 */
export function recordCanvas() {
  const calls: CanvasCall[] = [];
  const context = (canvas: HTMLCanvasElement) => {
    const state: Record<string | symbol, unknown> = { canvas, font: '10px sans-serif', globalAlpha: 1 };
    return new Proxy(state, {
      get(target, prop) {
        if (prop in target) return target[prop];
        if (prop === 'measureText') return (text: string) => ({ width: String(text).length * 6, actualBoundingBoxAscent: 8, actualBoundingBoxDescent: 2 });
        if (prop === 'createLinearGradient' || prop === 'createRadialGradient' || prop === 'createPattern') return () => ({ addColorStop() {} });
        if (prop === 'getLineDash') return () => [];
        if (prop === 'getTransform') return () => ({ a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 });
        if (typeof prop === 'symbol' || prop === 'then') return undefined;
        return (...args: unknown[]) => {
          calls.push({ method: prop, args });
        };
      },
      set(target, prop, value) {
        target[prop] = value;
        return true;
      },
    }) as unknown as CanvasRenderingContext2D;
  };
  const spy = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    return context(this);
  } as unknown as HTMLCanvasElement['getContext']);
  return {
    calls,
    /** every text drawn with fillText */
    texts: () => calls.filter((c) => c.method === 'fillText').map((c) => String(c.args[0])),
    restore: () => spy.mockRestore(),
  };
}
