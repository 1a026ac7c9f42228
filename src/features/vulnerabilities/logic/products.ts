import type { DeviceTypeKey, ManagedDevice, OsType, ProductCode } from './types.ts';

/** What each OS type runs, as the PSIRT data names products. */
const PSIRT_PLATFORM_BY_OS: Record<OsType, string> = {
  FortiGate: 'FortiOS',
  FortiCarrier: 'FortiOS',
  FortiFirewall: 'FortiOS',
  FortiFirewallCarrier: 'FortiOS',
  FortiProxy: 'FortiProxy',
  FortiAnalyzer: 'FortiAnalyzer',
  FortiManager: 'FortiManager',
};

const PRODUCT_BY_OS: Record<OsType, ProductCode> = {
  FortiGate: 'FGT',
  FortiCarrier: 'FGT',
  FortiFirewall: 'FGT',
  FortiFirewallCarrier: 'FGT',
  FortiProxy: 'FPX',
  FortiAnalyzer: 'FAZ',
  FortiManager: 'FMG',
};

// chassis FortiGates (6000 and 7000 series) run their own FortiOS build line with separate advisories
const CHASSIS_PLATFORM = /^(?:FortiGate|FG)-[67]\d{3}[A-Z]/i;

/** The product a managed device's firmware is matched as (FortiOS, FortiOS-6K7K, FortiProxy, FortiAnalyzer, FortiManager). */
export function psirtPlatformOfDevice(device: Pick<ManagedDevice, 'os_type' | 'platform'>): string {
  const platform = PSIRT_PLATFORM_BY_OS[device.os_type] ?? device.os_type;
  return platform === 'FortiOS' && CHASSIS_PLATFORM.test(device.platform) ? 'FortiOS-6K7K' : platform;
}

export function productCodeOfDevice(device: Pick<ManagedDevice, 'os_type'>): ProductCode {
  return PRODUCT_BY_OS[device.os_type] ?? 'FGT';
}

/** Running version of a managed device: frmversion (major.minor) plus _patch. */
export function deviceVersion(device: Pick<ManagedDevice, 'frmversion' | '_patch'>): string {
  return `${device.frmversion}.${device._patch}`;
}

/** Analyzers and managers are not upgraded through firmware templates. */
export function mustUpgradeManually(osType: OsType | null): boolean {
  return osType === 'FortiAnalyzer' || osType === 'FortiManager';
}

/** Device Type View group of a managed device. */
export function deviceTypeOfOsType(osType: OsType): DeviceTypeKey {
  return osType === 'FortiGate' ? 'FGT' : osType;
}

/** Display names of the Device Type View groups, in the order the view lists them. */
export const DEVICE_TYPE_LABELS: Readonly<Record<DeviceTypeKey, string>> = {
  FGT: 'FortiGate',
  FortiCarrier: 'FortiCarrier',
  FortiFirewall: 'FortiFirewall',
  FortiFirewallCarrier: 'FortiFirewallCarrier',
  FortiProxy: 'FortiProxy',
  FortiAnalyzer: 'FortiAnalyzer',
  FortiManager: 'FortiManager',
  FAP: 'FortiAP',
  FAPU: 'FortiAP-U',
  FAPS: 'FortiAP-S',
  FAPC: 'FortiAP-C',
  FSW: 'FortiSwitch',
  FXT: 'FortiExtender',
};

export const DEVICE_TYPE_ORDER: readonly DeviceTypeKey[] = Object.keys(DEVICE_TYPE_LABELS) as DeviceTypeKey[];
