import type {
  Extender,
  FirmwareTemplate,
  FirmwareVersionList,
  ManagedDevice,
  ManagedSwitch,
  PsirtAdvisory,
  PsirtData,
  ScopeMember,
  Wtp,
} from '@generated/types/entities.ts';

export type {
  Extender,
  FirmwareTemplate,
  FirmwareVersionList,
  ManagedDevice,
  ManagedSwitch,
  PsirtAdvisory,
  PsirtData,
  ScopeMember,
  Wtp,
};
export type EnforcedVersion = FirmwareTemplate['fwmprof setting']['enforced version'][number];
export type FirmwareVersion = FirmwareVersionList['versions'][number];
export type OsType = ManagedDevice['os_type'];

/** PSIRT risk scale: 5 Critical, 4 High, 3 Medium, 2 Low, 1 Informational. */
export type Risk = 1 | 2 | 3 | 4 | 5;

/** Device type codes of access points, switches, extenders and FortiGates. */
export type DeviceTypeCode = 'FAP' | 'FAPU' | 'FAPC' | 'FAPS' | 'FSW' | 'FXT' | 'FGT';

/** Group of the Device Type View: an asset's type code, or a managed device's OS type (FortiGate is FGT). */
export type DeviceTypeKey = DeviceTypeCode | Exclude<OsType, 'FortiGate'>;

/** Product code used by firmware templates and image lists. */
export type ProductCode = FirmwareVersionList['product'];

export type AssetKind = 'device' | 'ap' | 'switch' | 'extender';

/**
 * One row of the Vulnerable Devices dialog: a managed device or an asset (AP, switch, extender) of a FortiGate.
 * Rows are read-only and share their per-version parts (vulnerabilities, severity, suggestion) with every row of the
 * same product version; copy the fields you need rather than spreading a row.
 */
export interface VulnerableDeviceRow {
  /** Unique row key: dev:<oid> for managed devices; the serial (wtp-id, switch-id, extender id) for assets. */
  readonly key: string;
  readonly kind: AssetKind;
  readonly deviceType: DeviceTypeKey;
  /** OS type of a managed device; null for assets. */
  readonly osType: OsType | null;
  readonly name: string;
  readonly sn: string;
  /** Hardware platform as shown in the Platform column (FortiGate-60F, FortiAP-231F, …). */
  readonly platform: string;
  /** Product the PSIRT data is keyed by (FortiOS, FortiAP-U, FortiSwitch, …). */
  readonly psirtPlatform: string;
  /** Product code for firmware templates and image lists (FGT, FAP, FSW, FXT, FPX, FAZ, FMG). */
  readonly product: ProductCode;
  /** Running version major.minor.patch; null when the reported firmware has no patch number. */
  readonly version: string | null;
  /** Firmware Version column text (the running version, e.g. 7.0.6; the reported text when it has no patch). */
  readonly firmware: string;
  /** Preferred image version, '' when none. */
  readonly preferImgVer: string;
  /** Maximum risk over the vulnerabilities, minimum 1. */
  readonly severity: Risk;
  /** IR numbers hitting this device, highest risk first (frozen, shared by rows of the same product version). */
  readonly vulnerabilities: readonly string[];
  /** Suggested Upgrade Version: the highest upgrade_to the advisories name for this version; null when none. */
  readonly suggestedVersion: string | null;
  /** Name of the FortiGate managing this asset; null for managed devices. */
  readonly parentName: string | null;
  /** Analyzer and manager rows cannot be upgraded through a firmware template ('%s must be upgraded manually.'). */
  readonly upgradeManually: boolean;
  /** The list entry the row was made from; absent on rows matched in a worker (only the row crosses over). */
  readonly source: ManagedDevice | Wtp | ManagedSwitch | Extender | undefined;
}

/** What the dialog matches: the ADOM's PSIRT data, its managed devices and their assets. */
export interface VulnerableDevicesInput {
  psirt: PsirtData;
  devices: readonly ManagedDevice[];
  wtps?: readonly Wtp[];
  switches?: readonly ManagedSwitch[];
  /** Both extender lists (extension controller and the older extender controller). */
  extenders?: readonly Extender[];
}

export interface VulnerableDevicesResult {
  /** Every device and asset parsed (vulnerable or not): managed devices first, then APs, switches, extenders. */
  rows: VulnerableDeviceRow[];
  /** The rows with at least one vulnerability. */
  vulnerableRows: VulnerableDeviceRow[];
  /** Vulnerable rows per severity. */
  countsPerRisk: Record<Risk, number>;
  advisories: PsirtData['byIrNumber'];
  /** Rows left out and why (manager-mode devices, FortiWiFi local radios, APs whose id does not match their platform). */
  skipped: { managerMode: number; localRadios: number; mismatchedAps: number };
}

