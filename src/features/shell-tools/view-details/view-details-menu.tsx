import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Descriptions, Dropdown, Input, Modal } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { msg } from './text.ts';
import { useCapabilities } from '@/lib/session/index.ts';
import { useGetClientIp } from '@/lib/api/endpoints/sys.gen.ts';
import { pickedText } from './picked-text.ts';
import { useDropdownMenu } from '@/lib/ui/use-dropdown-menu.ts';

export type ViewDetailsMenuProps = Record<string, never>;

/** View-details menu for masked data (data masking and the privacy tool on): pick a value on screen or type it. */
export function ViewDetailsMenu(_props: ViewDetailsMenuProps) {
  const caps = useCapabilities();
  if (!caps.viewDetailsMenu) return null;
  return <Menu />;
}

function Menu() {
  const [picking, setPicking] = useState(false);
  const [details, setDetails] = useState<{ value: string } | null>(null);
  const banner = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Enter and Space act on both items, as a click does
  const menu = useDropdownMenu(({ key }) => (key === 'picker' ? setPicking(true) : setDetails({ value: '' })));

  // while picking, the next click anywhere else names the value instead of acting on the page
  useEffect(() => {
    if (!picking) return;
    const onClick = (e: MouseEvent) => {
      const target = e.target as Element | null;
      if (target && banner.current?.contains(target)) return;
      e.preventDefault();
      e.stopPropagation();
      setPicking(false);
      setDetails({ value: pickedText(target) ?? '' });
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setPicking(false);
    };
    document.addEventListener('click', onClick, true);
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('keydown', onKey, true);
    };
  }, [picking]);

  return (
    <>
      <Dropdown
        trigger={['click']}
        {...menu.dropdownProps}
        menu={{
          items: [
            { key: 'picker', label: msg('viewDetails.screenPicker') },
            { key: 'manual', label: msg('viewDetails.manualInput') },
          ],
          ...menu.menuProps,
        }}
      >
        <Button ref={button} type="text" icon={<EyeOutlined />} aria-label={msg('viewDetails.title')} {...menu.triggerProps} />
      </Dropdown>
      {picking && (
        <div ref={banner} style={{ position: 'fixed', top: 8, left: '50%', transform: 'translateX(-50%)', zIndex: 2000 }}>
          <Alert
            type="info"
            showIcon
            role="status"
            title={msg('viewDetails.pickHint')}
            action={
              <Button size="small" onClick={() => setPicking(false)}>
                {msg('viewDetails.stopPicking')}
              </Button>
            }
          />
        </div>
      )}
      {/* the menu item that opened the dialog is gone once it closes: the focus goes back to the menu button */}
      <DetailsModal details={details} onClose={() => setDetails(null)} afterClose={() => button.current?.focus()} />
    </>
  );
}

function DetailsModal({ details, onClose, afterClose }: { details: { value: string } | null; onClose(): void; afterClose(): void }) {
  const open = details !== null;
  const [value, setValue] = useState('');
  const clientIp = useGetClientIp(undefined, { enabled: open });
  useEffect(() => {
    if (details) setValue(details.value);
  }, [details]);
  return (
    <Modal open={open} title={msg('viewDetails.details')} onCancel={onClose} afterClose={afterClose} footer={<Button onClick={onClose}>{msg('common.close')}</Button>}>
      <label htmlFor="view-details-value">{msg('viewDetails.value')}</label>
      <Input id="view-details-value" value={value} onChange={(e) => setValue(e.target.value)} autoFocus style={{ marginBottom: 12 }} />
      <Descriptions size="small" column={1} items={[{ key: 'ip', label: msg('viewDetails.clientIp'), children: clientIp.isError ? msg('viewDetails.clientIpFailed') : String(clientIp.data?.ip ?? '-') }]} />
    </Modal>
  );
}
