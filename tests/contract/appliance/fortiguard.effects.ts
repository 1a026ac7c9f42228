import { expect } from 'vitest';
import type { Request } from '../support/appliance.ts';
import type { Effect } from '../support/effects.ts';

const OK = { status: { code: 0, message: 'OK' } };
const MISSING = { status: { code: -3, message: 'Object does not exist.' } };
const UNREACHABLE = { status: { code: -6, message: 'The device is not reachable.' } };

/** AntiVirus Definitions: 92.8123 served, 92.8101 and 92.8077 kept. */
const AV = '07004000AVDB00100';
/** FGT-Fin-02: two updates pending; FGT-Store-114: three, and not reachable. */
const FIN_02 = 'FGT60FTK22000102';
const STORE_114 = 'FGT40FTK22000203';

type Device = { key: string; status: string; pending: number; last_update: string | null; packages?: { device_version: string; latest_version: string }[] };
type Version = { version: string; current: boolean };
type Database = { service: string; status: string; verdate: string };
type Image = { key?: string; objid?: string; name?: string; platform: string; version: string; build?: number; buildnumber?: number };
type Task = { id: number; group: string; title: string; params: (string | number)[]; state: string };

const device = (list: unknown, key: string) => (list as Device[]).find((d) => d.key === key);
const versions: Request = { op: 'umPackageVersion', body: { method: 'get', params: { key: AV } } };
const devices: Request = { op: 'umPackageService', body: { method: 'get', params: { resultsize: 50000000 } } };
const databases: Request = { op: 'umQueryServer', body: { method: 'get' } };
const imported: Request = { op: 'umFirmwareImportImage', body: { method: 'get' } };
const images = (viewType: 'all' | 'upgrade', viewProduct: 'FGT' | 'FAP' | 'FMG'): Request => ({ op: 'listFirmwareImages', body: { method: 'get', params: { viewType, viewProduct } } });
const onUnit = (product: 'FGT' | 'FAP'): Request => ({ op: 'listUmImages', body: { product } });
const tasks: Request = { op: 'listTasks' };

function file(op: 'importFirmwareImage' | 'uploadUmPackage', name: string, content: string, fields: Record<string, string> = {}): Request {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([content], { type: 'application/octet-stream' }), name);
  return { op, body: form };
}

const NEW_IMAGE = 'FGT_40F-v7.4.8.F-build2795-FORTINET.out';
const importImage = () => file('importFirmwareImage', NEW_IMAGE, 'FortiGate image');
const hasImage = (list: unknown, platform: string, version: string, build: number) =>
  (list as Image[]).some((i) => i.platform === platform && i.version === version && (i.build ?? i.buildnumber) === build);
const packageFile = (name: string, content = 'FortiGuard package') => file('uploadUmPackage', name, content, { key: 'filepath', packettype: 'fgdpkg' });

