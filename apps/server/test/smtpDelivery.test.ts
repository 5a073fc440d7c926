import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/open.js';
import { mailOutbox } from '../src/db/schema/index.js';
import { Mailer } from '../src/mail/delivery.js';
import { enqueueMail, smtpTransport } from '../src/mail/outbox.js';
import { openScratchDatabase } from './support/scratchDatabase.js';

/** Delivery over real SMTP: a local smtp-server that accepts, refuses for good (550) or for now (451). */
interface Received {
  to: string[];
  raw: string;
}

let database: Database;
let closeDatabase: () => Promise<void>;
let smtp: SMTPServer;
let port: number;
let received: Received[];
/** The reply codes the next RCPT TO commands get, in order; then each is accepted. */
let refusals: number[];

beforeEach(async () => {
  ({ database, close: closeDatabase } = await openScratchDatabase());
  received = [];
  refusals = [];
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      const code = refusals.shift();
      if (code === undefined) return callback();
      return callback(Object.assign(new Error(code >= 500 ? `Mailbox ${address.address} unavailable` : 'Try again later'), { responseCode: code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
});
afterEach(async () => {
  await new Promise<void>((resolve) => smtp.close(resolve));
  await closeDatabase();
});

async function mailerAt(clock: { now(): number }): Promise<Mailer> {
  return new Mailer(database.db, await smtpTransport(`smtp://127.0.0.1:${port}`), 'priem@college.test', pino({ level: 'silent' }), clock);
}

async function letter() {
  const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'applicant@example.test'));
  if (!row) throw new Error('no letter');
  return row;
}

const LETTER = { to: 'applicant@example.test', subject: 'Open day on Saturday', text: 'Come to the open day at 11:00.', kind: 'call-centre' };

describe('SMTP delivery', () => {
  it('delivers a letter with its subject and body', async () => {
    const clock = { now: () => Date.parse('2026-09-01T09:00:00Z') };
    const mailer = await mailerAt(clock);
    await enqueueMail(database.db, LETTER, new Date(clock.now()));
    await mailer.flush();
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(['applicant@example.test']);
    expect(received[0]?.raw).toContain('Subject: Open day on Saturday');
    expect(received[0]?.raw).toContain('From: priem@college.test');
    expect(received[0]?.raw).toContain('Come to the open day at 11:00.');
    expect(await letter()).toMatchObject({ status: 'done', attempts: 1, sentAt: new Date(clock.now()) });
    await mailer.close();
  });

  it('blocks a letter the server refuses with 550, and never tries it again', async () => {
    let now = Date.parse('2026-09-01T09:00:00Z');
    const mailer = await mailerAt({ now: () => now });
    refusals = [550];
    await enqueueMail(database.db, LETTER, new Date(now));
    await mailer.flush();
    const blocked = await letter();
    expect(blocked).toMatchObject({ status: 'block', attempts: 1, nextAttemptAt: null });
    expect(blocked.lastError).toContain('550');
    now += 24 * 60 * 60_000;
    await mailer.flush();
    expect(received).toEqual([]);
    expect((await letter()).attempts).toBe(1);
    await mailer.close();
  });

  it('keeps a letter the server defers with 451 waiting, and delivers it when its retry is due', async () => {
    let now = Date.parse('2026-09-01T09:00:00Z');
    const mailer = await mailerAt({ now: () => now });
    refusals = [451];
    await enqueueMail(database.db, LETTER, new Date(now));
    await mailer.flush();
    const waiting = await letter();
    expect(waiting).toMatchObject({ status: 'wait', attempts: 1, nextAttemptAt: new Date(now + 60_000) });
    expect(waiting.lastError).toContain('451');
    now += 59_000;
    await mailer.flush();
    expect(received).toEqual([]);
    now += 1000;
    await mailer.flush();
    expect(received.map((mail) => mail.to)).toEqual([['applicant@example.test']]);
    expect(await letter()).toMatchObject({ status: 'done', attempts: 2, lastError: null });
    await mailer.close();
  });
});
