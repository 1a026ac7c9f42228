import { upgradeCalls } from '@/lib/firmware/upgrade-calls.ts';
import type { UpgradeDeps } from '@/lib/firmware/upgrade-chain.ts';
import { importFirmwareImage } from '@/lib/api/package-upload.ts';

/** The real calls of the dialog's upgrade chain: the shared ones, plus the upload of a local file. */
export const firmwareUpgradeCalls: UpgradeDeps = { ...upgradeCalls, uploadImage: importFirmwareImage };
