import { describe, expect, it, vi } from 'vitest';
import { exportLogCsv, type LogRecord } from './csv-export.ts';

const logs: LogRecord[] = Array.from({ length: 25 }, (_, i) => ({ id: String(i), srcip: `10.0.0.${i}`, dstport: 443, msg: i === 3 ? 'a "quoted", text' : undefined }));

function deps(signal = new AbortController().signal) {
  const fetchPage = vi.fn(async (offset: number, limit: number) => logs.slice(offset, offset + limit));
  const onProgress = vi.fn();
  return { fetchPage, onProgress, signal };
}

describe('CSV export of a log search', () => {
  it('fetches every page in turn and writes each as it comes, with progress', async () => {
    const d = deps();
    const parts = await exportLogCsv({ fields: ['srcip', 'dstport', 'msg'], headers: ['Source IP', 'Destination Port', 'Log Message'], total: 25, pageSize: 10, maxRows: 1000 }, d);
    expect(d.fetchPage.mock.calls.map((c) => [c[0], c[1]])).toEqual([[0, 10], [10, 10], [20, 5]]);
    expect(d.onProgress.mock.calls).toEqual([[0, 25], [10, 25], [20, 25], [25, 25]]);
    const text = parts.join('');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('Source IP,Destination Port,Log Message');
    expect(lines[1]).toBe('10.0.0.0,443,');
    expect(lines[4]).toBe('10.0.0.3,443,"a ""quoted"", text"');
    expect(lines).toHaveLength(27);
  });

  it('stops at the most rows one export writes', async () => {
    const d = deps();
    const parts = await exportLogCsv({ fields: ['srcip'], headers: ['Source IP'], total: 25, pageSize: 10, maxRows: 12 }, d);
    expect(d.fetchPage.mock.calls.map((c) => [c[0], c[1]])).toEqual([[0, 10], [10, 2]]);
    expect(parts.join('').split('\r\n')).toHaveLength(14);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const d = deps(controller.signal);
    d.fetchPage.mockImplementation(async (offset: number, limit: number) => {
      controller.abort();
      return logs.slice(offset, offset + limit);
    });
    await expect(exportLogCsv({ fields: ['srcip'], headers: ['Source IP'], total: 25, pageSize: 10, maxRows: 100 }, d)).rejects.toThrow();
    expect(d.fetchPage).toHaveBeenCalledTimes(1);
  });
});
