import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from './open.js';
import { rowsOf } from './rows.js';

/**
 * PGlite has no autovacuum: without this, an embedded server never gathers statistics after its
 * first start (the planner then prices tables it knows nothing about, and once chose to read the
 * whole applicant table for a first list) and never reclaims the rows updates leave behind (a
 * queue ticket is rewritten at every move). Every few minutes the server applies PostgreSQL's own
 * autovacuum rule to each table and vacuums or analyzes those past it, one at a time, then
 * checkpoints (PGlite has no checkpointer either). PostgreSQL does both itself, so this runs on
 * PGlite only.
 */
export const MAINTAIN_EVERY_MS = 5 * 60_000;

/** PostgreSQL's autovacuum defaults (autovacuum_*_threshold and *_scale_factor). */
export const AUTOVACUUM = Object.freeze({
  vacuumThreshold: 50,
  vacuumScale: 0.2,
  insertThreshold: 1000,
  insertScale: 0.2,
  analyzeThreshold: 50,
  analyzeScale: 0.1,
});

/** One table's counters, as pg_stat_user_tables and pg_class keep them. */
export interface TableActivity {
  table: string;
  /** pg_class.reltuples: -1 (or 0) before the table's first vacuum or analyze. */
  estimatedRows: number;
  deadRows: number;
  insertedSinceVacuum: number;
  modifiedSinceAnalyze: number;
}

export type Upkeep = 'vacuum' | 'analyze' | null;

/** What autovacuum would do to the table now: vacuum (with analyze), analyze alone, or nothing. */
export function upkeepOf(activity: TableActivity): Upkeep {
  const rows = Math.max(activity.estimatedRows, 0);
  const needsVacuum =
    activity.deadRows > AUTOVACUUM.vacuumThreshold + AUTOVACUUM.vacuumScale * rows ||
    activity.insertedSinceVacuum > AUTOVACUUM.insertThreshold + AUTOVACUUM.insertScale * rows;
  if (needsVacuum) return 'vacuum';
  return activity.modifiedSinceAnalyze > AUTOVACUUM.analyzeThreshold + AUTOVACUUM.analyzeScale * rows ? 'analyze' : null;
}

/** The counters of every table of the public schema, flushed first so this very moment's writes count. */
export async function tableActivity(db: Db): Promise<TableActivity[]> {
  // A backend sends its counters to the shared statistics at most once a second; ask for it now.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const result = await db.execute(sql`
    select s.relname as table, c.reltuples::float8 as estimated_rows, s.n_dead_tup::float8 as dead_rows,
           s.n_ins_since_vacuum::float8 as inserted_since_vacuum, s.n_mod_since_analyze::float8 as modified_since_analyze
      from pg_stat_user_tables s join pg_class c on c.oid = s.relid
     where s.schemaname = 'public'
     order by s.relname`);
  return rowsOf<{ table: string; estimated_rows: number; dead_rows: number; inserted_since_vacuum: number; modified_since_analyze: number }>(result).map((row) => ({
    table: row.table,
    estimatedRows: Number(row.estimated_rows),
    deadRows: Number(row.dead_rows),
    insertedSinceVacuum: Number(row.inserted_since_vacuum),
    modifiedSinceAnalyze: Number(row.modified_since_analyze),
  }));
}

export interface UpkeepDone {
  table: string;
  upkeep: Exclude<Upkeep, null>;
  ms: number;
}

/** Vacuums or analyzes every table past autovacuum's rule, one after another; returns what it did. */
export async function maintainTables(db: Db, log?: Logger): Promise<UpkeepDone[]> {
  const done: UpkeepDone[] = [];
  for (const activity of await tableActivity(db)) {
    const upkeep = upkeepOf(activity);
    if (upkeep === null) continue;
    const started = performance.now();
    const table = sql.identifier(activity.table);
    await db.execute(upkeep === 'vacuum' ? sql`vacuum (analyze) ${table}` : sql`analyze ${table}`);
    const ms = Math.round(performance.now() - started);
    done.push({ table: activity.table, upkeep, ms });
    log?.info({ table: activity.table, upkeep, ms, deadRows: activity.deadRows, modifiedSinceAnalyze: activity.modifiedSinceAnalyze }, 'embedded database upkeep');
  }
  return done;
}

/**
 * One pass of the upkeep: the tables past autovacuum's rule, then a CHECKPOINT. PGlite has no
 * checkpointer either, so without it the write-ahead log would grow for as long as the server
 * runs, and a start after a crash would replay all of it.
 */
export async function upkeepPass(db: Db, log?: Logger): Promise<UpkeepDone[]> {
  const done = await maintainTables(db, log);
  await db.execute(sql`checkpoint`);
  return done;
}

/**
 * Runs upkeepPass every `everyMs` (never two passes at once); stop() ends it and waits for a
 * pass under way, so the database is not closed under a running VACUUM.
 */
export function startEmbeddedUpkeep(db: Db, log: Logger, everyMs = MAINTAIN_EVERY_MS): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  const pass = () => {
    if (running) return;
    running = upkeepPass(db, log)
      .catch((error: unknown) => log.error({ err: error }, 'embedded database upkeep failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(pass, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
