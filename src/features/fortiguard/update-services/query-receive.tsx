import { useState } from 'react';
import './fortiguard.css';
import { Alert, App, Badge, Button, Card, Table, Typography, type TableColumnsType } from 'antd';
import { fortiguard } from '@generated/catalog/fortiguard.ts';
import * as importForm from '@generated/forms/query-import.ts';
import type { QueryImportFormData } from '@generated/forms/query-import.ts';
import { errorMessage } from '@/lib/api/errors.ts';
import { SchemaForm } from '@/lib/forms/schema-form.tsx';
import type { UmQueryDatabase } from '@generated/types/entities.ts';
import { useUmQueryServer } from '@/lib/api/endpoints/um.gen.ts';
import { actionFailure, useImportQueryDatabase } from './api.ts';
import { catalogLabel, formatPackageDate, formatPackageVersion, formatSize } from './logic/format.ts';
import { msg, type MessageKey } from './text.ts';
import { LoadFailed } from '@/lib/ui/load-failed.tsx';

const IMPORT_FORM_ID = 'query-import-form';
const STATUS_BADGE = { current: 'success', updating: 'processing', outdated: 'warning' } as const;
const serviceLabel = (service: string) => catalogLabel(fortiguard.licenceFilterTypes, service);

const COLUMNS: TableColumnsType<UmQueryDatabase> = [
  { key: 'name', title: msg('fortiguard.database'), dataIndex: 'name' },
  { key: 'service', title: msg('fortiguard.service'), render: (_, d) => serviceLabel(d.service) },
  { key: 'version', title: msg('fortiguard.latestVersion'), render: (_, d) => formatPackageVersion(d.version) },
  { key: 'date', title: msg('fortiguard.updated'), render: (_, d) => formatPackageDate(d.verdate) },
  { key: 'size', title: msg('fortiguard.size'), render: (_, d) => formatSize(d.versize) },
  { key: 'status', title: msg('fortiguard.status'), render: (_, d) => <Badge status={STATUS_BADGE[d.status]} text={msg(`fortiguard.dbStatus.${d.status}` as MessageKey)} /> },
];

export interface QueryReceiveProps {
  /** read-write on system settings (capabilities.canManageUpdateServices) */
  editable: boolean;
}

/** Query Receive Status: the query databases served, and (read-write) importing one copied to the unit. */
export function QueryReceive({ editable }: QueryReceiveProps) {
  const { message } = App.useApp();
  const databases = useUmQueryServer({ body: { method: 'get' } }, { select: (d) => d as UmQueryDatabase[] });
  const importDb = useImportQueryDatabase();
  const [form, setForm] = useState<Partial<QueryImportFormData>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(data: QueryImportFormData) {
    setBusy(true);
    setFailure(null);
    try {
      await importDb(data);
      void message.success(msg('fortiguard.imported'));
      setForm({});
    } catch (error) {
      setFailure(actionFailure(error, 'fortiguard.importFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {!editable && <Alert type="info" showIcon title={msg('fortiguard.readOnly')} style={{ marginBottom: 12 }} />}
      {databases.isError ? (
        <LoadFailed title={errorMessage(databases.error, 'fortiguard.databasesLoadFailed')} onRetry={() => void databases.refetch()} />
      ) : (
        <Table<UmQueryDatabase> rowKey="objid" size="small" loading={databases.isPending} dataSource={databases.data ?? []} columns={COLUMNS} pagination={false} locale={{ emptyText: msg('fortiguard.noDatabases') }} />
      )}
      {editable && (
        <Card title={<h2 className="fortiguard-card-title">{msg('fortiguard.importTitle')}</h2>} style={{ marginTop: 16, maxWidth: 640 }}>
          <Typography.Paragraph type="secondary">{msg('fortiguard.importIntro')}</Typography.Paragraph>
          <SchemaForm<Partial<QueryImportFormData>>
            id={IMPORT_FORM_ID}
            form={importForm}
            formData={form}
            onChange={(next) => {
              setFailure(null);
              setForm(next);
            }}
            onSubmit={(data) => void submit(data as QueryImportFormData)}
            disabled={busy}
          />
          {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 12 }} />}
          <Button type="primary" htmlType="submit" form={IMPORT_FORM_ID} loading={busy}>
            {msg('fortiguard.import')}
          </Button>
        </Card>
      )}
    </>
  );
}
