/**
 * How the console's browser checks start Chromium on this kind of machine (a container without a GPU or a user
 * namespace sandbox, and no network beyond the console): one list for the browser tests and every benchmark.
 * Playwright refuses `--user-data-dir` among the arguments; use `launchPersistentContext` for a profile of its own.
 */
export const CHROMIUM_PATH: string = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The launch options every check shares; `extra` adds or overrides (viewport, baseURL, signal handlers, …). */
export function chromiumLaunchOptions<T extends object = object>(extra?: T): { executablePath: string; headless: true; args: string[] } & T {
  return { executablePath: CHROMIUM_PATH, headless: true as const, args: [...CHROMIUM_ARGS], ...(extra ?? ({} as T)) };
}

/**
 * tsx compiles the scripts with esbuild's keepNames, which wraps named functions in `__name(fn, 'name')`. A function
 * handed to the page (`addInitScript`, `evaluate`) is sent as its source text, where that helper does not exist:
 * every context the scripts open defines it first, as the identity it is at run time.
 */
export const PAGE_FUNCTION_SHIM = { content: 'globalThis.__name = globalThis.__name || function (fn) { return fn; };' } as const;
