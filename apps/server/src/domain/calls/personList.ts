import type { getInteractionsForPerson, getPersonList } from '@abitura/contracts';
import { eq } from 'drizzle-orm';
import type { Handler } from '../../actions/handlerTypes.js';
import { abiturients } from '../../db/schema/index.js';
import { selectListRows } from '../contingent/applicantRows.js';
import { quickSearchHit, searchApplicantsHandler } from '../contingent/searchApplicants.js';
import { getInteractionsHandler } from '../interactions/getInteractions.js';

/**
 * The call card's person lookup: by id (SPEC 7's {search{id}}, the card opened from a record or
 * a callback), else the contingent's quick lookup by name, phone, e-mail or id number, the same
 * matches in the same order.
 */
export const getPersonListHandler: Handler<typeof getPersonList> = async ({ search, limit }, ctx) => {
  if ('text' in search) return searchApplicantsHandler({ query: search.text, limit }, ctx);
  const rows = await selectListRows(ctx.db).where(eq(abiturients.id, search.id)).limit(1);
  return { items: rows.map((row) => quickSearchHit(row, 'id' as const)), more: false };
};

/** The person's timeline beside the call form: Interaction/Get's answer, all categories. */
export const getInteractionsForPersonHandler: Handler<typeof getInteractionsForPerson> = ({ personId, page, pageSize }, ctx) =>
  getInteractionsHandler({ id: personId, page, pageSize }, ctx);
