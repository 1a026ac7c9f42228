import type { ParseArgsConfig } from 'node:util';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import type { RunningServer } from '../serve.mjs';

/** A command-line value as a whole number above 0, or `fallback`. */
export declare function positive(v: unknown, fallback: number): number;

/** The command line: `options`, `--dist DIR` and `--no-build`; unknown arguments are let through. */
export declare function benchArgs(
  options: NonNullable<ParseArgsConfig['options']>,
  argv?: string[],
): Record<string, string | boolean | undefined> & { dist?: string | boolean; 'no-build'?: string | boolean };

export interface Stops {
  /** Registers a stop; stops run last added first. */
  add(fn: () => unknown): void;
  /** Runs every stop once (later calls answer the same promise). */
  cleanup(): Promise<void>;
  /** Whether one of the signals came. */
  readonly interrupted: boolean;
}

export interface StopOnExitOptions {
  /** Default SIGINT, SIGTERM and SIGHUP. */
  signals?: readonly NodeJS.Signals[];
  /** Print the signal's name when one comes (default true). */
  announce?: boolean;
  /** The process to listen on and exit (tests). */
  proc?: { once(signal: NodeJS.Signals, listener: () => void): unknown; exit(code: number): unknown };
}

export declare function stopOnExit(options?: StopOnExitOptions): Stops;

/** The production build to measure: --dist DIR (kept; with --no-build reused) or a temporary directory. */
export declare function prepareDist(args: { dist?: unknown; 'no-build'?: unknown }, stops: Stops): Promise<string>;

/** The mock appliance with the analyzer's `rows` log rows and the build served in front of it; answers the server. */
export declare function serveWithAnalyzerMock(stops: Stops, options: { distDir: string; rows: number }): Promise<RunningServer>;

export interface LaunchBrowserOptions {
  baseURL: string;
  viewport: { width: number; height: number };
  /** Stored as console.persona before every page loads. */
  persona?: string;
  /** Init scripts added in order, each with its argument. */
  initScripts?: ReadonlyArray<readonly [(arg: any) => unknown, unknown?]>;
}

export declare function launchBrowser(stops: Stops, options: LaunchBrowserOptions): Promise<{ context: BrowserContext; page: Page }>;
export declare function answerAdomPicker(page: Page, options?: { wait?: boolean }): Promise<void>;
export declare function signIn(page: Page, options?: { pickAdom?: boolean }): Promise<void>;
export declare function heapBytes(cdp: CDPSession): Promise<number>;
/** What the promise in window[name] resolves to, or null after timeoutMs (default a minute). */
export declare function probeResult<T = unknown>(page: Page, name: string, timeoutMs?: number): Promise<T | null>;
