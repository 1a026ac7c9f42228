import '@/lib/firmware/text.ts';
import type { FirmwareImageOption } from '@generated/types/entities.ts';
import { allowedByLicence } from '@/lib/firmware/licence.ts';
import type { UpgradeImage, UpgradeOutcome } from '@/lib/firmware/upgrade-chain.ts';
import { isDowngrade, majorMinor } from '@/lib/firmware/versions.ts';
import type { MessageKey } from '@/lib/i18n/messages.ts';

/** Where the image comes from: the update service's list, or a file on the administrator's computer. */
export type ImageSource = 'image' | 'file';

export interface UpgradeChoice {
  source: ImageSource;
  /** objid of the chosen listed image */
  objid: string | null;
  /** the chosen local image file */
  file: File | null;
}

export const NO_CHOICE: UpgradeChoice = { source: 'image', objid: null, file: null };

/** A listed image as step 0 offers it. */
export interface ImageEntry {
  image: FirmwareImageOption;
  /** false: above the running major.minor without the firmware licence */
  choosable: boolean;
  /** older than the running version */
  downgrade: boolean;
}

/** The listed images with what the firmware licence and the running version make of them, in the list's order. */
export function imageEntries(
  images: readonly FirmwareImageOption[],
  currentVersion: string | undefined,
  licensed: boolean,
): ImageEntry[] {
  return images.map((image) => ({
    image,
    choosable: allowedByLicence(image.version, currentVersion, licensed),
    downgrade: isDowngrade(image.version, currentVersion),
  }));
}

/** The major.minor the choice is held to when the firmware licence is missing and some image lies above it. */
export function licenceLimitLine(entries: readonly ImageEntry[], currentVersion: string | undefined): string | null {
  return entries.some((e) => !e.choosable) ? majorMinor(currentVersion) : null;
}

/** The same file chosen again: browsers give a new File object each time, so compare what identifies it on disk. */
export function sameFile(a: File | null, b: File | null): boolean {
  if (!a || !b) return false;
  return a === b || (a.name === b.name && a.size === b.size && a.lastModified === b.lastModified);
}

/**
 * What keeps the choice from being installed, as a message key, or null when it may go ahead: a choosable listed
 * image or a non-empty file is needed ('Please choose a valid file.'), and a file that was already uploaded by a
 * failed attempt must be replaced ('The file was just uploaded. Please choose another one.').
 */
export function choiceProblem(
  choice: UpgradeChoice,
  entries: readonly ImageEntry[],
  lastUploaded: File | null,
): Extract<MessageKey, 'firmware.chooseValidFile' | 'firmware.justUploaded'> | null {
  if (choice.source === 'file') {
    if (!choice.file || choice.file.size === 0) return 'firmware.chooseValidFile';
    if (sameFile(choice.file, lastUploaded)) return 'firmware.justUploaded';
    return null;
  }
  const entry = entries.find((e) => e.image.objid === choice.objid);
  return entry?.choosable ? null : 'firmware.chooseValidFile';
}

/**
 * The question asked before the upgrade starts: a listed image without an upgrade path from the running version
 * needs its own confirmation ('Cannot find upgrade path file...'); anything else the general one.
 */
export function confirmationFor(
  choice: UpgradeChoice,
  entries: readonly ImageEntry[],
): Extract<MessageKey, 'firmware.noUpgradePath' | 'firmware.upgradeConfirm'> {
  if (choice.source === 'image') {
    const entry = entries.find((e) => e.image.objid === choice.objid);
    if (entry && !entry.image.recommended) return 'firmware.noUpgradePath';
  }
  return 'firmware.upgradeConfirm';
}

/** The download request's view of a listed image. */
export function upgradeImageOf(image: FirmwareImageOption): UpgradeImage {
  return { objid: image.objid, platform: image.platform, version: image.version, build: image.buildnumber };
}

/** After a failed run: the file now on the appliance (it got past the upload), which may not be sent again. */
export function fileLeftUploaded(choice: UpgradeChoice, outcome: UpgradeOutcome): File | null {
  if (outcome.ok || choice.source !== 'file' || !choice.file) return null;
  return outcome.phase === 'uploading' ? null : choice.file;
}
