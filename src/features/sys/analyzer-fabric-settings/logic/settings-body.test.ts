import { describe, expect, it } from 'vitest';
import { settingsBody } from './settings-body.ts';

describe('settingsBody', () => {
  it.each([
    [
      'a supervisor keeps its approval and sync settings, not an upstream',
      { status: 'enable', role: 'supervisor', fabric_name: 'F', upstream_ip: '10.0.0.1', upstream_port: 443, accept_auth_by_cert: true, sync_interval: 5 },
      { status: 'enable', role: 'supervisor', fabric_name: 'F', accept_auth_by_cert: true, sync_interval: 5 },
    ],
    [
      'a member sends its upstream only',
      { status: 'enable', role: 'member', fabric_name: 'F', upstream_ip: '10.0.0.1', upstream_port: 443, accept_auth_by_cert: true, sync_interval: 5 },
      { status: 'enable', role: 'member', fabric_name: 'F', upstream_ip: '10.0.0.1', upstream_port: 443 },
    ],
    [
      'with the fabric off, status, role and name only',
      { status: 'disable', role: 'member', fabric_name: '', upstream_ip: '10.0.0.1', upstream_port: 443 },
      { status: 'disable', role: 'member', fabric_name: '' },
    ],
  ] as const)('%s', (_, form, body) => {
    expect(settingsBody(form)).toEqual(body);
  });
});
