#!/usr/bin/env node
/**
 * Writes the mock fleet behind the vulnerability view: managed devices, their access points, switches and
 * extenders, firmware templates, firmware images, and the PSIRT data the appliance derives from them.
 *
 *   npx tsx scripts/gen-fleet.ts                 → specs/examples/{psirt,devices,firmware}/*.json (Example Objects)
 *   npx tsx scripts/gen-fleet.ts --scale 100000  → .tmp/fleet-100k/*.json (plain data for benchmarks; not committed)
 *
 * Deterministic: a seeded PRNG, no clock. Models, firmware versions and builds, and advisories are public facts
 * (release notes and PSIRT advisories); the PSIRT data is computed from the advisories' affected ranges the way the
 * appliance's vulnerability store does, independently of the console's own matching code, so tests can compare them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { components } from '../generated/api/schema.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

type Schemas = components['schemas'];
type Device = Schemas['ManagedDevice'];
type Wtp = Schemas['Wtp'];
type ManagedSwitch = Schemas['ManagedSwitch'];
type Extender = Schemas['Extender'];
type PsirtData = Schemas['PsirtData'];
type PsirtAdvisory = Schemas['PsirtAdvisory'];
type FirmwareTemplate = Schemas['FirmwareTemplate'];
type FirmwareVersionList = Schemas['FirmwareVersionList'];
type EnforcedVersion = Schemas['EnforcedVersion'];
type ScopeMember = Schemas['ScopeMember'];
/** A release: version and build. */
type Release = readonly [version: string, build: string];
/** An affected range of an advisory: product, minimum, maximum, upgrade to. */
type AffectedRange = readonly [product: string, min: string | null, max: string | null, upgradeTo: string | null];
type Advisory = readonly [irNumber: string, risk: number, title: string, cve: readonly string[], products: readonly AffectedRange[]];

/** One ADOM's fleet. */
interface Fleet {
  devices: Device[];
  wtps: Wtp[];
  switches: ManagedSwitch[];
  extensionExtenders: Extender[];
  extenderExtenders: Extender[];
}

// ---------------------------------------------------------------------------------------------------------------
// Public facts
// ---------------------------------------------------------------------------------------------------------------

