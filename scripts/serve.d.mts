import type { Server } from 'node:http';

export declare const CSP_DIRECTIVES: Record<string, string[]>;
export declare function contentSecurityPolicy(directives?: Record<string, string[]>): string;
export declare const SECURITY_HEADERS: Record<string, string>;
/** The encoding to answer an Accept-Encoding header with: brotli, gzip or none (q-values and `*` count). */
export declare function chooseEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null;

export interface StartServerOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  /** The built console; default dist/. */
  distDir?: string;
  /** Base URL /api/<path> is forwarded to (<apiTarget>/<path>). */
  apiTarget?: string;
  /** Where the /api/ws websocket goes when it differs from apiTarget. */
  socketTarget?: string;
  /** Where the mock analyzer's paths (widget data) go: its validating proxy. */
  analyzerTarget?: string;
}

export interface RunningServer {
  url: string;
  port: number;
  server: Server;
  close(): Promise<void>;
}

export declare function startServer(options?: StartServerOptions): Promise<RunningServer>;
/** vite build into outDir; resolves with the exit code. */
export declare function buildConsole(outDir: string, env?: Record<string, string>): Promise<number>;
