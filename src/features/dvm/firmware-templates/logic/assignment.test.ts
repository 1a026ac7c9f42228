import { describe, expect, it } from 'vitest';
import type { FirmwareTemplate, ManagedDevice } from '@generated/types/entities.ts';
import { assignableDevices, membersFor } from './assignment.ts';

const device = (name: string, os_type: ManagedDevice['os_type'] = 'FortiGate', platform = 'FortiGate-61F') => ({ name, os_type, platform }) as ManagedDevice;
const template = (name: string, members: string[]) =>
  ({ name, type: 'fwmprof', 'fwmprof setting': {}, 'scope member': members.map((m) => ({ name: m, vdom: 'root' })) }) as unknown as FirmwareTemplate;

describe('devices a firmware template may hold', () => {
  const devices = [device('BR-SEA-001'), device('FAZ-01', 'FortiAnalyzer', 'FortiAnalyzer-3000G'), device('BR-DET-001'), device('FMG-01', 'FortiManager'), device('PX-01', 'FortiProxy', 'FortiProxy-400E')];
  const templates = [template('Branch-Q3', ['BR-DET-001', 'GONE-01']), template('Other', ['BR-SEA-001'])];

  it('lists the upgradeable devices by name, leaving out analyzers and managers', () => {
    expect(assignableDevices(devices, [], undefined).map((d) => d.name)).toEqual(['BR-DET-001', 'BR-SEA-001', 'PX-01']);
  });

  it('names the other template that holds a device, not the one edited', () => {
    const rows = assignableDevices(devices, templates, 'Branch-Q3');
    expect(rows.find((d) => d.name === 'BR-SEA-001')?.heldBy).toBe('Other');
    expect(rows.find((d) => d.name === 'BR-DET-001')?.heldBy).toBeUndefined();
  });

  it('keeps a device the template holds that the ADOM no longer lists', () => {
    expect(assignableDevices(devices, templates, 'Branch-Q3').map((d) => d.name)).toContain('GONE-01');
    expect(assignableDevices(devices, templates, undefined).map((d) => d.name)).not.toContain('GONE-01');
  });

  it("builds the 'scope member' list, keeping a held device's VDOM", () => {
    expect(membersFor(['BR-DET-001', 'BR-SEA-001'], [{ name: 'BR-DET-001', vdom: 'customer-a' }])).toEqual([
      { name: 'BR-DET-001', vdom: 'customer-a' },
      { name: 'BR-SEA-001', vdom: 'root' },
    ]);
  });
});
