/**
 * SOC views: the policies made with Create Policy by Hits (createSocPolicy) are kept per ADOM and listed by
 * listSocPolicies, newest first. A fresh world has the policies of the spec's list example for the ADOM (root has one
 * made earlier; any other ADOM none). A policy's id is the next after the highest the ADOM has (from 1001).
 *
 * Refusals in the spec's words: a name the ADOM already has (any case), on the Name field.
 */
import { Refusal, type Answer, type Call, type Rules } from '../call.ts';

type SocPolicy = Answer<'listSocPolicies'>[number];

/** the first id the appliance gives a policy made by hits */
const FIRST_ID = 1001;

const keyOf = (adom: string) => `socPolicies:${adom}`;

function policiesOf(call: Call, adom: string): Promise<SocPolicy[]> {
  return call.doc<SocPolicy[]>(keyOf(adom), () => call.example({ op: 'listSocPolicies', path: { adom } }));
}

const newestFirst = (list: readonly SocPolicy[]) => [...list].sort((a, b) => b.created.localeCompare(a.created) || b.policyid - a.policyid);

export const socRules: Rules = {
  async listSocPolicies(call) {
    return call.ok(newestFirst(await policiesOf(call, call.path.adom)));
  },
  async createSocPolicy(call) {
    const { adom } = call.path;
    const policies = await policiesOf(call, adom);
    const body = call.body;
    const name = body.name.trim();
    if (policies.some((p) => p.name.toLowerCase() === name.toLowerCase())) {
      const text = `A policy named "${name}" already exists.`;
      throw new Refusal(400, { code: -6, message: text, fields: { name: text } });
    }
    const policy: SocPolicy = {
      policyid: Math.max(FIRST_ID - 1, ...policies.map((p) => p.policyid)) + 1,
      name,
      srcaddr: body.srcaddr,
      dstaddr: body.dstaddr,
      service: body.service,
      action: body.action,
      ...(body.comments ? { comments: body.comments } : {}),
      fromPolicies: body.fromPolicies,
      created: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
    };
    call.set(keyOf(adom), [...policies, policy]);
    return call.ok(policy);
  },
};
