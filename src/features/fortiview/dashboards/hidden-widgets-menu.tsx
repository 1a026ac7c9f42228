import { Button, Dropdown, type MenuProps } from 'antd';
import { CheckOutlined, DownOutlined } from '@ant-design/icons';
import { msg } from './text.ts';
import { useDropdownMenu } from '@/lib/ui/use-dropdown-menu.ts';
import { widgetByKey, type DashboardWidgetPlacement } from './catalog.ts';
import { hiddenByDefault } from './logic/hidden-widgets.ts';

export interface HiddenWidgetsMenuProps {
  /** the dashboard's widgets */
  widgets: readonly DashboardWidgetPlacement[];
  /** ids of the hidden widgets shown */
  shown: ReadonlySet<string>;
  onChange: (shown: Set<string>) => void;
}

/**
 * The dashboard toolbar's "Hidden Widgets" menu: each widget the dashboard hides by default, checked when shown;
 * choosing one shows or hides it, and the menu stays open for the next. Nothing when the dashboard hides none.
 */
export function HiddenWidgetsMenu({ widgets, shown, onChange }: HiddenWidgetsMenuProps) {
  const hidden = hiddenByDefault(widgets).filter((p) => widgetByKey(p.widget));
  const toggle: NonNullable<MenuProps['onClick']> = ({ key }) => {
    const next = new Set(shown);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    onChange(next);
  };
  const menu = useDropdownMenu(toggle, { keepOpen: true });
  if (!hidden.length) return null;
  const items: MenuProps['items'] = hidden.map((p) => {
    const on = shown.has(p.id);
    return {
      key: p.id,
      label: widgetByKey(p.widget)!.title,
      // a check mark where it is shown; the role and state say it to assistive technology
      icon: <CheckOutlined aria-hidden style={{ visibility: on ? 'visible' : 'hidden' }} />,
      role: 'menuitemcheckbox',
      'aria-checked': on,
    };
  });
  return (
    <Dropdown
      trigger={['click']}
      {...menu.dropdownProps}
      // selectable and multiple: the dropdown stays open when one is chosen
      menu={{ items, selectable: true, multiple: true, selectedKeys: [...shown], ...menu.menuProps }}
      placement="bottomRight"
    >
      <Button {...menu.triggerProps}>
        {msg('dashboard.hiddenWidgets')}
        <DownOutlined aria-hidden />
      </Button>
    </Dropdown>
  );
}
