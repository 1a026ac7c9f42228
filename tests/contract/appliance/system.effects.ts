import { expect } from 'vitest';
import type { Effect } from '../support/effects.ts';

interface Member {
  sn: string;
  enabled: boolean;
}
interface Certificate {
  name: string;
  subject: string;
  issuer: string;
  valid_from: number;
  valid_to: number;
  serial: string;
  key_type?: string;
  fingerprint?: string;
  source: string;
  comment?: string;
}
interface Extension {
  key: string;
  status: string;
  enabled: boolean;
  memory_mb: number;
  started: number | null;
  message?: string;
}
interface Session {
  id: number;
  direction: string;
  profile: string;
  state: string;
  percent: number;
  logs?: number;
  message?: string;
}
interface FloorMap {
  id: number;
  image: string;
  imageWidth: number;
  imageHeight: number;
  placements: { 'wtp-id': string; x: number; y: number }[];
}

const members = (body: unknown) => (body as { members: Member[] }).members;
const named = (body: unknown, name: string) => (body as Certificate[]).find((c) => c.name === name);
const extension = (body: unknown, key: string) => (body as Extension[]).find((e) => e.key === key)!;
const session = (body: unknown, id: number) => (body as Session[]).find((s) => s.id === id)!;
const floorMap = (body: unknown, id: number) => (body as FloorMap[]).find((m) => m.id === id)!;
const wtps = (map: FloorMap) => map.placements.map((p) => p['wtp-id']);

/** A CA certificate the unit can read (EC P-256, serial 1a:2b:3c:4d, valid 2026-11-27 to 2036-11-24). */
const READABLE_CA = `-----BEGIN CERTIFICATE-----
MIIByzCCAXGgAwIBAgIEGis8TTAKBggqhkjOPQQDAjBDMQswCQYDVQQGEwJVUzEV
MBMGA1UECgwMRXhhbXBsZSBDb3JwMR0wGwYDVQQDDBRFeGFtcGxlIENvcnAgUm9v
dCBDQTAeFw0yNjExMjcwNjM0NDZaFw0zNjExMjQwNjM0NDZaMEMxCzAJBgNVBAYT
AlVTMRUwEwYDVQQKDAxFeGFtcGxlIENvcnAxHTAbBgNVBAMMFEV4YW1wbGUgQ29y
cCBSb290IENBMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEJflxEhDCrM1V09KX
IkD5gxUCr41V6ZzvpOOTMMVQWEIzwHK2Zlk7boUYpKFS/arrusxOcphcrDOcwcTU
L8NALaNTMFEwHQYDVR0OBBYEFHUqB+CqOgu9lveClftwtYfNTbrgMB8GA1UdIwQY
MBaAFHUqB+CqOgu9lveClftwtYfNTbrgMA8GA1UdEwEB/wQFMAMBAf8wCgYIKoZI
zj0EAwIDSAAwRQIhAOsvEfNCRvM4qT8UCY26inE5JNNd7tQ6GGqdbf/MBoT4AiBi
XoJv1QA/aHUNiwW2DLj+exrq3db9Xr1G8G2fft8KTQ==
-----END CERTIFICATE-----
`;
/** The shortened certificate of the spec's example: the unit cannot read it. */
const SHORT_PEM = '-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUQ2\n-----END CERTIFICATE-----\n';
const KEY_PEM = '-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg\n-----END PRIVATE KEY-----\n';

const unchanged = (after: unknown, before: unknown) => expect(after).toEqual(before);
const refusedWith = (message: string) => (_after: unknown, _before: unknown, written: { body: unknown }) =>
  expect((written.body as { message: string }).message).toBe(message);

/** A 1 by 1 PNG, as an upload carries it. */
const PNG_1x1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const SVG_640x400 = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400"><rect width="640" height="400" fill="#eee"/></svg>').toString('base64');

