import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/db/open.js';
import { mailOutbox } from '../src/db/schema/index.js';
import { CLAIM_LEASE_MS, Mailer, retryDelayMs } from '../src/mail/delivery.js';
import { enqueueMail, SCRUBBED_BODY, type MailTransport } from '../src/mail/outbox.js';
import { openScratchDatabase } from './support/scratchDatabase.js';

const MINUTE = 60_000;
const silent = pino({ level: process.env.TEST_LOG ?? 'silent' });
const message = (subject: string, kind = 'test') => ({ to: 'a@test', subject, text: `текст ${subject}`, kind });

let database: Database;
let closeDatabase: () => Promise<void>;

beforeEach(async () => {
  ({ database, close: closeDatabase } = await openScratchDatabase());
});
afterEach(async () => {
  vi.useRealTimers();
  await closeDatabase();
});

async function letter(subject: string) {
  const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, subject));
  if (!row) throw new Error(`no letter ${subject}`);
  return row;
}

/** A transport that fails with the given errors first, then delivers; what it delivered, by subject. */
function scriptedTransport(failures: unknown[]): MailTransport & { sent: string[] } {
  const sent: string[] = [];
  return {
    name: 'scripted',
    sent,
    async send(mail) {
      const failure = failures.shift();
      if (failure !== undefined) throw failure;
      sent.push(mail.subject);
    },
  };
}

