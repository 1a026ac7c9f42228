import { App, Button, Space, Tooltip, Typography } from 'antd';
import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { msg } from '@/lib/i18n/messages.ts';
import { useCapabilities, useCurrentAdom } from '@/lib/session/index.ts';
import type { Adom } from '@generated/types/entities.ts';
import { useLockAdom, useUnlockAdom } from '@/lib/api/endpoints/adom.gen.ts';
import { useStoreLock } from './api.ts';
import { lockButtonView } from './adom-lock.ts';
import { failureText } from '@/lib/format/failure.ts';

export type AdomLockButtonProps = Record<string, never>;

/** Lock or unlock the current ADOM (workspace mode, and only for admins who may lock). */
export function AdomLockButton(_props: AdomLockButtonProps) {
  const caps = useCapabilities();
  const { data } = useCurrentAdom();
  const adom = data as Adom | undefined;
  if (!caps.canLockAdom || !adom) return null;
  return <LockButton adom={adom} />;
}

function LockButton({ adom }: { adom: Adom }) {
  const { message } = App.useApp();
  const byOid = { toInit: (oid: number) => ({ params: { path: { oid } } }), onSuccess: useStoreLock() };
  const lock = useLockAdom(byOid);
  const unlock = useUnlockAdom(byOid);
  const view = lockButtonView(adom.lock);
  const busy = lock.isPending || unlock.isPending;
  // an IPS package update's lock is named as such, not as if an administrator held it
  const holderText = view.heldByIps ? msg('adom.lockedByIps') : view.holder ? msg('adom.lockedBy', view.holder) : null;

  const onClick = () => {
    if (view.action === 'lock') {
      lock.mutate(adom.oid, { onError: (err) => message.error(failureText(err, 'adom.lockFailed')) });
    } else {
      unlock.mutate(adom.oid, { onError: (err) => message.error(failureText(err, 'adom.unlockFailed')) });
    }
  };

  return (
    <Space size={4}>
      <Tooltip title={holderText}>
        <Button
          size="small"
          icon={view.action === 'lock' ? <LockOutlined /> : <UnlockOutlined />}
          disabled={view.disabled}
          loading={busy}
          onClick={onClick}
        >
          {msg(view.action === 'lock' ? 'adom.lock' : 'adom.unlock')}
        </Button>
      </Tooltip>
      {holderText && <Typography.Text type="secondary">{holderText}</Typography.Text>}
    </Space>
  );
}
