import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Modal, Progress, Typography } from 'antd';
import { msg } from './text.ts';
import { errorMessage } from '@/lib/api/errors.ts';
import { useGetPostgresUpgradeStatus, useRebootSystem, useShutdownSystem } from '@/lib/api/endpoints/sys.gen.ts';
import { signOut, useSession } from '@/lib/session/index.ts';
import { formatDuration } from '@/lib/format/duration.ts';

export type PostgresContinueAction = 'reboot' | 'shutdown';

export interface PostgresUpgradeDialogProps {
  /** after completion the user chose 'Continue to Reboot' or 'Continue to Shutdown', and the appliance accepted it */
  onContinue?(action: PostgresContinueAction): void;
  /** the dialog opened or closed (other dialogs wait while it holds the screen) */
  onOpenChange?(open: boolean): void;
}

const ACTIONS = {
  reboot: { op: 'rebootSystem', done: 'postgres.rebooting', failed: 'postgres.rebootFailed' },
  shutdown: { op: 'shutdownSystem', done: 'postgres.shuttingDown', failed: 'postgres.shutdownFailed' },
} as const;

/**
 * Opens by itself while the appliance upgrades its PostgreSQL database (it cannot be dismissed then), and reports
 * the completion until the user closes it, or continues to a reboot or a shutdown: the appliance is asked to, the
 * user is told and signed out; a refusal is shown in the dialog.
 */
export function PostgresUpgradeDialog({ onContinue, onOpenChange }: PostgresUpgradeDialogProps) {
  // polling stops the moment the session ends
  const { signedIn } = useSession();
  const status = useGetPostgresUpgradeStatus(undefined, { enabled: signedIn });
  const data = status.data;
  const [dismissed, setDismissed] = useState(false);
  const upgrading = data?.status === 'upgrading';
  const completed = data?.status === 'completed';
  const open = upgrading || (completed && !dismissed);
  useEffect(() => onOpenChange?.(open), [open, onOpenChange]);

  const close = () => setDismissed(true);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const reboot = useRebootSystem();
  const shutdown = useShutdownSystem();
  const [failure, setFailure] = useState<string | null>(null);
  const busy = reboot.isPending || shutdown.isPending;
  async function proceed(action: PostgresContinueAction) {
    const { done, failed } = ACTIONS[action];
    setFailure(null);
    try {
      await (action === 'reboot' ? reboot : shutdown).mutateAsync(undefined);
    } catch (err) {
      setFailure(errorMessage(err, failed, true));
      return;
    }
    close();
    void message.info(msg(done));
    onContinue?.(action);
    await signOut(queryClient);
  }
  const footer = completed
    ? [
        data.allow_reboot && (
          <Button key="reboot" danger loading={reboot.isPending} disabled={busy} onClick={() => void proceed('reboot')}>
            {msg('postgres.continueToReboot')}
          </Button>
        ),
        data.allow_shutdown && (
          <Button key="shutdown" danger loading={shutdown.isPending} disabled={busy} onClick={() => void proceed('shutdown')}>
            {msg('postgres.continueToShutdown')}
          </Button>
        ),
        <Button key="close" type="primary" onClick={close} disabled={busy}>
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
      {completed && failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginTop: 12 }} />}
    </Modal>
  );
}
