import { describe, expect, it } from 'vitest';
import { applyRegistrationChange, countryListProblem, registrationUiOverrides, toEnumOptions } from './registration.ts';

const resellers = [
  { id: '31001', text: 'Northwind Security Partners' },
  { id: '31002', text: 'Fabrikam Networks' },
];

describe('registration form rules', () => {
  it('clears the reseller when the country changes', () => {
    const prev = { useEntitlement: false, country: 'US', reseller_id: '31001', reseller_name: 'Northwind Security Partners' };
    expect(applyRegistrationChange(prev, { ...prev, country: 'CA' }, resellers)).toEqual({ useEntitlement: false, country: 'CA' });
  });

  it('sets the reseller name from the chosen reseller', () => {
    const prev = { useEntitlement: false, country: 'US' };
    expect(applyRegistrationChange(prev, { ...prev, reseller_id: '31002' }, resellers)).toEqual({
      useEntitlement: false,
      country: 'US',
      reseller_id: '31002',
      reseller_name: 'Fabrikam Networks',
    });
  });

  it('leaves other edits alone', () => {
    const prev = { useEntitlement: false, account_id: 'a' };
    const next = { useEntitlement: false, account_id: 'ab' };
    expect(applyRegistrationChange(prev, next, resellers)).toBe(next);
  });

  it('masks the password with an entitlement file', () => {
    expect(registrationUiOverrides(false)).toEqual({});
    expect(registrationUiOverrides(true)).toEqual({ password: { 'ui:placeholder': '********' } });
  });

  it('turns choices into select options', () => {
    expect(toEnumOptions(resellers)[0]).toEqual({ value: '31001', label: 'Northwind Security Partners' });
  });

  it('reports unreachable support servers only for an empty list on an unregistered unit', () => {
    expect(countryListProblem([], false)).toBe('Failed to connect to FortiCare servers.');
    expect(countryListProblem([], true)).toBeNull();
    expect(countryListProblem([{ id: 'US', text: 'United States' }], false)).toBeNull();
    expect(countryListProblem(undefined, false)).toBeNull();
  });
});
