/**
 * Calls found by their operationId: the API description's operation table (generated/api/operations.ts, the method
 * and path template of every operation) gives the routes of a set of operations, and a request's method and path are
 * matched once against them. A `{name}` segment of a template takes one segment of the path (decoded).
 */
import { operations as operationTable, type OperationId } from '../../generated/api/operations.ts';

export type { OperationId };

export interface Route<K extends OperationId = OperationId> {
  operationId: K;
  method: string;
  /** the path template's segments */
  segments: readonly string[];
}

export type RouteMatch<K extends OperationId = OperationId> =
  | { kind: 'found'; operationId: K; path: Record<string, string> }
  | { kind: 'method-not-allowed' }
  | { kind: 'not-found' };

const segmentsOf = (path: string) => path.split('/').slice(1);

/** The routes of some operations. */
export function routesOf<K extends OperationId>(ids: readonly K[]): Route<K>[] {
  return ids.map((operationId) => ({ operationId, method: operationTable[operationId].method, segments: segmentsOf(operationTable[operationId].path) }));
}

/** The operations whose path template passes `test`. */
export function operationsWhere(test: (path: string) => boolean): OperationId[] {
  return (Object.keys(operationTable) as OperationId[]).filter((id) => test(operationTable[id].path));
}

/** The operation a request is for, with its path parameters; or whether only the method is wrong. */
export function matchRoute<K extends OperationId>(routes: readonly Route<K>[], method: string, pathname: string): RouteMatch<K> {
  const parts = segmentsOf(pathname);
  let pathMatched = false;
  for (const route of routes) {
    if (route.segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matches = route.segments.every((segment, i) => {
      const part = parts[i]!;
      if (!(segment.startsWith('{') && segment.endsWith('}'))) return segment === part;
      if (!part) return false;
      try {
        params[segment.slice(1, -1)] = decodeURIComponent(part);
        return true;
      } catch {
        return false;
      }
    });
    if (!matches) continue;
    if (route.method === method.toUpperCase()) return { kind: 'found', operationId: route.operationId, path: params };
    pathMatched = true;
  }
  return pathMatched ? { kind: 'method-not-allowed' } : { kind: 'not-found' };
}
