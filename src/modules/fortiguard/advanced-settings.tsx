import { PackageTransfer } from '@/features/package-transfer/index.ts';
import { useCapabilities } from '@/lib/session/index.ts';

/** Advanced Settings of the update services: the package transfer (export and import of FortiGuard packages). */
export function AdvancedSettings() {
  const caps = useCapabilities();
  return <PackageTransfer editable={caps.canManageUpdateServices} />;
}
