/**
 * A stand-in for the appliance in component tests: answers `fetch` by `METHOD /path` (without the /api
 * prefix). Install it in `vi.hoisted` so the API client picks it up:
 *
 *   const fetchMock = vi.hoisted(() => { const f = vi.fn(); globalThis.fetch = f; return f; });
 *   beforeEach(() => fetchMock.mockImplementation(apiRoutes({ 'GET /gui/sys/info': sysInfo })));
 */
export type RouteAnswer = unknown | { status: number; body?: unknown } | ((body: unknown) => unknown);

export interface Answer {
  status: number;
  body?: unknown;
}

export function reply(status: number, body?: unknown): Answer {
  return { status, body };
}

function isAnswer(v: unknown): v is Answer {
  return typeof v === 'object' && v !== null && 'status' in v && typeof (v as Answer).status === 'number' && Object.keys(v).every((k) => k === 'status' || k === 'body');
}

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

/** Builds a fetch implementation from a route table; unknown routes answer 404; every call is recorded. */
export function apiRoutes(table: Record<string, RouteAnswer>, calls: ApiCall[] = []) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api/, '');
    const text = await request.text();
    const body = text ? (JSON.parse(text) as unknown) : undefined;
    calls.push({ method: request.method, path, body, headers: request.headers });
    const entry = table[`${request.method} ${path}`];
    if (entry === undefined) return new Response(JSON.stringify({ code: -1, message: 'not mocked' }), { status: 404 });
    const value = typeof entry === 'function' ? (entry as (b: unknown) => unknown)(body) : entry;
    const answer = isAnswer(value) ? value : { status: 200, body: value };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
}
