import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { root, scriptArgs } from '../../scripts/lib/processes.ts';
import { openStore } from '../../scripts/appliance/store.ts';

const dirs: string[] = [];
const tempStore = () => {
  const dir = mkdtempSync(join(tmpdir(), 'appliance-store-'));
  dirs.push(dir);
  return join(dir, 'state.duckdb');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the mock appliance store', () => {
  it('keeps every one of 200 concurrent changes, after a reopen too', async () => {
    const file = tempStore();
    const store = await openStore(file, () => undefined);
    // each change reads the list, adds to it and writes it back: applied one at a time, none lost
    await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        store.exclusive(async () => {
          const list = (store.get('s|p', 'items') as number[] | undefined) ?? [];
          await new Promise((r) => setTimeout(r, i % 3));
          await store.put('s|p', new Map([['items', [...list, i]]]));
        }),
      ),
    );
    expect((store.get('s|p', 'items') as number[]).length).toBe(200);
    store.close();
    const again = await openStore(file, () => undefined);
    expect(new Set(again.get('s|p', 'items') as number[]).size).toBe(200);
    again.close();
  });

  it('loses at most the write in flight when killed with SIGKILL during a burst', async () => {
    const file = tempStore();
    const child = spawn(process.execPath, scriptArgs(join(root, 'scripts/appliance/store-writer.ts'), file), { stdio: ['ignore', 'pipe', 'inherit'] });
    let printed = -1;
    let buffered = '';
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        buffered += chunk.toString();
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        for (const line of lines) printed = Number(line);
        if (printed >= 150) {
          child.kill('SIGKILL');
          resolve();
        }
      });
      child.on('exit', () => resolve());
      child.on('error', reject);
    });
    await new Promise((r) => child.once('exit', r).once('close', r));
    expect(printed).toBeGreaterThanOrEqual(150);
    const store = await openStore(file, () => undefined);
    expect(store.movedAside).toBeNull();
    // every write reported as committed is there; the one in flight may or may not be
    for (let i = 0; i <= printed; i++) expect(store.get('burst|superAdmin', `item:${i}`), `write ${i}`).toEqual({ i, padding: 'x'.repeat(200) });
    expect(store.size()).toBeLessThanOrEqual(printed + 2);
    store.close();
  });

  it('moves an unreadable file aside with a message and starts from the examples', async () => {
    const file = tempStore();
    writeFileSync(file, 'this is not a database '.repeat(500));
    const lines: string[] = [];
    const store = await openStore(file, (line) => lines.push(line));
    expect(store.movedAside).toMatch(/state\.duckdb\.unreadable-/);
    expect(existsSync(store.movedAside!)).toBe(true);
    expect(lines.join('\n')).toMatch(/could not be read .* moved to .* starts again from the spec's examples/);
    expect(store.size()).toBe(0);
    await store.exclusive(() => store.put('s|p', new Map([['k', 1]])));
    store.close();
    const again = await openStore(file, () => undefined);
    expect(again.get('s|p', 'k')).toBe(1);
    again.close();
    expect(readdirSync(join(file, '..')).some((f) => f.includes('unreadable'))).toBe(true);
  });

  it('forgets one sandbox on reset and keeps the others', async () => {
    const store = await openStore(tempStore(), () => undefined);
    await store.exclusive(() => store.put('a|superAdmin', new Map([['k', 1]])));
    await store.exclusive(() => store.put('b|superAdmin', new Map([['k', 2]])));
    await store.reset('a');
    expect(store.get('a|superAdmin', 'k')).toBeUndefined();
    expect(store.get('b|superAdmin', 'k')).toBe(2);
    store.close();
  });
});
