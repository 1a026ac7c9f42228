import { useRef, useState } from 'react';
import './fortiguard.css';
import { Alert, App, Badge, Button, Card, Space, Typography } from 'antd';
import { fortiguard } from '@generated/catalog/fortiguard.ts';
import * as importForm from '@generated/forms/query-import.ts';
import type { QueryImportFormData } from '@generated/forms/query-import.ts';
import { errorMessage } from '@/lib/api/errors.ts';
import { SchemaForm } from '@/lib/forms/schema-form.tsx';
import type { UmQueryDatabase } from '@generated/types/entities.ts';
import { useUmQueryServer } from '@/lib/api/endpoints/um.gen.ts';
import { actionFailure, useImportQueryDatabase } from './api.ts';
import { catalogLabel, formatPackageDate, formatPackageVersion } from './logic/format.ts';
import { DataGrid, useGridUrlState, type DataGridHandle, type GridColumn } from '@/lib/grid/index.ts';
import { ExportCsvButton } from '@/lib/grid/export-csv-button.tsx';
import { formatBytes } from '@/lib/format/index.ts';
import { msg, type MessageKey } from './text.ts';
import { LoadFailed } from '@/lib/ui/load-failed.tsx';

const IMPORT_FORM_ID = 'query-import-form';
const STATUS_BADGE = { current: 'success', updating: 'processing', outdated: 'warning' } as const;
const serviceLabel = (service: string) => catalogLabel(fortiguard.licenceFilterTypes, service);

const STATUS_RANK = { outdated: 0, updating: 1, current: 2 } as const;

const COLUMNS: GridColumn<UmQueryDatabase>[] = [
  { key: 'name', name: msg('fortiguard.database'), width: 240 },
  { key: 'service', name: msg('fortiguard.service'), width: 160, value: (d) => serviceLabel(d.service) },
  { key: 'version', name: msg('fortiguard.latestVersion'), width: 140, value: (d) => formatPackageVersion(d.version) },
  { key: 'verdate', name: msg('fortiguard.updated'), width: 180, sortDescendingFirst: true, text: (d) => formatPackageDate(d.verdate) },
  { key: 'versize', name: msg('fortiguard.size'), width: 110, sortDescendingFirst: true, text: (d) => formatBytes(d.versize) },
  {
    key: 'status',
    name: msg('fortiguard.status'),
    minWidth: 130,
    value: (d) => STATUS_RANK[d.status],
    text: (d) => msg(`fortiguard.dbStatus.${d.status}` as MessageKey),
    renderCell: (d) => <Badge status={STATUS_BADGE[d.status]} text={msg(`fortiguard.dbStatus.${d.status}` as MessageKey)} />,
  },
];

export interface QueryReceiveProps {
  /** read-write on system settings (capabilities.canManageUpdateServices) */
  editable: boolean;
}

/** Query Receive Status: the query databases served, and (read-write) importing one copied to the unit. */
export function QueryReceive({ editable }: QueryReceiveProps) {
  const databases = useUmQueryServer({ body: { method: 'get' } }, { select: (d) => d as UmQueryDatabase[] });
  const gridState = useGridUrlState();
  const gridRef = useRef<DataGridHandle<UmQueryDatabase>>(null);
  return (
    <>
      {!editable && <Alert type="info" showIcon title={msg('fortiguard.readOnly')} style={{ marginBottom: 12 }} />}
      {databases.isError ? (
        <LoadFailed title={errorMessage(databases.error, 'fortiguard.databasesLoadFailed')} onRetry={() => void databases.refetch()} />
      ) : (
        <>
          <Space style={{ marginBottom: 12 }}>
            <ExportCsvButton disabled={!databases.data?.length} onExport={() => gridRef.current?.exportCsv('query-receive-status')} />
          </Space>
          <DataGrid<UmQueryDatabase>
            {...gridState}
            ref={gridRef}
            aria-label={msg('fortiguard.databasesLabel')}
            columns={COLUMNS}
            rows={databases.data ?? []}
            rowKey={databaseKey}
            loading={databases.isPending}
            emptyText={msg('fortiguard.noDatabases')}
            height={320}
          />
        </>
      )}
      {editable && <ImportDatabase />}
    </>
  );
}

const databaseKey = (d: UmQueryDatabase) => d.objid;

/** Importing a query database copied to the unit (its own component: typing in the form leaves the list alone). */
function ImportDatabase() {
  const { message } = App.useApp();
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
  );
}
