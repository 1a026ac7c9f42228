/**
 * The mock appliance's memory: an embedded DuckDB file (default .tmp/appliance/state.duckdb) holding one JSON
 * document per world and key. A world is a sandbox and a persona (`default|superAdmin`); a key names what the
 * document is (`firmwareTemplates:root`, `sysConfig`, …). Every document is also held in memory, so a read costs a
 * map lookup; a change is written in one transaction before it is answered (DuckDB's write-ahead log makes it
 * survive a kill), and changes are applied one at a time so concurrent writes never lose one another.
 *
 * A file that cannot be opened is moved aside (its name printed) and the appliance starts again from the examples.
 */
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { dirname } from 'node:path';

export interface Store {
  /** A document of a world, or undefined when it has not been seeded yet. */
  get(world: string, key: string): unknown;
  /** Writes documents of one world in one transaction (after it commits, get returns them). */
  put(world: string, docs: ReadonlyMap<string, unknown>): Promise<void>;
  /** Runs `work` alone: changes are read, computed and written one after another. */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** Forgets the worlds of a sandbox (every sandbox when none is given): the examples answer again. */
  reset(sandbox?: string): Promise<void>;
  /** How many documents are kept (for the start-up line). */
  size(): number;
  close(): void;
  /** The file, and the name a broken one was moved to (null when it opened). */
  file: string;
  movedAside: string | null;
}

const SCHEMA = 'CREATE TABLE IF NOT EXISTS docs (world VARCHAR NOT NULL, key VARCHAR NOT NULL, value VARCHAR NOT NULL, PRIMARY KEY (world, key))';

async function openConnection(file: string): Promise<{ instance: DuckDBInstance; connection: DuckDBConnection }> {
  const instance = await DuckDBInstance.create(file);
  const connection = await instance.connect();
  await connection.run(SCHEMA);
  return { instance, connection };
}

/** Opens (or creates) the store in `file`; ':memory:' keeps it in memory only. */
export async function openStore(file: string, log: (line: string) => void = console.log): Promise<Store> {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  let movedAside: string | null = null;
  let opened: { instance: DuckDBInstance; connection: DuckDBConnection };
  let rows: Record<string, unknown>[] = [];
  try {
    opened = await openConnection(file);
    rows = (await opened.connection.runAndReadAll('SELECT world, key, value FROM docs')).getRowObjectsJS();
  } catch (err) {
    if (file === ':memory:') throw err;
    movedAside = `${file}.unreadable-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(file, movedAside);
    if (existsSync(`${file}.wal`)) renameSync(`${file}.wal`, `${movedAside}.wal`);
    log(
      `The mock appliance's store ${file} could not be read (${err instanceof Error ? err.message.split('\n')[0] : String(err)}); ` +
        `it was moved to ${movedAside} and the appliance starts again from the spec's examples.`,
    );
    opened = await openConnection(file);
    rows = [];
  }
  const { instance, connection } = opened;
  const memory = new Map<string, Map<string, unknown>>();
  const worldOf = (world: string) => {
    let docs = memory.get(world);
    if (!docs) memory.set(world, (docs = new Map()));
    return docs;
  };
  for (const row of rows) worldOf(String(row.world)).set(String(row.key), JSON.parse(String(row.value)));

  let queue: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };

  const put = async (world: string, docs: ReadonlyMap<string, unknown>) => {
    if (docs.size === 0) return;
    await connection.run('BEGIN TRANSACTION');
    try {
      for (const [key, value] of docs) {
        await connection.run('INSERT OR REPLACE INTO docs VALUES ($1, $2, $3)', [world, key, JSON.stringify(value)]);
      }
      await connection.run('COMMIT');
    } catch (err) {
      await connection.run('ROLLBACK').catch(() => undefined);
      throw err;
    }
    const kept = worldOf(world);
    for (const [key, value] of docs) kept.set(key, value);
  };

  return {
    file,
    movedAside,
    get: (world, key) => memory.get(world)?.get(key),
    put,
    exclusive,
    async reset(sandbox) {
      await exclusive(async () => {
        if (sandbox === undefined) {
          await connection.run('DELETE FROM docs');
          memory.clear();
        } else {
          await connection.run('DELETE FROM docs WHERE starts_with(world, $1)', [`${sandbox}|`]);
          for (const world of [...memory.keys()]) if (world.startsWith(`${sandbox}|`)) memory.delete(world);
        }
      });
    },
    size: () => [...memory.values()].reduce((n, docs) => n + docs.size, 0),
    close() {
      connection.closeSync();
      instance.closeSync();
    },
  };
}
