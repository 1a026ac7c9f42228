/**
 * A stand-in appliance for benchmarks: answers the calls behind the vulnerability view from a generated fleet
 * (.tmp/fleet-<n>/*.json, written by `node scripts/gen-fleet.mjs --scale N`) the way an appliance would — each
 * answer serialized once, gzip-compressed once, and sent as a plain HTTP response — and forwards every other call
 * to the mock appliance (Prism). So a browser benchmark measures the console, not an in-page interception.
 *
 * The fleet files hold no firmware templates, images or licence: the ADOM then has no templates, its images are
 * the firmware builds its devices run (per platform, from their firmware strings), and the licence is valid.
 */
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The fleet's calls, by path (after the /api prefix the console's server strips). Each entry names the
 * operationId of generated/openapi.json it answers.
 */
const ROUTES = [
  { operationId: 'getPsirtData', pattern: /^\/gui\/adom\/[^/]+\/psirt$/, body: 'psirt' },
  { operationId: 'listManagedDevices', pattern: /^\/dvmdb\/adom\/[^/]+\/device$/, body: 'devices' },
  { operationId: 'listWtps', pattern: /^\/pm\/config\/adom\/[^/]+\/obj\/wireless-controller\/wtp$/, body: 'wtps' },
  { operationId: 'listManagedSwitches', pattern: /^\/pm\/config\/adom\/[^/]+\/obj\/fsp\/managed-switch$/, body: 'switches' },
  {
    operationId: 'listExtensionControllerExtenders',
    pattern: /^\/pm\/config\/adom\/[^/]+\/obj\/extension-controller\/extender$/,
    body: 'extension-extenders',
  },
  {
    operationId: 'listExtenderControllerExtenders',
    pattern: /^\/pm\/config\/adom\/[^/]+\/obj\/extender-controller\/extender$/,
    body: 'extender-extenders',
  },
  { operationId: 'listFirmwareTemplates', pattern: /^\/pm\/fwmprof\/adom\/[^/]+$/, body: 'templates' },
  { operationId: 'listFirmwareVersions', pattern: /^\/um\/image\/version\/list$/, body: 'versions' },
  { operationId: 'getFirmwareLicense', pattern: /^\/gui\/adom\/um\/license$/, body: 'license' },
];

const FLEET_FILES = ['psirt', 'devices', 'wtps', 'switches', 'extension-extenders', 'extender-extenders'];

/** "v7.2.6-build1575 (GA)", "FP431F-v6.4.9-build0210", "S148FP-v7.0.8-build0102 (GA)" → ['7.2.6', '1575'] */
function versionAndBuild(text) {
  const m = /v(\d+\.\d+\.\d+)(?:-build(\d+))?/.exec(text ?? '');
  return m ? [m[1], m[2] ?? null] : null;
}

const PRODUCT_OF_OS = { FortiGate: 'FGT', FortiCarrier: 'FGT', FortiFirewall: 'FGT', FortiFirewallCarrier: 'FGT', FortiManager: 'FMG' };

function rank(version) {
  return version.split('.').reduce((n, part) => n * 1000 + Number(part), 0);
}

/** Images per platform: every firmware build the fleet's devices, access points and switches run. */
export function fleetFirmwareVersions(fleet) {
  const byPlatform = new Map();
  const add = (platform, product, text) => {
    const vb = versionAndBuild(text);
    if (!platform || !product || !vb || !vb[1]) return;
    let entry = byPlatform.get(platform);
    if (!entry) byPlatform.set(platform, (entry = { platform, product, builds: new Map() }));
    entry.builds.set(vb[0], vb[1]);
  };
  for (const d of fleet.devices) add(d.platform, PRODUCT_OF_OS[d.os_type], d.firmware);
  for (const w of fleet.wtps) add(w['_platform-name'], 'FAP', w['_software-version']);
  for (const s of fleet.switches) add(s.platform, 'FSW', s.os_version);
  const image = (platform) => platform.replace(/^Forti(Gate|WiFi|GateRugged|Firewall|AP|Switch|SwitchRugged|Manager)-/, '').replace(/-/g, '_');
  return [...byPlatform.values()]
    .sort((a, b) => a.product.localeCompare(b.product) || a.platform.localeCompare(b.platform))
    .map(({ platform, product, builds }) => ({
      platform,
      product,
      versions: [...builds]
        .sort(([a], [b]) => rank(b) - rank(a))
        .map(([version, build]) => ({
          type: 'GA',
          version: `${version}-b${build}`,
          image_path: `/var/fwimage/${product}_${image(platform)}-v${version}-build${build}-FORTINET.out`,
        })),
    }));
}

