import { useMemo } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { links } from '@generated/catalog/links.ts';
import { endpointKey, endpointQueryOptions } from '@/lib/api/endpoint.ts';
import { getCurrentAdom, useListAdoms } from '@/lib/api/endpoints/adom.gen.ts';
import { getSysConfig, getSysInfo, useGetSysInfo } from '@/lib/api/endpoints/session.gen.ts';
import { getProfile } from '@/lib/api/endpoints/profile.gen.ts';
import { listTasks } from '@/lib/api/endpoints/tasks.gen.ts';
import { listNotifications } from '@/lib/api/endpoints/notifications.gen.ts';
import {
  capabilities,
  type AdomLockState,
  type Capabilities,
  type SystemConfig,
} from '@/lib/permissions/capabilities.ts';
import { session, useSession } from './session-state.ts';

/** Cache key of the session's current ADOM, which an ADOM switch or lock writes into. */
export const currentAdomKey = endpointKey(getCurrentAdom);

/** The session's system configuration and current ADOM, for fetchQuery before the console is shown. */
export const getSysConfigQuery = endpointQueryOptions(getSysConfig, undefined, { parse: (config) => config as SystemConfig });
export const getCurrentAdomQuery = endpointQueryOptions(getCurrentAdom);

/**
 * Starts what every signed-in screen reads first, as soon as a route of the session is known, before the shell has
 * drawn: the configuration (which decides what the shell shows), the current ADOM, and what the top bar shows from
 * its first frame (the system's name, the profile's theme, the tasks, and the notifications for those the
 * configuration shows them). The shell's own queries then find their answers, or their calls under way. What is
 * already in the cache is not read again (the route's loader runs on every navigation; the shell's polls keep it
 * fresh).
 *
 * Settles when the reads the shell's first frame draws have answered or failed. The notifications, which start only
 * once the configuration has answered, are not waited for here: the bell draws without its count meanwhile (the home
 * page, whose Activity card counts them, waits for them: prefetchHome). Never rejects: a read that failed shows its
 * error where it is drawn.
 */
export function prefetchSessionStart(client: QueryClient): Promise<void> {
  if (!session.get().signedIn) return Promise.resolve();
  const quiet = () => undefined;
  void prefetchNotifications(client);
  return Promise.allSettled([
    client.ensureQueryData(getSysConfigQuery),
    client.ensureQueryData(getCurrentAdomQuery),
    client.ensureQueryData(endpointQueryOptions(getSysInfo)),
    client.ensureQueryData(endpointQueryOptions(getProfile)),
    client.ensureQueryData(endpointQueryOptions(listTasks)),
  ]).then(quiet);
}

/**
 * Reads the notifications once the configuration has answered, where it shows them (not to a restricted
 * administrator). Settles when they have answered or failed, or at once where they are not shown; never rejects.
 */
export function prefetchNotifications(client: QueryClient): Promise<void> {
  return client
    .ensureQueryData(getSysConfigQuery)
    .then((config) => (capabilities(config).showNotificationBell ? client.ensureQueryData(endpointQueryOptions(listNotifications)) : undefined))
    .then(
      () => undefined,
      () => undefined,
    );
}

// The three session-wide reads below are not generated hooks: every screen reads them, and they stay idle until
// the administrator is signed in.

/** System configuration of the signed-in session (roles, flags, ADOM defaults). */
export function useSystemConfig() {
  const { signedIn } = useSession();
  return useQuery({ ...getSysConfigQuery, enabled: signedIn });
}

/** Hostname, product name, build and serial of the appliance. */
export function useSysInfo() {
  const { signedIn } = useSession();
  return useGetSysInfo(undefined, { enabled: signedIn });
}

/** The ADOM this session works in (with its lock). */
export function useCurrentAdom() {
  const { signedIn } = useSession();
  return useQuery({ ...getCurrentAdomQuery, enabled: signedIn });
}

