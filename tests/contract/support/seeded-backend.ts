/**
 * A backend that honours the API description (answers every operation with its own examples, refuses a request
 * that breaks the request schema or lacks the CSRF token) except for the faults it is told to seed, one operation
 * and check each. The contract check must report exactly those.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deref, isObject, listOperations, schemaValidator, type JsonObject, type SpecOperation } from '../../../scripts/lib/openapi-doc.ts';
import type { CheckName } from '../../../scripts/lib/contract-check.ts';

export type SeededFaults = Partial<Record<CheckName, string>>;

export interface SeededBackend {
  url: string;
  /** requests seen, as "METHOD path" */
  requests: string[];
  stop(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (data += c));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

function matcher(o: SpecOperation): RegExp {
  const pattern = o.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+').replace(/\{[^}]+\}/g, '[^/]+');
  return new RegExp(`^${pattern}$`);
}

export async function startSeededBackend(doc: JsonObject, faults: SeededFaults): Promise<SeededBackend> {
  const validate = schemaValidator(doc);
  const ops = listOperations(doc).map((o) => ({ o, re: matcher(o) }));
  const faultOf = (opId: string) => (Object.entries(faults) as [CheckName, string][]).filter(([, id]) => id === opId).map(([check]) => check);
  const errorBody = (message: string) => JSON.stringify({ code: -1, message });
  const requests: string[] = [];

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://backend');
    const method = (req.method ?? 'GET').toLowerCase();
    requests.push(`${method.toUpperCase()} ${url.pathname}`);
    const body = await readBody(req);
    const send = (status: number, type: string | null, text: string) => {
      res.writeHead(status, type ? { 'Content-Type': type } : {});
      res.end(text);
    };
    const found = ops.find(({ o, re }) => o.method === method && re.test(url.pathname));
    if (!found) return send(404, 'application/json', errorBody('No such call.'));
    const { o } = found;
    const seeded = faultOf(o.operationId);

    if (o.secured && !req.headers['x-csrf-token'] && !seeded.includes('csrf-required')) {
      return send(401, 'application/json', errorBody('No permission for the resource.'));
    }
    for (const p of o.parameters) {
      if (p.in !== 'query' || !url.searchParams.has(String(p.name))) {
        if (p.in === 'query' && p.required && !seeded.includes('rejects-missing-required')) return send(400, 'application/json', errorBody(`${p.name} is required`));
        continue;
      }
      const schema = deref(doc, p.schema);
      const raw = url.searchParams.get(String(p.name))!;
      const type = isObject(schema) ? schema.type : undefined;
      const numeric = type === 'integer' || type === 'number';
      if (numeric && !seeded.includes('rejects-wrong-type') && !/^-?\d+(\.\d+)?$/.test(raw)) return send(400, 'application/json', errorBody(`${p.name} must be a number`));
    }
    const media = o.request[0];
    if (media?.schema && media.mediaType.includes('json')) {
      let value: unknown;
      try {
        value = body ? JSON.parse(body) : undefined;
      } catch {
        return send(400, 'application/json', errorBody('The body is not JSON.'));
      }
      if (value === undefined) {
        if (o.requestRequired && !seeded.includes('rejects-missing-required')) return send(400, 'application/json', errorBody('A body is required.'));
      } else {
        const errors = (validate(media.schema, value) ?? []).filter(
          (e) => !(seeded.includes('rejects-missing-required') && e.keyword === 'required') && !(seeded.includes('rejects-wrong-type') && e.keyword !== 'required'),
        );
        if (errors.length) return send(400, 'application/json', errorBody(errors.map((e) => e.message).join('; ')));
      }
    }

    if (seeded.includes('no-server-error')) return send(500, 'application/json', errorBody('Internal server error.'));
    const [code, medias] = o.responses.find(([c]) => c.startsWith('2')) ?? ['200', []];
    const answer = medias[0];
    if (!answer) return send(Number(code), null, '');
    const prefer = /example=([\w-]+)/.exec(String(req.headers.prefer ?? ''))?.[1];
    const example = answer.examples.find(([name]) => name === prefer) ?? answer.examples[0];
    let value = example ? deref(doc, example[1]).value : {};
    if (seeded.includes('schema-valid') && isObject(value)) {
      const schema = deref(doc, answer.schema);
      const required = isObject(schema) && Array.isArray(schema.required) ? (schema.required as string[]) : [];
      value = Object.fromEntries(Object.entries(value).filter(([k]) => k !== required[0]));
    }
    const json = answer.mediaType.includes('json');
    const text = json ? JSON.stringify(value) : String(value ?? '');
    const status = seeded.includes('status-declared') ? 299 : Number(code);
    const type = seeded.includes('content-type-declared') ? 'text/plain' : answer.mediaType;
    send(status, type, text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
