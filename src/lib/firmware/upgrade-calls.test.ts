import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WsWebSocket from 'ws';
import { startMockSocket, type RunningMockSocket } from '../../../scripts/mock-socket.ts';

type Calls = typeof import('./upgrade-calls.ts');
const fetchMock = vi.fn<(request: Request) => Promise<Response>>();
let calls: Calls;

beforeAll(async () => {
  // the client binds fetch when it is created: stub first, then load it
  vi.stubGlobal('fetch', (input: Request) => fetchMock(input));
  // jsdom's WebSocket (from undici) cannot dispatch into jsdom's event classes; the ws client has the same API
  vi.stubGlobal('WebSocket', WsWebSocket);
  calls = await import('./upgrade-calls.ts');
});
afterEach(() => fetchMock.mockReset());
afterAll(() => vi.unstubAllGlobals());

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('upgrade chain calls', () => {
  it('downloads an image by object id, platform and version, as a task', async () => {
    fetchMock.mockResolvedValueOnce(json({ taskid: 412, object_list: [{ file: '/var/tmp/fw.out' }] }));
    await calls.downloadImage({ objid: '06004000FIMG07602-00003521', platform: 'FMG_VM64', version: '7.6.2', build: 3521 });
    const request = fetchMock.mock.calls[0][0];
    expect(new URL(request.url).pathname).toBe('/api/gui/um/image/download');
    await expect(request.json()).resolves.toEqual({ objid: '06004000FIMG07602-00003521', platform: 'FMG_VM64', version: '7.6.2', create_task: 1 });
  });

  it('links the finished backup file for download', () => {
    const url = calls.backupDownloadUrl({ bytes: 1, downloadname: 'b k.dat', filepath: '/var/tmp/b.dat' });
    expect(url).toMatch(/\/api\/gui\/sys\/db\/backup\/file\?filepath=%2Fvar%2Ftmp%2Fb.dat&downloadname=b\+k.dat$/);
  });
});

describe('backup websocket', () => {
  let socket: RunningMockSocket;
  beforeAll(async () => {
    socket = await startMockSocket({ port: 0, stepMs: 10 });
  });
  afterAll(() => socket.close());

  it('reports the percent of each progress message and resolves with the finished file', async () => {
    const percents: number[] = [];
    const backup = await calls.openBackupSocket((p) => percents.push(p), { url: socket.url });
    backup.subscribe('bk-1');
    const meta = await backup.done;
    expect(percents).toEqual([30, 60, 100]);
    expect(meta).toEqual({ bytes: expect.any(Number), downloadname: expect.stringMatching(/\.dat$/), filepath: expect.any(String) });
  });

  it('rejects with the message of a failed backup', async () => {
    const backup = await calls.openBackupSocket(() => {}, { url: socket.url });
    backup.subscribe('fail-1');
    await expect(backup.done).rejects.toThrow('Backup failed.');
  });
});
