import { ExternalResources, FirmwareImages, LicensingStatus, PackageReceive, PackageService, QueryReceive, QueryServerStatus } from '@/features/fortiguard/update-services/index.ts';
import { useCapabilities } from '@/lib/session/index.ts';
import { ModuleScreen, type ScreenMap } from '../module-screen.tsx';
import { AdvancedSettings } from './advanced-settings.tsx';

function PackageReceiveScreen() {
  return <PackageReceive editable={useCapabilities().canManageUpdateServices} />;
}

function PackageServiceScreen() {
  return <PackageService editable={useCapabilities().canManageUpdateServices} />;
}

function QueryReceiveScreen() {
  return <QueryReceive editable={useCapabilities().canManageUpdateServices} />;
}

function FirmwareImagesScreen() {
  return <FirmwareImages editable={useCapabilities().canManageUpdateServices} />;
}

function LicensingStatusScreen() {
  return <LicensingStatus editable={useCapabilities().canManageUpdateServices} />;
}

function ExternalResourcesScreen() {
  return <ExternalResources editable={useCapabilities().canManageUpdateServices} />;
}

const SCREENS: ScreenMap<'fortiguard'> = {
  'fortiguard.license': LicensingStatusScreen,
  'fortiguard.querystatus': QueryServerStatus,
  'fortiguard.externalresource': ExternalResourcesScreen,
  'fortiguard.pkgreceive': PackageReceiveScreen,
  'fortiguard.pkgservice': PackageServiceScreen,
  'fortiguard.queryreceive': QueryReceiveScreen,
  'fortiguard.firmwares': FirmwareImagesScreen,
  'fortiguard.advanced': AdvancedSettings,
};

/** Screens of the fortiguard route group, loaded when one of its routes is first opened. */
export default function FortiguardModule() {
  return <ModuleScreen groupKey="fortiguard" screens={SCREENS} />;
}
