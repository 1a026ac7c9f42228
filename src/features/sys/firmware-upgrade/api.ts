import { apiFetch } from '@/lib/api/client.ts';
import { upgradeCalls } from '@/lib/firmware/upgrade-calls.ts';
import type { UpgradeDeps } from '@/lib/firmware/upgrade-chain.ts';
import type { SysLicense } from '@generated/types/entities.ts';
import { importFirmwareImage } from '@/lib/api/package-upload.ts';

/** The appliance's licences; firmware_upgrade_licensed decides how far up the choice may go. */
export function getSysLicense(): Promise<SysLicense> {
  return apiFetch('getSysLicense');
}
/** the licence is read through the generated hook, its cache rule in the spec (one entry with the overview) */
export { useGetSysLicense } from '@/lib/api/endpoints/sys.gen.ts';

/** The real calls of the dialog's upgrade chain: the shared ones, plus the upload of a local file. */
export const firmwareUpgradeCalls: UpgradeDeps = { ...upgradeCalls, uploadImage: importFirmwareImage };
