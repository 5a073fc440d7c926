import type { Reply } from '@abitura/contracts/wire';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox } from '../src/db/schema/index.js';
import { startTestServer, type TestServer } from './harness.js';
import { auditOf, call, signedInAs } from './support/organizationFixtures.js';

/** Letter/List, Letter/Get, Letter/Resend and Letter/Decline over the outbox. */
let server: TestServer;
let admin: string;
let operator: string;
let curator: string;
let queueOperator: string;

type LetterInsert = typeof mailOutbox.$inferInsert;
const HOUR = 60 * 60_000;
const base = Date.parse('2026-09-01T06:00:00Z');

beforeAll(async () => {
  server = await startTestServer();
  admin = (await signedInAs(server, 'admin', ['Администратор'])).token;
  operator = (await signedInAs(server, 'operator', ['Оператор колл-центра'])).token;
  curator = (await signedInAs(server, 'curator', ['Куратор'])).token;
  queueOperator = (await signedInAs(server, 'queue', ['Оператор очереди'])).token;
});
afterAll(() => server.close());

beforeEach(async () => {
  await server.database.db.delete(mailOutbox);
  server.mail.length = 0;
});

/** Letters written straight to the outbox, the n-th an hour after the one before; their ids in order. */
async function insertLetters(rows: Array<Partial<LetterInsert> & Pick<LetterInsert, 'subject'>>): Promise<number[]> {
  const values = rows.map((row, n) => ({
    to: `person${n}@example.test`,
    text: `Текст письма ${row.subject}`,
    kind: 'call-centre',
    status: 'done',
    createdAt: new Date(base + n * HOUR),
    updatedAt: new Date(base + n * HOUR),
    ...row,
  }));
  return (await server.database.db.insert(mailOutbox).values(values).returning({ id: mailOutbox.id })).map((row) => row.id);
}

async function row(id: number) {
  const [found] = await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return found;
}

async function auditCount(): Promise<number> {
  return (await server.database.db.select().from(auditLog).where(eq(auditLog.entity, 'letter'))).length;
}

const items = (reply: Reply) => (reply.data as { items: Array<{ id: number; subject: string; status: string }> }).items;

describe('Letter/List', () => {
  it('lists newest first with every field, filters by statuses and searches the recipient and subject', async () => {
    const [first, second, third] = await insertLetters([
      { subject: 'День открытых дверей', status: 'done', sentAt: new Date(base + 60_000), attempts: 1 },
      { subject: 'Напоминание о звонке', status: 'wait', attempts: 2, lastError: 'Error: 451 Try again later', nextAttemptAt: new Date(base + 2 * HOUR) },
      { subject: 'Приглашение на фестиваль', status: 'block', to: 'Ivanova@Mail.test', attempts: 1, lastError: 'Error: 550 Mailbox unavailable' },
    ]);
    const all = await call(server, operator, 'Letter/List', {});
    expect(all).toMatchObject({ success: true, data: { total: 3, page: 1, pageSize: 25 } });
    expect(items(all).map((item) => item.id)).toEqual([third, second, first]);
    expect(items(all)[1]).toEqual({
      id: second,
      to: 'person1@example.test',
      subject: 'Напоминание о звонке',
      kind: 'call-centre',
      status: 'wait',
      attempts: 2,
      last_error: 'Error: 451 Try again later',
      // What the reply means, which is what staff read; the reply itself stays beside it.
      last_error_kind: 'temporarilyRefused',
      created_at: new Date(base + HOUR).toISOString(),
      updated_at: new Date(base + HOUR).toISOString(),
      sent_at: null,
      next_attempt_at: new Date(base + 2 * HOUR).toISOString(),
    });
    expect(items(all)[0]).not.toHaveProperty('text');

    const failed = await call(server, operator, 'Letter/List', { status: ['block', 'wait'], direction: 'asc' });
    expect(items(failed).map((item) => item.id)).toEqual([second, third]);
    expect(items(await call(server, operator, 'Letter/List', { search: 'ФЕСТИВАЛЬ' })).map((item) => item.id)).toEqual([third]);
    expect(items(await call(server, operator, 'Letter/List', { search: 'ivanova' })).map((item) => item.id)).toEqual([third]);
    const paged = await call(server, operator, 'Letter/List', { pageSize: 5, page: 2 });
    expect(paged).toMatchObject({ success: true, data: { items: [], total: 3, page: 2 } });
  });

  it('refuses bad params and callers without the permission', async () => {
    for (const params of [{ pageSize: 7 }, { status: ['sent'] }, { status: [] }, { sort: 'text' }, { unknown: 1 }]) {
      expect(await call(server, operator, 'Letter/List', params), JSON.stringify(params)).toMatchObject({ success: false, data: 'INVALID_PARAMS' });
    }
    expect(await call(server, queueOperator, 'Letter/List', {})).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
  });
});

