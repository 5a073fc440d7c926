import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './open.js';

/** How many rows of a table a filter matches. */
export async function countRows(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(table).where(where);
  return Number(counted?.n ?? 0);
}

/**
 * One page of a list whose total is known: the page's rows are read only when the page starts
 * within the total (a page past the end is empty without a query), so a list never reads more
 * than a page of rows whatever the table's size.
 */
export async function readPage<Row>(
  total: number,
  page: number,
  pageSize: number,
  read: (limit: number, offset: number) => Promise<Row[]>,
): Promise<Row[]> {
  const offset = (page - 1) * pageSize;
  return offset >= total ? [] : read(pageSize, offset);
}
