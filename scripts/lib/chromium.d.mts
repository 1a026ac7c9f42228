export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: readonly string[];
/** The launch options every check shares; `extra` adds or overrides (viewport, baseURL, signal handlers, …). */
export declare function chromiumLaunchOptions<T extends object = object>(
  extra?: T,
): { executablePath: string; headless: true; args: string[] } & T;
