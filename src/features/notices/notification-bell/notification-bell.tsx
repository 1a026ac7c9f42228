import { useState } from 'react';
import { Alert, Badge, Button, Empty, Popover, Spin, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { errorMessage } from '@/lib/api/errors.ts';
import { msg } from './text.ts';
import type { Notification } from '@generated/types/entities.ts';
import { useListNotifications } from '@/lib/api/endpoints/notifications.gen.ts';
import { useCapabilities, useSession } from '@/lib/session/index.ts';
import { groupNotifications, notificationText, severityStyle } from './notification-groups.ts';
import { formatDateTime } from '@/lib/format/date.ts';

/** What a notification of a type offers: a button that opens where it is dealt with. */
export interface NotificationAction {
  label: string;
  /** the button's accessible name (the label says what, this says of which notification) */
  ariaLabel: string;
  /** the notification chosen (its params and ADOM say what to open) */
  onSelect: (notification: Notification) => void;
}

export interface NotificationBellProps {
  /** by notification type */
  actions?: Partial<Record<string, NotificationAction>>;
}

const LIST: React.CSSProperties = { listStyle: 'none', margin: 0, padding: 0 };

/** Notification bell with a count; notifications grouped by area, most severe first. Not for restricted admins. */
export function NotificationBell({ actions = {} }: NotificationBellProps) {
  const caps = useCapabilities();
  if (!caps.showNotificationBell) return null;
  return <Bell actions={actions} />;
}

function Bell({ actions }: { actions: Partial<Record<string, NotificationAction>> }) {
  const [open, setOpen] = useState(false);
  // polling stops the moment the session ends
  const { signedIn } = useSession();
  const notifications = useListNotifications(undefined, { enabled: signedIn });
  const list = notifications.data ?? [];
  const groups = groupNotifications(list);

  let content: React.ReactNode;
  if (notifications.isLoading) content = <Spin size="small" />;
  else if (notifications.isError)
    content = <Alert type="error" showIcon title={errorMessage(notifications.error, 'notifications.loadFailed')} />;
  else if (!list.length) content = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={msg('notifications.none')} />;
  else
    content = groups.map((g) => (
      <section key={g.key} aria-label={g.label} style={{ marginBottom: 8 }}>
        <Typography.Title level={5} style={{ margin: '4px 0' }}>
          {g.label}
        </Typography.Title>
        <ul style={LIST}>
          {g.items.map((item) => {
            const sev = severityStyle(item.severity);
            const action = actions[item.type];
            return (
              <li key={item.id} style={{ padding: '4px 0' }}>
                {/* the label carries the severity; the colour only repeats it */}
                <Badge color={sev.color} text={sev.label} style={{ marginInlineEnd: 8 }} />
                <Typography.Text>{notificationText(item)}</Typography.Text>
                <div>
                  <Typography.Text type="secondary">{formatDateTime(item.time * 1000)}</Typography.Text>
                  {action && (
                    <Button
                      type="link"
                      size="small"
                      aria-label={action.ariaLabel}
                      onClick={() => {
                        setOpen(false);
                        action.onSelect(item);
                      }}
                    >
                      {action.label}
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </section>
    ));

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      title={msg('notifications.title')}
      content={
        // scrollable, so reachable by keyboard too
        <div tabIndex={0} role="group" aria-label={msg('notifications.title')} style={{ width: 360, maxHeight: 420, overflowY: 'auto' }}>
          {content}
        </div>
      }
    >
      <Button type="text" aria-label={msg('notifications.count', list.length)}>
        {/* moved right so that a two-digit count does not hide the bell */}
        <Badge count={list.length} size="small" overflowCount={99} offset={[6, -2]}>
          <BellOutlined />
        </Badge>
      </Button>
    </Popover>
  );
}
