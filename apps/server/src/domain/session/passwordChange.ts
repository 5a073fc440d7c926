import type { editPassword, forgotPassword, resetPassword } from '@abitura/contracts';
import { and, count, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { fail } from '../../actions/actionFailure.js';
import type { ActionContext } from '../../actions/context.js';
import type { Handler, PreparedWrite } from '../../actions/handlerTypes.js';
import { passwordProblem } from '../../auth/passwords.js';
import { accountSubject, clearGuess, forgetGuesses, GUESSES, guessScopes, releaseGuess, reserveGuess, waitPhrase } from '../../auth/signInAttempts.js';
import { hashToken, newResetToken } from '../../auth/tokens.js';
import { passwordResets, users } from '../../db/schema/index.js';
import { enqueueMail } from '../../mail/outbox.js';

export const RESET = Object.freeze({ validMs: 15 * 60_000, perHour: 3 });
export const FORGOT_REPLY = 'Если такая учётная запись есть, на её почту отправлена ссылка для смены пароля. Ссылка действует 15 минут.';
export const RESET_INVALID = 'Ссылка для смены пароля недействительна или устарела. Запросите новую.';

/**
 * Stores a new password hashed before the transaction; a `new` account becomes active, every
 * session of the account ends, every reset link still out there is spent (whoever holds an old
 * mail cannot set it again), and guesses counted against the old password no longer matter.
 */
async function setPassword(ctx: ActionContext, userId: number, passwordHash: string): Promise<number[]> {
  await ctx.db.update(passwordResets).set({ usedAt: ctx.now }).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  await ctx.db
    .update(users)
    .set({ passwordHash, passwordChangedAt: ctx.now, updatedAt: ctx.now, status: sql`case when ${users.status} = 'new' then 'active' else ${users.status} end` })
    .where(eq(users.id, userId));
  await forgetGuesses(ctx.db, accountSubject(userId));
  ctx.services.sessions.forgetUser(userId);
  return ctx.services.sessions.revoke(ctx.db, { userId }, 'password changed');
}

/** The same reply whether or not the account exists; at most 3 links an hour per account. */
export const forgotPasswordHandler: Handler<typeof forgotPassword> = async ({ login }, ctx) => {
  ctx.setMessage(FORGOT_REPLY);
  const key = login.toLowerCase();
  const [user] = await ctx.db
    .select({ id: users.id, email: users.email, status: users.status })
    .from(users)
    .where(or(eq(sql`lower(${users.login})`, key), eq(sql`lower(${users.email})`, key)))
    .limit(1);
  if (!user?.email || user.status === 'banned') return null;
  const [recent] = await ctx.db
    .select({ n: count() })
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, user.id), gt(passwordResets.createdAt, new Date(ctx.now.getTime() - 3_600_000))));
  if ((recent?.n ?? 0) >= RESET.perHour) return null;
  const token = newResetToken();
  await ctx.db.insert(passwordResets).values({ userId: user.id, tokenHash: hashToken(token), createdAt: ctx.now, expiresAt: new Date(ctx.now.getTime() + RESET.validMs) });
  const link = `${ctx.services.config.publicUrl}/access/reset-password/${token}`;
  await enqueueMail(
    ctx.db,
    {
      to: user.email,
      kind: 'password-reset',
      subject: 'Смена пароля',
      text: `Здравствуйте!\n\nЧтобы задать новый пароль, откройте ссылку (она действует 15 минут и только один раз):\n${link}\n\nЕсли вы не запрашивали смену пароля, ничего делать не нужно.`,
    },
    ctx.now,
  );
  await ctx.audit({ action: 'User/ForgotPassword', entity: 'user', entityId: user.id });
  ctx.afterCommit(() => void ctx.services.mailer.flush());
  return null;
};

