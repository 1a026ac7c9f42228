import { describe, expect, it } from 'vitest';
import type { OutbreakAlert } from '@generated/types/entities.ts';
import { filterAlerts, filterFromParams, filterToParams, NO_FILTER } from './alerts.ts';

const alert = (id: string, risk: number, status: OutbreakAlert['status'], devices: string[] = [], cve = ['CVE-2024-21762']): OutbreakAlert => ({
  id,
  name: `Alert ${id}`,
  risk,
  status,
  date: '2024-02-09T16:00:00Z',
  devices: devices.map((name, i) => ({ name, sn: `SN${i}`, oid: 200 + i })),
  advisory: { irNumber: 'FG-IR-24-015', cve, url: 'https://www.fortiguard.com/psirt/FG-IR-24-015' },
});

const alerts = [alert('a', 5, 'detected', ['BR-DET-001']), alert('b', 4, 'notDetected'), alert('c', 3, 'mitigated', ['DC1-ISFW-FW01'], ['CVE-2022-41328'])];
const ids = (list: OutbreakAlert[]) => list.map((a) => a.id);

describe('outbreak alert filter', () => {
  it.each([
    [NO_FILTER, ['a', 'b', 'c']],
    [{ ...NO_FILTER, risks: [5] }, ['a']],
    [{ ...NO_FILTER, risks: [4, 3] }, ['b', 'c']],
    [{ ...NO_FILTER, statuses: ['mitigated' as const] }, ['c']],
    [{ ...NO_FILTER, statuses: ['detected' as const], risks: [3] }, []],
    [{ ...NO_FILTER, search: 'br-det' }, ['a']],
    [{ ...NO_FILTER, search: 'cve-2022-41328' }, ['c']],
    [{ ...NO_FILTER, search: 'FG-IR-24-015 dc1-isfw' }, ['c']],
  ])('%j lets through %j', (filter, expected) => {
    expect(ids(filterAlerts(alerts, filter))).toEqual(expected);
  });
});

describe('outbreak alert filter in the URL', () => {
  it.each([
    ['', NO_FILTER],
    ['severity=5&status=mitigated&q=ssl', { risks: [5], statuses: ['mitigated'], search: 'ssl' }],
    ['severity=9&status=bogus', NO_FILTER],
    ['severity=x', NO_FILTER],
  ])('%j reads as %j and writes back', (query, filter) => {
    expect(filterFromParams(new URLSearchParams(query))).toEqual(filter);
    expect(new URLSearchParams(filterToParams(filter as typeof NO_FILTER)).toString()).toBe(query.startsWith('severity=9') || query === 'severity=x' ? '' : query);
  });
});
