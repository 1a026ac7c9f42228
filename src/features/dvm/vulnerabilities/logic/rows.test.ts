import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildVulnerableDeviceRows } from './rows.ts';
import { DEVICES, EXTENDERS, PSIRT, SWITCHES, WTPS } from './test-data.ts';
import type { Extender, FirmwareTemplate, ManagedDevice, ManagedSwitch, PsirtData, Wtp } from './types.ts';

const result = buildVulnerableDeviceRows({ psirt: PSIRT, devices: DEVICES, wtps: WTPS, switches: SWITCHES, extenders: EXTENDERS });
const row = (name: string) => result.rows.find((r) => r.name === name)!;

describe('buildVulnerableDeviceRows', () => {
  it('gives each device its severity, vulnerabilities and suggested upgrade', () => {
    expect(row('BR-ATL-001')).toMatchObject({
      kind: 'device',
      deviceType: 'FGT',
      platform: 'FortiGate-60F',
      firmware: '7.0.1',
      severity: 5,
      vulnerabilities: ['FG-IR-22-398', 'FG-IR-22-377', 'FG-IR-23-149'],
      suggestedVersion: '7.0.9',
      upgradeManually: false,
    });
    expect(row('BR-CHI-001')).toMatchObject({ severity: 3, suggestedVersion: null });
    expect(row('DC1-CORE-FW01')).toMatchObject({ severity: 1, vulnerabilities: [], suggestedVersion: null });
    expect(row('LOG-FAZ-01')).toMatchObject({ deviceType: 'FortiAnalyzer', severity: 4, upgradeManually: true, product: 'FAZ' });
  });

  it('skips manager-mode devices, local radios and access points whose id does not match the platform', () => {
    const names = result.rows.map((r) => r.name);
    expect(names).not.toContain('FAZMGD-BR-001');
    expect(names).not.toContain('BR-CHI-001-local-radio');
    expect(names).not.toContain('BR-BOS-001-AP02');
    expect(result.skipped).toEqual({ managerMode: 1, localRadios: 1, mismatchedAps: 1 });
  });

  it('matches access points, switches and extenders by their own product', () => {
    expect(row('BR-ATL-001-AP01')).toMatchObject({ deviceType: 'FAP', psirtPlatform: 'FortiAP', version: '7.0.4', severity: 3, parentName: 'BR-ATL-001' });
    expect(row('BR-ATL-001-AP02')).toMatchObject({ deviceType: 'FAPU', suggestedVersion: '7.0.6' });
    expect(row('BR-BOS-001-AP01')).toMatchObject({ deviceType: 'FAPC', vulnerabilities: [] });
    expect(row('DC1-CORE-FW01-SW01')).toMatchObject({ deviceType: 'FSW', severity: 5, suggestedVersion: '7.2.9', parentName: 'DC1-CORE-FW01' });
    expect(row('BR-CHI-001-FEX01')).toMatchObject({ deviceType: 'FXT', severity: 4, suggestedVersion: '7.0.4' });
  });

  it('counts vulnerable rows per severity as the PSIRT data does', () => {
    expect(result.vulnerableRows).toHaveLength(8);
    expect(result.countsPerRisk).toEqual({ 1: 0, 2: 0, 3: 3, 4: 2, 5: 3 });
  });

  it('lists an extender present in both controller tables once', () => {
    const twice = buildVulnerableDeviceRows({ psirt: PSIRT, devices: [], extenders: [...EXTENDERS, EXTENDERS[0]] });
    expect(twice.rows).toHaveLength(2);
  });

  it('is empty for an ADOM without vulnerabilities', () => {
    const empty = buildVulnerableDeviceRows({
      psirt: { byIrNumber: {}, byPlatform: {}, numDevicesPerRisk: {} },
      devices: DEVICES,
    });
    expect(empty.vulnerableRows).toEqual([]);
    expect(empty.rows).toHaveLength(5);
  });
});

// The mock fleet must be coherent: what the console computes from it equals what the PSIRT data claims.
function example<T>(file: string): T {
  return (JSON.parse(readFileSync(resolve(process.cwd(), 'specs/examples', file), 'utf8')) as { value: T }).value;
}

describe.each([
  ['root', 'root'],
  ['Retail-East', 'retail-east'],
])('mock fleet of %s', (_adom, prefix) => {
  const psirt = example<PsirtData>(`psirt/${prefix}.json`);
  const devices = example<ManagedDevice[]>(`devices/${prefix}-devices.json`);
  const wtps = example<Wtp[]>(`devices/${prefix}-wtps.json`);
  const switches = example<ManagedSwitch[]>(`devices/${prefix}-switches.json`);
  const extenders = [
    ...example<Extender[]>(`devices/${prefix}-extension-extenders.json`),
    ...example<Extender[]>(`devices/${prefix}-extender-extenders.json`),
  ];
  const templates = example<FirmwareTemplate[]>(`firmware/${prefix}-templates.json`);
  const built = buildVulnerableDeviceRows({ psirt, devices, wtps, switches, extenders });

  it('numDevicesPerRisk equals the severity counts of the matched rows', () => {
    const claimed = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, ...psirt.numDevicesPerRisk };
    expect(built.countsPerRisk).toEqual(claimed);
    expect(built.vulnerableRows.length).toBeGreaterThan(0);
  });

  it('every IR number of byPlatform is an advisory of byIrNumber', () => {
    for (const irs of Object.values(psirt.byPlatform)) for (const ir of irs) expect(psirt.byIrNumber[ir]).toBeDefined();
  });

  it('assets and templates refer to devices of the ADOM', () => {
    const names = new Set(devices.map((d) => d.name));
    for (const a of [...wtps, ...switches, ...extenders]) expect(names).toContain(a['scope member'][0].name);
    for (const t of templates) for (const m of t['scope member']) expect(names).toContain(m.name);
    expect(new Set(devices.map((d) => d.name)).size).toBe(devices.length);
  });
});

describe('root mock fleet', () => {
  const devices = example<ManagedDevice[]>('devices/root-devices.json');
  const wtps = example<Wtp[]>('devices/root-wtps.json');
  const built = buildVulnerableDeviceRows({ psirt: example<PsirtData>('psirt/root.json'), devices, wtps });

  it('has at least 200 FortiGates, analyzer and manager rows, and rows that are skipped', () => {
    expect(devices.filter((d) => d.os_type === 'FortiGate').length).toBeGreaterThanOrEqual(200);
    expect(built.rows.some((r) => r.osType === 'FortiAnalyzer')).toBe(true);
    expect(built.rows.some((r) => r.osType === 'FortiManager')).toBe(true);
    expect(built.skipped.managerMode).toBeGreaterThan(0);
    expect(built.skipped.localRadios).toBeGreaterThan(0);
    expect(built.skipped.mismatchedAps).toBeGreaterThan(0);
  });

  it('holds FortiOS versions hit by FG-IR-22-377', () => {
    expect(built.rows.some((r) => r.vulnerabilities.includes('FG-IR-22-377'))).toBe(true);
  });
});
