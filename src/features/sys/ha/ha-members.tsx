import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Badge, Empty, Switch, Table, Typography, type TableColumnsType } from 'antd';
import type { HaStatus } from '@generated/types/entities.ts';
import { errorMessage } from '@/lib/api/errors.ts';
import { endpointKey } from '@/lib/api/endpoint.ts';
import { getHaStatus, useGetHaStatus, useSetHaMember } from '@/lib/api/endpoints/sys.gen.ts';
import { msg, type MessageKey } from './text.ts';
import { LoadFailed } from '@/lib/ui/load-failed.tsx';

type Member = HaStatus['members'][number];

const STATUS_BADGE = { up: 'success', down: 'error', syncing: 'processing' } as const;

export interface HaMembersProps {
  /** read-write on system settings, not on a secondary (capabilities.canEditHaMembers) */
  editable: boolean;
}

/**
 * High Availability: the cluster's members with their role, address and state, and a switch per member that enables
 * or disables it (setHAMember); a failure says 'HA member update failed.' and the switch shows the member as it is.
 */
export function HaMembers({ editable }: HaMembersProps) {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const status = useGetHaStatus();
  const update = useSetHaMember({
    toInit: (body: { sn: string; enable: boolean }) => ({ body }),
    // a refused change: the switch shows what the cluster now holds
    onError: () => qc.invalidateQueries({ queryKey: endpointKey(getHaStatus) }),
  });

  if (status.isError) {
    return (
      <LoadFailed title={errorMessage(status.error, 'ha.loadFailed')} onRetry={() => void status.refetch()} />
    );
  }
  const data = status.data;
  if (data && data.mode === 'standalone') return <Empty description={msg('ha.standalone')} />;

  const columns: TableColumnsType<Member> = [
    { key: 'hostname', title: msg('ha.hostname'), dataIndex: 'hostname' },
    { key: 'sn', title: msg('ha.serial'), dataIndex: 'sn' },
    { key: 'role', title: msg('ha.role'), render: (_, m) => msg(`ha.role.${m.role}` as MessageKey) },
    { key: 'ip', title: msg('ha.ip'), dataIndex: 'ip' },
    { key: 'status', title: msg('ha.status'), render: (_, m) => <Badge status={STATUS_BADGE[m.status]} text={msg(`ha.status.${m.status}` as MessageKey)} /> },
    {
      key: 'enabled',
      title: msg('ha.enabled'),
      render: (_, m) => (
        <Switch
          checked={update.isPending && update.variables?.sn === m.sn ? update.variables.enable : m.enabled}
          loading={update.isPending && update.variables?.sn === m.sn}
          disabled={!editable || (update.isPending && update.variables?.sn !== m.sn)}
          aria-label={msg('ha.enable', m.hostname)}
          onChange={(enable) =>
            update.mutate(
              { sn: m.sn, enable },
              {
                onSuccess: () => void message.success(msg('ha.updated', m.hostname)),
                onError: () => void message.error(msg('ha.memberUpdateFailed')),
              },
            )
          }
        />
      ),
    },
  ];

  return (
    <>
      {data && <Typography.Paragraph>{msg('ha.cluster', data.cluster_name ?? '', msg(`ha.role.${data.mode}` as MessageKey).toLowerCase())}</Typography.Paragraph>}
      {!editable && <Alert type="info" showIcon title={msg('ha.readOnly')} style={{ marginBottom: 12 }} />}
      <Table<Member> rowKey="sn" size="small" loading={status.isPending} dataSource={data?.members ?? []} columns={columns} pagination={false} />
    </>
  );
}
