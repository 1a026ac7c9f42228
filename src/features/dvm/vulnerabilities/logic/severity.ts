import { severity } from '@generated/catalog/severity.ts';
import { constants } from '@generated/catalog/constants.ts';
import type { PsirtData, Risk } from './types.ts';

export type RiskLevel = (typeof severity.riskLevels)[number];

/** Risks from the highest down: the order of counts and columns. */
export const RISKS_DESC: readonly Risk[] = [5, 4, 3, 2, 1];

const LEVEL_BY_RISK = new Map<number, RiskLevel>(severity.riskLevels.map((l) => [l.risk, l]));

/** A risk forced onto the scale (integers riskMin..riskMax). */
export function clampRisk(risk: number): Risk {
  const { riskMin, riskMax } = constants.psirt;
  if (!Number.isFinite(risk)) return riskMin as Risk;
  return Math.min(riskMax, Math.max(riskMin, Math.round(risk))) as Risk;
}

/** Label and colour of a risk (Critical red … Informational light blue). */
export function riskLevel(risk: number): RiskLevel {
  return LEVEL_BY_RISK.get(clampRisk(risk))!;
}

/** A device's severity: the maximum risk over its vulnerabilities, at least the bottom of the scale. */
export function deviceSeverity(risks: Iterable<number>): Risk {
  let max: number = constants.psirt.riskMin;
  for (const r of risks) if (r > max) max = r;
  return clampRisk(max);
}

export function emptyRiskCounts(): Record<Risk, number> {
  return { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
}

export interface RiskSummary {
  total: number;
  perRisk: Record<Risk, number>;
  /** Highest risk with at least one device; null when nothing is vulnerable. */
  maxRisk: Risk | null;
}

/** Totals of a per-risk count (e.g. numDevicesPerRisk of the PSIRT data). */
export function summarizeRiskCounts(counts: PsirtData['numDevicesPerRisk'] | Record<Risk, number>): RiskSummary {
  const perRisk = emptyRiskCounts();
  let total = 0;
  let maxRisk: Risk | null = null;
  for (const risk of RISKS_DESC) {
    const n = (counts as Record<string, number | undefined>)[String(risk)] ?? 0;
    perRisk[risk] = n;
    total += n;
    if (n > 0 && maxRisk === null) maxRisk = risk;
  }
  return { total, perRisk, maxRisk };
}
