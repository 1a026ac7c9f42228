import { constants } from '@generated/catalog/constants.ts';
import { createContext, useContext } from 'react';
import type { PackageUploadResult, LicenseSelf } from '@generated/types/entities.ts';
import { fetchEndpoint } from '@/lib/api/endpoint.ts';
import { getLicenseSelf } from '@/lib/api/endpoints/registration.gen.ts';
import { upgradeCalls } from '@/lib/firmware/upgrade-calls.ts';
import { uploadEntitlementFile } from './api.ts';
import { sleep } from '@/lib/time/sleep.ts';
import type { UpgradeDeps } from '@/lib/firmware/upgrade-chain.ts';

/**
 * The wizard's long-running work (uploads, waits, the upgrade chain) behind one seam, so a test can run it without
 * real time passing or a real websocket.
 */
export interface WizardEnv {
  sleep: (ms: number) => Promise<void>;
  uploadEntitlement: (file: File, onProgress: (percent: number) => void) => Promise<PackageUploadResult>;
  getLicence: () => Promise<LicenseSelf>;
  upgrade: UpgradeDeps;
  /** how often the image download task is asked for its progress */
  taskPollMs: number;
}

export const defaultWizardEnv: WizardEnv = {
  sleep,
  uploadEntitlement: uploadEntitlementFile,
  getLicence: () => fetchEndpoint(getLicenseSelf),
  upgrade: upgradeCalls,
  taskPollMs: constants.firmwareUpgrade.taskPollMs,
};

export const WizardEnvContext = createContext<WizardEnv>(defaultWizardEnv);

export function useWizardEnv(): WizardEnv {
  return useContext(WizardEnvContext);
}
