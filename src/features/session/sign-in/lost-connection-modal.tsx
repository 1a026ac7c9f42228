import { useEffect, useRef } from 'react';
import { Modal, Spin, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { endpointKey } from '@/lib/api/endpoint.ts';
import { getSysInfo } from '@/lib/api/endpoints/session.gen.ts';
import { useConnection } from '@/lib/api/connection.ts';
import { msg } from '@/lib/i18n/messages.ts';

/**
 * Shown while calls cannot reach the appliance; closes itself when a call gets through again. The appliance may have
 * restarted meanwhile (after a firmware upgrade), so its identity is read again: the header shows the version it runs.
 */
export function LostConnectionModal() {
  const { lost, failures } = useConnection();
  const queryClient = useQueryClient();
  const wasLost = useRef(false);
  useEffect(() => {
    if (lost) wasLost.current = true;
    else if (wasLost.current) {
      wasLost.current = false;
      void queryClient.invalidateQueries({ queryKey: endpointKey(getSysInfo) });
    }
  }, [lost, queryClient]);
  return (
    <Modal open={lost} title={msg('shell.lostConnectionTitle')} closable={false} mask={{ closable: false }} keyboard={false} footer={null}>
      <Typography.Paragraph>{msg('shell.lostConnectionText')}</Typography.Paragraph>
      <Typography.Paragraph strong role="status" aria-live="polite">
        <Spin size="small" /> {msg('shell.lostConnectionAttempts', failures)}
      </Typography.Paragraph>
    </Modal>
  );
}
