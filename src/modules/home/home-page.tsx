import type { ReactNode } from 'react';
import { Alert, Badge, Card, Col, Descriptions, Row, Skeleton, Statistic, Tag, Typography } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '@/lib/api/errors.ts';
import { msg, type MessageKey } from '@/lib/i18n/messages.ts';
import { useCapabilities, useCurrentAdom, useSession, useSysInfo, useSystemConfig } from '@/lib/session/index.ts';
import { formatUptime } from '@/lib/format/duration.ts';
import { PageFrame } from '@/shell/page-frame.tsx';
import { useListNotifications } from '@/lib/api/endpoints/notifications.gen.ts';
import { unlessReadForThisPage } from '@/lib/api/endpoint.ts';
import { useGetSysLicense } from '@/lib/api/endpoints/sys.gen.ts';
import { useListTasks } from '@/lib/api/endpoints/tasks.gen.ts';
import { LoadFailed } from '@/lib/ui/load-failed.tsx';
import { constants } from '@generated/catalog/constants.ts';


interface PanelProps<T> {
  title: string;
  query: UseQueryResult<T>;
  failure: MessageKey;
  children(data: T): ReactNode;
}

/** One card of the overview: loading skeleton, the catalogue message with Retry on failure, or the data. */
function Panel<T>({ title, query, failure, children }: PanelProps<T>) {
  return (
    <Card title={<Typography.Title level={2} className="card-title">{title}</Typography.Title>} className="overview-card">
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : query.isError ? (
        <LoadFailed title={errorMessage(query.error, failure)} onRetry={() => void query.refetch()} />
      ) : (
        children(query.data)
      )}
    </Card>
  );
}

