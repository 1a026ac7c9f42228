import type { VmLicenseStatus } from '@generated/types/entities.ts';

/** The VM limits of the constants catalogue (section 9). */
export interface VmLimits {
  minMemoryGb: number;
  minVcpu: number;
  duplicateLicenceGraceDays: number;
}

export type BlockReason = 'expired' | 'mgmtIpMismatch' | 'duplicate';

/** What the console shows for a licence state. */
export interface LicenseNotice {
  /** a blocking state: the screen is held until a licence is uploaded or the user signs out */
  block: BlockReason | null;
  /** a duplicate licence within its grace time: the user may go on for now */
  canContinue: boolean;
  /** grace days left of a duplicate licence (null otherwise) */
  graceDaysLeft: number | null;
  /** the VM is below the minimum size: [memory GB, vCPU] it has */
  undersized: [number, number] | null;
  /** an evaluation licence and its end */
  evaluationUntil: string | null;
}

const BLOCKS: Partial<Record<VmLicenseStatus['vmlic_status'], BlockReason>> = {
  expired: 'expired',
  mgmt_ip_mismatch: 'mgmtIpMismatch',
  duplicate: 'duplicate',
};

/**
 * Expired, management IP mismatch and duplicate block the console; a duplicate licence may be used on for its grace
 * time (7 days). A VM with less memory or fewer vCPU than the minimum is told so.
 */
export function licenseNotice(status: VmLicenseStatus, limits: VmLimits): LicenseNotice {
  const block = BLOCKS[status.vmlic_status] ?? null;
  const grace = block === 'duplicate' ? Math.max(0, Math.min(limits.duplicateLicenceGraceDays, status.grace_days_left ?? 0)) : null;
  const memory = status.memory_gb ?? null;
  const vcpu = status.vcpu ?? null;
  const small = memory !== null && vcpu !== null && (memory < limits.minMemoryGb || vcpu < limits.minVcpu);
  return {
    block,
    canContinue: grace !== null && grace > 0,
    graceDaysLeft: grace,
    undersized: small ? [memory, vcpu] : null,
    evaluationUntil: status.vmlic_status === 'evaluation' ? (status.expires ?? null) : null,
  };
}
