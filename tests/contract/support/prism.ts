import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { root } from './openapi.ts';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export interface MockServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Prism mocking the bundled document. Request validation is always on in mock mode (a request that breaks
 * the spec gets 422); `--errors` also turns a response that breaks its own schema into an error.
 */
export async function startPrism(): Promise<MockServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    join(root, 'node_modules', '.bin', 'prism'),
    ['mock', join(root, 'generated', 'openapi.json'), '-p', String(port), '-h', '127.0.0.1', '--errors', '-v', 'warn'],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (d) => (output += String(d)));
  child.stderr?.on('data', (d) => (output += String(d)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 45_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`prism exited (${child.exitCode}):\n${output}`);
    try {
      await fetch(`${url}/__ready__`);
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill();
        throw new Error(`prism did not start on ${url}:\n${output}`);
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
