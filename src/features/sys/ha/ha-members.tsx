import { useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Badge, Empty, Flex, Switch, Typography } from 'antd';
import type { HaStatus } from '@generated/types/entities.ts';
import { errorMessage } from '@/lib/api/errors.ts';
import { endpointKey } from '@/lib/api/endpoint.ts';
import { getHaStatus, useGetHaStatus, useSetHaMember } from '@/lib/api/endpoints/sys.gen.ts';
import { DataGrid, useGridUrlState, type DataGridHandle, type GridColumn } from '@/lib/grid/index.ts';
import { ExportCsvButton } from '@/lib/grid/export-csv-button.tsx';
import { msg, type MessageKey } from './text.ts';
import { LoadFailed } from '@/lib/ui/load-failed.tsx';

type Member = HaStatus['members'][number];

const STATUS_BADGE = { up: 'success', down: 'error', syncing: 'processing' } as const;
const NO_MEMBERS: Member[] = [];

export interface HaMembersProps {
  /** read-write on system settings, not on a secondary (capabilities.canEditHaMembers) */
  editable: boolean;
}

/**
 * High Availability: the cluster's members with their role, address and state, and a switch per member that enables
 * or disables it (setHAMember); a failure says 'HA member update failed.' and the switch shows the member as it is.
 * Every column searchable and sortable (kept in the address), CSV export of what is shown.
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
  const gridRef = useRef<DataGridHandle<Member>>(null);
  const urlState = useGridUrlState();

  const { mutate, isPending: changing, variables: change } = update;
  const columns = useMemo<GridColumn<Member>[]>(
    () => [
      { key: 'hostname', name: msg('ha.hostname'), width: 200 },
      { key: 'sn', name: msg('ha.serial'), width: 190 },
      { key: 'role', name: msg('ha.role'), width: 130, text: (m) => msg(`ha.role.${m.role}` as MessageKey) },
      { key: 'ip', name: msg('ha.ip'), width: 150 },
      {
        key: 'status',
        name: msg('ha.status'),
        width: 150,
        text: (m) => msg(`ha.status.${m.status}` as MessageKey),
        renderCell: (m) => <Badge status={STATUS_BADGE[m.status]} text={msg(`ha.status.${m.status}` as MessageKey)} />,
      },
      {
        key: 'enabled',
        name: msg('ha.enabled'),
        width: 110,
        text: (m) => msg(m.enabled ? 'ha.yes' : 'ha.no'),
        renderCell: (m, { tabIndex }) => (
          <Switch
            size="small"
            tabIndex={tabIndex}
            checked={changing && change?.sn === m.sn ? change.enable : m.enabled}
            loading={changing && change?.sn === m.sn}
            disabled={!editable || (changing && change?.sn !== m.sn)}
            aria-label={msg('ha.enable', m.hostname)}
            onChange={(enable) =>
              mutate(
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
    ],
    [editable, changing, change, mutate, message],
  );

  const data = status.data;
  if (data && data.mode === 'standalone') return <Empty description={msg('ha.standalone')} />;
  const rows = data?.members ?? NO_MEMBERS;

  return (
    <>
      {data && <Typography.Paragraph>{msg('ha.cluster', data.cluster_name ?? '', msg(`ha.role.${data.mode}` as MessageKey).toLowerCase())}</Typography.Paragraph>}
      {!editable && <Alert type="info" showIcon title={msg('ha.readOnly')} style={{ marginBottom: 12 }} />}
      <Flex justify="end" style={{ marginBottom: 8 }}>
        <ExportCsvButton disabled={!rows.length} onExport={() => gridRef.current?.exportCsv('ha-members')} />
      </Flex>
      <DataGrid<Member>
        ref={gridRef}
        {...urlState}
        aria-label={msg('ha.members')}
        columns={columns}
        rows={rows}
        rowKey={(m) => m.sn}
        loading={status.isPending}
        error={status.isError ? <LoadFailed title={errorMessage(status.error, 'ha.loadFailed')} onRetry={() => void status.refetch()} /> : undefined}
        height={300}
      />
    </>
  );
}
