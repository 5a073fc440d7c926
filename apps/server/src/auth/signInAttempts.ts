import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import { signInAttempts } from '../db/schema/index.js';

/**
 * Password guesses, counted where they come from rather than on the account, so a lock stops the
 * guesser and never the owner. Each attempt first reserves a place in every scope it counts in,
 * atomically in the database (one INSERT ... ON CONFLICT DO UPDATE that adds the attempt and, when
 * this attempt uses up the allowance, sets the lock in the same statement), and only then is its
 * password checked: concurrent guesses cannot all read the old count, and instances share it.
 * A reserved attempt counts as a failure until a right password clears it; one that never got
 * checked (the server was too busy) is taken back.
 */

/** How many guesses a scope gets, and how long each further one waits: base, doubling, capped. */
export interface GuessPolicy {
  readonly free: number;
  readonly baseLockMs: number;
  readonly maxLockMs: number;
}

/** One account from one address (or one known device, or one session): 5 guesses, then 1, 2, 4, 8, at most 15 minutes. */
export const GUESSES = Object.freeze({ free: 5, baseLockMs: 60_000, maxLockMs: 15 * 60_000 });
/**
 * One account from every address it has never signed in from, together: 10 guesses, then one
 * attempt a second, then every 2, 4 ... at most 60 seconds. Slows many guessers spread over many
 * addresses down without locking the account: its owner's known addresses do not count here.
 */
export const NEW_ADDRESSES = Object.freeze({ free: 10, baseLockMs: 1_000, maxLockMs: 60_000 });
/** A scope quiet this long starts counting afresh (and its row is pruned). */
export const FORGET_AFTER_MS = 24 * 3_600_000;

/** How long a scope is locked after its n-th guess. */
export function lockDuration(guesses: number, policy: GuessPolicy): number {
  if (guesses < policy.free) return 0;
  return Math.min(policy.baseLockMs * 2 ** (guesses - policy.free), policy.maxLockMs);
}

