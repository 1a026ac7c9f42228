import { products } from '@generated/catalog/products.ts';
import type { DeviceTypeKey, ManagedDevice, OsType, ProductCode } from './types.ts';

// what each OS type runs, its firmware product and its Device Type View group (specs/catalog/products.json)
const BY_OS: Readonly<Record<OsType, { psirtPlatform: string; productCode: string; deviceTypeGroup: string }>> = products.osTypes;

// chassis FortiGates (6000 and 7000 series) run their own FortiOS build line with separate advisories
const CHASSIS_PLATFORM = new RegExp(products.chassisPlatformPattern, 'i');

/** The product a managed device's firmware is matched as (FortiOS, FortiOS-6K7K, FortiProxy, FortiAnalyzer, FortiManager). */
export function psirtPlatformOfDevice(device: Pick<ManagedDevice, 'os_type' | 'platform'>): string {
  const platform = BY_OS[device.os_type]?.psirtPlatform ?? device.os_type;
  return platform === 'FortiOS' && CHASSIS_PLATFORM.test(device.platform) ? 'FortiOS-6K7K' : platform;
}

export function productCodeOfDevice(device: Pick<ManagedDevice, 'os_type'>): ProductCode {
  return (BY_OS[device.os_type]?.productCode as ProductCode | undefined) ?? 'FGT';
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
  return (BY_OS[osType]?.deviceTypeGroup ?? osType) as DeviceTypeKey;
}

/** Headings of the Device Type View groups, in the order the view lists them. */
export const DEVICE_TYPE_LABELS = Object.fromEntries(products.deviceTypeGroups.map((g) => [g.key, g.heading])) as Readonly<
  Record<DeviceTypeKey, string>
>;

export const DEVICE_TYPE_ORDER: readonly DeviceTypeKey[] = products.deviceTypeGroups.map((g) => g.key as DeviceTypeKey);
