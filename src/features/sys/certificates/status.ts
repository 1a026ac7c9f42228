import type { Certificate } from '@generated/types/entities.ts';

/** A certificate that ends within this many days is shown as expiring. */
export const EXPIRING_DAYS = 30;

export type CertificateStatus =
  | { kind: 'valid' }
  | { kind: 'expiring'; days: number }
  | { kind: 'expired' }
  | { kind: 'notYetValid' };

/** Where a certificate stands at `nowMs` (epoch milliseconds), from its validity period. */
export function certificateStatus(cert: Pick<Certificate, 'valid_from' | 'valid_to'>, nowMs: number): CertificateStatus {
  const now = nowMs / 1000;
  if (now >= cert.valid_to) return { kind: 'expired' };
  if (now < cert.valid_from) return { kind: 'notYetValid' };
  const days = Math.ceil((cert.valid_to - now) / 86400);
  return days <= EXPIRING_DAYS ? { kind: 'expiring', days } : { kind: 'valid' };
}

/** Why a certificate may not be deleted (null: it may). */
export function deleteBlock(cert: Pick<Certificate, 'source' | 'in_use'>): 'factory' | 'inUse' | null {
  if (cert.source === 'factory') return 'factory';
  if (cert.in_use) return 'inUse';
  return null;
}
