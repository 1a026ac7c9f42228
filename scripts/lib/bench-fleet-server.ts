/**
 * A stand-in appliance for benchmarks: answers the calls behind the vulnerability view from a generated fleet
 * (.tmp/fleet-<n>/*.json, written by `npx tsx scripts/gen-fleet.ts --scale N`) the way an appliance would — each
 * answer serialized once, gzip-compressed once, and sent as a plain HTTP response — and forwards every other call
 * to the mock appliance (Prism). So a browser benchmark measures the console, not an in-page interception.
 *
 * The fleet files hold no firmware templates or images: the ADOM then has no templates and its images are the
 * firmware builds its devices run (per platform, from their firmware strings). The licence is the mock's.
 * listFirmwareVersions is a POST (the forwarded exec um/image/version/list) whose body names the product and
 * platforms; every other fleet call is a GET.
 */
import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { components } from '../../generated/api/schema.ts';
import { matchRoute, routesOf } from './operation-routes.ts';

type Schemas = components['schemas'];

/** The fleet's files and the other answers, by name. */
interface Fleet {
  psirt: unknown;
  devices: Schemas['ManagedDevice'][];
  wtps: Schemas['Wtp'][];
  switches: Schemas['ManagedSwitch'][];
  'extension-extenders': unknown[];
  'extender-extenders': unknown[];
  templates: unknown[];
  versions: FirmwareImageList[];
}
type Body = keyof Fleet;

/** The fleet's calls by operationId (their method and path come from generated/api/operations.ts), each with its answer. */
const BODY_OF = {
  getPsirtData: 'psirt',
  listManagedDevices: 'devices',
  listWtps: 'wtps',
  listManagedSwitches: 'switches',
  listExtensionControllerExtenders: 'extension-extenders',
  listExtenderControllerExtenders: 'extender-extenders',
  listFirmwareTemplates: 'templates',
  listFirmwareVersions: 'versions',
} as const satisfies Record<string, Body>;
type FleetOperation = keyof typeof BODY_OF;
const ROUTES = routesOf(Object.keys(BODY_OF) as FleetOperation[]);

const FLEET_FILES = ['psirt', 'devices', 'wtps', 'switches', 'extension-extenders', 'extender-extenders'] as const;

/** "v7.2.6-build1575 (GA)", "FP431F-v6.4.9-build0210", "S148FP-v7.0.8-build0102 (GA)" → ['7.2.6', '1575'] */
function versionAndBuild(text: string | undefined): [version: string, build: string | null] | null {
  const m = /v(\d+\.\d+\.\d+)(?:-build(\d+))?/.exec(text ?? '');
  return m ? [m[1]!, m[2] ?? null] : null;
}

const PRODUCT_OF_OS: Readonly<Record<string, string>> = { FortiGate: 'FGT', FortiCarrier: 'FGT', FortiFirewall: 'FGT', FortiFirewallCarrier: 'FGT', FortiManager: 'FMG' };

function rank(version: string): number {
  return version.split('.').reduce((n, part) => n * 1000 + Number(part), 0);
}

export interface FirmwareImageList {
  platform: string;
  product: string;
  versions: Array<{ type: 'GA'; version: string; image_path: string }>;
}

/** Images per platform: every firmware build the fleet's devices, access points and switches run. */
export function fleetFirmwareVersions(fleet: {
  devices: readonly { platform?: string; os_type?: string; firmware?: string }[];
  wtps: readonly { '_platform-name'?: string; '_software-version'?: string }[];
  switches: readonly { platform?: string; os_version?: string }[];
}): FirmwareImageList[] {
  const byPlatform = new Map<string, { platform: string; product: string; builds: Map<string, string> }>();
  const add = (platform: string | undefined, product: string | undefined, text: string | undefined) => {
    const vb = versionAndBuild(text);
    if (!platform || !product || !vb || !vb[1]) return;
    let entry = byPlatform.get(platform);
    if (!entry) byPlatform.set(platform, (entry = { platform, product, builds: new Map() }));
    entry.builds.set(vb[0], vb[1]);
  };
  for (const d of fleet.devices) add(d.platform, PRODUCT_OF_OS[d.os_type ?? ''], d.firmware);
  for (const w of fleet.wtps) add(w['_platform-name'], 'FAP', w['_software-version']);
  for (const s of fleet.switches) add(s.platform, 'FSW', s.os_version);
  const image = (platform: string) => platform.replace(/^Forti(Gate|WiFi|GateRugged|Firewall|AP|Switch|SwitchRugged|Manager)-/, '').replace(/-/g, '_');
  return [...byPlatform.values()]
    .sort((a, b) => a.product.localeCompare(b.product) || a.platform.localeCompare(b.platform))
    .map(({ platform, product, builds }) => ({
      platform,
      product,
      versions: [...builds]
        .sort(([a], [b]) => rank(b) - rank(a))
        .map(([version, build]) => ({
          type: 'GA' as const,
          version: `${version}-b${build}`,
          image_path: `/var/fwimage/${product}_${image(platform)}-v${version}-build${build}-FORTINET.out`,
        })),
    }));
}

/** A JSON answer serialized and compressed once, sent as often as asked. */
function preparedBody(value: unknown): { raw: Buffer; gzip: Buffer } {
  const raw = Buffer.from(JSON.stringify(value));
  return { raw, gzip: gzipSync(raw, { level: 6 }) };
}

