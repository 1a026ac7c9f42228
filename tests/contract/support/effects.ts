import type { Answer, Caller, Request } from './appliance.ts';

/**
 * One rule of the mock appliance as a backend team reads it: a change (an operation and its request), the read
 * that must show it, and what that read shows afterwards.
 */
export interface Effect {
  /** what the administrator does, in words */
  name: string;
  /** calls made first (lock the ADOM, create what is then changed) */
  before?: Request[] | ((caller: Caller) => Promise<void>);
  /** the change; its answer must be a success unless `status` says otherwise */
  write: Request;
  /** the status the change answers (default: any 2xx) */
  status?: number;
  /** the read that must show it */
  read: Request;
  /** what the read shows afterwards; `before` is what it showed before the change */
  expect(after: unknown, before: unknown, written: Answer): void;
  /**
   * After the appliance restarts the read is checked again with `expect`; a change a restart undoes as the unit's
   * would (a lock held by a session) gives what the read shows then instead.
   */
  afterRestart?: (after: unknown, before: unknown, written: Answer) => void;
  /** the persona that makes the change (default superAdmin) */
  persona?: string;
}
