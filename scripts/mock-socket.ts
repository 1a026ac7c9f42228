#!/usr/bin/env node
/**
 * Mock of the appliance's websocket (/api/ws) for mock mode and tests. The dev and preview servers proxy /api/ws
 * here, with or without the /api prefix, so both /api/ws and /ws are accepted.
 *
 * Protocol (JSON text frames; server messages follow specs/schemas/backup-result-message.schema.json):
 *   client → {"type":"subscribe","topic":"backup","request_id":"<from backupSystemDb>"}   (request_id optional)
 *   server → {"type":"subscribed","topic":"backup"}                                        (acknowledgement)
 *   server → {"type":"event","topic":"backup","status":"progress","percent":30|60|100,"request_id":…}
 *   server → {"type":"event","topic":"backup","status":"done","meta":{bytes,downloadname,filepath},"request_id":…}
 * A request_id starting with "fail" ends with {"status":"error","message":"Backup failed."} instead of done, so
 * tests can reach the failure path. Unknown messages get {"type":"error","message":"…"}.
 *
 * Usage: npx tsx scripts/mock-socket.ts   (port from MOCK_SOCKET_PORT, default 4020; host MOCK_SOCKET_HOST, default 127.0.0.1)
 *        import { startMockSocket } from './mock-socket.ts'; const s = await startMockSocket({ port: 0 }); … s.close()
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { WebSocketServer } from 'ws';
import type { BackupDoneMessage, BackupResultMessage } from '../generated/types/entities.ts';

export const DEFAULT_MOCK_SOCKET_PORT = 4020;
const PATHS = new Set(['/api/ws', '/ws']);

export type BackupFileMeta = BackupDoneMessage['meta'];

/** What the socket sends: the backup's messages, the subscription's acknowledgement, or why a message was refused. */
type OutgoingMessage =
  | BackupResultMessage
  | { type: 'subscribed'; topic: 'backup'; request_id?: string }
  | { type: 'error'; message: string };

export interface MockSocketOptions {
  /** default MOCK_SOCKET_PORT or 4020; 0 picks a free port */
  port?: number;
  host?: string;
  /** delay before each backup message, ms */
  stepMs?: number;
}

export interface RunningMockSocket {
  port: number;
  /** ws://host:port/api/ws (/ws works too) */
  url: string;
  close(): Promise<void>;
}

/** The finished backup's file, as the appliance names it. */
export function backupMeta(now = new Date()): BackupFileMeta {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
  return {
    bytes: 48_211_968,
    downloadname: `FMG-VM64_backup_${stamp}.dat`,
    filepath: `/var/tmp/backup/sysbackup-${stamp}.dat`,
  };
}

/**
 * Starts the mock socket. `stepMs` is the delay before each message (short, so the UI shows progress).
 * Resolves with { port, url, close() } once listening.
 */
export function startMockSocket({
  port = Number(process.env.MOCK_SOCKET_PORT) || DEFAULT_MOCK_SOCKET_PORT,
  host = process.env.MOCK_SOCKET_HOST || '127.0.0.1',
  stepMs = 300,
}: MockSocketOptions = {}): Promise<RunningMockSocket> {
  const server = createServer((req, res) => {
    res.writeHead(426, { 'Content-Type': 'text/plain' });
    res.end('websocket only\n');
  });
  const wss = new WebSocketServer({ noServer: true });
  const timers = new Set<NodeJS.Timeout>();

  server.on('upgrade', (req, socket, head) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (!PATHS.has(path)) {
      socket.write('HTTP/1.1 404 Not Found\r\n\r\n');
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });

  wss.on('connection', (ws) => {
    const send = (message: OutgoingMessage) => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
    };
    const later = (ms: number, fn: () => void) => {
      const t = setTimeout(() => {
        timers.delete(t);
        fn();
      }, ms);
      timers.add(t);
    };
    ws.on('message', (data) => {
      let message: unknown;
      try {
        message = JSON.parse(String(data));
      } catch {
        send({ type: 'error', message: 'Messages must be JSON.' });
        return;
      }
      const subscribe = typeof message === 'object' && message !== null ? (message as Record<string, unknown>) : {};
      if (subscribe.type !== 'subscribe' || subscribe.topic !== 'backup') {
        send({ type: 'error', message: 'Unknown message; send {"type":"subscribe","topic":"backup"}.' });
        return;
      }
      const id: { request_id?: string } = typeof subscribe.request_id === 'string' ? { request_id: subscribe.request_id } : {};
      send({ type: 'subscribed', topic: 'backup', ...id });
      const base = { type: 'event', topic: 'backup', ...id } as const;
      [30, 60, 100].forEach((percent, i) => later(stepMs * (i + 1), () => send({ ...base, status: 'progress', percent })));
      later(stepMs * 4, () => {
        if (id.request_id?.startsWith('fail')) send({ ...base, status: 'error', message: 'Backup failed.' });
        else send({ ...base, status: 'done', meta: backupMeta() });
      });
    });
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const actual = (server.address() as AddressInfo).port;
      resolve({
        port: actual,
        url: `ws://${host}:${actual}/api/ws`,
        close: () =>
          new Promise<void>((done) => {
            for (const t of timers) clearTimeout(t);
            timers.clear();
            for (const client of wss.clients) client.terminate();
            wss.close();
            server.close(() => done());
          }),
      });
    });
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const s = await startMockSocket();
  console.log(`mock socket listening on ${s.url} (also /ws)`);
  const stop = () => s.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
