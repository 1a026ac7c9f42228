import { AllAdoms } from '@/features/sys/all-adoms/index.ts';
import { AnalyzerFabricSettingsScreen } from '@/features/sys/analyzer-fabric-settings/index.ts';
import { Certificates } from '@/features/sys/certificates/index.ts';
import { ExtensionDashboard } from '@/features/sys/extensions/index.ts';
import { LogFetch } from '@/features/sys/log-fetch/index.ts';
import { useCapabilities } from '@/lib/session/index.ts';
import { ModuleScreen } from '../module-screen.tsx';

function LogFetchScreen() {
  return <LogFetch editable={useCapabilities().canEditSystemSettings} />;
}

function CertificatesScreen() {
  return <Certificates editable={useCapabilities().canEditSystemSettings} />;
}

function AllAdomsScreen() {
  return <AllAdoms canSwitch={useCapabilities().mayChangeAdom} />;
}

function FabricSettingsScreen() {
  return <AnalyzerFabricSettingsScreen editable={useCapabilities().canEditSystemSettings} />;
}

function ExtensionsScreen() {
  return <ExtensionDashboard editable={useCapabilities().canEditSystemSettings} />;
}

// the task monitor and High Availability are screens of the shell's own (app/router.tsx)
const SCREENS = {
  'sys.logfetch': LogFetchScreen,
  'sys.certificate': CertificatesScreen,
  'sys.alladoms': AllAdomsScreen,
  'sys.fazfabric.settings': FabricSettingsScreen,
  'extension.dashboard': ExtensionsScreen,
};

/** Screens of the sys route group, loaded when one of its routes is first opened. */
export default function SysModule() {
  return <ModuleScreen groupKey="sys" screens={SCREENS} />;
}
