import { apiFetch } from '@/lib/api/client.ts';
import { apiQueryKey, useApiQuery } from '@/lib/api/operations.ts';
import { upgradeCalls } from '@/lib/firmware/upgrade-calls.ts';
import type { UpgradeDeps } from '@/lib/firmware/upgrade-chain.ts';
import type { FirmwareImageOption, FirmwareImportResult, RunningFirmware, SysLicense } from '@generated/types/entities.ts';
import { importFirmwareImage as importImageFile } from '@/lib/api/package-upload.ts';

export type ProductCode = RunningFirmware['product'];

/** Query keys of the dialog's reads (the licence is the same cache entry as everywhere else in the console). */
export const firmwareUpgradeKeys = {
  getFirmwareImageVersion: apiQueryKey('getFirmwareImageVersion'),
  listFirmwareImages: (product: ProductCode) => apiQueryKey('listFirmwareImages', listFirmwareImagesInit(product)),
  getSysLicense: apiQueryKey('getSysLicense'),
};

// what the appliance runs and may install changes only with an upgrade: read once per opening of the dialog
const FRESH_EACH_OPENING = { staleTime: 0, gcTime: 0 } as const;

export function getFirmwareImageVersion(): Promise<RunningFirmware> {
  return apiFetch('getFirmwareImageVersion');
}
export function useGetFirmwareImageVersion() {
  return useApiQuery('getFirmwareImageVersion', undefined, FRESH_EACH_OPENING);
}

function listFirmwareImagesInit(product: ProductCode) {
  return { params: { query: { viewType: 'upgrade' as const, viewProduct: product } } };
}
export function listFirmwareImages(product: ProductCode): Promise<FirmwareImageOption[]> {
  return apiFetch('listFirmwareImages', listFirmwareImagesInit(product));
}
/** Idle until the running product is known. */
export function useListFirmwareImages(product: ProductCode | undefined) {
  return useApiQuery('listFirmwareImages', listFirmwareImagesInit(product ?? 'FMG'), { enabled: !!product, ...FRESH_EACH_OPENING });
}

/** The appliance's licences; firmware_upgrade_licensed decides how far up the choice may go. */
export function getSysLicense(): Promise<SysLicense> {
  return apiFetch('getSysLicense');
}
export function useGetSysLicense() {
  return useApiQuery('getSysLicense', undefined, FRESH_EACH_OPENING);
}

/** Uploads a local image file; status.code other than 0 means the appliance refused it. */
export function importFirmwareImage(file: File): Promise<FirmwareImportResult> {
  return importImageFile(file);
}

/** The real calls of the dialog's upgrade chain: the shared ones, plus the upload of a local file. */
export const firmwareUpgradeCalls: UpgradeDeps = { ...upgradeCalls, uploadImage: importFirmwareImage };
