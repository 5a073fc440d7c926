import type { declineLetter, resendLetter } from '@abitura/contracts';
import { nextLetterStatus, type LetterEvent, type LetterStatus } from '@abitura/contracts/vocabulary';
import { eq } from 'drizzle-orm';
import { fail } from '../../actions/actionFailure.js';
import type { ActionContext } from '../../actions/context.js';
import type { Handler } from '../../actions/handlerTypes.js';
import { mailOutbox } from '../../db/schema/index.js';
import { isSecretKind } from '../../mail/outbox.js';
import { foundLetter, letterListItemOf, type LetterRow } from './letterRows.js';

/** The status the event takes the letter to, or CONFLICT with the machine's sentence (nothing written). */
function staffMove(row: LetterRow, event: LetterEvent): LetterStatus {
  const move = nextLetterStatus(row.status as LetterStatus, event);
  if (!move.ok) fail('CONFLICT', move.message);
  return (move as { status: LetterStatus }).status;
}

const SECRET_RESEND =
  'Это письмо содержало одноразовую ссылку, и его текст уже удалён: отправить его повторно нельзя. Попросите человека запросить новую ссылку на странице входа.';

/** The row after the changes, audited with the statuses before and after. */
async function applyMove(ctx: ActionContext, row: LetterRow, action: string, changes: Partial<LetterRow>): Promise<LetterRow> {
  const [updated] = await ctx.db.update(mailOutbox).set(changes).where(eq(mailOutbox.id, row.id)).returning();
  const after = updated as LetterRow;
  await ctx.audit({ action, entity: 'letter', entityId: row.id, before: { status: row.status, attempts: row.attempts }, after: { status: after.status, attempts: after.attempts } });
  return after;
}

/**
 * Sends a finished letter again: resend takes it to reclaimed, and queue puts it back in the
 * outbox with fresh attempts, in one transaction; a delivery pass starts after the commit. The
 * row is locked, so a delivery pass (which skips locked rows) cannot take it halfway.
 */
export const resendLetterHandler: Handler<typeof resendLetter> = async ({ id }, ctx) => {
  const row = await foundLetter(ctx.db, id, { lock: true });
  const reclaimed = staffMove(row, 'resend');
  if (isSecretKind(row.kind)) fail('CONFLICT', SECRET_RESEND);
  const pending = staffMove({ ...row, status: reclaimed }, 'queue');
  const after = await applyMove(ctx, row, 'Letter/Resend', {
    status: pending,
    attempts: 0,
    lastError: null,
    sentAt: null,
    updatedAt: ctx.now,
    nextAttemptAt: ctx.now,
  });
  ctx.afterCommit(() => void ctx.services.mailer.flush());
  return letterListItemOf(after);
};

/** Cancels a letter not sent yet; a letter being sent right now (onwork) is refused by the machine. */
export const declineLetterHandler: Handler<typeof declineLetter> = async ({ id }, ctx) => {
  const row = await foundLetter(ctx.db, id, { lock: true });
  const status = staffMove(row, 'decline');
  return letterListItemOf(await applyMove(ctx, row, 'Letter/Decline', { status, updatedAt: ctx.now, nextAttemptAt: null }));
};
