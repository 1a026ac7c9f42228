import { describe, expect, it } from 'vitest';
import { severity } from '@generated/catalog/severity.ts';
import { deviceSeverity, riskLevel, summarizeRiskCounts } from './severity.ts';

describe('deviceSeverity: maximum risk over the vulnerabilities, minimum 1', () => {
  it.each([
    [[], 1],
    [[3], 3],
    [[1, 5, 2], 5],
    [[2, 4, 4], 4],
    [[0], 1],
  ])('%j → %s', (risks, expected) => {
    expect(deviceSeverity(risks)).toBe(expected);
  });
});

describe('riskLevel', () => {
  it('labels each risk as the severity catalogue says', () => {
    for (const level of severity.riskLevels) expect(riskLevel(level.risk)).toBe(level);
    expect(riskLevel(5).label).toBe('Critical');
    expect(riskLevel(1).label).toBe('Informational');
  });
  it('keeps out-of-scale risks on the scale', () => {
    expect(riskLevel(9).risk).toBe(5);
    expect(riskLevel(0).risk).toBe(1);
  });
});

describe('summarizeRiskCounts', () => {
  it('totals numDevicesPerRisk and finds the highest risk present', () => {
    expect(summarizeRiskCounts({ '3': 4, '4': 0, '5': 2 })).toEqual({
      total: 6,
      perRisk: { 1: 0, 2: 0, 3: 4, 4: 0, 5: 2 },
      maxRisk: 5,
    });
  });
  it('is empty when nothing is vulnerable', () => {
    expect(summarizeRiskCounts({})).toEqual({ total: 0, perRisk: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }, maxRisk: null });
  });
});