/** Capabilities of someone whose configuration has not loaded yet: nothing is allowed, nothing is shown. */
export const NO_CAPABILITIES: Capabilities = {
  isSuperAdmin: false,
  isRestricted: false,
  isReadWrite: false,
  isCloudUser: false,
  isLocalUser: false,
  isHaSecondary: false,
  ssoEnabled: false,
  signedInBySso: false,
  titleKind: 'hostname',
  canUpgradeFirmware: false,
  showChangePassword: false,
  canChangePassword: false,
  canChangeProfile: false,
  showProcessMonitor: false,
  showNotificationBell: false,
  showSystemInfo: false,
  cloudPortalMenu: false,
  returnToPortal: false,
  cliButton: false,
  debugReport: false,
  quickAccess: false,
  dataMasked: false,
  viewDetailsMenu: false,
  fabricRoleButton: false,
  fabricRole: null,
  haTag: null,
  offlineTag: false,
  collectorTag: false,
  extensionDebuggerUntil: null,
  adomEnabled: false,
  mayChangeAdom: false,
  defaultAdom: '',
  adomLockAvailable: false,
  canLockAdom: false,
  startupWizard: false,
  passwordChange: null,
  passwordChangeForced: false,
  managerFeature: false,
  analyzerFeature: false,
  navGroups: { dvm: false, pno: false, fabric: false, fext: false, vpn: false, fortiap: false, fortiguard: false, fortisoc: false, fortiswitch: false, logview: false, fortiview: false, sys: false },
  groupAccess: {
    dvm: 'profile',
    pno: 'profile',
    fabric: 'profile',
    fext: 'profile',
    vpn: 'profile',
    fortiap: 'profile',
    fortiguard: 'profile',
    fortisoc: 'profile',
    fortiswitch: 'profile',
    logview: 'profile',
    fortiview: 'profile',
    sys: 'profile',
  },
  showVulnerabilities: false,
  systemScreens: false,
  taskMonitorPath: links.routes.taskMonitor,
  canRetrieveConfig: false,
  canRevertConfig: false,
  canViewDiff: false,
  canModifyCustomViews: false,
  canCreatePolicyByHits: false,
  canManageFirmwareTemplates: false,
  canEditHaMembers: false,
  canManageUpdateServices: false,
  configObjects: 'view',
  canEditSystemSettings: false,
  firmwareBackupOption: false,
  startupBackupStep: 'skip',
  startupAutoBackupForm: false,
  startupPasswordStep: false,
};

const lockOf = (adom: unknown) => (adom as { lock?: { state?: AdomLockState } } | undefined)?.lock?.state;

function useCapabilitiesOf(config: SystemConfig | undefined, adomLock: AdomLockState | undefined): Capabilities {
  return useMemo(() => (config ? capabilities(config, { adomLock }) : NO_CAPABILITIES), [config, adomLock]);
}

/**
 * The role and permission flags of the signed-in administrator (see capabilities.ts). Until the system
 * configuration has loaded every flag is off, so a feature never flashes something it should not show. Flags that
 * depend on the ADOM lock are those of the current ADOM.
 */
export function useCapabilities(): Capabilities {
  const { data: config } = useSystemConfig();
  const { data: adom } = useCurrentAdom();
  return useCapabilitiesOf(config, lockOf(adom));
}

/**
 * The flags for a screen that acts on an ADOM that may not be the current one (the out-of-sync review of a
 * notification's ADOM): another ADOM's lock is read from the ADOM list. Only such a screen follows that list, so
 * neither its answer nor its start (the ADOM selector reads it as the console's first frame appears) draws the
 * other readers of the capabilities again.
 */
export function useCapabilitiesIn(adomOid: number | null | undefined): Capabilities {
  const { data: config } = useSystemConfig();
  const { data: adom } = useCurrentAdom();
  const other = adomOid != null && adom !== undefined && adom.oid !== adomOid;
  const { data: adoms } = useListAdoms(undefined, { enabled: other, notifyOnChangeProps: other ? undefined : [] });
  return useCapabilitiesOf(config, lockOf(other ? adoms?.find((a) => a.oid === adomOid) : adom));
}
