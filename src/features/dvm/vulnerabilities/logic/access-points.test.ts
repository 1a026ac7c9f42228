import { describe, expect, it } from 'vitest';
import { accessPoints } from '@generated/catalog/access-points.ts';
import { apDeviceType, apFamilyFromPlatform, apFamilyFromWtpId, isLocalRadio, parseAccessPoint } from './access-points.ts';

describe('apFamilyFromWtpId: the wtp-id prefix names the AP family', () => {
  it.each([
    ['FP231FTF21000123', 'FortiAP'],
    ['FAP22B3U11005354', 'FortiAP'],
    ['P221C3X16001234', 'FortiAP'],
    ['F231F0000000001', 'FortiAP'],
    ['PU231FTF21000123', 'FortiAP-U'],
    ['PS221ETF19000001', 'FortiAP-S'],
    ['FC24JETF18000001', 'FortiAP-C'],
    ['fp431ftf22000001', 'FortiAP'],
    ['S448EFTF23008043', null],
  ])('%s → %s', (id, family) => {
    expect(apFamilyFromWtpId(id)).toBe(family);
  });
});

describe('apFamilyFromPlatform', () => {
  it.each([
    ['FortiAP-231F', 'FortiAP'],
    ['FortiAP-U231F', 'FortiAP-U'],
    ['FortiAP-S221E', 'FortiAP-S'],
    ['FortiAP-C24JE', 'FortiAP-C'],
    ['FAP-U431F', 'FortiAP-U'],
    ['FortiWiFi-61F', null],
  ])('%s → %s', (platform, family) => {
    expect(apFamilyFromPlatform(platform)).toBe(family);
  });
});

describe('parseAccessPoint: listed only when the id matches the platform', () => {
  it.each([
    ['FP231FTF21000123', 'FortiAP-231F', { ok: true, family: 'FortiAP', deviceType: 'FAP' }],
    ['PU231FTF21000123', 'FortiAP-U231F', { ok: true, family: 'FortiAP-U', deviceType: 'FAPU' }],
    ['PS221ETF19000001', 'FortiAP-S221E', { ok: true, family: 'FortiAP-S', deviceType: 'FAPS' }],
    ['FC24JETF18000001', 'FortiAP-C24JE', { ok: true, family: 'FortiAP-C', deviceType: 'FAPC' }],
    ['PU431FTF21000001', 'FortiAP-431F', { ok: false, reason: 'mismatch' }],
    ['FP231FTF21000001', 'FortiAP-U231F', { ok: false, reason: 'mismatch' }],
    ['FWF61F-WIFI0', 'FortiWiFi-61F', { ok: false, reason: 'localRadio' }],
    ['FWF60C-wifi0', 'FortiWiFi-60C', { ok: false, reason: 'localRadio' }],
  ])('%s on %s', (id, platform, expected) => {
    expect(parseAccessPoint({ 'wtp-id': id, '_platform-name': platform })).toEqual(expected);
  });
});

describe('the access-points catalogue (specs/catalog/access-points.json)', () => {
  it.each(accessPoints.wtpIdPrefixes.map((p) => [p.prefix, p.family] as const))('prefix %s names %s, in either case', (prefix, family) => {
    expect(apFamilyFromWtpId(`${prefix}231FTF21000123`)).toBe(family);
    expect(apFamilyFromWtpId(`${prefix.toUpperCase()}231FTF21000123`)).toBe(family);
  });

  it.each([
    ['FortiAP', 'FAP'],
    ['FortiAP-U', 'FAPU'],
    ['FortiAP-S', 'FAPS'],
    ['FortiAP-C', 'FAPC'],
  ] as const)('%s has device type %s', (family, deviceType) => {
    expect(apDeviceType(family)).toBe(deviceType);
  });

  it.each([
    ['FWF61F-WIFI0', true],
    ['fwf60c-wifi0', true],
    ['-WIFI0', false],
    ['FWF61F-WIFI1', false],
    ['FWF61FXWIFI0', false],
    ['FP231FTF21000120', false],
  ])('%s is a local radio: %s', (id, local) => {
    expect(isLocalRadio(id)).toBe(local);
  });
});
