import type { Callback, CallPerson, Interaction } from '@abitura/contracts';
import type { Reply } from '@abitura/contracts/wire';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abiturientInteractions, callbacks, rolePermissions, roles } from '../src/db/schema/index.js';
import { startTestServer, type TestServer } from './harness.js';
import { insertApplicant } from './support/applicantFixtures.js';
import { auditOf, call, insertOrganizations, signedInAs } from './support/organizationFixtures.js';

/**
 * The call card's server: finding the person, their timeline, registering a call with its
 * callback time rules, and the callbacks' lifecycle (move, complete, cancel). The clock stands
 * at the harness's Tuesday 2026-09-01 09:00 UTC (12:00 in Moscow).
 */
let server: TestServer;
let admin: string;
let operator: string;
let operatorId: number;
let otherOperator: string;
let coordinator: string;
let analyst: string;
let viewerOnly: string;
let college: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await signedInAs(server, 'admin', ['Администратор'])).token;
  ({ id: operatorId, token: operator } = await signedInAs(server, 'operator', ['Оператор колл-центра'], 'Соколова Ирина Павловна'));
  otherOperator = (await signedInAs(server, 'operator2', ['Оператор колл-центра'])).token;
  coordinator = (await signedInAs(server, 'curator', ['Куратор'])).token;
  analyst = (await signedInAs(server, 'analyst', ['Аналитик'])).token;
  // The call card without the right to write the timeline.
  const [role] = await server.database.db.insert(roles).values({ name: 'Только карточка звонка' }).returning({ id: roles.id });
  await server.database.db.insert(rolePermissions).values({ roleId: (role as { id: number }).id, permission: 'viewCallCard' });
  viewerOnly = (await signedInAs(server, 'viewer', ['Только карточка звонка'])).token;
  [college] = (await insertOrganizations(server, [{ type: 'college', name: 'Колледж звонков', organizationId: 'CALL1' }])) as [number];
});
afterAll(() => server.close());

const db = () => server.database.db;
const WEDNESDAY_15_MSK = '2026-09-02T12:00:00Z';
const SUNDAY_00_30_MSK = '2026-09-05T21:30:00Z';
const MONDAY_00_30_MSK = '2026-09-06T21:30:00Z';

const register = (token: string, data: Record<string, unknown>) => call(server, token, 'CallService/registerCall', { data });
const countsOf = async (personId: number) => ({
  interactions: Number((await db().select({ n: count() }).from(abiturientInteractions).where(eq(abiturientInteractions.abiturientId, personId)))[0]?.n),
  callbacks: Number((await db().select({ n: count() }).from(callbacks).where(eq(callbacks.abiturientId, personId)))[0]?.n),
});
const issuePaths = (reply: Reply) => (reply.success ? [] : (reply.issues ?? []).map((issue) => issue.path));

function expectRefused(reply: Reply, code: string, message?: string): void {
  expect(reply, JSON.stringify(reply)).toMatchObject({ success: false, data: code });
  if (message !== undefined) expect(reply.message).toBe(message);
}

/** A callback made the way the card makes one; its id. */
async function newCallback(token: string, personId: number, at = WEDNESDAY_15_MSK): Promise<number> {
  const reply = await register(token, { personId, direction: 'outgoing', theme: 'prkom24', result: 5, callbackAt: at });
  expect(reply, JSON.stringify(reply)).toMatchObject({ success: true });
  return (reply.data as { callback_id: number }).callback_id;
}

describe('CallService/getPersonList', () => {
  it('finds the person by id, by phone and by name, in the quick lookup\'s shape', async () => {
    const id = await insertApplicant(server, { last_name: 'Звонарёва', first_name: 'Алиса', phones: ['+7 916 700-11-22'] });
    const byId = await call(server, operator, 'CallService/getPersonList', { search: { id } });
    expect(byId).toMatchObject({ success: true, data: { items: [{ id, fullname: 'Звонарёва Алиса', phones: ['+7 916 700-11-22'], matched: 'id' }], more: false } });
    const byPhone = await call(server, operator, 'CallService/getPersonList', { search: { text: '916 700-11-22' } });
    expect((byPhone.data as { items: CallPerson[] }).items[0]).toMatchObject({ id, matched: 'phone' });
    const byName = await call(server, operator, 'CallService/getPersonList', { search: { text: 'Звонарева Алиса' } });
    expect((byName.data as { items: CallPerson[] }).items.map((item) => item.id)).toContain(id);
  });

  it('answers an unknown id with no one', async () => {
    expect(await call(server, operator, 'CallService/getPersonList', { search: { id: 999_999 } })).toMatchObject({ success: true, data: { items: [], more: false } });
  });

  it.each([[{ search: {} }], [{ search: { id: 'x' } }], [{ search: { text: 'а' } }], [{ search: { id: 1, text: 'Иванов' } }], [{}]])('refuses bad params %j', async (params) => {
    expectRefused(await call(server, operator, 'CallService/getPersonList', params), 'INVALID_PARAMS');
  });

  it('is refused without viewCallCard', async () => {
    expectRefused(await call(server, analyst, 'CallService/getPersonList', { search: { id: 1 } }), 'ACCESS_DENIED');
  });
});

