import type { applicantHistory } from '@abitura/contracts';
import { PREFERENTIAL_FLAGS, STATUS_FLAGS } from '@abitura/contracts/vocabulary';
import { desc, eq } from 'drizzle-orm';
import type { Handler } from '../../actions/handlerTypes.js';
import type { Db } from '../../db/open.js';
import { countRows, readPage } from '../../db/paging.js';
import { abiturientHistory, users, type abiturients } from '../../db/schema/index.js';
import { foundApplicant } from './applicantRecord.js';
import { FIELD_COLUMNS, type ApplicantData } from './applicantRows.js';
import { withReferenceNames } from './historyNames.js';

/**
 * The history of an applicant's record (who, when, before, after). Values are kept as the wire
 * names them; the status and preferential flags are kept one by one ('flags.recall') so an entry
 * says which flag changed rather than repeating all thirteen.
 */

type Row = typeof abiturients.$inferSelect;
/** An applicant's values by wire field name ('flags.recall' for one flag). */
export type HistoryValues = Record<string, unknown>;
export type HistoryAction = 'create' | 'update' | 'merge' | 'bulk' | 'interaction';

const FIELDS = Object.keys(FIELD_COLUMNS) as (keyof ApplicantData)[];

/** The record's values as history compares them: every wire field, flags one by one, processing status too. */
export function historyValuesOf(row: Row): HistoryValues {
  const values: HistoryValues = {};
  for (const field of FIELDS) {
    if (field === 'flags') {
      for (const flag of STATUS_FLAGS) values[`flags.${flag.value}`] = row.flags[flag.value] === true;
    } else if (field === 'preferential') {
      for (const flag of PREFERENTIAL_FLAGS) values[`preferential.${flag.value}`] = row.preferential[flag.value] === true;
    } else if (field === 'consent') {
      // Who recorded it is the history entry's actor, not a value of its own.
      const consent = row.consent;
      values.consent = consent === null ? null : { status: consent.status, at: consent.at, by: consent.by, representative: consent.representative };
    } else {
      values[field] = row[FIELD_COLUMNS[field]];
    }
  }
  values.processing_status = row.processingStatus;
  return values;
}

/** The empty value of the same kind: what a field of a record that did not exist yet "was". */
export function blankOf(value: unknown): unknown {
  if (Array.isArray(value)) return [];
  if (typeof value === 'boolean') return false;
  if (value !== null && typeof value === 'object') return {};
  return null;
}

/** JSON with object keys sorted: jsonb gives keys back in its own order. */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b))) : inner,
  );
}

export function sameValue(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

export type HistoryChange = { field: string; before: unknown; after: unknown };

/** The fields whose values differ, in the order of `after` then those only `before` has. */
export function changesBetween(before: HistoryValues, after: HistoryValues): HistoryChange[] {
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return fields.filter((field) => !sameValue(before[field], after[field])).map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
}

export interface HistoryEntry {
  abiturientId: number;
  actorId: number | null;
  action: HistoryAction;
  before: HistoryValues;
  after: HistoryValues;
  at: Date;
}

/** Several entries in one statement (a bulk action's); entries that change nothing are left out. How many were written. */
export async function recordHistories(db: Db, entries: readonly HistoryEntry[]): Promise<number> {
  const rows = entries
    .map((entry) => ({ abiturientId: entry.abiturientId, actorId: entry.actorId, action: entry.action, at: entry.at, changes: changesBetween(entry.before, entry.after) }))
    .filter((row) => row.changes.length > 0);
  if (rows.length > 0) await db.insert(abiturientHistory).values(rows);
  return rows.length;
}

/** Writes the fields that changed between `before` and `after` as one history entry; nothing when none did. The changes written. */
export async function recordHistory(db: Db, abiturientId: number, actorId: number | null, action: HistoryAction, before: HistoryValues, after: HistoryValues, at: Date): Promise<HistoryChange[]> {
  const changes = changesBetween(before, after);
  if (changes.length > 0) await db.insert(abiturientHistory).values({ abiturientId, actorId, action, at, changes });
  return changes;
}

/** The history of one applicant, newest first, a page at a time, with who made each change. */
export const applicantHistoryHandler: Handler<typeof applicantHistory> = async ({ id, page, pageSize }, ctx) => {
  await foundApplicant(ctx.db, id);
  const where = eq(abiturientHistory.abiturientId, id);
  const total = await countRows(ctx.db, abiturientHistory, where);
  const rows = await readPage(total, page, pageSize, (limit, offset) =>
    ctx.db
      .select({ entry: abiturientHistory, actorName: users.fullName })
      .from(abiturientHistory)
      .leftJoin(users, eq(users.id, abiturientHistory.actorId))
      .where(where)
      .orderBy(desc(abiturientHistory.at), desc(abiturientHistory.id))
      .limit(limit)
      .offset(offset),
  );
  const changes = await withReferenceNames(
    ctx.db,
    rows.map(({ entry }) => entry.changes),
  );
  return {
    items: rows.map(({ entry, actorName }, index) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      // An actor whose account was deleted leaves the entry anonymous.
      actor: entry.actorId !== null && actorName !== null ? { id: entry.actorId, name: actorName } : null,
      action: entry.action,
      changes: changes[index] ?? entry.changes,
    })),
    total,
    page,
    pageSize,
  };
};
