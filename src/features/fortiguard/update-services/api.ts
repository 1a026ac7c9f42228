// the feature's texts of the message catalogue, for whatever of it is used first
import './text.ts';
import { useQueryClient } from '@tanstack/react-query';
import { fortiguard } from '@generated/catalog/fortiguard.ts';
import type { UmDeviceLicence, UmDownloadPriority, UmExternalResource, UmImportedImage, UmPackageItem, UmPackageVersion, UmQueryDatabase, UmQueryImport, UmQueryStatus, UmResult, UmServerOverride, UmServiceDevice, UmUnitImage } from '@generated/types/entities.ts';
import { importFirmwareImage } from '@/lib/api/package-upload.ts';
import { apiFetch } from '@/lib/api/client.ts';
import { apiQueryKey, useApiQuery } from '@/lib/api/operations.ts';
import { failureText } from '@/lib/format/failure.ts';
import { msg, type MessageKey } from './text.ts';

export type { UmDeviceLicence, UmDownloadPriority, UmExternalResource, UmImportedImage, UmPackageItem, UmPackageVersion, UmQueryDatabase, UmQueryImport, UmQueryStatus, UmServerOverride, UmServiceDevice, UmUnitImage };

const resultsize = fortiguard.packageListResultSize;

/** An update-manager action the unit refused (status.code other than 0). */
export class UmRefused extends Error {
  constructor(readonly result: UmResult) {
    super(result.status.message);
    this.name = 'UmRefused';
  }
}

/** The catalogue's message for a failed action, with the unit's own reason when it gave one. */
export function actionFailure(error: unknown, key: MessageKey): string {
  if (error instanceof UmRefused) return `${msg(key)} ${error.result.status.message}`;
  return failureText(error, key);
}

function accepted(result: UmResult): UmResult {
  if (result.status.code !== 0) throw new UmRefused(result);
  return result;
}

/** Licensing Status: each device's licences and contracts. */
export function useDeviceLicences() {
  return useApiQuery('umLicense', { body: { method: 'get' } }, { select: (d) => d as UmDeviceLicence[] });
}

/** Package Receive Status: the packages received, all or only those a device uses. */
export function useReceivedPackages(showUsedOnly: boolean) {
  return useApiQuery('umPackageReceive', { body: { method: 'get', params: { showUsedOnly, resultsize } } });
}

/** The versions the unit keeps of one package (null: none asked). */
export function usePackageVersions(key: string | null) {
  return useApiQuery('umPackageVersion', { body: { method: 'get', params: { key: key ?? '' } } }, { enabled: key !== null, select: (d) => d as UmPackageVersion[] });
}

/** Serves another version of a package; the versions and the received packages are read again. */
export function useChangePackageVersion() {
  const qc = useQueryClient();
  return async (key: string, version: string) => {
    const result = accepted((await apiFetch('umPackageVersion', { body: { method: 'change', params: { key, version } } })) as UmResult);
    await Promise.all([qc.invalidateQueries({ queryKey: apiQueryKey('umPackageVersion') }), qc.invalidateQueries({ queryKey: apiQueryKey('umPackageReceive') })]);
    return result;
  };
}

/** Package Service Status: the devices served. */
export function useServiceDevices() {
  return useApiQuery('umPackageService', { body: { method: 'get', params: { resultsize } } }, { select: (d) => d as UmServiceDevice[] });
}

/** One served device with its packages (null: none asked). */
export function useServiceDevice(key: string | null) {
  return useApiQuery('umPackageService', { body: { method: 'getOne', params: { key: key ?? '' } } }, { enabled: key !== null, select: (d) => d as UmServiceDevice });
}

/** Pushes the pending updates to the chosen devices, or to all; the devices are read again. */
export function usePushPending() {
  const qc = useQueryClient();
  return async (keys: string[] | 'all') => {
    const body = keys === 'all' ? { method: 'pushAllPending' as const } : { method: 'pushPending' as const, params: { keys } };
    const result = accepted((await apiFetch('umPackageService', { body })) as UmResult);
    await qc.invalidateQueries({ queryKey: apiQueryKey('umPackageService') });
    return result;
  };
}

/** Advanced Settings: what the unit downloads first. */
export function useDownloadPriority() {
  return useApiQuery('umDownloadPriority', { body: { method: 'get' } }, { select: (d) => d as UmDownloadPriority });
}

/** Saves the download priority; it is read again afterwards. */
export function useSaveDownloadPriority() {
  const qc = useQueryClient();
  return async (params: UmDownloadPriority) => {
    const result = accepted((await apiFetch('umDownloadPriority', { body: { method: 'set', params } })) as UmResult);
    await qc.invalidateQueries({ queryKey: apiQueryKey('umDownloadPriority') });
    return result;
  };
}

