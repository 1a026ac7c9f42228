/**
 * The mock appliance, started as one:
 *   - Prism's validating proxy (`prism proxy … --errors`): every /api call goes through it, so each request and
 *     answer is checked against the API description;
 *   - behind it the stateful appliance (scripts/appliance): it keeps what administrators change, per sandbox and
 *     persona, in an embedded store, and hands every other call on;
 *   - the Prism mock serving generated/openapi.json's examples (personas, scenarios, injected faults);
 *   - the mock analyzer's data service (scripts/analyzer): widget and log data over a generated log set;
 *   - the small websocket mock for results the appliance pushes over a socket.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startFront, type Front } from './appliance-front.ts';
import { RESTART_EXIT_CODE } from './mock-control.ts';
import { findFreePort, waitForPort } from './ports.ts';
import { binPath, root, scriptArgs, startChild, stopChild, type StartedChild } from './processes.ts';

/** The front door's preferred port (where /api goes), and the websocket mock's. */
export const DEFAULT_MOCK_PORT = 4010;
export const DEFAULT_SOCKET_PORT = 4020;


export interface StartMockOptions {
  /** Preferred port of the front door (the validating proxy); another free port is used when it is taken. */
  port?: number;
  /** Preferred websocket mock port. */
  socketPort?: number;
  host?: string;
  /** OpenAPI document to serve; default generated/openapi.json (or MOCK_SPEC). */
  spec?: string;
  /** Prism's verbosity (info logs every request). */
  logLevel?: 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal' | 'silent';
  /** Ports of the analyzer data service and of the stateful appliance (default: ones the system hands out). */
  analyzerPort?: number;
  appliancePort?: number;
  /** Log rows the analyzer generates (default 5,000,000; ANALYZER_ROWS also sets it). */
  analyzerRows?: number;
  /** The appliance's store file (default .tmp/appliance/state.duckdb; ':memory:' keeps nothing across restarts). */
  storeFile?: string;
  /** Start from the examples: what the store kept is forgotten. */
  reset?: boolean;
  /** false: no analyzer (screens without widget data, e.g. the first-screen measurement). */
  analyzer?: boolean;
  /** Receives every output line. */
  onLine?: (name: string, line: string) => void;
}

export interface RunningMock {
  /** Where /api goes: the validating proxy in front of the appliance, e.g. http://127.0.0.1:4010 */
  url: string;
  port: number;
  /** The Prism mock itself (the examples, with no state). */
  prismUrl: string;
  /** The stateful appliance itself: its control calls (/__mock/reset) go here. */
  applianceUrl: string;
  /** The websocket mock, when scripts/mock-socket.ts exists. */
  socketUrl: string | null;
  socketPort: number | null;
  /** The analyzer service itself (tests only; the console never calls it directly). */
  analyzerServiceUrl: string | null;
  stop(): Promise<void>;
  /** The proxy, the appliance, Prism, the websocket mock and the analyzer, each with its name and last output lines. */
  children: StartedChild[];
}

