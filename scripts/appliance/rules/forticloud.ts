/**
 * FortiCloud: the unit's link to the provider's cloud, kept per world. The registration service answers tagged text
 * (specs/schemas/tagged-text.schema.json); a call with a named scenario is answered by the Prism mock instead.
 *
 *   loginFgtCloud     the unit is signed in to the cloud account under the organisation chosen from getOrgList
 *                     (getRemoteAccess <account> and <org>); a refused sign-in changes nothing
 *   setRemoteAccess   remote access from the cloud allowed or denied (getRemoteAccess <enable>); refused while the
 *                     unit is not registered ('The unit is not registered.') or not signed in to the cloud ('The unit
 *                     is not signed in to FortiCloud.')
 *
 * getOrgList stays the example's: the organisations belong to the account, not to this unit. Registering with a
 * contract code (registerExistingContract) is the startup group's (startup.ts).
 */
import type { Call, Reply, Rules } from '../call.ts';
import { constants } from '../../../generated/catalog/constants.ts';
import { startupStateOf } from './startup-documents.ts';

interface CloudLogin {
  account: string;
  /** the organisation's name, as getOrgList gives it; null when none was chosen */
  org: string | null;
}

const CLOUD_LOGIN = 'cloudLogin';
const REMOTE_ACCESS = 'remoteAccess';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (value: string) => value.replace(/[&<>"']/g, (c) => ENTITIES[c]);
const unescape = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|#39);/g, (whole) => Object.entries(ENTITIES).find(([, e]) => e === whole)?.[0] ?? whole);

/** The registration service's answer as tagged text. */
function tagged(text: string): Reply {
  return { status: 200, bytes: Buffer.from(text), headers: { 'content-type': 'text/plain' } };
}

const refused = (error: string) => tagged(`<status>error</status>\n<error>${escape(error)}</error>\n`);

/** A forwarded answer that said <status>ok</status>. */
const answeredOk = (reply: Reply) => reply.status === 200 && /<status>\s*ok\s*<\/status>/i.test(reply.bytes?.toString('utf8') ?? '');

/** Remote access as kept, seeded from the example's <enable>. */
async function remoteAccessOf(call: Call): Promise<0 | 1> {
  const kept = await call.doc<{ enable: 0 | 1 }>(REMOTE_ACCESS, async () => {
    const example = await call.exampleText({ op: 'getRemoteAccess' });
    return { enable: /<enable>\s*1\s*<\/enable>/.test(example) ? 1 : 0 };
  });
  return kept.enable;
}

/** The name of the organisation `id` among the account's (getOrgList's example), or null. */
async function organisationName(call: Call, id: string | undefined): Promise<string | null> {
  if (!id) return null;
  const list = await call.exampleText({ op: 'getOrgList' });
  for (const [, item] of list.matchAll(/<item>([\s\S]*?)<\/item>/g)) {
    const itemId = item.match(/<id>([\s\S]*?)<\/id>/)?.[1]?.trim();
    if (itemId !== undefined && unescape(itemId) === id) return unescape(item.match(/<text>([\s\S]*?)<\/text>/)?.[1]?.trim() ?? '') || null;
  }
  return null;
}

async function registered(call: Call): Promise<boolean> {
  return (await startupStateOf(call)).forticare_license.account_id !== constants.registration.unregisteredAccountId;
}

export const forticloudRules: Rules = {
  async getRemoteAccess(call) {
    const enable = await remoteAccessOf(call);
    const login = call.peek<CloudLogin>(CLOUD_LOGIN);
    let text = `<status>ok</status>\n<enable>${enable}</enable>\n`;
    if (login) text += `<account>${escape(login.account)}</account>\n${login.org ? `<org>${escape(login.org)}</org>\n` : ''}`;
    return tagged(text);
  },

  async loginFgtCloud(call) {
    const reply = await call.forward();
    if (answeredOk(reply)) {
      call.set(CLOUD_LOGIN, { account: call.body.account_id, org: await organisationName(call, call.body.org_id) } satisfies CloudLogin);
    }
    return reply;
  },

  async setRemoteAccess(call) {
    if (!(await registered(call))) return refused('The unit is not registered.');
    if (!call.peek<CloudLogin>(CLOUD_LOGIN)) return refused('The unit is not signed in to FortiCloud.');
    const { enable } = call.body;
    call.set(REMOTE_ACCESS, { enable });
    return tagged(`<status>ok</status>\n<enable>${enable}</enable>\n`);
  },
};
