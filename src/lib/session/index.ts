export { session, useSession, sessionEndReason, type SessionState, type SessionEndReason } from './session-state.ts';
export { signIn, signOut } from './sign-in.ts';
export {
  currentAdomKey,
  getSysConfigQuery,
  getCurrentAdomQuery,
  prefetchNotifications,
  prefetchSessionStart,
  useSystemConfig,
  useSysInfo,
  useCurrentAdom,
  useCapabilities,
  useCapabilitiesIn,
  NO_CAPABILITIES,
} from './queries.ts';
export type { Capabilities, PasswordChangeKind, AdomLockState } from '@/lib/permissions/capabilities.ts';
