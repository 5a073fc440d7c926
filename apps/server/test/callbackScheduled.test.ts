import type { Reply } from '@abitura/contracts/wire';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abiturientHistory, abiturientInteractions, abiturients, callbacks } from '../src/db/schema/index.js';
import { startTestServer, type TestServer } from './harness.js';
import { insertApplicant } from './support/applicantFixtures.js';
import { call, signedInAs } from './support/organizationFixtures.js';

/**
 * No callbackScheduled entry without its callback: Interaction/Create books the callback from
 * action_data.callbackAt (the picker's rules) in the same transaction, or refuses and writes
 * nothing; the call card's follow-up refuses the type and points to the call form. The clock
 * stands at Tuesday 2026-09-01 09:00 UTC (12:00 in Moscow).
 */
let server: TestServer;
let operator: string;
let operatorId: number;

beforeAll(async () => {
  server = await startTestServer();
  ({ id: operatorId, token: operator } = await signedInAs(server, 'operator', ['Оператор колл-центра'], 'Соколова Ирина Павловна'));
});
afterAll(() => server.close());

const db = () => server.database.db;

/** What the person has: timeline entries, callbacks, the recall flag and history entries. */
async function footprintOf(personId: number) {
  const n = async (rows: Promise<{ n: number }[]>) => Number((await rows)[0]?.n);
  const [row] = await db().select({ flags: abiturients.flags }).from(abiturients).where(eq(abiturients.id, personId));
  return {
    interactions: await n(db().select({ n: count() }).from(abiturientInteractions).where(eq(abiturientInteractions.abiturientId, personId))),
    callbacks: await n(db().select({ n: count() }).from(callbacks).where(eq(callbacks.abiturientId, personId))),
    recall: row?.flags.recall === true,
    history: await n(db().select({ n: count() }).from(abiturientHistory).where(eq(abiturientHistory.abiturientId, personId))),
  };
}

const schedule = (personId: number, actionData: Record<string, unknown>) =>
  call(server, operator, 'Interaction/Create', { id: personId, type: 'callbackScheduled', result: 'Обратный звонок назначен', action_data: actionData });
const issuesOf = (reply: Reply) => (reply.success ? [] : (reply.issues ?? []).map((issue) => ({ path: issue.path, message: issue.message })));

describe('Interaction/Create callbackScheduled', () => {
  it('books the callback for the caller in the same write, sets the recall flag and shows in the calendar', async () => {
    const person = await insertApplicant(server, { last_name: 'Календарёва', first_name: 'Ольга' });
    const reply = await schedule(person, { callbackAt: '2026-09-03T15:30:00+03:00', comment: 'Просила перезвонить после уроков' });
    expect(reply, JSON.stringify(reply)).toMatchObject({ success: true, message: 'Обратный звонок назначен на 03.09.2026, 15:30 (МСК): он появился в календаре.' });
    const interaction = (reply.data as { interaction: { id: number; action_data: Record<string, unknown> } }).interaction;
    expect(interaction.action_data).toMatchObject({ callbackAt: '2026-09-03T12:30:00.000Z', comment: 'Просила перезвонить после уроков' });
    const rows = await db().select().from(callbacks).where(eq(callbacks.abiturientId, person));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ interactionId: interaction.id, ownerId: operatorId, status: 'open' });
    expect(rows[0]?.dueAt.toISOString()).toBe('2026-09-03T12:30:00.000Z');
    expect(await footprintOf(person)).toMatchObject({ callbacks: 1, recall: true, history: 1 });
    const [entry] = await db().select().from(abiturientHistory).where(eq(abiturientHistory.abiturientId, person));
    expect(entry).toMatchObject({ actorId: operatorId, changes: [{ field: 'flags.recall', before: false, after: true }] });
    const calendar = await call(server, operator, 'Calendar/List', { from: '2026-09-03', to: '2026-09-03', kinds: ['callback'] });
    expect((calendar.data as { entries: { kind: string; id: number }[] }).entries).toContainEqual(expect.objectContaining({ kind: 'callback', id: rows[0]?.id }));
  });

  it.each([
    ['no time', {}, 'Для записи «Назначен обратный звонок» укажите время обратного звонка (action_data.callbackAt): дата и время ISO 8601 с часовым поясом'],
    ['a time without its zone', { callbackAt: '2026-09-03T15:30:00' }, 'Для записи «Назначен обратный звонок» укажите время обратного звонка (action_data.callbackAt): дата и время ISO 8601 с часовым поясом'],
    ['a past time', { callbackAt: '2026-09-01T08:00:00Z' }, 'Время обратного звонка уже прошло: выберите время в будущем.'],
    ['a Moscow Sunday', { callbackAt: '2026-09-06T10:00:00+03:00' }, 'В воскресенье колл-центр не звонит: выберите другой день.'],
    ['a time more than a year ahead', { callbackAt: '2027-09-03T10:00:00+03:00' }, 'Обратный звонок можно назначить не дальше чем на год вперёд: проверьте дату.'],
  ])('refuses %s with a sentence on action_data.callbackAt, writing nothing', async (_what, actionData, message) => {
    const person = await insertApplicant(server, { last_name: 'Отказова', first_name: 'Полина' });
    const before = await footprintOf(person);
    const reply = await schedule(person, actionData);
    expect(reply).toMatchObject({ success: false, data: 'INVALID_PARAMS' });
    expect(issuesOf(reply)).toContainEqual({ path: 'action_data.callbackAt', message });
    expect(await footprintOf(person)).toEqual(before);
  });

  it('leaves the other types as they were: a callback time on a recall entry books nothing', async () => {
    const person = await insertApplicant(server, { last_name: 'Прежняя', first_name: 'Рита' });
    expect(await call(server, operator, 'Interaction/Create', { id: person, type: 'recall', action_data: { callbackAt: '2026-09-03T12:00:00Z' } })).toMatchObject({ success: true });
    expect(await footprintOf(person)).toMatchObject({ interactions: 1, callbacks: 0, recall: false });
  });
});

describe('CallService/createInteraction callbackScheduled', () => {
  it('is refused with a sentence pointing to the call form, writing nothing', async () => {
    const person = await insertApplicant(server, { last_name: 'Формова', first_name: 'Софья' });
    const reply = await call(server, operator, 'CallService/createInteraction', { personId: person, actionType: 9 });
    const message = 'Обратный звонок назначается в форме звонка: выберите результат «Перезвонить позже» и укажите время обратного звонка.';
    expect(reply).toMatchObject({ success: false, data: 'INVALID_PARAMS', message });
    expect(issuesOf(reply)).toContainEqual({ path: 'actionType', message });
    expect(await footprintOf(person)).toMatchObject({ interactions: 0, callbacks: 0 });
  });
});
