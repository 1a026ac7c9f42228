/**
 * Update and Licence Services (FortiGuard): what the update manager keeps, per unit.
 *
 *   - Download priority (umDownloadPriority): get answers what set saved.
 *   - Packages received (umPackageReceive) and their versions (umPackageVersion): change serves another kept version;
 *     get marks it current. A package's versions are seeded from the example when it describes that package (its
 *     newest version is the package's latest), otherwise the package's latest version alone is kept.
 *   - Devices served (umPackageService, pushUmDevice): a push sends a device its pending updates, so it is up to date
 *     with nothing pending, updated now, each package at its latest version (getOne). A device that is not reachable
 *     cannot be pushed to: pushPending and pushUmDevice refuse ('The device is not reachable.') and nothing changes;
 *     pushAllPending leaves it pending.
 *   - Query databases (umQueryServer): import takes a database file already on the unit; its name begins with the
 *     service (wf/webfiltering, as/antispam, ob/outbreak) and carries its date (YYYYMMDD), so that database is
 *     current from then on, dated by the file. The checksum is checked for its form only (the file is not here).
 *     Another file name: 'The file is not a query database.'
 *   - Licensing status (umLicense, filterUmLicenses): the licence filter answers the devices holding any of the
 *     chosen types; the filter "Keep this filter" saves (updateUmLicenseFilter) is what getUmLicenseFilter answers.
 *   - Firmware images: an image file (importFirmwareImage, multipart) named as Fortinet names its images,
 *     <PRODUCT>_<model>-v<major.minor.patch>[.<letter>]-build<build>-FORTINET.out, and not empty, is kept with the
 *     imported images (umFirmwareImportImage get; a file of the same name is replaced); it is then listed with its
 *     product's images (listFirmwareImages params.viewType all; viewType upgrade when it is for the platform the unit
 *     runs) and marked on the unit (listUmImages). Another file: 'Invalid firmware image file.' del removes it from
 *     all of them.
 *   - Package transfer: exportUmPackages starts an export task (startTask) writing one file per category, named
 *     after the date of the category's newest package; uploadUmPackage keeps a FortiGuard package file (packettype
 *     fgdpkg: a .pkg file that is not empty) and importUmPackages starts the import task of a file kept so; any
 *     other path cannot start ('Object does not exist.', status 500, which the console reads as 'Fail to start
 *     import task.'). An entitlement file (fgtkey) is the startup's (startup.ts): this rule hands it on, so it must
 *     come after the startup's rules where they are merged.
 *
 * Refused actions answer as the unit does, a success with status.code other than 0 (-3 'Object does not exist.'
 * for an unknown package, version, device or image).
 */
import type {
  FirmwareImageOption, PackageExportStarted, UmDeviceLicence, UmDownloadPriority, UmImportedImage, UmPackageItem, UmPackageVersion, UmQueryDatabase,
  UmResult, UmServiceDevice, UmUnitImage,
} from '../../../generated/types/entities.ts';
import { Refusal, type Answer, type Call, type Rules } from '../call.ts';
import { startupRules } from './startup.ts';
import { startTask } from './tasks.ts';

const OK: UmResult = { status: { code: 0, message: 'OK' } };
const MISSING: UmResult = { status: { code: -3, message: 'Object does not exist.' } };
const UNREACHABLE: UmResult = { status: { code: -6, message: 'The device is not reachable.' } };
const NOT_DATABASE: UmResult = { status: { code: -6, message: 'The file is not a query database.' } };

