import type { listPersonCallbacks } from '@abitura/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Handler } from '../../actions/handlerTypes.js';
import { callbacks } from '../../db/schema/index.js';
import { foundApplicant } from '../contingent/applicantRecord.js';
import { isOverdue, selectCallbackRows, toCallback } from './callbackRows.js';
import { callbackTitles } from './callbackTitles.js';

/**
 * The applicant's open callbacks, whoever owns them, earliest first: the open activities the top
 * of the applicant's page shows, so whoever opens the record sees the call promised and whether
 * its time has passed. NOT_FOUND for an applicant that does not exist.
 */
export const listPersonCallbacksHandler: Handler<typeof listPersonCallbacks> = async ({ personId }, ctx) => {
  await foundApplicant(ctx.db, personId);
  const rows = await selectCallbackRows(ctx.db)
    .where(and(eq(callbacks.abiturientId, personId), eq(callbacks.status, 'open')))
    .orderBy(asc(callbacks.dueAt), asc(callbacks.id));
  const titles = await callbackTitles(ctx.db, rows.map((row) => row.callback));
  return rows.map((row) => ({ ...toCallback(row), title: titles.get(row.callback.interactionId) ?? 'Перезвонить', overdue: isOverdue(row.callback, ctx.now) }));
};