/** A JSON answer serialized and compressed once, sent as often as asked. */
function preparedBody(value) {
  const raw = Buffer.from(JSON.stringify(value));
  return { raw, gzip: gzipSync(raw, { level: 6 }) };
}

/**
 * Reads the fleet and starts the stand-in appliance.
 * @param {object} options
 * @param {string} options.fleetDir directory with psirt.json, devices.json, wtps.json, switches.json and both extender lists
 *   (templates.json, versions.json, license.json are used when present)
 * @param {string} options.upstream base URL every other call goes to (the mock appliance)
 * @param {string} [options.host] default 127.0.0.1
 * @returns {Promise<{ url: string, port: number, bytes: Record<string, { raw: number, gzip: number }>, sent: Record<string, { raw: number, gzip: number }>, requests: Map<string, number>, close(): Promise<void> }>}
 */
export async function startFleetServer({ fleetDir, upstream, host = '127.0.0.1' }) {
  const read = (name) => JSON.parse(readFileSync(join(fleetDir, `${name}.json`), 'utf8'));
  const optional = (name, fallback) => (existsSync(join(fleetDir, `${name}.json`)) ? read(name) : fallback());
  const fleet = Object.fromEntries(FLEET_FILES.map((name) => [name, read(name)]));
  fleet.templates = optional('templates', () => []);
  fleet.versions = optional('versions', () => fleetFirmwareVersions(fleet));
  fleet.license = optional('license', () => ({ licensed: true, expires: '2027-03-31' }));

  const bodies = new Map();
  for (const route of ROUTES) bodies.set(route.body, preparedBody(fleet[route.body]));
  // filtered variants (device list by management mode or status, images of some platforms), made on first ask
  const variants = new Map();
  const variant = (key, make) => {
    let body = variants.get(key);
    if (!body) variants.set(key, (body = preparedBody(make())));
    return body;
  };

  const target = new URL(upstream);
  const requests = new Map();
  /** Size of the last answer of each call, as asked (with its fields and filters). */
  const sent = {};

  function answer(req, res, route, url) {
    let key = route.body;
    let list = () => fleet[route.body];
    if (route.body === 'devices') {
      const modes = url.searchParams.getAll('mgmt_mode');
      const statuses = url.searchParams.getAll('conf_status');
      if (modes.length || statuses.length) {
        key = `devices?${modes.join(',')}&${statuses.join(',')}`;
        list = () =>
          fleet.devices.filter(
            (d) => (!modes.length || modes.includes(d.mgmt_mode)) && (!statuses.length || statuses.includes(d.conf_status)),
          );
      }
    } else if (route.body === 'versions') {
      const product = url.searchParams.get('product');
      const platforms = url.searchParams.getAll('platform');
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
      list = () => all().map((o) => Object.fromEntries(fields.filter((f) => f in o).map((f) => [f, o[f]])));
    }
    const body = key === route.body ? bodies.get(route.body) : variant(key, list);
    sent[route.body] = { raw: body.raw.length, gzip: body.gzip.length };
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const payload = gzip ? body.gzip : body.raw;
    const headers = {
      'content-type': 'application/json',
      'content-length': payload.length,
      'cache-control': 'no-store',
      vary: 'Accept-Encoding',
    };
    if (gzip) headers['content-encoding'] = 'gzip';
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : payload);
  }

  function forward(req, res) {
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
    const route = req.method === 'GET' || req.method === 'HEAD' ? ROUTES.find((r) => r.pattern.test(url.pathname)) : undefined;
    if (route) {
      requests.set(route.operationId, (requests.get(route.operationId) ?? 0) + 1);
      return answer(req, res, route, url);
    }
    forward(req, res);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = server.address().port;
  const bytes = Object.fromEntries([...bodies].map(([name, b]) => [name, { raw: b.raw.length, gzip: b.gzip.length }]));
  return {
    url: `http://${host}:${port}`,
    port,
    bytes,
    sent,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
