import { boundEnd, boundStart, type getEvent, type getEventsList } from '@abitura/contracts';
import { and, asc, desc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Handler } from '../../actions/handlerTypes.js';
import { containsWord, folded, searchWords } from '../../db/folding.js';
import { countRows, readPage } from '../../db/paging.js';
import { careerEvents } from '../../db/schema/index.js';
import { eventCardOf, eventItemView, selectEventItems } from './eventRows.js';

type Params = Parameters<Handler<typeof getEventsList>>[0];

/** The list's filter as SQL: deleted events stay out unless the statuses ask for them. */
function eventFilter(params: Params): SQL | undefined {
  const searchable = folded(sql`${careerEvents.title} || ' ' || coalesce(${careerEvents.place}, '')`);
  return and(
    params.from ? gte(careerEvents.startsAt, new Date(boundStart(params.from))) : undefined,
    params.to ? lte(careerEvents.startsAt, new Date(boundEnd(params.to))) : undefined,
    params.formats ? inArray(careerEvents.format, params.formats) : undefined,
    params.statuses ? inArray(careerEvents.status, params.statuses) : ne(careerEvents.status, 'deleted'),
    params.organization === undefined ? undefined : eq(careerEvents.organizationId, params.organization),
    ...searchWords(params.search).map((word) => containsWord(searchable, word)),
  );
}

const SORT_COLUMNS = { starts_at: careerEvents.startsAt, title: folded(careerEvents.title), created_at: careerEvents.createdAt } as const;

/** EventService/getEventsList: one page of events with their counts, nearest first by default. */
export const getEventsListHandler: Handler<typeof getEventsList> = async (params, ctx) => {
  const where = eventFilter(params);
  const total = await countRows(ctx.db, careerEvents, where);
  const order = params.direction === 'desc' ? desc : asc;
  const rows = await readPage(total, params.page, params.pageSize, (limit, offset) =>
    selectEventItems(ctx.db)
      .where(where)
      .orderBy(order(SORT_COLUMNS[params.sort]), order(careerEvents.id))
      .limit(limit)
      .offset(offset),
  );
  return { items: rows.map(eventItemView), total, page: params.page, pageSize: params.pageSize };
};

/** EventService/getEvent: the card, a deleted event's too (its link may live in old letters). */
export const getEventHandler: Handler<typeof getEvent> = async ({ id }, ctx) => eventCardOf(ctx.db, id);