describe('CallService/getInteractionsForPerson', () => {
  it("lists the person's timeline, newest first, with the call just registered", async () => {
    const personId = await insertApplicant(server, { last_name: 'Историева', first_name: 'Вера' });
    await register(operator, { personId, direction: 'incoming', theme: 'proftests', result: 1, comment: 'Спрашивала про тесты' });
    const reply = await call(server, operator, 'CallService/getInteractionsForPerson', { personId });
    expect(reply).toMatchObject({ success: true, data: { total: 1, page: 1, pageSize: 50 } });
    expect((reply.data as { items: Interaction[] }).items[0]).toMatchObject({ type: 'incall', result: '1', action_data: { theme: 'proftests', comment: 'Спрашивала про тесты' } });
  });

  it('refuses an unknown person, bad params and a caller without viewCallCard', async () => {
    expectRefused(await call(server, operator, 'CallService/getInteractionsForPerson', { personId: 999_999 }), 'NOT_FOUND');
    expectRefused(await call(server, operator, 'CallService/getInteractionsForPerson', { personId: 'abc' }), 'INVALID_PARAMS');
    expectRefused(await call(server, operator, 'CallService/getInteractionsForPerson', { id: 1 }), 'INVALID_PARAMS');
    expectRefused(await call(server, analyst, 'CallService/getInteractionsForPerson', { personId: 1 }), 'ACCESS_DENIED');
  });
});

