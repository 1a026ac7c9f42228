import { describe, expect, it } from 'vitest';
import { appendEntry, MAX_ENTRIES, transcriptText } from './transcript.ts';

describe('transcript', () => {
  it('prints each command after a prompt, then its output', () => {
    const list = appendEntry(appendEntry([], { command: 'get system status', output: 'Version: v7.4.5\n', failed: false }), {
      command: 'shwo',
      output: 'Unknown action 0',
      failed: false,
    });
    expect(transcriptText(list)).toBe('# get system status\nVersion: v7.4.5\n\n# shwo\nUnknown action 0');
  });

  it('keeps the last entries only', () => {
    let list = appendEntry([], { command: 'first', output: '', failed: false });
    for (let i = 0; i < MAX_ENTRIES; i++) list = appendEntry(list, { command: `c${i}`, output: '', failed: false });
    expect(list).toHaveLength(MAX_ENTRIES);
    expect(list[0].command).toBe('c0');
  });
});
