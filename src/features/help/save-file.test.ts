import { describe, expect, it } from 'vitest';
import { base64ToBlob } from './save-file.ts';

describe('base64ToBlob', () => {
  it('decodes the report content with its media type', async () => {
    const blob = base64ToBlob(btoa('#### report\nHostname: FMG-HQ-01\n'), 'text/plain');
    expect(blob.type).toBe('text/plain');
    expect(await blob.text()).toBe('#### report\nHostname: FMG-HQ-01\n');
  });
});
