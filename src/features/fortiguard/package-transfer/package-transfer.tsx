import { useEffect, useId, useRef, useState } from 'react';
import { Alert, App, Button, Card, Col, Progress, Row, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import * as exportForm from '@generated/forms/package-export.ts';
import type { PackageExportFormData } from '@generated/forms/package-export.ts';
import { SchemaForm } from '@/lib/forms/schema-form.tsx';
import { transferCalls } from './api.ts';
import { exportRequest, runExport, runImport, TransferFailure, type ExportFile, type TransferPhase } from './logic/transfer.ts';
import { msg, msgCount, type MessageKey } from './text.ts';
import './package-transfer.css';

const EXPORT_FORM_ID = 'package-export-form';

type Run = { phase: TransferPhase; percent: number } | null;
type Outcome = { kind: 'error'; message: string; detail?: string } | { kind: 'done'; message: string; files?: ExportFile[] } | null;

function failureOutcome(error: unknown, fallback: MessageKey): Outcome {
  if (error instanceof TransferFailure) return { kind: 'error', message: msg(error.messageKey), detail: error.detail };
  return { kind: 'error', message: msg(fallback) };
}

function RunProgress({ run }: { run: Run }) {
  return (
    <div role="status" aria-live="polite">
      {run && (
        <>
          <Typography.Text>{msg(`transfer.phase.${run.phase}`)}</Typography.Text>
          <Progress percent={run.percent} size="small" aria-label={`${msg(`transfer.phase.${run.phase}`)} ${run.percent}%`} />
        </>
      )}
    </div>
  );
}

function OutcomeAlert({ outcome, onClose }: { outcome: Outcome; onClose: () => void }) {
  if (!outcome) return null;
  return (
    <Alert
      type={outcome.kind === 'error' ? 'error' : 'success'}
      showIcon
      closable
      onClose={onClose}
      role={outcome.kind === 'error' ? 'alert' : undefined}
      title={outcome.message}
      description={
        outcome.kind === 'error'
          ? outcome.detail
          : outcome.files?.map((f) => (
              <div key={f.filepath}>{msg('transfer.downloaded', f.downloadname)}</div>
            ))
      }
      style={{ marginTop: 12 }}
    />
  );
}

export interface PackageTransferProps {
  /** read-write on system settings (capabilities.canManageUpdateServices); otherwise the transfer is only described */
  editable: boolean;
}

/**
 * Package transfer of the update services: export FortiGuard packages by category (one file each, downloaded
 * 300 ms apart once the task is done) and import a package file (upload with progress, then the import task).
 * Each step's failure has its own message; what was chosen stays chosen after a failure.
 */
export default function PackageTransfer({ editable }: PackageTransferProps) {
  const { message } = App.useApp();
  // the schema's defaults fill the rest
  const [form, setForm] = useState<Partial<PackageExportFormData>>({});
  const [exportRun, setExportRun] = useState<Run>(null);
  const [exportOutcome, setExportOutcome] = useState<Outcome>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [importRun, setImportRun] = useState<Run>(null);
  const [importOutcome, setImportOutcome] = useState<Outcome>(null);
  const fileErrorId = useId();
  // leaving the screen stops waiting for the tasks (they go on on the unit, in the task monitor)
  const leaving = useRef(new AbortController());
  useEffect(() => {
    const controller = new AbortController();
    leaving.current = controller;
    return () => controller.abort();
  }, []);

  async function doExport(data: PackageExportFormData) {
    setExportOutcome(null);
    try {
      const files = await runExport(transferCalls(leaving.current.signal), exportRequest(data), (phase, percent) => setExportRun({ phase, percent }));
      const done = msgCount('transfer.exportDone', files.length, files.length);
      setExportOutcome({ kind: 'done', message: done, files });
      void message.success(done);
    } catch (error) {
      if (leaving.current.signal.aborted) return;
      setExportOutcome(failureOutcome(error, 'tasks.exportFailed'));
    } finally {
      setExportRun(null);
    }
  }

  async function doImport() {
    if (!file) {
      setFileError(msg('transfer.noFile'));
      return;
    }
    setImportOutcome(null);
    try {
      await runImport(transferCalls(leaving.current.signal), file, (phase, percent) => setImportRun({ phase, percent }));
      setImportOutcome({ kind: 'done', message: msg('transfer.importDone') });
      void message.success(msg('transfer.importDone'));
      setFile(null);
    } catch (error) {
      if (leaving.current.signal.aborted) return;
      setImportOutcome(failureOutcome(error, 'tasks.importFailed'));
    } finally {
      setImportRun(null);
    }
  }

  const exporting = exportRun !== null;
  const importing = importRun !== null;

  return (
    <section aria-labelledby="package-transfer-title">
      <Typography.Title level={2} id="package-transfer-title" style={{ fontSize: 18 }}>
        {msg('transfer.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{msg('transfer.intro')}</Typography.Paragraph>
      {!editable && <Alert type="info" showIcon title={msg('transfer.readOnly')} style={{ marginBottom: 12 }} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Card title={<h3 className="package-transfer-card-title">{msg('transfer.exportTitle')}</h3>}>
            <SchemaForm<Partial<PackageExportFormData>>
              id={EXPORT_FORM_ID}
              form={exportForm}
              formData={form}
              onChange={setForm}
              onSubmit={(data) => void doExport(data as PackageExportFormData)}
              disabled={!editable || exporting}
            />
            <Button type="primary" htmlType="submit" form={EXPORT_FORM_ID} loading={exporting} disabled={!editable}>
              {msg('transfer.export')}
            </Button>
            <RunProgress run={exportRun} />
            <OutcomeAlert outcome={exportOutcome} onClose={() => setExportOutcome(null)} />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title={<h3 className="package-transfer-card-title">{msg('transfer.importTitle')}</h3>}>
            <div role="group" aria-label={msg('transfer.chooseFile')} aria-describedby={fileError ? fileErrorId : undefined}>
              <Upload
                accept=".pkg,application/octet-stream"
                maxCount={1}
                disabled={!editable || importing}
                beforeUpload={(f) => {
                  setFile(f);
                  setFileError(null);
                  // the file goes with the Import button, not on choosing it
                  return false;
                }}
                onRemove={() => {
                  setFile(null);
                  return true;
                }}
                fileList={file ? [{ uid: 'package', name: file.name, status: 'done' }] : []}
                showUploadList={{ showRemoveIcon: !importing }}
              >
                <Button icon={<UploadOutlined />} disabled={!editable || importing}>
                  {msg('transfer.chooseFile')}
                </Button>
              </Upload>
            </div>
            {fileError && (
              <Typography.Text id={fileErrorId} type="danger" role="alert">
                {fileError}
              </Typography.Text>
            )}
            <div style={{ marginTop: 12 }}>
              <Button type="primary" loading={importing} disabled={!editable} onClick={() => void doImport()}>
                {msg('transfer.import')}
              </Button>
            </div>
            <RunProgress run={importRun} />
            <OutcomeAlert outcome={importOutcome} onClose={() => setImportOutcome(null)} />
          </Card>
        </Col>
      </Row>
    </section>
  );
}