/** PSIRT advisories with a stated risk: [ir_number, risk, title, cve[], [product, min, max, upgrade_to][]]. */
const ADVISORIES: readonly Advisory[] = [
  ['FG-IR-22-377',5,'Authentication bypass on administrative interface',['CVE-2022-40684'],[['FortiOS','7.0.0','7.0.6','7.0.7'],['FortiOS','7.2.0','7.2.1','7.2.2'],['FortiProxy','7.0.0','7.0.6','7.0.7'],['FortiProxy','7.2.0','7.2.0','7.2.1'],['FortiSwitchManager','7.0.0','7.0.0','7.0.1'],['FortiSwitchManager','7.2.0','7.2.0','7.2.1']]],
  ['FG-IR-22-398',5,'Heap-based buffer overflow in SSL-VPN (sslvpnd)',['CVE-2022-42475'],[['FortiOS','7.2.0','7.2.2','7.2.3'],['FortiOS','7.0.0','7.0.8','7.0.9'],['FortiOS','6.4.0','6.4.10','6.4.11'],['FortiOS','6.2.0','6.2.11','6.2.12'],['FortiOS','6.0.0','6.0.15','6.0.16'],['FortiOS','5.6.0','5.6.14',null],['FortiOS','5.4.0','5.4.13',null],['FortiOS-6K7K','7.0.0','7.0.7','7.0.8'],['FortiOS-6K7K','6.4.0','6.4.9','6.4.10'],['FortiOS-6K7K','6.2.0','6.2.11','6.2.12'],['FortiOS-6K7K','6.0.0','6.0.14','6.0.15'],['FortiProxy','7.2.0','7.2.1','7.2.2'],['FortiProxy','7.0.0','7.0.7','7.0.8'],['FortiProxy','2.0.0','2.0.11','2.0.12'],['FortiProxy','1.2.0','1.2.13',null]]],
  ['FG-IR-23-001',5,'Heap buffer underflow in administrative interface',['CVE-2023-25610'],[['FortiOS','7.2.0','7.2.3','7.2.4'],['FortiOS','7.0.0','7.0.9','7.0.10'],['FortiOS','6.4.0','6.4.11','6.4.12'],['FortiOS','6.2.0','6.2.12','6.2.13'],['FortiOS','6.0.0',null,null],['FortiProxy','7.2.0','7.2.2','7.2.3'],['FortiProxy','7.0.0','7.0.8','7.0.9'],['FortiProxy','2.0.0','2.0.11','2.0.12'],['FortiProxy','1.2.0',null,null],['FortiSwitchManager','7.2.0','7.2.1','7.2.2'],['FortiSwitchManager','7.0.0','7.0.1','7.0.2'],['FortiAnalyzer','7.2.0','7.2.0','7.2.1'],['FortiAnalyzer','7.0.0','7.0.4','7.0.5']]],
  ['FG-IR-22-369',3,'Path traversal via crafted CLI commands',['CVE-2022-41328'],[['FortiOS','7.2.0','7.2.3','7.2.4'],['FortiOS','7.0.0','7.0.9','7.0.10'],['FortiOS','6.4.0','6.4.11','6.4.12'],['FortiOS','6.2.0',null,null],['FortiOS','6.0.0',null,null]]],
  ['FG-IR-23-097',5,'Heap buffer overflow in sslvpn pre-authentication',['CVE-2023-27997'],[['FortiOS','7.2.0','7.2.4','7.2.5'],['FortiOS','7.0.0','7.0.11','7.0.12'],['FortiOS','6.4.0','6.4.12','6.4.13'],['FortiOS','6.2.0','6.2.14','6.2.15'],['FortiOS','6.0.0','6.0.16','6.0.17']]],
  ['FG-IR-23-183',5,'Stack-based overflow in proxy/firewall policies with SSL deep inspection',['CVE-2023-33308'],[['FortiOS','7.2.0','7.2.3','7.2.4'],['FortiOS','7.0.0','7.0.10','7.0.11'],['FortiProxy','7.2.0','7.2.2','7.2.3'],['FortiProxy','7.0.0','7.0.9','7.0.10']]],
  ['FG-IR-23-149',3,'Buffer overflow via crafted CLI commands',['CVE-2023-29182'],[['FortiOS','7.0.0','7.0.3','7.0.4'],['FortiOS','6.4.0',null,null],['FortiOS','6.2.0',null,null]]],
  ['FG-IR-23-068',4,'XSS and CSRF protection bypass',['CVE-2023-34984'],[['FortiWeb','7.2.0','7.2.1','7.2.2'],['FortiWeb','7.0.0','7.0.6','7.0.7'],['FortiWeb','6.4.0',null,null],['FortiWeb','6.3.0',null,null]]],
  ['FG-IR-23-106',3,'XSS via crafted guest management setting',['CVE-2023-29183'],[['FortiOS','7.2.0','7.2.4','7.2.5'],['FortiOS','7.0.0','7.0.11','7.0.12'],['FortiOS','6.4.0','6.4.12','6.4.13'],['FortiOS','6.2.0','6.2.14','6.2.15'],['FortiProxy','7.2.0','7.2.4','7.2.5'],['FortiProxy','7.0.0','7.0.10','7.0.11']]],
  ['FG-IR-23-189',4,'Relative path traversal via crafted HTTP requests',['CVE-2023-42791'],[['FortiManager','7.4.0','7.4.0','7.4.1'],['FortiManager','7.2.0','7.2.3','7.2.4'],['FortiManager','7.0.0','7.0.8','7.0.9'],['FortiManager','6.4.0','6.4.12','6.4.13'],['FortiManager','6.2.0','6.2.11','6.2.12'],['FortiAnalyzer','7.4.0','7.4.0','7.4.1'],['FortiAnalyzer','7.2.0','7.2.3','7.2.4'],['FortiAnalyzer','7.0.0','7.0.8','7.0.9'],['FortiAnalyzer','6.4.0','6.4.12','6.4.13'],['FortiAnalyzer','6.2.0','6.2.11','6.2.12']]],
  ['FG-IR-23-130',5,'OS command injection via crafted API requests',['CVE-2023-34992','CVE-2024-23108','CVE-2024-23109'],[['FortiSIEM','7.1.0','7.1.1',null],['FortiSIEM','7.0.0','7.0.2',null],['FortiSIEM','6.7.0','6.7.8',null],['FortiSIEM','6.6.0','6.6.3',null],['FortiSIEM','6.5.0','6.5.2',null],['FortiSIEM','6.4.0','6.4.2',null]]],
  ['FG-IR-24-015',5,'Out-of-bound write in sslvpnd',['CVE-2024-21762'],[['FortiOS','7.4.0','7.4.2','7.4.3'],['FortiOS','7.2.0','7.2.6','7.2.7'],['FortiOS','7.0.0','7.0.13','7.0.14'],['FortiOS','6.4.0','6.4.14','6.4.15'],['FortiOS','6.2.0','6.2.15','6.2.16'],['FortiOS','6.0.0','6.0.17','6.0.18'],['FortiProxy','7.4.0','7.4.2','7.4.3'],['FortiProxy','7.2.0','7.2.8','7.2.9'],['FortiProxy','7.0.0','7.0.14','7.0.15'],['FortiProxy','2.0.0','2.0.13','2.0.14'],['FortiProxy','1.2.0',null,null]]],
  ['FG-IR-23-328',5,'Out-of-bounds write in captive portal',['CVE-2023-42789','CVE-2023-42790'],[['FortiOS','7.4.0','7.4.1','7.4.2'],['FortiOS','7.2.0','7.2.5','7.2.6'],['FortiOS','7.0.0','7.0.12','7.0.13'],['FortiOS','6.4.0','6.4.14','6.4.15'],['FortiOS','6.2.0','6.2.15','6.2.16'],['FortiProxy','7.4.0','7.4.0','7.4.1']]],
  ['FG-IR-24-007',5,'Pervasive SQL injection in DAS component',['CVE-2023-48788'],[['FortiClientEMS','7.2.0','7.2.2','7.2.3'],['FortiClientEMS','7.0.1','7.0.10','7.0.11']]],
  ['FG-IR-23-460',4,'Code execution via crafted CLI commands',['CVE-2024-23110'],[['FortiOS','7.4.0','7.4.2','7.4.3'],['FortiOS','7.2.0','7.2.6','7.2.7'],['FortiOS','7.0.0','7.0.13','7.0.14'],['FortiOS','6.4.0','6.4.14','6.4.15'],['FortiOS','6.2.0','6.2.15','6.2.16'],['FortiOS','6.0.0',null,null]]],
  ['FG-IR-24-029',5,'Format string vulnerability in fgfmd',['CVE-2024-23113'],[['FortiOS','7.4.0','7.4.2','7.4.3'],['FortiOS','7.2.0','7.2.6','7.2.7'],['FortiOS','7.0.0','7.0.13','7.0.14'],['FortiProxy','7.4.0','7.4.2','7.4.3'],['FortiProxy','7.2.0','7.2.8','7.2.9'],['FortiProxy','7.0.0','7.0.15','7.0.16'],['FortiPAM','1.0.0',null,null],['FortiWeb','7.4.0','7.4.2','7.4.3']]],
  ['FG-IR-24-423',5,'Missing authentication in fgfmsd',['CVE-2024-47575'],[['FortiManager','7.6.0','7.6.0','7.6.1'],['FortiManager','7.4.0','7.4.4','7.4.5'],['FortiManager','7.2.0','7.2.7','7.2.8'],['FortiManager','7.0.0','7.0.12','7.0.13'],['FortiManager','6.4.0','6.4.14','6.4.15'],['FortiManager','6.2.0','6.2.12','6.2.13'],['FortiManager Cloud','7.4.1','7.4.4','7.4.5'],['FortiManager Cloud','7.2.1','7.2.7','7.2.8'],['FortiManager Cloud','7.0.1','7.0.12','7.0.13']]],
  ['FG-IR-24-425',4,'Authenticated OS command execution',['CVE-2024-48889'],[['FortiManager','7.6.0','7.6.0','7.6.1'],['FortiManager','7.4.0','7.4.4','7.4.5'],['FortiManager','7.2.3','7.2.7','7.2.8'],['FortiManager','7.0.5','7.0.12','7.0.13'],['FortiManager','6.4.10','6.4.14','6.4.15'],['FortiManager Cloud','7.4.1','7.4.4','7.4.5'],['FortiManager Cloud','7.2.1','7.2.7','7.2.8']]],
  ['FG-IR-24-535',5,'Authentication bypass in Node.js websocket module',['CVE-2024-55591','CVE-2025-24472'],[['FortiOS','7.0.0','7.0.16','7.0.17'],['FortiProxy','7.0.0','7.0.19','7.0.20'],['FortiProxy','7.2.0','7.2.12','7.2.13']]],
  ['FG-IR-23-260',5,'Use of hard-coded cryptographic key',['CVE-2023-37936'],[['FortiSwitch','7.4.0','7.4.0','7.4.1'],['FortiSwitch','7.2.0','7.2.5','7.2.6'],['FortiSwitch','7.0.0','7.0.7','7.0.8'],['FortiSwitch','6.4.0','6.4.13','6.4.14'],['FortiSwitch','6.2.0','6.2.7','6.2.8'],['FortiSwitch','6.0.0','6.0.7','6.0.8']]],
  ['FG-IR-24-435',5,'Unverified password change in GUI',['CVE-2024-48887'],[['FortiSwitch','7.6.0','7.6.0','7.6.1'],['FortiSwitch','7.4.0','7.4.4','7.4.5'],['FortiSwitch','7.2.0','7.2.8','7.2.9'],['FortiSwitch','7.0.0','7.0.10','7.0.11'],['FortiSwitch','6.4.0','6.4.14','6.4.15']]],
  ['FG-IR-25-151',5,'Unauthenticated SQL injection in GUI',['CVE-2025-25257'],[['FortiWeb','7.6.0','7.6.3','7.6.4'],['FortiWeb','7.4.0','7.4.7','7.4.8'],['FortiWeb','7.2.0','7.2.10','7.2.11'],['FortiWeb','7.0.0','7.0.10','7.0.11']]],
  ['FG-IR-25-152',5,'Remote unauthenticated command injection',['CVE-2025-25256'],[['FortiSIEM','7.3.0','7.3.0','7.3.1'],['FortiSIEM','7.2.0','7.2.4','7.2.5'],['FortiSIEM','7.1.0','7.1.6','7.1.7'],['FortiSIEM','7.0.0','7.0.2','7.0.3'],['FortiSIEM',null,'6.7.8','6.7.9']]],
  ['FG-IR-25-772',5,'Unauthenticated command injection via crafted TCP requests',['CVE-2025-64155'],[['FortiSIEM',null,'7.4.0',null]]],
  ['FG-IR-26-131',3,'OS command injection in CLI',['CVE-2025-53680'],[['FortiAP','7.6.0','7.6.2','7.6.3'],['FortiAP','7.4.0','7.4.5','7.4.6'],['FortiAP','7.2.0','7.2.6',null],['FortiAP','7.0.0','7.0.7',null],['FortiAP','6.4.3','6.4.9',null],['FortiAP-W2','7.4.0','7.4.4','7.4.5'],['FortiAP-W2','7.2.0','7.2.5',null],['FortiAP-W2','7.0.0','7.0.8',null],['FortiAP-U','7.0.0','7.0.5','7.0.6'],['FortiAP-U','6.2.0','6.2.6',null]]],
  ['FG-IR-20-210',4,'OS command injection in kdbg CLI command',['CVE-2021-26106'],[['FortiAP','6.4.1','6.4.5','6.4.6'],['FortiAP-S','6.2.4','6.2.5','6.2.6'],['FortiAP-W2','6.2.4','6.2.5','6.2.6']]],
  ['FG-IR-22-039',4,'Path traversal in management interface',['CVE-2022-23447'],[['FortiExtender','7.0.0','7.0.3','7.0.4'],['FortiExtender','5.3.2','5.3.2','7.2.0'],['FortiExtender','4.2.0','4.2.4','4.2.5'],['FortiExtender','4.1.1','4.1.8','4.1.9'],['FortiExtender','4.0.0','4.0.2','4.0.3'],['FortiExtender','3.3.0','3.3.2','3.3.3'],['FortiExtender','3.2.1','3.2.3','3.2.4']]],
  ['FG-IR-21-181',4,'Path traversal vulnerability',['CVE-2021-41024'],[['FortiOS','7.0.0','7.0.1','7.0.2'],['FortiProxy','7.0.0','7.0.0',null]]],
  ['FG-IR-23-195',4,'Double free with double usage of json_object_put',['CVE-2023-44247'],[['FortiOS','6.4.0',null,null],['FortiOS','6.2.0',null,null]]],
  ['FG-IR-19-037',2,'Information disclosure via LDAP server impersonation',['CVE-2019-5591'],[['FortiOS',null,'6.2.0','6.2.1']]],
  ['FG-IR-17-014',3,'Open redirect vulnerability',['CVE-2017-3126'],[['FortiManager','5.4.0','5.4.2','5.4.3']]],
  ['FG-IR-18-389',4,'SSL VPN security bypass',['CVE-2018-13382'],[['FortiOS','6.0.0','6.0.4','6.0.5'],['FortiOS','5.6.0','5.6.8','5.6.9'],['FortiOS','5.4.1','5.4.10','5.4.11']]],
  ['FG-IR-18-388',3,'SSL VPN heap buffer overflow',['CVE-2018-13383'],[['FortiOS','6.0.0','6.0.4','6.0.5'],['FortiOS',null,'5.6.10','5.6.11']]],
  ['FG-IR-18-387',4,'SSL VPN buffer overflow',['CVE-2018-13381'],[['FortiOS','6.0.0','6.0.4','6.0.5'],['FortiOS','5.6.0','5.6.7','5.6.8'],['FortiOS',null,null,null]]],
  ['FG-IR-23-062',4,'Improper access control: CLI scripts across ADOMs',['CVE-2023-41679'],[['FortiManager',null,null,null]]],
  ['FG-IR-23-167',4,'OS command injection in CLI command',['CVE-2023-42788'],[['FortiManager',null,null,null],['FortiAnalyzer',null,null,null]]],
  ['FG-IR-22-352',4,'OS command injection via unsafe wordexp usage',['CVE-2023-25607'],[['FortiManager',null,null,null],['FortiAnalyzer',null,null,null],['FortiADC',null,null,null]]],
  ['FG-IR-23-318',4,'Improper authorization in web UI for prof-admin profile',['CVE-2023-41841'],[['FortiOS',null,null,null]]],
  ['FG-IR-23-085',5,'Relative path traversal in file upload components',['CVE-2023-40714'],[['FortiSIEM',null,null,null]]],
  ['FG-IR-24-013',4,'Authorization bypass in SSLVPN bookmarks',[],[['FortiOS',null,null,null],['FortiProxy',null,null,null]]],
  ['FG-IR-23-103',4,'FortiWLM MEA for FortiManager - improper access control in backup and restore',[],[['FortiManager',null,null,null]]],
  ['FG-IR-23-390',4,'CSV injection in log download feature',[],[['FortiClientEMS',null,null,null]]],
  ['FG-IR-23-087',5,'Remote code execution due to dangerous nodejs configuration',['CVE-2023-45590'],[['FortiClientLinux',null,null,null]]],
  ['FG-IR-23-345',4,'Lack of configuration file validation in installer',['CVE-2023-45588','CVE-2024-31492'],[['FortiClientMac',null,null,null]]],
  ['FG-IR-25-254',5,'Unauthenticated remote code execution via crafted HTTP requests',['CVE-2025-32756'],[['FortiVoice',null,null,null],['FortiMail',null,null,null],['FortiNDR',null,null,null],['FortiRecorder',null,null,null],['FortiCamera',null,null,null]]],
  ['FG-IR-24-472',5,'Authentication bypass when ASCII authentication is used',['CVE-2025-22252'],[['FortiOS',null,null,null],['FortiProxy',null,null,null],['FortiSwitchManager',null,null,null]]],
  ['FG-IR-25-647',5,'FortiCloud SSO login authentication bypass',['CVE-2025-59718','CVE-2025-59719'],[['FortiOS',null,null,null],['FortiProxy',null,null,null],['FortiSwitchManager',null,null,null],['FortiWeb',null,null,null]]],
  ['FG-IR-25-084',5,'Heap-based buffer overflow allowing unauthenticated code execution',['CVE-2025-25249'],[['FortiOS',null,null,null],['FortiSwitchManager',null,null,null]]],
  ['FG-IR-26-060',5,'Administrative FortiCloud SSO authentication bypass',['CVE-2026-24858'],[['FortiOS',null,null,null],['FortiManager',null,null,null],['FortiAnalyzer',null,null,null],['FortiProxy',null,null,null]]],
];

