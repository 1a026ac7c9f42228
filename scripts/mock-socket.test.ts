import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import Ajv2020 from 'ajv/dist/2020.js';
import { startMockSocket, type RunningMockSocket } from './mock-socket.ts';
import schema from '../specs/schemas/backup-result-message.schema.json';

const ajv = new Ajv2020({ allErrors: true, strict: false });
const validate = ajv.compile({ ...schema, $id: undefined });

let server: RunningMockSocket;
beforeAll(async () => {
  server = await startMockSocket({ port: 0, stepMs: 20 });
});
afterAll(() => server.close());

/** Subscribes on `path` and collects messages until the backup ends. */
async function subscribe(path: string, request: Record<string, unknown>) {
  const ws = new WebSocket(`ws://127.0.0.1:${server.port}${path}`);
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  const messages: Array<Record<string, unknown>> = [];
  const ended = new Promise<void>((resolve) =>
    ws.on('message', (data) => {
      const m = JSON.parse(String(data));
      messages.push(m);
      if (m.status === 'done' || m.status === 'error' || m.type === 'error') resolve();
    }),
  );
  ws.send(JSON.stringify(request));
  await ended;
  ws.close();
  return messages;
}

describe('mock websocket', () => {
  it.each(['/api/ws', '/ws'])('answers a backup subscribe on %s with progress and the finished file', async (path) => {
    const messages = await subscribe(path, { type: 'subscribe', topic: 'backup', request_id: 'bk-1' });
    expect(messages[0]).toEqual({ type: 'subscribed', topic: 'backup', request_id: 'bk-1' });
    const events = messages.slice(1);
    expect(events.map((m) => m.status)).toEqual(['progress', 'progress', 'progress', 'done']);
    for (const m of events) expect(validate(m), JSON.stringify(validate.errors)).toBe(true);
    expect(events.at(-1)).toMatchObject({ request_id: 'bk-1', meta: { bytes: expect.any(Number), downloadname: expect.any(String), filepath: expect.any(String) } });
  });

  it('ends a backup whose request id starts with fail with an error message', async () => {
    const messages = await subscribe('/api/ws', { type: 'subscribe', topic: 'backup', request_id: 'fail-1' });
    const last = messages.at(-1)!;
    expect(last).toMatchObject({ status: 'error', message: 'Backup failed.' });
    expect(validate(last)).toBe(true);
  });

  it('explains what it expects on an unknown message', async () => {
    const messages = await subscribe('/api/ws', { type: 'hello' });
    expect(messages).toEqual([{ type: 'error', message: expect.stringContaining('subscribe') }]);
  });

  it('refuses other paths', async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${server.port}/other`);
    await expect(new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject))).rejects.toThrow(/404/);
  });
});