/** A moment as the update manager writes it: YYMMDDHHMM (UTC). */
export function umStamp(at: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(at.getUTCFullYear() % 100)}${two(at.getUTCMonth() + 1)}${two(at.getUTCDate())}${two(at.getUTCHours())}${two(at.getUTCMinutes())}`;
}

// ---- documents -------------------------------------------------------------------------------------------------

const packagesOf = (call: Call) =>
  call.doc<UmPackageItem[]>('umPackages', () => call.example({ op: 'umPackageReceive', body: { method: 'get', params: { showUsedOnly: false, resultsize: 50000000 } } }) as Promise<UmPackageItem[]>);

async function versionsOf(call: Call, pkg: UmPackageItem): Promise<UmPackageVersion[]> {
  return call.doc<UmPackageVersion[]>(`umPackageVersions:${pkg.objid}`, async () => {
    const example = (await call.example({ op: 'umPackageVersion', body: { method: 'get', params: { key: pkg.objid } } })) as UmPackageVersion[];
    // the example describes one package: another keeps its latest version alone
    if (Array.isArray(example) && example[0]?.version === pkg.latest_version) return example;
    return [{ version: pkg.latest_version, verdate: pkg.latest_verdate, versize: pkg.latest_versize, current: true }];
  });
}

const devicesOf = (call: Call) =>
  call.doc<UmServiceDevice[]>('umServiceDevices', () => call.example({ op: 'umPackageService', body: { method: 'get', params: { resultsize: 50000000 } } }) as Promise<UmServiceDevice[]>);

type DevicePackage = NonNullable<UmServiceDevice['packages']>[number];

async function devicePackagesOf(call: Call, key: string): Promise<DevicePackage[]> {
  return call.doc<DevicePackage[]>(`umServicePackages:${key}`, async () => {
    const example = (await call.example({ op: 'umPackageService', body: { method: 'getOne', params: { key } } })) as UmServiceDevice;
    return example.key === key ? (example.packages ?? []) : [];
  });
}

const priorityOf = (call: Call) => call.doc<UmDownloadPriority>('umDownloadPriority', () => call.example({ op: 'umDownloadPriority', body: { method: 'get' } }) as Promise<UmDownloadPriority>);

const databasesOf = (call: Call) => call.doc<UmQueryDatabase[]>('umQueryDatabases', () => call.example({ op: 'umQueryServer', body: { method: 'get' } }) as Promise<UmQueryDatabase[]>);

const licencesOf = (call: Call) => call.doc<UmDeviceLicence[]>('umLicences', () => call.example({ op: 'umLicense', body: { method: 'get' } }));

type LicenceFilter = Answer<'getUmLicenseFilter'>;
const licenceFilterOf = (call: Call) => call.doc<LicenceFilter>('umLicenceFilter', () => call.example({ op: 'getUmLicenseFilter' }));

const importedOf = (call: Call) => call.doc<UmImportedImage[]>('umImportedImages', () => call.example({ op: 'umFirmwareImportImage', body: { method: 'get' } }) as Promise<UmImportedImage[]>);

const packageFilesOf = (call: Call) => call.doc<string[]>('umPackageFiles', () => []);

// ---- devices served ----------------------------------------------------------------------------------------------

/** Sends the pending updates of the devices named (all with updates pending when null); a refusal, or null when done. */
async function push(call: Call, keys: string[] | null): Promise<UmResult | null> {
  const devices = await devicesOf(call);
  const chosen = keys === null ? devices.filter((d) => d.pending > 0 && d.status !== 'unreachable') : keys.map((k) => devices.find((d) => d.key === k));
  if (chosen.some((d) => d === undefined)) return MISSING;
  if (chosen.some((d) => d?.status === 'unreachable')) return UNREACHABLE;
  const now = umStamp(new Date());
  for (const device of chosen as UmServiceDevice[]) {
    if (device.pending === 0 && device.status === 'up-to-date') continue;
    device.pending = 0;
    device.status = 'up-to-date';
    device.last_update = now;
    const packages = await devicePackagesOf(call, device.key);
    call.set(
      `umServicePackages:${device.key}`,
      packages.map((p) => ({ ...p, device_version: p.latest_version })),
    );
  }
  call.set('umServiceDevices', devices);
  return null;
}

// ---- query databases -------------------------------------------------------------------------------------------

const DATABASE_SERVICES: Record<string, string> = { wf: 'webfiltering', webfilter: 'webfiltering', webfiltering: 'webfiltering', as: 'antispam', antispam: 'antispam', ob: 'outbreak', outbreak: 'outbreak' };

/** The service and date (YYMMDDHHMM) of a query database file, by its name. */
function databaseFile(file: string, now: Date): { service: string; verdate: string } | null {
  const prefix = /^([a-z]+)[-_]/i.exec(file)?.[1]?.toLowerCase();
  const service = prefix ? DATABASE_SERVICES[prefix] : undefined;
  if (!service) return null;
  const date = /(20\d{2})(\d{2})(\d{2})/.exec(file);
  const valid = date && Number(date[2]) >= 1 && Number(date[2]) <= 12 && Number(date[3]) >= 1 && Number(date[3]) <= 31;
  return { service, verdate: valid ? `${date[1].slice(2)}${date[2]}${date[3]}0000` : umStamp(now) };
}

// ---- firmware images -------------------------------------------------------------------------------------------

const PRODUCTS = ['FGT', 'FAZ', 'FMG', 'FAP', 'FXT', 'FSW', 'FPX'] as const;
const IMAGE_NAME = /^([A-Z]{3})_([A-Za-z0-9]+(?:_[A-Za-z0-9]+)*)-v(\d+\.\d+\.\d+)(?:\.[A-Za-z])?-build(\d{1,6})-FORTINET\.out$/i;

/** What a firmware image's file name says of it, or null for a name Fortinet does not give its images. */
export function imageOfName(name: string): Pick<UmImportedImage, 'product' | 'platform' | 'version' | 'buildnumber'> | null {
  const m = IMAGE_NAME.exec(name);
  if (!m) return null;
  const product = m[1].toUpperCase() as UmImportedImage['product'];
  if (!PRODUCTS.includes(product)) return null;
  return { product, platform: `${product}_${m[2].toUpperCase()}`, version: m[3], buildnumber: Number(m[4]) };
}

const sameImage = (a: { platform: string; version: string }, ab: number, b: { platform: string; version: string }, bb: number) => a.platform === b.platform && a.version === b.version && ab === bb;

/** Newer first: by version, then build. */
const newerFirst = (a: { version: string; build: number }, b: { version: string; build: number }) => {
  const [x, y] = [a.version.split('.').map(Number), b.version.split('.').map(Number)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return (y[i] ?? 0) - (x[i] ?? 0);
  return b.build - a.build;
};

/** The listed images with the imported ones among their platform's, newest first within a platform. */
function withImported(listed: FirmwareImageOption[], imported: UmImportedImage[]): FirmwareImageOption[] {
  const added = imported
    .filter((i) => !listed.some((l) => sameImage(l, l.buildnumber, i, i.buildnumber)))
    .map<FirmwareImageOption>((i) => ({ objid: i.key, version: i.version, buildnumber: i.buildnumber, imageType: 'GA', platform: i.platform, recommended: false }));
  const all = [...listed, ...added];
  const platforms = [...new Set(all.map((i) => i.platform))];
  // a stable sort: the listed images keep their order
  return all
    .map((image, index) => ({ image, index }))
    .sort(
      (a, b) =>
        platforms.indexOf(a.image.platform) - platforms.indexOf(b.image.platform) ||
        (a.index < listed.length && b.index < listed.length ? a.index - b.index : newerFirst({ version: a.image.version, build: a.image.buildnumber }, { version: b.image.version, build: b.image.buildnumber })),
    )
    .map(({ image }) => image);
}

// ---- package transfer ------------------------------------------------------------------------------------------

type Category = PackageExportStarted['files'][number]['category'];
const CATEGORY_SERVICES: Partial<Record<string, string>> = { antivirus: 'antivirus', ips: 'ips', webfilter: 'webfiltering', antispam: 'antispam' };

/** The date (YYYYMMDD) an export file of a category is named after: its newest package's, or today's. */
function exportDate(category: Category, packages: UmPackageItem[], now: Date): string {
  const service = CATEGORY_SERVICES[category as string];
  const newest = packages
    .filter((p) => p.obj_fmgi.service === service)
    .map((p) => p.latest_verdate)
    .sort()
    .pop();
  return newest ? `20${newest.slice(0, 6)}` : `20${umStamp(now).slice(0, 6)}`;
}

const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

// ---- rules -------------------------------------------------------------------------------------------------------

export const fortiguardRules: Rules = {
  async umDownloadPriority(call) {
    if (call.body.method === 'get') return call.ok(await priorityOf(call));
    await priorityOf(call);
    call.set('umDownloadPriority', call.body.params);
    return call.ok(OK);
  },

  async umPackageReceive(call) {
    const packages = await packagesOf(call);
    return call.ok(call.body.params.showUsedOnly ? packages.filter((p) => p.used) : packages);
  },

  async umPackageVersion(call) {
    const pkg = (await packagesOf(call)).find((p) => p.objid === call.body.params.key);
    if (call.body.method === 'get') return call.ok(pkg ? await versionsOf(call, pkg) : []);
    if (!pkg) return call.ok(MISSING);
    const versions = await versionsOf(call, pkg);
    const { version } = call.body.params;
    if (!versions.some((v) => v.version === version)) return call.ok(MISSING);
    call.set(
      `umPackageVersions:${pkg.objid}`,
      versions.map((v) => ({ ...v, current: v.version === version })),
    );
    return call.ok(OK);
  },

  async umPackageService(call) {
    const body = call.body;
    if (body.method === 'get') return call.ok((await devicesOf(call)).map(({ packages: _packages, ...device }) => device));
    if (body.method === 'getOne') {
      const device = (await devicesOf(call)).find((d) => d.key === body.params.key);
      if (!device) return call.ok(MISSING);
      return call.ok({ ...device, packages: await devicePackagesOf(call, device.key) });
    }
    const refused = await push(call, body.method === 'pushAllPending' ? null : body.params.keys);
    return call.ok(refused ?? OK);
  },

  async pushUmDevice(call) {
    return call.ok((await push(call, [call.body.serial])) ?? OK);
  },

  async umQueryServer(call) {
    const databases = await databasesOf(call);
    if (call.body.method === 'get') return call.ok(databases);
    const file = databaseFile(call.body.params.file, new Date());
    const database = file && databases.find((d) => d.service === file.service);
    if (!file || !database) return call.ok(NOT_DATABASE);
    database.status = 'current';
    database.verdate = file.verdate;
    call.set('umQueryDatabases', databases);
    return call.ok(OK);
  },

  async umLicense(call) {
    return call.ok(await licencesOf(call));
  },

  async filterUmLicenses(call) {
    const types: string[] = call.body.license_filter;
    return call.ok((await licencesOf(call)).filter((d) => d.licences.some((l) => types.includes(l.type))));
  },

  async getUmLicenseFilter(call) {
    return call.ok(await licenceFilterOf(call));
  },

  async updateUmLicenseFilter(call) {
    await licenceFilterOf(call);
    call.set('umLicenceFilter', { license_filter: [...new Set(call.body.license_filter)] });
    return call.ok(OK);
  },

  async umFirmwareImportImage(call) {
    const imported = await importedOf(call);
    if (call.body.method === 'get') return call.ok(imported);
    const { key } = call.body.params;
    if (!imported.some((i) => i.key === key)) return call.ok(MISSING);
    call.set(
      'umImportedImages',
      imported.filter((i) => i.key !== key),
    );
    return call.ok(OK);
  },

  async importFirmwareImage(call) {
    const file = (await call.form()).get('file');
    const name = file instanceof File ? file.name : '';
    const image = imageOfName(name);
    if (!(file instanceof File) || file.size === 0 || !image) return call.ok({ status: { code: -6, message: 'Invalid firmware image file.' } });
    const imported = await importedOf(call);
    const same = imported.find((i) => i.name === name);
    const next = imported.reduce((max, i) => Math.max(max, Number(/(\d+)$/.exec(i.key)?.[1] ?? 0)), 0) + 1;
    const entry: UmImportedImage = { key: same?.key ?? `imp-${String(next).padStart(4, '0')}`, name, ...image, size: file.size, imported: umStamp(new Date()) };
    call.set('umImportedImages', same ? imported.map((i) => (i === same ? entry : i)) : [...imported, entry]);
    return call.ok({ status: { code: 0, message: 'OK' }, filepath: `/var/tmp/fwimage/upload/${name}` });
  },

  async listFirmwareImages(call) {
    const { viewType, viewProduct: product } = call.body.params;
    const listed = await call.doc<FirmwareImageOption[]>(`imageList:${viewType}:${product}`, () =>
      call.example({ op: 'listFirmwareImages', body: { method: 'get', params: { viewType, viewProduct: product } } }),
    );
    let imported = (await importedOf(call)).filter((i) => i.product === product);
    if (viewType === 'upgrade') {
      // the images this unit may install: those of the platform it runs
      const running = await call.example({ op: 'getFirmwareImageVersion', body: { method: 'get' } });
      imported = imported.filter((i) => i.platform === (running as { platform?: string }).platform);
    }
    return call.ok(withImported(listed, imported));
  },

  async listUmImages(call) {
    const { product } = call.body;
    const kept = await call.doc<UmUnitImage[]>(`umUnitImages:${product}`, async () => {
      const example = (await call.example({ op: 'listUmImages', body: { product } })) as UmUnitImage[];
      // the example is one product's: another product keeps its own images only
      return example.filter((i) => i.platform.startsWith(`${product}_`));
    });
    const imported = (await importedOf(call))
      .filter((i) => i.product === product && !kept.some((k) => sameImage(k, k.build, i, i.buildnumber)))
      .map<UmUnitImage>((i) => ({ platform: i.platform, version: i.version, build: i.buildnumber }));
    return call.ok([...kept, ...imported]);
  },

  async exportUmPackages(call) {
    const { category, flags } = call.body;
    const packages = await packagesOf(call);
    const now = new Date();
    const files = category.map((c) => {
      const downloadname = `fgd-${c}-${exportDate(c, packages, now)}.pkg`;
      return { category: c, filepath: `/var/tmp/export/${downloadname}`, downloadname };
    });
    const taskid = await startTask(call, {
      group: 'export',
      title: flags === 1 ? 'Export the newest FortiGuard packages of %s' : 'Export FortiGuard packages of %s',
      params: [category.join(', ')],
    });
    return call.ok({ taskid, files });
  },

  async uploadUmPackage(call) {
    const form = await call.form();
    // an entitlement file registers the unit (startup.ts)
    if (form.get('packettype') !== 'fgdpkg') return startupRules.uploadUmPackage ? startupRules.uploadUmPackage(call) : call.forward();
    const file = form.get('file');
    if (!(file instanceof File) || file.size === 0 || !/\.pkg$/i.test(file.name)) {
      return call.ok({ status: { code: -6, message: 'The file is not a FortiGuard package.' } });
    }
    const filepath = `/var/tmp/fgdpkg/${baseName(file.name)}`;
    const files = await packageFilesOf(call);
    if (!files.includes(filepath)) call.set('umPackageFiles', [...files, filepath]);
    return call.ok({ status: { code: 0, message: 'OK' }, filepath });
  },

  async importUmPackages(call) {
    const { filepath } = call.body;
    if (!(await packageFilesOf(call)).includes(filepath)) throw new Refusal(500, { code: -3, message: 'Object does not exist.' });
    const taskid = await startTask(call, { group: 'import', title: 'Import FortiGuard packages from %s', params: [baseName(filepath)] });
    return call.ok({ taskid });
  },
};
