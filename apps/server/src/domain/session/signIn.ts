import type { accountLogin, checkToken } from '@abitura/contracts';
import { and, count, eq, gt, or, sql } from 'drizzle-orm';
import { fail } from '../../actions/actionFailure.js';
import type { ActionContext } from '../../actions/context.js';
import type { Handler, PreparedWrite } from '../../actions/handlerTypes.js';
import { clearGuess, guessScopes, guessSubject, releaseGuess, reserveGuess, waitPhrase, type GuessScope } from '../../auth/signInAttempts.js';
import { sessions, users } from '../../db/schema/index.js';

export const WRONG_CREDENTIALS = 'Неверный логин или пароль.';
export const ADDRESS_LIMITED = 'Слишком много неудачных попыток входа с этого адреса. Подождите минуту и повторите.';
export const signInLocked = (waitMs: number) => `Слишком много неудачных попыток входа. Повторите через ${waitPhrase(waitMs)}.`;
export const newAddressesSlowed = (waitMs: number) =>
  `В эту учётную запись много раз пытались войти с незнакомых ей адресов, поэтому вход с них замедлен. Повторите через ${waitPhrase(waitMs)}.`;

/** An address (or browser there) stays known to an account this long after a sign-in from it. */
export const KNOWN_FOR_MS = 180 * 24 * 3_600_000;

/**
 * Where this attempt's guesses count: a browser that signed in to the account from this address
 * before counts apart from everyone else there; an address it signed in from counts by itself;
 * any other address counts by itself and also in the account's shared count for new addresses,
 * which slows a guesser spread over many addresses. A login no account has is always new.
 */
async function scopesOf(ctx: ActionContext, userId: number | null): Promise<GuessScope[]> {
  const { address, userAgent } = ctx.caller;
  const agent = userAgent?.slice(0, 300) ?? null;
  const [seen] = await ctx.db
    .select({ visits: count(), fromDevice: sql<boolean>`coalesce(bool_or(${sessions.userAgent} = ${agent ?? ''}), false)` })
    .from(sessions)
    .where(and(eq(sessions.userId, userId ?? 0), eq(sessions.address, address), gt(sessions.createdAt, new Date(ctx.now.getTime() - KNOWN_FOR_MS))));
  if (agent && seen?.fromDevice) return [guessScopes.device(address, agent)];
  if ((seen?.visits ?? 0) > 0) return [guessScopes.address(address)];
  return [guessScopes.address(address), guessScopes.newAddresses()];
}

/**
 * Checks the password before any transaction starts (it takes most of a second of scrypt, and a
 * transaction on the embedded database holds its only connection). The attempt is reserved first,
 * per address and per account (signInAttempts.ts), so concurrent guesses cannot overrun the count;
 * a wrong password leaves it counted, a right one clears it. An unknown login goes through every
 * step a known one does, against a hash no password matches, so the replies cannot tell them apart.
 */
export const signIn: PreparedWrite<typeof accountLogin, number> = {
  async prepare({ login, password }, ctx) {
    const { services, caller } = ctx;
    const attempt = services.addressThrottle.tryBegin(caller.address);
    if (attempt === null) return fail('RATE_LIMITED', ADDRESS_LIMITED);
    ctx.afterSettle(() => services.addressThrottle.release(attempt));
    // A place for the check is taken before any database work: the excess of a flood is turned
    // away at once, costing nothing.
    const place = services.passwords.admit();
    ctx.afterSettle(() => place.release());
    const key = login.toLowerCase();
    const [user] = await ctx.db
      .select({ id: users.id, passwordHash: users.passwordHash, status: users.status })
      .from(users)
      .where(or(eq(sql`lower(${users.login})`, key), eq(sql`lower(${users.email})`, key)))
      .limit(1);
    const reserved = await reserveGuess(ctx.db, guessSubject(user?.id ?? null, login), await scopesOf(ctx, user?.id ?? null), ctx.now.getTime());
    if ('refused' in reserved) return fail('RATE_LIMITED', reserved.refused.shared ? newAddressesSlowed(reserved.waitMs) : signInLocked(reserved.waitMs));
    const { reservation } = reserved;

    let matches: boolean;
    try {
      matches = await place.verify(password, user?.passwordHash ?? services.passwords.unknownAccountHash);
    } catch (error) {
      // The check itself failed: it was no guess.
      await releaseGuess(ctx.db, reservation);
      throw error;
    }
    if (!user || !matches) {
      services.addressThrottle.recordFailure(attempt);
      return fail('ACCESS_DENIED', WRONG_CREDENTIALS);
    }
    await clearGuess(ctx.db, reservation);
    if (user.status === 'banned') return fail('ACCESS_DENIED', 'Учётная запись заблокирована. Обратитесь к администратору.');
    return user.id;
  },

  async write(_params, ctx, userId) {
    await ctx.db.update(users).set({ lastLoginAt: ctx.now }).where(eq(users.id, userId));
    const token = await ctx.services.sessions.create(ctx.db, userId, ctx.caller);
    await ctx.audit({ action: 'User/AccountLogin', entity: 'user', entityId: userId });
    return ctx.services.sessions.payload(ctx.db, token, userId);
  },
};

export const checkTokenHandler: Handler<typeof checkToken> = async ({ token }, ctx) => {
  const userId = await ctx.services.sessions.userOfToken(token);
  if (userId === null) fail('TOKEN_INACTIVE');
  return ctx.services.sessions.payload(ctx.db, token, userId as number);
};