describe('CallService/registerCall', () => {
  it('records an outgoing call with its theme, result, comment and organization, and answers with the toast sentence', async () => {
    const personId = await insertApplicant(server, { last_name: 'Успешная', first_name: 'Дарья' });
    const reply = await register(operator, { personId, direction: 'outgoing', theme: 'meetups', result: 1, comment: 'Придёт на день открытых дверей', organization: college });
    expect(reply, JSON.stringify(reply)).toMatchObject({
      success: true,
      message: 'Звонок зарегистрирован: успешный звонок, тема «Встречи и консультации».',
      data: { message: 'Звонок зарегистрирован: успешный звонок, тема «Встречи и консультации».', callback_id: null },
    });
    const interactionId = (reply.data as { interaction_id: number }).interaction_id;
    const [row] = await db().select().from(abiturientInteractions).where(eq(abiturientInteractions.id, interactionId));
    expect(row).toMatchObject({ abiturientId: personId, type: 'outcall', result: '1', organizationId: college, authorId: operatorId, actionData: { theme: 'meetups', comment: 'Придёт на день открытых дверей' } });
    expect(row?.occurredAt.toISOString()).toBe('2026-09-01T09:00:00.000Z');
    expect(await countsOf(personId)).toEqual({ interactions: 1, callbacks: 0 });
    const [audit] = await auditOf(server, admin, 'abiturient', personId);
    expect(audit).toMatchObject({ action: 'CallService/registerCall', actorId: operatorId, after: { interaction: interactionId, theme: 'meetups', result: 1, callback: null } });
  });

  it('books a callback for "call back later", owned by the caller, and names its Moscow time in the message', async () => {
    const personId = await insertApplicant(server, { last_name: 'Перезвонова', first_name: 'Инна' });
    const reply = await register(operator, { personId, direction: 'incoming', theme: 'prkom24', result: 5, callbackAt: WEDNESDAY_15_MSK });
    expect(reply, JSON.stringify(reply)).toMatchObject({ success: true });
    const data = reply.data as { message: string; interaction_id: number; callback_id: number };
    expect(data.message).toBe('Звонок зарегистрирован: перезвонить позже, тема «Приёмная кампания 2027». Обратный звонок назначен на 02.09.2026, 15:00 (МСК).');
    const [row] = await db().select().from(callbacks).where(eq(callbacks.id, data.callback_id));
    expect(row).toMatchObject({ abiturientId: personId, interactionId: data.interaction_id, ownerId: operatorId, status: 'open', doneAt: null });
    expect(row?.dueAt.toISOString()).toBe('2026-09-02T12:00:00.000Z');
    const [interaction] = await db().select().from(abiturientInteractions).where(eq(abiturientInteractions.id, data.interaction_id));
    expect(interaction).toMatchObject({ type: 'incall', result: '5', actionData: { theme: 'prkom24', callbackAt: '2026-09-02T12:00:00.000Z' } });
  });

  it('leaves the callback time optional after no answer or a busy line', async () => {
    const personId = await insertApplicant(server, { last_name: 'Молчунов', first_name: 'Пётр' });
    expect(await register(operator, { personId, direction: 'outgoing', theme: 'prkom24', result: 6 })).toMatchObject({ success: true, data: { callback_id: null } });
    const busy = await register(operator, { personId, direction: 'outgoing', theme: 'prkom24', result: 7, callbackAt: MONDAY_00_30_MSK });
    expect(busy).toMatchObject({ success: true });
    expect((busy.data as { callback_id: number | null }).callback_id).not.toBeNull();
    expect(await countsOf(personId)).toEqual({ interactions: 2, callbacks: 1 });
  });

  it.each([
    ['"call back later" without a time', { result: 5 }, 'data.callbackAt', 'Укажите, когда перезвонить: результат «Перезвонить позже» требует времени обратного звонка.'],
    ['a time after a successful call', { result: 1, callbackAt: WEDNESDAY_15_MSK }, 'data.callbackAt', 'Время обратного звонка указывают только для результатов «Перезвонить позже», «Нет ответа» и «Занято»: уберите его или выберите другой результат.'],
    ['a time on a Moscow Sunday (Saturday in UTC)', { result: 5, callbackAt: SUNDAY_00_30_MSK }, 'data.callbackAt', 'В воскресенье колл-центр не звонит: выберите другой день.'],
    ['a time already past', { result: 5, callbackAt: '2026-09-01T08:59:00Z' }, 'data.callbackAt', 'Время обратного звонка уже прошло: выберите время в будущем.'],
    ['a time more than a year ahead', { result: 5, callbackAt: '2027-09-03T09:00:00Z' }, 'data.callbackAt', 'Обратный звонок можно назначить не дальше чем на год вперёд: проверьте дату.'],
    ['an unknown result code', { result: 8 }, 'data.result', 'Результат звонка: код от 1 до 7'],
    ['an unknown theme', { result: 1, theme: 'weather' }, 'data.theme', 'Значения с кодом «weather» нет в справочнике «Темы разговоров»: выберите значение из списка (если его только что изменили, обновите страницу).'],
    ['a theme that is no code at all', { result: 1, theme: 'погода' }, 'data.theme', 'Выберите тему разговора из списка'],
    ['an unknown direction', { result: 1, direction: 'sideways' }, 'data.direction', 'Направление звонка: входящий или исходящий'],
  ])('refuses %s with a sentence on the field, writing nothing', async (_what, fields, path, message) => {
    const personId = await insertApplicant(server, { last_name: 'Отказов', first_name: 'Иван' });
    const reply = await register(operator, { personId, direction: 'outgoing', theme: 'prkom24', ...fields });
    expectRefused(reply, 'INVALID_PARAMS');
    expect(issuePaths(reply)).toContain(path);
    expect(reply.success ? [] : reply.issues?.map((issue) => issue.message)).toContain(message);
    expect(await countsOf(personId)).toEqual({ interactions: 0, callbacks: 0 });
  });

  it('refuses an unknown person or organization, writing nothing', async () => {
    expectRefused(await register(operator, { personId: 999_999, direction: 'outgoing', theme: 'prkom24', result: 1 }), 'NOT_FOUND');
    const personId = await insertApplicant(server, { last_name: 'Безорганизационный', first_name: 'Илья' });
    expectRefused(await register(operator, { personId, direction: 'outgoing', theme: 'prkom24', result: 5, callbackAt: WEDNESDAY_15_MSK, organization: 999_999 }), 'NOT_FOUND');
    expect(await countsOf(personId)).toEqual({ interactions: 0, callbacks: 0 });
  });

  it('is refused without viewCallCard, and without the right to write the timeline', async () => {
    const personId = await insertApplicant(server, { last_name: 'Недоступный', first_name: 'Олег' });
    expectRefused(await register(analyst, { personId, direction: 'outgoing', theme: 'prkom24', result: 1 }), 'ACCESS_DENIED');
    expectRefused(
      await register(viewerOnly, { personId, direction: 'outgoing', theme: 'prkom24', result: 1 }),
      'ACCESS_DENIED',
      'Чтобы регистрировать звонки, нужно право «Запись взаимодействий с абитуриентами»: обратитесь к администратору.',
    );
    expect(await countsOf(personId)).toEqual({ interactions: 0, callbacks: 0 });
  });
});

