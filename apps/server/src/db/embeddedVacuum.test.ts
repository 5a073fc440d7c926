import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAINTAIN_EVERY_MS, maintainTables, startEmbeddedUpkeep, upkeepOf, upkeepPass, type TableActivity } from './embeddedVacuum.js';
import { openDatabase, type Database } from './open.js';
import { rowsOf } from './rows.js';

/**
 * The embedded database's own autovacuum: the rule, then passes over scratch tables of an
 * in-memory PGlite (the engine that has no autovacuum; the schema does not matter here).
 */
let database: Database;
const log = pino({ level: 'silent' });

const table = (counters: Partial<TableActivity>): TableActivity => ({ table: 't', estimatedRows: 10_000, deadRows: 0, insertedSinceVacuum: 0, modifiedSinceAnalyze: 0, ...counters });

describe('the autovacuum rule the embedded database follows', () => {
  it('vacuums once dead rows pass 50 plus a fifth of the table', () => {
    expect(upkeepOf(table({ deadRows: 2050 }))).toBeNull();
    expect(upkeepOf(table({ deadRows: 2051 }))).toBe('vacuum');
  });

  it('vacuums once inserts pass 1,000 plus a fifth of the table, so a filled table gets its visibility map and statistics', () => {
    expect(upkeepOf(table({ insertedSinceVacuum: 3000 }))).toBeNull();
    expect(upkeepOf(table({ insertedSinceVacuum: 3001 }))).toBe('vacuum');
  });

  it('analyzes alone once changes pass 50 plus a tenth of the table', () => {
    expect(upkeepOf(table({ modifiedSinceAnalyze: 1050 }))).toBeNull();
    expect(upkeepOf(table({ modifiedSinceAnalyze: 1051 }))).toBe('analyze');
  });

  it('counts a table never analyzed (reltuples -1) as empty', () => {
    expect(upkeepOf(table({ estimatedRows: -1, modifiedSinceAnalyze: 51 }))).toBe('analyze');
    expect(upkeepOf(table({ estimatedRows: -1, modifiedSinceAnalyze: 50 }))).toBeNull();
  });
});

interface Counters {
  relname: string;
  n_dead_tup: string;
  last_vacuum: unknown;
  last_analyze: unknown;
}

async function counters(): Promise<Record<string, Counters>> {
  await database.db.execute(sql`select pg_stat_force_next_flush()`);
  const rows = rowsOf<Counters>(await database.db.execute(sql`select relname, n_dead_tup::text, last_vacuum, last_analyze from pg_stat_user_tables where schemaname = 'public'`));
  return Object.fromEntries(rows.map((row) => [row.relname, row]));
}

beforeAll(async () => {
  database = await openDatabase({ databaseUrl: null, dataDir: null });
});
afterAll(() => database.close());
afterEach(() => {
  vi.useRealTimers();
});

describe('the embedded database upkeep', () => {
  it('vacuums a table filled or rewritten past the rule, analyzes one changed past it, and leaves a quiet one alone', async () => {
    const { db } = database;
    await db.execute(sql`create table filled (id int primary key, note text)`);
    await db.execute(sql`create table rewritten (id int primary key, note text)`);
    await db.execute(sql`create table quiet (id int primary key, note text)`);
    await db.execute(sql`insert into rewritten select g, 'a' from generate_series(1, 900) g`);
    await db.execute(sql`insert into quiet select g, 'a' from generate_series(1, 40) g`);
    expect((await maintainTables(db)).map(({ table, upkeep }) => [table, upkeep])).toEqual([['rewritten', 'analyze']]);

    await db.execute(sql`insert into filled select g, 'a' from generate_series(1, 5000) g`);
    await db.execute(sql`update rewritten set note = 'b' where id <= 400`);
    await db.execute(sql`update quiet set note = 'b' where id <= 5`);
    const done = await maintainTables(db, log);
    expect(done.map(({ table, upkeep }) => [table, upkeep])).toEqual([
      ['filled', 'vacuum'],
      ['rewritten', 'vacuum'],
    ]);
    const after = await counters();
    expect(after['filled']).toMatchObject({ n_dead_tup: '0' });
    expect(after['filled']?.last_vacuum).not.toBeNull();
    expect(after['rewritten']).toMatchObject({ n_dead_tup: '0' });
    expect(after['quiet']?.last_vacuum).toBeNull();
    expect(after['quiet']?.last_analyze).toBeNull();
    // The planner now knows the filled table's size.
    const [estimate] = rowsOf<{ reltuples: number }>(await db.execute(sql`select reltuples::float8 as reltuples from pg_class where relname = 'filled'`));
    expect(Number(estimate?.reltuples)).toBe(5000);

    expect(await maintainTables(db)).toEqual([]);
  });

  it('checkpoints after the tables, so the write-ahead log is recycled and a restart replays little', async () => {
    const { db } = database;
    const checkpoint = async () => rowsOf<{ redo: string }>(await db.execute(sql`select redo_lsn::text as redo from pg_control_checkpoint()`))[0]?.redo;
    await db.execute(sql`create table logged (id int primary key)`);
    await db.execute(sql`insert into logged select g from generate_series(1, 100) g`);
    const before = await checkpoint();
    await upkeepPass(db);
    expect(await checkpoint()).not.toBe(before);
    const [walSize] = rowsOf<{ setting: string }>(await db.execute(sql`select current_setting('max_wal_size') as setting`));
    expect(walSize?.setting).toBe('256MB');
  });

  it('runs a pass every few minutes until stopped, and stop waits for the pass under way', async () => {
    const { db } = database;
    await db.execute(sql`create table busy (id int primary key)`);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const upkeep = startEmbeddedUpkeep(db, log);
    await db.execute(sql`insert into busy select g from generate_series(1, 2000) g`);
    vi.advanceTimersByTime(MAINTAIN_EVERY_MS - 1);
    await upkeep.stop();
    expect((await counters())['busy']?.last_vacuum).toBeNull();

    const running = startEmbeddedUpkeep(db, log);
    vi.advanceTimersByTime(MAINTAIN_EVERY_MS);
    await running.stop();
    expect((await counters())['busy']?.last_vacuum).not.toBeNull();
  });
});
