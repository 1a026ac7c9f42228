import { describe, expect, it } from 'vitest';
import { isDashboardAvailable, type DashboardAvailability, type DashboardContext } from './visible-dashboards.ts';

const deviceStatus: DashboardAvailability = { uuid: 'fmg-dash1', variants: ['manager'] };
const threats: DashboardAvailability = { uuid: 'threat-monitor', variants: ['analyzer'] };
const mail: DashboardAvailability = { uuid: 'fortimail-dashboard', variants: ['analyzer'], adomProductTypes: ['FortiMail'] };
const rating: DashboardAvailability = { uuid: 'fabric-state-of-security', variants: ['analyzer'], licence: 'securityRating' };

const manager: DashboardContext = { manager: true, analyzer: false, adomProduct: 'FortiGate', licences: new Set() };
const analyzer: DashboardContext = { manager: false, analyzer: true, adomProduct: 'FortiGate', licences: new Set() };

describe('which dashboards an administrator is offered', () => {
  it.each([
    ['manager', manager, deviceStatus, true],
    ['manager', manager, threats, false],
    ['analyzer', analyzer, deviceStatus, false],
    ['analyzer', analyzer, threats, true],
    ['manager with the analyzer feature', { ...manager, analyzer: true }, threats, true],
    ['analyzer, FortiGate ADOM', analyzer, mail, false],
    ['analyzer, FortiMail ADOM', { ...analyzer, adomProduct: 'FortiMail' }, mail, true],
    ['analyzer, ADOM still loading', { ...analyzer, adomProduct: undefined }, mail, false],
    ['analyzer without the security-rating licence', analyzer, rating, false],
    ['analyzer with the security-rating licence', { ...analyzer, licences: new Set(['securityRating']) }, rating, true],
  ])('%s: %s', (_who, ctx, dashboard, offered) => {
    expect(isDashboardAvailable(dashboard, ctx)).toBe(offered);
  });
});
