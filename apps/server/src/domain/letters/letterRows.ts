import type { LetterCard, LetterListItem } from '@abitura/contracts';
import { eq } from 'drizzle-orm';
import { fail } from '../../actions/actionFailure.js';
import type { Db } from '../../db/open.js';
import { mailOutbox } from '../../db/schema/index.js';
import { isSecretKind } from '../../mail/outbox.js';
import { mailReplyKind } from '@abitura/contracts/vocabulary';

export type LetterRow = typeof mailOutbox.$inferSelect;

export const LETTER_NOT_FOUND = 'Письмо не найдено: возможно, ссылка устарела. Откройте список писем и найдите его там.';

/** The letter, locked for the caller's transaction when asked (the mailer skips locked rows); NOT_FOUND if there is none. */
export async function foundLetter(db: Db, id: number, { lock = false } = {}): Promise<LetterRow> {
  const query = db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) fail('NOT_FOUND', LETTER_NOT_FOUND);
  return row as LetterRow;
}

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

/** A row as the list shows it: no text. */
export function letterListItemOf(row: LetterRow): LetterListItem {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    kind: row.kind,
    status: row.status,
    attempts: row.attempts,
    last_error: row.lastError,
    last_error_kind: mailReplyKind(row.lastError),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    sent_at: iso(row.sentAt),
    next_attempt_at: iso(row.nextAttemptAt),
  };
}

/** A row with its text, unless the letter carried a secret: a reset link never leaves the server. */
export function letterCardOf(row: LetterRow): LetterCard {
  return { ...letterListItemOf(row), text: isSecretKind(row.kind) ? null : row.text, abiturient_id: row.abiturientId, created_by: row.createdBy };
}
