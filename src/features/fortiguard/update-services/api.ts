// the feature's texts of the message catalogue, for whatever of it is used first
import './text.ts';
import { useQueryClient } from '@tanstack/react-query';
import type { UmDownloadPriority, UmQueryImport, UmResult } from '@generated/types/entities.ts';
import { fetchEndpoint, invalidateAfter, type OperationId } from '@/lib/api/endpoint.ts';
import { pushUmDevice, reloadUmDeviceList, umDownloadPriority, umExternalResource, umFirmwareImportImage, umPackageService, umPackageVersion, umQueryServer, updateUmLicenseFilter } from '@/lib/api/endpoints/um.gen.ts';
import { importFirmwareImage } from '@/lib/api/package-upload.ts';
import { failureText } from '@/lib/format/failure.ts';
import { msg, type MessageKey } from './text.ts';

/** An update-manager action the unit refused (status.code other than 0). */
class UmRefused extends Error {
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

/**
 * An update-manager action: a refused answer throws UmRefused, an accepted one has the answers named read again.
 * Not generated: the unit answers a refusal with success, and most of these operations both read (method get) and
 * change (another method), so the spec marks them as reads and cannot list what their changes make stale.
 */
function useUmAction<A extends unknown[]>(run: (...args: A) => Promise<unknown>, stale: readonly OperationId[] = []) {
  const qc = useQueryClient();
  return async (...args: A) => {
    const result = (await run(...args)) as UmResult;
    if (result.status.code !== 0) throw new UmRefused({ status: result.status });
    await invalidateAfter(qc, { invalidates: stale });
    return result;
  };
}

/** Serves another version of a package. */
export const useChangePackageVersion = () =>
  useUmAction((key: string, version: string) => fetchEndpoint(umPackageVersion, { body: { method: 'change', params: { key, version } } }), ['umPackageVersion', 'umPackageReceive']);

/** Pushes the pending updates to the chosen devices, or to all. */
export const usePushPending = () =>
  useUmAction(
    (keys: string[] | 'all') => fetchEndpoint(umPackageService, { body: keys === 'all' ? { method: 'pushAllPending' } : { method: 'pushPending', params: { keys } } }),
    ['umPackageService'],
  );

/** Saves what the unit downloads first. */
export const useSaveDownloadPriority = () =>
  useUmAction((params: UmDownloadPriority) => fetchEndpoint(umDownloadPriority, { body: { method: 'set', params } }), ['umDownloadPriority']);

/** Imports a query database file already on the unit. */
export const useImportQueryDatabase = () =>
  useUmAction((params: UmQueryImport) => fetchEndpoint(umQueryServer, { body: { method: 'import', params } }), ['umQueryServer']);

/** The lists an imported image is in: the imported images, its product's images and those on the unit. */
const IMAGE_LISTS: readonly OperationId[] = ['umFirmwareImportImage', 'listFirmwareImages', 'listUmImages'];

/** Deletes an imported image. */
export const useDeleteImportedImage = () => useUmAction((key: string) => fetchEndpoint(umFirmwareImportImage, { body: { method: 'del', params: { key } } }), IMAGE_LISTS);

/** Uploads an image file with its progress. */
export const useUploadImage = () => useUmAction((file: File, onPercent: (percent: number) => void) => importFirmwareImage(file, onPercent), IMAGE_LISTS);

/** Pushes one device's pending packages at once (forwarded /um/device/push). */
export const usePushDevice = () => useUmAction((serial: string) => fetchEndpoint(pushUmDevice, { body: { serial, command: 'push' } }), pushUmDevice.rule.invalidates);

/** Has the device manager read its device list again (forwarded dvm/cmd/reload/dev-list). */
export const useReloadDevices = () =>
  useUmAction((adom: string | undefined) => fetchEndpoint(reloadUmDeviceList, { body: adom ? { adom } : {} }), reloadUmDeviceList.rule.invalidates);

/** Reads one threat feed again. */
export const useRefreshExternalResource = () =>
  useUmAction((key: string) => fetchEndpoint(umExternalResource, { body: { method: 'refresh', params: { key } } }), ['umExternalResource']);

/** Keeps the licence types Licensing Status opens with (forwarded /um/update/license/filter). */
export const useKeepLicenceFilter = () =>
  useUmAction((types: string[]) => fetchEndpoint(updateUmLicenseFilter, { body: { license_filter: types as ['antivirus'] } }), updateUmLicenseFilter.rule.invalidates);
