import '@/lib/firmware/text.ts';
import { constants } from '@generated/catalog/constants.ts';
import { msg } from '../text.ts';
import type { PackageUploadResult, LicenseSelf } from '@generated/types/entities.ts';
import { sleep as realSleep } from '@/lib/time/sleep.ts';

export interface EntitlementDeps {
  /** uploadEntitlementFile */
  upload: (file: File) => Promise<PackageUploadResult>;
  /** getLicenseSelf */
  getLicence: () => Promise<LicenseSelf>;
  sleep?: (ms: number) => Promise<void>;
}

export type EntitlementOutcome =
  | { ok: true; licence: LicenseSelf; message: string }
  | { ok: false; stage: 'file' | 'upload' | 'poll'; message: string };

export interface PollOptions {
  initialWaitMs?: number;
  intervalMs?: number;
  maxTries?: number;
  sleep?: (ms: number) => Promise<void>;
  /** called before each try (1-based), for a progress hint */
  onTry?: (attempt: number) => void;
}

/**
 * After an upload the licence takes a moment to show the account: wait, then ask up to `maxTries` times. A failed
 * call counts as a try without an account. Resolves with the licence that has an account, or null.
 */
export async function pollEntitlementLicence(
  getLicence: () => Promise<LicenseSelf>,
  {
    initialWaitMs = constants.entitlementPoll.initialWaitMs,
    intervalMs = constants.entitlementPoll.intervalMs,
    maxTries = constants.entitlementPoll.maxTries,
    sleep = realSleep,
    onTry,
  }: PollOptions = {},
): Promise<LicenseSelf | null> {
  await sleep(initialWaitMs);
  for (let attempt = 1; attempt <= maxTries; attempt++) {
    onTry?.(attempt);
    const licence = await getLicence().catch(() => null);
    if (licence?.account) return licence;
    if (attempt < maxTries) await sleep(intervalMs);
  }
  return null;
}

/**
 * Import the Entitlement File: upload, then poll the licence until an account appears. Messages: no file 'Please
 * choose a valid file.', refused upload 'Failed to upload file or invalid image.', no account after the last try
 * 'Registration Failed. Please check your entitlement file and try again.', success 'Registration completed.'
 */
export async function importEntitlement(
  file: File | null | undefined,
  deps: EntitlementDeps,
  options: Omit<PollOptions, 'sleep'> = {},
): Promise<EntitlementOutcome> {
  if (!file) return { ok: false, stage: 'file', message: msg('startup.chooseValidFile') };
  const uploaded = await deps.upload(file).catch(() => null);
  if (!uploaded || uploaded.status.code !== 0) {
    return { ok: false, stage: 'upload', message: msg('firmware.uploadFailed') };
  }
  const licence = await pollEntitlementLicence(deps.getLicence, { ...options, sleep: deps.sleep });
  if (!licence) return { ok: false, stage: 'poll', message: msg('registration.entitlementFailed') };
  return { ok: true, licence, message: msg('registration.completed') };
}
