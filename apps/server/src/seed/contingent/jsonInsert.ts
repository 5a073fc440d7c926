/**
 * Bulk inserts for the contingent's tens of thousands of rows: each slice goes to the database
 * as one JSON parameter that json_populate_recordset spreads over the table's own column types,
 * rather than as one bind parameter per cell. On PGlite that is several times faster for wide
 * rows; on PostgreSQL it is the same statement.
 */
import { getTableColumns, sql, type Table } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { chunks } from '../../db/chunks.js';
import type { Db } from '../../db/open.js';
import { rowsOf } from '../../db/rows.js';

/** Rows per statement: one parameter each, so only the statement's size bounds it. */
export const JSON_CHUNK_ROWS = 5000;

/**
 * Inserts `rows` (drizzle insert values: property names, Dates, arrays, JSON values) in slices;
 * with `returning`, the ids of the rows in their order. Every row must give the same columns:
 * a column left out of one row would be written as null rather than its default.
 */
export async function insertJsonRows<T extends PgTable>(db: Db, table: T, rows: ReadonlyArray<PgInsertValue<T>>, returning?: 'id'): Promise<number[]> {
  const ids: number[] = [];
  if (rows.length === 0) return ids;
  const columns = getTableColumns(table as Table);
  const keys = Object.keys(rows[0] as object).filter((key) => (rows[0] as Record<string, unknown>)[key] !== undefined);
  const names = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`insertJsonRows: ${key} is not a column of the table`);
    return column.name;
  });
  const list = sql.join(names.map((name) => sql.identifier(name)), sql`, `);
  for (const slice of chunks(rows, JSON_CHUNK_ROWS)) {
    const json = JSON.stringify(
      slice.map((row) => {
        const values = row as Record<string, unknown>;
        if (Object.keys(values).some((key) => values[key] !== undefined && !keys.includes(key))) throw new Error('insertJsonRows: every row must give the same columns');
        return Object.fromEntries(keys.map((key, i) => [names[i], values[key] ?? null]));
      }),
    );
    const insert = sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${json}::json)`;
    if (returning) {
      const result = await db.execute(sql`${insert} returning ${sql.identifier('id')}`);
      ids.push(...rowsOf<{ id: number }>(result).map((row) => row.id));
    } else {
      await db.execute(insert);
    }
  }
  return ids;
}
