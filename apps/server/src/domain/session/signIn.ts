import type { accountLogin, checkToken } from '@abitura/sdk/contracts';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { fail } from '../../actions/actionFailure.js';
import type { Handler } from '../../actions/registry.js';
import { lockDuration } from '../../auth/loginThrottle.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { users } from '../../db/schema/index.js';

export const WRONG_CREDENTIALS = 'Неверный логин или пароль.';

/** Compared against when the login is unknown, so both outcomes take the same time. */
let decoyHash: Promise<string> | null = null;

/** Unknown logins are throttled like real ones (in memory), so throttling reveals nothing. */
const unknownLogins = new Map<string, { failures: number; lockedUntil: number }>();

function minutesLeft(until: number, now: number): number {
  return Math.max(1, Math.ceil((until - now) / 60_000));
}

export const signIn: Handler<typeof accountLogin> = async ({ login, password }, ctx) => {
  const { services, caller } = ctx;
  const now = ctx.now.getTime();
  const attempt = services.addressThrottle.tryBegin(caller.address);
  if (attempt === null) {
    return fail('RATE_LIMITED', 'Слишком много неудачных попыток входа с этого адреса. Подождите минуту и повторите.');
  }
  ctx.afterSettle(() => services.addressThrottle.release(attempt));
  const key = login.toLowerCase();
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.login})`, key), eq(sql`lower(${users.email})`, key)))
    .limit(1);

  const lockedUntil = user ? (user.lockedUntil?.getTime() ?? 0) : (unknownLogins.get(key)?.lockedUntil ?? 0);
  if (lockedUntil > now) {
    fail('RATE_LIMITED', `Слишком много неудачных попыток входа. Повторите через ${minutesLeft(lockedUntil, now)} мин.`);
  }

  decoyHash ??= hashPassword('decoy-password-for-timing');
  const matches = await verifyPassword(password, user?.passwordHash ?? (await decoyHash));
  if (!user || !matches) {
    services.addressThrottle.recordFailure(attempt);
    if (user) {
      // Recorded after the (rolled back) transaction, so the refusal still counts. The count is
      // incremented in the database, not from the value read above: concurrent failures all count.
      ctx.afterSettle(async () => {
        const [row] = await services.db
          .update(users)
          .set({ failedLogins: sql`${users.failedLogins} + 1` })
          .where(eq(users.id, user.id))
          .returning({ failures: users.failedLogins });
        const lock = lockDuration(row?.failures ?? 0);
        if (lock === 0) return;
        const until = new Date(now + lock);
        await services.db
          .update(users)
          .set({ lockedUntil: until })
          .where(and(eq(users.id, user.id), or(isNull(users.lockedUntil), lt(users.lockedUntil, until))));
      });
    } else {
      const entry = unknownLogins.get(key) ?? { failures: 0, lockedUntil: 0 };
      entry.failures += 1;
      const lock = lockDuration(entry.failures);
      entry.lockedUntil = lock > 0 ? now + lock : 0;
      unknownLogins.set(key, entry);
      if (unknownLogins.size > 10_000) unknownLogins.clear();
    }
    fail('ACCESS_DENIED', WRONG_CREDENTIALS);
  }
  const account = user as NonNullable<typeof user>;
  if (account.status === 'banned') fail('ACCESS_DENIED', 'Учётная запись заблокирована. Обратитесь к администратору.');

  await ctx.db.update(users).set({ failedLogins: 0, lockedUntil: null, lastLoginAt: ctx.now }).where(eq(users.id, account.id));
  const token = await services.sessions.create(ctx.db, account.id, caller);
  await ctx.audit({ action: 'User/AccountLogin', entity: 'user', entityId: account.id });
  return services.sessions.payload(ctx.db, token, account.id);
};

export const checkTokenHandler: Handler<typeof checkToken> = async ({ token }, ctx) => {
  const userId = await ctx.services.sessions.userOfToken(token);
  if (userId === null) fail('TOKEN_INACTIVE');
  return ctx.services.sessions.payload(ctx.db, token, userId as number);
};