export default function HomePage() {
  const caps = useCapabilities();
  const { data: config } = useSystemConfig();
  const sysInfo = useSysInfo();
  // the task and notification polls are those of the top bar (one cache entry each); all stop when the session ends
  const { signedIn } = useSession();
  // read by the route for this page's first frame
  const license = useGetSysLicense(undefined, { enabled: signedIn, refetchOnMount: unlessReadForThisPage });
  const adom = useCurrentAdom();
  const tasks = useListTasks(undefined, { enabled: signedIn });
  const notifications = useListNotifications(undefined, { enabled: signedIn && caps.showNotificationBell });

  return (
    <PageFrame title={msg('shell.overviewTitle')} breadcrumb={[{ title: msg('shell.home'), path: '/' }, { title: msg('shell.overviewTitle') }]}>
      {config && (
        <Typography.Paragraph type="secondary">
          {msg('shell.overviewSignedInAs', config.username, config.user_profile.profile_name)}
        </Typography.Paragraph>
      )}
      <Row gutter={[16, 16]}>
        {caps.showSystemInfo && (
          <Col xs={24} xl={12}>
            <Panel title={msg('shell.overviewSystem')} query={sysInfo} failure="shell.sysInfoFailed">
              {(info) => (
                <Descriptions
                  column={1}
                  size="small"
                  items={[
                    { key: 'host', label: msg('shell.overviewHostname'), children: info.hostname },
                    { key: 'product', label: msg('shell.overviewProduct'), children: info.product_name },
                    {
                      key: 'version',
                      label: msg('shell.overviewVersion'),
                      children: (
                        <>
                          {msg('shell.productBuild', '', info.version, info.build).trim()}{' '}
                          {info.release_type && <Tag style={{ marginInlineStart: 4 }}>{info.release_type}</Tag>}
                        </>
                      ),
                    },
                    { key: 'serial', label: msg('shell.overviewSerial'), children: info.serial },
                    { key: 'platform', label: msg('shell.overviewPlatform'), children: info.platform },
                    ...(info.ha_mode ? [{ key: 'ha', label: msg('shell.overviewHa'), children: info.ha_mode }] : []),
                    ...(info.uptime !== undefined ? [{ key: 'uptime', label: msg('shell.overviewUptime'), children: formatUptime(info.uptime) }] : []),
                    ...(info.timezone ? [{ key: 'tz', label: msg('shell.overviewTimezone'), children: info.timezone }] : []),
                  ]}
                />
              )}
            </Panel>
          </Col>
        )}
        <Col xs={24} xl={12}>
          <Panel title={msg('shell.overviewLicense')} query={license} failure="shell.licenseFailed">
            {(lic) => (
              <Descriptions
                column={1}
                size="small"
                items={[
                  {
                    key: 'account',
                    label: msg('shell.overviewAccount'),
                    children: lic.account_id === constants.registration.unregisteredAccountId ? msg('shell.overviewNotRegistered') : lic.account_id,
                  },
                  ...lic.contracts.map((c) => ({
                    key: c.type,
                    label: `${msg('shell.overviewContract')}: ${c.type}`,
                    children: (
                      <>
                        <Badge status={c.status === 'active' ? 'success' : 'error'} text={c.status} />
                        <Typography.Text type="secondary" className="contract-expiry">
                          {msg('shell.overviewExpires', c.expires)}
                        </Typography.Text>
                      </>
                    ),
                  })),
                ]}
              />
            )}
          </Panel>
        </Col>
        <Col xs={24} xl={12}>
          <Panel title={msg('shell.overviewAdom')} query={adom} failure="shell.currentAdomFailed">
            {(a) => (
              <Descriptions
                column={1}
                size="small"
                items={[
                  { key: 'name', label: msg('shell.overviewAdom'), children: a.name },
                  ...(a.desc ? [{ key: 'desc', label: msg('shell.overviewDescription'), children: a.desc }] : []),
                  ...(a.product ? [{ key: 'product', label: msg('shell.overviewProduct'), children: `${a.product}${a.version ? ` ${a.version}` : ''}` }] : []),
                  {
                    key: 'lock',
                    label: msg('shell.overviewAdomLock'),
                    children:
                      a.lock.state === 'locked_by_me'
                        ? msg('shell.overviewLockedByMe')
                        : a.lock.state === 'locked_by_other'
                          ? msg('shell.overviewLockedBy', a.lock.by ?? '')
                          : msg('shell.overviewUnlocked'),
                  },
                ]}
              />
            )}
          </Panel>
        </Col>
        <Col xs={24} xl={12}>
          <Card title={<Typography.Title level={2} className="card-title">{msg('shell.overviewActivity')}</Typography.Title>} className="overview-card">
            <Row gutter={16}>
              <Col span={12}>
                {tasks.isError ? (
                  <Alert type="error" showIcon title={errorMessage(tasks.error, 'shell.tasksFailed')} />
                ) : (
                  <>
                    <Statistic
                      title={msg('shell.overviewRunningTasks')}
                      loading={tasks.isPending}
                      value={tasks.data?.filter((t) => t.state === 'running' || t.state === 'pending').length ?? 0}
                    />
                    {tasks.data && (
                      <Typography.Text type="secondary">
                        {msg('shell.overviewAllTasks')}: {tasks.data.length}
                      </Typography.Text>
                    )}
                  </>
                )}
              </Col>
              {caps.showNotificationBell && (
                <Col span={12}>
                  {notifications.isError ? (
                    <Alert type="error" showIcon title={errorMessage(notifications.error, 'shell.notificationsFailed')} />
                  ) : (
                    <>
                      <Statistic
                        title={msg('shell.overviewNotifications')}
                        loading={notifications.isPending}
                        value={notifications.data?.length ?? 0}
                      />
                      {notifications.data && (
                        <Typography.Text type="secondary">
                          {msg('shell.overviewCritical')}:{' '}
                          {notifications.data.filter((n) => n.severity === 'critical' || n.severity === 'error').length}
                        </Typography.Text>
                      )}
                    </>
                  )}
                </Col>
              )}
            </Row>
          </Card>
        </Col>
      </Row>
    </PageFrame>
  );
}
