import type { ActionContext } from '../../actions/context.js';
import { abiturientHistory } from '../../db/schema/index.js';

/**
 * What a test write leaves besides its rows: entries in the applicants' history, and after the
 * commit a push on the season's topic so open pages (the register, the worklist) read again.
 */

/** The history actions of the entrance tests, as agreed with the staff app's timeline. */
export type TestHistoryAction = 'application.test_assigned' | 'application.test_result';

export type TestHistoryField = 'test_session' | 'test_attended' | 'test_result';

export interface TestHistoryEntry {
  abiturientId: number;
  applicationId: number;
  action: TestHistoryAction;
  /** The fields that changed; an entry whose values are all the same is not written. */
  changes: Array<{ field: TestHistoryField; before: unknown; after: unknown }>;
}

/**
 * Writes the entries in one statement: each names its application first
 * (`{ field: 'application_id', before: null, after: id }`), then what changed.
 */
export async function recordTestHistory(ctx: ActionContext, entries: readonly TestHistoryEntry[]): Promise<number> {
  const rows = entries
    .map((entry) => ({ ...entry, changes: entry.changes.filter((change) => JSON.stringify(change.before ?? null) !== JSON.stringify(change.after ?? null)) }))
    .filter((entry) => entry.changes.length > 0)
    .map((entry) => ({
      abiturientId: entry.abiturientId,
      actorId: ctx.caller.user?.id ?? null,
      action: entry.action,
      at: ctx.now,
      changes: [{ field: 'application_id', before: null, after: entry.applicationId }, ...entry.changes],
    }));
  if (rows.length > 0) await ctx.db.insert(abiturientHistory).values(rows);
  return rows.length;
}

/** After the commit: `admission.season.<id>` gets `{ kind: 'tests', sessionIds }`. */
export function publishTestChange(ctx: ActionContext, seasonId: number, sessionIds: readonly number[]): void {
  const ids = [...new Set(sessionIds)];
  ctx.afterCommit(() => {
    ctx.services.sockets.publish(`admission.season.${seasonId}`, { kind: 'tests', sessionIds: ids });
  });
}
