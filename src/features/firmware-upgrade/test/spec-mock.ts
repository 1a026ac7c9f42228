/**
 * Test support: answers the console's calls in-process with the API spec's own examples, honouring the mock
 * controls' Prefer header (persona, scenario, fault) the way the mock appliance does, and records every call.
 */
import openapi from '@generated/openapi.json';
import type { Middleware } from 'openapi-fetch';
import { api } from '@/lib/api/client.ts';
import { operationByRoute, type OperationId } from '@generated/api/operations.ts';

interface Media {
  examples?: Record<string, { value?: unknown }>;
}
type Operation = { responses: Record<string, { content?: Record<string, Media> }> };
const paths = (openapi as unknown as { paths: Record<string, Record<string, Operation>> }).paths;

export interface SpecCall {
  operationId: OperationId;
  url: URL;
  /** the JSON body, or the multipart field names */
  body: unknown;
}

/** Replaces the spec's answer for one operation; return undefined to answer from the spec. */
export type Override = (call: SpecCall, specAnswer: unknown) => { status?: number; body: unknown } | undefined;

function fromSpec(method: string, path: string, prefer: string | null): { status: number; body: unknown } {
  const op = paths[path]?.[method.toLowerCase()];
  if (!op) throw new Error(`spec-mock: ${method} ${path} is not in the spec`);
  const code = prefer?.match(/code=(\d+)/)?.[1] ?? Object.keys(op.responses).find((c) => c.startsWith('2'))!;
  const media = Object.values(op.responses[code]?.content ?? {})[0] ?? {};
  const examples = media.examples ?? {};
  const wanted = prefer?.match(/example=([\w-]+)/)?.[1];
  const name = wanted && examples[wanted] ? wanted : Object.keys(examples)[0];
  return { status: Number(code), body: name ? examples[name].value : null };
}

export function installSpecMock(overrides: Partial<Record<OperationId, Override>> = {}) {
  const calls: SpecCall[] = [];
  const middleware: Middleware = {
    async onRequest({ request, schemaPath }) {
      const operationId = operationByRoute[`${request.method} ${schemaPath}`];
      if (!operationId) throw new Error(`spec-mock: no operation for ${request.method} ${schemaPath}`);
      const type = request.headers.get('content-type') ?? '';
      const body = type.includes('json')
        ? await request.clone().json()
        : type.includes('multipart/form-data')
          ? [...(await request.clone().formData()).keys()]
          : undefined;
      const call: SpecCall = { operationId, url: new URL(request.url), body };
      calls.push(call);
      const spec = fromSpec(request.method, schemaPath, request.headers.get('Prefer'));
      const answer = overrides[operationId]?.(call, spec.body) ?? spec;
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    },
  };
  api.use(middleware);
  return {
    calls,
    /** operation ids in call order */
    order: () => calls.map((c) => c.operationId),
    callsOf: (id: OperationId) => calls.filter((c) => c.operationId === id),
    dispose: () => api.eject(middleware),
  };
}
