import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/api/client.ts';
import { upgradeCalls } from '@/lib/firmware/upgrade-calls.ts';
import type { UpgradeDeps } from '@/lib/firmware/upgrade-chain.ts';
import type { FirmwareImageOption, FirmwareImportResult, RunningFirmware, SysLicense } from '@generated/types/entities.ts';

export type ProductCode = RunningFirmware['product'];

/** Query keys of the dialog's reads, named after their operations. */
export const firmwareUpgradeKeys = {
  getFirmwareImageVersion: ['firmwareUpgrade', 'getFirmwareImageVersion'] as const,
  listFirmwareImages: (product: ProductCode) => ['firmwareUpgrade', 'listFirmwareImages', product] as const,
  getSysLicense: ['firmwareUpgrade', 'getSysLicense'] as const,
};

// what the appliance runs and may install changes only with an upgrade: read once per opening of the dialog
const FRESH_EACH_OPENING = { staleTime: 0, gcTime: 0 } as const;

export function getFirmwareImageVersion(): Promise<RunningFirmware> {
  return call(api.GET('/gui/adom/um/firmwareimage/version'));
}
export function useGetFirmwareImageVersion() {
  return useQuery({ queryKey: firmwareUpgradeKeys.getFirmwareImageVersion, queryFn: getFirmwareImageVersion, ...FRESH_EACH_OPENING });
}

export function listFirmwareImages(product: ProductCode): Promise<FirmwareImageOption[]> {
  return call(api.GET('/gui/adom/um/firmwareimage', { params: { query: { viewType: 'upgrade', viewProduct: product } } }));
}
/** Idle until the running product is known. */
export function useListFirmwareImages(product: ProductCode | undefined) {
  return useQuery({
    queryKey: firmwareUpgradeKeys.listFirmwareImages(product ?? 'FMG'),
    queryFn: () => listFirmwareImages(product!),
    enabled: !!product,
    ...FRESH_EACH_OPENING,
  });
}

/** The appliance's licences; firmware_upgrade_licensed decides how far up the choice may go. */
export function getSysLicense(): Promise<SysLicense> {
  return call(api.GET('/gui/sys/license'));
}
export function useGetSysLicense() {
  return useQuery({ queryKey: firmwareUpgradeKeys.getSysLicense, queryFn: getSysLicense, ...FRESH_EACH_OPENING });
}

/** Uploads a local image file (multipart, field file). status.code other than 0 means the appliance refused it. */
export function importFirmwareImage(file: File): Promise<FirmwareImportResult> {
  return call(
    api.POST('/flatui/api/gui/firmware/import', {
      body: { file: file as unknown as string },
      bodySerializer: () => {
        const form = new FormData();
        form.append('file', file, file.name);
        return form;
      },
    }),
  );
}

/** The real calls of the dialog's upgrade chain: the shared ones, plus the upload of a local file. */
export const firmwareUpgradeCalls: UpgradeDeps = { ...upgradeCalls, uploadImage: importFirmwareImage };
