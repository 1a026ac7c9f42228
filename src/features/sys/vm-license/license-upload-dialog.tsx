import { useId, useState } from 'react';
import { Alert, App, Button, Modal, Progress, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { msg } from './text.ts';
import { errorMessage } from '@/lib/api/errors.ts';
import { useUploadLicenceFile } from './api.ts';

export interface LicenseUploadDialogProps {
  open: boolean;
  onClose: () => void;
  /** the licence was accepted (and read again everywhere) */
  onUploaded?: () => void;
}

/**
 * Licence file upload: a file is required ('Please choose the license file.'); the upload shows its progress; a
 * file the appliance refuses gives 'Invalid file.'; the chosen file stays chosen after a failure.
 */
export function LicenseUploadDialog({ open, onClose, onUploaded }: LicenseUploadDialogProps) {
  const { message } = App.useApp();
  const uploadLicence = useUploadLicenceFile();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const errorId = useId();
  const busy = percent !== null;

  async function upload() {
    if (!file) {
      setError(msg('license.chooseFile'));
      return;
    }
    setError(null);
    setPercent(0);
    try {
      const result = await uploadLicence(file, setPercent);
      if (result.status.code !== 0) {
        setError(msg('license.invalidFile'));
        return;
      }
      void message.success(msg('license.uploaded'));
      onUploaded?.();
      onClose();
    } catch (err) {
      setError(errorMessage(err, 'license.uploadFailed', true));
    } finally {
      setPercent(null);
    }
  }

  return (
    <Modal
      open={open}
      title={msg('license.uploadTitle')}
      className="license-upload-dialog"
      onCancel={busy ? undefined : onClose}
      closable={!busy}
      mask={{ closable: false }}
      afterClose={() => {
        setFile(null);
        setError(null);
      }}
      footer={[
        <Button key="cancel" onClick={onClose} disabled={busy}>
          {msg('common.cancel')}
        </Button>,
        <Button key="upload" type="primary" loading={busy} onClick={() => void upload()}>
          {msg('license.upload')}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{msg('license.uploadIntro')}</Typography.Paragraph>
      <div role="group" aria-label={msg('license.file')} aria-describedby={error ? errorId : undefined}>
        <Upload
          accept=".lic,text/plain,application/octet-stream"
          maxCount={1}
          disabled={busy}
          beforeUpload={(f) => {
            setFile(f);
            setError(null);
            // sent by Upload, with its own progress
            return false;
          }}
          onRemove={() => {
            setFile(null);
            return true;
          }}
          fileList={file ? [{ uid: 'licence', name: file.name, status: 'done' }] : []}
        >
          <Button icon={<UploadOutlined />} disabled={busy}>
            {msg('license.chooseButton')}
          </Button>
        </Upload>
        {!file && <Typography.Text type="secondary">{msg('license.noFile')}</Typography.Text>}
      </div>
      <div role="status" aria-live="polite">
        {busy && <Progress percent={percent} aria-label={msg('license.uploading', percent)} />}
      </div>
      {error && <Alert id={errorId} type="error" showIcon role="alert" title={error} style={{ marginTop: 12 }} />}
    </Modal>
  );
}
