import { AllAdoms } from '@/features/sys/all-adoms/index.ts';
import { AnalyzerFabricSettingsScreen } from '@/features/sys/analyzer-fabric-settings/index.ts';
import { Certificates } from '@/features/sys/certificates/index.ts';
import { ExtensionDashboard } from '@/features/sys/extensions/index.ts';
import { ForticareScreen } from '@/features/sys/forticare/index.ts';
import { LogFetch } from '@/features/sys/log-fetch/index.ts';
import { useCapabilities } from '@/lib/session/index.ts';
import { preloadable } from '@/lib/ui/preloadable.tsx';
import { ModuleScreen, type ScreenMap } from '../module-screen.tsx';

// pages with a frame of their own; the task monitor also serves Restricted Admin Mode (app/router.tsx)
const TaskMonitorPage = preloadable(() => import('./task-monitor-page.tsx').then((m) => m.default));
const HaPage = preloadable(() => import('./ha-page.tsx').then((m) => m.default));

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

function RegistrationScreen() {
  return <ForticareScreen editable={useCapabilities().canEditSystemSettings} />;
}

function ExtensionsScreen() {
  return <ExtensionDashboard editable={useCapabilities().canEditSystemSettings} />;
}

/** The group's screens; the router fetches a page's own code with the group's (see app/router.tsx). */
export const screens: ScreenMap<'sys'> = {
  'sys.taskmonitor': { page: TaskMonitorPage },
  'sys.ha': { page: HaPage },
  'sys.logfetch': LogFetchScreen,
  'sys.certificate': CertificatesScreen,
  'sys.alladoms': AllAdomsScreen,
  'sys.fazfabric.settings': FabricSettingsScreen,
  'sys.forticare': RegistrationScreen,
  'extension.dashboard': ExtensionsScreen,
};

/** Screens of the sys route group, loaded when one of its routes is first opened. */
export default function SysModule() {
  return <ModuleScreen groupKey="sys" screens={screens} />;
}
