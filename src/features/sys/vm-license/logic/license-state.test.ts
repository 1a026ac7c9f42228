import { describe, expect, it } from 'vitest';
import { constants } from '@generated/catalog/constants.ts';
import type { VmLicenseStatus } from '@generated/types/entities.ts';
import { licenseNotice } from './license-state.ts';

const limits = constants.vmSizing;
const base: VmLicenseStatus = { vmlic_status: 'valid', blocking: false, licensed_ip: '10.10.1.10', mgmt_ip: '10.10.1.10', expires: '2026-09-30', grace_days_left: null, memory_gb: 16, vcpu: 4 };

describe('VM licence states', () => {
  it('uses the catalogue’s limits: 16 GB, 4 vCPU, 7 grace days', () => {
    expect(limits).toMatchObject({ minMemoryGb: 16, minVcpu: 4, duplicateLicenceGraceDays: 7 });
  });

  it.each([
    ['valid', base, { block: null, canContinue: false, graceDaysLeft: null, undersized: null, evaluationUntil: null }],
    ['not applicable (hardware)', { vmlic_status: 'not_applicable' as const }, { block: null, undersized: null }],
    ['evaluation', { ...base, vmlic_status: 'evaluation' as const, expires: '2025-07-15' }, { block: null, evaluationUntil: '2025-07-15' }],
    ['expired', { ...base, vmlic_status: 'expired' as const }, { block: 'expired', canContinue: false }],
    ['management IP mismatch', { ...base, vmlic_status: 'mgmt_ip_mismatch' as const, mgmt_ip: '10.20.1.10' }, { block: 'mgmtIpMismatch', canContinue: false }],
    ['duplicate, 3 grace days left', { ...base, vmlic_status: 'duplicate' as const, grace_days_left: 3 }, { block: 'duplicate', canContinue: true, graceDaysLeft: 3 }],
    ['duplicate, grace time over', { ...base, vmlic_status: 'duplicate' as const, grace_days_left: 0 }, { block: 'duplicate', canContinue: false, graceDaysLeft: 0 }],
    ['duplicate, grace unknown', { ...base, vmlic_status: 'duplicate' as const, grace_days_left: null }, { block: 'duplicate', canContinue: false, graceDaysLeft: 0 }],
    ['duplicate, more days than the grace time', { ...base, vmlic_status: 'duplicate' as const, grace_days_left: 30 }, { graceDaysLeft: 7 }],
    ['8 GB memory', { ...base, memory_gb: 8 }, { block: null, undersized: [8, 4] }],
    ['2 vCPU', { ...base, vcpu: 2 }, { undersized: [16, 2] }],
    ['exactly the minimum', { ...base, memory_gb: 16, vcpu: 4 }, { undersized: null }],
  ])('%s', (_name, status, expected) => {
    expect(licenseNotice(status as VmLicenseStatus, limits)).toMatchObject(expected);
  });
});