export async function startMock(options: StartMockOptions = {}): Promise<RunningMock> {
  const host = options.host ?? '127.0.0.1';
  const spec = options.spec ?? process.env.MOCK_SPEC ?? join(root, 'generated/openapi.json');
  if (!existsSync(spec)) throw new Error(`${spec} is missing: run npm run codegen`);
  const children: StartedChild[] = [];
  const fronts: Front[] = [];
  let stopped = false;
  const stop = async () => {
    stopped = true;
    await Promise.all([...children.map((c) => stopChild(c)), ...fronts.map((f) => f.close())]);
  };
  try {
    const ready = (child: StartedChild, childPort: number, timeoutMs: number) =>
      waitForPort(childPort, { host, child, name: child.label, timeoutMs }).catch((err: unknown) => {
        const message = err instanceof Error ? err.message : String(err);
        throw new Error(options.onLine ? message : `${message}\n${child.outputTail()}`);
      });
    const logLevel = options.logLevel ?? 'info';
    /**
     * Starts a child on a port that was free a moment ago; when someone else took it in between (another console
     * starting at the same time), the child ends with EADDRINUSE and it is started again on a port the system
     * hands out.
     */
    const launch = async (make: (childPort: number) => StartedChild, preferred: number, timeoutMs: number): Promise<number> => {
      let want = preferred;
      for (let attempt = 1; ; attempt++) {
        const childPort = await findFreePort(want, host);
        const child = make(childPort);
        children.push(child);
        const taken = () => /EADDRINUSE/.test(child.outputTail());
        try {
          await ready(child, childPort, timeoutMs);
          // what answered may be the other process that took the port: ours has then stopped
          await new Promise((r) => setTimeout(r, 250));
          if (child.exitCode === null && child.signalCode === null) return childPort;
        } catch (err) {
          if (!taken() || attempt >= 5) throw err;
        }
        await stopChild(child);
        children.splice(children.indexOf(child), 1);
        if (!taken() || attempt >= 5) throw new Error(`${child.label} stopped after starting on port ${childPort}\n${child.outputTail()}`);
        want = 0;
      }
    };
    // the parts behind the front door listen on ports the system hands out; only the front door (where /api goes)
    // and the websocket mock prefer well-known ports
    const prismPort = await findFreePort(0, host);
    const prism = startChild('mock', process.execPath, [binPath('@stoplight/prism-cli', 'prism'), 'mock', spec, '-h', host, '-p', String(prismPort), '-v', logLevel], {
      onLine: options.onLine,
    });
    children.push(prism);
    const waits: Promise<unknown>[] = [ready(prism, prismPort, 60000)];
    let socketPort: number | null = null;
    const socketScript = join(root, 'scripts/mock-socket.ts');
    if (existsSync(socketScript)) {
      waits.push(
        launch(
          (childPort) =>
            startChild('socket', process.execPath, scriptArgs(socketScript), {
              env: { MOCK_SOCKET_PORT: String(childPort), MOCK_SOCKET_HOST: host, MOCK_URL: `http://${host}:${prismPort}` },
              onLine: options.onLine,
            }),
          options.socketPort ?? (options.port === undefined ? DEFAULT_SOCKET_PORT : 0),
          60000,
        ).then((p) => (socketPort = p)),
      );
    }
    let analyzerPort: number | null = null;
    if (options.analyzer !== false) {
      // the analyzer generates its log set on its first start (tens of seconds for millions of rows), then reads it
      // from the cache
      analyzerPort = await findFreePort(options.analyzerPort ?? 0, host);
      const analyzer = startChild('analyzer', process.execPath, scriptArgs(join(root, 'scripts/analyzer/server.ts')), {
        env: {
          ANALYZER_PORT: String(analyzerPort),
          ANALYZER_HOST: host,
          ...(options.analyzerRows ? { ANALYZER_ROWS: String(options.analyzerRows) } : {}),
        },
        onLine: options.onLine,
      });
      children.push(analyzer);
      waits.push(ready(analyzer, analyzerPort, 10 * 60000));
    }
    // the front keeps the appliance's address while its process restarts; the process itself listens beside it
    const front = await startFront(host, await findFreePort(options.appliancePort ?? 0, host), await findFreePort(0, host));
    fronts.push(front);
    const appliancePort = front.targetPort;
    const launchAppliance = (): StartedChild => {
      const child = startChild('appliance', process.execPath, scriptArgs(join(root, 'scripts/appliance/server.ts')), {
        env: {
          APPLIANCE_PORT: String(appliancePort),
          APPLIANCE_HOST: host,
          PRISM_URL: `http://${host}:${prismPort}`,
          ...(analyzerPort ? { ANALYZER_URL: `http://${host}:${analyzerPort}` } : {}),
          ...(options.storeFile ? { APPLIANCE_STORE: options.storeFile } : {}),
          ...(options.reset && !restarted ? { APPLIANCE_RESET: '1' } : {}),
        },
        onLine: options.onLine,
      });
      // POST /__mock/restart: the appliance stops as a unit restarting would, and comes back with what it kept
      child.once('exit', (code) => {
        if (code !== RESTART_EXIT_CODE || stopped) return;
        restarted = true;
        front.hold();
        const next = launchAppliance();
        children[children.indexOf(child)] = next;
        // requests wait at the front until the appliance answers again
        void waitForPort(appliancePort, { host, child: next, name: next.label, timeoutMs: 60000 }).then(
          () => front.release(),
          (err: unknown) => options.onLine?.('appliance', `did not come back after a restart: ${err instanceof Error ? err.message : String(err)}`),
        );
      });
      return child;
    };
    let restarted = false;
    const appliance = launchAppliance();
    children.push(appliance);
    waits.push(ready(appliance, appliancePort, 60000));
    const port = await launch(
      (childPort) =>
        startChild(
          'proxy',
          process.execPath,
          [binPath('@stoplight/prism-cli', 'prism'), 'proxy', spec, front.url, '--errors', '-h', host, '-p', String(childPort), '-v', logLevel],
          { onLine: options.onLine },
        ),
      options.port ?? DEFAULT_MOCK_PORT,
      60000,
    );
    await Promise.all(waits);
    return {
      url: `http://${host}:${port}`,
      port,
      prismUrl: `http://${host}:${prismPort}`,
      applianceUrl: front.url,
      socketUrl: socketPort ? `ws://${host}:${socketPort}` : null,
      socketPort,
      analyzerServiceUrl: analyzerPort ? `http://${host}:${analyzerPort}` : null,
      stop,
      children,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