/** Query Receive Status: the query databases served. */
export function useQueryDatabases() {
  return useApiQuery('umQueryServer', { body: { method: 'get' } }, { select: (d) => d as UmQueryDatabase[] });
}

/** Imports a query database file already on the unit; the databases are read again. */
export function useImportQueryDatabase() {
  const qc = useQueryClient();
  return async (params: UmQueryImport) => {
    const result = accepted((await apiFetch('umQueryServer', { body: { method: 'import', params } })) as UmResult);
    await qc.invalidateQueries({ queryKey: apiQueryKey('umQueryServer') });
    return result;
  };
}

/** Firmware Images: the images the update manager keeps of one product. */
export function useProductImages(product: string) {
  return useApiQuery('listFirmwareImages', { params: { query: { viewType: 'all', viewProduct: product as 'FGT' } } });
}

/** The images of one product the unit has already downloaded (forwarded exec um/image/list). */
export function useUnitImages(product: string) {
  return useApiQuery('listUmImages', { body: { product: product as 'FGT' } }, { select: (d) => d as UmUnitImage[] });
}

/** The images administrators imported. */
export function useImportedImages() {
  return useApiQuery('umFirmwareImportImage', { body: { method: 'get' } }, { select: (d) => d as UmImportedImage[] });
}

/** Deletes an imported image; the list is read again. */
export function useDeleteImportedImage() {
  const qc = useQueryClient();
  return async (key: string) => {
    const result = accepted((await apiFetch('umFirmwareImportImage', { body: { method: 'del', params: { key } } })) as UmResult);
    await qc.invalidateQueries({ queryKey: apiQueryKey('umFirmwareImportImage') });
    return result;
  };
}

/** Uploads an image file with its progress; a refused file throws UmRefused. The imported images are read again. */
export function useUploadImage() {
  const qc = useQueryClient();
  return async (file: File, onPercent: (percent: number) => void) => {
    const result = await importFirmwareImage(file, onPercent);
    if (result.status.code !== 0) throw new UmRefused({ status: result.status });
    await qc.invalidateQueries({ queryKey: apiQueryKey('umFirmwareImportImage') });
    return result;
  };
}

/** Pushes one device's pending packages at once (forwarded /um/device/push); the devices are read again. */
export function usePushDevice() {
  const qc = useQueryClient();
  return async (serial: string) => {
    const result = accepted(await apiFetch('pushUmDevice', { body: { serial, command: 'push' } }));
    await qc.invalidateQueries({ queryKey: apiQueryKey('umPackageService') });
    return result;
  };
}

/** Has the device manager read its device list again (forwarded dvm/cmd/reload/dev-list), then the devices served. */
export function useReloadDevices() {
  const qc = useQueryClient();
  return async (adom: string | undefined) => {
    const result = accepted(await apiFetch('reloadUmDeviceList', { body: adom ? { adom } : {} }));
    await qc.invalidateQueries({ queryKey: apiQueryKey('umPackageService') });
    return result;
  };
}

/** Licensing Status with licence types chosen: the devices holding one of them, as the unit filters (forwarded /um/license/filter). */
export function useFilteredLicences(types: string[]) {
  return useApiQuery('filterUmLicenses', { body: { license_filter: types as ['antivirus'] } }, { enabled: types.length > 0 });
}

/** Keeps the licence types Licensing Status opens with (forwarded /um/update/license/filter). */
export async function keepLicenceFilter(types: string[]) {
  return accepted(await apiFetch('updateUmLicenseFilter', { body: { license_filter: types as ['antivirus'] } }));
}

/** Query Server Status: the devices asking this unit for ratings. */
export function useQueryStatus() {
  return useApiQuery('umQueryStatus', { body: { method: 'get' } });
}

/** The unit's own server override list (forwarded um/som/list). */
export function useServerOverrides() {
  return useApiQuery('listUmServerOverrides');
}

/** External Resources: the threat feeds the unit reads. */
export function useExternalResources() {
  return useApiQuery('umExternalResource', { body: { method: 'get' } }, { select: (d) => d as UmExternalResource[] });
}

/** Reads one threat feed again; the feeds are read again afterwards. */
export function useRefreshExternalResource() {
  const qc = useQueryClient();
  return async (key: string) => {
    const result = accepted((await apiFetch('umExternalResource', { body: { method: 'refresh', params: { key } } })) as UmResult);
    await qc.invalidateQueries({ queryKey: apiQueryKey('umExternalResource') });
    return result;
  };
}