/** FortiOS releases with their builds (release notes). */
const FORTIOS: readonly Release[] = [
  ['6.2.4', '1112'], ['6.2.7', '1190'], ['6.4.7', '1911'], ['6.4.8', '1914'], ['7.0.0', '0066'], ['7.0.1', '0157'],
  ['7.0.7', '0367'], ['7.0.9', '0444'], ['7.2.2', '1255'], ['7.2.6', '1575'], ['7.4.0', '2360'],
];
/** FortiOS for the FortiGate 6000 and 7000 chassis. */
const FORTIOS_6K7K: readonly Release[] = [['6.2.6', '1158'], ['6.2.10', '1212'], ['6.2.11', '1223']];
const FORTIAP: readonly Release[] = [
  ['6.4.9', '0210'], ['7.0.0', '0010'], ['7.0.1', '0034'], ['7.0.2', '0056'], ['7.0.3', '0070'], ['7.0.4', '0082'],
  ['7.0.5', '0093'], ['7.2.1', '0295'], ['7.2.2', '0318'], ['7.2.5', '0409'], ['7.4.1', '0591'],
];
const FORTIAP_W2: readonly Release[] = [['7.0.1', '0033'], ['7.0.3', '0060']];
const FORTISWITCH: readonly Release[] = [
  ['7.0.0', '0022'], ['7.0.3', '0058'], ['7.0.4', '0071'], ['7.0.8', '0102'], ['7.0.9', '0104'], ['7.2.3', '0434'],
  ['7.2.6', '0471'],
];
const FORTIMANAGER: readonly Release[] = [['7.0.3', '0254'], ['7.0.4', '0306']];
/** Versions named by advisories and compatibility matrices whose builds are not public here. */
const FORTIAP_U = ['6.2.5', '7.0.3', '7.0.5'];
const FORTIAP_S = ['6.2.4', '6.2.5'];
const FORTIAP_C = ['5.4.4'];
const FORTIAP_LEGACY = ['6.0.6'];
const FORTIEXTENDER_OLD = ['7.0.1', '7.0.2', '7.0.3'];
const FORTIEXTENDER_NEW = ['7.2.3', '7.2.5', '7.4.2', '7.4.6', '7.6.1'];
const FORTIANALYZER = ['7.0.4', '7.2.3', '7.4.0'];
const FORTIPROXY = ['7.0.7', '7.2.1'];

