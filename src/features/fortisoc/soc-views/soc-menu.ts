import { SOC_VIEWS_PATH, socViewPath, type SocGroupDef } from './catalog.ts';

/** A menu entry of FortiSOC's content menu (the shell's ContentMenuItem). */
export interface SocMenuItem {
  path: string;
  label: string;
  children?: SocMenuItem[];
}

/** The SOC views offered, by group, as entries of FortiSOC's menu: a heading per group, its views under it. */
export function socMenuItems(groups: readonly SocGroupDef[]): SocMenuItem[] {
  return groups.map((g) => ({
    path: `${SOC_VIEWS_PATH}#${g.key}`,
    label: g.title,
    children: g.views.map((v) => ({ path: socViewPath(v.key), label: v.title })),
  }));
}

/** FortiSOC's menu with the SOC views entry opened into the groups and views offered. */
export function withSocViews<I extends SocMenuItem>(menu: readonly I[], groups: readonly SocGroupDef[]): (I | SocMenuItem)[] {
  return menu.map((item) => (item.path === SOC_VIEWS_PATH ? { ...item, children: socMenuItems(groups) } : item));
}