export const effects: Effect[] = [
  // ---- High Availability ----
  {
    name: 'a secondary left out of the cluster shows with its switch off',
    write: { op: 'setHaMember', body: { sn: 'FMG-VM0A11000102', enable: false } },
    read: { op: 'getHaStatus' },
    expect: (after) => expect(members(after).find((m) => m.sn === 'FMG-VM0A11000102')?.enabled).toBe(false),
  },
  {
    name: 'a member taken back into the cluster shows with its switch on',
    write: { op: 'setHaMember', body: { sn: 'FMG-VM0A11000103', enable: true } },
    read: { op: 'getHaStatus' },
    expect: (after) => expect(members(after).find((m) => m.sn === 'FMG-VM0A11000103')?.enabled).toBe(true),
  },
  {
    name: 'a member the cluster does not have is refused: HA member update failed.',
    write: { op: 'setHaMember', body: { sn: 'FMG-NOT-A-MEMBER', enable: false } },
    status: 500,
    read: { op: 'getHaStatus' },
    expect: (after, before, written) => {
      unchanged(after, before);
      refusedWith('HA member update failed.')(after, before, written);
    },
  },
  {
    name: 'a secondary unit does not change the members: HA member update failed.',
    persona: 'haSecondary',
    write: { op: 'setHaMember', body: { sn: 'FMG-VM0A11000102', enable: false } },
    status: 500,
    read: { op: 'getHaStatus' },
    expect: unchanged,
  },

  // ---- Certificates ----
  {
    name: 'a CA certificate imported is listed with what its PEM says',
    write: { op: 'importCertificate', body: { type: 'ca', name: 'ExampleCorp-Root', certificate: READABLE_CA, comment: 'Company root' } },
    read: { op: 'listCaCertificates' },
    expect: (after, before) => {
      expect((after as Certificate[]).length).toBe((before as Certificate[]).length + 1);
      expect(named(after, 'ExampleCorp-Root')).toMatchObject({
        subject: 'C = US, O = Example Corp, CN = Example Corp Root CA',
        issuer: 'C = US, O = Example Corp, CN = Example Corp Root CA',
        valid_from: Date.UTC(2026, 10, 27, 6, 34, 46) / 1000,
        valid_to: Date.UTC(2036, 10, 24, 6, 34, 46) / 1000,
        serial: '1a:2b:3c:4d',
        key_type: 'ECDSA P-256',
        source: 'user',
        in_use: false,
        comment: 'Company root',
      });
      expect(named(after, 'ExampleCorp-Root')!.fingerprint).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
    },
  },
  {
    name: 'a certificate the unit cannot read is listed under its own name, valid for a year',
    write: { op: 'importCertificate', body: { type: 'ca', name: 'Short-CA', certificate: SHORT_PEM } },
    read: { op: 'listCaCertificates' },
    expect: (after) => {
      const cert = named(after, 'Short-CA')!;
      expect(cert).toMatchObject({ subject: 'CN = Short-CA', issuer: 'CN = Short-CA', source: 'user' });
      expect(cert.valid_to - cert.valid_from).toBe(365 * 86400);
    },
  },
  {
    name: 'a local certificate imported with its key is listed among the local ones only',
    write: { op: 'importCertificate', body: { type: 'local', name: 'web-2025', certificate: READABLE_CA, private_key: KEY_PEM } },
    read: { op: 'listLocalCertificates' },
    expect: (after) => expect(named(after, 'web-2025')).toMatchObject({ source: 'user', serial: '1a:2b:3c:4d' }),
  },
  {
    name: 'a name the list already has is refused: A certificate with this name already exists.',
    write: { op: 'importCertificate', body: { type: 'local', name: 'gui-https', certificate: READABLE_CA, private_key: KEY_PEM } },
    status: 500,
    read: { op: 'listLocalCertificates' },
    expect: (after, before, written) => {
      unchanged(after, before);
      refusedWith('A certificate with this name already exists.')(after, before, written);
    },
  },
  {
    name: 'a local certificate without its private key is refused',
    write: { op: 'importCertificate', body: { type: 'local', name: 'no-key', certificate: READABLE_CA } },
    status: 500,
    read: { op: 'listLocalCertificates' },
    expect: (after, before, written) => {
      unchanged(after, before);
      refusedWith('A local certificate needs its private key.')(after, before, written);
    },
  },
  {
    name: 'a local certificate deleted is gone from the list',
    write: { op: 'deleteLocalCertificate', path: { name: 'fetch-client-2024' } },
    read: { op: 'listLocalCertificates' },
    expect: (after, before) => {
      expect(named(before, 'fetch-client-2024')).toBeDefined();
      expect(named(after, 'fetch-client-2024')).toBeUndefined();
      expect((after as Certificate[]).length).toBe((before as Certificate[]).length - 1);
    },
  },
  {
    name: 'a CA certificate deleted is gone from the list',
    write: { op: 'deleteCaCertificate', path: { name: 'Fortinet_GUI_Server' } },
    read: { op: 'listCaCertificates' },
    expect: (after) => expect(named(after, 'Fortinet_GUI_Server')).toBeUndefined(),
  },
  {
    name: 'a certificate imported, then deleted, is gone again',
    before: [{ op: 'importCertificate', body: { type: 'ca', name: 'Passing-CA', certificate: SHORT_PEM } }],
    write: { op: 'deleteCaCertificate', path: { name: 'Passing-CA' } },
    read: { op: 'listCaCertificates' },
    expect: (after, before) => {
      expect(named(before, 'Passing-CA')).toBeDefined();
      expect(named(after, 'Passing-CA')).toBeUndefined();
    },
  },
  {
    name: 'a factory certificate is not deleted',
    write: { op: 'deleteLocalCertificate', path: { name: 'Fortinet_Local' } },
    status: 500,
    read: { op: 'listLocalCertificates' },
    expect: (after, before, written) => {
      unchanged(after, before);
      refusedWith('A factory certificate cannot be deleted.')(after, before, written);
    },
  },
  {
    name: 'a certificate in use is not deleted: The certificate is used by another setting.',
    write: { op: 'deleteCaCertificate', path: { name: 'ExampleCorp-Issuing-CA1' } },
    status: 500,
    read: { op: 'listCaCertificates' },
    expect: (after, before, written) => {
      unchanged(after, before);
      refusedWith('The certificate is used by another setting.')(after, before, written);
    },
  },

  // ---- Extensions ----
  {
    name: 'an extension stopped shows stopped, using no memory',
    write: { op: 'stopExtension', path: { key: 'fortisoar' } },
    read: { op: 'listExtensions' },
    expect: (after) => expect(extension(after, 'fortisoar')).toMatchObject({ status: 'stopped', memory_mb: 0, cpu: 0, started: null }),
  },
  {
    name: 'an extension started shows starting, and running at the next reading of the list',
    write: { op: 'startExtension', path: { key: 'universal-connector' } },
    read: { op: 'listExtensions' },
    expect: (after) => {
      expect(extension(after, 'universal-connector')).toMatchObject({ status: 'starting', memory_mb: 256 });
      expect(extension(after, 'universal-connector').started).toBeGreaterThan(0);
    },
    // read once more: it runs
    afterRestart: (after) => expect(extension(after, 'universal-connector')).toMatchObject({ status: 'running', memory_mb: 256 }),
  },
  {
    name: 'an extension started is running once the list has shown it starting',
    before: [{ op: 'startExtension', path: { key: 'universal-connector' } }, { op: 'listExtensions' }],
    write: { op: 'listExtensions' },
    read: { op: 'listExtensions' },
    expect: (after) => expect(extension(after, 'universal-connector').status).toBe('running'),
  },
  {
    name: 'an extension that needs more memory than is free does not start, and says how much',
    write: { op: 'startExtension', path: { key: 'wireless-manager' } },
    status: 500,
    read: { op: 'listExtensions' },
    expect: (after, before, written) => {
      unchanged(after, before);
      refusedWith('Not enough memory to start: 4096 MB needed, 1900 MB free.')(after, before, written);
    },
  },
  {
    name: 'with another extension stopped, the memory it used is free for one that needs it',
    before: [{ op: 'stopExtension', path: { key: 'fortisoar' } }],
    write: { op: 'startExtension', path: { key: 'wireless-manager' } },
    read: { op: 'listExtensions' },
    expect: (after) => {
      const wlm = extension(after, 'wireless-manager');
      expect(wlm.status).toBe('starting');
      expect(wlm.message).toBeUndefined();
    },
    afterRestart: (after) => expect(extension(after, 'wireless-manager').status).toBe('running'),
  },
  {
    name: 'an extension enabled starts with the unit',
    write: { op: 'setExtensionEnabled', path: { key: 'universal-connector' }, body: { enabled: true } },
    read: { op: 'listExtensions' },
    expect: (after) => expect(extension(after, 'universal-connector').enabled).toBe(true),
  },
  {
    name: 'an extension disabled no longer starts with the unit',
    write: { op: 'setExtensionEnabled', path: { key: 'fortisoar' }, body: { enabled: false } },
    read: { op: 'listExtensions' },
    expect: (after) => expect(extension(after, 'fortisoar')).toMatchObject({ enabled: false, status: 'running' }),
  },

  // ---- Analyzer fabric ----
  {
    name: 'the fabric settings saved are shown, with the members',
    write: { op: 'saveAnalyzerFabricSettings', body: { status: 'enable', role: 'supervisor', fabric_name: 'FAZ-Fabric-East', accept_auth_by_cert: false, sync_interval: 10 } },
    read: { op: 'getAnalyzerFabric' },
    expect: (after, before) => {
      expect(after).toMatchObject({ role: 'supervisor', settings: { fabric_name: 'FAZ-Fabric-East', accept_auth_by_cert: false, sync_interval: 10 } });
      expect((after as { members: unknown[] }).members).toEqual((before as { members: unknown[] }).members);
    },
  },
  {
    name: 'the fabric turned off: the unit is standalone, with no member',
    write: { op: 'saveAnalyzerFabricSettings', body: { status: 'disable', role: 'supervisor', fabric_name: 'FAZ-Fabric' } },
    read: { op: 'getAnalyzerFabric' },
    expect: (after) => expect(after).toEqual({ role: 'standalone', settings: { status: 'disable', role: 'supervisor', fabric_name: 'FAZ-Fabric' }, members: [] }),
  },

  // ---- Log Fetch ----
  {
    name: 'a log fetch requested with a profile is an outgoing session waiting for approval',
    write: { op: 'requestLogFetch', path: { name: 'HQ-Analyzer' } },
    read: { op: 'listLogFetchSessions' },
    expect: (after, before, written) => {
      const newest = (after as Session[])[0]!;
      expect(newest).toMatchObject({ id: 43, direction: 'outgoing', profile: 'HQ-Analyzer', state: 'waiting-approval', percent: 0 });
      expect((after as Session[]).length).toBe((before as Session[]).length + 1);
      expect(written.body).toEqual({ code: 0, message: 'Request sent to 10.10.1.20.' });
    },
    // the list has shown it waiting: the server has approved it
    afterRestart: (after) => expect(session(after, 43)).toMatchObject({ state: 'running', percent: 0 }),
  },
  {
    name: "a log fetch requested is the profile's last request",
    write: { op: 'requestLogFetch', path: { name: 'Branch-East' } },
    read: { op: 'listLogFetchProfiles' },
    expect: (after) => {
      const profile = (after as { name: string; last_fetch: number | null }[]).find((p) => p.name === 'Branch-East')!;
      expect(profile.last_fetch).toBeGreaterThan(Date.now() / 1000 - 60);
    },
  },
  {
    name: 'a log fetch requested runs once the list has shown it waiting (the server approved it)',
    before: [{ op: 'requestLogFetch', path: { name: 'HQ-Analyzer' } }, { op: 'listLogFetchSessions' }],
    write: { op: 'listLogFetchSessions' },
    read: { op: 'listLogFetchSessions' },
    expect: (after) => expect(session(after, 43)).toMatchObject({ state: 'running', percent: 68 }),
    afterRestart: (after) => expect(session(after, 43)).toMatchObject({ state: 'done', percent: 100 }),
  },
  {
    name: 'an incoming request approved runs',
    write: { op: 'approveLogFetchSession', path: { id: 42 } },
    read: { op: 'listLogFetchSessions' },
    expect: (after, before) => {
      expect(session(before, 42).state).toBe('waiting-approval');
      expect(session(after, 42)).toMatchObject({ state: 'running', percent: 34 });
      expect(session(after, 42).logs).toBeGreaterThan(0);
    },
    afterRestart: (after) => expect(session(after, 42)).toMatchObject({ state: 'running', percent: 68 }),
  },
  {
    name: 'an approved transfer is done at the third reading of the list',
    before: [{ op: 'approveLogFetchSession', path: { id: 42 } }, { op: 'listLogFetchSessions' }, { op: 'listLogFetchSessions' }],
    write: { op: 'listLogFetchSessions' },
    read: { op: 'listLogFetchSessions' },
    expect: (after) => expect(session(after, 42)).toMatchObject({ state: 'done', percent: 100, logs: 4 * 120_000 }),
  },
  {
    name: 'an incoming request denied shows denied, with the reason',
    write: { op: 'denyLogFetchSession', path: { id: 42 } },
    read: { op: 'listLogFetchSessions' },
    expect: (after) => expect(session(after, 42)).toMatchObject({ state: 'denied', percent: 0, message: 'Denied by admin.' }),
  },
  {
    name: 'a request not waiting for approval is not approved',
    write: { op: 'approveLogFetchSession', path: { id: 41 } },
    status: 500,
    read: { op: 'listLogFetchSessions' },
    expect: (after, before, written) => {
      unchanged(after, before);
      refusedWith('The request is not waiting for approval.')(after, before, written);
    },
  },
  {
    name: 'a request already denied is not approved',
    write: { op: 'approveLogFetchSession', path: { id: 39 } },
    status: 500,
    read: { op: 'listLogFetchSessions' },
    expect: unchanged,
  },
  {
    name: 'an outgoing fetch running, cancelled, shows cancelled',
    write: { op: 'cancelLogFetchSession', path: { id: 41 } },
    read: { op: 'listLogFetchSessions' },
    expect: (after) => expect(session(after, 41)).toMatchObject({ state: 'cancelled', percent: 62 }),
  },
  {
    name: 'an outgoing fetch requested, cancelled before the server answered, stays cancelled',
    before: [{ op: 'requestLogFetch', path: { name: 'Finance-Audit' } }],
    write: { op: 'cancelLogFetchSession', path: { id: 43 } },
    read: { op: 'listLogFetchSessions' },
    expect: (after) => expect(session(after, 43)).toMatchObject({ state: 'cancelled', percent: 0 }),
  },
  {
    name: 'a fetch that has ended is not cancelled',
    write: { op: 'cancelLogFetchSession', path: { id: 40 } },
    status: 500,
    read: { op: 'listLogFetchSessions' },
    expect: (after, before, written) => {
      unchanged(after, before);
      refusedWith('The session has ended.')(after, before, written);
    },
  },

  // ---- AP floor maps ----
  {
    name: 'the placements saved on a floor map are shown on it',
    write: {
      op: 'saveApFloorPlacements',
      path: { adom: 'root', mapId: 1 },
      body: {
        placements: [
          { 'wtp-id': 'FP222ETF24926768', x: 100, y: 50 },
          { 'wtp-id': 'FP23JFTF24703261', x: 420, y: 110 },
          { 'wtp-id': 'FP432FTF23802508', x: 560, y: 380 },
        ],
      },
    },
    read: { op: 'listApFloorMaps', path: { adom: 'root' } },
    expect: (after) =>
      expect(floorMap(after, 1).placements).toEqual([
        { 'wtp-id': 'FP222ETF24926768', x: 100, y: 50 },
        { 'wtp-id': 'FP23JFTF24703261', x: 420, y: 110 },
        { 'wtp-id': 'FP432FTF23802508', x: 560, y: 380 },
      ]),
  },
  {
    name: 'an access point placed on another floor of its site leaves the floor it stood on',
    write: { op: 'saveApFloorPlacements', path: { adom: 'root', mapId: 2 }, body: { placements: [{ 'wtp-id': 'FP222ETF24926768', x: 300, y: 200 }] } },
    read: { op: 'listApFloorMaps', path: { adom: 'root' } },
    expect: (after, before) => {
      expect(wtps(floorMap(before, 1))).toContain('FP222ETF24926768');
      expect(wtps(floorMap(after, 1))).not.toContain('FP222ETF24926768');
      expect(wtps(floorMap(after, 2))).toEqual(['FP222ETF24926768']);
    },
  },
  {
    name: 'a placement outside the floor plan is refused (422)',
    write: { op: 'saveApFloorPlacements', path: { adom: 'root', mapId: 1 }, body: { placements: [{ 'wtp-id': 'FP222ETF24926768', x: 801, y: 10 }] } },
    status: 422,
    read: { op: 'listApFloorMaps', path: { adom: 'root' } },
    expect: (after, before, written) => {
      unchanged(after, before);
      refusedWith('A placement is outside the floor plan or names an access point of another site.')(after, before, written);
    },
  },
  {
    name: 'an access point of another site is not placed (422)',
    write: { op: 'saveApFloorPlacements', path: { adom: 'root', mapId: 1 }, body: { placements: [{ 'wtp-id': 'FP231GTF20676341', x: 10, y: 10 }] } },
    status: 422,
    read: { op: 'listApFloorMaps', path: { adom: 'root' } },
    expect: unchanged,
  },
  {
    name: 'a floor plan uploaded is shown at its own size, the placements kept inside it',
    write: { op: 'uploadApFloorPlan', path: { adom: 'root', mapId: 1 }, body: { fileName: 'floor-1.svg', contentType: 'image/svg+xml', data: SVG_640x400 } },
    read: { op: 'listApFloorMaps', path: { adom: 'root' } },
    expect: (after, _before, written) => {
      const map = floorMap(after, 1);
      expect(map).toMatchObject({ image: `data:image/svg+xml;base64,${SVG_640x400}`, imageWidth: 640, imageHeight: 400 });
      expect(written.body).toEqual({ image: map.image, imageWidth: 640, imageHeight: 400 });
      // FP431FTF20955583 stood at x 660 of 800
      expect(map.placements.find((p) => p['wtp-id'] === 'FP431FTF20955583')).toEqual({ 'wtp-id': 'FP431FTF20955583', x: 640, y: 130 });
    },
  },
  {
    name: 'a PNG floor plan is shown at the size its header gives',
    write: { op: 'uploadApFloorPlan', path: { adom: 'root', mapId: 2 }, body: { fileName: 'dot.png', contentType: 'image/png', data: PNG_1x1 } },
    read: { op: 'listApFloorMaps', path: { adom: 'root' } },
    expect: (after) => expect(floorMap(after, 2)).toMatchObject({ imageWidth: 1, imageHeight: 1 }),
  },
  {
    name: 'a file that is not the image its type says is refused (415)',
    write: { op: 'uploadApFloorPlan', path: { adom: 'root', mapId: 1 }, body: { fileName: 'plan.png', contentType: 'image/png', data: SVG_640x400 } },
    status: 415,
    read: { op: 'listApFloorMaps', path: { adom: 'root' } },
    expect: (after, before, written) => {
      unchanged(after, before);
      refusedWith('The floor plan must be a PNG, JPEG or SVG image.')(after, before, written);
    },
  },
];
