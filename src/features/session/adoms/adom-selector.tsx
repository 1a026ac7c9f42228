import { App, Button, Dropdown, Typography } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { msg } from '@/lib/i18n/messages.ts';
import { useCapabilities, useCurrentAdom } from '@/lib/session/index.ts';
import type { Adom } from '@generated/types/entities.ts';
import { useListAdoms } from '@/lib/api/endpoints/adom.gen.ts';
import { useChangeAdom } from './api.ts';
import { failureText } from '@/lib/format/failure.ts';
import { useDropdownMenu } from '@/lib/ui/use-dropdown-menu.ts';

export type AdomSelectorProps = Record<string, never>;

/** The current ADOM; admins who may switch pick another one from the list. */
export function AdomSelector(_props: AdomSelectorProps) {
  const caps = useCapabilities();
  const { data } = useCurrentAdom();
  const current = data as Adom | undefined;
  if (!caps.adomEnabled || !current) return null;
  if (!caps.mayChangeAdom) {
    return <Typography.Text>{msg('adom.current', current.name)}</Typography.Text>;
  }
  return <Selector current={current} />;
}

function Selector({ current }: { current: Adom }) {
  const { message } = App.useApp();
  const adoms = useListAdoms();
  const change = useChangeAdom();
  const list = adoms.data ?? [];
  const onlyOne = adoms.isSuccess && list.length <= 1;

  // Enter and Space act on every ADOM in the list, as a click does
  const menu = useDropdownMenu(({ key }) => {
    const oid = Number(key);
    if (!oid || oid === current.oid) return;
    change.mutate(oid, { onError: (err) => message.error(failureText(err, 'adom.changeFailed')) });
  });

  const label = msg('adom.current', current.name);
  if (onlyOne) {
    return (
      <Button size="small" onClick={() => message.info(msg('adom.onlyOne'))} aria-haspopup="false">
        {label}
      </Button>
    );
  }
  return (
    <Dropdown
      trigger={['click']}
      {...menu.dropdownProps}
      menu={{
        selectable: true,
        selectedKeys: [String(current.oid)],
        items: adoms.isError
          ? [{ key: 'error', label: msg('adom.loadFailed'), disabled: true }]
          : list.map((a) => ({ key: String(a.oid), label: a.name, title: a.desc })),
        ...menu.menuProps,
      }}
    >
      <Button size="small" loading={change.isPending || adoms.isLoading} {...menu.triggerProps}>
        {label} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
