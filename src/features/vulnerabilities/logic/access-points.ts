import type { DeviceTypeCode, Wtp } from './types.ts';

export type ApFamily = 'FortiAP' | 'FortiAP-U' | 'FortiAP-S' | 'FortiAP-C';

// longest prefixes first so that 'fap' and 'fc' are not read as 'f', nor 'pu'/'ps' as 'p'
const ID_PREFIXES: ReadonlyArray<readonly [string, ApFamily]> = [
  ['fap', 'FortiAP'],
  ['fp', 'FortiAP'],
  ['fc', 'FortiAP-C'],
  ['pu', 'FortiAP-U'],
  ['ps', 'FortiAP-S'],
  ['p', 'FortiAP'],
  ['f', 'FortiAP'],
];

const TYPE_CODE: Record<ApFamily, DeviceTypeCode> = {
  FortiAP: 'FAP',
  'FortiAP-U': 'FAPU',
  'FortiAP-S': 'FAPS',
  'FortiAP-C': 'FAPC',
};

/** The AP family a wtp-id's prefix names (fp/fap/p/f FortiAP, pu FortiAP-U, ps FortiAP-S, fc FortiAP-C). */
export function apFamilyFromWtpId(wtpId: string): ApFamily | null {
  const id = wtpId.toLowerCase();
  for (const [prefix, family] of ID_PREFIXES) if (id.startsWith(prefix)) return family;
  return null;
}

/** The AP family of a model name: FortiAP-231F → FortiAP, FortiAP-U231F → FortiAP-U, FAP-S221E → FortiAP-S. */
export function apFamilyFromPlatform(platformName: string): ApFamily | null {
  const m = /^(?:FortiAP|FAP)-?(.*)$/i.exec(platformName.trim());
  if (!m) return null;
  const variant = /^([USC])\d/i.exec(m[1]);
  if (!variant) return 'FortiAP';
  return `FortiAP-${variant[1].toUpperCase()}` as ApFamily;
}

/** A FortiWiFi's built-in radio (…-WIFI0) is part of the FortiGate, not a separate access point. */
export function isLocalRadio(wtpId: string): boolean {
  return /-WIFI0$/i.test(wtpId);
}

export type ParsedAccessPoint =
  | { ok: true; family: ApFamily; deviceType: DeviceTypeCode }
  | { ok: false; reason: 'localRadio' | 'mismatch' };

/** Whether an access point is listed: not a local radio, and its wtp-id prefix matches its platform. */
export function parseAccessPoint(wtp: Pick<Wtp, 'wtp-id' | '_platform-name'>): ParsedAccessPoint {
  const id = wtp['wtp-id'];
  if (isLocalRadio(id)) return { ok: false, reason: 'localRadio' };
  const family = apFamilyFromWtpId(id);
  if (!family || family !== apFamilyFromPlatform(wtp['_platform-name'])) return { ok: false, reason: 'mismatch' };
  return { ok: true, family, deviceType: TYPE_CODE[family] };
}
