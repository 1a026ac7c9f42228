import { cachedApFamilyFromPlatform, parseAccessPoint } from './access-points.ts';
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
interface RowTraits {
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
    readonly source: ManagedDevice | Wtp | ManagedSwitch | Extender,
    private readonly traits: RowTraits,
    private readonly exposure: VersionExposure,
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
    deviceType: ({ FortiAP: 'FAP', 'FortiAP-U': 'FAPU', 'FortiAP-S': 'FAPS', 'FortiAP-C': 'FAPC' } as const)[family as 'FortiAP'],
    osType: null,
    psirtPlatform: family,
    product: 'FAP',
    upgradeManually: false,
  }),
);
const SWITCH_TRAITS: RowTraits = { kind: 'switch', deviceType: 'FSW', osType: null, psirtPlatform: 'FortiSwitch', product: 'FSW', upgradeManually: false };
const EXTENDER_TRAITS: RowTraits = { kind: 'extender', deviceType: 'FXT', osType: null, psirtPlatform: 'FortiExtender', product: 'FXT', upgradeManually: false };

/**
 * Matches the ADOM's managed devices, access points, switches and extenders against its PSIRT data: one row each,
 * with severity, vulnerabilities and suggested upgrade version. Manager-mode devices, FortiWiFi local radios and
 * access points whose wtp-id does not match their platform are left out.
 *
 * Built for fleets of 100,000 devices: every distinct product version, model and firmware string is worked out
 * once; per row there are only map lookups and the row itself.
 */
export function buildVulnerableDeviceRows(input: VulnerableDevicesInput): VulnerableDevicesResult {
  const exposure = createPsirtIndex(input.psirt);
  const rows: VulnerableDeviceRow[] = [];
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

  for (const d of input.devices) {
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

  const firmwareVersion = memo(normalizeVersion);
  const platformFamily = cachedApFamilyFromPlatform();

  for (const w of input.wtps ?? []) {
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

  for (const s of input.switches ?? []) {
    const id = s['switch-id'];
    const version = firmwareVersion(s.os_version);
    const x = exposure('FortiSwitch', version);
    rows.push(
      new Row(id, s.name || id, id, s.platform, version, version ?? s.os_version, s['prefer-img-ver'], parentOf(s['scope member']), s, SWITCH_TRAITS, x),
    );
  }

  const seenExtenders = new Set<string>();
  for (const e of input.extenders ?? []) {
    // an extender may show up in both controller tables while its FortiGate moves from one to the other
    if (seenExtenders.has(e.id)) continue;
    seenExtenders.add(e.id);
    const version = firmwareVersion(e._sw_version);
    const x = exposure('FortiExtender', version);
    rows.push(new Row(e.id, e.name || e.id, e.id, e.model, version, version ?? e._sw_version, '', parentOf(e['scope member']), e, EXTENDER_TRAITS, x));
  }

  const vulnerableRows: VulnerableDeviceRow[] = [];
  const countsPerRisk = emptyRiskCounts();
  for (const r of rows) {
    if (r.vulnerabilities.length) {
      vulnerableRows.push(r);
      countsPerRisk[r.severity]++;
    }
  }
  return { rows, vulnerableRows, countsPerRisk, advisories: input.psirt.byIrNumber, skipped };
}