describe('Callback/Move, Callback/Complete, Callback/Cancel', () => {
  const rowOf = async (id: number) => (await db().select().from(callbacks).where(eq(callbacks.id, id)))[0];

  it('moves an open callback, then completes it; a done callback cannot move or be canceled, and stays as it was', async () => {
    const personId = await insertApplicant(server, { last_name: 'Жизненный', first_name: 'Цикл' });
    const id = await newCallback(operator, personId);
    const moved = await call(server, operator, 'Callback/Move', { id, at: MONDAY_00_30_MSK });
    expect(moved, JSON.stringify(moved)).toMatchObject({ success: true, data: { id, due_at: '2026-09-06T21:30:00.000Z', status: 'open', person: { id: personId, name: 'Жизненный Цикл' }, owner: { id: operatorId, name: 'Соколова Ирина Павловна' } } });
    const done = await call(server, operator, 'Callback/Complete', { id });
    expect(done).toMatchObject({ success: true, data: { status: 'done', done_at: '2026-09-01T09:00:00.000Z' } });
    const before = await rowOf(id);
    const closed = 'Этот обратный звонок уже выполнен: изменить его нельзя. Чтобы позвонить ещё раз, зарегистрируйте новый звонок.';
    expectRefused(await call(server, operator, 'Callback/Move', { id, at: WEDNESDAY_15_MSK }), 'CONFLICT', closed);
    expectRefused(await call(server, operator, 'Callback/Cancel', { id }), 'CONFLICT', closed);
    expectRefused(await call(server, operator, 'Callback/Complete', { id }), 'CONFLICT', closed);
    expect(await rowOf(id)).toEqual(before);
    const audit = await auditOf(server, admin, 'callback', id);
    expect(audit.map((entry) => entry.action).sort()).toEqual(['Callback/Complete', 'Callback/Move']);
    expect(audit.find((entry) => entry.action === 'Callback/Move')).toMatchObject({ before: { status: 'open', due_at: '2026-09-02T12:00:00.000Z' }, after: { status: 'open', due_at: '2026-09-06T21:30:00.000Z' } });
  });

  it('cancels an open callback; a canceled one cannot be completed', async () => {
    const personId = await insertApplicant(server, { last_name: 'Отменова', first_name: 'Нина' });
    const id = await newCallback(operator, personId);
    expect(await call(server, operator, 'Callback/Cancel', { id })).toMatchObject({ success: true, data: { status: 'canceled', done_at: null } });
    const before = await rowOf(id);
    expectRefused(await call(server, operator, 'Callback/Complete', { id }), 'CONFLICT', 'Этот обратный звонок отменён: изменить его нельзя. Чтобы позвонить ещё раз, зарегистрируйте новый звонок.');
    expect(await rowOf(id)).toEqual(before);
  });

  it.each([
    ['a Moscow Sunday', SUNDAY_00_30_MSK, 'В воскресенье колл-центр не звонит: выберите другой день.'],
    ['the past', '2026-08-31T09:00:00Z', 'Время обратного звонка уже прошло: выберите время в будущем.'],
  ])('refuses a move to %s with a sentence on `at`, leaving the time as it was', async (_what, at, message) => {
    const personId = await insertApplicant(server, { last_name: 'Непереносимый', first_name: 'Глеб' });
    const id = await newCallback(operator, personId);
    const reply = await call(server, operator, 'Callback/Move', { id, at });
    expectRefused(reply, 'INVALID_PARAMS', message);
    expect(issuePaths(reply)).toEqual(['at']);
    expect((await rowOf(id))?.dueAt.toISOString()).toBe('2026-09-02T12:00:00.000Z');
  });

  it("refuses another operator's callback; a coordinator may act on it", async () => {
    const personId = await insertApplicant(server, { last_name: 'Чужой', first_name: 'Звонок' });
    const id = await newCallback(operator, personId);
    const notYours = 'Это обратный звонок другого сотрудника: изменить его могут он сам или координатор.';
    expectRefused(await call(server, otherOperator, 'Callback/Move', { id, at: MONDAY_00_30_MSK }), 'ACCESS_DENIED', notYours);
    expectRefused(await call(server, otherOperator, 'Callback/Complete', { id }), 'ACCESS_DENIED', notYours);
    expect((await rowOf(id))?.status).toBe('open');
    expect(await call(server, coordinator, 'Callback/Move', { id, at: MONDAY_00_30_MSK })).toMatchObject({ success: true, data: { due_at: '2026-09-06T21:30:00.000Z', owner: { id: operatorId } } });
  });

  it('refuses an unknown callback, bad params and a caller without the calendar', async () => {
    expectRefused(await call(server, operator, 'Callback/Complete', { id: 999_999 }), 'NOT_FOUND');
    expectRefused(await call(server, operator, 'Callback/Move', { id: 1, at: 'tomorrow' }), 'INVALID_PARAMS');
    expectRefused(await call(server, operator, 'Callback/Cancel', { id: 'x' }), 'INVALID_PARAMS');
    expectRefused(await call(server, analyst, 'Callback/Cancel', { id: 1 }), 'ACCESS_DENIED');
  });

  it('follows its person when the record is merged into another, still open', async () => {
    const target = await insertApplicant(server, { last_name: 'Слиянова', first_name: 'Ольга', birth_date: '2010-05-05' });
    const source = await insertApplicant(server, { last_name: 'Слиянова', first_name: 'Ольга', birth_date: '2010-05-05' });
    const id = await newCallback(operator, source);
    expect(await call(server, coordinator, 'Abiturient/Merge', { target, source })).toMatchObject({ success: true });
    expect(await rowOf(id)).toMatchObject({ abiturientId: target, status: 'open' });
    expect(await call(server, operator, 'Callback/Complete', { id })).toMatchObject({ success: true, data: { person: { id: target } } });
  });

  it('returns the callback with its person and owner', async () => {
    const personId = await insertApplicant(server, { last_name: 'Форматов', first_name: 'Юрий' });
    const id = await newCallback(operator, personId);
    const reply = await call(server, operator, 'Callback/Cancel', { id });
    const data = reply.data as Callback;
    expect(data).toMatchObject({ id, person: { id: personId, name: 'Форматов Юрий' }, owner: { id: operatorId }, created_at: '2026-09-01T09:00:00.000Z' });
    expect(typeof data.interaction_id).toBe('number');
  });
});

