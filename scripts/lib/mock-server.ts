/**
 * The mock appliance: Prism serving generated/openapi.json (the bundled specs), the small websocket mock for
 * results that the appliance pushes over a socket (when scripts/mock-socket.ts is present), and the mock analyzer's
 * data service (scripts/analyzer) behind Prism's validating proxy, which answers the calls static examples cannot:
 * widget data over a generated log set.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { findFreePort, waitForPort } from './ports.ts';
import { binPath, root, scriptArgs, startChild, stopChild, type StartedChild } from './processes.ts';

export const DEFAULT_MOCK_PORT = 4010;
export const DEFAULT_SOCKET_PORT = 4020;
export const DEFAULT_ANALYZER_PORT = 4030;
export const DEFAULT_ANALYZER_PROXY_PORT = 4040;
export { ANALYZER_PATHS, isAnalyzerPath } from './analyzer-paths.ts';

export interface StartMockOptions {
  /** Preferred Prism port; another free port is used when it is taken. */
  port?: number;
  /** Preferred websocket mock port. */
  socketPort?: number;
  host?: string;
  /** OpenAPI document to serve; default generated/openapi.json (or MOCK_SPEC). */
  spec?: string;
  /** Prism's verbosity (info logs every request). */
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
  /** Receives every output line. */
  onLine?: (name: string, line: string) => void;
}

export interface RunningMock {
  /** Prism's base URL, e.g. http://127.0.0.1:4010 */
  url: string;
  port: number;
  /** The websocket mock, when scripts/mock-socket.ts exists. */
  socketUrl: string | null;
  socketPort: number | null;
  /** The analyzer's validating proxy: where widget-data calls go. */
  analyzerUrl: string | null;
  /** The analyzer service itself (tests only; the console never calls it directly). */
  analyzerServiceUrl: string | null;
  stop(): Promise<void>;
  /** Prism, the websocket mock, the analyzer and its proxy, each with its name and last output lines. */
  children: StartedChild[];
}

export async function startMock(options: StartMockOptions = {}): Promise<RunningMock> {
  const host = options.host ?? '127.0.0.1';
  const spec = options.spec ?? process.env.MOCK_SPEC ?? join(root, 'generated/openapi.json');
  if (!existsSync(spec)) throw new Error(`${spec} is missing: run npm run codegen`);
  const children: StartedChild[] = [];
  const stop = async () => {
    await Promise.all(children.map((c) => stopChild(c)));
  };
  try {
    const port = await findFreePort(options.port ?? DEFAULT_MOCK_PORT, host);
    const prism = startChild(
      'mock',
      process.execPath,
      [binPath('@stoplight/prism-cli', 'prism'), 'mock', spec, '-h', host, '-p', String(port), '-v', options.logLevel ?? 'info'],
      { onLine: options.onLine },
    );
    children.push(prism);
    let socketPort: number | null = null;
    const socketScript = join(root, 'scripts/mock-socket.ts');
    if (existsSync(socketScript)) {
      socketPort = await findFreePort(options.socketPort ?? DEFAULT_SOCKET_PORT, host);
      const socket = startChild('socket', process.execPath, scriptArgs(socketScript), {
        env: { MOCK_SOCKET_PORT: String(socketPort), MOCK_SOCKET_HOST: host, MOCK_URL: `http://${host}:${port}` },
        onLine: options.onLine,
      });
      children.push(socket);
    }
    const ready = (child: StartedChild, childPort: number | null, timeoutMs: number) =>
      waitForPort(childPort ?? 0, { host, child, name: child.label, timeoutMs }).catch((err: unknown) => {
        const message = err instanceof Error ? err.message : String(err);
        throw new Error(options.onLine ? message : `${message}\n${child.outputTail()}`);
      });
    if (options.analyzer === false) {
      await Promise.all(children.map((child) => ready(child, child === prism ? port : socketPort, 60000)));
      return { url: `http://${host}:${port}`, port, socketUrl: socketPort ? `ws://${host}:${socketPort}` : null, socketPort, analyzerUrl: null, analyzerServiceUrl: null, stop, children };
    }
    // the analyzer generates its log set on its first start (tens of seconds for millions of rows), then reads it
    // from the cache; its validating proxy starts once the service answers
    const analyzerPort = await findFreePort(options.analyzerPort ?? DEFAULT_ANALYZER_PORT, host);
    const analyzer = startChild('analyzer', process.execPath, scriptArgs(join(root, 'scripts/analyzer/server.ts')), {
      env: {
        ANALYZER_PORT: String(analyzerPort),
        ANALYZER_HOST: host,
        ...(options.analyzerRows ? { ANALYZER_ROWS: String(options.analyzerRows) } : {}),
        ...(options.analyzerStateFile ? { ANALYZER_STATE_FILE: options.analyzerStateFile } : {}),
      },
      onLine: options.onLine,
    });
    children.push(analyzer);
    await Promise.all([
      ...children.filter((c) => c !== analyzer).map((child) => ready(child, child === prism ? port : socketPort, 60000)),
      ready(analyzer, analyzerPort, 10 * 60000),
    ]);
    const analyzerProxyPort = await findFreePort(options.analyzerProxyPort ?? DEFAULT_ANALYZER_PROXY_PORT, host);
    const analyzerProxy = startChild(
      'analyzer-proxy',
      process.execPath,
      [binPath('@stoplight/prism-cli', 'prism'), 'proxy', spec, `http://${host}:${analyzerPort}`, '--errors', '-h', host, '-p', String(analyzerProxyPort), '-v', options.logLevel ?? 'info'],
      { onLine: options.onLine },
    );
    children.push(analyzerProxy);
    await ready(analyzerProxy, analyzerProxyPort, 60000);
    return {
      url: `http://${host}:${port}`,
      port,
      socketUrl: socketPort ? `ws://${host}:${socketPort}` : null,
      socketPort,
      analyzerUrl: `http://${host}:${analyzerProxyPort}`,
      analyzerServiceUrl: `http://${host}:${analyzerPort}`,
      stop,
      children,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