describe('the mailer', () => {
  it('delivers mail queued while a delivery pass is running, oldest first', async () => {
    const sent: string[] = [];
    let release: () => void = () => {};
    const transport: MailTransport = {
      name: 'test',
      async send(mail) {
        if (sent.length === 0) await new Promise<void>((resolve) => (release = resolve));
        sent.push(mail.subject);
      },
    };
    const mailer = new Mailer(database.db, transport, 'from@test', silent);
    await enqueueMail(database.db, message('first'), new Date(Date.now() - 1000));
    const first = mailer.flush();
    await vi.waitFor(async () => expect((await letter('first')).status).toBe('onwork'));
    await enqueueMail(database.db, message('second'), new Date());
    const second = mailer.flush();
    release();
    await Promise.all([first, second]);
    expect(sent).toEqual(['first', 'second']);
    expect(await letter('first')).toMatchObject({ status: 'done', attempts: 1, lastError: null, nextAttemptAt: null });
    expect((await letter('second')).sentAt).toBeInstanceOf(Date);
    await mailer.close();
  });

  it('delivers mail queued while a pass looks up its next retry, whose snapshot cannot see it', async () => {
    const transport = scriptedTransport([]);
    // The retry lookup is the one select naming `next`: it returns what it read, but only after a
    // letter commits and its flush is asked for, as a request's afterCommit does.
    let during: (() => Promise<void>) | null = null;
    const db = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property !== 'select') return Reflect.get(target, property, receiver);
        return (fields?: Record<string, unknown>) => {
          const select = target.select(fields as never);
          if (!fields || !('next' in fields) || !during) return select;
          const hook = during;
          during = null;
          return {
            from: (table: typeof mailOutbox) => ({
              where: async (condition: Parameters<ReturnType<typeof select.from>['where']>[0]) => {
                const rows = await select.from(table).where(condition);
                await hook();
                return rows;
              },
            }),
          };
        };
      },
    });
    const mailer = new Mailer(db, transport, 'from@test', silent);
    await enqueueMail(database.db, message('first'), new Date(Date.now() - 1000));
    let latePass: Promise<void> | undefined;
    during = async () => {
      await enqueueMail(database.db, message('late'), new Date(Date.now() - 1000));
      latePass = mailer.flush();
    };
    await mailer.flush();
    await latePass;
    expect(transport.sent).toEqual(['first', 'late']);
    expect(await letter('late')).toMatchObject({ status: 'done', attempts: 1 });
    await mailer.close();
  });

  it('retries a temporary failure after 1, 2, 4 and 8 minutes by its own timer, then delivers', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const transport = scriptedTransport([new Error('smtp down'), new Error('smtp down'), new Error('smtp down'), new Error('smtp down')]);
    const mailer = new Mailer(database.db, transport, 'from@test', silent);
    const start = Date.now();
    await enqueueMail(database.db, message('retried'), new Date(start));
    await mailer.flush();
    expect(await letter('retried')).toMatchObject({ status: 'wait', attempts: 1, lastError: 'Error: smtp down', nextAttemptAt: new Date(start + MINUTE) });

    let elapsed = 0;
    for (const [attempts, delay] of [[2, 1], [3, 2], [4, 4]] as const) {
      // Just before the retry is due nothing happens; at its time the timer starts a pass.
      await vi.advanceTimersByTimeAsync(delay * MINUTE - 1);
      expect((await letter('retried')).attempts).toBe(attempts - 1);
      await vi.advanceTimersByTimeAsync(1);
      elapsed += delay * MINUTE;
      await mailer.flush(); // joins the pass the timer started
      expect((await letter('retried')).attempts).toBe(attempts);
      expect(await letter('retried')).toMatchObject({ status: 'wait', nextAttemptAt: new Date(start + elapsed + retryDelayMs(attempts)) });
    }
    await vi.advanceTimersByTimeAsync(8 * MINUTE);
    await mailer.flush();
    expect((await letter('retried')).status).toBe('done');
    expect(await letter('retried')).toMatchObject({ attempts: 5, lastError: null, nextAttemptAt: null });
    expect(transport.sent).toEqual(['retried']);
    await mailer.close();
  });

  it('gives up after the fifth failed attempt and sets no further timer', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const transport = scriptedTransport(Array.from({ length: 5 }, () => new Error('smtp down')));
    const mailer = new Mailer(database.db, transport, 'from@test', silent);
    await enqueueMail(database.db, message('doomed'), new Date());
    await mailer.flush();
    for (const delay of [1, 2, 4, 8]) {
      await vi.advanceTimersByTimeAsync(delay * MINUTE);
      await mailer.flush();
    }
    expect(await letter('doomed')).toMatchObject({ status: 'fail', attempts: 5, nextAttemptAt: null, lastError: 'Error: smtp down' });
    await vi.advanceTimersByTimeAsync(24 * 60 * MINUTE);
    await mailer.flush();
    expect((await letter('doomed')).attempts).toBe(5);
    expect(transport.sent).toEqual([]);
    await mailer.close();
  });

  it('blocks a letter the server refuses for good (5xx), without a retry', async () => {
    const refusal = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550, code: 'EENVELOPE' });
    const transport = scriptedTransport([refusal]);
    const mailer = new Mailer(database.db, transport, 'from@test', silent);
    await enqueueMail(database.db, message('refused'), new Date());
    await mailer.flush();
    expect(await letter('refused')).toMatchObject({ status: 'block', attempts: 1, nextAttemptAt: null, lastError: 'Error: Mailbox unavailable' });
    await mailer.flush();
    expect(transport.sent).toEqual([]);
    expect((await letter('refused')).attempts).toBe(1);
    await mailer.close();
  });

  it('takes a letter left in onwork again only once its claim has lapsed', async () => {
    const transport = scriptedTransport([]);
    let now = Date.parse('2026-09-01T09:00:00Z');
    const mailer = new Mailer(database.db, transport, 'from@test', silent, { now: () => now });
    await enqueueMail(database.db, message('crashed'), new Date(now));
    // As a pass that crashed mid-send leaves it: claimed, attempt counted, lease running.
    await database.db.update(mailOutbox).set({ status: 'onwork', attempts: 1, nextAttemptAt: new Date(now + CLAIM_LEASE_MS) }).where(eq(mailOutbox.subject, 'crashed'));
    await mailer.flush();
    expect(transport.sent).toEqual([]);
    now += CLAIM_LEASE_MS;
    await mailer.flush();
    expect(transport.sent).toEqual(['crashed']);
    expect(await letter('crashed')).toMatchObject({ status: 'done', attempts: 2 });
    await mailer.close();
  });

  it('never lets two mailers over one database send a letter twice', async () => {
    const sent: string[] = [];
    const transport: MailTransport = { name: 'shared', send: async (mail) => void sent.push(mail.subject) };
    const one = new Mailer(database.db, transport, 'from@test', silent);
    const other = new Mailer(database.db, transport, 'from@test', silent);
    for (let n = 0; n < 12; n += 1) await enqueueMail(database.db, message(`letter ${n}`), new Date(Date.now() - 1000));
    await Promise.all([one.flush(), other.flush(), one.flush()]);
    expect(sent.toSorted()).toEqual(Array.from({ length: 12 }, (_, n) => `letter ${n}`).toSorted());
    expect((await database.db.select().from(mailOutbox)).map((row) => [row.status, row.attempts])).toEqual(Array.from({ length: 12 }, () => ['done', 1]));
    await Promise.all([one.close(), other.close()]);
  });

  it('drops the body of a delivered secret letter, and the closed mailer sends nothing', async () => {
    const transport = scriptedTransport([]);
    const mailer = new Mailer(database.db, transport, 'from@test', silent);
    await enqueueMail(database.db, message('reset', 'password-reset'), new Date(Date.now() - 1000));
    await mailer.flush();
    expect(await letter('reset')).toMatchObject({ status: 'done', text: SCRUBBED_BODY });
    await mailer.close();
    await enqueueMail(database.db, message('late'), new Date(Date.now() - 1000));
    await mailer.flush();
    expect(transport.sent).toEqual(['reset']);
    expect((await letter('late')).status).toBe('pending');
  });
});

describe('retryDelayMs', () => {
  it('doubles from a minute and stops at an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((attempts) => retryDelayMs(attempts) / MINUTE)).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
  });
});
