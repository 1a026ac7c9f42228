/**
 * The appliance's front door, kept by the process that starts the mock: it hands each request to the appliance
 * process, and while that process restarts (POST /__mock/restart) it holds requests until the new one answers,
 * so a restart is never seen as a lost connection by a console or a test that is using the mock at the time.
 */
import http from 'node:http';
import { once } from 'node:events';

export interface Front {
  url: string;
  port: number;
  /** where the appliance process listens */
  targetPort: number;
  /** the appliance is going away: hold new requests */
  hold(): void;
  /** the appliance answers again */
  release(): void;
  close(): Promise<void>;
}

const RETRYABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE']);
const RETRY_WAIT_MS = 50;
/** how long a request waits for an appliance that is restarting */
const RETRY_FOR_MS = 60_000;

function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export async function startFront(host: string, port: number, targetPort: number): Promise<Front> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let gate: Promise<void> = Promise.resolve();
  let open: (() => void) | null = null;

  const send = (req: http.IncomingMessage, body: Buffer) =>
    new Promise<http.IncomingMessage>((resolve, reject) => {
      const upstream = http.request({ host, port: targetPort, method: req.method, path: req.url, headers: req.headers, agent }, resolve);
      upstream.on('error', reject);
      upstream.end(body);
    });

  const server = http.createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const until = Date.now() + RETRY_FOR_MS;
      for (;;) {
        await gate;
        try {
          const answer = await send(req, body);
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        } catch (err) {
          const code = (err as NodeJS.ErrnoException).code ?? '';
          // the appliance closed its door before the answer began: it is restarting, the request never ran
          if (!RETRYABLE.has(code) || Date.now() > until) throw err;
          await new Promise((r) => setTimeout(r, RETRY_WAIT_MS));
        }
      }
    })().catch((err: unknown) => {
      if (res.headersSent) return res.destroy();
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 502, message: `The mock appliance did not answer (${err instanceof Error ? err.message : String(err)}).` }));
    });
  });
  server.keepAliveTimeout = 30_000;
  server.listen(port, host);
  await once(server, 'listening');
  return {
    url: `http://${host}:${port}`,
    port,
    targetPort,
    hold() {
      if (open) return;
      gate = new Promise<void>((resolve) => {
        open = resolve;
      });
    },
    release() {
      open?.();
      open = null;
    },
    async close() {
      open?.();
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
