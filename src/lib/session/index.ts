export { session, useSession, signIn, signOut, type SessionState } from './session-state.ts';
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
