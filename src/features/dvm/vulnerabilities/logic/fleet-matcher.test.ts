import { describe, expect, it } from 'vitest';
import { buildVulnerableDeviceRows, createFleetMatcher, createRowDecoder, createRowEncoder } from './rows.ts';
import { DEVICES, EXTENDERS, PSIRT, SWITCHES, WTPS } from './test-data.ts';
import type { VulnerableDeviceRow } from './types.ts';

/** What the grid and the dialogs read of a row (everything but the list entry it came from). */
const shown = (r: VulnerableDeviceRow) => {
  const { source: _source, ...rest } = { ...r };
  return { ...rest, vulnerabilities: [...r.vulnerabilities] };
};
const whole = buildVulnerableDeviceRows({ psirt: PSIRT, devices: DEVICES, wtps: WTPS, switches: SWITCHES, extenders: EXTENDERS });

describe('createFleetMatcher', () => {
  it('matches lists fed in batches of one exactly as the whole lists at once', () => {
    const match = createFleetMatcher(PSIRT);
    const rows: VulnerableDeviceRow[] = [];
    for (const d of DEVICES) rows.push(...match.devices([d]));
    for (const w of WTPS) rows.push(...match.wtps([w]));
    for (const s of SWITCHES) rows.push(...match.switches([s]));
    for (const e of [...EXTENDERS, ...EXTENDERS]) rows.push(...match.extenders([e]));
    expect(rows.map(shown)).toEqual(whole.rows.map(shown));
    expect(match.skipped).toEqual(whole.skipped);
  });
});

describe('rows across a thread boundary', () => {
  it('come out of the decoder as they went into the encoder, sharing their per-version parts', () => {
    const encode = createRowEncoder();
    const decode = createRowDecoder();
    const half = Math.ceil(whole.rows.length / 2);
    // structuredClone: what postMessage does to a batch
    const first = decode(structuredClone(encode(whole.rows.slice(0, half))));
    const second = decode(structuredClone(encode(whole.rows.slice(half))));
    const rows = [...first, ...second];
    expect(rows.map(shown)).toEqual(whole.rows.map(shown));
    const sameVersion = rows.filter((r) => r.psirtPlatform === rows[0].psirtPlatform && r.version === rows[0].version);
    expect(new Set(sameVersion.map((r) => r.vulnerabilities)).size).toBe(1);
  });
});
