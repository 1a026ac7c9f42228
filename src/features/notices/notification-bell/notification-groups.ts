import { severity } from '@generated/catalog/severity.ts';
import type { Notification } from '@generated/types/entities.ts';

type SeverityKey = Notification['severity'];
type GroupKey = Notification['group'];

export interface SeverityStyle {
  label: string;
  color: string;
  rank: number;
}

const SEVERITY = new Map<SeverityKey, SeverityStyle>(
  severity.notificationSeverities.map((s) => [s.key, { label: s.label, color: s.color, rank: s.rank }]),
);

export function severityStyle(key: SeverityKey): SeverityStyle {
  return SEVERITY.get(key) ?? { label: key, color: '', rank: 0 };
}

export interface NotificationGroup {
  key: GroupKey;
  label: string;
  items: Notification[];
}

/**
 * Notifications by group, in the catalogue's group order; inside a group the most severe first, then the newest.
 * Groups without notifications are left out.
 */
export function groupNotifications(list: readonly Notification[]): NotificationGroup[] {
  return severity.notificationGroups
    .map((g) => ({
      key: g.key,
      label: g.label,
      items: list
        .filter((n) => n.group === g.key)
        .sort((a, b) => severityStyle(b.severity).rank - severityStyle(a.severity).rank || b.time - a.time),
    }))
    .filter((g) => g.items.length > 0);
}

/** The notification's text: the server's message, else its type with the params. */
export function notificationText(n: Pick<Notification, 'message' | 'type' | 'params'>): string {
  if (n.message) return n.message;
  const type = n.type.replace(/_/g, ' ');
  return n.params.length ? `${type}: ${n.params.join(', ')}` : type;
}