const MODELS: Record<'branch' | 'wifi' | 'campus' | 'dc' | 'rugged' | 'vm' | 'chassis' | 'firewall', readonly string[]> = {
  branch: ['FG-40F', 'FG-60F', 'FG-60F', 'FG-61F', 'FG-60E', 'FG-61E', 'FG-70F', 'FG-80F', 'FG-80F-POE', 'FG-81F', 'FG-90E', 'FG-40F-3G4G'],
  wifi: ['FWF-40F', 'FWF-60F', 'FWF-61F', 'FWF-61E', 'FWF-80F-2R', 'FWF-81F-2R-POE'],
  campus: ['FG-100F', 'FG-101F', 'FG-100E', 'FG-200F', 'FG-201F', 'FG-200E', 'FG-400F', 'FG-600F', 'FG-600E'],
  dc: ['FG-1000F', 'FG-1800F', 'FG-2600F', 'FG-3000F', 'FG-3200F', 'FG-3500F', 'FG-3700F', 'FG-4200F'],
  rugged: ['FGR-60F', 'FGR-70F', 'FGR-60F-3G4G'],
  vm: ['FG-VM64', 'FG-VM64-AWS', 'FG-VM64-AZURE', 'FG-VM64-KVM', 'FG-VM64-GCP'],
  chassis: ['FortiGate-7040E', 'FortiGate-6300F', 'FortiGate-7060E', 'FortiGate-6501F'],
  firewall: ['FFW-3980E', 'FFW-VM64'],
};
const AP_MODELS: Record<'wifi6' | 'wifi6e' | 'w2' | 'u' | 's' | 'c' | 'legacy', readonly string[]> = {
  wifi6: ['FAP-231F', 'FAP-231F', 'FAP-234F', 'FAP-23JF', 'FAP-431F', 'FAP-431F', 'FAP-432F', 'FAP-433F', 'FAP-831F'],
  wifi6e: ['FAP-231G', 'FAP-233G', 'FAP-431G', 'FAP-433G'],
  w2: ['FAP-221E', 'FAP-222E', 'FAP-223E', 'FAP-224E', 'FAP-231E'],
  u: ['FAP-U231F', 'FAP-U431F', 'FAP-U432F', 'FAP-U221EV', 'FAP-U421EV'],
  s: ['FAP-S221E', 'FAP-S421E'],
  c: ['FAP-C24JE'],
  legacy: ['FAP-221C', 'FAP-320C', 'FAP-321C'],
};
const SWITCH_MODELS: Record<'access' | 'core' | 'rugged', readonly string[]> = {
  access: ['FS-108E-POE', 'FS-108F-FPOE', 'FS-124E-POE', 'FS-124F-FPOE', 'FS-148F-POE', 'FS-224E-POE', 'FS-248E-FPOE'],
  core: ['FS-424E-FPOE', 'FS-448E-FPOE', 'FS-524D-FPOE', 'FS-548D', 'FS-624F-FPOE', 'FS-1024E', 'FS-1048E', 'FS-3032E'],
  rugged: ['FSR-112D-POE', 'FSR-124D'],
};
const EXTENDER_MODELS = { old: ['FEX-201E', 'FEX-211E', 'FEX-200F', 'FEX-511F'], new: ['FEX-511G', 'FER-511G', 'FEX-201F_AM', 'FEX-202F_AM'] };
const CITIES = ['ATL', 'BOS', 'CHI', 'DAL', 'DEN', 'DET', 'HOU', 'LAX', 'MIA', 'MSP', 'NYC', 'PHL', 'PHX', 'SEA', 'SFO', 'STL', 'TPA', 'PDX', 'SLC', 'CLT'];

// ---------------------------------------------------------------------------------------------------------------
// Deterministic randomness
// ---------------------------------------------------------------------------------------------------------------

function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Deterministic randomness from a seed. */
interface Prng {
  next(): number;
  int(lo: number, hi: number): number;
  pick<T>(list: readonly T[]): T;
  chance(p: number): boolean;
  /** weights: [[value, weight], …] */
  weighted<T>(weights: readonly (readonly [T, number])[]): T;
}

