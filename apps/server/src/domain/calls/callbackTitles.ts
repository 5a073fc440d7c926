import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/open.js';
import { abiturientInteractions } from '../../db/schema/index.js';
import type { ReferenceItem } from '@abitura/contracts';
import { readReferenceList, referenceLabelAt } from '../reference/referenceReads.js';

/** The comment a callback's title quotes, at most this long: the entry opens to the whole call. */
const TITLE_COMMENT_CHARS = 80;

/**
 * What a callback is about, from the call that promised it: its talk theme, named as the
 * talkThemes list names it now (`themes`, archived entries too) in the season of the callback's
 * time `at`, and its comment («Перезвонить: тема «Приёмная кампания 2027»; после экзаменов»).
 * The person is shown beside it, so the title does not repeat them.
 */
export function callbackTitle(actionData: Record<string, unknown> | undefined, themes: ReadonlyMap<string, Pick<ReferenceItem, 'label' | 'data'>>, at: Date): string {
  const entry = typeof actionData?.theme === 'string' ? themes.get(actionData.theme) : undefined;
  const theme = entry ? referenceLabelAt(entry, at) : undefined;
  const comment = typeof actionData?.comment === 'string' ? actionData.comment.trim() : '';
  const parts = [theme ? `тема «${theme}»` : null, comment ? (comment.length > TITLE_COMMENT_CHARS ? `${comment.slice(0, TITLE_COMMENT_CHARS - 1)}…` : comment) : null].filter((part) => part !== null);
  return parts.length === 0 ? 'Перезвонить' : `Перезвонить: ${parts.join('; ')}`;
}

/** The titles of these callbacks (the calls that promised them and their times), by interaction id. */
export async function callbackTitles(db: Db, promised: readonly { interactionId: number; dueAt: Date }[]): Promise<Map<number, string>> {
  if (promised.length === 0) return new Map();
  const rows = await db
    .select({ id: abiturientInteractions.id, actionData: abiturientInteractions.actionData })
    .from(abiturientInteractions)
    .where(inArray(abiturientInteractions.id, [...new Set(promised.map((callback) => callback.interactionId))]));
  const actionData = new Map(rows.map((row) => [row.id, row.actionData]));
  const themes = new Map((await readReferenceList(db, 'talkThemes', true)).map((entry) => [entry.code, entry]));
  return new Map(promised.map((callback) => [callback.interactionId, callbackTitle(actionData.get(callback.interactionId), themes, callback.dueAt)]));
}
