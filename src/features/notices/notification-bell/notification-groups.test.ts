import { describe, expect, it } from 'vitest';
import type { Notification } from '@generated/types/entities.ts';
import { groupNotifications, notificationText, severityStyle } from './notification-groups.ts';

const n = (id: string, group: Notification['group'], sev: Notification['severity'], time = 0): Notification => ({
  id,
  type: 'x',
  severity: sev,
  params: [],
  adomOid: null,
  group,
  time,
});

describe('groupNotifications', () => {
  it('orders groups as the catalogue does and drops empty ones', () => {
    const groups = groupNotifications([n('a', 'log', 'warning'), n('b', 'license', 'error'), n('c', 'socfabric', 'critical')]);
    expect(groups.map((g) => [g.key, g.label])).toEqual([
      ['license', 'Licence'],
      ['log', 'Log'],
      ['socfabric', 'SOC Fabric'],
    ]);
  });

  it('puts the most severe first, then the newest', () => {
    const [sys] = groupNotifications([
      n('info', 'sys', 'information', 9),
      n('warn-old', 'sys', 'warning', 1),
      n('crit', 'sys', 'critical', 2),
      n('warn-new', 'sys', 'warning', 5),
      n('err', 'sys', 'error', 3),
      n('note', 'sys', 'notification', 4),
    ]);
    expect(sys.items.map((i) => i.id)).toEqual(['crit', 'err', 'warn-new', 'warn-old', 'note', 'info']);
  });
});

describe('severityStyle', () => {
  it('takes label and colour from the catalogue', () => {
    expect(severityStyle('critical')).toMatchObject({ label: 'Critical', color: '#d9363e' });
    expect(severityStyle('information')).toMatchObject({ label: 'Information' });
  });
});

describe('notificationText', () => {
  it('prefers the server message and falls back to type and params', () => {
    expect(notificationText({ message: 'Disk usage reached 92 percent.', type: 'disk_usage_high', params: [92] })).toBe(
      'Disk usage reached 92 percent.',
    );
    expect(notificationText({ type: 'disk_usage_high', params: [92] })).toBe('disk usage high: 92');
  });
});