describe('Letter/Get', () => {
  it("gives a letter's text, but never the text of a letter that carried a secret", async () => {
    const [plain, reset] = await insertLetters([
      { subject: 'Приглашение', abiturientId: null },
      { subject: 'Восстановление пароля', kind: 'password-reset', status: 'fail', text: 'Ссылка: http://abitura.test/reset?token=secret-token' },
    ]);
    expect(await call(server, curator, 'Letter/Get', { id: plain })).toMatchObject({ success: true, data: { id: plain, text: 'Текст письма Приглашение', abiturient_id: null, created_by: null } });
    const secret = await call(server, admin, 'Letter/Get', { id: reset });
    expect(secret).toMatchObject({ success: true, data: { id: reset, kind: 'password-reset', text: null } });
    expect(JSON.stringify(secret)).not.toContain('secret-token');
  });

  it('answers NOT_FOUND for a missing letter, INVALID_PARAMS for a bad id, ACCESS_DENIED without the permission', async () => {
    expect(await call(server, operator, 'Letter/Get', { id: 999_999 })).toMatchObject({ success: false, data: 'NOT_FOUND', message: expect.stringContaining('Письмо не найдено') });
    expect(await call(server, operator, 'Letter/Get', { id: 'abc' })).toMatchObject({ success: false, data: 'INVALID_PARAMS' });
    const [id] = await insertLetters([{ subject: 'Приглашение' }]);
    expect(await call(server, queueOperator, 'Letter/Get', { id })).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
  });
});

