import type { ChildProcess } from 'node:child_process';

export declare const DEFAULT_MOCK_PORT: number;
export declare const DEFAULT_SOCKET_PORT: number;
export declare const DEFAULT_ANALYZER_PORT: number;
export declare const DEFAULT_ANALYZER_PROXY_PORT: number;
export { ANALYZER_PATHS, isAnalyzerPath } from './analyzer-paths.mjs';

export interface StartMockOptions {
  /** Preferred Prism port; another free port is used when it is taken. */
  port?: number;
  socketPort?: number;
  host?: string;
  /** OpenAPI document to serve; default generated/openapi.json (or MOCK_SPEC). */
  spec?: string;
  logLevel?: 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal' | 'silent';
  /** Preferred ports of the analyzer data service and of its validating proxy. */
  analyzerPort?: number;
  analyzerProxyPort?: number;
  /** Log rows the analyzer generates (default 5,000,000; ANALYZER_ROWS also sets it). */
  analyzerRows?: number;
  /** Where the analyzer keeps the custom views (default .tmp/analyzer/custom-views.json; a fresh file starts with the templates). */
  analyzerStateFile?: string;
  /** false: no analyzer (screens without widget data, e.g. the first-screen measurement). */
  analyzer?: boolean;
  onLine?: (name: string, line: string) => void;
}

export interface RunningMock {
  /** Prism's base URL, e.g. http://127.0.0.1:4010 */
  url: string;
  port: number;
  /** The websocket mock, when scripts/mock-socket.mjs exists. */
  socketUrl: string | null;
  socketPort: number | null;
  /** The analyzer's validating proxy: where widget-data calls go. */
  analyzerUrl: string | null;
  /** The analyzer service itself (tests only; the console never calls it directly). */
  analyzerServiceUrl: string | null;
  stop(): Promise<void>;
  children: ChildProcess[];
}

export declare function startMock(options?: StartMockOptions): Promise<RunningMock>;
