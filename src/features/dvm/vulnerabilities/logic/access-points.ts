import type { DeviceTypeCode, Wtp } from './types.ts';

export type ApFamily = 'FortiAP' | 'FortiAP-U' | 'FortiAP-S' | 'FortiAP-C';


const TYPE_CODE: Record<ApFamily, DeviceTypeCode> = {
  FortiAP: 'FAP',
  'FortiAP-U': 'FAPU',
  'FortiAP-S': 'FAPS',
  'FortiAP-C': 'FAPC',
};

/** The AP family a wtp-id's prefix names (fp/fap/p/f FortiAP, pu FortiAP-U, ps FortiAP-S, fc FortiAP-C). */
export function apFamilyFromWtpId(wtpId: string): ApFamily | null {
  // read by character code: this runs for every access point of a large fleet
  const c0 = wtpId.charCodeAt(0) | 0x20;
  const c1 = wtpId.charCodeAt(1) | 0x20;
  if (c0 === 0x66 /* f */) return c1 === 0x63 /* fc */ ? 'FortiAP-C' : 'FortiAP'; // fap, fp, f
  if (c0 === 0x70 /* p */) return c1 === 0x75 /* pu */ ? 'FortiAP-U' : c1 === 0x73 /* ps */ ? 'FortiAP-S' : 'FortiAP';
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
  return wtpId.length > 6 && wtpId.charCodeAt(wtpId.length - 6) === 0x2d /* - */ && /-WIFI0$/i.test(wtpId);
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
  (Object.keys(TYPE_CODE) as ApFamily[]).map((f) => [f, Object.freeze({ ok: true, family: f, deviceType: TYPE_CODE[f] })]),
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
