import { describe, expect, it } from 'vitest';
import { adomExampleNames, learnFromResponse, preferHeader, seedMockControlsFromUrl, setPersona } from './mock-controls.ts';

describe('mock controls: which example the mock answers with', () => {
  it('asks for the signed-in persona only where the call defines it', () => {
    setPersona('restrictedAdmin');
    expect(preferHeader('GET', '/gui/sys/config')).toBe('example=restrictedAdmin');
    expect(preferHeader('GET', '/gui/sys/security-check')).toBeNull();
  });

  it('lets a fault win over a scenario, and a scenario over the persona', () => {
    setPersona('superAdmin');
    seedMockControlsFromUrl('?scenario.getSessionStatus=timeoutWarning');
    expect(preferHeader('GET', '/gui/session/status')).toBe('example=timeoutWarning');
    seedMockControlsFromUrl('?fault.getSessionStatus=500');
    expect(preferHeader('GET', '/gui/session/status')).toBe('code=500');
  });

  it("answers a proxy call with its method's example, a query with its keyed example; a scenario still wins", () => {
    setPersona('superAdmin');
    expect(preferHeader('POST', '/gui/adom/um/package/service', { body: { method: 'getOne', params: { key: 'X' } } })).toBe('example=getOne');
    expect(preferHeader('POST', '/gui/adom/um/package/service', { body: { method: 'pushAllPending' } })).toBe('example=pushAllPending');
    expect(preferHeader('POST', '/gui/adom/um/firmwareimage', { body: { method: 'get', params: { viewType: 'all', viewProduct: 'FGT' } } })).toBe(
      'example=viewProductFGT',
    );
    // a proxy read without an example of its method's name is answered as the persona
    expect(preferHeader('POST', '/gui/adom/um/firmwareimage/version', { body: { method: 'get' } })).toBe('example=superAdmin');
    seedMockControlsFromUrl('?scenario.umPackageReceive=none');
    expect(preferHeader('POST', '/gui/adom/um/package/receive', { body: { method: 'get' } })).toBe('example=none');
  });

  it("answers ADOM-keyed calls with the chosen ADOM's data", () => {
    expect(adomExampleNames('Retail-East')).toEqual(['retailEast', 'retailEastAdom']);
    learnFromResponse('GET', '/gui/adoms', [
      { oid: 3, name: 'root' },
      { oid: 128, name: 'Retail-East' },
    ]);
    expect(preferHeader('GET', '/gui/adom/{adom}/psirt', { path: { adom: 'Retail-East' } })).toBe('example=retailEast');
    expect(preferHeader('GET', '/gui/adom/{adom}/psirt', { path: { adom: 'root' } })).toBe('example=rootAdom');
    expect(preferHeader('GET', '/pm/config/adom/{adomOid}/obj/wireless-controller/wtp', { path: { adomOid: 128 } })).toBe(
      'example=retailEast',
    );
    expect(preferHeader('POST', '/gui/session/adom', { body: { oid: 128 } })).toBe('example=retailEast');
    learnFromResponse('POST', '/gui/session/adom', { oid: 128, name: 'Retail-East' });
    expect(preferHeader('POST', '/um/image/version/list', { body: { product: 'FGT' } })).toBe('example=retailEast');
  });
});
