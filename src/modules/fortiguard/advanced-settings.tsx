import { DownloadPriority } from '@/features/fortiguard/update-services/index.ts';
import { PackageTransfer } from '@/features/fortiguard/package-transfer/index.ts';
import { useCapabilities } from '@/lib/session/index.ts';

/** Advanced Settings of the update services: the download priority and the package transfer. */
export function AdvancedSettings() {
  const caps = useCapabilities();
  return (
    <>
      <DownloadPriority editable={caps.canManageUpdateServices} />
      <PackageTransfer editable={caps.canManageUpdateServices} />
    </>
  );
}
