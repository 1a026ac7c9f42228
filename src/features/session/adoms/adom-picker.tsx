import { useEffect, useId, useRef, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Empty, Modal, Radio, Space, Spin, Typography } from 'antd';
import { errorMessage } from '@/lib/api/errors.ts';
import { msg } from '@/lib/i18n/messages.ts';
import { useCapabilities } from '@/lib/session/index.ts';
import type { Adom } from '@generated/types/entities.ts';
import { useListAdoms } from '@/lib/api/endpoints/adom.gen.ts';
import { useChangeAdom } from './api.ts';
import { failureText } from '@/lib/format/failure.ts';

export interface AdomPickerProps {
  open: boolean;
  /** the session now works in this ADOM */
  onPicked(adom: Adom): void;
  /**
   * The admin keeps the ADOM the session already has. Offered only when no ADOM can be opened here (the list or
   * the switch failed, or the list is empty), so that a failing call does not lock the admin out of the console.
   */
  onKeepCurrent?(): void;
}

/**
 * After sign-in: choose the ADOM to work in (the admin's default ADOM is preselected). An admin with a single
 * ADOM has nothing to choose: it opens directly, and the picker shows only if that fails.
 */
export function AdomPicker({ open, onPicked, onKeepCurrent }: AdomPickerProps) {
  const adoms = useListAdoms(undefined, { enabled: open });
  const change = useChangeAdom(onPicked);
  const sole = open && adoms.data?.length === 1 ? adoms.data[0] : undefined;
  const tried = useRef(false);
  useEffect(() => {
    if (!sole || tried.current) return;
    tried.current = true;
    change.mutate(sole.oid);
  }, [sole, change]);
  const opening = sole !== undefined && !change.isError;
  // shown once the list is known, so that a sole ADOM opens without a picker flashing up first; a failed attempt
  // shows it too, and it stays open while the list is asked again (a refetch after a failure is pending again)
  const known = !adoms.isPending || adoms.isFetched || adoms.failureCount > 0;
  return (
    <Modal
      open={open && known && !opening}
      title={msg('adom.pickerTitle')}
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      footer={null}
      destroyOnHidden
    >
      {open && !opening && (
        <PickerBody
          adoms={adoms}
          onPicked={onPicked}
          onKeepCurrent={onKeepCurrent}
          failure={change.isError ? change.error : null}
        />
      )}
    </Modal>
  );
}

interface PickerBodyProps {
  /** the picker's own read of the list: one observer, so that opening the body does not ask again */
  adoms: UseQueryResult<Adom[]>;
  onPicked(adom: Adom): void;
  onKeepCurrent?(): void;
  failure: unknown;
}

function PickerBody({ adoms, onPicked, onKeepCurrent, failure }: PickerBodyProps) {
  const caps = useCapabilities();
  const change = useChangeAdom(onPicked);
  // a failed direct opening of the sole ADOM shows here until the admin tries again
  const changeError = change.isError ? change.error : change.isIdle ? failure : null;
  const list = adoms.data ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const idBase = `adom${useId().replace(/:/g, '')}`;
  const preselected = list.find((a) => a.name === caps.defaultAdom)?.oid ?? list[0]?.oid ?? null;
  const selected = chosen ?? preselected;

  const keepCurrent = onKeepCurrent && <Button onClick={onKeepCurrent}>{msg('adom.keepCurrent')}</Button>;

  if (adoms.isPending) return <Spin aria-label={msg('adom.pickerTitle')} />;
  if (adoms.isError) {
    return (
      <>
        <Alert
          type="error"
          showIcon
          title={errorMessage(adoms.error, 'adom.loadFailed')}
          action={<Button onClick={() => void adoms.refetch()}>{msg('adom.retry')}</Button>}
        />
        {keepCurrent && <div className="adom-picker-footer">{keepCurrent}</div>}
      </>
    );
  }
  if (!list.length) {
    return (
      <>
        <Empty description={msg('adom.none')} />
        {keepCurrent && <div className="adom-picker-footer">{keepCurrent}</div>}
      </>
    );
  }

  const open = () => {
    if (selected === null) return;
    change.mutate(selected);
  };
  return (
    <>
      {changeError != null && (
        <Alert type="error" showIcon role="alert" title={failureText(changeError, 'adom.changeFailed')} style={{ marginBottom: 12 }} />
      )}
      <Radio.Group
        aria-label={msg('adom.label')}
        value={selected}
        onChange={(e) => setChosen(e.target.value as number)}
        style={{ width: '100%', maxHeight: 360, overflowY: 'auto' }}
      >
        <Space orientation="vertical" style={{ width: '100%' }}>
          {list.map((a) => (
            // named by the ADOM's name alone; the description is its accessible description, not run into the name
            <Radio key={a.oid} value={a.oid} aria-label={a.name} aria-describedby={a.desc ? `${idBase}-${a.oid}-desc` : undefined}>
              {a.name}
              {a.desc && (
                <Typography.Text id={`${idBase}-${a.oid}-desc`} type="secondary" style={{ marginInlineStart: 8 }}>
                  {a.desc}
                </Typography.Text>
              )}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      <div className="adom-picker-footer">
        {changeError != null && keepCurrent}
        <Button type="primary" onClick={open} loading={change.isPending} disabled={selected === null}>
          {msg('adom.open')}
        </Button>
      </div>
    </>
  );
}
