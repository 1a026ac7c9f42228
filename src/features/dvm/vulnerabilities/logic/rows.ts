import { apDeviceType, cachedApFamilyFromPlatform, parseAccessPoint, type ApFamily } from './access-points.ts';
import { createPsirtIndex, type VersionExposure } from './psirt-index.ts';
import {
  deviceTypeOfOsType,
  mustUpgradeManually,
  productCodeOfDevice,
  psirtPlatformOfDevice,
} from './products.ts';
import { emptyRiskCounts } from './severity.ts';
import { normalizeVersion } from '@/lib/firmware/versions.ts';
import type {
  AssetKind,
  DeviceTypeKey,
  Extender,
  ManagedDevice,
  ManagedSwitch,
  OsType,
  ProductCode,
  Risk,
  ScopeMember,
  VulnerableDeviceRow,
  VulnerableDevicesInput,
  VulnerableDevicesResult,
  Wtp,
} from './types.ts';

/** What all rows of one kind of device share (one object per OS type and product, not per row). */
export interface RowTraits {
  kind: AssetKind;
  deviceType: DeviceTypeKey;
  osType: OsType | null;
  psirtPlatform: string;
  product: ProductCode;
  upgradeManually: boolean;
}

/**
 * A row keeps only what is its own and points at the shared traits and version exposure: a fleet of 100,000
 * devices then allocates about half as much, which is what the matching's time is mostly spent on.
 */
class Row implements VulnerableDeviceRow {
  constructor(
    readonly key: string,
    readonly name: string,
    readonly sn: string,
    readonly platform: string,
    readonly version: string | null,
    readonly firmware: string,
    readonly preferImgVer: string,
    readonly parentName: string | null,
    readonly source: ManagedDevice | Wtp | ManagedSwitch | Extender | undefined,
    readonly traits: RowTraits,
    readonly exposure: VersionExposure,
  ) {}
  get kind(): AssetKind {
    return this.traits.kind;
  }
  get deviceType(): DeviceTypeKey {
    return this.traits.deviceType;
  }
  get osType(): OsType | null {
    return this.traits.osType;
  }
  get psirtPlatform(): string {
    return this.traits.psirtPlatform;
  }
  get product(): ProductCode {
    return this.traits.product;
  }
  get upgradeManually(): boolean {
    return this.traits.upgradeManually;
  }
  get severity(): Risk {
    return this.exposure.severity;
  }
  get vulnerabilities(): readonly string[] {
    return this.exposure.irNumbers;
  }
  get suggestedVersion(): string | null {
    return this.exposure.suggestedVersion;
  }
}

// accessors are enumerable on rows so that object comparisons and logging show what the grid shows
for (const name of ['kind', 'deviceType', 'osType', 'psirtPlatform', 'product', 'upgradeManually', 'severity', 'vulnerabilities', 'suggestedVersion']) {
  Object.defineProperty(Row.prototype, name, { ...Object.getOwnPropertyDescriptor(Row.prototype, name), enumerable: true });
}

function parentOf(members: readonly ScopeMember[] | undefined): string | null {
  return members && members.length ? members[0].name : null;
}

/** Memoises a one-argument function of a string: a fleet repeats few distinct models and firmware strings. */
function memo<T>(fn: (key: string) => T): (key: string) => T {
  const cache = new Map<string, T>();
  return (key) => {
    let v = cache.get(key);
    if (v === undefined && !cache.has(key)) cache.set(key, (v = fn(key)));
    return v as T;
  };
}

const AP_TRAITS = memo(
  (family): RowTraits => ({
    kind: 'ap',
    deviceType: apDeviceType(family as ApFamily),
    osType: null,
    psirtPlatform: family,
    product: 'FAP',
    upgradeManually: false,
  }),
);
const SWITCH_TRAITS: RowTraits = { kind: 'switch', deviceType: 'FSW', osType: null, psirtPlatform: 'FortiSwitch', product: 'FSW', upgradeManually: false };
const EXTENDER_TRAITS: RowTraits = { kind: 'extender', deviceType: 'FXT', osType: null, psirtPlatform: 'FortiExtender', product: 'FXT', upgradeManually: false };

/** Matches lists of devices and assets as they arrive: the rows of each list given, in the order given. */
export interface FleetMatcher {
  devices(list: readonly ManagedDevice[]): VulnerableDeviceRow[];
  wtps(list: readonly Wtp[]): VulnerableDeviceRow[];
  switches(list: readonly ManagedSwitch[]): VulnerableDeviceRow[];
  /** Both extender lists: an extender listed twice is matched once. */
  extenders(list: readonly Extender[]): VulnerableDeviceRow[];
  /** Rows left out so far, and why. */
  readonly skipped: VulnerableDevicesResult['skipped'];
}

