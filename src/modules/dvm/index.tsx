import { Suspense, useState } from 'react';
import { DeviceList } from '@/features/dvm/managed-devices/index.ts';
import { FirmwareTemplates } from '@/features/dvm/firmware-templates/index.ts';
import { OutOfSyncDialog } from '@/features/dvm/out-of-sync/index.ts';
import { objectScreenComponents } from '@/features/objects/template-objects/index.ts';
import { useCapabilities } from '@/lib/session/index.ts';
import { ModuleScreen, type ScreenMap } from '../module-screen.tsx';

/** Managed Devices, with the out-of-sync review a device's status opens. */
function ManagedDevicesScreen() {
  const [reviewAdom, setReviewAdom] = useState<number | null>(null);
  return (
    <>
      <DeviceList onReviewOutOfSync={setReviewAdom} />
      {reviewAdom !== null && (
        <Suspense fallback={null}>
          <OutOfSyncDialog adomOid={reviewAdom} onClose={() => setReviewAdom(null)} />
        </Suspense>
      )}
    </>
  );
}

function FirmwareTemplatesScreen() {
  return <FirmwareTemplates editable={useCapabilities().canManageFirmwareTemplates} />;
}

const SCREENS: ScreenMap<'dvm'> = {
  'dvm.main': ManagedDevicesScreen,
  'dvm.firmwaretemplate': FirmwareTemplatesScreen,
  // chassis, provisioning templates and device monitors: object kinds of the catalogue
  ...objectScreenComponents('dvm.'),
};

/** Screens of the device manager route group, loaded when one of its routes is first opened. */
export default function DvmModule() {
  return <ModuleScreen groupKey="dvm" screens={SCREENS} />;
}
