import { useState } from 'react';
import { Alert, App, Button, Modal, Upload } from 'antd';
import * as importForm from '@generated/forms/certificate-import.ts';
import type { CertificateImportFormData } from '@generated/forms/certificate-import.ts';
import { failureText } from '@/lib/format/failure.ts';
import { SchemaForm } from '@/lib/forms/schema-form.tsx';
import type { CertificateImport } from '@generated/types/entities.ts';
import { useImportCertificate } from '@/lib/api/endpoints/sys.gen.ts';
import { importBody, type CertificateKind } from './logic/import-body.ts';
import { msg } from './text.ts';

const FORM_ID = 'certificate-import-form';

export interface ImportCertificateProps {
  open: boolean;
  /** the tab the dialog was opened from: the type it starts with */
  kind: CertificateKind;
  onClose: () => void;
}

/**
 * Import Certificate: the generated form (its rules and messages are the spec's), with the certificate pasted or
 * loaded from a file; the unit's refusal shows in the dialog, which stays open with what was typed.
 */
export function ImportCertificate({ open, kind, onClose }: ImportCertificateProps) {
  const { message } = App.useApp();
  const importCertificate = useImportCertificate({ toInit: (form: CertificateImport) => ({ body: importBody(form) }) });
  const [form, setForm] = useState<Partial<CertificateImportFormData>>({ type: kind });
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setForm({ type: kind });
    setFailure(null);
    importCertificate.reset();
    onClose();
  };

  function submit(data: CertificateImportFormData) {
    setFailure(null);
    importCertificate.mutate(data as CertificateImport, {
      onSuccess: () => {
        void message.success(msg('certificates.imported', data.name));
        close();
      },
      onError: (e) => setFailure(failureText(e, 'certificates.importFailed')),
    });
  }

  async function loadFile(file: File) {
    try {
      const text = await file.text();
      setForm((f) => ({ ...f, certificate: text }));
    } catch {
      setFailure(msg('certificates.fileUnreadable'));
    }
  }

  return (
    <Modal
      open={open}
      title={msg('certificates.importTitle')}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>
          {msg('certificates.cancel')}
        </Button>,
        <Button key="import" type="primary" htmlType="submit" form={FORM_ID} loading={importCertificate.isPending}>
          {msg('certificates.import')}
        </Button>,
      ]}
    >
      <SchemaForm<Partial<CertificateImportFormData>>
        id={FORM_ID}
        form={importForm}
        formData={form}
        onChange={(next) => {
          setFailure(null);
          setForm(next);
        }}
        onSubmit={(data) => submit(data as CertificateImportFormData)}
        disabled={importCertificate.isPending}
      />
      <Upload
        accept=".pem,.crt,.cer"
        showUploadList={false}
        beforeUpload={(file) => {
          void loadFile(file);
          return false;
        }}
      >
        <Button>{msg('certificates.loadFile')}</Button>
      </Upload>
      {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginTop: 12 }} />}
    </Modal>
  );
}
