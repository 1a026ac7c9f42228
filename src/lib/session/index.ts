export { session, useSession, signIn, signOut, sessionEndReason, type SessionState, type SessionEndReason } from './session-state.ts';
export {
  sessionKeys,
  getSysConfigQuery,
  getSysInfoQuery,
  getCurrentAdomQuery,
  useSystemConfig,
  useSysInfo,
  useCurrentAdom,
  useCapabilities,
  NO_CAPABILITIES,
} from './queries.ts';
export type { Capabilities, PasswordChangeKind, AdomLockState } from '@/lib/permissions/capabilities.ts';
