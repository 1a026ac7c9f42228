import { useEffect, useState } from 'react';
import { Alert, Button, Modal, Progress, Typography } from 'antd';
import { msg } from '@/lib/i18n/messages.ts';
import { useGetPostgresUpgradeStatus } from './api.ts';
import { formatDuration } from '@/lib/format/duration.ts';

export type PostgresContinueAction = 'reboot' | 'shutdown';

export interface PostgresUpgradeDialogProps {
  /** after completion the user chose 'Continue to Reboot' or 'Continue to Shutdown' */
  onContinue?(action: PostgresContinueAction): void;
  /** the dialog opened or closed (other dialogs wait while it holds the screen) */
  onOpenChange?(open: boolean): void;
}

/**
 * Opens by itself while the appliance upgrades its PostgreSQL database (it cannot be dismissed then), and reports
 * the completion until the user closes it.
 */
export function PostgresUpgradeDialog({ onContinue, onOpenChange }: PostgresUpgradeDialogProps) {
  const status = useGetPostgresUpgradeStatus();
  const data = status.data;
  const [dismissed, setDismissed] = useState(false);
  const upgrading = data?.status === 'upgrading';
  const completed = data?.status === 'completed';
  const open = upgrading || (completed && !dismissed);
  useEffect(() => onOpenChange?.(open), [open, onOpenChange]);

  const close = () => setDismissed(true);
  const footer = completed
    ? [
        data.allow_reboot && (
          <Button
            key="reboot"
            danger
            onClick={() => {
              close();
              onContinue?.('reboot');
            }}
          >
            {msg('postgres.continueToReboot')}
          </Button>
        ),
        data.allow_shutdown && (
          <Button
            key="shutdown"
            danger
            onClick={() => {
              close();
              onContinue?.('shutdown');
            }}
          >
            {msg('postgres.continueToShutdown')}
          </Button>
        ),
        <Button key="close" type="primary" onClick={close}>
          {msg('common.close')}
        </Button>,
      ]
    : null;

  return (
    <Modal
      open={open}
      title={msg('postgres.title')}
      closable={completed}
      keyboard={completed}
      mask={{ closable: false }}
      onCancel={close}
      footer={footer}
    >
      {upgrading && (
        <>
          <Typography.Paragraph>{msg('postgres.hint')}</Typography.Paragraph>
          <Typography.Paragraph>{msg('postgres.remaining', formatDuration(data.remain))}</Typography.Paragraph>
          <Progress percent={data.percent} status="active" aria-label={msg('postgres.title')} />
          <Alert type="warning" showIcon title={msg('postgres.dontShutdown')} style={{ marginTop: 12 }} />
        </>
      )}
      {completed && <Alert type="success" showIcon title={msg('postgres.completed')} />}
    </Modal>
  );
}
