/**
 * The mock analyzer's calls as the API description names them. The operation table (generated/api/operations.ts:
 * method and path template of every operationId) gives the routes of the analyzer's paths (../lib/operation-routes.ts);
 * a request is matched once against them, and its path parameters, query (typed as the description declares each
 * parameter) and body reach the handler of that operationId. The handlers' request and answer types come from
 * generated/api/schema.ts.
 */
import type { operations as operationTable } from '../../generated/api/operations.ts';
import type { components, operations } from '../../generated/api/schema.ts';
import { isAnalyzerPath, type ANALYZER_PATHS } from '../lib/analyzer-paths.ts';
import { listOperations, loadBundledSpec, schemaTypes, type JsonObject } from '../lib/openapi-doc.ts';
import { matchRoute, operationsWhere, routesOf, type OperationId, type Route, type RouteMatch } from '../lib/operation-routes.ts';

export { matchRoute, type RouteMatch };

type AnalyzerPrefix = (typeof ANALYZER_PATHS)[number];
type Table = typeof operationTable;

/** The operations whose paths the mock analyzer answers. */
export type AnalyzerOperationId = {
  [K in OperationId]: Table[K]['path'] extends `${AnalyzerPrefix}${string}` ? K : never;
}[OperationId];

type Operation<K extends AnalyzerOperationId> = operations[K];
type Parameters<K extends AnalyzerOperationId> = Operation<K>['parameters'];

/** The path parameters of an operation ({adom}, {tid}, …). */
export type PathParams<K extends AnalyzerOperationId> = Parameters<K>['path'];
/** Its query parameters, each of the type the description declares (absent when not sent). */
export type QueryParams<K extends AnalyzerOperationId> = Parameters<K> extends { query?: infer Q } ? ([Q] extends [object] ? Q : Record<string, never>) : Record<string, never>;
/** Its JSON request body (the validating proxy in front of the service has checked it against the description). */
export type RequestBody<K extends AnalyzerOperationId> = Operation<K> extends { requestBody: { content: { 'application/json': infer B } } } ? B : undefined;
/** The body of its 200 answer. */
export type Answer<K extends AnalyzerOperationId> = Operation<K>['responses'] extends { 200: { content: { 'application/json': infer R } } } ? R : never;

export interface AnalyzerRequest<K extends AnalyzerOperationId> {
  operationId: K;
  path: PathParams<K>;
  query: QueryParams<K>;
  body: RequestBody<K>;
}

export type Handler<K extends AnalyzerOperationId> = (request: AnalyzerRequest<K>) => Answer<K> | Promise<Answer<K>>;
/** One handler for every operation of the analyzer's paths: a new one in the description is a type error here. */
export type Handlers = { [K in AnalyzerOperationId]: Handler<K> };

/** A call refused with a status the operation declares, and the description's error body. */
export class ApiFailure extends Error {
  readonly status: number;
  readonly body: components['schemas']['ApiError'];
  constructor(status: number, body: components['schemas']['ApiError']) {
    super(body.message);
    this.status = status;
    this.body = body;
  }
}

/** The routes of the analyzer's operations, from the operation table. */
export function analyzerRoutes(): Route<AnalyzerOperationId>[] {
  return routesOf(operationsWhere(isAnalyzerPath) as AnalyzerOperationId[]);
}

/** How each operation's query parameters are read: as numbers, booleans or text, as the description declares them. */
export type QueryTypes = ReadonlyMap<string, ReadonlyMap<string, 'number' | 'boolean' | 'string'>>;

/** The declared types of the analyzer's query parameters, from the bundled description. */
export function analyzerQueryTypes(doc: JsonObject = loadBundledSpec()): QueryTypes {
  const out = new Map<string, Map<string, 'number' | 'boolean' | 'string'>>();
  for (const op of listOperations(doc)) {
    if (!isAnalyzerPath(op.path)) continue;
    const types = new Map<string, 'number' | 'boolean' | 'string'>();
    for (const p of op.parameters) {
      if (p.in !== 'query' || typeof p.name !== 'string') continue;
      const declared = schemaTypes(doc, p.schema);
      types.set(p.name, declared.includes('integer') || declared.includes('number') ? 'number' : declared.includes('boolean') ? 'boolean' : 'string');
    }
    out.set(op.operationId, types);
  }
  return out;
}

/** The declared query parameters of an operation from the address's search part; a number that is none reads NaN. */
export function readQuery(types: QueryTypes, operationId: AnalyzerOperationId, search: URLSearchParams): Record<string, string | number | boolean> {
  const query: Record<string, string | number | boolean> = {};
  for (const [name, type] of types.get(operationId) ?? []) {
    const value = search.get(name);
    if (value === null) continue;
    query[name] = type === 'number' ? Number(value) : type === 'boolean' ? value === 'true' : value;
  }
  return query;
}
