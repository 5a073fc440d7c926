import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { abiturientHistory, abiturients, callbacks } from '../src/db/schema/index.js';
import { startTestServer, type TestServer } from './harness.js';
import { insertApplicant } from './support/applicantFixtures.js';
import { call, signedInAs } from './support/organizationFixtures.js';

/**
 * The recall flag («Нужно перезвонить») follows the person's open callbacks: a booked callback
 * sets it, the last one done or canceled clears it, each change in the record's history; a call
 * registered for the person completes the caller's callbacks due by then (within the hour); a
 * merge leaves the kept record's flag right. The clock starts at Tuesday 2026-09-01 09:00 UTC.
 */
let server: TestServer;
let operator: string;
let operatorId: number;
let otherOperator: string;
let coordinator: string;
const START = Date.parse('2026-09-01T09:00:00Z');

beforeAll(async () => {
  server = await startTestServer();
  ({ id: operatorId, token: operator } = await signedInAs(server, 'operator', ['Оператор колл-центра'], 'Соколова Ирина Павловна'));
  otherOperator = (await signedInAs(server, 'operator2', ['Оператор колл-центра'])).token;
  coordinator = (await signedInAs(server, 'curator', ['Куратор'])).token;
});
afterAll(() => server.close());
afterEach(() => moveClockTo(START));

/** Moves the clock and signs everyone in again: a day's jump outlasts a session. */
async function moveClockTo(at: number | string): Promise<void> {
  server.clock.current = typeof at === 'number' ? at : Date.parse(at);
  operator = await server.signIn('operator');
  otherOperator = await server.signIn('operator2');
  coordinator = await server.signIn('curator');
}

const db = () => server.database.db;
/** Wednesday 2026-09-02, 15:00 and 18:00 in Moscow. */
const WED_15_MSK = '2026-09-02T12:00:00Z';
const WED_18_MSK = '2026-09-02T15:00:00Z';

async function book(token: string, personId: number, at: string): Promise<number> {
  const reply = await call(server, token, 'CallService/registerCall', { data: { personId, direction: 'outgoing', theme: 'prkom24', result: 5, callbackAt: at } });
  expect(reply, JSON.stringify(reply)).toMatchObject({ success: true });
  return (reply.data as { callback_id: number }).callback_id;
}

async function recallOf(personId: number): Promise<boolean> {
  const [row] = await db().select({ flags: abiturients.flags }).from(abiturients).where(eq(abiturients.id, personId));
  return row?.flags.recall === true;
}

/** The history entries that changed the recall flag, oldest first. */
async function recallHistory(personId: number) {
  const rows = await db().select().from(abiturientHistory).where(eq(abiturientHistory.abiturientId, personId)).orderBy(asc(abiturientHistory.id));
  return rows.flatMap((row) => (row.changes as { field: string; before: unknown; after: unknown }[]).filter((change) => change.field === 'flags.recall').map((change) => ({ ...change, actorId: row.actorId, action: row.action, at: row.at.toISOString() })));
}

async function statusOf(id: number): Promise<string | undefined> {
  const [row] = await db().select({ status: callbacks.status }).from(callbacks).where(eq(callbacks.id, id));
  return row?.status;
}

describe('the recall flag follows the callbacks', () => {
  it('is set when a callback is booked, with a history entry naming the operator', async () => {
    const person = await insertApplicant(server, { last_name: 'Перезвонова', first_name: 'Анна' });
    expect(await recallOf(person)).toBe(false);
    await book(operator, person, WED_15_MSK);
    expect(await recallOf(person)).toBe(true);
    expect(await recallHistory(person)).toEqual([{ field: 'flags.recall', before: false, after: true, actorId: operatorId, action: 'interaction', at: new Date(START).toISOString() }]);
  });

  it('stays while a second callback is open and is cleared with the last one, each change once in the history', async () => {
    const person = await insertApplicant(server, { last_name: 'Дважды', first_name: 'Борис' });
    const first = await book(operator, person, WED_15_MSK);
    const second = await book(otherOperator, person, WED_18_MSK);
    expect(await call(server, operator, 'Callback/Complete', { id: first })).toMatchObject({ success: true, data: { status: 'done' } });
    expect(await recallOf(person)).toBe(true);
    expect(await recallHistory(person)).toHaveLength(1);
    expect(await call(server, coordinator, 'Callback/Cancel', { id: second })).toMatchObject({ success: true, data: { status: 'canceled' } });
    expect(await recallOf(person)).toBe(false);
    const history = await recallHistory(person);
    expect(history).toHaveLength(2);
    expect(history[1]).toMatchObject({ before: true, after: false, action: 'interaction' });
    expect(history[1]?.actorId).not.toBeNull();
    expect(history[1]?.actorId).not.toBe(operatorId);
  });

  it('is cleared by completing the only callback, and a flag set by hand goes with it', async () => {
    const person = await insertApplicant(server, { last_name: 'Вручную', first_name: 'Вера', flags: { recall: true } });
    const id = await book(operator, person, WED_15_MSK);
    // Already set: booking changes nothing and writes no entry.
    expect(await recallHistory(person)).toEqual([]);
    expect(await call(server, operator, 'Callback/Complete', { id })).toMatchObject({ success: true });
    expect(await recallOf(person)).toBe(false);
    expect(await recallHistory(person)).toMatchObject([{ before: true, after: false, actorId: operatorId }]);
  });

  it('is left alone by a move', async () => {
    const person = await insertApplicant(server, { last_name: 'Переносова', first_name: 'Галина' });
    const id = await book(operator, person, WED_15_MSK);
    expect(await call(server, operator, 'Callback/Move', { id, at: WED_18_MSK })).toMatchObject({ success: true });
    expect(await recallOf(person)).toBe(true);
    expect(await recallHistory(person)).toHaveLength(1);
  });

  it('does not change when a refused completion writes nothing', async () => {
    const person = await insertApplicant(server, { last_name: 'Чужая', first_name: 'Дарья' });
    const id = await book(operator, person, WED_15_MSK);
    expect(await call(server, otherOperator, 'Callback/Complete', { id })).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
    expect(await recallOf(person)).toBe(true);
    expect(await statusOf(id)).toBe('open');
  });
});

