import { describe, expect, it } from 'vitest';
import { hitsFilter, listOf, NAME_MAX, policyIdsOf, proposedName, proposePolicy, toRequest } from './policy-proposal.ts';

describe('policyIdsOf', () => {
  it.each([
    [[{ key: '3' }, { key: '7' }], [3, 7]],
    [[{ key: '7' }, { key: '7' }, { key: 3 }], [7, 3]],
    [[{ key: '' }, { key: 'x' }, { key: '-1' }, { key: '2.5' }, { key: '0' }], [0]],
  ])('%j → %j', (rows, ids) => {
    expect(policyIdsOf(rows)).toEqual(ids);
  });
});

describe('hitsFilter', () => {
  it('narrows the analyzer’s views to the chosen policies', () => {
    expect(hitsFilter([3])).toBe('policyid=3');
    expect(hitsFilter([3, 7, 12])).toBe('policyid=3,7,12');
  });
});

describe('proposedName', () => {
  it('names the policies it comes from, within the name’s 35 characters', () => {
    expect(proposedName([3, 7])).toBe('From-Hits-3-7');
    const long = proposedName([1001, 1002, 1003, 1004, 1005, 1006, 1007]);
    expect(long.length).toBeLessThanOrEqual(NAME_MAX);
    expect(long).toBe('From-Hits-1001-1002-1003-1004-1005');
  });
});

describe('proposePolicy', () => {
  const sources = [{ key: '10.1.2.20' }, { key: '10.2.31.14' }, { key: '10.1.2.20' }, { key: '' }];
  const destinations = [
    { key: '142.250.12.8', detail: 'HTTPS' },
    { key: '13.107.4.50', detail: 'HTTPS' },
    { key: '52.1.1.1', detail: 'DNS' },
    { key: '52.1.1.2' },
  ];

  it('proposes the sources and destinations seen most, the destinations’ services, accepted', () => {
    expect(proposePolicy([3, 7], sources, destinations, 'Proposed from the hits of policies 3, 7.')).toEqual({
      name: 'From-Hits-3-7',
      srcaddr: '10.1.2.20, 10.2.31.14',
      dstaddr: '142.250.12.8, 13.107.4.50, 52.1.1.1, 52.1.1.2',
      service: 'HTTPS, DNS',
      action: 'accept',
      comments: 'Proposed from the hits of policies 3, 7.',
    });
  });

  it('keeps to ten of each', () => {
    const many = Array.from({ length: 15 }, (_, i) => ({ key: `10.0.0.${i + 1}`, detail: `SVC${i}` }));
    const p = proposePolicy([1], many, many, '');
    expect(listOf(p.srcaddr)).toHaveLength(10);
    expect(listOf(p.service)).toHaveLength(10);
  });

  it('leaves a field empty when no traffic was seen (the form then asks for it)', () => {
    expect(proposePolicy([9], [], [], '')).toMatchObject({ srcaddr: '', dstaddr: '', service: '' });
  });
});

describe('toRequest', () => {
  it('reads the lists (commas or new lines, trimmed, once each) and names the policies it comes from', () => {
    expect(
      toRequest({ name: ' Allow-Web ', srcaddr: '10.1.2.20,\n 10.2.0.0/16, 10.1.2.20', dstaddr: 'all', service: 'HTTPS\nDNS', action: 'deny', comments: '  ' }, [3, 7]),
    ).toEqual({ name: 'Allow-Web', srcaddr: ['10.1.2.20', '10.2.0.0/16'], dstaddr: ['all'], service: ['HTTPS', 'DNS'], action: 'deny', fromPolicies: [3, 7] });
  });

  it('keeps the comments when there are some', () => {
    expect(toRequest({ name: 'a', srcaddr: 'all', dstaddr: 'all', service: 'ALL', action: 'accept', comments: 'Why' }, [1]).comments).toBe('Why');
  });
});
