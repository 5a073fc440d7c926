import { letterEventSources, mailReplyKind, type LetterEvent, type LetterStatus } from '@abitura/contracts/vocabulary';
import { and, asc, eq, inArray, lte, min, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/open.js';
import { mailOutbox } from '../db/schema/index.js';
import { moveTo } from './letterMoves.js';
import { isSecretKind, SCRUBBED_BODY, type MailTransport } from './outbox.js';

/** Attempts a letter gets before it fails for good. */
export const MAX_ATTEMPTS = 5;

/**
 * How long a claimed letter stays the claiming pass's: a pass that crashed mid-send leaves the
 * letter in onwork, and another pass takes it again once this has passed. Far longer than any
 * SMTP exchange, so a slow send is never taken twice.
 */
export const CLAIM_LEASE_MS = 10 * 60_000;

const MINUTE = 60_000;
const MAX_RETRY_DELAY_MS = 60 * MINUTE;

/** The wait after the n-th failed attempt: 1, 2, 4, 8 … minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(2 ** Math.max(0, attempts - 1) * MINUTE, MAX_RETRY_DELAY_MS);
}

/**
 * Whether the mail server refused for good: a 5xx reply (nodemailer puts it on responseCode), or
 * an envelope nodemailer could not even build (no valid recipient). Retrying those only repeats
 * the refusal.
 */
export function isPermanentRefusal(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { responseCode, code } = error as { responseCode?: unknown; code?: unknown };
  if (typeof responseCode === 'number') return responseCode >= 500 && responseCode < 600;
  return code === 'EENVELOPE';
}

/** Statuses a delivery pass may take a letter from (an onwork one only once its claim lapsed). */
const CLAIMABLE = letterEventSources('claim').filter((status): status is LetterStatus => status !== null);

/** The longest a Node timer can wait; a later retry wakes up early and schedules again. */
const MAX_TIMER_MS = 2 ** 31 - 1;
const MIN_TIMER_MS = 1000;

type Letter = typeof mailOutbox.$inferSelect;

/**
 * Sends the outbox's due letters: queued ones, and waiting ones whose retry time has come. Each
 * letter is claimed by one conditional UPDATE (FOR UPDATE SKIP LOCKED), so two passes — or two
 * servers over one database — never send it twice. After a pass the mailer sets a timer for the
 * earliest retry still ahead; close() clears it.
 */
export class Mailer {
  #running: Promise<void> | null = null;
  #again = false;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #closed = false;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly from: string,
    private readonly log: Logger,
    private readonly clock: { now(): number } = { now: () => Date.now() },
  ) {}

  /**
   * Delivers what is due; resolves when nothing asked for is left. A flush asked for while a pass
   * runs (its mail was committed after the pass looked) gets a pass of its own.
   */
  flush(): Promise<void> {
    if (this.#closed) return Promise.resolve();
    this.#again = true;
    this.#running ??= this.#passes();
    return this.#running;
  }

  /**
   * Passes until no flush is left asked for. A flush can arrive at any await, including while the
   * next retry is being looked up (whose snapshot may predate that flush's letter), so the ask is
   * checked after the lookup, and `#running` is cleared in the same synchronous step as the last
   * check: no flush can fall between them. flush() refuses once closed, so a pass always awaits
   * before it ends, and `#running` is set before it is cleared.
   */
  async #passes(): Promise<void> {
    try {
      while (this.#again && !this.#closed) {
        this.#again = false;
        while (!this.#closed) {
          const letter = await this.#claim();
          if (!letter) break;
          await this.#send(letter);
        }
        if (!this.#closed) await this.#scheduleNext();
      }
    } catch (error) {
      // A pass is started from timers and after commits, where nobody awaits it; the next flush retries.
      this.log.error({ err: error }, 'mail delivery pass failed');
    } finally {
      this.#running = null;
    }
  }

  /** Stops the timer and waits for a running pass, before the database closes. */
  async close(): Promise<void> {
    this.#closed = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    await this.#running;
  }

  /** Takes the oldest due letter into onwork, counting the attempt; null when none is due. */
  async #claim(): Promise<Letter | null> {
    const now = this.clock.now();
    const due = and(inArray(mailOutbox.status, CLAIMABLE), lte(mailOutbox.nextAttemptAt, new Date(now)));
    const oldestDue = this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(due)
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(1)
      .for('update', { skipLocked: true });
    const [letter] = await this.db
      .update(mailOutbox)
      .set({ status: moveTo('pending', 'claim'), attempts: sql`${mailOutbox.attempts} + 1`, updatedAt: new Date(now), nextAttemptAt: new Date(now + CLAIM_LEASE_MS) })
      // A scalar subquery runs once (an InitPlan); under `id IN (…)` PostgreSQL may rerun it per
      // row, and each rerun skips the rows this UPDATE just locked, claiming many letters at once.
      // The outer condition again: under READ COMMITTED another pass may have moved the row meanwhile.
      .where(and(eq(mailOutbox.id, sql`(${oldestDue})`), due))
      .returning();
    return letter ?? null;
  }

  async #send(letter: Letter): Promise<void> {
    try {
      await this.transport.send({ to: letter.to, subject: letter.subject, text: letter.text, kind: letter.kind, from: this.from });
    } catch (error) {
      const permanent = isPermanentRefusal(error);
      const event: LetterEvent = permanent ? 'reject' : letter.attempts >= MAX_ATTEMPTS ? 'giveUp' : 'softFail';
      const now = this.clock.now();
      const status = moveTo('onwork', event);
      await this.#record(letter, {
        status,
        lastError: String(error).slice(0, 500),
        updatedAt: new Date(now),
        nextAttemptAt: event === 'softFail' ? new Date(now + retryDelayMs(letter.attempts)) : null,
      });
      // The error and the address only: the body may hold a one-time link.
      const responseCode = (error as { responseCode?: unknown } | null)?.responseCode;
      this.log.warn({ mailId: letter.id, kind: letter.kind, attempts: letter.attempts, status, responseCode, reply: mailReplyKind(String(error)), error: String(error).slice(0, 500) }, 'mail delivery failed');
      return;
    }
    const now = new Date(this.clock.now());
    await this.#record(letter, {
      status: moveTo('onwork', 'deliver'),
      sentAt: now,
      updatedAt: now,
      nextAttemptAt: null,
      lastError: null,
      ...(isSecretKind(letter.kind) ? { text: SCRUBBED_BODY } : {}),
    });
  }

  /**
   * The outcome of this pass's claim. If the claim lapsed and another pass took the letter again
   * (its attempts moved on), that pass owns the outcome and this one writes nothing.
   */
  async #record(letter: Letter, changes: Partial<Letter>): Promise<void> {
    await this.db
      .update(mailOutbox)
      .set(changes)
      .where(and(eq(mailOutbox.id, letter.id), eq(mailOutbox.status, 'onwork'), eq(mailOutbox.attempts, letter.attempts)));
  }

  /** A timer for the earliest letter still to send (a retry, or a lapsed claim); none if there is none. */
  async #scheduleNext(): Promise<void> {
    const [row] = await this.db.select({ next: min(mailOutbox.nextAttemptAt) }).from(mailOutbox).where(inArray(mailOutbox.status, CLAIMABLE));
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    const next = row?.next;
    if (!next || this.#closed) return;
    // At least a second: a due letter another pass holds locked right now must not spin this one.
    const delay = Math.min(Math.max(MIN_TIMER_MS, new Date(next).getTime() - this.clock.now()), MAX_TIMER_MS);
    this.#timer = setTimeout(() => {
      this.#timer = null;
      void this.flush();
    }, delay);
    // The timer never keeps a process alive on its own: close() is what ends the mailer.
    this.#timer.unref?.();
  }
}
