/**
 * Profile: the theme and avatar an administrator saves are kept (getProfile answers them; the profile menu button
 * shows the avatar).
 */
import type { Answer, Rules } from '../call.ts';

type Profile = Answer<'getProfile'>;

const KEY = 'profile';

export const profileRules: Rules = {
  async getProfile(call) {
    return call.ok(await call.doc<Profile>(KEY, () => call.example({ op: 'getProfile' })));
  },
  async saveProfile(call) {
    const saved = { ...(await call.doc<Profile>(KEY, () => call.example({ op: 'getProfile' }))), ...call.body };
    call.set(KEY, saved);
    return call.ok(saved);
  },
};
