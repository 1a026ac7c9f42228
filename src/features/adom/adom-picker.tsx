import { useState } from 'react';
import { Alert, Button, Empty, Modal, Radio, Space, Spin, Typography } from 'antd';
import { errorMessage } from '@/lib/api/errors.ts';
import { msg } from '@/lib/i18n/messages.ts';
import { useCapabilities } from '@/lib/session/index.ts';
import { useChangeAdom, useListAdoms, type Adom } from './api.ts';

export interface AdomPickerProps {
  open: boolean;
  /** the session now works in this ADOM */
  onPicked(adom: Adom): void;
}

/** After sign-in: choose the ADOM to work in (the admin's default ADOM is preselected). */
export function AdomPicker({ open, onPicked }: AdomPickerProps) {
  return (
    <Modal open={open} title={msg('adom.pickerTitle')} closable={false} keyboard={false} mask={{ closable: false }} footer={null} destroyOnHidden>
      {open && <PickerBody onPicked={onPicked} />}
    </Modal>
  );
}

function PickerBody({ onPicked }: { onPicked(adom: Adom): void }) {
  const caps = useCapabilities();
  const adoms = useListAdoms();
  const change = useChangeAdom();
  const list = adoms.data ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const preselected = list.find((a) => a.name === caps.defaultAdom)?.oid ?? list[0]?.oid ?? null;
  const selected = chosen ?? preselected;

  if (adoms.isLoading) return <Spin aria-label={msg('adom.pickerTitle')} />;
  if (adoms.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={errorMessage(adoms.error, 'adom.loadFailed')}
        action={<Button onClick={() => void adoms.refetch()}>{msg('adom.retry')}</Button>}
      />
    );
  }
  if (!list.length) return <Empty description={msg('adom.none')} />;

  const open = () => {
    if (selected === null) return;
    change.mutate(selected, { onSuccess: (adom) => onPicked(adom) });
  };
  return (
    <>
      {change.isError && (
        <Alert type="error" showIcon role="alert" title={errorMessage(change.error, 'adom.changeFailed', true)} style={{ marginBottom: 12 }} />
      )}
      <Radio.Group
        aria-label={msg('adom.label')}
        value={selected}
        onChange={(e) => setChosen(e.target.value as number)}
        style={{ width: '100%', maxHeight: 360, overflowY: 'auto' }}
      >
        <Space orientation="vertical" style={{ width: '100%' }}>
          {list.map((a) => (
            <Radio key={a.oid} value={a.oid}>
              {a.name}
              {a.desc && (
                <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
                  {a.desc}
                </Typography.Text>
              )}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 16 }}>
        <Button type="primary" onClick={open} loading={change.isPending} disabled={selected === null}>
          {msg('adom.open')}
        </Button>
      </div>
    </>
  );
}
