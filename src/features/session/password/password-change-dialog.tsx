import { lazy, Suspense, useId, useState } from 'react';
import { Alert, App, Button, Modal, Skeleton, Typography } from 'antd';
import { msg, type MessageKey } from '@/lib/i18n/messages.ts';
import { useCapabilities, useSystemConfig } from '@/lib/session/index.ts';
import { useChangePassword } from '@/lib/api/endpoints/profile.gen.ts';
import {
  changePasswordBody,
  dialogBehaviour,
  hasDefaultPassword,
  initialValues,
  needsShortPasswordConfirm,
  passwordChangeFailure,
  type PasswordChangeDialogKind,
  type PasswordFormValues,
} from './password-rules.ts';

const PasswordForm = lazy(() => import('./password-form.tsx'));

export interface PasswordChangeDialogProps {
  open: boolean;
  kind: PasswordChangeDialogKind;
  /** account whose password changes */
  username: string;
  /** the signed-in administrator's own account: the old password is asked */
  ownAccount: boolean;
  /** the password was changed */
  onDone(): void;
  /** default-password kind: put the change off */
  onLater?(): void;
  /** voluntary kind: dismissed without a change */
  onCancel?(): void;
}

const INTRO: Partial<Record<PasswordChangeDialogKind, MessageKey>> = {
  expired: 'password.introExpired',
  nonConforming: 'password.introNonConforming',
  forced: 'password.introForced',
  default: 'password.introDefault',
};

/** Change-password dialog: forced kinds cannot be dismissed; the default-password kind offers Later. */
export function PasswordChangeDialog(props: PasswordChangeDialogProps) {
  const { open, kind, onCancel } = props;
  const behaviour = dialogBehaviour(kind);
  return (
    <Modal
      open={open}
      title={msg('password.title')}
      closable={behaviour.closable}
      keyboard={behaviour.closable}
      mask={{ closable: false }}
      onCancel={() => onCancel?.()}
      footer={null}
      destroyOnHidden
    >
      {open && <PasswordChangeBody {...props} />}
    </Modal>
  );
}

function PasswordChangeBody({ kind, username, ownAccount, onDone, onLater, onCancel }: PasswordChangeDialogProps) {
  const formId = `password-change-${useId().replace(/:/g, '')}`;
  const { message } = App.useApp();
  const caps = useCapabilities();
  const { data: config } = useSystemConfig();
  const behaviour = dialogBehaviour(kind);
  const blocked = caps.isHaSecondary;
  const [values, setValues] = useState<PasswordFormValues>(() =>
    initialValues(hasDefaultPassword(kind, ownAccount, Boolean(config?.admin_has_default_pwd))),
  );
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [danger, setDanger] = useState<string | null>(null);
  const [formReady, setFormReady] = useState(false);
  const [confirmShort, setConfirmShort] = useState<PasswordFormValues | null>(null);
  const change = useChangePassword();

  async function submitChange(v: PasswordFormValues) {
    setDanger(null);
    try {
      await change.mutateAsync({ body: changePasswordBody(username, ownAccount, v) });
      message.success(msg('password.changed'));
      onDone();
    } catch (err) {
      const failure = passwordChangeFailure(err, msg('password.changeFailed'));
      setServerErrors(failure.fields as Record<string, string>);
      setDanger(failure.danger);
    }
  }

  function onSubmit(v: PasswordFormValues) {
    if (needsShortPasswordConfirm(v.newPassword)) setConfirmShort(v);
    else void submitChange(v);
  }

  const intro = INTRO[kind];
  return (
    <>
      {intro && <Typography.Paragraph>{msg(intro)}</Typography.Paragraph>}
      {blocked && <Alert type="info" showIcon title={msg('password.haSecondary')} style={{ marginBottom: 16 }} />}
      {danger && <Alert type="error" showIcon role="alert" title={danger} style={{ marginBottom: 16 }} />}
      <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
        <PasswordForm
          id={formId}
          values={values}
          onChange={(v) => {
            setValues(v);
            if (Object.keys(serverErrors).length) setServerErrors({});
          }}
          onSubmit={onSubmit}
          serverErrors={serverErrors}
          showOldPassword={ownAccount}
          disabled={blocked || change.isPending}
          onReady={() => setFormReady(true)}
        />
      </Suspense>
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 8 }}>
        {behaviour.later && !blocked && (
          <Button onClick={() => onLater?.()} disabled={change.isPending}>
            {msg('common.later')}
          </Button>
        )}
        {(behaviour.closable || blocked) && (
          <Button onClick={() => (onCancel ?? onLater ?? onDone)()} disabled={change.isPending}>
            {msg(blocked ? 'common.close' : 'common.cancel')}
          </Button>
        )}
        {!blocked && (
          // OK before the form has loaded would submit nothing
          <Button type="primary" htmlType="submit" form={formId} loading={change.isPending} disabled={!formReady}>
            {msg('common.ok')}
          </Button>
        )}
      </div>
      <Modal
        open={confirmShort !== null}
        title={msg('password.shortConfirmTitle')}
        okText={msg('common.ok')}
        cancelText={msg('common.cancel')}
        onOk={() => {
          const v = confirmShort;
          setConfirmShort(null);
          if (v) void submitChange(v);
        }}
        onCancel={() => setConfirmShort(null)}
        mask={{ closable: false }}
      >
        {msg('password.shortConfirm')}
      </Modal>
    </>
  );
}
