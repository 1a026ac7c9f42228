import { describe, expect, it } from 'vitest';
import type { ApStatus, Wtp } from '@generated/types/entities.ts';
import { accessPointRows, accessPointSummary, conditionalRedirect, routeRedirect } from './logic.ts';

const wtp = (id: string, platform: string, conn: 0 | 1 | 2 = 1, fgt = 'BR-DET-001'): Wtp => ({
  'wtp-id': id,
  name: `${fgt}-${id.slice(-3)}`,
  '_platform-name': platform,
  '_software-version': 'FP231F-v7.0.4-build0082',
  '_prefer-img-ver': '',
  '_conn-state': conn,
  'scope member': [{ name: fgt, vdom: 'root' }],
});

describe('managed access points', () => {
  it.each([
    ['FP231FTF21000123', 'FortiAP-231F', true],
    ['PU431FTF21116471', 'FortiAP-U431F', true],
    ['PS221ETF18000001', 'FortiAP-S221E', true],
    ['FC24JETF19000001', 'FortiAP-C24JE', true],
    ['FWF40F-WIFI0', 'FortiWiFi-40F', false],
    ['PU431FTF21116471', 'FortiAP-431F', false],
  ])('%s on %s is listed: %s (the spec’s wtp parsing)', (id, platform, listed) => {
    const { rows, skipped } = accessPointRows([wtp(id, platform)], []);
    expect(rows.length).toBe(listed ? 1 : 0);
    expect(skipped).toBe(listed ? 0 : 1);
  });

  it('takes status and clients from the live state, else the configured connection state', () => {
    const live: ApStatus[] = [{ 'wtp-id': 'FP231FTF21000001', status: 'connected', clients: 12, ip: '10.1.0.5', fortigate: 'BR-DET-001' }];
    const { rows } = accessPointRows([wtp('FP231FTF21000001', 'FortiAP-231F', 2), wtp('FP231FTF21000002', 'FortiAP-231F', 2)], live);
    expect(rows.map((r) => [r.status, r.clients, r.ip])).toEqual([
      ['connected', 12, '10.1.0.5'],
      ['disconnected', 0, ''],
    ]);
    expect(rows[0].firmware).toBe('v7.0.4 build0082');
    expect(rows[0].fortigate).toBe('BR-DET-001');
    expect(accessPointSummary(rows)).toEqual({ total: 2, online: 1, offline: 1, clients: 12 });
  });

  it('has no client count when the live state could not be read', () => {
    const { rows } = accessPointRows([wtp('FP231FTF21000001', 'FortiAP-231F', 1)], undefined);
    expect(rows[0].clients).toBeUndefined();
    expect(rows[0].status).toBe('connected');
  });
});

describe('the redirect of /fortiap/devices/list', () => {
  it('is the catalogue’s conditional redirect to the managed list', () => {
    expect(routeRedirect('fortiap.devices.list')).toEqual({ to: '/fortiap/centrallist', when: 'centralManagement' });
    expect(routeRedirect('fortisoc.soar.outbreak')).toEqual({ to: '/fortisoc/soar/outbreakalerts' });
    expect(routeRedirect('fortiap.centrallist')).toBeUndefined();
  });

  it.each([
    [true, '/fortiap/centrallist'],
    [false, null],
  ])('with central management %s goes to %s', (central, to) => {
    expect(conditionalRedirect(routeRedirect('fortiap.devices.list'), { centralManagement: central })).toBe(to);
  });

  it('a redirect without a condition always goes; no redirect never does', () => {
    expect(conditionalRedirect({ to: '/x' }, { centralManagement: false })).toBe('/x');
    expect(conditionalRedirect(undefined, { centralManagement: true })).toBeNull();
  });
});
