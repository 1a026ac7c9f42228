import { FirmwareUpgrade } from '@/features/sys/firmware-upgrade/index.ts';

export interface FirmwareUpgradeDialogProps {
  open: boolean;
  onClose(): void;
}

/**
 * The header's firmware upgrade. It opens from the account menu, whose item is gone by the time the dialog closes,
 * so the focus goes back to the account menu button unless something else took it.
 */
export function FirmwareUpgradeDialog({ open, onClose }: FirmwareUpgradeDialogProps) {
  return <FirmwareUpgrade open={open} onClose={onClose} onAfterClose={returnFocusToAccountMenu} />;
}

function returnFocusToAccountMenu() {
  const active = document.activeElement;
  if (active && active !== document.body && active.isConnected && (active as HTMLElement).offsetParent !== null) return;
  document.querySelector<HTMLElement>('.user-menu-button')?.focus();
}