describe('Callback/ListForPerson', () => {
  it("lists the person's open callbacks, anyone's, earliest first, with what each is about and whether it is overdue", async () => {
    const personId = await insertApplicant(server, { last_name: 'Открытова', first_name: 'Дела' });
    const later = await newCallback(operator, personId, MONDAY_00_30_MSK);
    const reply = await register(otherOperator, { personId, direction: 'incoming', theme: 'proftests', result: 5, callbackAt: WEDNESDAY_15_MSK, comment: 'После экзамена' });
    const overdue = (reply.data as { callback_id: number }).callback_id;
    // Its time passed without a call (registerCall refuses a time in the past, so it is moved there by hand).
    await db().update(callbacks).set({ dueAt: new Date('2026-08-31T09:00:00Z') }).where(eq(callbacks.id, overdue));
    const done = await newCallback(operator, personId);
    await call(server, operator, 'Callback/Complete', { id: done });
    const canceled = await newCallback(operator, personId);
    await call(server, operator, 'Callback/Cancel', { id: canceled });

    const listed = await call(server, analyst, 'Callback/ListForPerson', { personId });
    expect(listed, JSON.stringify(listed)).toMatchObject({ success: true });
    expect(listed.data).toEqual([
      expect.objectContaining({ id: overdue, status: 'open', overdue: true, due_at: '2026-08-31T09:00:00.000Z', title: 'Перезвонить: тема «Профтестирование»; После экзамена', person: { id: personId, name: 'Открытова Дела' } }),
      expect.objectContaining({ id: later, status: 'open', overdue: false, due_at: '2026-09-06T21:30:00.000Z', title: 'Перезвонить: тема «Приёмная кампания 2027»', owner: { id: operatorId, name: 'Соколова Ирина Павловна' } }),
    ]);
  });

  it('answers an empty list, NOT_FOUND for nobody, and is refused without viewAbiturient', async () => {
    const personId = await insertApplicant(server, { last_name: 'Пустова', first_name: 'Анна' });
    expect(await call(server, analyst, 'Callback/ListForPerson', { personId })).toMatchObject({ success: true, data: [] });
    expectRefused(await call(server, analyst, 'Callback/ListForPerson', { personId: 999_999 }), 'NOT_FOUND');
    expectRefused(await call(server, viewerOnly, 'Callback/ListForPerson', { personId }), 'ACCESS_DENIED');
  });
});
