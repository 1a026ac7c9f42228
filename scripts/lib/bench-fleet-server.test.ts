import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fleetFirmwareVersions, startFleetServer } from './bench-fleet-server.ts';

const fleet = {
  psirt: { byIrNumber: {}, byPlatform: {}, numDevicesPerRisk: { 1: 0, 2: 0, 3: 1, 4: 0, 5: 0 } },
  devices: [
    { name: 'BR-1', oid: 1, os_type: 'FortiGate', platform: 'FortiGate-60F', firmware: 'v7.2.6-build1575 (GA)', mgmt_mode: 'fmgfaz', conf_status: 'insync' },
    { name: 'BR-2', oid: 2, os_type: 'FortiGate', platform: 'FortiGate-60F', firmware: 'v7.0.9-build0444 (GA)', mgmt_mode: 'fmg', conf_status: 'modified' },
  ],
  wtps: [{ 'wtp-id': 'FP231F1', name: 'AP-1', '_platform-name': 'FortiAP-231F', '_software-version': 'FP231F-v7.2.2-build0318' }],
  switches: [{ 'switch-id': 'S124F1', name: 'SW-1', platform: 'FortiSwitch-124F-FPOE', os_version: 'S124FF-v7.0.8-build0102 (GA)' }],
  'extension-extenders': [],
  'extender-extenders': [{ id: 'FX1', name: 'FEX-1', model: 'FEX-201E', _sw_version: 'FX201E-v7.0.1' }],
};

let dir: string;
let upstream: http.Server;
const forwarded: string[] = [];
let appliance: Awaited<ReturnType<typeof startFleetServer>>;

function get(path: string, headers: Record<string, string> = {}, method = 'GET', body?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(`${appliance.url}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}
const json = (body: Buffer) => JSON.parse(body.toString('utf8'));

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bench-fleet-'));
  for (const [name, value] of Object.entries(fleet)) writeFileSync(join(dir, `${name}.json`), JSON.stringify(value));
  upstream = http.createServer((req, res) => {
    forwarded.push(`${req.method} ${req.url} prefer=${req.headers.prefer ?? ''}`);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ from: 'mock' }));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const port = (upstream.address() as { port: number }).port;
  appliance = await startFleetServer({ fleetDir: dir, upstream: `http://127.0.0.1:${port}` });
});

afterAll(async () => {
  await appliance?.close();
  await new Promise((resolve) => upstream.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe('bench fleet appliance', () => {
  it('answers the fleet calls from the files, gzip-compressed when the client accepts it', async () => {
    const zipped = await get('/dvmdb/adom/root/device', { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-type']).toBe('application/json');
    expect(json(gunzipSync(zipped.body))).toEqual(fleet.devices);

    const plain = await get('/pm/config/adom/3/obj/wireless-controller/wtp?scope_member=All_FortiGate');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
    expect(json(plain.body)).toEqual(fleet.wtps);

    expect(json((await get('/gui/adom/root/psirt')).body)).toEqual(fleet.psirt);
    expect(json((await get('/pm/config/adom/3/obj/fsp/managed-switch')).body)).toEqual(fleet.switches);
    expect(json((await get('/pm/config/adom/3/obj/extension-controller/extender')).body)).toEqual([]);
    expect(json((await get('/pm/config/adom/root/obj/extender-controller/extender')).body)).toEqual(fleet['extender-extenders']);
    expect(appliance.requests.get('listManagedDevices')).toBe(1);
  });

  it('filters the device list by management mode and status', async () => {
    const res = await get('/dvmdb/adom/root/device?mgmt_mode=fmg&mgmt_mode=faz');
    expect(json(res.body).map((d: { name: string }) => d.name)).toEqual(['BR-2']);
    const none = await get('/dvmdb/adom/root/device?conf_status=unknown');
    expect(json(none.body)).toEqual([]);
  });

  it('has no templates, and the images the fleet runs (a POST naming the product)', async () => {
    expect(json((await get('/pm/fwmprof/adom/root')).body)).toEqual([]);
    const versions = json((await get('/um/image/version/list', { 'content-type': 'application/json' }, 'POST', JSON.stringify({ product: 'FGT' }))).body);
    expect(versions).toEqual([
      {
        platform: 'FortiGate-60F',
        product: 'FGT',
        versions: [
          { type: 'GA', version: '7.2.6-b1575', image_path: '/var/fwimage/FGT_60F-v7.2.6-build1575-FORTINET.out' },
          { type: 'GA', version: '7.0.9-b0444', image_path: '/var/fwimage/FGT_60F-v7.0.9-build0444-FORTINET.out' },
        ],
      },
    ]);
    const all = fleetFirmwareVersions(fleet);
    expect(all.map((v) => v.platform)).toEqual(['FortiAP-231F', 'FortiGate-60F', 'FortiSwitch-124F-FPOE']);
  });

  it('forwards every other call to the mock appliance, headers and query kept', async () => {
    const res = await get('/gui/sys/info?x=1', { prefer: 'example=superAdmin' });
    expect(json(res.body)).toEqual({ from: 'mock' });
    const saved = await get('/pm/fwmprof/adom/root', {}, 'POST');
    expect(json(saved.body)).toEqual({ from: 'mock' });
    expect(forwarded).toEqual(['GET /gui/sys/info?x=1 prefer=example=superAdmin', 'POST /pm/fwmprof/adom/root prefer=']);
  });
});
