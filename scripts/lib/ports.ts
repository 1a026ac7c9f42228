import type { ChildProcess } from 'node:child_process';
import net, { type AddressInfo } from 'node:net';

/** Resolves whether `port` can be bound on `host` right now. */
export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/**
 * The preferred port when it is free, otherwise one the system hands out. Several people (and test runs)
 * share one machine, so a fixed port must never be assumed.
 */
export async function findFreePort(preferred: number, host = '127.0.0.1'): Promise<number> {
  if (preferred && (await isPortFree(preferred, host))) return preferred;
  return new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen({ port: 0, host }, () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Waits until something accepts TCP connections on host:port; fails early when `child` exits first. */
export function waitForPort(
  port: number,
  { host = '127.0.0.1', timeoutMs = 30000, child, name = 'server' }: { host?: string; timeoutMs?: number; child?: ChildProcess; name?: string } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    let done = false;
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      if (done) return;
      done = true;
      reject(new Error(`${name} exited before listening on port ${port} (${signal ?? `exit code ${code}`})`));
    };
    child?.once('exit', onExit);
    const attempt = () => {
      if (done) return;
      const socket = net.connect({ port, host });
      socket.once('connect', () => {
        socket.destroy();
        if (done) return;
        done = true;
        child?.off('exit', onExit);
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (done) return;
        if (Date.now() > deadline) {
          done = true;
          child?.off('exit', onExit);
          reject(new Error(`${name} did not listen on ${host}:${port} within ${timeoutMs} ms`));
        } else setTimeout(attempt, 150);
      });
    };
    attempt();
  });
}