export interface GuessScope {
  readonly key: string;
  readonly policy: GuessPolicy;
  /**
   * A count many places share (every new address of an account): a right password takes back
   * only its own attempt instead of clearing what the others did.
   */
  readonly shared?: boolean;
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

/** Guesses against an account. */
export const accountSubject = (userId: number): string => `user:${userId}`;

/** Who a sign-in's guesses are against: its account, or a login no account has (kept as a hash, as it may be a mistyped password). */
export function guessSubject(userId: number | null, login: string): string {
  return userId === null ? `login:${digest(login.toLowerCase())}` : accountSubject(userId);
}

export const guessScopes = {
  address: (address: string): GuessScope => ({ key: `address:${address}`, policy: GUESSES }),
  device: (address: string, userAgent: string): GuessScope => ({ key: `device:${address}:${digest(userAgent).slice(0, 32)}`, policy: GUESSES }),
  newAddresses: (): GuessScope => ({ key: 'new-addresses', policy: NEW_ADDRESSES, shared: true }),
  session: (sessionId: number): GuessScope => ({ key: `session:${sessionId}`, policy: GUESSES }),
};

interface Held {
  scope: GuessScope;
  /** This attempt's place in the scope's count. */
  guess: number;
  /** The lock this attempt set, if its place used up the allowance. */
  lockedUntil: Date | null;
}

export interface Reservation {
  readonly subject: string;
  readonly held: readonly Held[];
}

export type ReserveOutcome = { reservation: Reservation } | { refused: GuessScope; waitMs: number };

const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

async function reserveOne(db: Db, subject: string, scope: GuessScope, now: number): Promise<Held | { waitMs: number }> {
  const t = signInAttempts;
  const next = sql`(case when ${t.lastAttemptAt} < ${at(now - FORGET_AFTER_MS)} then 1 else ${t.failures} + 1 end)`;
  const { free, baseLockMs, maxLockMs } = scope.policy;
  const lock = sql`case when ${next} >= ${free} then ${at(now)} + least(${baseLockMs}::float8 * power(2, ${next} - ${free}), ${maxLockMs}) * interval '1 millisecond' end`;
  const firstLock = lockDuration(1, scope.policy);
  const [row] = await db
    .insert(t)
    .values({ subject, scope: scope.key, failures: 1, lockedUntil: firstLock > 0 ? new Date(now + firstLock) : null, lastAttemptAt: new Date(now) })
    .onConflictDoUpdate({
      target: [t.subject, t.scope],
      set: { failures: next, lockedUntil: lock, lastAttemptAt: new Date(now) },
      setWhere: sql`${t.lockedUntil} is null or ${t.lockedUntil} <= ${at(now)}`,
    })
    .returning({ failures: t.failures, lockedUntil: t.lockedUntil });
  if (row) return { scope, guess: row.failures, lockedUntil: row.lockedUntil };
  const [locked] = await db
    .select({ lockedUntil: t.lockedUntil })
    .from(t)
    .where(and(eq(t.subject, subject), eq(t.scope, scope.key)));
  return { waitMs: Math.max(1_000, (locked?.lockedUntil?.getTime() ?? now) - now) };
}

/**
 * Reserves one attempt in every scope, or in none: when a later scope refuses, the places already
 * taken are given back, so a refused attempt counts nowhere. Runs outside any transaction, so the
 * count holds whatever becomes of the request.
 */
export async function reserveGuess(db: Db, subject: string, scopes: readonly GuessScope[], now: number): Promise<ReserveOutcome> {
  const held: Held[] = [];
  for (const scope of scopes) {
    const outcome = await reserveOne(db, subject, scope, now);
    if ('waitMs' in outcome) {
      await releaseGuess(db, { subject, held });
      return { refused: scope, waitMs: outcome.waitMs };
    }
    held.push(outcome);
  }
  return { reservation: { subject, held } };
}

/** Takes back an attempt whose password was never checked, and the lock it set, if still in force. */
export async function releaseGuess(db: Db, reservation: Reservation): Promise<void> {
  const t = signInAttempts;
  for (const { scope, lockedUntil } of reservation.held) {
    await db
      .update(t)
      .set({
        failures: sql`greatest(${t.failures} - 1, 0)`,
        lockedUntil: lockedUntil ? sql`case when ${t.lockedUntil} = ${at(lockedUntil.getTime())} then null else ${t.lockedUntil} end` : sql`${t.lockedUntil}`,
      })
      .where(and(eq(t.subject, reservation.subject), eq(t.scope, scope.key)));
  }
}

/** A right password: the place it came from starts afresh; a shared count only loses this attempt. */
export async function clearGuess(db: Db, reservation: Reservation): Promise<void> {
  const shared = reservation.held.filter((entry) => entry.scope.shared);
  for (const entry of reservation.held) {
    if (!entry.scope.shared) await db.delete(signInAttempts).where(and(eq(signInAttempts.subject, reservation.subject), eq(signInAttempts.scope, entry.scope.key)));
  }
  if (shared.length > 0) await releaseGuess(db, { subject: reservation.subject, held: shared });
}

/** A new password: guesses at the old one no longer matter. */
export async function forgetGuesses(db: Db, subject: string): Promise<void> {
  await db.delete(signInAttempts).where(eq(signInAttempts.subject, subject));
}

/** Drops scopes quiet for a day (run by the server's hourly janitor). */
export async function pruneGuesses(db: Db, now: number): Promise<number> {
  const removed = await db.delete(signInAttempts).where(lt(signInAttempts.lastAttemptAt, new Date(now - FORGET_AFTER_MS))).returning({ subject: signInAttempts.subject });
  return removed.length;
}

/** "30 с" or "4 мин": how long to wait, for a refusal's sentence. */
export function waitPhrase(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1_000));
  return seconds < 60 ? `${seconds} с` : `${Math.ceil(ms / 60_000)} мин`;
}
