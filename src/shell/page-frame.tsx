import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Breadcrumb, Typography } from 'antd';
import { msg } from '@/lib/i18n/messages.ts';
import { ContentMenu, type ContentMenuItem } from './content-menu.tsx';
import { ModuleToolbar } from './module-toolbar.tsx';
import { moduleToolbarFor } from './module-toolbar.ts';
import { ToolbarActionsHost } from '@/lib/ui/toolbar-actions.tsx';
import { useContentMenuMode } from './content-menu-mode.ts';

export interface Crumb {
  title: string;
  path?: string;
}

export interface PageFrameProps {
  title: string;
  breadcrumb: Crumb[];
  /** the module's own menu; none for single screens */
  menu?: ContentMenuItem[];
  menuSelected?: string | null;
  /** extra content beside the title (actions) */
  extra?: ReactNode;
  /** the route's app key of the catalogue, for a screen that is not drawn by its group's ModuleScreen */
  appKey?: string;
  children?: ReactNode;
}

/**
 * Frame of every screen: breadcrumb, module toolbar (with the screen's ToolbarActions), module menu, and the
 * screen's title.
 */
export function PageFrame({ title, breadcrumb, menu, menuSelected = null, extra, appKey, children }: PageFrameProps) {
  const [mode] = useContentMenuMode();
  const { pathname } = useLocation();
  const hasToolbar = moduleToolbarFor(pathname) !== null;
  const body = (
    <div className="page-body">
      <div className="page-title-row">
        <Typography.Title level={1} className="page-title">
          {title}
        </Typography.Title>
        {extra}
      </div>
      {children}
    </div>
  );
  return (
    <ToolbarActionsHost hasToolbar={hasToolbar}>
      <div className="page-frame" data-app-key={appKey}>
        <Breadcrumb
          className="page-breadcrumb"
          aria-label={msg('shell.breadcrumb')}
          items={breadcrumb.map((c, i) => ({
            key: `${i}-${c.title}`,
            title: c.path && i < breadcrumb.length - 1 ? <Link to={c.path}>{c.title}</Link> : c.title,
          }))}
        />
        <ModuleToolbar />
        {menu?.length ? (
          mode === 'vertical' ? (
            <div className="page-with-side-menu">
              <ContentMenu items={menu} selected={menuSelected} />
              {body}
            </div>
          ) : (
            <>
              <ContentMenu items={menu} selected={menuSelected} />
              {body}
            </>
          )
        ) : (
          body
        )}
      </div>
    </ToolbarActionsHost>
  );
}
