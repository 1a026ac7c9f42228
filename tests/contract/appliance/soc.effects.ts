import { expect } from 'vitest';
import type { Effect } from '../support/effects.ts';

interface Policy {
  policyid: number;
  name: string;
  srcaddr: string[];
  dstaddr: string[];
  service: string[];
  action: string;
  fromPolicies: number[];
}

const proposed = {
  name: 'From-Hits-3-7',
  srcaddr: ['10.1.2.20', '10.2.31.0/24'],
  dstaddr: ['142.250.12.8'],
  service: ['HTTPS', 'DNS'],
  action: 'accept',
  comments: 'Proposed from the hits of policies 3, 7.',
  fromPolicies: [3, 7],
};

export const effects: Effect[] = [
  {
    name: 'a policy saved by Create Policy by Hits is listed first among the ADOM’s policies created by hits',
    write: { op: 'createSocPolicy', path: { adom: 'root' }, body: proposed },
    read: { op: 'listSocPolicies', path: { adom: 'root' } },
    expect: (after, before) => {
      const list = after as Policy[];
      expect(list).toHaveLength((before as Policy[]).length + 1);
      expect(list[0]).toMatchObject({ ...proposed, policyid: expect.any(Number) });
      // the id is the ADOM's next
      expect(list[0].policyid).toBeGreaterThan(Math.max(0, ...(before as Policy[]).map((p) => p.policyid)));
    },
  },
  {
    name: 'a second policy of a name the ADOM has (any case) is refused on the Name field, and not listed',
    before: [{ op: 'createSocPolicy', path: { adom: 'Finance' }, body: { ...proposed, name: 'Deny-Branch-RDP', action: 'deny' } }],
    write: { op: 'createSocPolicy', path: { adom: 'Finance' }, body: { ...proposed, name: 'deny-branch-rdp' } },
    status: 400,
    read: { op: 'listSocPolicies', path: { adom: 'Finance' } },
    expect: (after, _before, written) => {
      expect(written.body).toMatchObject({ fields: { name: 'A policy named "deny-branch-rdp" already exists.' } });
      expect((after as Policy[]).map((p) => p.name)).toEqual(['Deny-Branch-RDP']);
    },
  },
];
