// Small, hand-checked data for the logic tests (advisory facts from public PSIRT advisories).
import type { Extender, ManagedDevice, ManagedSwitch, PsirtAdvisory, PsirtData, Wtp } from './types.ts';

export const ADVISORIES: PsirtAdvisory[] = [
  {
    ir_number: 'FG-IR-22-377',
    risk: 5,
    title: 'Authentication bypass on administrative interface',
    cve: ['CVE-2022-40684'],
    products: [
      { platform: 'FortiOS', minimum_version: '7.0.0', maximum_version: '7.0.6', upgrade_to: '7.0.7' },
      { platform: 'FortiOS', minimum_version: '7.2.0', maximum_version: '7.2.1', upgrade_to: '7.2.2' },
      { platform: 'FortiProxy', minimum_version: '7.0.0', maximum_version: '7.0.6', upgrade_to: '7.0.7' },
    ],
  },
  {
    ir_number: 'FG-IR-22-398',
    risk: 5,
    title: 'Heap-based buffer overflow in SSL-VPN (sslvpnd)',
    cve: ['CVE-2022-42475'],
    products: [
      { platform: 'FortiOS', minimum_version: '7.2.0', maximum_version: '7.2.2', upgrade_to: '7.2.3' },
      { platform: 'FortiOS', minimum_version: '7.0.0', maximum_version: '7.0.8', upgrade_to: '7.0.9' },
    ],
  },
  {
    ir_number: 'FG-IR-23-149',
    risk: 3,
    title: 'Buffer overflow via crafted CLI commands',
    cve: ['CVE-2023-29180'],
    products: [
      { platform: 'FortiOS', minimum_version: '7.0.0', maximum_version: '7.0.3', upgrade_to: '7.0.4' },
      { platform: 'FortiOS', minimum_version: '6.4.0', maximum_version: null, upgrade_to: null },
    ],
  },
  {
    ir_number: 'FG-IR-19-037',
    risk: 2,
    title: 'Information disclosure via LDAP server impersonation',
    cve: ['CVE-2019-6695'],
    products: [{ platform: 'FortiOS', minimum_version: null, maximum_version: '6.2.0', upgrade_to: '6.2.1' }],
  },
  {
    ir_number: 'FG-IR-26-131',
    risk: 3,
    title: 'OS command injection in CLI',
    cve: ['CVE-2025-57740'],
    products: [
      { platform: 'FortiAP', minimum_version: '7.0.0', maximum_version: '7.0.7', upgrade_to: null },
      { platform: 'FortiAP-U', minimum_version: '7.0.0', maximum_version: '7.0.5', upgrade_to: '7.0.6' },
    ],
  },
  {
    ir_number: 'FG-IR-24-435',
    risk: 5,
    title: 'Unverified password change in GUI',
    cve: ['CVE-2024-48887'],
    products: [{ platform: 'FortiSwitch', minimum_version: '7.2.0', maximum_version: '7.2.8', upgrade_to: '7.2.9' }],
  },
  {
    ir_number: 'FG-IR-22-039',
    risk: 4,
    title: 'Path traversal in management interface',
    cve: ['CVE-2022-23447'],
    products: [{ platform: 'FortiExtender', minimum_version: '7.0.0', maximum_version: '7.0.3', upgrade_to: '7.0.4' }],
  },
  {
    ir_number: 'FG-IR-23-189',
    risk: 4,
    title: 'Relative path traversal via crafted HTTP requests',
    cve: ['CVE-2023-42787'],
    products: [{ platform: 'FortiAnalyzer', minimum_version: '7.0.0', maximum_version: '7.0.8', upgrade_to: '7.0.9' }],
  },
];

export const PSIRT: PsirtData = {
  byIrNumber: Object.fromEntries(ADVISORIES.map((a) => [a.ir_number, a])),
  byPlatform: {
    'FortiOS_7.0.1': ['FG-IR-22-377', 'FG-IR-22-398', 'FG-IR-23-149'],
    'FortiOS_7.2.1': ['FG-IR-22-377', 'FG-IR-22-398'],
    'FortiOS_6.4.8': ['FG-IR-23-149'],
    'FortiAP_7.0.4': ['FG-IR-26-131'],
    'FortiAP-U_7.0.3': ['FG-IR-26-131'],
    'FortiSwitch_7.2.3': ['FG-IR-24-435'],
    'FortiExtender_7.0.3': ['FG-IR-22-039'],
    'FortiAnalyzer_7.0.4': ['FG-IR-23-189'],
  },
  numDevicesPerRisk: { '3': 3, '4': 2, '5': 3 },
};

