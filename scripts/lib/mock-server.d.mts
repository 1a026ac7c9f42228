import type { ChildProcess } from 'node:child_process';

export declare const DEFAULT_MOCK_PORT: number;
export declare const DEFAULT_SOCKET_PORT: number;

export interface StartMockOptions {
  /** Preferred Prism port; another free port is used when it is taken. */
  port?: number;
  socketPort?: number;
  host?: string;
  /** OpenAPI document to serve; default generated/openapi.json (or MOCK_SPEC). */
  spec?: string;
  logLevel?: 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal' | 'silent';
  onLine?: (name: string, line: string) => void;
}

export interface RunningMock {
  /** Prism's base URL, e.g. http://127.0.0.1:4010 */
  url: string;
  port: number;
  /** The websocket mock, when scripts/mock-socket.mjs exists. */
  socketUrl: string | null;
  socketPort: number | null;
  stop(): Promise<void>;
  children: ChildProcess[];
}

export declare function startMock(options?: StartMockOptions): Promise<RunningMock>;
