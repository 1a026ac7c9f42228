import { moduleToolbars } from '@generated/catalog/module-toolbars.ts';

export interface ModuleToolbarChoice {
  toolbar: string;
  label: string;
}

/** True when `pathname` is `prefix` or lies under it (so /fortiapx is not under /fortiap). */
function under(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}

/** The module toolbar for a route: the first catalogue entry with a matching prefix; no match gives none. */
export function moduleToolbarFor(pathname: string): ModuleToolbarChoice | null {
  for (const entry of moduleToolbars.toolbars) {
    if (entry.prefixes.some((p) => under(pathname, p))) return { toolbar: entry.toolbar, label: entry.label };
  }
  return null;
}
