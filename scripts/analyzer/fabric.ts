/**
 * Security-rating audits of the fabric state of security: every hour each ADOM's fabric is audited against the
 * checks below, and each audit is a row per check with its result and the devices it failed on. A check's result
 * holds for a stretch of one to five days (a fix, a regression), so the audits of one period differ from another's.
 * The audits are rows of the analyzer's data set (the table `audits`), queried over the widget's period.
 */
import type { components } from '../../generated/api/schema.ts';
import { sqlList } from './vocab.ts';

type ScoreRow = components['schemas']['FortiviewScoreRow'];

/** control, category, severity, points */
export const CHECKS: readonly (readonly [string, ScoreRow['category'], number, number])[] = [
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

/** Seconds between two audits of an ADOM. */
export const AUDIT_EVERY = 3600;

/**
 * The audits table over `days` days for the ADOMs of the `devices` table: per audit (ago), ADOM and check, whether it
 * failed and on how many of the ADOM's devices (at most a quarter of them).
 */
export function auditsSql(days: number): string {
  const values = CHECKS.map(([control, category, severity, points], i) => `(${i}, ${sqlList([control])}[1], ${sqlList([category])}[1], ${severity}, ${points})`).join(', ');
  return `
CREATE OR REPLACE TABLE audits AS
WITH checks(idx, control, category, severity, points) AS (VALUES ${values}),
adoms AS (SELECT adom, count(*) AS n FROM devices GROUP BY adom),
-- each check of each ADOM: how long its result holds (1 to 5 days) and where its stretches start
pair AS (
  SELECT a.adom, a.n, c.*, (24 + hash(a.adom, c.control) % 97)::INTEGER AS stretch, (hash(a.adom, c.control, 1) % 120)::INTEGER AS phase
  FROM adoms a CROSS JOIN checks c
),
-- each stretch: whether the check fails in it (one in three) and a seed for the devices it fails on
stretch AS (
  SELECT adom, control, e AS epoch, hash(adom, control, e) AS h
  FROM pair CROSS JOIN range(0, (${days * 24} + 120) // 24 + 1) t(e)
),
run AS (SELECT p.*, r, (r + phase) // stretch AS epoch FROM pair p CROSS JOIN range(0, ${days * 24}) t(r))
SELECT (r * ${AUDIT_EVERY})::INTEGER AS ago, run.adom, idx, run.control, category, severity::INTEGER AS severity, points::INTEGER AS points,
  s.h % 3 = 0 AS failed,
  -- the devices it fails on change every 6 hours
  CASE WHEN s.h % 3 = 0 THEN 1 + ((s.h >> ((r // 6) % 7 * 8)::UTINYINT) & 255) % greatest(1, n // 4) ELSE 0 END::INTEGER AS devices
FROM run JOIN stretch s ON s.adom = run.adom AND s.control = run.control AND s.epoch = run.epoch`;
}
