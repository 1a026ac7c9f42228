import { useNavigate } from 'react-router';
import { Button, Menu, Tooltip, type MenuProps } from 'antd';
import { ColumnWidthOutlined, MenuOutlined } from '@ant-design/icons';
import { msg } from '@/lib/i18n/messages.ts';
import { useContentMenuMode } from './content-menu-mode.ts';

export interface ContentMenuItem {
  /** absolute path of the screen */
  path: string;
  label: string;
  children?: ContentMenuItem[];
}

export interface ContentMenuProps {
  items: ContentMenuItem[];
  /** path of the screen shown now */
  selected: string | null;
}

function toMenuItems(items: ContentMenuItem[]): NonNullable<MenuProps['items']> {
  return items.map((i) =>
    i.children?.length
      ? {
          // a sub-menu heading is not a screen; its own screen (if any) is the first entry inside
          key: `${i.path}#menu`,
          label: i.label,
          children: [...(i.path.includes('#') ? [] : [{ key: i.path, label: i.label }]), ...toMenuItems(i.children)],
        }
      : { key: i.path, label: i.label },
  );
}

/** The module's own menu, above the page (horizontal) or beside it (vertical), as the user chose. */
export function ContentMenu({ items, selected }: ContentMenuProps) {
  const [mode, setMode] = useContentMenuMode();
  const navigate = useNavigate();
  const nextMode = mode === 'horizontal' ? 'vertical' : 'horizontal';
  const switchLabel = msg(nextMode === 'horizontal' ? 'shell.contentMenuHorizontal' : 'shell.contentMenuVertical');
  return (
    <nav className={`content-menu content-menu-${mode}`} aria-label={msg('shell.moduleNavigation')}>
      <Menu
        mode={mode === 'horizontal' ? 'horizontal' : 'inline'}
        items={toMenuItems(items)}
        selectedKeys={selected ? [selected] : []}
        onClick={({ key }) => {
          if (!key.includes('#')) navigate(key);
        }}
        className="content-menu-items"
      />
      <Tooltip title={switchLabel}>
        <Button
          type="text"
          size="small"
          className="content-menu-switch"
          aria-label={switchLabel}
          icon={mode === 'horizontal' ? <MenuOutlined /> : <ColumnWidthOutlined />}
          onClick={() => setMode(nextMode)}
        />
      </Tooltip>
    </nav>
  );
}
