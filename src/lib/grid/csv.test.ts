import { describe, expect, it, vi, afterEach } from 'vitest';
import { csvField, csvFileName, exportCsv, toCsv } from './csv.ts';
import type { GridColumn } from './types.ts';

interface Row {
  name: string;
  count: number;
  cves: string[];
}
const columns: GridColumn<Row>[] = [
  { key: 'name', name: 'Device Name' },
  { key: 'count', name: 'Vulnerabilities' },
  { key: 'cves', name: 'CVE' },
];

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rhere', '"cr\rhere"'],
    ['', ''],
  ])('%j → %j', (input, out) => expect(csvField(input)).toBe(out));

  it.each(['=1+2', '+SUM(A1)', '-2+3', '@cmd', '\tx', '\rx'])('neutralises the formula %j with a leading apostrophe', (v) => {
    expect(csvField(v).replace(/^"/, '').startsWith(`'${v[0]}`)).toBe(true);
  });

  it('quotes a neutralised formula that also holds a comma', () => {
    expect(csvField('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
  });

  it('writes real numbers as numbers, negative ones included', () => {
    expect(csvField(-3)).toBe('-3');
    expect(csvField(12.5)).toBe('12.5');
    expect(csvField(Number.NaN)).toBe('');
    expect(csvField(null)).toBe('');
  });
});

describe('toCsv', () => {
  it('writes a header and one CRLF-terminated line per row in the given order', () => {
    const csv = toCsv(columns, [
      { name: 'FGT-HQ, core', count: 3, cves: ['CVE-2024-1', 'CVE-2024-2'] },
      { name: '=cmd|calc', count: 0, cves: [] },
    ]);
    expect(csv).toBe(
      'Device Name,Vulnerabilities,CVE\r\n"FGT-HQ, core",3,"CVE-2024-1, CVE-2024-2"\r\n\'=cmd|calc,0,\r\n',
    );
  });

  it('leaves out columns that are not exportable and uses the column text', () => {
    const csv = toCsv<Row>(
      [
        { key: 'name', name: 'Name', text: (r) => r.name.toUpperCase() },
        { key: 'count', name: 'Hidden', exportable: false },
      ],
      [{ name: 'a', count: 1, cves: [] }],
    );
    expect(csv).toBe('Name\r\nA\r\n');
  });
});

describe('csvFileName', () => {
  it('strips reserved characters and adds the extension once', () => {
    expect(csvFileName('vulnerable/devices:2024')).toBe('vulnerable_devices_2024.csv');
    expect(csvFileName('list.csv')).toBe('list.csv');
    expect(csvFileName('')).toBe('export.csv');
  });
});

describe('exportCsv', () => {
  afterEach(() => vi.restoreAllMocks());
  it('downloads a UTF-8 CSV file with the given name', async () => {
    let blob: Blob | undefined;
    URL.createObjectURL = vi.fn((b: Blob) => {
      blob = b;
      return 'blob:x';
    }) as typeof URL.createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('devices.csv');
      expect(this.href).toBe('blob:x');
    });
    exportCsv(columns, [{ name: 'x', count: 1, cves: [] }], 'devices');
    expect(click).toHaveBeenCalledOnce();
    const bytes = new Uint8Array(await blob!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe('Device Name,Vulnerabilities,CVE\r\nx,1,\r\n');
    expect(blob!.type).toBe('text/csv;charset=utf-8');
  });
});
