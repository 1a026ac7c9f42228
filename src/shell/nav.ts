import { links } from '@generated/catalog/links.ts';
import { screenAccess, type Capabilities } from '@/lib/permissions/capabilities.ts';
import { msg, type MessageKey } from '@/lib/i18n/messages.ts';
import { fillPath, groupLanding, groups, screensOf } from './route-catalog.ts';

export interface NavItem {
  key: string;
  label: string;
  /** where the item leads; absent on a heading with children */
  path?: string;
  icon?: string;
  children?: NavItem[];
}

/** fortiview's two flavours, each its own side-menu entry */
const FORTIVIEW_TYPES: Array<{ type: string; label: MessageKey }> = [
  { type: 'ftv', label: 'shell.fortiviewFtv' },
  { type: 'noc', label: 'shell.fortiviewNoc' },
];

/**
 * The side menu for an administrator: Home, the route groups the capabilities allow, Vulnerabilities, and the
 * system screens (the task monitor goes to the restricted-admin page for restricted admins).
 */
export function sideNav(caps: Capabilities): NavItem[] {
  const items: NavItem[] = [{ key: 'home', label: msg('shell.home'), path: '/', icon: 'home' }];
  for (const group of groups) {
    if (group.key === 'sys' || !caps.navGroups[group.key]) continue;
    if (group.key === 'fortiview') {
      items.push({
        key: group.key,
        label: group.label,
        icon: group.key,
        children: FORTIVIEW_TYPES.map((t) => ({
          key: `${group.key}-${t.type}`,
          label: msg(t.label),
          path: groupLanding(group, { type: t.type }) ?? fillPath(group.path, { type: t.type }),
        })),
      });
      continue;
    }
    items.push({ key: group.key, label: group.label, icon: group.key, path: groupLanding(group) ?? group.path });
  }
  if (caps.showVulnerabilities) {
    items.push({ key: 'vulnerabilities', label: msg('shell.vulnerabilities'), path: '/vulnerabilities', icon: 'vulnerabilities' });
  }
  const sys = groups.find((g) => g.key === 'sys');
  if (sys && caps.navGroups.sys) {
    const children: NavItem[] = [];
    for (const screen of screensOf(sys)) {
      if (!screen.route.menu) continue;
      if (screenAccess(caps, 'sys', screen.template) !== 'allowed') continue;
      const isTaskMonitor = screen.template === links.routes.taskMonitor;
      const path = isTaskMonitor ? caps.taskMonitorPath : screen.template;
      children.push({ key: screen.route.appKey, label: screen.route.label, path });
    }
    if (children.length) items.push({ key: 'sys', label: sys.label, icon: 'sys', children });
  }
  return items;
}

/** The key of the deepest item whose path is the current location or contains it. */
export function selectedNavKey(items: NavItem[], pathname: string): string | null {
  let best: { key: string; length: number } | null = null;
  const visit = (list: NavItem[]) => {
    for (const item of list) {
      if (item.path) {
        const base = item.path === '/' ? item.path : groupBase(item.path);
        const hit = item.path === '/' ? pathname === '/' : pathname === base || pathname.startsWith(`${base}/`);
        if (hit && (!best || base.length > best.length)) best = { key: item.key, length: base.length };
      }
      if (item.children) visit(item.children);
    }
  };
  visit(items);
  return (best as { key: string } | null)?.key ?? null;
}

/** A group's landing page selects the group for every screen under the group's first segment. */
function groupBase(path: string): string {
  const [first, second] = path.split('/').filter(Boolean);
  if (first === 'sys' || first === 'rstadm' || first === 'extension' || first === 'fortiview') return `/${first}/${second ?? ''}`.replace(/\/$/, '');
  return `/${first}`;
}
