import { useLocation } from 'react-router';
import { Typography } from 'antd';
import { AppstoreOutlined } from '@ant-design/icons';
import { msg } from '@/lib/i18n/messages.ts';
import { moduleToolbarFor } from './module-toolbar.ts';
import { useRovingToolbar, useToolbarSlotRef } from '@/lib/ui/toolbar-actions.tsx';

/**
 * The toolbar of the module the route belongs to (by route prefix), carrying the actions of the screen below it
 * (ToolbarActions); nothing when no module claims the route.
 */
export function ModuleToolbar() {
  const { pathname } = useLocation();
  const choice = moduleToolbarFor(pathname);
  const slotRef = useToolbarSlotRef();
  const roving = useRovingToolbar();
  if (!choice) return null;
  return (
    <div
      ref={roving}
      className="module-toolbar"
      role="toolbar"
      aria-label={msg('shell.moduleToolbar', choice.label)}
      data-toolbar={choice.toolbar}
    >
      <AppstoreOutlined aria-hidden="true" />
      <Typography.Text strong>{choice.label}</Typography.Text>
      <div ref={slotRef} className="module-toolbar-actions toolbar-actions" />
    </div>
  );
}
