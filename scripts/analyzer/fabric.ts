/**
 * Security-rating checks of the fabric state of security, the same for an ADOM every time: which pass and fail
 * depends on the ADOM, and a failed check counts the devices it failed on.
 */
import type { components } from '../../generated/api/schema.ts';

type ScoreRow = components['schemas']['FortiviewScoreRow'];

/** control, category, severity, points */
const CHECKS: readonly (readonly [string, ScoreRow['category'], number, number])[] = [
  ['Admin password strength', 'Security Posture', 4, 40],
  ['Firmware up to date', 'Security Posture', 4, 40],
  ['Unused policies', 'Optimization', 2, 10],
  ['Weak SSL/TLS versions', 'Security Posture', 4, 30],
  ['Two-factor authentication for admins', 'Security Posture', 5, 50],
  ['FortiGuard licences valid', 'Fabric Coverage', 3, 30],
  ['Log forwarding to the analyzer', 'Fabric Coverage', 3, 30],
  ['Sandbox integration', 'Fabric Coverage', 3, 20],
  ['Managed switches in the fabric', 'Fabric Coverage', 2, 20],
  ['Managed access points in the fabric', 'Fabric Coverage', 2, 20],
  ['Endpoint telemetry', 'Fabric Coverage', 3, 20],
  ['Intrusion prevention on inbound policies', 'Security Posture', 5, 50],
  ['Antivirus on outbound policies', 'Security Posture', 4, 40],
  ['Web filtering on outbound policies', 'Security Posture', 3, 30],
  ['Explicit deny logging', 'Optimization', 2, 10],
  ['Unused address objects', 'Optimization', 1, 5],
  ['Redundant interfaces', 'Optimization', 2, 10],
  ['HA configured', 'Security Posture', 3, 30],
  ['Certificate expiry', 'Security Posture', 4, 30],
  ['NTP synchronised', 'Optimization', 1, 5],
];

function hash(text: string): number {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return h;
}

export function fabricChecks(adom: string, deviceCount: number): ScoreRow[] {
  return CHECKS.map(([control, category, severity, points]) => {
    const h = hash(`${adom}:${control}`);
    const failed = h % 3 === 0;
    return {
      control,
      category,
      result: failed ? ('failed' as const) : ('passed' as const),
      severity,
      score: failed ? -points : points,
      devices: failed ? 1 + (h % Math.max(1, deviceCount || 1)) : 0,
    };
  });
}
