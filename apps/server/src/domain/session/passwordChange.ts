import type { editPassword, forgotPassword, resetPassword } from '@abitura/sdk/contracts';
import { and, count, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { fail } from '../../actions/actionFailure.js';
import type { ActionContext } from '../../actions/context.js';
import type { Handler } from '../../actions/registry.js';
import { hashPassword, passwordProblem, verifyPassword } from '../../auth/passwords.js';
import { hashToken, newResetToken } from '../../auth/tokens.js';
import { passwordResets, users } from '../../db/schema/index.js';
import { enqueueMail } from '../../mail/outbox.js';

export const RESET = Object.freeze({ validMs: 15 * 60_000, perHour: 3 });
export const FORGOT_REPLY = 'Если такая учётная запись есть, на её почту отправлена ссылка для смены пароля. Ссылка действует 15 минут.';
export const RESET_INVALID = 'Ссылка для смены пароля недействительна или устарела. Запросите новую.';

/**
 * Stores a new password; a `new` account becomes active, every session of the account ends, and
 * every reset link still out there is spent (whoever holds an old mail cannot set it again).
 */
async function setPassword(ctx: ActionContext, userId: number, password: string, status: string): Promise<number[]> {
  await ctx.db.update(passwordResets).set({ usedAt: ctx.now }).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  await ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(password), passwordChangedAt: ctx.now, updatedAt: ctx.now, status: status === 'new' ? 'active' : status, failedLogins: 0, lockedUntil: null })
    .where(eq(users.id, userId));
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

export const resetPasswordHandler: Handler<typeof resetPassword> = async ({ token, password }, ctx) => {
  const [reset] = await ctx.db
    .select({ id: passwordResets.id, userId: passwordResets.userId, login: users.login, status: users.status })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(and(eq(passwordResets.tokenHash, hashToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, ctx.now)))
    .limit(1);
  if (!reset || reset.status === 'banned') fail('NOT_FOUND', RESET_INVALID);
  const found = reset as NonNullable<typeof reset>;
  const problem = passwordProblem(password, { login: found.login });
  if (problem) fail('INVALID_PARAMS', problem, [{ path: 'password', message: problem }]);
  await ctx.db.update(passwordResets).set({ usedAt: ctx.now }).where(eq(passwordResets.id, found.id));
  const revoked = await setPassword(ctx, found.userId, password, found.status);
  await ctx.audit({ action: 'User/ResetPassword', entity: 'user', entityId: found.userId });
  ctx.afterCommit(() => ctx.services.sessions.closeSockets(revoked));
  return null;
};

/** Changes the caller's own password; every token of the account ends and a new one is returned. */
export const editPasswordHandler: Handler<typeof editPassword> = async ({ currentPassword, newPassword }, ctx) => {
  const userId = (ctx.caller.user as NonNullable<typeof ctx.caller.user>).id;
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
  const account = user as NonNullable<typeof user>;
  if (!(await verifyPassword(currentPassword, account.passwordHash))) {
    fail('INVALID_PARAMS', 'Текущий пароль указан неверно.', [{ path: 'currentPassword', message: 'Текущий пароль указан неверно.' }]);
  }
  const problem = passwordProblem(newPassword, { login: account.login });
  if (problem) fail('INVALID_PARAMS', problem, [{ path: 'newPassword', message: problem }]);
  const revoked = await setPassword(ctx, userId, newPassword, account.status);
  const token = await ctx.services.sessions.create(ctx.db, userId, ctx.caller);
  await ctx.audit({ action: 'User/EditPassword', entity: 'user', entityId: userId, before: { status: account.status }, after: { status: account.status === 'new' ? 'active' : account.status } });
  ctx.afterCommit(() => ctx.services.sessions.closeSockets(revoked, ctx.connection?.id));
  return ctx.services.sessions.payload(ctx.db, token, userId);
};
