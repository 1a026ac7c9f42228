import { useEffect, useState } from 'react';
import { Alert, App, Badge, Button, Card, Descriptions, Flex, Skeleton, Table, Typography, type TableColumnsType } from 'antd';
import * as settingsForm from '@generated/forms/analyzer-fabric-settings.ts';
import type { AnalyzerFabricSettingsFormData } from '@generated/forms/analyzer-fabric-settings.ts';
import { errorMessage } from '@/lib/api/errors.ts';
import { formatDateTime } from '@/lib/format/date.ts';
import { failureText } from '@/lib/format/failure.ts';
import { SchemaForm } from '@/lib/forms/schema-form.tsx';
import type { AnalyzerFabric, AnalyzerFabricSettings } from '@generated/types/entities.ts';
import { useGetAnalyzerFabric, useSaveAnalyzerFabricSettings } from '@/lib/api/endpoints/sys.gen.ts';
import { settingsBody } from './logic/settings-body.ts';
import { msg, type MessageKey } from './text.ts';
import { LoadFailed } from '@/lib/ui/load-failed.tsx';

type FabricMember = AnalyzerFabric['members'][number];

const FORM_ID = 'analyzer-fabric-settings-form';
const STATUS_BADGE = { online: 'success', offline: 'error', syncing: 'processing' } as const;

const COLUMNS: TableColumnsType<FabricMember> = [
  { key: 'hostname', title: msg('analyzerFabric.hostname'), dataIndex: 'hostname' },
  { key: 'serial', title: msg('analyzerFabric.serial'), dataIndex: 'serial' },
  { key: 'ip', title: msg('analyzerFabric.ip'), dataIndex: 'ip' },
  { key: 'role', title: msg('analyzerFabric.role'), render: (_, m) => msg(`analyzerFabric.role.${m.role}` as MessageKey) },
  {
    key: 'status',
    title: msg('analyzerFabric.memberStatus'),
    render: (_, m) => <Badge status={STATUS_BADGE[m.status]} text={msg(`analyzerFabric.memberStatus.${m.status}` as MessageKey)} />,
  },
  { key: 'version', title: msg('analyzerFabric.version'), dataIndex: 'version' },
  { key: 'seen', title: msg('analyzerFabric.lastSeen'), render: (_, m) => (m.last_seen ? formatDateTime(m.last_seen * 1000) : '') },
];

export interface AnalyzerFabricSettingsProps {
  /** read-write on system settings, not on an HA secondary (capabilities.canEditSystemSettings) */
  editable: boolean;
}

/**
 * Analyzer Fabric Settings: the unit's role and the fabric's name, the members with serial, address and state, and
 * the generated settings form (its rules and messages are the spec's) with Save.
 */
export function AnalyzerFabricSettingsScreen({ editable }: AnalyzerFabricSettingsProps) {
  const { message } = App.useApp();
  const fabric = useGetAnalyzerFabric();
  const save = useSaveAnalyzerFabricSettings({ toInit: (form: AnalyzerFabricSettings) => ({ body: settingsBody(form) }) });
  const [form, setForm] = useState<Partial<AnalyzerFabricSettingsFormData> | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const saved = fabric.data?.settings;
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
          { key: 'members', label: msg('analyzerFabric.memberCount'), children: members.length ? msg('analyzerFabric.online', online, members.length) : '' },
        ]}
      />
      <section aria-labelledby="analyzer-fabric-members">
        <Typography.Title level={2} id="analyzer-fabric-members" style={{ fontSize: 16 }}>
          {msg('analyzerFabric.members')}
        </Typography.Title>
        <Table<FabricMember>
          rowKey="serial"
          size="small"
          dataSource={members}
          columns={COLUMNS}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: msg('analyzerFabric.noMembers') }}
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
