/**
 * Test support: answers the console's calls in-process from the API spec's own examples, the way the mock appliance
 * does (`Prefer: example=<name>` picks a named example, `Prefer: code=<status>` a failure), so component tests use
 * the same personas, scenarios and faults (src/lib/api/mock-controls.ts) as the browser tests.
 */
import openapi from '@generated/openapi.json';
import type { Middleware } from 'openapi-fetch';
import { api } from '@/lib/api/client.ts';
import { operationByRoute, type OperationId } from '@generated/api/operations.ts';

type Json = unknown;
interface MediaObject {
  examples?: Record<string, { value?: Json }>;
}
interface ResponseObject {
  content?: Record<string, MediaObject>;
}
interface OperationObject {
  responses: Record<string, ResponseObject>;
}

const spec = openapi as unknown as { paths: Record<string, Record<string, OperationObject>> };

export interface RecordedCall {
  operationId: OperationId;
  /** the JSON body, or the multipart field names */
  body: Json;
  url: URL;
}

export interface MockReply {
  status?: number;
  body: Json;
}

/** Replaces the spec's answer for one call (given the spec's own answer); return undefined to fall back to the spec. */
export type MockHandler = (call: RecordedCall, specAnswer: Json) => MockReply | undefined | Promise<MockReply | undefined>;

function specReply(operationId: string, method: string, path: string, prefer: string | null): { status: number; type: string; body: Json } {
  const op = spec.paths[path]?.[method.toLowerCase()];
  if (!op) throw new Error(`mock-api: ${method} ${path} is not in the spec`);
  const codes = Object.keys(op.responses);
  const wantedCode = prefer?.match(/code=(\d+)/)?.[1];
  const wantedExample = prefer?.match(/example=([\w-]+)/)?.[1];
  const code = wantedCode ?? codes.find((c) => c.startsWith('2'))!;
  const response = op.responses[code];
  if (!response) throw new Error(`mock-api: ${operationId} has no ${code} response`);
  const [type, media] = Object.entries(response.content ?? {})[0] ?? ['application/json', {}];
  const examples = media.examples ?? {};
  const name = wantedExample && examples[wantedExample] ? wantedExample : Object.keys(examples)[0];
  if (wantedExample && !examples[wantedExample]) throw new Error(`mock-api: ${operationId} has no example ${wantedExample}`);
  return { status: Number(code), type, body: name ? examples[name].value : null };
}

async function bodyOf(request: Request): Promise<Json> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return request.clone().json();
  if (type.includes('multipart/form-data')) return [...(await request.clone().formData()).keys()];
  return undefined;
}

export interface MockApi {
  calls: RecordedCall[];
  /** operation ids in call order */
  order: () => OperationId[];
  /** calls of one operation, in order */
  callsOf: (operationId: OperationId) => RecordedCall[];
  handlers: Partial<Record<OperationId, MockHandler>>;
  dispose: () => void;
}

export function installMockApi(handlers: Partial<Record<OperationId, MockHandler>> = {}): MockApi {
  const calls: RecordedCall[] = [];
  const mock: MockApi = {
    calls,
    order: () => calls.map((c) => c.operationId),
    callsOf: (id) => calls.filter((c) => c.operationId === id),
    handlers,
    dispose: () => api.eject(middleware),
  };
  const middleware: Middleware = {
    async onRequest({ request, schemaPath }) {
      const operationId = operationByRoute[`${request.method} ${schemaPath}`];
      if (!operationId) throw new Error(`mock-api: no operation for ${request.method} ${schemaPath}`);
      const recorded: RecordedCall = { operationId, body: await bodyOf(request), url: new URL(request.url) };
      calls.push(recorded);
      const handler = mock.handlers[operationId];
      let reply: ReturnType<typeof specReply> | undefined;
      try {
        reply = specReply(operationId, request.method, schemaPath, request.headers.get('Prefer'));
      } catch (err) {
        if (!handler) throw err;
      }
      const custom = await handler?.(recorded, reply?.body);
      if (custom) {
        const text = typeof custom.body === 'string' ? custom.body : JSON.stringify(custom.body);
        const type = typeof custom.body === 'string' ? 'text/plain' : 'application/json';
        return new Response(text, { status: custom.status ?? 200, headers: { 'content-type': type } });
      }
      if (!reply) throw new Error(`mock-api: no answer for ${operationId}`);
      const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
      return new Response(text, { status: reply.status, headers: { 'content-type': reply.type } });
    },
  };
  api.use(middleware);
  return mock;
}