export const effects: Effect[] = [
  // ---- download priority
  {
    name: 'the download priority saved in Advanced Settings is what the unit answers',
    write: { op: 'umDownloadPriority', body: { method: 'set', params: { flags: 1, objectList: [AV, '07004000NIDS02403'], productList: ['FAP', 'FGT', 'FSW'] } } },
    read: { op: 'umDownloadPriority', body: { method: 'get' } },
    expect: (after, before, written) => {
      expect(written.body).toEqual(OK);
      expect(before).toEqual({ flags: 0, objectList: ['07004000NIDS02403'], productList: ['FGT', 'FAP'] });
      expect(after).toEqual({ flags: 1, objectList: [AV, '07004000NIDS02403'], productList: ['FAP', 'FGT', 'FSW'] });
    },
  },

  // ---- package versions
  {
    name: 'serving an earlier version of a package: its versions show that one served',
    write: { op: 'umPackageVersion', body: { method: 'change', params: { key: AV, version: '92.8101' } } },
    read: versions,
    expect: (after, before, written) => {
      expect(written.body).toEqual(OK);
      expect((before as Version[]).find((v) => v.current)?.version).toBe('92.8123');
      expect((after as Version[]).filter((v) => v.current).map((v) => v.version)).toEqual(['92.8101']);
    },
  },
  {
    name: 'serving a version the unit does not keep is refused; the served version stays',
    write: { op: 'umPackageVersion', body: { method: 'change', params: { key: AV, version: '91.1' } } },
    read: versions,
    expect: (after, before, written) => {
      expect(written.body).toEqual(MISSING);
      expect(after).toEqual(before);
    },
  },
  {
    name: "another package's versions are its own: its latest, served",
    write: { op: 'umPackageVersion', body: { method: 'get', params: { key: '07004000NIDS02403' } } },
    read: { op: 'umPackageVersion', body: { method: 'get', params: { key: '07004000NIDS02403' } } },
    expect: (after) => expect(after).toEqual([{ version: '29.921', verdate: '2611240815', versize: 8917234, current: true }]),
  },
  {
    name: 'the received packages a device uses, when only those are asked for',
    write: { op: 'umPackageReceive', body: { method: 'get', params: { showUsedOnly: true, resultsize: 50000000 } } },
    read: { op: 'umPackageReceive', body: { method: 'get', params: { showUsedOnly: true, resultsize: 50000000 } } },
    expect: (after) => expect((after as { used: boolean }[]).map((p) => p.used)).toEqual([true, true, true]),
  },

  // ---- pushing pending updates
  {
    name: 'pushing the pending updates to a device: it is up to date, nothing pending',
    write: { op: 'umPackageService', body: { method: 'pushPending', params: { keys: [FIN_02] } } },
    read: devices,
    expect: (after, before, written) => {
      expect(written.body).toEqual(OK);
      expect(device(before, FIN_02)).toMatchObject({ status: 'pending', pending: 2 });
      expect(device(after, FIN_02)).toMatchObject({ status: 'up-to-date', pending: 0 });
      expect(device(after, FIN_02)?.last_update).toMatch(/^\d{10}$/);
      expect(device(after, FIN_02)?.last_update).not.toBe(device(before, FIN_02)?.last_update);
      expect(device(after, STORE_114)).toEqual(device(before, STORE_114));
    },
  },
  {
    name: "a pushed device's packages are at their latest version",
    write: { op: 'umPackageService', body: { method: 'pushPending', params: { keys: [FIN_02] } } },
    read: { op: 'umPackageService', body: { method: 'getOne', params: { key: FIN_02 } } },
    expect: (after, before) => {
      expect((before as Device).packages?.some((p) => p.device_version !== p.latest_version)).toBe(true);
      expect((after as Device).packages?.length).toBe(3);
      for (const p of (after as Device).packages ?? []) expect(p.device_version).toBe(p.latest_version);
    },
  },
  {
    name: 'pushing to a device that is not reachable is refused; nothing changes',
    write: { op: 'umPackageService', body: { method: 'pushPending', params: { keys: [FIN_02, STORE_114] } } },
    read: devices,
    expect: (after, before, written) => {
      expect(written.body).toEqual(UNREACHABLE);
      expect(after).toEqual(before);
    },
  },
  {
    name: 'pushing all pending updates: the reachable devices are up to date, the unreachable one still pending',
    write: { op: 'umPackageService', body: { method: 'pushAllPending' } },
    read: devices,
    expect: (after) => {
      expect((after as Device[]).filter((d) => d.pending > 0).map((d) => d.key)).toEqual([STORE_114]);
      expect(device(after, STORE_114)).toMatchObject({ status: 'unreachable', pending: 3 });
    },
  },
  {
    name: "Push Now on a device row: the device's pending updates are pushed",
    write: { op: 'pushUmDevice', body: { serial: FIN_02, command: 'push' } },
    read: devices,
    expect: (after, _before, written) => {
      expect(written.body).toEqual(OK);
      expect(device(after, FIN_02)).toMatchObject({ status: 'up-to-date', pending: 0 });
    },
  },
  {
    name: 'Push Now to a device that is not reachable is refused; it stays pending',
    write: { op: 'pushUmDevice', body: { serial: STORE_114, command: 'push' } },
    read: devices,
    expect: (after, before, written) => {
      expect(written.body).toEqual(UNREACHABLE);
      expect(after).toEqual(before);
    },
  },

  // ---- query databases
  {
    name: "importing a query database file: that service's database is current, dated by the file",
    write: { op: 'umQueryServer', body: { method: 'import', params: { folder: '/var/tmp/fgd', file: 'as-db-20261125.dat', checksum: '9e107d9d372bb6826bd81d3542a419d6' } } },
    read: databases,
    expect: (after, before, written) => {
      expect(written.body).toEqual(OK);
      const antispam = (list: unknown) => (list as Database[]).find((d) => d.service === 'antispam');
      expect(antispam(before)).toMatchObject({ status: 'updating' });
      expect(antispam(after)).toMatchObject({ status: 'current', verdate: '2611250000' });
      expect((after as Database[]).filter((d) => d.service !== 'antispam')).toEqual((before as Database[]).filter((d) => d.service !== 'antispam'));
    },
  },
  {
    name: "a file that names no query database is refused ('The file is not a query database.'); nothing changes",
    write: { op: 'umQueryServer', body: { method: 'import', params: { folder: '/var/tmp/fgd', file: 'backup-20261125.tgz', checksum: '9e107d9d372bb6826bd81d3542a419d6' } } },
    read: databases,
    expect: (after, before, written) => {
      expect(written.body).toEqual({ status: { code: -6, message: 'The file is not a query database.' } });
      expect(after).toEqual(before);
    },
  },

  // ---- licence filter
  {
    name: 'Keep this filter: Licensing Status opens with the kept licence types',
    write: { op: 'updateUmLicenseFilter', body: { license_filter: ['webfiltering', 'ips'] } },
    read: { op: 'getUmLicenseFilter' },
    expect: (after, before, written) => {
      expect(written.body).toEqual(OK);
      expect(before).toEqual({ license_filter: [] });
      expect(after).toEqual({ license_filter: ['webfiltering', 'ips'] });
    },
  },
  {
    name: 'the licence filter answers the devices that hold any of the chosen types',
    write: { op: 'filterUmLicenses', body: { license_filter: ['ips'] } },
    read: { op: 'filterUmLicenses', body: { license_filter: ['ips'] } },
    expect: (after) => expect((after as { devname: string }[]).map((d) => d.devname)).toEqual(['FGT-Fin-01', 'FGT-Fin-02']),
  },

  // ---- firmware images
  {
    name: 'importing a firmware image: it is with the imported images',
    write: importImage(),
    read: imported,
    expect: (after, before, written) => {
      expect(written.body).toEqual({ status: { code: 0, message: 'OK' }, filepath: `/var/tmp/fwimage/upload/${NEW_IMAGE}` });
      expect((after as Image[]).length).toBe((before as Image[]).length + 1);
      expect((after as Image[]).at(-1)).toMatchObject({ key: 'imp-0003', name: NEW_IMAGE, product: 'FGT', platform: 'FGT_40F', version: '7.4.8', buildnumber: 2795, size: 15 });
    },
  },
  {
    name: "importing a firmware image: it is listed with its product's images",
    write: importImage(),
    read: images('all', 'FGT'),
    expect: (after, before) => {
      expect(hasImage(before, 'FGT_40F', '7.4.8', 2795)).toBe(false);
      expect(hasImage(after, 'FGT_40F', '7.4.8', 2795)).toBe(true);
    },
  },
  {
    name: 'importing a firmware image: it is on the unit',
    write: importImage(),
    read: onUnit('FGT'),
    expect: (after, before) => {
      expect(hasImage(before, 'FGT_40F', '7.4.8', 2795)).toBe(false);
      expect(hasImage(after, 'FGT_40F', '7.4.8', 2795)).toBe(true);
    },
  },
  {
    name: "an image for the unit's own platform is offered in the upgrade dialog",
    write: file('importFirmwareImage', 'FMG_VM64-v7.6.3-build3600-FORTINET.out', 'FortiManager image'),
    read: images('upgrade', 'FMG'),
    expect: (after, before) => {
      expect(hasImage(before, 'FMG_VM64', '7.6.3', 3600)).toBe(false);
      expect((after as Image[])[0]).toMatchObject({ platform: 'FMG_VM64', version: '7.6.3', buildnumber: 3600, recommended: false });
    },
  },
  {
    name: "a file that is not a firmware image is refused ('Invalid firmware image file.'); nothing is imported",
    before: [file('importFirmwareImage', 'FGT_40F-v7.4.8-build2795-FORTINET.out', '')],
    write: file('importFirmwareImage', 'firmware.bin', 'FortiGate image'),
    read: imported,
    expect: (after, before, written) => {
      expect(written.body).toEqual({ status: { code: -6, message: 'Invalid firmware image file.' } });
      expect(after).toEqual(before);
    },
  },
  {
    name: 'deleting an imported image: it is gone from the imported images',
    write: { op: 'umFirmwareImportImage', body: { method: 'del', params: { key: 'imp-0002' } } },
    read: imported,
    expect: (after, before, written) => {
      expect(written.body).toEqual(OK);
      expect((before as Image[]).map((i) => i.key)).toEqual(['imp-0001', 'imp-0002']);
      expect((after as Image[]).map((i) => i.key)).toEqual(['imp-0001']);
    },
  },
  {
    name: "deleting an imported image: it is gone from its product's images and from the unit",
    write: { op: 'umFirmwareImportImage', body: { method: 'del', params: { key: 'imp-0002' } } },
    read: onUnit('FAP'),
    expect: (after, before) => {
      expect(hasImage(before, 'FAP_231F', '7.4.4', 470)).toBe(true);
      expect(hasImage(after, 'FAP_231F', '7.4.4', 470)).toBe(false);
    },
  },
  {
    name: "deleting an imported image: it is no longer listed with its product's images",
    write: { op: 'umFirmwareImportImage', body: { method: 'del', params: { key: 'imp-0002' } } },
    read: images('all', 'FAP'),
    expect: (after, before) => {
      expect(hasImage(before, 'FAP_231F', '7.4.4', 470)).toBe(true);
      expect(hasImage(after, 'FAP_231F', '7.4.4', 470)).toBe(false);
    },
  },
  {
    name: 'deleting an image that is not imported is refused; nothing changes',
    write: { op: 'umFirmwareImportImage', body: { method: 'del', params: { key: 'imp-0404' } } },
    read: imported,
    expect: (after, before, written) => {
      expect(written.body).toEqual(MISSING);
      expect(after).toEqual(before);
    },
  },

  // ---- package transfer
  {
    name: 'exporting packages starts an export task; each file is named after its newest package',
    write: { op: 'exportUmPackages', body: { category: ['antivirus', 'ips', 'geoip'], flags: 1 } },
    read: tasks,
    expect: (after, _before, written) => {
      const started = written.body as { taskid: number; files: { category: string; downloadname: string; filepath: string }[] };
      expect(started.files.slice(0, 2)).toEqual([
        { category: 'antivirus', filepath: '/var/tmp/export/fgd-antivirus-20261124.pkg', downloadname: 'fgd-antivirus-20261124.pkg' },
        { category: 'ips', filepath: '/var/tmp/export/fgd-ips-20261124.pkg', downloadname: 'fgd-ips-20261124.pkg' },
      ]);
      expect(started.files[2].downloadname).toMatch(/^fgd-geoip-20\d{6}\.pkg$/);
      expect((after as Task[]).find((t) => t.id === started.taskid)).toMatchObject({ group: 'export', params: ['antivirus, ips, geoip'], state: 'running' });
    },
  },
  {
    name: 'importing an uploaded package file starts an import task',
    before: [packageFile('fgd-antivirus-20261124.pkg')],
    write: { op: 'importUmPackages', body: { filepath: '/var/tmp/fgdpkg/fgd-antivirus-20261124.pkg' } },
    read: tasks,
    expect: (after, _before, written) => {
      const { taskid } = written.body as { taskid: number };
      expect((after as Task[]).find((t) => t.id === taskid)).toMatchObject({ group: 'import', title: 'Import FortiGuard packages from %s', params: ['fgd-antivirus-20261124.pkg'] });
    },
  },
  {
    name: "a file that is not a package is refused on upload, so its import cannot start ('Fail to start import task.')",
    before: async (caller) => {
      const answer = await caller.call(packageFile('notes.txt'));
      expect(answer.body).toEqual({ status: { code: -6, message: 'The file is not a FortiGuard package.' } });
    },
    write: { op: 'importUmPackages', body: { filepath: '/var/tmp/fgdpkg/notes.txt' } },
    status: 500,
    read: tasks,
    expect: (after, before, written) => {
      expect(written.body).toEqual({ code: -3, message: 'Object does not exist.' });
      expect(after).toEqual(before);
    },
  },
];