/**
 * The matching of buildVulnerableDeviceRows, list by list and batch by batch, so that the first rows can be shown
 * before the whole fleet has arrived. Every distinct product version, model and firmware string is worked out once
 * over all batches; per row there are only map lookups and the row itself.
 */
export function createFleetMatcher(psirt: VulnerableDevicesInput['psirt']): FleetMatcher {
  const exposure = createPsirtIndex(psirt);
  const skipped = { managerMode: 0, localRadios: 0, mismatchedAps: 0 };

  // OS type → hardware platform → traits (the platform decides FortiOS or the chassis' FortiOS-6K7K)
  const deviceTraits = new Map<OsType, (platform: string) => RowTraits>();
  const traitsOf = (d: ManagedDevice): RowTraits => {
    let byPlatform = deviceTraits.get(d.os_type);
    if (!byPlatform) {
      const os = d.os_type;
      byPlatform = memo((platform) => ({
        kind: 'device',
        deviceType: deviceTypeOfOsType(os),
        osType: os,
        psirtPlatform: psirtPlatformOfDevice({ os_type: os, platform }),
        product: productCodeOfDevice({ os_type: os }),
        upgradeManually: mustUpgradeManually(os),
      }));
      deviceTraits.set(os, byPlatform);
    }
    return byPlatform(d.platform);
  };
  // frmversion → _patch → 'major.minor.patch'
  const versionStrings = new Map<string, string[]>();
  const versionOf = (d: ManagedDevice): string => {
    let patches = versionStrings.get(d.frmversion);
    if (!patches) versionStrings.set(d.frmversion, (patches = []));
    return (patches[d._patch] ??= `${d.frmversion}.${d._patch}`);
  };
  const firmwareVersion = memo(normalizeVersion);
  const platformFamily = cachedApFamilyFromPlatform();
  const seenExtenders = new Set<string>();

  return {
    skipped,
    devices(list) {
      const rows: VulnerableDeviceRow[] = [];
      for (const d of list) {
        if (d.manage_mode === 'manager') {
          skipped.managerMode++;
          continue;
        }
        const t = traitsOf(d);
        const version = versionOf(d);
        rows.push(
          new Row(`dev:${d.oid}`, d.name, d.sn, d.platform, version, version, d.prefer_img_ver, null, d, t, exposure(t.psirtPlatform, version)),
        );
      }
      return rows;
    },
    wtps(list) {
      const rows: VulnerableDeviceRow[] = [];
      for (const w of list) {
        const parsed = parseAccessPoint(w, platformFamily);
        if (!parsed.ok) {
          if (parsed.reason === 'localRadio') skipped.localRadios++;
          else skipped.mismatchedAps++;
          continue;
        }
        const id = w['wtp-id'];
        const raw = w['_software-version'];
        const version = firmwareVersion(raw);
        const x = exposure(parsed.family, version);
        rows.push(
          new Row(id, w.name || id, id, w['_platform-name'], version, version ?? raw, w['_prefer-img-ver'], parentOf(w['scope member']), w, AP_TRAITS(parsed.family), x),
        );
      }
      return rows;
    },
    switches(list) {
      const rows: VulnerableDeviceRow[] = [];
      for (const s of list) {
        const id = s['switch-id'];
        const version = firmwareVersion(s.os_version);
        const x = exposure('FortiSwitch', version);
        rows.push(
          new Row(id, s.name || id, id, s.platform, version, version ?? s.os_version, s['prefer-img-ver'], parentOf(s['scope member']), s, SWITCH_TRAITS, x),
        );
      }
      return rows;
    },
    extenders(list) {
      const rows: VulnerableDeviceRow[] = [];
      for (const e of list) {
        // an extender may show up in both controller tables while its FortiGate moves from one to the other
        if (seenExtenders.has(e.id)) continue;
        seenExtenders.add(e.id);
        const version = firmwareVersion(e._sw_version);
        const x = exposure('FortiExtender', version);
        rows.push(new Row(e.id, e.name || e.id, e.id, e.model, version, version ?? e._sw_version, '', parentOf(e['scope member']), e, EXTENDER_TRAITS, x));
      }
      return rows;
    },
  };
}