export function device(over: Partial<ManagedDevice> & Pick<ManagedDevice, 'name' | 'oid'>): ManagedDevice {
  return {
    sn: `FGT60FTK2000${String(over.oid).padStart(4, '0')}`,
    os_type: 'FortiGate',
    platform: 'FortiGate-60F',
    frmversion: '7.0',
    _patch: 1,
    model_dev: false,
    prefer_img_ver: '',
    firmware: 'v7.0.1-build0157 (GA)',
    manage_mode: 'normal',
    mgmt_mode: 'fmgfaz',
    conf_status: 'insync',
    ...over,
  };
}

export const DEVICES: ManagedDevice[] = [
  device({ name: 'BR-ATL-001', oid: 201 }),
  device({ name: 'BR-BOS-001', oid: 202, frmversion: '7.2', _patch: 1, platform: 'FortiGate-40F' }),
  device({ name: 'BR-CHI-001', oid: 203, frmversion: '6.4', _patch: 8 }),
  device({ name: 'DC1-CORE-FW01', oid: 204, frmversion: '7.4', _patch: 0, platform: 'FortiGate-1800F' }),
  device({ name: 'LOG-FAZ-01', oid: 205, os_type: 'FortiAnalyzer', platform: 'FortiAnalyzer-3500G', frmversion: '7.0', _patch: 4 }),
  device({ name: 'FAZMGD-BR-001', oid: 206, manage_mode: 'manager', mgmt_mode: 'faz' }),
];

const member = (name: string) => [{ name, vdom: 'root' }];

export const WTPS: Wtp[] = [
  { 'wtp-id': 'FP231FTF21000001', name: 'BR-ATL-001-AP01', '_platform-name': 'FortiAP-231F', '_software-version': 'FP231F-v7.0.4-build0082', '_prefer-img-ver': '', '_conn-state': 1, 'scope member': member('BR-ATL-001') },
  { 'wtp-id': 'PU231FTF21000002', name: 'BR-ATL-001-AP02', '_platform-name': 'FortiAP-U231F', '_software-version': 'PU231F-v7.0.3', '_prefer-img-ver': '', '_conn-state': 1, 'scope member': member('BR-ATL-001') },
  { 'wtp-id': 'FC24JETF18000003', name: 'BR-BOS-001-AP01', '_platform-name': 'FortiAP-C24JE', '_software-version': 'FC24JE-v5.4.4', '_prefer-img-ver': '', '_conn-state': 2, 'scope member': member('BR-BOS-001') },
  { 'wtp-id': 'PU431FTF21000004', name: 'BR-BOS-001-AP02', '_platform-name': 'FortiAP-431F', '_software-version': 'PU431F-v7.0.3', '_prefer-img-ver': '', '_conn-state': 1, 'scope member': member('BR-BOS-001') },
  { 'wtp-id': 'FWF61F-WIFI0', name: 'BR-CHI-001-local-radio', '_platform-name': 'FortiWiFi-61F', '_software-version': 'FWF61F-v6.4-build1914', '_prefer-img-ver': '', '_conn-state': 1, 'scope member': member('BR-CHI-001') },
];

export const SWITCHES: ManagedSwitch[] = [
  { 'switch-id': 'S448EFTF23008043', name: 'DC1-CORE-FW01-SW01', os_version: 'S448EF-v7.2.3-build0434 (GA)', 'prefer-img-ver': '', platform: 'FortiSwitch-448E-FPOE', 'scope member': member('DC1-CORE-FW01') },
];

export const EXTENDERS: Extender[] = [
  { id: 'FX201ETF21000001', name: 'BR-CHI-001-FEX01', model: 'FEX-201E', _sw_version: 'FX201E-v7.0.3', 'scope member': member('BR-CHI-001') },
  { id: 'FX511GTF23000002', name: 'ORPHAN-FEX01', model: 'FEX-511G', _sw_version: 'FX511G-v7.4.2', 'scope member': member('GONE-FW') },
];
