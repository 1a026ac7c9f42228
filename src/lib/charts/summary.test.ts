import { describe, expect, it } from 'vitest';
import { rowsToCsv, summarizeRows } from './summary.ts';
import { EXAMPLE_OF, exampleResult } from './testing/examples.ts';
import type { Family } from './types.ts';

function summaryOf(name: string, title: string) {
  const { family, rows, unit } = exampleResult(name);
  return summarizeRows(family, rows, unit, title);
}

describe('summarizeRows', () => {
  it.each<[string, string, string]>([
    ['top-sources', 'Top Sources', 'Top Sources: 3 rows; highest 10.1.100.11 (jsmith) with 1.8 GB.'],
    ['series', 'Application Bandwidth', 'Application Bandwidth: 2 series over time; highest HTTPS.BROWSER with 534.3 MB in all.'],
    ['geo', 'Threat Map', 'Threat Map: 3 rows; highest United States with 1,204.'],
    ['flow', 'User Data Flow', 'User Data Flow: 3 flows; largest from jsmith to HTTPS.BROWSER with 1.8 GB.'],
    ['metric', 'Resource Average and Peak', 'Resource Average and Peak: CPU 23.4%, Memory 48.9%, Log Rate 1,830 logs/s.'],
    ['device', 'Device Status', 'Device Status: 1 device up, 1 down.'],
    ['score', 'Fabric Score', 'Fabric Score: 2 checks, 1 failed, score -10.'],
    ['empty', 'Top Sources', 'Top Sources: no data.'],
  ])('%s', (name, title, expected) => {
    expect(summaryOf(name, title)).toBe(expected);
  });

  it('finds the highest row wherever it is in the page', () => {
    const rows = [...exampleResult('top-sources').rows].reverse();
    expect(summarizeRows('top', rows, 'bytes', 'Top Sources')).toContain('highest 10.1.100.11 (jsmith)');
  });
});

describe('rowsToCsv', () => {
  const lines = (csv: string) => csv.split('\r\n').filter(Boolean);

  it.each<[Family, string]>([
    ['top', 'Name,User or Name,Value (bytes),Sessions,Bytes,Sent,Received,Threat Score,Blocked'],
    ['series', 'Time,Series,Value (bytes)'],
    ['geo', 'Country/Region,Value (count),Sessions,Threat Score,Severity'],
    ['flow', 'Source,Destination,Value (bytes)'],
    ['metric', 'Metric,Average,Peak'],
    ['device', 'Device,Status,Platform,Firmware,Serial Number,Logs,Threats,CPU,Memory'],
    ['score', 'Check,Category,Result,Severity,Score,Devices'],
  ])('%s: the table’s columns, those some row fills', (family, header) => {
    const { rows, unit } = exampleResult(EXAMPLE_OF[family]);
    const csv = lines(rowsToCsv(family, rows, unit));
    expect(csv[0]).toBe(header);
    expect(csv).toHaveLength(rows.length + 1);
  });

  it('writes numbers as numbers and times in ISO 8601, so that a spreadsheet computes with them', () => {
    const top = lines(rowsToCsv('top', exampleResult('top-sources').rows, 'bytes'));
    expect(top[1]).toBe('10.1.100.11,jsmith,1893274112,4211,1893274112,211004416,1682269696,30,12');
    // a key without a readable label leaves its cell empty
    expect(top[3]).toBe('10.2.30.7,,401866752,977,401866752,51200000,350666752,50,3');
    const series = lines(rowsToCsv('series', exampleResult('series').rows, 'bytes'));
    expect(series[1]).toBe('2026-11-24T09:00:00Z,HTTPS.BROWSER,182736512');
    // a negative score is a number, not a formula
    const score = lines(rowsToCsv('score', exampleResult('score').rows, 'score'));
    expect(score[1]).toBe('Admin password strength,Security Posture,Failed,High,-40,3');
  });

  it('writes labels as the table shows them: severity, status, and each figure with its unit', () => {
    expect(lines(rowsToCsv('geo', exampleResult('geo').rows, 'count'))[1]).toBe('United States,1204,1204,3410,Critical');
    expect(lines(rowsToCsv('device', exampleResult('device').rows))[2]).toBe('FGT-BR-17,Down,FortiGate-200F,7.2.8,FG200FTK20005678,0,0,,');
    expect(lines(rowsToCsv('metric', exampleResult('metric').rows))[3]).toBe('Log Rate,"1,830 logs/s","4,920 logs/s"');
  });

  it('neutralises text that a spreadsheet would run as a formula, and quotes commas and quotes', () => {
    const rows = [
      { key: '=HYPERLINK("http://evil.example","x")', value: 1 },
      { key: '+1-555-0100', label: '@SUM(A1:A9)', value: 2 },
      { key: '-2+3', label: 'plain, with "quotes"', value: -3 },
    ];
    const csv = lines(rowsToCsv('top', rows));
    expect(csv[1]).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")",,1`);
    expect(csv[2]).toBe("'+1-555-0100,'@SUM(A1:A9),2");
    expect(csv[3]).toBe(`'-2+3,"plain, with ""quotes""",-3`);
  });

  it('writes only the header of no rows', () => {
    expect(rowsToCsv('flow', [], 'bytes')).toBe('\r\n');
  });
});
