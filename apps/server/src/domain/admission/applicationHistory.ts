import { eq } from 'drizzle-orm';
import type { ActionContext } from '../../actions/context.js';
import type { Db } from '../../db/open.js';
import { abiturientHistory, organizations, type abiturientApplications, type abiturients } from '../../db/schema/index.js';
import { changesBetween, type HistoryChange } from '../contingent/history.js';
import { recordInteraction } from '../interactions/recordInteraction.js';
import { groupById } from './groups.js';

/**
 * What an application's writes leave in the applicant's history (abiturient_history) and the
 * live event the register follows. Entries are named application.filed, .changed, .moved,
 * .reordered; their changes name the statement's fields with plain values (codes, numbers,
 * booleans, and names, not ids, for the group and the original's college). A filed entry starts
 * with `application` (its id and group); every other entry with `application_id`.
 */

type ApplicationRow = typeof abiturientApplications.$inferSelect;
export type ApplicationHistoryAction = 'application.filed' | 'application.changed' | 'application.moved' | 'application.reordered';
export type StatementValues = Record<string, unknown>;

/** An application's fields as its history compares them. */
export async function statementValuesOf(db: Db, row: ApplicationRow): Promise<StatementValues> {
  const group = await groupById(db, row.groupId);
  const [original] = row.originalCollegeId === null ? [] : await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, row.originalCollegeId));
  return {
    state: row.state,
    rejection_reason: row.rejectionReason,
    priority: row.priority,
    group: group?.label ?? null,
    average_mark: row.averageMark === null ? null : Number(row.averageMark),
    preferential_right: row.preferentialRight,
    filing_method: row.filingMethod,
    external_number: row.externalNumber,
    original_documents: row.originalDocuments,
    original_college: original?.name ?? null,
    consent: row.consent ? 'accepted' : 'not_accepted',
    guardian_name: row.guardianName,
    guardian_phone: row.guardianPhone,
  };
}

/** The blank a new statement's field "was": what filing lists as changed is what it set. */
const BLANK: StatementValues = {
  state: null,
  rejection_reason: null,
  priority: null,
  group: null,
  average_mark: null,
  preferential_right: false,
  filing_method: null,
  external_number: null,
  original_documents: false,
  original_college: null,
  consent: 'not_accepted',
  guardian_name: null,
  guardian_phone: null,
};

/**
 * Writes one entry of an application's history: `before` null for a filed statement (its
 * fields as set), else the fields that differ. Nothing when nothing changed; the changes written.
 */
export async function recordApplicationHistory(
  ctx: ActionContext,
  entry: { abiturientId: number; applicationId: number; action: ApplicationHistoryAction; before: StatementValues | null; after: StatementValues },
): Promise<HistoryChange[]> {
  const fields = changesBetween(entry.before ?? BLANK, entry.after).filter((change) => change.field !== 'group' || entry.before !== null);
  if (fields.length === 0) return [];
  const head: HistoryChange =
    entry.before === null ? { field: 'application', before: null, after: { id: entry.applicationId, group: entry.after.group } } : { field: 'application_id', before: null, after: entry.applicationId };
  const changes = [head, ...fields];
  await ctx.db.insert(abiturientHistory).values({ abiturientId: entry.abiturientId, actorId: ctx.caller.user?.id ?? null, action: entry.action, at: ctx.now, changes });
  return changes;
}

/** After the write commits, tells the season's followers which applications changed. */
export function publishApplications(ctx: ActionContext, seasonId: number, ids: readonly number[]): void {
  if (ids.length === 0) return;
  const data = { kind: 'applications', ids: [...new Set(ids)] };
  ctx.afterCommit(() => void ctx.services.sockets.publish(`admission.season.${seasonId}`, data));
}

/**
 * The timeline's types for what happens to a statement (vocabulary/interactionTypes): filed
 * through mos.ru, or its documents handed in (in person, by post); withdrawn, refused by the
 * college, enrolled. Other moves (accept, reopen) and changes stay in the history only.
 */
export const TIMELINE_TYPES = {
  filedMosru: 'mosru',
  filed: 'documentsSubmitted',
  withdraw: 'applicationWithdrawn',
  reject: 'rejection',
  enrol: 'enrolled',
} as const;

/** Adds a statement's event to the applicant's timeline (which also keeps their last contact). */
export async function recordApplicationEvent(
  ctx: ActionContext,
  applicant: Pick<typeof abiturients.$inferSelect, 'id' | 'processingStatus'>,
  event: { type: (typeof TIMELINE_TYPES)[keyof typeof TIMELINE_TYPES]; applicationId: number; collegeId: number; group: string; comment?: string | null },
): Promise<void> {
  const comment = `Заявление № ${event.applicationId}: ${event.group}${event.comment ? `. ${event.comment}` : ''}`;
  await recordInteraction(
    ctx.db,
    applicant,
    { type: event.type, result: null, organizationId: event.collegeId, oid: String(event.applicationId), actionData: { comment, application_id: event.applicationId }, occurredAt: ctx.now },
    { id: ctx.caller.user?.id ?? null, name: ctx.caller.user?.fullName ?? null },
    { now: ctx.now },
  );
}
