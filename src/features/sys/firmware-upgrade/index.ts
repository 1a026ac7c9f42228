import { createElement, lazy, Suspense, useState } from 'react';
import type { FirmwareUpgradeDialogProps } from './firmware-upgrade-dialog.tsx';

export type FirmwareUpgradeProps = Pick<FirmwareUpgradeDialogProps, 'open' | 'onClose' | 'onAfterClose'>;

const Dialog = lazy(() => import('./firmware-upgrade-dialog.tsx').then((m) => ({ default: m.FirmwareUpgradeDialog })));

/** The Upgrade Firmware dialog; its code (and its form) loads the first time it opens. */
export function FirmwareUpgrade({ open, onClose, onAfterClose }: FirmwareUpgradeProps) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return createElement(Suspense, { fallback: null }, createElement(Dialog, { open, onClose, onAfterClose }));
}

