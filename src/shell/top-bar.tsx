import { Suspense, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { Button, Popover } from 'antd';
import { EllipsisOutlined } from '@ant-design/icons';
import { ExtensionDebuggerTimer } from '@/features/shell-tools/extension-debugger-timer/index.ts';
import { FabricRoleButton } from '@/features/shell-tools/fabric-role/index.ts';
import { AdomLockButton, AdomSelector } from '@/features/session/adoms/index.ts';
import { TaskDropdown } from '@/features/shell-tools/tasks/index.ts';
import { ViewDetailsMenu } from '@/features/shell-tools/view-details/index.ts';
import { CliConsoleButton } from '@/features/shell-tools/cli-console/index.ts';
import { HelpMenu } from '@/features/shell-tools/help-menu/index.ts';
import { LogRebuildProgress, RebuiltLogDatabaseHint } from '@/features/shell-tools/log-rebuild/index.ts';
import { VulnerabilityIndicator } from '@/features/dvm/vulnerabilities/index.ts';
import { msg } from '@/lib/i18n/messages.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { SystemTags } from './system-tags.tsx';
import { QuickAccessMenu } from './quick-access-menu.tsx';
import { UserMenu } from './user-menu.tsx';
import { itemsToCollapse } from './top-bar-fit.ts';
import { ShellNotificationBell } from './notification-actions.tsx';

/**
 * The top-bar items in their fixed order. Each decides its own visibility from the capabilities; each is
 * fenced so that one failing item leaves the others and the page working.
 */
const ITEMS: Array<[string, ComponentType]> = [
  ['ext-debugger', ExtensionDebuggerTimer],
  ['fabric-role', FabricRoleButton],
  ['system-tags', SystemTags],
  ['quick-access', QuickAccessMenu],
  ['adom-lock', AdomLockButton],
  ['adom-selector', AdomSelector],
  ['tasks', TaskDropdown],
  ['view-details', ViewDetailsMenu],
  ['cli', CliConsoleButton],
  ['help', HelpMenu],
  ['notifications', ShellNotificationBell],
  ['user-menu', UserMenu],
  ['log-rebuild', LogRebuildProgress],
  ['rebuilt-hint', RebuiltLogDatabaseHint],
  ['vulnerabilities', VulnerabilityIndicator],
];

/**
 * When the bar is too narrow, items move into the More menu in this order (the least used first); the account menu
 * always stays in the bar.
 */
const COLLAPSE_ORDER = [
  'rebuilt-hint',
  'ext-debugger',
  'fabric-role',
  'system-tags',
  'view-details',
  'quick-access',
  'cli',
  'help',
  'log-rebuild',
  'tasks',
  'notifications',
  'adom-lock',
  'adom-selector',
  'vulnerabilities',
];

/** Width of an icon button, for the More button before it has been drawn. */
const MORE_BUTTON_PX = 32;

function renderItem([key, Item]: [string, ComponentType]) {
  return (
    <ErrorBoundary key={key}>
      <Suspense fallback={null}>
        <Item />
      </Suspense>
    </ErrorBoundary>
  );
}

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) => a.size === b.size && [...a].every((k) => b.has(k));

/**
 * The header's tools. Every item stays in the bar, where it is measured; those that do not fit are hidden there
 * (and taken out of the focus order) and shown instead in the More menu at the end of the bar.
 */
export function TopBar() {
  const barRef = useRef<HTMLDivElement>(null);
  const moreRef = useRef<HTMLButtonElement>(null);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const [moreOpen, setMoreOpen] = useState(false);

  useLayoutEffect(() => {
    const bar = barRef.current;
    if (!bar) return;
    const wrappers = () => [...bar.querySelectorAll<HTMLElement>(':scope > [data-top-bar-item]')];
    const measure = () => {
      const items = wrappers().map((el) => ({ key: el.dataset.topBarItem!, width: el.getBoundingClientRect().width }));
      const style = getComputedStyle(bar);
      const gap = Number.parseFloat(style.columnGap) || 0;
      const padding = (Number.parseFloat(style.paddingInlineStart) || 0) + (Number.parseFloat(style.paddingInlineEnd) || 0);
      const next = itemsToCollapse({
        items,
        available: bar.clientWidth - padding,
        gap,
        moreWidth: moreRef.current?.getBoundingClientRect().width || MORE_BUTTON_PX,
        collapseOrder: COLLAPSE_ORDER,
      });
      setCollapsed((prev) => (sameSet(prev, next) ? prev : next));
    };
    measure();
    // items change width as their data arrives (a rebuild starts, devices turn out vulnerable), the bar with the window
    const observer = new ResizeObserver(() => measure());
    observer.observe(bar);
    for (const el of wrappers()) observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const hidden = ITEMS.filter(([key]) => collapsed.has(key));
  return (
    <div ref={barRef} className="top-bar" role="group" aria-label={msg('shell.consoleTools')}>
      {ITEMS.map((item) => {
        const out = collapsed.has(item[0]);
        return (
          <div
            key={item[0]}
            data-top-bar-item={item[0]}
            className={out ? 'top-bar-item top-bar-item-collapsed' : 'top-bar-item'}
            // still measured, but neither seen, focused nor read while it lives in the More menu
            inert={out}
            aria-hidden={out || undefined}
          >
            {renderItem(item)}
          </div>
        );
      })}
      {hidden.length > 0 && (
        <Popover
          trigger="click"
          placement="bottomRight"
          open={moreOpen}
          onOpenChange={setMoreOpen}
          content={<div className="top-bar-more-list">{hidden.map(renderItem)}</div>}
        >
          <Button
            ref={moreRef}
            type="text"
            className="top-bar-more"
            icon={<EllipsisOutlined />}
            aria-label={msg('shell.moreTools', hidden.length)}
            aria-haspopup="dialog"
            aria-expanded={moreOpen}
          />
        </Popover>
      )}
    </div>
  );
}
