/**
 * The devices whose logs the mock analyzer keeps: the mock fleet's FortiGates (the device lists of the API
 * description's examples, so the dashboards show the same devices as the device lists) and, for the analyzer's ADOMs
 * of other product types, a few devices of that product. Each device has a log profile that decides its log mix.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { components } from '../../generated/api/schema.ts';
import { root } from '../lib/processes.ts';

type ManagedDevice = components['schemas']['ManagedDevice'];
type Adom = components['schemas']['Adom'];

/** A device whose logs the analyzer keeps. */
export interface FleetDevice {
  devid: string;
  devname: string;
  adom: string;
  platform: string;
  osVersion: string;
  status: 'up' | 'down';
  /** its log profile (PROFILES) */
  profile: number;
  /** CPU cores its performance statistics report on */
  cores: number;
}

const examples = join(root, 'specs/examples');
/** The value of a named example of the API description (JSON or YAML). */
function readValue<T>(file: string): T {
  const text = readFileSync(join(examples, file), 'utf8');
  const example = (file.endsWith('.json') ? JSON.parse(text) : parse(text)) as { value: T };
  return example.value;
}

/** Log profiles by ADOM product type: which kinds of logs a device of that product writes. */
export const PROFILES: Readonly<Record<string, number>> = { FortiGate: 0, FortiMail: 1, FortiProxy: 2, FortiClient: 3, FortiDDoS: 4, FortiFirewall: 5, FortiWeb: 6 };

const PRODUCT_DEVICES: Readonly<Record<string, { prefix: string; platform: string; name: string; version: string }>> = {
  FortiMail: { prefix: 'FE', platform: 'FortiMail-400F', name: 'FML', version: '7.4.2' },
  FortiProxy: { prefix: 'FPX', platform: 'FortiProxy-2000G', name: 'FPX', version: '7.4.3' },
  FortiClient: { prefix: 'FCTEMS', platform: 'FortiClient EMS', name: 'EMS', version: '7.2.4' },
  FortiDDoS: { prefix: 'FI', platform: 'FortiDDoS-1500F', name: 'FDD', version: '7.0.1' },
  FortiFirewall: { prefix: 'FFW', platform: 'FortiFirewall-3980E', name: 'FFW', version: '7.4.3' },
  FortiWeb: { prefix: 'FV', platform: 'FortiWeb-1000F', name: 'FWB', version: '7.4.4' },
};

/**
 * The CPU cores of a model, by its class: desktop models (up to the 90 series, FortiWiFi, rugged) 4, mid-range
 * (100 to 399) 8, larger appliances 16; a VM the 4 vCPU of a common licence; other products 8.
 */
export function coresOf(platform: string): number {
  if (/-VM/i.test(platform)) return 4;
  const model = /^Forti(?:Gate|WiFi|GateRugged)-(\d+)/.exec(platform);
  if (!model) return 8;
  const n = Number(model[1]);
  return /^Forti(WiFi|GateRugged)/.test(platform) || n < 100 ? 4 : n < 400 ? 8 : 16;
}

function fnv(text: string): number {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return h;
}

export function loadFleet(): FleetDevice[] {
  const devices: FleetDevice[] = [];
  const add = (adom: string, list: ManagedDevice[]) => {
    for (const d of list) {
      if (d.os_type !== 'FortiGate') continue;
      const version = (/v(\d+\.\d+\.\d+)/.exec(d.firmware ?? '') ?? [])[1] ?? `${d.frmversion}.${d._patch ?? 0}`;
      devices.push({
        devid: d.sn,
        devname: d.name,
        adom,
        platform: d.platform,
        osVersion: version,
        // about one device in twenty is down
        status: fnv(d.sn) % 20 === 0 ? 'down' : 'up',
        profile: PROFILES.FortiGate,
        cores: coresOf(d.platform),
      });
    }
  };
  add('root', readValue<ManagedDevice[]>('devices/root-devices.json'));
  add('Retail-East', readValue<ManagedDevice[]>('devices/retail-east-devices.json'));
  for (const adom of readValue<Adom[]>('adom/adoms-analyzer.yaml')) {
    const spec = adom.product ? PRODUCT_DEVICES[adom.product] : undefined;
    if (!spec) continue;
    for (let i = 1; i <= 3; i++) {
      const sn = `${spec.prefix}${String(fnv(`${adom.name}${i}`)).padStart(10, '0').slice(0, 10)}`;
      devices.push({
        devid: sn,
        devname: `${spec.name}-${adom.name.split('-')[0].toUpperCase()}-0${i}`,
        adom: adom.name,
        platform: spec.platform,
        osVersion: spec.version,
        status: 'up',
        profile: PROFILES[adom.product!]!,
        cores: coresOf(spec.platform),
      });
    }
  }
  return devices;
}
