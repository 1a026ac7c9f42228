/**
 * Log Fetch: a session moves through the states of the spec (LogFetchSession.state) and the sessions list
 * (listLogFetchSessions) shows where it is.
 *
 *   - requestLogFetch: a new outgoing session, waiting-approval, and the profile's Last Request is now; once the list
 *     has shown it waiting, the server has approved it and it runs;
 *   - approveLogFetchSession: an incoming request waiting for approval runs; denyLogFetchSession: it is denied;
 *   - cancelLogFetchSession: an outgoing session waiting, running or paused is cancelled;
 *   - a running session moves on with each reading of the list (a third of the transfer each time) until done.
 *
 * The examples' own sessions stay where they are (as the examples' own tasks do); the ones requested or approved
 * here move on. A session that is not there, or not in a state the action applies to, is refused.
 */
import { Refusal, type Answer, type Call, type Rules } from '../call.ts';

type Session = Answer<'listLogFetchSessions'>[number];
type Profile = Answer<'listLogFetchProfiles'>[number];
/** A session as kept: `readings` (of the list, since it last changed) for one that moves on as the list is read. */
type StoredSession = Session & { readings?: number };

const SESSIONS = 'logFetchSessions';
const PROFILES = 'logFetchProfiles';
/** Readings of the list a transfer takes from start to done. */
export const TRANSFER_STEPS = 3;
/** Logs a transfer moves per day of its time range. */
const LOGS_PER_DAY = 120_000;

const now = () => Math.floor(Date.now() / 1000);
const NOT_FOUND = { code: -3, message: 'Object does not exist.' };

const sessionsOf = (call: Call) => call.doc<StoredSession[]>(SESSIONS, () => call.example({ op: 'listLogFetchSessions' }));
const profilesOf = (call: Call) => call.doc<Profile[]>(PROFILES, () => call.example({ op: 'listLogFetchProfiles' }));

/**
 * One reading of the list: a request of this unit is shown waiting once, then the server has approved it; a transfer
 * moves a step on.
 */
function advance(session: StoredSession) {
  if (session.readings === undefined) return;
  const readings = session.readings++;
  if (session.state === 'waiting-approval' && session.direction === 'outgoing') {
    if (readings > 0) Object.assign(session, { state: 'running', readings: 0 });
    return;
  }
  if (session.state !== 'running') return;
  session.percent = Math.min(100, session.percent + Math.ceil(100 / TRANSFER_STEPS));
  session.logs = Math.round((((session.to - session.from) / 86400) * LOGS_PER_DAY * session.percent) / 100);
  if (session.percent === 100) {
    session.state = 'done';
    delete session.readings;
  }
}

const shown = ({ readings: _readings, ...session }: StoredSession): Session => session;

type SessionCall = Call<'approveLogFetchSession'> | Call<'denyLogFetchSession'> | Call<'cancelLogFetchSession'>;

/** The session of the call, when `applies` to it; otherwise the unit's refusal. */
async function sessionFor(call: SessionCall, applies: (s: Session) => boolean, refusal: string) {
  const sessions = await sessionsOf(call);
  const session = sessions.find((s) => s.id === Number(call.path.id));
  if (!session) throw new Refusal(500, NOT_FOUND);
  if (!applies(session)) throw new Refusal(500, { code: -2, message: refusal });
  return { sessions, session };
}

const awaitsApproval = (s: Session) => s.direction === 'incoming' && s.state === 'waiting-approval';

export const logFetchRules: Rules = {
  async listLogFetchProfiles(call) {
    return call.ok(await profilesOf(call));
  },
  async listLogFetchSessions(call) {
    const sessions = await sessionsOf(call);
    if (sessions.some((s) => s.readings !== undefined)) {
      sessions.forEach(advance);
      call.set(SESSIONS, sessions);
    }
    return call.ok(sessions.map(shown));
  },
  async requestLogFetch(call) {
    const profiles = await profilesOf(call);
    const profile = profiles.find((p) => p.name === call.path.name);
    if (!profile) throw new Refusal(500, NOT_FOUND);
    const sessions = await sessionsOf(call);
    const at = now();
    // the server's host name, as an earlier session with it shows it
    const peer = sessions.find((s) => s.peer_ip === profile.server_ip)?.peer ?? profile.server_ip;
    const session: StoredSession = {
      id: sessions.reduce((max, s) => Math.max(max, s.id), 0) + 1,
      direction: 'outgoing',
      peer,
      peer_ip: profile.server_ip,
      profile: profile.name,
      adom: profile.adom,
      state: 'waiting-approval',
      percent: 0,
      from: at - profile.period_days * 86400,
      to: at,
      requested: at,
      logs: 0,
      readings: 0,
    };
    profile.last_fetch = at;
    call.set(SESSIONS, [session, ...sessions]);
    call.set(PROFILES, profiles);
    return call.ok({ code: 0, message: `Request sent to ${profile.server_ip}.` });
  },
  async approveLogFetchSession(call) {
    const { sessions, session } = await sessionFor(call, awaitsApproval, 'The request is not waiting for approval.');
    Object.assign(session, { state: 'running', percent: 0, logs: 0, readings: 0 });
    call.set(SESSIONS, sessions);
    return call.ok({ code: 0 });
  },
  async denyLogFetchSession(call) {
    const { sessions, session } = await sessionFor(call, awaitsApproval, 'The request is not waiting for approval.');
    Object.assign(session, { state: 'denied', message: 'Denied by admin.' });
    call.set(SESSIONS, sessions);
    return call.ok({ code: 0 });
  },
  async cancelLogFetchSession(call) {
    const cancellable = (s: Session) => s.direction === 'outgoing' && ['waiting-approval', 'running', 'paused'].includes(s.state);
    const { sessions, session } = await sessionFor(call, cancellable, 'The session has ended.');
    session.state = 'cancelled';
    delete (session as StoredSession).readings;
    call.set(SESSIONS, sessions);
    return call.ok({ code: 0 });
  },
};
