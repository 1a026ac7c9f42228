import { describe, expect, it } from 'vitest';
import { switchRows } from './logic.ts';

describe('managed switches', () => {
  it('lists switches with their FortiGate', () => {
    expect(
      switchRows([{ 'switch-id': 'S124EPTF24163946', name: 'SW01', os_version: 'S124EP-v7.0.3-build0058 (GA)', 'prefer-img-ver': '', platform: 'FortiSwitch-124E-POE', 'scope member': [{ name: 'BR-DET-001', vdom: 'root' }] }]),
    ).toEqual([{ serial: 'S124EPTF24163946', name: 'SW01', platform: 'FortiSwitch-124E-POE', firmware: 'v7.0.3 build0058', preferred: '', fortigate: 'BR-DET-001' }]);
  });
});