function prng(seed: number): Prng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (list) => list[Math.floor(next() * list.length)]!,
    chance: (p) => next() < p,
    weighted(weights) {
      const total = weights.reduce((s, [, w]) => s + w, 0);
      let r = next() * total;
      for (const [v, w] of weights) if ((r -= w) < 0) return v;
      return weights[weights.length - 1]![0];
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Version ranges, as the appliance's vulnerability store reads them
// ---------------------------------------------------------------------------------------------------------------

function rank(v: string | null | undefined): number {
  const m = /^(\d+)\.(\d+)\.(\d+)$/.exec(v ?? '');
  return m ? Number(m[1]) * 1e6 + Number(m[2]) * 1e3 + Number(m[3]) : -1;
}

/** Inclusive range; a missing maximum covers the minimum's whole major.minor line, a missing minimum starts the maximum's. */
function inRange(version: string, min: string | null, max: string | null): boolean {
  const v = rank(version);
  if (v < 0 || (!min && !max)) return false;
  const lo = min ? rank(min) : Math.floor(rank(max) / 1e3) * 1e3;
  const hi = max ? rank(max) : Math.floor(rank(min) / 1e3) * 1e3 + 999;
  return v >= lo && v <= hi;
}

const advisoryObjects: PsirtAdvisory[] = ADVISORIES.map(([ir_number, risk, title, cve, products]) => ({
  ir_number,
  risk,
  title,
  cve: [...cve],
  products: products.map(([platform, minimum_version, maximum_version, upgrade_to]) => ({
    platform,
    minimum_version,
    maximum_version,
    upgrade_to,
  })),
}));

const hitCache = new Map<string, string[]>();
/** IR numbers hitting one product version. */
function hitsOf(platform: string, version: string): string[] {
  const key = `${platform}_${version}`;
  let hits = hitCache.get(key);
  if (!hits) {
    hits = advisoryObjects
      .filter((a) => a.products.some((p) => p.platform === platform && inRange(version, p.minimum_version, p.maximum_version)))
      .map((a) => a.ir_number)
      .sort();
    hitCache.set(key, hits);
  }
  return hits;
}
const riskOf = new Map(advisoryObjects.map((a) => [a.ir_number, a.risk]));

// ---------------------------------------------------------------------------------------------------------------
// Naming helpers
// ---------------------------------------------------------------------------------------------------------------

const pad = (n: number, w: number) => String(n).padStart(w, '0');

/** FG-60F → FortiGate-60F; FWF-61F → FortiWiFi-61F; FGR-60F → FortiGateRugged-60F; FFW-3980E → FortiFirewall-3980E. */
function platformName(model: string): string {
  if (model.startsWith('Forti')) return model;
  const [prefix, ...rest] = model.split('-');
  const family = ({ FG: 'FortiGate', FWF: 'FortiWiFi', FGR: 'FortiGateRugged', FFW: 'FortiFirewall', FAP: 'FortiAP', FS: 'FortiSwitch', FSR: 'FortiSwitchRugged' } as Record<string, string>)[prefix!];
  return `${family}-${rest.join('-')}`;
}

/** Serial prefix of a FortiGate-class model: FGT60F, FG100F, FWF61F, FGR60F, FGVM64, FG7040E. */
function fgtSerialPrefix(model: string): string {
  if (model.startsWith('FortiGate-')) return `FG${model.slice(10, 15)}`.slice(0, 6);
  if (/VM64/.test(model)) return model.startsWith('FFW') ? 'FFVM64' : 'FGVM64';
  const [prefix, code] = model.split('-');
  const base = ({ FG: code!.length <= 3 ? 'FGT' : 'FG', FWF: 'FWF', FGR: 'FGR', FFW: 'FFW' } as Record<string, string>)[prefix!]! + code;
  return base.slice(0, 6);
}

function serial(prefix: string, r: Prng, year: string): string {
  const mid = prefix.startsWith('FGVM') || prefix.startsWith('FFVM') ? 'TM' : 'TK';
  return `${prefix}${mid}${year}${pad(r.int(0, 999999), 6)}`;
}

// ---------------------------------------------------------------------------------------------------------------
// One ADOM's fleet
// ---------------------------------------------------------------------------------------------------------------

type Profile = 'branch' | 'wifi' | 'campus' | 'dc' | 'rugged' | 'vm';

/** An ADOM's fleet to generate. */
interface FleetConfig {
  name: string;
  firstOid?: number;
  /** how many FortiGates */
  fortigates: number;
  /** [[fortiosVersion, weight]] */
  versionWeights: readonly (readonly [string, number])[];
  /** [[profile, weight]] */
  profileWeights: readonly (readonly [Profile, number])[];
  /** add analyzers, managers, proxies, chassis, carriers, manager-mode rows */
  extras: boolean;
  /** assets for every n-th FortiGate; 1 = all */
  assetEvery: number;
  namePrefix?: string;
  cities?: readonly string[];
}

interface NewDevice {
  name: string;
  model: string;
  os_type: Device['os_type'];
  version: string;
  build?: string;
  manage_mode?: Device['manage_mode'];
  mgmt_mode?: Device['mgmt_mode'];
  platform?: string;
}

function buildFleet(cfg: FleetConfig): Fleet {
  const r = prng(seedOf(`fleet:${cfg.name}:${cfg.fortigates}`));
  const devices: Device[] = [];
  const wtps: Wtp[] = [];
  const switches: ManagedSwitch[] = [];
  const extensionExtenders: Extender[] = [];
  const extenderExtenders: Extender[] = [];
  const usedNames = new Set<string>();
  const usedSerials = new Set<string>();
  /** Serial numbers are unique: draw again on a clash. */
  const uniqueSerial = (make: () => string) => {
    let sn = make();
    while (usedSerials.has(sn)) sn = make();
    usedSerials.add(sn);
    return sn;
  };
  const counters = new Map<string, number>();
  let oid = cfg.firstOid ?? 200;

  const uniqueName = (base: string) => {
    let name = base;
    for (let i = 2; usedNames.has(name); i++) name = `${base}-${i}`;
    usedNames.add(name);
    return name;
  };
  const nextSite = (city: string) => {
    const n = (counters.get(city) ?? 0) + 1;
    counters.set(city, n);
    return n;
  };

  const fortiosBuild = new Map(FORTIOS.concat(FORTIOS_6K7K));

  function addDevice({ name, model, os_type, version, build, manage_mode = 'normal', mgmt_mode, platform }: NewDevice): Device {
    const [maj, min, patch] = version.split('.');
    const modelDev = manage_mode === 'normal' && r.chance(0.03);
    const conf: Device['conf_status'] = modelDev ? 'unknown' : r.weighted([['insync', 88], ['outofsync', 9], ['unknown', 3]] as const);
    const newer = FORTIOS.filter(([v]) => rank(v) > rank(version) && v.startsWith(`${maj}.${min}.`));
    const prefer = os_type === 'FortiGate' && newer.length && r.chance(0.1) ? r.pick(newer) : null;
    const device: Device = {
      name,
      oid: oid++,
      sn: uniqueSerial(() => serialFor(model, os_type)),
      os_type,
      platform: platform ?? platformName(model),
      frmversion: `${maj}.${min}`,
      _patch: Number(patch),
      model_dev: modelDev,
      prefer_img_ver: prefer ? `${prefer[0]}-b${prefer[1]}` : '',
      firmware: build ? `v${version}-build${build} (GA)` : `v${version}`,
      manage_mode,
      mgmt_mode: mgmt_mode ?? (manage_mode === 'manager' ? 'faz' : r.weighted([['fmgfaz', 80], ['fmg', 20]] as const)),
      conf_status: manage_mode === 'manager' ? 'unknown' : conf,
    };
    devices.push(device);
    return device;
  }

  function serialFor(model: string, osType: Device['os_type']): string {
    const year = pad(r.int(19, 24), 2);
    if (osType === 'FortiAnalyzer' || osType === 'FortiManager') {
      const p = osType === 'FortiAnalyzer' ? 'FAZ' : 'FMG';
      const hw = /-(\d+[A-Z])$/.exec(model);
      return hw ? `${p}${hw[1]}TK${year}${pad(r.int(0, 999999), 6)}`.slice(0, 16) : `${p}-VMTM${year}${pad(r.int(0, 999999), 6)}`;
    }
    if (osType === 'FortiProxy') return `FPXVMSTM${year}${pad(r.int(0, 999999), 6)}`;
    return serial(fgtSerialPrefix(model), r, year);
  }

  const scope = (device: Device): ScopeMember[] => [{ name: device.name, vdom: 'root' }];

  function addAccessPoints(fgt: Device, count: number, fortios: string) {
    const line = fortios.split('.').slice(0, 2).join('.');
    for (let i = 1; i <= count; i++) {
      const kind = r.weighted([['wifi6', 62], ['wifi6e', line >= '7.2' ? 10 : 0], ['w2', 9], ['u', 8], ['s', 3], ['c', 2], ['legacy', 3]] as const);
      const model = r.pick(AP_MODELS[kind]);
      const code = model.slice(4); // 231F, U231F, S221E, C24JE, 321C
      let idPrefix: string;
      let version: string;
      let build: string | null = null;
      if (kind === 'wifi6' || kind === 'wifi6e') {
        const fitting = FORTIAP.filter(([v]) => (line < '7.0' ? v.startsWith('6.4') : v.startsWith(line)) && (kind === 'wifi6' || v >= '7.2'));
        [version, build] = r.pick(fitting.length ? fitting : FORTIAP);
        idPrefix = `FP${code}`;
      } else if (kind === 'w2') {
        [version, build] = r.pick(FORTIAP_W2);
        idPrefix = `FP${code}`;
      } else if (kind === 'u') {
        version = r.pick(FORTIAP_U);
        idPrefix = `PU${code.slice(1)}`;
      } else if (kind === 's') {
        version = r.pick(FORTIAP_S);
        idPrefix = `PS${code.slice(1)}`;
      } else if (kind === 'c') {
        version = r.pick(FORTIAP_C);
        idPrefix = `FC${code.slice(1)}`;
      } else {
        version = r.pick(FORTIAP_LEGACY);
        idPrefix = `FAP${code}`;
      }
      let platform = platformName(model.replace(/^FAP-/, 'FAP-'));
      // a few inventories carry an id whose prefix names another AP family than the platform: not parsed
      if (r.chance(0.015)) platform = kind === 'u' ? platformName('FAP-431F') : platformName(`FAP-U${code.replace(/^[USC]/, '')}`);
      const year = pad(r.int(20, 24), 2);
      const id = uniqueSerial(() => `${idPrefix}TF${year}${pad(r.int(0, 999999), 6)}`.slice(0, 16));
      const sw = build ? `${idPrefix}-v${version}-build${build}` : `${idPrefix}-v${version}`;
      const newer = FORTIAP.filter(([v]) => rank(v) > rank(version) && v.slice(0, 3) === version.slice(0, 3));
      wtps.push({
        'wtp-id': id,
        name: `${fgt.name}-AP${pad(i, 2)}`,
        '_platform-name': platform,
        '_software-version': sw,
        '_prefer-img-ver': kind === 'wifi6' && newer.length && r.chance(0.08) ? (([v, b]) => `${v}-b${b}`)(r.pick(newer)) : '',
        '_conn-state': r.weighted([[1, 92], [2, 7], [0, 1]] as const),
        'scope member': scope(fgt),
      });
    }
  }

  function addLocalRadio(fgt: Device) {
    const code = fgt.platform.replace('FortiWiFi-', '').replace(/-.*/, '');
    const build = (/build(\d+)/.exec(fgt.firmware) ?? [])[1];
    wtps.push({
      'wtp-id': `FWF${code}-WIFI0`,
      name: `${fgt.name}-local-radio`,
      '_platform-name': fgt.platform,
      '_software-version': `FWF${code}-v${fgt.frmversion}${build ? `-build${build}` : ''}`,
      '_prefer-img-ver': '',
      '_conn-state': 1,
      'scope member': scope(fgt),
    });
  }

  function addSwitches(fgt: Device, count: number, fortios: string, tier: keyof typeof SWITCH_MODELS) {
    const line = fortios.slice(0, 3);
    for (let i = 1; i <= count; i++) {
      const model = r.pick(SWITCH_MODELS[tier]);
      const [prefix, num, suffix] = model.split('-');
      const code = `${prefix === 'FSR' ? 'SR' : 'S'}${num}${suffix ? suffix[0] : ''}`;
      const fitting = FORTISWITCH.filter(([v]) => (line >= '7.2' ? v.startsWith('7.2') : v.startsWith('7.0')));
      const [version, build] = r.pick(fitting);
      const newer = fitting.filter(([v]) => rank(v) > rank(version));
      switches.push({
        'switch-id': uniqueSerial(() => `${code}TF${pad(r.int(20, 24), 2)}${pad(r.int(0, 999999), 6)}`.slice(0, 16)),
        name: `${fgt.name}-SW${pad(i, 2)}`,
        os_version: `${code}-v${version}-build${build} (GA)`,
        'prefer-img-ver': newer.length && r.chance(0.1) ? (([v, b]) => `${v}-b${b}`)(r.pick(newer)) : '',
        platform: platformName(model),
        'scope member': scope(fgt),
      });
    }
  }

  function addExtender(fgt: Device, fortios: string) {
    const modern = rank(fortios) >= rank('7.2.0');
    const model = r.pick(modern ? EXTENDER_MODELS.new : EXTENDER_MODELS.old);
    const version = r.pick(modern ? FORTIEXTENDER_NEW : FORTIEXTENDER_OLD);
    const code = model.split('-')[1]!.replace(/_.*/, '');
    const id = uniqueSerial(() => `FX${code}TF${pad(r.int(20, 24), 2)}${pad(r.int(0, 999999), 6)}`.slice(0, 16));
    (modern ? extensionExtenders : extenderExtenders).push({
      id,
      name: `${fgt.name}-FEX01`,
      model,
      _sw_version: `FX${code}-v${version}`,
      'scope member': scope(fgt),
    });
  }

  const profiles = cfg.profileWeights;
  for (let i = 0; i < cfg.fortigates; i++) {
    const profile = r.weighted(profiles);
    const city = r.pick(cfg.cities ?? CITIES);
    const version = r.weighted(cfg.versionWeights);
    const model = r.pick(MODELS[profile]);
    let name;
    if (profile === 'dc') name = `DC${r.int(1, 2)}-${r.pick(['CORE', 'EDGE', 'ISFW'])}-FW${pad(nextSite(`dc`), 2)}`;
    else if (profile === 'vm') name = `${r.pick(['AWS-USE1', 'AWS-USW2', 'AZ-WEU', 'AZ-EUS', 'GCP-USC1'])}-FGT${pad(nextSite('vm'), 2)}`;
    else if (profile === 'campus') name = `${cfg.namePrefix ?? ''}CAMPUS-${city}-FW${pad(nextSite(`c${city}`), 2)}`;
    else if (profile === 'rugged') name = `PLANT-${city}-FGR${pad(nextSite(`r${city}`), 2)}`;
    else name = `${cfg.namePrefix ?? 'BR-'}${city}-${pad(nextSite(city), cfg.fortigates > 5000 ? 5 : 3)}`;
    const device = addDevice({ name: uniqueName(name), model, os_type: 'FortiGate', version, build: fortiosBuild.get(version) });
    if (cfg.assetEvery > 1 && i % cfg.assetEvery !== 0) continue;
    if (profile === 'wifi') addLocalRadio(device);
    if (profile === 'branch' || profile === 'wifi') {
      addAccessPoints(device, r.int(0, 4), version);
      addSwitches(device, r.weighted([[0, 40], [1, 45], [2, 15]]), version, 'access');
      if (r.chance(0.12)) addExtender(device, version);
    } else if (profile === 'campus') {
      addAccessPoints(device, r.int(4, 10), version);
      addSwitches(device, r.int(2, 4), version, r.chance(0.5) ? 'core' : 'access');
    } else if (profile === 'dc') {
      addSwitches(device, r.int(2, 6), version, 'core');
    } else if (profile === 'rugged') {
      addSwitches(device, r.int(0, 1), version, 'rugged');
      if (r.chance(0.5)) addExtender(device, version);
    }
  }

  if (cfg.extras) {
    for (const model of MODELS.chassis.slice(0, 2)) {
      const [version, build] = r.pick(FORTIOS_6K7K);
      addDevice({ name: uniqueName(`DC1-CHASSIS-${model.slice(10)}`), model, os_type: 'FortiGate', version, build, platform: model });
    }
    addDevice({ name: uniqueName('MOBILE-CORE-FWC01'), model: 'FG-3000F', os_type: 'FortiCarrier', version: '7.0.9', build: '0444' });
    addDevice({ name: uniqueName('MOBILE-CORE-FWC02'), model: 'FG-3200F', os_type: 'FortiCarrier', version: '7.2.6', build: '1575' });
    addDevice({ name: uniqueName('DC2-HYPERSCALE-FFW01'), model: 'FFW-3980E', os_type: 'FortiFirewall', version: '7.0.9', build: '0444' });
    addDevice({ name: uniqueName('DC2-HYPERSCALE-FFW02'), model: 'FFW-VM64', os_type: 'FortiFirewall', version: '7.2.6', build: '1575' });
    addDevice({ name: uniqueName('MOBILE-EDGE-FFWC01'), model: 'FFW-3980E', os_type: 'FortiFirewallCarrier', version: '7.0.7', build: '0367' });
    FORTIPROXY.forEach((version, i) =>
      addDevice({ name: uniqueName(`DMZ-PROXY-${pad(i + 1, 2)}`), model: 'FortiProxy-VM64', os_type: 'FortiProxy', version, platform: 'FortiProxy-VM64' }),
    );
    FORTIANALYZER.forEach((version, i) =>
      addDevice({
        name: uniqueName(`LOG-FAZ-${pad(i + 1, 2)}`),
        model: i === 0 ? 'FortiAnalyzer-3500G' : 'FortiAnalyzer-VM64',
        os_type: 'FortiAnalyzer',
        version,
        platform: i === 0 ? 'FortiAnalyzer-3500G' : 'FortiAnalyzer-VM64-KVM',
      }),
    );
    addDevice({ name: uniqueName('MGMT-FMG-DR01'), model: 'FortiManager-3000G', os_type: 'FortiManager', version: FORTIMANAGER[1][0], build: FORTIMANAGER[1][1], platform: 'FortiManager-3000G' });
    // branches an analyzer manages in manager mode; the vulnerability view leaves them out
    for (let i = 1; i <= 4; i++) {
      const [version, build] = r.pick(FORTIOS);
      addDevice({ name: uniqueName(`FAZMGD-BR-${pad(i, 3)}`), model: r.pick(MODELS.branch), os_type: 'FortiGate', version, build, manage_mode: 'manager' });
    }
  }
  return { devices, wtps, switches, extensionExtenders, extenderExtenders };
}

// ---------------------------------------------------------------------------------------------------------------
// What the appliance derives: PSIRT data and image lists
// ---------------------------------------------------------------------------------------------------------------

const OS_PLATFORM: Readonly<Record<string, string>> = {
  FortiGate: 'FortiOS', FortiCarrier: 'FortiOS', FortiFirewall: 'FortiOS', FortiFirewallCarrier: 'FortiOS',
  FortiProxy: 'FortiProxy', FortiAnalyzer: 'FortiAnalyzer', FortiManager: 'FortiManager',
};
const AP_FAMILY_BY_PREFIX: readonly (readonly [prefix: string, family: string])[] = [['fap', 'FortiAP'], ['fp', 'FortiAP'], ['fc', 'FortiAP-C'], ['pu', 'FortiAP-U'], ['ps', 'FortiAP-S'], ['p', 'FortiAP'], ['f', 'FortiAP']];
const versionOf = (text: string) => (/v(\d+\.\d+\.\d+)/.exec(text) ?? [])[1] ?? null;

function productOfDevice(d: Device): string {
  const p = OS_PLATFORM[d.os_type]!;
  return p === 'FortiOS' && /^FortiGate-[67]\d{3}[A-Z]/.test(d.platform) ? 'FortiOS-6K7K' : p;
}
function apFamily(w: Wtp): string | null {
  const id = w['wtp-id'].toLowerCase();
  if (id.endsWith('-wifi0')) return null;
  const fromId = AP_FAMILY_BY_PREFIX.find(([p]) => id.startsWith(p))?.[1];
  const m = /^FortiAP-([USC])\d/.exec(w['_platform-name']);
  const fromPlatform = m ? `FortiAP-${m[1]}` : 'FortiAP';
  return fromId === fromPlatform ? fromId : null;
}

/** Every item the vulnerability view shows, as [product, version]. */
function assets(fleet: Fleet): [product: string, version: string | null, storeOnly?: boolean][] {
  const out: [product: string, version: string | null, storeOnly?: boolean][] = [];
  for (const d of fleet.devices) if (d.manage_mode !== 'manager') out.push([productOfDevice(d), `${d.frmversion}.${d._patch}`]);
  for (const w of fleet.wtps) {
    const family = apFamily(w);
    if (family) out.push([family, versionOf(w['_software-version'])]);
  }
  for (const s of fleet.switches) out.push(['FortiSwitch', versionOf(s.os_version)]);
  for (const e of [...fleet.extensionExtenders, ...fleet.extenderExtenders]) out.push(['FortiExtender', versionOf(e._sw_version)]);
  return out;
}

function psirtData(fleet: Fleet, { allAdvisories = false } = {}): PsirtData & { numDevicesPerRisk: Record<1 | 2 | 3 | 4 | 5, number> } {
  const byPlatform: Record<string, string[]> = {};
  const used = new Set<string>();
  const numDevicesPerRisk: Record<1 | 2 | 3 | 4 | 5, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  const all = assets(fleet);
  // the store keys every product version it holds, including devices the view leaves out
  for (const d of fleet.devices) all.push([productOfDevice(d), `${d.frmversion}.${d._patch}`, true]);
  for (const [product, version, storeOnly] of all) {
    if (!version) continue;
    const hits = hitsOf(product, version);
    if (!hits.length) continue;
    byPlatform[`${product}_${version}`] = hits;
    hits.forEach((h) => used.add(h));
    if (!storeOnly) numDevicesPerRisk[Math.max(...hits.map((h) => riskOf.get(h) ?? 1)) as 1 | 2 | 3 | 4 | 5]++;
  }
  const byIrNumber: Record<string, PsirtAdvisory> = {};
  for (const a of advisoryObjects) if (allAdvisories || used.has(a.ir_number)) byIrNumber[a.ir_number] = a;
  const sortedPlatform = Object.fromEntries(Object.entries(byPlatform).sort(([a], [b]) => a.localeCompare(b)));
  return { byIrNumber, byPlatform: sortedPlatform, numDevicesPerRisk };
}

function imageList(platform: string, product: FirmwareVersionList['product'], releases: readonly Release[], imagePrefix: string): FirmwareVersionList {
  return {
    platform,
    product,
    versions: [...releases]
      .sort(([a], [b]) => rank(b) - rank(a))
      .map(([version, build]) => ({ type: 'GA' as const, version: `${version}-b${build}`, image_path: `/var/fwimage/${imagePrefix}-v${version}-build${build}-FORTINET.out` })),
  };
}

/** Images per platform present in the fleet (only platforms whose builds are known). */
function firmwareVersions(fleet: Fleet): FirmwareVersionList[] {
  const lists = new Map<string, FirmwareVersionList>();
  for (const d of fleet.devices) {
    if (lists.has(d.platform)) continue;
    if (['FortiGate', 'FortiCarrier', 'FortiFirewall', 'FortiFirewallCarrier'].includes(d.os_type)) {
      const chassis = productOfDevice(d) === 'FortiOS-6K7K';
      const prefix = d.platform.replace(/^FortiGate-|^FortiWiFi-|^FortiGateRugged-|^FortiFirewall-/, (m) => (({ 'FortiGate-': 'FGT_', 'FortiWiFi-': 'FWF_', 'FortiGateRugged-': 'FGR_', 'FortiFirewall-': 'FFW_' }) as Record<string, string>)[m] ?? m).replace(/-/g, '_');
      lists.set(d.platform, imageList(d.platform, 'FGT', chassis ? FORTIOS_6K7K : FORTIOS, prefix));
    } else if (d.os_type === 'FortiManager') {
      lists.set(d.platform, imageList(d.platform, 'FMG', FORTIMANAGER, d.platform.replace('FortiManager-', 'FMG_').replace(/-/g, '_')));
    }
  }
  for (const w of fleet.wtps) {
    const p = w['_platform-name'];
    if (lists.has(p) || !apFamily(w) || !/^FortiAP-\d/.test(p)) continue;
    const w2 = AP_MODELS.w2.includes(p.replace('FortiAP-', 'FAP-'));
    const legacy = AP_MODELS.legacy.includes(p.replace('FortiAP-', 'FAP-'));
    if (legacy) continue;
    lists.set(p, imageList(p, 'FAP', w2 ? FORTIAP_W2 : FORTIAP, `FAP_${p.slice(8)}`));
  }
  for (const s of fleet.switches) {
    if (lists.has(s.platform)) continue;
    lists.set(s.platform, imageList(s.platform, 'FSW', FORTISWITCH, `FSW_${s.platform.replace(/^FortiSwitch(Rugged)?-/, '').replace(/-/g, '_')}`));
  }
  return [...lists.values()].sort((a, b) => a.product.localeCompare(b.product) || a.platform.localeCompare(b.platform));
}

function enforced(platform: string, product: EnforcedVersion['product'], release: Release, auto: 0 | 1 = 0): EnforcedVersion {
  return { platform, product, version: `${release[0]}-b${release[1]}`, 'upgrade-path': 'auto', flags: 0, 'gui-auto-created': auto };
}
const member = (d: Device): ScopeMember => ({ name: d.name, vdom: 'root' });

// ---------------------------------------------------------------------------------------------------------------
// ADOMs and templates
// ---------------------------------------------------------------------------------------------------------------

const ROOT_ADOM: FleetConfig = {
  name: 'root',
  fortigates: 232,
  firstOid: 200,
  extras: true,
  assetEvery: 1,
  versionWeights: [['6.2.4', 4], ['6.2.7', 8], ['6.4.7', 10], ['6.4.8', 16], ['7.0.0', 8], ['7.0.1', 18], ['7.0.7', 22], ['7.0.9', 26], ['7.2.2', 22], ['7.2.6', 34], ['7.4.0', 14]],
  profileWeights: [['branch', 52], ['wifi', 12], ['campus', 14], ['dc', 6], ['rugged', 5], ['vm', 11]],
};
const RETAIL_EAST_ADOM: FleetConfig = {
  name: 'Retail-East',
  fortigates: 64,
  firstOid: 2000,
  extras: false,
  assetEvery: 1,
  namePrefix: 'STORE-',
  cities: ['NYC', 'BOS', 'PHL', 'ATL', 'MIA', 'CLT', 'DCA', 'PIT', 'RIC', 'BAL'],
  versionWeights: [['7.0.7', 10], ['7.0.9', 10], ['7.2.2', 15], ['7.2.6', 40], ['7.4.0', 25]],
  profileWeights: [['branch', 60], ['wifi', 30], ['campus', 5], ['vm', 5]],
};

const releaseOf = (list: readonly Release[], version: string) => list.find(([v]) => v === version);

/** Enforced versions for the platforms of some devices and their assets. */
function enforcedFor(fleet: Fleet, chosen: Device[], fortios: string, auto: 0 | 1): EnforcedVersion[] {
  const names = new Set(chosen.map((d) => d.name));
  const out: EnforcedVersion[] = [];
  const seen = new Set<string>();
  const add = (platform: string, product: EnforcedVersion['product'], release: Release | undefined) => {
    if (!release || seen.has(platform)) return;
    seen.add(platform);
    out.push(enforced(platform, product, release, auto));
  };
  for (const d of chosen) add(d.platform, 'FGT', releaseOf(FORTIOS, fortios));
  for (const w of fleet.wtps) {
    if (!names.has(w['scope member'][0].name) || !/^FortiAP-\d/.test(w['_platform-name']) || !apFamily(w)) continue;
    if (AP_MODELS.legacy.includes(w['_platform-name'].replace('FortiAP-', 'FAP-'))) continue;
    const w2 = AP_MODELS.w2.includes(w['_platform-name'].replace('FortiAP-', 'FAP-'));
    add(w['_platform-name'], 'FAP', w2 ? FORTIAP_W2[1] : releaseOf(FORTIAP, fortios.startsWith('7.4') ? '7.4.1' : '7.2.5'));
  }
  for (const s of fleet.switches) {
    if (names.has(s['scope member'][0].name)) add(s.platform, 'FSW', releaseOf(FORTISWITCH, '7.2.6'));
  }
  return out;
}

function template(
  name: string,
  setting: Omit<FirmwareTemplate['fwmprof setting'], 'enforced version'>,
  fleet: Fleet,
  chosen: Device[],
  fortios: string,
  auto: 0 | 1 = 0,
): FirmwareTemplate {
  return {
    name,
    type: 'fwmprof',
    'fwmprof setting': { ...setting, 'enforced version': enforcedFor(fleet, chosen, fortios, auto) },
    'scope member': chosen.map(member),
  };
}

const AUTO_SETTING: Omit<FirmwareTemplate['fwmprof setting'], 'enforced version'> = { 'schedule-type': 0, 'schedule-day': 0, 'image-source': 0, 'schedule-start-time': null, 'schedule-end-time': null };

function rootTemplates(fleet: Fleet): FirmwareTemplate[] {
  const fgts = fleet.devices.filter((d) => d.os_type === 'FortiGate' && d.manage_mode === 'normal' && !d.model_dev);
  const branch = fgts.filter((d) => d.name.startsWith('BR-'));
  const dc = fgts.filter((d) => d.name.startsWith('DC') && !d.name.includes('CHASSIS'));
  const campus = fgts.filter((d) => d.name.includes('CAMPUS-'));
  return [
    template('Branch-Q3', { 'schedule-type': 2, 'schedule-day': 64, 'image-source': 0, 'schedule-start-time': '01:00', 'schedule-end-time': '04:00' }, fleet, branch.slice(0, 5), '7.2.6'),
    template('DC-Maintenance', { 'schedule-type': 1, 'schedule-day': 0, 'image-source': 1, 'schedule-start-time': '02:00', 'schedule-end-time': '05:00' }, fleet, dc.slice(0, 3), '7.2.6'),
    template('PSIRT_Mon_Jun_16_2025', AUTO_SETTING, fleet, campus.slice(0, 2), '7.2.6', 1),
  ];
}

function retailTemplates(fleet: Fleet): FirmwareTemplate[] {
  const fgts = fleet.devices.filter((d) => d.os_type === 'FortiGate' && d.manage_mode === 'normal' && !d.model_dev);
  return [
    template('Stores-Weekly', { 'schedule-type': 2, 'schedule-day': 1, 'image-source': 0, 'schedule-start-time': '02:00', 'schedule-end-time': '05:00' }, fleet, fgts.slice(0, 4), '7.4.0'),
    template('PSIRT_Fri_Aug_01_2025', AUTO_SETTING, fleet, fgts.slice(4, 6), '7.2.6', 1),
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------------------------

function writeJson(file: string, value: unknown, compact = false) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${compact ? JSON.stringify(value) : JSON.stringify(value, null, 2)}\n`);
}
const example = (file: string, summary: string, value: unknown) => writeJson(join(ROOT, 'specs/examples', file), { summary, value });

function count<T>(list: readonly T[], pred: (item: T) => boolean): number {
  return list.filter(pred).length;
}

function writeAdom(prefix: string, label: string, fleet: Fleet, templates: FirmwareTemplate[]) {
  const psirt = psirtData(fleet);
  const vulnerable = Object.values(psirt.numDevicesPerRisk).reduce((s, n) => s + n, 0);
  example(`psirt/${prefix}.json`, `${label}: ${vulnerable} vulnerable devices, ${Object.keys(psirt.byIrNumber).length} advisories`, psirt);
  example(`devices/${prefix}-devices.json`, `${label}: ${fleet.devices.length} managed devices (${count(fleet.devices, (d) => d.os_type === 'FortiGate')} FortiGates, ${count(fleet.devices, (d) => d.manage_mode === 'manager')} in manager mode)`, fleet.devices);
  example(`devices/${prefix}-wtps.json`, `${label}: ${fleet.wtps.length} access points (${count(fleet.wtps, (w) => w['wtp-id'].endsWith('-WIFI0'))} FortiWiFi local radios, ${count(fleet.wtps, (w) => !w['wtp-id'].endsWith('-WIFI0') && !apFamily(w))} with an id not matching the platform)`, fleet.wtps);
  example(`devices/${prefix}-switches.json`, `${label}: ${fleet.switches.length} FortiSwitches`, fleet.switches);
  example(`devices/${prefix}-extension-extenders.json`, `${label}: ${fleet.extensionExtenders.length} FortiExtenders of FortiGates on 7.2 and later`, fleet.extensionExtenders);
  example(`devices/${prefix}-extender-extenders.json`, `${label}: ${fleet.extenderExtenders.length} FortiExtenders of FortiGates before 7.2`, fleet.extenderExtenders);
  example(`firmware/${prefix}-templates.json`, `${label}: ${templates.map((t) => `${t.name} (${t['scope member'].length} devices)`).join(', ')}`, templates);
  const versions = firmwareVersions(fleet);
  example(`firmware/${prefix}-versions.json`, `${label}: images for ${versions.length} platforms`, versions);
  return { psirt, vulnerable };
}

function writeExamples() {
  const root = buildFleet(ROOT_ADOM);
  const rootT = rootTemplates(root);
  const retail = buildFleet(RETAIL_EAST_ADOM);
  const retailT = retailTemplates(retail);
  const a = writeAdom('root', 'root ADOM', root, rootT);
  const b = writeAdom('retail-east', 'Retail-East ADOM', retail, retailT);
  example('psirt/no-vulnerabilities.json', 'No managed device is affected by a known advisory', { byIrNumber: {}, byPlatform: {}, numDevicesPerRisk: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } });

  // a new auto-created template for three branch FortiGates that belong to no template yet
  const assigned = new Set(rootT.flatMap((t) => t['scope member'].map((m) => m.name)));
  const free = root.devices.filter((d) => d.os_type === 'FortiGate' && d.manage_mode === 'normal' && !d.model_dev && d.name.startsWith('BR-') && !assigned.has(d.name));
  example('firmware/created-template.json', 'Template created from the vulnerability view for three branch FortiGates', template('PSIRT_Tue_Nov_18_2025', AUTO_SETTING, root, free.slice(0, 3), '7.2.6', 1));
  const q3 = rootT[0];
  example('firmware/updated-template.json', 'Branch-Q3 with two more branch FortiGates assigned', {
    ...q3,
    'scope member': [...q3['scope member'], ...free.slice(3, 5).map(member)],
  });
  const line = (label: string, f: Fleet, p: ReturnType<typeof writeAdom>) =>
    `${label}: ${f.devices.length} devices, ${f.wtps.length} APs, ${f.switches.length} switches, ${f.extensionExtenders.length + f.extenderExtenders.length} extenders; ${p.vulnerable} vulnerable; ${Object.keys(p.psirt.byPlatform).length} product versions, ${Object.keys(p.psirt.byIrNumber).length} advisories`;
  console.log(line('root', root, a));
  console.log(line('Retail-East', retail, b));
}

function writeScale(n: number) {
  const fleet = buildFleet({
    name: 'scale',
    fortigates: n,
    firstOid: 100000,
    extras: false,
    assetEvery: 4,
    versionWeights: ROOT_ADOM.versionWeights,
    profileWeights: [['branch', 70], ['wifi', 10], ['campus', 8], ['dc', 2], ['rugged', 3], ['vm', 7]],
  });
  const psirt = psirtData(fleet, { allAdvisories: true });
  const dir = join(ROOT, '.tmp', `fleet-${n % 1000 === 0 ? `${n / 1000}k` : n}`);
  writeJson(join(dir, 'devices.json'), fleet.devices, true);
  writeJson(join(dir, 'wtps.json'), fleet.wtps, true);
  writeJson(join(dir, 'switches.json'), fleet.switches, true);
  writeJson(join(dir, 'extension-extenders.json'), fleet.extensionExtenders, true);
  writeJson(join(dir, 'extender-extenders.json'), fleet.extenderExtenders, true);
  writeJson(join(dir, 'psirt.json'), psirt, true);
  console.log(
    `${dir}: ${fleet.devices.length} devices, ${fleet.wtps.length} APs, ${fleet.switches.length} switches, ${fleet.extensionExtenders.length + fleet.extenderExtenders.length} extenders, ${Object.keys(psirt.byIrNumber).length} advisories`,
  );
}

const argv = process.argv.slice(2);
const scaleAt = argv.indexOf('--scale');
if (scaleAt >= 0) {
  const n = Number(argv[scaleAt + 1] ?? 100000);
  if (!Number.isInteger(n) || n < 1) {
    console.error('usage: npx tsx scripts/gen-fleet.ts [--scale N]');
    process.exit(2);
  }
  writeScale(n);
} else {
  writeExamples();
}
