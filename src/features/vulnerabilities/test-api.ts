/**
 * Test double of the appliance for component tests: answers the console's calls with the spec's examples, and
 * fails chosen calls on demand. Import it before anything that loads the API client (the client keeps the fetch
 * function it finds when it loads).
 */
import psirtRoot from '../../../specs/examples/psirt/root.json';
import devicesRoot from '../../../specs/examples/devices/root-devices.json';
import wtpsRoot from '../../../specs/examples/devices/root-wtps.json';
import switchesRoot from '../../../specs/examples/devices/root-switches.json';
import extensionRoot from '../../../specs/examples/devices/root-extension-extenders.json';
import extenderRoot from '../../../specs/examples/devices/root-extender-extenders.json';
import templatesRoot from '../../../specs/examples/firmware/root-templates.json';
import versionsRoot from '../../../specs/examples/firmware/root-versions.json';

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

type Answer = { status: number; body: unknown } | ((call: RecordedCall) => { status: number; body: unknown });

// a small slice of the root ADOM keeps jsdom fast: eight FortiGates with their assets, an analyzer and a proxy
const DEVICE_NAMES = new Set([
  ...devicesRoot.value.slice(0, 8).map((d) => d.name),
  'LOG-FAZ-01',
  'DMZ-PROXY-01',
]);
const managedBy = (x: { 'scope member': Array<{ name: string }> }) => DEVICE_NAMES.has(x['scope member'][0]?.name ?? '');

/** What the test appliance holds. */
export const fixture = {
  psirt: psirtRoot.value,
  devices: devicesRoot.value.filter((d) => DEVICE_NAMES.has(d.name)),
  wtps: wtpsRoot.value.filter(managedBy),
  switches: switchesRoot.value.filter(managedBy),
  extensionExtenders: extensionRoot.value.filter(managedBy),
  extenderExtenders: extenderRoot.value.filter(managedBy),
  templates: templatesRoot.value,
  versions: versionsRoot.value,
};

const defaults: Array<[RegExp, string, Answer]> = [
  [/^\/gui\/adom\/[^/]+\/psirt$/, 'GET', { status: 200, body: fixture.psirt }],
  [/^\/dvmdb\/adom\/[^/]+\/device$/, 'GET', { status: 200, body: fixture.devices }],
  [/\/obj\/wireless-controller\/wtp$/, 'GET', { status: 200, body: fixture.wtps }],
  [/\/obj\/fsp\/managed-switch$/, 'GET', { status: 200, body: fixture.switches }],
  [/\/obj\/extension-controller\/extender$/, 'GET', { status: 200, body: fixture.extensionExtenders }],
  [/\/obj\/extender-controller\/extender$/, 'GET', { status: 200, body: fixture.extenderExtenders }],
  [/^\/pm\/fwmprof\/adom\/[^/]+$/, 'GET', { status: 200, body: fixture.templates }],
  [/^\/pm\/fwmprof\/adom\/[^/]+$/, 'POST', (c) => ({ status: 200, body: c.body })],
  [/^\/pm\/fwmprof\/adom\/[^/]+\/[^/]+$/, 'PUT', (c) => ({ status: 200, body: c.body })],
  [/^\/um\/image\/version\/list$/, 'GET', { status: 200, body: fixture.versions }],
  [/^\/gui\/adom\/um\/license$/, 'GET', { status: 200, body: { licensed: true, expires: '2027-03-31' } }],
];

let overrides: Array<[RegExp, string, Answer]> = [];
export const calls: RecordedCall[] = [];

/** Answers matching calls differently (first match wins over the examples). */
export function answer(path: RegExp, method: string, result: Answer) {
  overrides.unshift([path, method, result]);
}

/** Back to the examples, forgetting recorded calls. */
export function resetApi() {
  overrides = [];
  calls.length = 0;
}

/** A pending promise the test resolves, to see loading states. */
export function hold(path: RegExp, method = 'GET'): () => void {
  let release = () => {};
  const gate = new Promise<void>((r) => (release = r));
  overrides.unshift([path, method, { status: -1, body: gate }]);
  return () => release();
}

async function handle(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = input instanceof Request ? input : new Request(String(input), init);
  const url = new URL(request.url);
  const path = decodeURIComponent(url.pathname.replace(/^\/api/, ''));
  const text = request.method === 'GET' ? '' : await request.text();
  const call: RecordedCall = { method: request.method, path, body: text ? JSON.parse(text) : undefined };
  calls.push(call);
  for (const [re, method, a] of [...overrides, ...defaults]) {
    if (method !== request.method || !re.test(path)) continue;
    const result = typeof a === 'function' ? a(call) : a;
    if (result.status === -1) {
      await result.body;
      continue;
    }
    return new Response(JSON.stringify(result.body), {
      status: result.status,
      headers: { 'content-type': 'application/json' },
    });
  }
  return new Response(JSON.stringify({ code: -1, message: `no test answer for ${request.method} ${path}` }), { status: 404 });
}

globalThis.fetch = handle as typeof fetch;
