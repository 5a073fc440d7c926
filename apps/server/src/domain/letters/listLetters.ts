import type { getLetter, listLetters } from '@abitura/contracts';
import { and, asc, desc, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Handler } from '../../actions/handlerTypes.js';
import { containsWord, folded, searchWords } from '../../db/folding.js';
import { countRows, readPage } from '../../db/paging.js';
import { mailOutbox } from '../../db/schema/index.js';
import { foundLetter, letterCardOf, letterListItemOf } from './letterRows.js';

type ListParams = z.output<(typeof listLetters)['params']>;

/** Each search word must occur in the folded recipient or subject. */
function letterConditions(params: ListParams): SQL | undefined {
  return and(
    params.status === undefined ? undefined : inArray(mailOutbox.status, params.status),
    ...searchWords(params.search).map((word) => or(containsWord(folded(mailOutbox.to), word), containsWord(folded(mailOutbox.subject), word))),
  );
}

const SORT_KEYS = {
  created_at: sql`${mailOutbox.createdAt}`,
  updated_at: sql`${mailOutbox.updatedAt}`,
  status: sql`${mailOutbox.status}`,
  to: folded(mailOutbox.to),
} as const satisfies Record<ListParams['sort'], SQL>;

/** ORDER BY the chosen column, then id the same way, so pages never overlap or skip. */
function letterOrder({ sort, direction }: ListParams): SQL[] {
  const key = SORT_KEYS[sort];
  return direction === 'desc' ? [sql`${key} desc`, desc(mailOutbox.id)] : [sql`${key} asc`, asc(mailOutbox.id)];
}

/** One page of the outbox, newest first by default; only the page's rows leave the database. */
export const listLettersHandler: Handler<typeof listLetters> = async (params, ctx) => {
  const where = letterConditions(params);
  const total = await countRows(ctx.db, mailOutbox, where);
  const rows = await readPage(total, params.page, params.pageSize, (limit, offset) =>
    ctx.db.select().from(mailOutbox).where(where).orderBy(...letterOrder(params)).limit(limit).offset(offset),
  );
  return { items: rows.map(letterListItemOf), total, page: params.page, pageSize: params.pageSize };
};

export const getLetterHandler: Handler<typeof getLetter> = async ({ id }, ctx) => letterCardOf(await foundLetter(ctx.db, id));
