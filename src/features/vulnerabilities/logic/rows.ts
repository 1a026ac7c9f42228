import { parseAccessPoint } from './access-points.ts';
import { createPsirtIndex } from './psirt-index.ts';
import {
  deviceTypeOfOsType,
  deviceVersion,
  mustUpgradeManually,
  productCodeOfDevice,
  psirtPlatformOfDevice,
} from './products.ts';
import { emptyRiskCounts } from './severity.ts';
import { normalizeVersion } from './versions.ts';
import type {
  ScopeMember,
  VulnerableDeviceRow,
  VulnerableDevicesInput,
  VulnerableDevicesResult,
} from './types.ts';

function parentOf(members: readonly ScopeMember[] | undefined): string | null {
  return members && members.length ? members[0].name : null;
}

/**
 * Matches the ADOM's managed devices, access points, switches and extenders against its PSIRT data: one row each,
 * with severity, vulnerabilities and suggested upgrade version. Manager-mode devices, FortiWiFi local radios and
 * access points whose wtp-id does not match their platform are left out.
 */
export function buildVulnerableDeviceRows(input: VulnerableDevicesInput): VulnerableDevicesResult {
  const exposure = createPsirtIndex(input.psirt);
  const rows: VulnerableDeviceRow[] = [];
  const skipped = { managerMode: 0, localRadios: 0, mismatchedAps: 0 };

  for (const d of input.devices) {
    if (d.manage_mode === 'manager') {
      skipped.managerMode++;
      continue;
    }
    const psirtPlatform = psirtPlatformOfDevice(d);
    const version = deviceVersion(d);
    const x = exposure(psirtPlatform, version);
    rows.push({
      key: `dev:${d.oid}`,
      kind: 'device',
      deviceType: deviceTypeOfOsType(d.os_type),
      osType: d.os_type,
      name: d.name,
      sn: d.sn,
      platform: d.platform,
      psirtPlatform,
      product: productCodeOfDevice(d),
      version,
      firmware: version,
      preferImgVer: d.prefer_img_ver,
      severity: x.severity,
      vulnerabilities: x.irNumbers,
      suggestedVersion: x.suggestedVersion,
      parentName: null,
      upgradeManually: mustUpgradeManually(d.os_type),
      source: d,
    });
  }

  for (const w of input.wtps ?? []) {
    const parsed = parseAccessPoint(w);
    if (!parsed.ok) {
      if (parsed.reason === 'localRadio') skipped.localRadios++;
      else skipped.mismatchedAps++;
      continue;
    }
    const raw = w['_software-version'];
    const version = normalizeVersion(raw);
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
    const version = normalizeVersion(raw);
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
    // an extender may show up in both controller tables while a FortiGate migrates between them
    if (seenExtenders.has(e.id)) continue;
    seenExtenders.add(e.id);
    const raw = e._sw_version;
    const version = normalizeVersion(raw);
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
