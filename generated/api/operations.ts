// generated from specs/openapi.yaml; do not edit, run npm run codegen
/* eslint-disable */

/** Every operation of the console: method, path template, tag, named examples (personas, scenarios) and documented status codes. */
export const operations = {} as const;

export type OperationId = keyof typeof operations;

/** `METHOD /path/template` → operationId, as openapi-fetch reports `schemaPath`. */
export const operationByRoute: Record<string, OperationId> = {};
