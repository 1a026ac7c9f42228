/**
 * The mock appliance: Prism serving generated/openapi.json (the bundled specs), plus the small websocket
 * mock for results that the appliance pushes over a socket (when scripts/mock-socket.mjs is present).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { findFreePort, waitForPort } from './ports.mjs';
import { binPath, root, startChild, stopChild } from './processes.mjs';

export const DEFAULT_MOCK_PORT = 4010;
export const DEFAULT_SOCKET_PORT = 4020;

/**
 * @param {object} [options]
 * @param {number} [options.port] preferred Prism port (another free port is used when it is taken)
 * @param {number} [options.socketPort] preferred websocket mock port
 * @param {string} [options.host]
 * @param {string} [options.spec] OpenAPI document Prism serves
 * @param {string} [options.logLevel] Prism's verbosity (info logs every request)
 * @param {(name: string, line: string) => void} [options.onLine] receives every output line
 * @returns {Promise<{ url: string, port: number, socketUrl: string | null, socketPort: number | null, stop(): Promise<void>, children: import('node:child_process').ChildProcess[] }>}
 */
export async function startMock(options = {}) {
  const host = options.host ?? '127.0.0.1';
  const spec = options.spec ?? process.env.MOCK_SPEC ?? join(root, 'generated/openapi.json');
  if (!existsSync(spec)) throw new Error(`${spec} is missing: run npm run codegen`);
  const children = [];
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
    let socketPort = null;
    const socketScript = join(root, 'scripts/mock-socket.mjs');
    if (existsSync(socketScript)) {
      socketPort = await findFreePort(options.socketPort ?? DEFAULT_SOCKET_PORT, host);
      const socket = startChild('socket', process.execPath, [socketScript], {
        env: { MOCK_SOCKET_PORT: String(socketPort), MOCK_SOCKET_HOST: host, MOCK_URL: `http://${host}:${port}` },
        onLine: options.onLine,
      });
      children.push(socket);
    }
    await Promise.all(
      children.map((child) =>
        waitForPort(child === prism ? port : socketPort, { host, child, name: child.label, timeoutMs: 60000 }).catch((err) => {
          throw new Error(options.onLine ? err.message : `${err.message}\n${child.outputTail()}`);
        }),
      ),
    );
    return {
      url: `http://${host}:${port}`,
      port,
      socketUrl: socketPort ? `ws://${host}:${socketPort}` : null,
      socketPort,
      stop,
      children,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
