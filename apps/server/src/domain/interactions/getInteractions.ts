import type { getInteractions } from '@abitura/contracts';
import { SYSTEM_INTERACTION_TYPES } from '@abitura/contracts/vocabulary';
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Handler } from '../../actions/handlerTypes.js';
import { countRows, readPage } from '../../db/paging.js';
import { abiturientInteractions } from '../../db/schema/index.js';
import { foundApplicant } from '../contingent/applicantRecord.js';
import { selectInteractionRows, toInteraction } from './interactionView.js';

/**
 * An applicant's timeline, newest first by when each thing happened, a page at a time: narrowed
 * to some types and to one category (system: the processing states; users: everything staff log,
 * legacy types included).
 */
export const getInteractionsHandler: Handler<typeof getInteractions> = async (params, ctx) => {
  await foundApplicant(ctx.db, params.id);
  const where = and(
    eq(abiturientInteractions.abiturientId, params.id),
    params.type === undefined || params.type.length === 0 ? undefined : inArray(abiturientInteractions.type, params.type),
    params.category === undefined
      ? undefined
      : params.category === 'system'
        ? inArray(abiturientInteractions.type, [...SYSTEM_INTERACTION_TYPES])
        : notInArray(abiturientInteractions.type, [...SYSTEM_INTERACTION_TYPES]),
  );
  const total = await countRows(ctx.db, abiturientInteractions, where);
  const rows = await readPage(total, params.page, params.pageSize, (limit, offset) =>
    selectInteractionRows(ctx.db).where(where).orderBy(desc(abiturientInteractions.occurredAt), desc(abiturientInteractions.id)).limit(limit).offset(offset),
  );
  return { items: rows.map(toInteraction), total, page: params.page, pageSize: params.pageSize };
};
