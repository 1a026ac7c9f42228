export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
export type JsonObject = { [k: string]: Json };

export interface MediaExamples {
  mediaType: string;
  schema: JsonObject | undefined;
  examples: [string, JsonObject][];
}

export interface SpecOperation {
  operationId: string;
  method: 'get' | 'put' | 'post' | 'delete' | 'patch';
  path: string;
  op: JsonObject;
  parameters: JsonObject[];
  request: MediaExamples[];
  requestRequired: boolean;
  /** status code → media types */
  responses: [string, MediaExamples[]][];
  secured: boolean;
}

export declare const HTTP_METHODS: readonly ['get', 'put', 'post', 'delete', 'patch'];
export declare const MUTATING_METHODS: Set<string>;
export declare function loadBundledSpec(file?: string): JsonObject;
export declare function isObject(v: unknown): v is JsonObject;
export declare function deref<T = JsonObject>(doc: JsonObject, node: unknown): T;
export declare function listOperations(doc: JsonObject): SpecOperation[];
export declare function flatten(doc: JsonObject, node: unknown): JsonObject;
export declare function schemaTypes(doc: JsonObject, node: unknown): string[];
export declare function jsonType(value: unknown): string;
export declare function sampleValue(doc: JsonObject, node: unknown): unknown;
/** validate(schema, value): null when valid, else the errors. */
export declare function schemaValidator(doc: JsonObject): (schema: JsonObject, value: unknown) => { keyword: string; message: string }[] | null;
