import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { App, Button, Modal, Spin, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { fetchEndpoint } from '@/lib/api/endpoint.ts';
import { discardWorkspace, listDirtyItems, saveWorkspace } from '@/lib/api/endpoints/workspace.gen.ts';
import { errorMessage } from '@/lib/api/errors.ts';
import { msg } from '@/lib/i18n/messages.ts';
import { signOut } from '@/lib/session/index.ts';
import { groupDirtyItems, type DirtyItem } from './dirty-items.ts';
import { failureText } from '@/lib/format/failure.ts';

export interface LogoutDialogProps {
  open: boolean;
  onCancel(): void;
}

type Phase = { kind: 'checking' } | { kind: 'confirm' } | { kind: 'dirty'; items: DirtyItem[] };
type Busy = null | 'save' | 'discard' | 'logout';

/**
 * Logout: with unsaved workspace changes the user chooses Save and Logout, Discard and Logout, or Cancel;
 * otherwise a plain confirmation with Cancel.
 */
export function LogoutDialog({ open, onCancel }: LogoutDialogProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [phase, setPhase] = useState<Phase>({ kind: 'checking' });
  const [busy, setBusy] = useState<Busy>(null);

  useEffect(() => {
    if (!open) return;
    let alive = true;
    setPhase({ kind: 'checking' });
    fetchEndpoint(listDirtyItems)
      .then((items) => {
        if (alive) setPhase(items.length ? { kind: 'dirty', items: items as DirtyItem[] } : { kind: 'confirm' });
      })
      .catch((err: unknown) => {
        if (!alive) return;
        void message.error(errorMessage(err, 'shell.dirtyFailed'));
        setPhase({ kind: 'confirm' });
      });
    return () => {
      alive = false;
    };
  }, [open, message]);

  async function finish(kind: Exclude<Busy, null>) {
    setBusy(kind);
    try {
      if (kind === 'save') await fetchEndpoint(saveWorkspace);
      if (kind === 'discard') await fetchEndpoint(discardWorkspace);
    } catch (err) {
      void message.error(failureText(err, kind === 'save' ? 'shell.saveFailed' : 'shell.discardFailed'));
      setBusy(null);
      return;
    }
    await signOut(queryClient);
    setBusy(null);
    navigate('/login', { replace: true, state: { notice: 'signedOut' } });
  }

  const cancel = (
    <Button key="cancel" onClick={onCancel} disabled={busy !== null}>
      {msg('common.cancel')}
    </Button>
  );

  if (phase.kind === 'dirty') {
    const groups = groupDirtyItems(phase.items);
    return (
      <Modal
        open={open}
        title={msg('shell.dirtyTitle')}
        onCancel={onCancel}
        footer={[
          cancel,
          <Button key="discard" danger loading={busy === 'discard'} disabled={busy !== null} onClick={() => void finish('discard')}>
            {msg('logout.discardAndLogout')}
          </Button>,
          <Button key="save" type="primary" loading={busy === 'save'} disabled={busy !== null} onClick={() => void finish('save')}>
            {msg('logout.saveAndLogout')}
          </Button>,
        ]}
      >
        <Typography.Paragraph>{msg('shell.dirtyIntro')}</Typography.Paragraph>
        {groups.map((g) => (
          <section key={g.type} aria-labelledby={`dirty-${g.type}`} className="dirty-group">
            <Typography.Title level={5} id={`dirty-${g.type}`}>
              {msg(g.label)}
            </Typography.Title>
            <ul>
              {g.names.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
          </section>
        ))}
      </Modal>
    );
  }

  return (
    <Modal
      open={open}
      title={msg('shell.logoutConfirmTitle')}
      onCancel={onCancel}
      footer={[
        cancel,
        <Button
          key="logout"
          type="primary"
          loading={busy === 'logout'}
          disabled={phase.kind === 'checking' || busy !== null}
          onClick={() => void finish('logout')}
        >
          {msg('session.logout')}
        </Button>,
      ]}
    >
      {phase.kind === 'checking' ? <Spin /> : <Typography.Paragraph>{msg('shell.logoutConfirm')}</Typography.Paragraph>}
    </Modal>
  );
}
