export { LicensingStatus } from './licensing-status.tsx';
export { PackageReceive, type PackageReceiveProps } from './package-receive.tsx';
export { PackageService, type PackageServiceProps } from './package-service.tsx';
export { DownloadPriority, type DownloadPriorityProps } from './download-priority.tsx';
export { QueryReceive, type QueryReceiveProps } from './query-receive.tsx';
export { FirmwareImages, type FirmwareImagesProps } from './firmware-images.tsx';
export { QueryServerStatus } from './query-status.tsx';
export { ExternalResources, type ExternalResourcesProps } from './external-resources.tsx';
