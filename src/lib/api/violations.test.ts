import { afterEach, describe, expect, it, vi } from 'vitest';
import { setTestFetch } from '@/lib/api/testing/fetch-switch.ts';
import { apiFetch } from './client.ts';
import { connection } from './connection.ts';
import { ApiError, errorMessage, SpecViolationError } from './errors.ts';
import { readViolations } from './violation-report.ts';
import { violations } from './violations.ts';

const PRISM_VIOLATIONS = {
  type: 'https://stoplight.io/prism/errors#VIOLATIONS',
  title: 'Request/Response not valid',
  status: 500,
  detail: 'Your request/response is not valid and the --errors flag is set, so Prism is generating this error for you.',
  validation: [
    { location: ['response', 'body'], severity: 'Error', code: 'required', message: "Response body must have required property 'variant'" },
    { location: ['response', 'body', 'hostname'], severity: 'Error', code: 'type', message: 'Response body property hostname must be string' },
  ],
};
const PRISM_422 = {
  type: 'https://stoplight.io/prism/errors#UNPROCESSABLE_ENTITY',
  title: 'Invalid request',
  status: 422,
  validation: [{ location: ['body', 'hostname'], severity: 'Error', code: 'type', message: 'Request body property hostname must be string' }],
};

const json = (status: number, body: unknown, type = 'application/json', headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': type, ...headers } });

afterEach(() => {
  setTestFetch(undefined);
  violations.clear();
  connection.reset();
  vi.restoreAllMocks();
});

describe('readViolations', () => {
  it("tells Prism's 500 of type #VIOLATIONS (the answer broke the description) with every message and where", async () => {
    expect(await readViolations(json(500, PRISM_VIOLATIONS, 'application/problem+json'))).toEqual({
      kind: 'response',
      messages: ["Response body must have required property 'variant' (response.body)", 'Response body property hostname must be string (response.body.hostname)'],
    });
  });

  it("from a backend's own 500, which says nothing about the description", async () => {
    expect(await readViolations(json(500, { code: -1, message: 'Internal server error.' }))).toBeNull();
    // even a problem+json 500 of another type is the backend's
    expect(await readViolations(json(500, { type: 'https://backend.example/errors#DISK', title: 'Disk full' }, 'application/problem+json'))).toBeNull();
  });

  it("reads Prism's 422 (the console's request broke the description) and the sl-violations warnings of an answer that passed", async () => {
    expect(await readViolations(json(422, PRISM_422, 'application/problem+json'))).toEqual({
      kind: 'request',
      messages: ['Request body property hostname must be string (body.hostname)'],
    });
    const header = JSON.stringify([{ location: ['response'], severity: 'Warning', message: 'Received response code 299 is not defined' }]);
    expect(await readViolations(json(200, {}, 'application/json', { 'sl-violations': header }))).toEqual({
      kind: 'warning',
      messages: ['Warning: Received response code 299 is not defined (response)'],
    });
    expect(await readViolations(json(200, {}))).toBeNull();
  });
});

describe('the API client and the validating proxy', () => {
  it('a withheld answer fails the call with SpecViolationError, is logged and is kept for the developer panel', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setTestFetch(async () => json(500, PRISM_VIOLATIONS, 'application/problem+json'));
    const error = await apiFetch('getSysInfo').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpecViolationError);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as SpecViolationError).status).toBe(500);
    expect((error as SpecViolationError).violations).toHaveLength(2);
    expect(violations.get()).toEqual([
      expect.objectContaining({
        operationId: 'getSysInfo',
        method: 'GET',
        path: '/gui/sys/info',
        status: 500,
        kind: 'response',
        messages: PRISM_VIOLATIONS.validation.map((v) => `${v.message} (${v.location.join('.')})`),
      }),
    ]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain('GET /gui/sys/info (getSysInfo) → 500');
    // the appliance did answer: no lost connection
    expect(connection.get().lost).toBe(false);
    // a screen's failure message says why, unlike for a server failure
    expect(errorMessage(error, 'api.timeout')).toMatch(/ The appliance's answer does not match the API description\.$/);
  });

  it("a real server 500 stays a plain ApiError with the server's detail, and nothing is reported", async () => {
    setTestFetch(async () => json(500, { code: -1, message: 'Internal server error.' }));
    const error = await apiFetch('getSysInfo').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(SpecViolationError);
    expect((error as ApiError).detail).toBe('Internal server error.');
    expect(errorMessage(error, 'api.timeout')).not.toContain('API description');
    expect(violations.get()).toEqual([]);
  });

  it('an answer with warnings still succeeds; its warnings are kept', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const header = JSON.stringify([{ location: ['response'], severity: 'Warning', message: 'Received response code 299 is not defined' }]);
    setTestFetch(async () => json(200, { hostname: 'FMG-HQ-01' }, 'application/json', { 'sl-violations': header }));
    await expect(apiFetch('getSysInfo')).resolves.toEqual({ hostname: 'FMG-HQ-01' });
    expect(violations.get().map((v) => [v.kind, v.operationId])).toEqual([['warning', 'getSysInfo']]);
  });
});