export interface StartFleetServerOptions {
  /** psirt.json, devices.json, wtps.json, switches.json and both extender lists (templates.json, versions.json when present) */
  fleetDir: string;
  /** base URL every other call goes to (the mock appliance) */
  upstream: string;
  host?: string;
}

type Sizes = Record<string, { raw: number; gzip: number }>;

export interface RunningFleetServer {
  url: string;
  port: number;
  /** size of each prepared answer, plain and gzip-compressed */
  bytes: Sizes;
  /** size of the last answer of each call, as asked (with its fields and filters) */
  sent: Sizes;
  /** answered calls by operationId */
  requests: Map<string, number>;
  close(): Promise<void>;
}

/** Reads the fleet and starts the stand-in appliance. */
export async function startFleetServer({ fleetDir, upstream, host = '127.0.0.1' }: StartFleetServerOptions): Promise<RunningFleetServer> {
  const read = <T>(name: string): T => JSON.parse(readFileSync(join(fleetDir, `${name}.json`), 'utf8')) as T;
  const optional = <T>(name: string, fallback: () => T): T => (existsSync(join(fleetDir, `${name}.json`)) ? read<T>(name) : fallback());
  const files = Object.fromEntries(FLEET_FILES.map((name) => [name, read<unknown>(name)])) as Pick<Fleet, (typeof FLEET_FILES)[number]>;
  const fleet: Fleet = {
    ...files,
    templates: optional('templates', () => []),
    versions: optional('versions', () => fleetFirmwareVersions(files)),
  };

  const bodies = new Map<Body, { raw: Buffer; gzip: Buffer }>();
  for (const body of Object.values(BODY_OF)) bodies.set(body, preparedBody(fleet[body]));
  // filtered variants (device list by management mode or status, images of some platforms), made on first ask
  const variants = new Map<string, { raw: Buffer; gzip: Buffer }>();
  const variant = (key: string, make: () => unknown) => {
    let body = variants.get(key);
    if (!body) variants.set(key, (body = preparedBody(make())));
    return body;
  };

  const target = new URL(upstream);
  const requests = new Map<string, number>();
  /** Size of the last answer of each call, as asked (with its fields and filters). */
  const sent: Sizes = {};

  function answer(req: IncomingMessage, res: ServerResponse, name: Body, url: URL, body: { product?: string; platform?: string[] } = {}) {
    let key: string = name;
    let list = (): unknown => fleet[name];
    if (name === 'devices') {
      const modes = url.searchParams.getAll('mgmt_mode');
      const statuses = url.searchParams.getAll('conf_status');
      if (modes.length || statuses.length) {
        key = `devices?${modes.join(',')}&${statuses.join(',')}`;
        list = () =>
          fleet.devices.filter(
            (d) => (!modes.length || modes.includes(d.mgmt_mode)) && (!statuses.length || statuses.includes(d.conf_status)),
          );
      }
    } else if (name === 'versions') {
      const product = body.product;
      const platforms = body.platform ?? [];
      if (product || platforms.length) {
        key = `versions?${product}&${platforms.join(',')}`;
        list = () =>
          fleet.versions.filter((v) => (!product || v.product === product) && (!platforms.length || platforms.includes(v.platform)));
      }
    }
    // 'fields' of the JSON-RPC get: each object holds only the attributes asked for
    const fields = url.searchParams.getAll('fields');
    if (fields.length) {
      const all = list;
      key = `${key}#${fields.join(',')}`;
      list = () => {
        const objects = all();
        return Array.isArray(objects) ? objects.map((o: Record<string, unknown>) => Object.fromEntries(fields.filter((f) => f in o).map((f) => [f, o[f]]))) : objects;
      };
    }
    const prepared = (key === name ? bodies.get(name) : undefined) ?? variant(key, list);
    sent[name] = { raw: prepared.raw.length, gzip: prepared.gzip.length };
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const payload = gzip ? prepared.gzip : prepared.raw;
    const headers: OutgoingHttpHeaders = {
      'content-type': 'application/json',
      'content-length': payload.length,
      'cache-control': 'no-store',
      vary: 'Accept-Encoding',
    };
    if (gzip) headers['content-encoding'] = 'gzip';
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : payload);
  }

  function forward(req: IncomingMessage, res: ServerResponse) {
    const upstreamReq = http.request(
      {
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path: `${target.pathname.replace(/\/+$/, '')}${req.url}`,
        headers: { ...req.headers, host: target.host },
      },
      (upstreamRes) => {
        res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
        upstreamRes.pipe(res);
      },
    );
    upstreamReq.on('error', (err) => {
      if (res.headersSent) return res.destroy();
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 502, message: `mock appliance unreachable (${err.message})` }));
    });
    req.pipe(upstreamReq);
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://appliance');
    // a GET's HEAD answers the same without the body
    const method = req.method === 'HEAD' ? 'GET' : (req.method ?? 'GET');
    const match = matchRoute(ROUTES, method, url.pathname);
    if (match.kind !== 'found') return forward(req, res);
    requests.set(match.operationId, (requests.get(match.operationId) ?? 0) + 1);
    if (method !== 'POST') return answer(req, res, BODY_OF[match.operationId], url);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let body = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as object;
      } catch {
        // an unreadable body asks for everything, as an empty one does
      }
      answer(req, res, BODY_OF[match.operationId], url, body);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const bytes = Object.fromEntries([...bodies].map(([name, b]) => [name, { raw: b.raw.length, gzip: b.gzip.length }]));
  return {
    url: `http://${host}:${port}`,
    port,
    bytes,
    sent,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