describe('Letter/Resend', () => {
  it('queues a failed letter again with fresh attempts, delivers it, and audits the resend', async () => {
    const [id] = await insertLetters([{ subject: 'Приглашение на день открытых дверей', status: 'fail', attempts: 5, lastError: 'Error: smtp down' }]);
    const reply = await call(server, operator, 'Letter/Resend', { id });
    expect(reply).toMatchObject({ success: true, data: { id, status: 'pending', attempts: 0, last_error: null, last_error_kind: null, next_attempt_at: new Date(server.clock.now()).toISOString() } });
    await server.app.services.mailer.flush();
    expect(await row(id as number)).toMatchObject({ status: 'done', attempts: 1 });
    expect(server.mail.map((mail) => mail.subject)).toEqual(['Приглашение на день открытых дверей']);
    const [entry] = await auditOf(server, admin, 'letter', id as number);
    expect(entry).toMatchObject({ action: 'Letter/Resend', before: { status: 'fail', attempts: 5 }, after: { status: 'pending', attempts: 0 } });
  });

  it('refuses a letter not finished yet, or one that carried a secret, and writes nothing', async () => {
    const [pending, working, reset] = await insertLetters([
      { subject: 'В очереди', status: 'pending', nextAttemptAt: new Date(base + 10 * HOUR) },
      { subject: 'Отправляется', status: 'onwork', attempts: 1, nextAttemptAt: new Date(base + 10 * HOUR) },
      { subject: 'Восстановление пароля', kind: 'password-reset', status: 'done', text: '(удалён)' },
    ]);
    const before = await server.database.db.select().from(mailOutbox);
    const audits = await auditCount();
    expect(await call(server, operator, 'Letter/Resend', { id: pending })).toMatchObject({
      success: false,
      data: 'CONFLICT',
      message: 'Нельзя отправить повторно письмо со статусом «На рассмотрении»: это возможно только из статусов «Исполнено», «Ошибка», «Заблокировано», «Отклонено».',
    });
    expect(await call(server, operator, 'Letter/Resend', { id: working })).toMatchObject({ success: false, data: 'CONFLICT', message: expect.stringContaining('сейчас отправляется') });
    expect(await call(server, operator, 'Letter/Resend', { id: reset })).toMatchObject({ success: false, data: 'CONFLICT', message: expect.stringContaining('запросить новую ссылку') });
    expect(await server.database.db.select().from(mailOutbox)).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });

  it('refuses bad params, a missing letter and callers without manageLetters', async () => {
    const [id] = await insertLetters([{ subject: 'Приглашение', status: 'fail' }]);
    expect(await call(server, operator, 'Letter/Resend', { id: -1 })).toMatchObject({ success: false, data: 'INVALID_PARAMS' });
    expect(await call(server, operator, 'Letter/Resend', { id: 999_999 })).toMatchObject({ success: false, data: 'NOT_FOUND' });
    expect(await call(server, curator, 'Letter/Resend', { id })).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
    expect((await row(id as number))?.status).toBe('fail');
  });
});

describe('Letter/Decline', () => {
  it('cancels a letter not sent yet, which the mailer then leaves alone, and audits it', async () => {
    const [id] = await insertLetters([{ subject: 'Ожидает повтора', status: 'wait', attempts: 1, nextAttemptAt: new Date(server.clock.now() - 1000) }]);
    expect(await call(server, admin, 'Letter/Decline', { id })).toMatchObject({ success: true, data: { id, status: 'decline', next_attempt_at: null } });
    await server.app.services.mailer.flush();
    expect(server.mail).toEqual([]);
    expect((await row(id as number))?.status).toBe('decline');
    const [entry] = await auditOf(server, admin, 'letter', id as number);
    expect(entry).toMatchObject({ action: 'Letter/Decline', before: { status: 'wait' }, after: { status: 'decline' } });
  });

  it('refuses a letter being sent or already delivered, and writes nothing', async () => {
    const [working, done] = await insertLetters([
      { subject: 'Отправляется', status: 'onwork', attempts: 1, nextAttemptAt: new Date(base + 10 * HOUR) },
      { subject: 'Доставлено', status: 'done' },
    ]);
    const before = await server.database.db.select().from(mailOutbox);
    const audits = await auditCount();
    expect(await call(server, operator, 'Letter/Decline', { id: working })).toMatchObject({
      success: false,
      data: 'CONFLICT',
      message: 'Нельзя отменить письмо, которое сейчас отправляется: дождитесь результата отправки.',
    });
    expect(await call(server, operator, 'Letter/Decline', { id: done })).toMatchObject({ success: false, data: 'CONFLICT', message: expect.stringContaining('«Исполнено»') });
    expect(await server.database.db.select().from(mailOutbox)).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });

  it('refuses bad params and callers without manageLetters', async () => {
    const [id] = await insertLetters([{ subject: 'В очереди', status: 'pending', nextAttemptAt: new Date(base + 10 * HOUR) }]);
    expect(await call(server, operator, 'Letter/Decline', {})).toMatchObject({ success: false, data: 'INVALID_PARAMS' });
    expect(await call(server, curator, 'Letter/Decline', { id })).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
    expect(await call(server, queueOperator, 'Letter/Decline', { id })).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
    expect((await row(id as number))?.status).toBe('pending');
  });
});
