import { cachedApFamilyFromPlatform, parseAccessPoint } from './access-points.ts';
import { createPsirtIndex } from './psirt-index.ts';
import {
  deviceTypeOfOsType,
  mustUpgradeManually,
  productCodeOfDevice,
  psirtPlatformOfDevice,
} from './products.ts';
import { emptyRiskCounts } from './severity.ts';
import { normalizeVersion } from './versions.ts';
import type {
  DeviceTypeKey,
  ManagedDevice,
  OsType,
  ProductCode,
  ScopeMember,
  VulnerableDeviceRow,
  VulnerableDevicesInput,
  VulnerableDevicesResult,
} from './types.ts';

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

interface OsTraits {
  deviceType: DeviceTypeKey;
  product: ProductCode;
  upgradeManually: boolean;
  /** product matched in the PSIRT data, per hardware platform */
  psirtPlatform: (platform: string) => string;
}

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

  const traits = new Map<OsType, OsTraits>();
  const traitsOf = (os: OsType): OsTraits => {
    let t = traits.get(os);
    if (!t) {
      t = {
        deviceType: deviceTypeOfOsType(os),
        product: productCodeOfDevice({ os_type: os }),
        upgradeManually: mustUpgradeManually(os),
        psirtPlatform: memo((platform) => psirtPlatformOfDevice({ os_type: os, platform })),
      };
      traits.set(os, t);
    }
    return t;
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
    const t = traitsOf(d.os_type);
    const psirtPlatform = t.psirtPlatform(d.platform);
    const version = versionOf(d);
    const x = exposure(psirtPlatform, version);
    rows.push({
      key: `dev:${d.oid}`,
      kind: 'device',
      deviceType: t.deviceType,
      osType: d.os_type,
      name: d.name,
      sn: d.sn,
      platform: d.platform,
      psirtPlatform,
      product: t.product,
      version,
      firmware: version,
      preferImgVer: d.prefer_img_ver,
      severity: x.severity,
      vulnerabilities: x.irNumbers,
      suggestedVersion: x.suggestedVersion,
      parentName: null,
      upgradeManually: t.upgradeManually,
      source: d,
    });
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
    const raw = w['_software-version'];
    const version = firmwareVersion(raw);
    const x = exposure(parsed.family, version);
    rows.push({
      key: `ap:${w['wtp-id']}`,
      kind: 'ap',
      deviceType: parsed.deviceType,
      osType: null,
      name: w.name || w['wtp-id'],
      sn: w['wtp-id'],
      platform: w['_platform-name'],
      psirtPlatform: parsed.family,
      product: 'FAP',
      version,
      firmware: version ?? raw,
      preferImgVer: w['_prefer-img-ver'],
      severity: x.severity,
      vulnerabilities: x.irNumbers,
      suggestedVersion: x.suggestedVersion,
      parentName: parentOf(w['scope member']),
      upgradeManually: false,
      source: w,
    });
  }

  for (const s of input.switches ?? []) {
    const raw = s.os_version;
    const version = firmwareVersion(raw);
    const x = exposure('FortiSwitch', version);
    rows.push({
      key: `sw:${s['switch-id']}`,
      kind: 'switch',
      deviceType: 'FSW',
      osType: null,
      name: s.name || s['switch-id'],
      sn: s['switch-id'],
      platform: s.platform,
      psirtPlatform: 'FortiSwitch',
      product: 'FSW',
      version,
      firmware: version ?? raw,
      preferImgVer: s['prefer-img-ver'],
      severity: x.severity,
      vulnerabilities: x.irNumbers,
      suggestedVersion: x.suggestedVersion,
      parentName: parentOf(s['scope member']),
      upgradeManually: false,
      source: s,
    });
  }

  const seenExtenders = new Set<string>();
  for (const e of input.extenders ?? []) {
    // an extender may show up in both controller tables while its FortiGate moves from one to the other
    if (seenExtenders.has(e.id)) continue;
    seenExtenders.add(e.id);
    const raw = e._sw_version;
    const version = firmwareVersion(raw);
    const x = exposure('FortiExtender', version);
    rows.push({
      key: `fxt:${e.id}`,
      kind: 'extender',
      deviceType: 'FXT',
      osType: null,
      name: e.name || e.id,
      sn: e.id,
      platform: e.model,
      psirtPlatform: 'FortiExtender',
      product: 'FXT',
      version,
      firmware: version ?? raw,
      preferImgVer: '',
      severity: x.severity,
      vulnerabilities: x.irNumbers,
      suggestedVersion: x.suggestedVersion,
      parentName: parentOf(e['scope member']),
      upgradeManually: false,
      source: e,
    });
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
