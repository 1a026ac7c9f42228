import { Suspense, type ComponentType } from 'react';
import { ExtensionDebuggerTimer } from '@/features/ext-debugger/index.ts';
import { FabricRoleButton } from '@/features/fabric/index.ts';
import { AdomLockButton, AdomSelector } from '@/features/adom/index.ts';
import { TaskDropdown } from '@/features/tasks/index.ts';
import { ViewDetailsMenu } from '@/features/view-details/index.ts';
import { CliConsoleButton } from '@/features/cli/index.ts';
import { HelpMenu } from '@/features/help/index.ts';
import { NotificationBell } from '@/features/notifications/index.ts';
import { LogRebuildProgress, RebuiltLogDatabaseHint } from '@/features/log-rebuild/index.ts';
import { VulnerabilityIndicator } from '@/features/vulnerabilities/index.ts';
import { msg } from '@/lib/i18n/messages.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { SystemTags } from './system-tags.tsx';
import { QuickAccessMenu } from './quick-access-menu.tsx';
import { UserMenu } from './user-menu.tsx';

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
  ['notifications', NotificationBell],
  ['user-menu', UserMenu],
  ['log-rebuild', LogRebuildProgress],
  ['rebuilt-hint', RebuiltLogDatabaseHint],
  ['vulnerabilities', VulnerabilityIndicator],
];

export function TopBar() {
  return (
    <div className="top-bar" role="group" aria-label={msg('shell.consoleTools')}>
      {ITEMS.map(([key, Item]) => (
        <ErrorBoundary key={key}>
          <Suspense fallback={null}>
            <Item />
          </Suspense>
        </ErrorBoundary>
      ))}
    </div>
  );
}
