import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { okAnswer } from '@/lib/registration/tagged-text.ts';

type Api = typeof import('./api.ts');
type Endpoints = typeof import('@/lib/api/endpoint.ts');
type Registration = typeof import('@/lib/api/endpoints/registration.gen.ts');
const fetchMock = vi.fn<(request: Request) => Promise<Response>>();
let apiModule: Api;
let fetchEndpoint: Endpoints['fetchEndpoint'];
let registration: Registration;

beforeAll(async () => {
  // the client binds fetch when it is created: stub first, then load it
  vi.stubGlobal('fetch', (input: Request) => fetchMock(input));
  apiModule = await import('./api.ts');
  ({ fetchEndpoint } = await import('@/lib/api/endpoint.ts'));
  registration = await import('@/lib/api/endpoints/registration.gen.ts');
});
afterEach(() => fetchMock.mockReset());
afterAll(() => vi.unstubAllGlobals());

const text = (body: string) => new Response(body, { status: 200, headers: { 'Content-Type': 'text/plain' } });
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('startup wizard calls', () => {
  it('assumes the firmware upgrade check is on when the setting cannot be read', async () => {
    fetchMock.mockResolvedValueOnce(json({ code: -1, message: 'Internal server error.' }, 500));
    await expect(apiModule.readAdminSetting()).resolves.toEqual({ 'firmware-upgrade-check': 1 });
    fetchMock.mockResolvedValueOnce(json({ 'firmware-upgrade-check': 0 }));
    await expect(apiModule.readAdminSetting()).resolves.toEqual({ 'firmware-upgrade-check': 0 });
  });

  it('reads the reseller choices of a country from tagged text', async () => {
    fetchMock.mockResolvedValueOnce(
      text('<status>ok</status>\n<item><id>31002</id><text>Contoso Integration &amp; Services</text></item>\n'),
    );
    const resellers = (country: string) =>
      fetchEndpoint(registration.getResellerList, { body: { country }, parseAs: 'text' }).then((t) => okAnswer(t).items);
    await expect(resellers('US')).resolves.toEqual([{ id: '31002', text: 'Contoso Integration & Services' }]);
    const request = fetchMock.mock.calls[0][0];
    expect(new URL(request.url).pathname).toBe('/api/gui/register/getResellerList');
    await expect(request.json()).resolves.toEqual({ country: 'US' });
  });

  it('fails a registration with the joined errors, or Unknown error.', async () => {
    const registerExistingUser = (body: typeof request) =>
      fetchEndpoint(registration.registerExistingUser, { body, parseAs: 'text' }).then((t) => okAnswer(t).msg);
    const request = { account_id: 'a@example.com', password: 'x', reseller_id: '1', reseller_name: 'R' };
    fetchMock.mockResolvedValueOnce(text('<status>error</status><error>Invalid account ID or password.</error><error>Reseller is required.</error>'));
    await expect(registerExistingUser(request)).rejects.toThrow('Invalid account ID or password. Reseller is required.');
    fetchMock.mockResolvedValueOnce(text('<status>error</status>'));
    await expect(registerExistingUser(request)).rejects.toThrow('Unknown error.');
    fetchMock.mockResolvedValueOnce(text('<status>ok</status><msg>FortiCare product registration successful.</msg>'));
    await expect(registerExistingUser(request)).resolves.toBe('FortiCare product registration successful.');
  });

  it('uploads the entitlement file as multipart with key filepath and packettype fgtkey', async () => {
    // jsdom's FormData and the fetch stub's Request come from different realms: record the parts instead
    const parts: Array<[string, unknown, string | undefined]> = [];
    class RecordingFormData extends FormData {
      append(name: string, value: string | Blob, fileName?: string) {
        parts.push([name, value, fileName]);
      }
    }
    vi.stubGlobal('FormData', RecordingFormData);
    try {
      fetchMock.mockResolvedValueOnce(json({ status: { code: 0, message: 'OK' } }));
      const file = new File(['entitlement'], 'entitlement.lic');
      await expect(apiModule.uploadEntitlementFile(file)).resolves.toEqual({ status: { code: 0, message: 'OK' } });
      const request = fetchMock.mock.calls[0][0];
      expect(request.method).toBe('POST');
      expect(new URL(request.url).pathname).toBe('/api/flatui/api/gui/adom/um/package/upload');
      expect(request.headers.get('Content-Type')).not.toBe('application/json');
      expect(parts).toEqual([
        ['key', 'filepath', undefined],
        ['packettype', 'fgtkey', undefined],
        ['file', file, 'entitlement.lic'],
      ]);
    } finally {
      vi.stubGlobal('FormData', Object.getPrototypeOf(RecordingFormData));
    }
  });
});
