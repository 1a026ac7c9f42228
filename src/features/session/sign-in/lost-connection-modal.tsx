import { Modal, Spin, Typography } from 'antd';
import { useConnection } from '@/lib/api/connection.ts';
import { msg } from '@/lib/i18n/messages.ts';

/** Shown while calls cannot reach the appliance; closes itself when a call gets through again. */
export function LostConnectionModal() {
  const { lost, failures } = useConnection();
  return (
    <Modal open={lost} title={msg('shell.lostConnectionTitle')} closable={false} mask={{ closable: false }} keyboard={false} footer={null}>
      <Typography.Paragraph>{msg('shell.lostConnectionText')}</Typography.Paragraph>
      <Typography.Paragraph strong role="status" aria-live="polite">
        <Spin size="small" /> {msg('shell.lostConnectionAttempts', failures)}
      </Typography.Paragraph>
    </Modal>
  );
}