/** Vulnerable rows and their counts per severity, of rows matched so far. */
export function vulnerableSummary(rows: readonly VulnerableDeviceRow[]): Pick<VulnerableDevicesResult, 'vulnerableRows' | 'countsPerRisk'> {
  const vulnerableRows: VulnerableDeviceRow[] = [];
  const countsPerRisk = emptyRiskCounts();
  for (const r of rows) {
    if (r.vulnerabilities.length) {
      vulnerableRows.push(r);
      countsPerRisk[r.severity]++;
    }
  }
  return { vulnerableRows, countsPerRisk };
}

/**
 * Matches the ADOM's managed devices, access points, switches and extenders against its PSIRT data: one row each,
 * with severity, vulnerabilities and suggested upgrade version. Manager-mode devices, FortiWiFi local radios and
 * access points whose wtp-id does not match their platform are left out.
 *
 * Built for fleets of 100,000 devices (see createFleetMatcher, which it runs over whole lists).
 */
export function buildVulnerableDeviceRows(input: VulnerableDevicesInput): VulnerableDevicesResult {
  const match = createFleetMatcher(input.psirt);
  const rows = match.devices(input.devices).concat(
    match.wtps(input.wtps ?? []),
    match.switches(input.switches ?? []),
    match.extenders(input.extenders ?? []),
  );
  return { rows, ...vulnerableSummary(rows), advisories: input.psirt.byIrNumber, skipped: { ...match.skipped } };
}

// ---- rows across a thread boundary ----

/**
 * Rows as posted from the worker that matched them: a flat list of each row's own strings, and the shared traits
 * and version exposures as indices into tables that only grow. Rebuilding rows from it keeps their sharing (a
 * fleet of 100,000 devices has a few hundred distinct product versions) and costs the receiving thread far less
 * than cloning 100,000 objects with their advisory lists.
 */
export interface EncodedRows {
  /** Traits and exposures first seen in this batch, appended to the receiver's tables in order. */
  newTraits: RowTraits[];
  newExposures: VersionExposure[];
  /** Per row: key, name, sn, platform, version, firmware, preferImgVer, parentName, trait index, exposure index. */
  cells: Array<string | number | null>;
}

const CELLS_PER_ROW = 10;

/** Encodes rows for another thread; remembers the traits and exposures sent before (one encoder per receiver). */
export function createRowEncoder(): (rows: readonly VulnerableDeviceRow[]) => EncodedRows {
  const traitIds = new Map<RowTraits, number>();
  const exposureIds = new Map<VersionExposure, number>();
  return (rows) => {
    const newTraits: RowTraits[] = [];
    const newExposures: VersionExposure[] = [];
    const cells: EncodedRows['cells'] = new Array(rows.length * CELLS_PER_ROW);
    let i = 0;
    for (const r of rows as readonly Row[]) {
      let t = traitIds.get(r.traits);
      if (t === undefined) {
        traitIds.set(r.traits, (t = traitIds.size));
        newTraits.push(r.traits);
      }
      let x = exposureIds.get(r.exposure);
      if (x === undefined) {
        exposureIds.set(r.exposure, (x = exposureIds.size));
        newExposures.push(r.exposure);
      }
      cells[i++] = r.key;
      cells[i++] = r.name;
      cells[i++] = r.sn;
      cells[i++] = r.platform;
      cells[i++] = r.version;
      cells[i++] = r.firmware;
      cells[i++] = r.preferImgVer;
      cells[i++] = r.parentName;
      cells[i++] = t;
      cells[i++] = x;
    }
    return { newTraits, newExposures, cells };
  };
}

/** Rebuilds rows posted by createRowEncoder's encoder (one decoder per encoder, batches in the order sent). */
export function createRowDecoder(): (batch: EncodedRows) => VulnerableDeviceRow[] {
  const traits: RowTraits[] = [];
  const exposures: VersionExposure[] = [];
  return ({ newTraits, newExposures, cells }) => {
    traits.push(...newTraits);
    for (const x of newExposures) exposures.push(Object.freeze({ ...x, irNumbers: Object.freeze([...x.irNumbers]) }));
    const rows: VulnerableDeviceRow[] = new Array(cells.length / CELLS_PER_ROW);
    for (let i = 0, n = 0; i < cells.length; i += CELLS_PER_ROW, n++) {
      rows[n] = new Row(
        cells[i] as string,
        cells[i + 1] as string,
        cells[i + 2] as string,
        cells[i + 3] as string,
        cells[i + 4] as string | null,
        cells[i + 5] as string,
        cells[i + 6] as string,
        cells[i + 7] as string | null,
        undefined,
        traits[cells[i + 8] as number],
        exposures[cells[i + 9] as number],
      );
    }
    return rows;
  };
}
