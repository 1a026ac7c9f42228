import { routeGroups, type AppKey, type Group, type Route } from '@generated/catalog/route-groups.ts';

/** A route of the catalogue, its app key one of the catalogue's own (a literal type). */
export type CatalogRoute = Omit<Route, 'appKey' | 'children'> & { appKey: AppKey; children?: CatalogRoute[] };
export type RouteGroup = Omit<Group, 'routes'> & { routes: CatalogRoute[] };
export type RouteGroupKey = Group['key'];

/** The groups of the catalogue, typed loosely enough to walk. */
export const groups: readonly RouteGroup[] = routeGroups.groups as unknown as RouteGroup[];

export function groupByKey(key: RouteGroupKey): RouteGroup {
  const g = groups.find((x) => x.key === key);
  if (!g) throw new Error(`route group ${key} is not in the catalogue`);
  return g;
}

/** `{name}` → `:name`, `{name?}` → `:name?` (react-router's path syntax). */
export function toRouterPath(catalogPath: string): string {
  return catalogPath.replace(/\{([A-Za-z_][A-Za-z0-9_]*)(\?)?\}/g, (_m, name: string, opt?: string) => `:${name}${opt ?? ''}`);
}

/** Joins path pieces with single slashes. */
export function joinPath(...parts: string[]): string {
  const joined = parts
    .filter((p) => p && p !== '/')
    .join('/')
    .replace(/\/+/g, '/');
  return `/${joined.replace(/^\/|\/$/g, '')}`;
}

/** One screen of a group, flattened: its full path template and the labels of the routes above it. */
export interface ScreenEntry {
  group: RouteGroup;
  route: CatalogRoute;
  /** full path template in catalogue syntax, e.g. /fortiap/wifitemplates/ssids or /fortiview/{type}/{folder} */
  template: string;
  /** routes from the group's top level down to this one */
  trail: CatalogRoute[];
}

/** Every route of a group with its full path, parents before children. */
export function screensOf(group: RouteGroup): ScreenEntry[] {
  const out: ScreenEntry[] = [];
  const walk = (routes: readonly CatalogRoute[], base: string, trail: CatalogRoute[]) => {
    for (const route of routes) {
      const template = joinPath(base, route.path);
      const t = [...trail, route];
      out.push({ group, route, template, trail: t });
      if (route.children) walk(route.children, template, t);
    }
  };
  walk(group.routes, group.path, []);
  return out;
}

/** Fills a path template's parameters from `params`; optional ones that are missing drop out. */
export function fillPath(template: string, params: Record<string, string | undefined>): string {
  const filled = template.replace(/\{([A-Za-z_][A-Za-z0-9_]*)(\?)?\}/g, (_m, name: string) => params[name] ?? '');
  return joinPath(filled);
}

/** True when a template needs a parameter the caller cannot fill (so it cannot be a menu link). */
function needsMissingParam(template: string, params: Record<string, string | undefined>): boolean {
  return [...template.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].some((m) => !params[m[1]]);
}

export interface ModuleMenuItem {
  path: string;
  label: string;
  children?: ModuleMenuItem[];
}

/**
 * The module menu of a group: its menu routes, children as sub-menus, and routes sharing a section gathered
 * under that section's heading. `params` fills the group's own parameters (fortiview's type).
 */
export function moduleMenu(group: RouteGroup, params: Record<string, string | undefined> = {}): ModuleMenuItem[] {
  const build = (routes: readonly CatalogRoute[], base: string): ModuleMenuItem[] => {
    const items: ModuleMenuItem[] = [];
    const sections = new Map<string, ModuleMenuItem>();
    for (const route of routes) {
      if (!route.menu) continue;
      const template = joinPath(base, route.path);
      if (needsMissingParam(template, params)) continue;
      const path = fillPath(template, params);
      const children = route.children ? build(route.children, template) : [];
      const item: ModuleMenuItem = { path, label: route.label, ...(children.length ? { children } : {}) };
      if (route.section) {
        let section = sections.get(route.section);
        if (!section) {
          section = { path: `${path}#${route.section}`, label: route.section, children: [] };
          sections.set(route.section, section);
          items.push(section);
        }
        section.children!.push(item);
      } else items.push(item);
    }
    return items;
  };
  return build(group.routes, group.path);
}

/** Where the bare group path leads: its declared default, else its first menu screen. */
export function groupLanding(group: RouteGroup, params: Record<string, string | undefined> = {}): string | null {
  if (group.defaultRedirect) return group.defaultRedirect;
  const first = screensOf(group).find((s) => s.route.menu && !s.route.redirect && !needsMissingParam(s.template, params));
  return first ? fillPath(first.template, params) : null;
}
