import { useEffect, useRef, useState } from 'react';
import { Alert, App, Badge, Button, Card, Descriptions, Flex, Skeleton, Typography } from 'antd';
import * as settingsForm from '@generated/forms/analyzer-fabric-settings.ts';
import type { AnalyzerFabricSettingsFormData } from '@generated/forms/analyzer-fabric-settings.ts';
import { errorMessage } from '@/lib/api/errors.ts';
import { failureText, formatCount, formatDateTime } from '@/lib/format/index.ts';
import { DataGrid, useGridUrlState, type DataGridHandle, type GridColumn } from '@/lib/grid/index.ts';
import { ExportCsvButton } from '@/lib/grid/export-csv-button.tsx';
import { SchemaForm } from '@/lib/forms/schema-form.tsx';
import type { AnalyzerFabric, AnalyzerFabricSettings } from '@generated/types/entities.ts';
import { useGetAnalyzerFabric, useSaveAnalyzerFabricSettings } from '@/lib/api/endpoints/sys.gen.ts';
import { settingsBody } from './logic/settings-body.ts';
import { msg, type MessageKey } from './text.ts';
import { LoadFailed } from '@/lib/ui/load-failed.tsx';

type FabricMember = AnalyzerFabric['members'][number];

const FORM_ID = 'analyzer-fabric-settings-form';
const STATUS_BADGE = { online: 'success', offline: 'error', syncing: 'processing' } as const;

const memberStatusText = (m: FabricMember) => msg(`analyzerFabric.memberStatus.${m.status}` as MessageKey);

const COLUMNS: GridColumn<FabricMember>[] = [
  { key: 'hostname', name: msg('analyzerFabric.hostname'), width: 190 },
  { key: 'serial', name: msg('analyzerFabric.serial'), width: 180 },
  { key: 'ip', name: msg('analyzerFabric.ip'), width: 140 },
  { key: 'role', name: msg('analyzerFabric.role'), width: 130, text: (m) => msg(`analyzerFabric.role.${m.role}` as MessageKey) },
  {
    key: 'status',
    name: msg('analyzerFabric.memberStatus'),
    width: 120,
    text: memberStatusText,
    renderCell: (m) => <Badge status={STATUS_BADGE[m.status]} text={memberStatusText(m)} />,
  },
  { key: 'version', name: msg('analyzerFabric.version'), width: 150 },
  {
    key: 'seen',
    name: msg('analyzerFabric.lastSeen'),
    width: 180,
    sortDescendingFirst: true,
    value: (m) => m.last_seen ?? 0,
    text: (m) => (m.last_seen ? formatDateTime(m.last_seen * 1000) : ''),
  },
];

export interface AnalyzerFabricSettingsProps {
  /** read-write on system settings, not on an HA secondary (capabilities.canEditSystemSettings) */
  editable: boolean;
}

/**
 * Analyzer Fabric Settings: the unit's role and the fabric's name, the members with serial, address and state (every
 * column searchable and sortable, kept in the address; CSV export of what is shown), and the generated settings form (its rules and messages are the spec's) with Save.
 */
export function AnalyzerFabricSettingsScreen({ editable }: AnalyzerFabricSettingsProps) {
  const { message } = App.useApp();
  const fabric = useGetAnalyzerFabric();
  const save = useSaveAnalyzerFabricSettings({ toInit: (form: AnalyzerFabricSettings) => ({ body: settingsBody(form) }) });
  const [form, setForm] = useState<Partial<AnalyzerFabricSettingsFormData> | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const saved = fabric.data?.settings;
  const gridRef = useRef<DataGridHandle<FabricMember>>(null);
  const urlState = useGridUrlState();
  useEffect(() => {
    if (saved) setForm(saved as Partial<AnalyzerFabricSettingsFormData>);
  }, [saved]);

  if (fabric.isError) {
    return (
      <LoadFailed title={errorMessage(fabric.error, 'analyzerFabric.loadFailed')} onRetry={() => void fabric.refetch()} />
    );
  }
  if (!fabric.data) return <Skeleton active />;
  const { role, members, settings } = fabric.data;
  const online = members.filter((m) => m.status === 'online').length;
  const supervisor = members.find((m) => m.role === 'supervisor');

  function submit(data: AnalyzerFabricSettingsFormData) {
    setFailure(null);
    save.mutate(data as AnalyzerFabricSettings, {
      onSuccess: () => void message.success(msg('analyzerFabric.saved')),
      onError: (e) => setFailure(failureText(e, 'analyzerFabric.saveFailed')),
    });
  }

  return (
    <Flex vertical gap={16}>
      {!editable && <Alert type="info" showIcon title={msg('analyzerFabric.readOnly')} />}
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 2, xl: 4 }}
        items={[
          { key: 'status', label: msg('analyzerFabric.status'), children: <Badge status={role === 'standalone' ? 'default' : 'success'} text={msg(`analyzerFabric.role.${role}` as MessageKey)} /> },
          { key: 'name', label: msg('analyzerFabric.fabricName'), children: settings.fabric_name },
          { key: 'supervisor', label: msg('analyzerFabric.supervisorAt'), children: supervisor ? `${supervisor.hostname} (${supervisor.ip})` : '' },
          { key: 'members', label: msg('analyzerFabric.memberCount'), children: members.length ? msg('analyzerFabric.online', formatCount(online), formatCount(members.length)) : '' },
        ]}
      />
      <section aria-labelledby="analyzer-fabric-members">
        <Flex justify="space-between" align="center" gap={12} style={{ marginBottom: 8 }}>
          <Typography.Title level={2} id="analyzer-fabric-members" style={{ fontSize: 16, margin: 0 }}>
            {msg('analyzerFabric.members')}
          </Typography.Title>
          <ExportCsvButton disabled={!members.length} onExport={() => gridRef.current?.exportCsv('fabric-members')} />
        </Flex>
        <DataGrid<FabricMember>
          ref={gridRef}
          {...urlState}
          aria-label={msg('analyzerFabric.members')}
          columns={COLUMNS}
          rows={members}
          rowKey={(m) => m.serial}
          emptyText={msg('analyzerFabric.noMembers')}
          height={260}
        />
      </section>
      <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{msg('analyzerFabric.settings')}</h2>} style={{ maxWidth: 640 }}>
        {form && (
          <SchemaForm<Partial<AnalyzerFabricSettingsFormData>>
            id={FORM_ID}
            form={settingsForm}
            formData={form}
            onChange={(next) => {
              setFailure(null);
              setForm(next);
            }}
            onSubmit={(data) => submit(data as AnalyzerFabricSettingsFormData)}
            disabled={!editable || save.isPending}
          />
        )}
        {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 12 }} />}
        {editable && (
          <Flex gap={8}>
            <Button type="primary" htmlType="submit" form={FORM_ID} loading={save.isPending}>
              {msg('analyzerFabric.save')}
            </Button>
            <Button
              disabled={save.isPending}
              onClick={() => {
                setFailure(null);
                setForm({ ...(settings as Partial<AnalyzerFabricSettingsFormData>) });
              }}
            >
              {msg('analyzerFabric.reset')}
            </Button>
          </Flex>
        )}
      </Card>
    </Flex>
  );
}