/** The link is checked and the new password hashed first; the transaction then spends the link, once. */
export const resetPasswordHandler: PreparedWrite<typeof resetPassword, { resetId: number; userId: number; passwordHash: string }> = {
  async prepare({ token, password }, ctx) {
    const [reset] = await ctx.db
      .select({ id: passwordResets.id, userId: passwordResets.userId, login: users.login, status: users.status })
      .from(passwordResets)
      .innerJoin(users, eq(users.id, passwordResets.userId))
      .where(and(eq(passwordResets.tokenHash, hashToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, ctx.now)))
      .limit(1);
    if (!reset || reset.status === 'banned') return fail('NOT_FOUND', RESET_INVALID);
    const problem = passwordProblem(password, { login: reset.login });
    if (problem) return fail('INVALID_PARAMS', problem, [{ path: 'password', message: problem }]);
    return { resetId: reset.id, userId: reset.userId, passwordHash: await ctx.services.passwords.hash(password) };
  },

  async write(_params, ctx, { resetId, userId, passwordHash }) {
    // Two requests with one link may both have passed the check above: only one spends it.
    const spent = await ctx.db
      .update(passwordResets)
      .set({ usedAt: ctx.now })
      .where(and(eq(passwordResets.id, resetId), isNull(passwordResets.usedAt)))
      .returning({ id: passwordResets.id });
    if (spent.length === 0) return fail('NOT_FOUND', RESET_INVALID);
    const revoked = await setPassword(ctx, userId, passwordHash);
    await ctx.audit({ action: 'User/ResetPassword', entity: 'user', entityId: userId });
    ctx.afterCommit(() => ctx.services.sessions.closeSockets(revoked));
    return null;
  },
};

export const WRONG_CURRENT_PASSWORD = 'Текущий пароль указан неверно.';
export const SESSION_ENDED = `Текущий пароль указан неверно ${GUESSES.free} раз подряд, поэтому сеанс завершён. Войдите снова.`;
export const currentPasswordLocked = (waitMs: number) => `Слишком много попыток ввести текущий пароль. Повторите через ${waitPhrase(waitMs)}.`;

/**
 * Changes the caller's own password; every token of the account ends and a new one is returned.
 * A session holding a stolen token could otherwise guess the current password without limit, so
 * each check is reserved first like a sign-in (per session), and the session ends on the fifth
 * wrong password in a row. Both hashes happen before the transaction.
 */
export const editPasswordHandler: PreparedWrite<typeof editPassword, string> = {
  async prepare({ currentPassword, newPassword }, ctx) {
    const { services } = ctx;
    const userId = (ctx.caller.user as NonNullable<typeof ctx.caller.user>).id;
    const sessionId = ctx.caller.sessionId as number;
    const place = services.passwords.admit();
    ctx.afterSettle(() => place.release());
    const [account] = await ctx.db.select({ login: users.login, passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
    if (!account) return fail('TOKEN_INACTIVE');
    const problem = passwordProblem(newPassword, { login: account.login });
    if (problem) return fail('INVALID_PARAMS', problem, [{ path: 'newPassword', message: problem }]);

    const reserved = await reserveGuess(ctx.db, accountSubject(userId), [guessScopes.session(sessionId)], ctx.now.getTime());
    if ('refused' in reserved) return fail('RATE_LIMITED', currentPasswordLocked(reserved.waitMs));
    const { reservation } = reserved;
    let matches: boolean;
    try {
      matches = await place.verify(currentPassword, account.passwordHash);
    } catch (error) {
      await releaseGuess(ctx.db, reservation);
      throw error;
    }
    if (!matches) {
      const guess = reservation.held[0]?.guess ?? 0;
      if (guess >= GUESSES.free) {
        const revoked = await services.sessions.revoke(ctx.db, { sessionId }, 'wrong current password');
        ctx.afterSettle(() => services.sessions.closeSockets(revoked, ctx.connection?.id));
        return fail('TOKEN_INACTIVE', SESSION_ENDED);
      }
      const left = GUESSES.free - guess;
      const message = `${WRONG_CURRENT_PASSWORD} Осталось попыток до завершения сеанса: ${left}.`;
      return fail('INVALID_PARAMS', message, [{ path: 'currentPassword', message }]);
    }
    await clearGuess(ctx.db, reservation);
    return services.passwords.hash(newPassword);
  },

  async write(_params, ctx, passwordHash) {
    const userId = (ctx.caller.user as NonNullable<typeof ctx.caller.user>).id;
    const [before] = await ctx.db.select({ status: users.status }).from(users).where(eq(users.id, userId)).limit(1);
    const status = before?.status ?? 'active';
    const revoked = await setPassword(ctx, userId, passwordHash);
    const token = await ctx.services.sessions.create(ctx.db, userId, ctx.caller);
    await ctx.audit({ action: 'User/EditPassword', entity: 'user', entityId: userId, before: { status }, after: { status: status === 'new' ? 'active' : status } });
    ctx.afterCommit(() => ctx.services.sessions.closeSockets(revoked, ctx.connection?.id));
    return ctx.services.sessions.payload(ctx.db, token, userId);
  },
};