describe('a registered call completes the callbacks it makes', () => {
  it("marks the caller's callback due within the hour done, says so, and clears the flag", async () => {
    const person = await insertApplicant(server, { last_name: 'Должникова', first_name: 'Елена' });
    const due = await book(operator, person, WED_15_MSK);
    const later = await book(operator, person, '2026-09-03T12:00:00Z');
    const others = await book(otherOperator, person, WED_15_MSK);
    // 14:10 in Moscow: the 15:00 callback is 50 minutes ahead, inside the hour.
    await moveClockTo('2026-09-02T11:10:00Z');
    const reply = await call(server, operator, 'CallService/registerCall', { data: { personId: person, direction: 'outgoing', theme: 'prkom24', result: 1 } });
    expect(reply).toMatchObject({ success: true, message: 'Звонок зарегистрирован: успешный звонок, тема «Приёмная кампания 2027». Обратный звонок на 02.09.2026, 15:00 (МСК) отмечен выполненным.' });
    expect(await statusOf(due)).toBe('done');
    const [row] = await db().select({ doneAt: callbacks.doneAt }).from(callbacks).where(eq(callbacks.id, due));
    expect(row?.doneAt?.toISOString()).toBe('2026-09-02T11:10:00.000Z');
    expect(await statusOf(later)).toBe('open');
    expect(await statusOf(others)).toBe('open');
    expect(await recallOf(person)).toBe(true);

    // The other operator's and the next day's are closed in the calendar; the flag goes with the last.
    expect(await call(server, otherOperator, 'Callback/Cancel', { id: others })).toMatchObject({ success: true });
    expect(await call(server, operator, 'Callback/Cancel', { id: later })).toMatchObject({ success: true });
    expect(await recallOf(person)).toBe(false);
  });

  it('completes an overdue callback and books the new one in the same call, the flag staying set', async () => {
    const person = await insertApplicant(server, { last_name: 'Просрочкин', first_name: 'Жан' });
    const overdue = await book(operator, person, WED_15_MSK);
    await moveClockTo('2026-09-02T14:00:00Z');
    const reply = await call(server, operator, 'CallService/registerCall', { data: { personId: person, direction: 'outgoing', theme: 'prkom24', result: 5, callbackAt: '2026-09-03T07:00:00Z' } });
    expect(reply).toMatchObject({
      success: true,
      message: 'Звонок зарегистрирован: перезвонить позже, тема «Приёмная кампания 2027». Обратный звонок на 02.09.2026, 15:00 (МСК) отмечен выполненным. Обратный звонок назначен на 03.09.2026, 10:00 (МСК).',
    });
    expect(await statusOf(overdue)).toBe('done');
    expect(await statusOf((reply.data as { callback_id: number }).callback_id)).toBe('open');
    expect(await recallOf(person)).toBe(true);
    expect(await recallHistory(person)).toHaveLength(1);
  });

  it('leaves a callback more than an hour ahead open', async () => {
    const person = await insertApplicant(server, { last_name: 'Заранее', first_name: 'Зоя' });
    const id = await book(operator, person, WED_15_MSK);
    await moveClockTo('2026-09-02T10:59:00Z');
    const reply = await call(server, operator, 'CallService/registerCall', { data: { personId: person, direction: 'incoming', theme: 'prkom24', result: 1 } });
    expect(reply.message).toBe('Звонок зарегистрирован: успешный звонок, тема «Приёмная кампания 2027».');
    expect(await statusOf(id)).toBe('open');
  });
});

describe('a merge keeps the flag right', () => {
  it("sets the kept record's flag when an open callback moves over, in the merge's history entry", async () => {
    const target = await insertApplicant(server, { last_name: 'Слиянова', first_name: 'Ирина' });
    const source = await insertApplicant(server, { last_name: 'Слиянова', first_name: 'Ира' });
    await book(operator, source, WED_15_MSK);
    // A callback booked before the flag followed the callbacks: the source's flag says nothing.
    await db().update(abiturients).set({ flags: {} }).where(eq(abiturients.id, source));
    expect(await call(server, coordinator, 'Abiturient/Merge', { target, source })).toMatchObject({ success: true });
    expect(await recallOf(target)).toBe(true);
    expect((await recallHistory(target)).at(-1)).toMatchObject({ before: false, after: true, action: 'merge' });
  });

  it('keeps the flag off when nothing open moves over', async () => {
    const target = await insertApplicant(server, { last_name: 'Пустова', first_name: 'Кира' });
    const source = await insertApplicant(server, { last_name: 'Пустова', first_name: 'Кира' });
    const id = await book(operator, source, WED_15_MSK);
    expect(await call(server, operator, 'Callback/Complete', { id })).toMatchObject({ success: true });
    expect(await call(server, coordinator, 'Abiturient/Merge', { target, source })).toMatchObject({ success: true });
    expect(await recallOf(target)).toBe(false);
  });
});
