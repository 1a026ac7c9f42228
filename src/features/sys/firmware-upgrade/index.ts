import { lazyDialog } from '@/lib/ui/lazy-dialog.tsx';
import type { FirmwareUpgradeDialogProps } from './firmware-upgrade-dialog.tsx';

export type FirmwareUpgradeProps = Pick<FirmwareUpgradeDialogProps, 'open' | 'onClose' | 'onAfterClose'>;

/** The Upgrade Firmware dialog; its code (and its form) loads the first time it opens. */
export const FirmwareUpgrade = lazyDialog<FirmwareUpgradeProps>(
  () => import('./firmware-upgrade-dialog.tsx').then((m) => m.FirmwareUpgradeDialog),
  (props) => props.open,
);

