import { accessPoints } from '@generated/catalog/access-points.ts';
import type { DeviceTypeCode, Wtp } from './types.ts';

/** The AP families of the access-points catalogue (specs/catalog/access-points.json). */
export type ApFamily = keyof typeof accessPoints.families;

// typed here so that a family or device type the console does not know is a type error
const FAMILIES: { readonly [F in ApFamily]: { readonly deviceType: DeviceTypeCode } } = accessPoints.families;
const PREFIXES: readonly { readonly prefix: string; readonly family: ApFamily }[] = accessPoints.wtpIdPrefixes;

/** The device type code of an AP family (FortiAP-U → FAPU). */
export function apDeviceType(family: ApFamily): DeviceTypeCode {
  return FAMILIES[family].deviceType;
}

/** A character code in lower case (ASCII letters only). */
const lower = (c: number) => (c >= 0x41 && c <= 0x5a ? c | 0x20 : c);

/**
 * The catalogue's wtp-id prefixes as a state table built once (this runs for every access point of a large fleet):
 * from state s, character code c (ASCII, in lower case) leads to NEXT[s * 128 + c], 0 when no prefix goes on;
 * FAMILY_AT[s] is the family of the prefix that ends in state s.
 */
const ROOT = 1;
const stateCount = ROOT + 1 + PREFIXES.reduce((n, p) => n + p.prefix.length, 0);
const NEXT = new Uint16Array(stateCount * 128);
const FAMILY_AT: (ApFamily | null)[] = new Array<ApFamily | null>(stateCount).fill(null);
{
  let used = ROOT;
  for (const { prefix, family } of PREFIXES) {
    let state = ROOT;
    for (let i = 0; i < prefix.length; i++) {
      const at = state * 128 + lower(prefix.charCodeAt(i));
      state = NEXT[at] || (NEXT[at] = ++used);
    }
    FAMILY_AT[state] = family;
  }
}

/** The AP family a wtp-id's prefix names, the longest prefix of the catalogue winning (fp/fap/p/f FortiAP, pu FortiAP-U, ps FortiAP-S, fc FortiAP-C). */
export function apFamilyFromWtpId(wtpId: string): ApFamily | null {
  let family: ApFamily | null = null;
  let state = ROOT;
  for (let i = 0; i < wtpId.length; i++) {
    const c = wtpId.charCodeAt(i);
    state = c < 128 ? NEXT[state * 128 + (c >= 0x41 && c <= 0x5a ? c | 0x20 : c)] : 0;
    if (state === 0) break;
    family = FAMILY_AT[state] ?? family;
  }
  return family;
}

/** The AP family of a model name: FortiAP-231F → FortiAP, FortiAP-U231F → FortiAP-U, FAP-S221E → FortiAP-S. */
export function apFamilyFromPlatform(platformName: string): ApFamily | null {
  const m = /^(?:FortiAP|FAP)-?(.*)$/i.exec(platformName.trim());
  if (!m) return null;
  const variant = /^([USC])\d/i.exec(m[1]);
  if (!variant) return 'FortiAP';
  return `FortiAP-${variant[1].toUpperCase()}` as ApFamily;
}

const LOCAL_RADIO_SUFFIX = Array.from(accessPoints.localRadioSuffix, (ch) => lower(ch.charCodeAt(0)));

/** A FortiWiFi's built-in radio (its id ends in the catalogue's suffix, …-WIFI0) is part of the FortiGate, not a separate access point. */
export function isLocalRadio(wtpId: string): boolean {
  const n = wtpId.length;
  const m = LOCAL_RADIO_SUFFIX.length;
  if (n <= m) return false;
  // the suffix's first character (the dash) first: it rules out almost every id at once
  for (let i = 0; i < m; i++) if (lower(wtpId.charCodeAt(n - m + i)) !== LOCAL_RADIO_SUFFIX[i]) return false;
  return true;
}

export type ParsedAccessPoint =
  | { ok: true; family: ApFamily; deviceType: DeviceTypeCode }
  | { ok: false; reason: 'localRadio' | 'mismatch' };

/** Whether an access point is listed: not a local radio, and its wtp-id prefix matches its platform. */
export function parseAccessPoint(
  wtp: Pick<Wtp, 'wtp-id' | '_platform-name'>,
  platformFamily: (platformName: string) => ApFamily | null = apFamilyFromPlatform,
): ParsedAccessPoint {
  const id = wtp['wtp-id'];
  if (isLocalRadio(id)) return LOCAL_RADIO;
  const family = apFamilyFromWtpId(id);
  if (!family || family !== platformFamily(wtp['_platform-name'])) return MISMATCH;
  return PARSED[family];
}

const LOCAL_RADIO: ParsedAccessPoint = Object.freeze({ ok: false, reason: 'localRadio' });
const MISMATCH: ParsedAccessPoint = Object.freeze({ ok: false, reason: 'mismatch' });
const PARSED = Object.fromEntries(
  (Object.keys(FAMILIES) as ApFamily[]).map((f) => [f, Object.freeze({ ok: true, family: f, deviceType: apDeviceType(f) })]),
) as Record<ApFamily, ParsedAccessPoint>;

/** apFamilyFromPlatform remembering its answers: a fleet has few distinct AP models. */
export function cachedApFamilyFromPlatform(): (platformName: string) => ApFamily | null {
  const cache = new Map<string, ApFamily | null>();
  return (name) => {
    let f = cache.get(name);
    if (f === undefined) cache.set(name, (f = apFamilyFromPlatform(name)));
    return f;
  };
}
