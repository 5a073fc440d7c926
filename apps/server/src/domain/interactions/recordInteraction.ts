import type { Interaction } from '@abitura/contracts';
import type { ProcessingStatus } from '@abitura/contracts/vocabulary';
import { eq, sql } from 'drizzle-orm';
import { fail } from '../../actions/actionFailure.js';
import type { Db } from '../../db/open.js';
import { abiturientInteractions, abiturients } from '../../db/schema/index.js';
import { recordHistory, type HistoryAction } from '../contingent/history.js';
import { processingOutcome } from './processingMoves.js';
import { toInteraction } from './interactionView.js';

type Applicant = Pick<typeof abiturients.$inferSelect, 'id' | 'processingStatus'>;

/** One entry of the timeline as it is written. */
export interface NewInteraction {
  type: string;
  result: string | null;
  organizationId: number | null;
  oid: string | null;
  actionData: Record<string, unknown>;
  occurredAt: Date;
}

export interface InteractionAuthor {
  id: number | null;
  name: string | null;
}

/** Writes the row alone (the 'added' entry of a record being created goes straight here). */
export async function insertInteractionRow(db: Db, abiturientId: number, entry: NewInteraction, authorId: number | null, now: Date) {
  const [row] = await db
    .insert(abiturientInteractions)
    .values({
      abiturientId,
      type: entry.type,
      result: entry.result,
      organizationId: entry.organizationId,
      oid: entry.oid,
      actionData: entry.actionData,
      authorId,
      occurredAt: entry.occurredAt,
      createdAt: now,
    })
    .returning();
  return row as typeof abiturientInteractions.$inferSelect;
}

/**
 * Records an interaction with an applicant, the one way every writer (Interaction/Create, the
 * bulk status move, a merge's note) adds to the timeline: the system types work, workend and
 * wait move the processing status through the state machine or are refused with its sentence
 * (CONFLICT for a move the status does not allow, INVALID_PARAMS for a workend without a known
 * result), and a move is kept in the record's history. The applicant's last interaction and
 * updated_at follow. The caller holds the applicant's row locked and writes the audit.
 */
export async function recordInteraction(
  db: Db,
  applicant: Applicant,
  entry: NewInteraction,
  author: InteractionAuthor,
  { now, historyAction = 'interaction', organizationName = null }: { now: Date; historyAction?: HistoryAction; organizationName?: string | null },
): Promise<{ interaction: Interaction; processingStatus: ProcessingStatus; moved: boolean }> {
  const current = applicant.processingStatus as ProcessingStatus;
  const outcome = processingOutcome(current, entry.type, entry.result);
  if (outcome.kind === 'refused') {
    fail(outcome.badResult ? 'INVALID_PARAMS' : 'CONFLICT', outcome.message, outcome.badResult ? [{ path: 'result', message: outcome.message }] : undefined);
  }
  const next = outcome.kind === 'move' ? outcome.status : current;
  const row = await insertInteractionRow(db, applicant.id, entry, author.id, now);
  await db
    .update(abiturients)
    .set({
      processingStatus: next,
      // A backdated entry does not make the last contact older than it was.
      lastInteractionAt: sql`greatest(${abiturients.lastInteractionAt}, ${entry.occurredAt.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(eq(abiturients.id, applicant.id));
  if (next !== current) await recordHistory(db, applicant.id, author.id, historyAction, { processing_status: current }, { processing_status: next }, now);
  return { interaction: toInteraction({ interaction: row, organizationName, authorName: author.name }), processingStatus: next, moved: next !== current };
}
