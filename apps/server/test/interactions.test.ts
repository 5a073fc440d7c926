import { CALL_ONLY_BY_CALL_FORM, type Interaction } from '@abitura/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abiturientHistory, abiturientInteractions, abiturients } from '../src/db/schema/index.js';
import { startTestServer, type TestServer } from './harness.js';
import { insertApplicant, insertInteraction } from './support/applicantFixtures.js';
import { auditOf, call, insertOrganizations, signedInAs } from './support/organizationFixtures.js';

/** The applicant's timeline: Interaction/Create with the processing-status state machine, and Interaction/Get. */
let server: TestServer;
let admin: string;
let operator: string;
let operatorId: number;
let analyst: string;
let college: number;

const NOW = Date.parse('2026-09-01T09:00:00Z');

beforeAll(async () => {
  server = await startTestServer();
  admin = (await signedInAs(server, 'admin', ['Администратор'])).token;
  ({ id: operatorId, token: operator } = await signedInAs(server, 'operator', ['Оператор колл-центра'], 'Соколова Ирина Павловна'));
  analyst = (await signedInAs(server, 'analyst', ['Аналитик'])).token;
  [college] = (await insertOrganizations(server, [{ type: 'college', name: 'Колледж взаимодействий', organizationId: 'INT1' }])) as [number];
});
afterAll(() => server.close());

const db = () => server.database.db;
const stateOf = async (id: number) => {
  const [row] = await db().select({ status: abiturients.processingStatus, last: abiturients.lastInteractionAt, updated: abiturients.updatedAt }).from(abiturients).where(eq(abiturients.id, id));
  const interactions = Number((await db().select({ n: count() }).from(abiturientInteractions).where(eq(abiturientInteractions.abiturientId, id)))[0]?.n);
  const history = Number((await db().select({ n: count() }).from(abiturientHistory).where(eq(abiturientHistory.abiturientId, id)))[0]?.n);
  return { ...row, interactions, history };
};
const record = (id: number, type: string, extra: Record<string, unknown> = {}) => call(server, operator, 'Interaction/Create', { id, type, ...extra });

describe('Interaction/Create: the processing status state machine', () => {
  it.each([
    ['not_processed', 'work', {}, 'in_progress'],
    ['work_end', 'work', {}, 'in_progress'],
    ['in_progress', 'workend', { result: 'success' }, 'work_done'],
    ['in_progress', 'workend', { result: 'fail' }, 'work_end'],
    ['in_progress', 'workend', { result: 'not_needed' }, 'process_not_need'],
    ['in_progress', 'wait', {}, 'not_processed'],
  ])('moves %s by %s %j to %s, with a history entry and an audit entry', async (from, type, extra, to) => {
    const id = await insertApplicant(server, { last_name: 'Переходов', first_name: from }, { processingStatus: from });
    const reply = await record(id, type, extra);
    expect(reply, JSON.stringify(reply)).toMatchObject({ success: true, data: { processing_status: to, interaction: { type, category: 'system', person: id, author: { id: operatorId, name: 'Соколова Ирина Павловна' } } } });
    const state = await stateOf(id);
    expect(state).toMatchObject({ status: to, interactions: 1, history: 1 });
    const [entry] = await db().select().from(abiturientHistory).where(eq(abiturientHistory.abiturientId, id));
    expect(entry).toMatchObject({ action: 'interaction', actorId: operatorId, changes: [{ field: 'processing_status', before: from, after: to }] });
    const [audit] = await auditOf(server, admin, 'abiturient', id);
    expect(audit).toMatchObject({ action: 'Interaction/Create', actorId: operatorId, before: { processing_status: from }, after: { type, processing_status: to } });
  });

  it('walks a whole path: taken, returned to the queue, taken again, ended without success, reopened, done', async () => {
    const id = await insertApplicant(server, { last_name: 'Путников', first_name: 'Олег' });
    const steps: Array<[string, Record<string, unknown>, string]> = [
      ['work', {}, 'in_progress'],
      ['wait', {}, 'not_processed'],
      ['work', {}, 'in_progress'],
      ['workend', { result: 'fail' }, 'work_end'],
      ['work', {}, 'in_progress'],
      ['workend', { result: 'success' }, 'work_done'],
    ];
    for (const [type, extra, to] of steps) expect(await record(id, type, extra)).toMatchObject({ success: true, data: { processing_status: to } });
    const history = await call(server, analyst, 'Abiturient/History', { id });
    expect((history.data as { items: Array<{ changes: Array<{ after: unknown }> }> }).items.map((entry) => entry.changes[0]?.after)).toEqual(steps.map(([, , to]) => to).reverse());
  });

  it.each([
    ['workend from not_processed', 'not_processed', 'workend', { result: 'success' }, 'CONFLICT', 'Нельзя завершить работу с абитуриента со статусом «Ожидает обработки»: это возможно только из статуса «В работе».'],
    ['work from in_progress', 'in_progress', 'work', {}, 'CONFLICT', 'Нельзя взять в работу абитуриента со статусом «В работе»: это возможно только из статусов «Ожидает обработки» или «Обработан безуспешно».'],
    ['work from the final work_done', 'work_done', 'work', {}, 'CONFLICT', 'Нельзя взять в работу абитуриента со статусом «Обработан успешно»: это возможно только из статусов «Ожидает обработки» или «Обработан безуспешно».'],
    ['wait from process_not_need', 'process_not_need', 'wait', {}, 'CONFLICT', 'Нельзя вернуть в очередь абитуриента со статусом «Обработка не требуется»: это возможно только из статуса «В работе».'],
    ['wait from not_processed', 'not_processed', 'wait', {}, 'CONFLICT', 'Нельзя вернуть в очередь абитуриента со статусом «Ожидает обработки»: это возможно только из статуса «В работе».'],
    ['workend without a result', 'in_progress', 'workend', {}, 'INVALID_PARAMS', 'Укажите итог работы: успешно, безуспешно или обработка не требуется.'],
    ['workend with an unknown result', 'in_progress', 'workend', { result: 'maybe' }, 'INVALID_PARAMS', 'Укажите итог работы: успешно, безуспешно или обработка не требуется.'],
    ['added on an existing record', 'not_processed', 'added', {}, 'INVALID_PARAMS', 'Запись «Добавлен в систему» появляется сама, когда абитуриента добавляют: выберите другой тип взаимодействия.'],
  ])('refuses %s with its sentence and writes nothing', async (_name, from, type, extra, code, message) => {
    const id = await insertApplicant(server, { last_name: 'Отказов', first_name: 'Тест' }, { processingStatus: from });
    const before = await stateOf(id);
    expect(await record(id, type, extra)).toMatchObject({ success: false, data: code, message });
    expect(await stateOf(id)).toEqual(before);
    expect(await auditOf(server, admin, 'abiturient', id)).toEqual([]);
  });

  it('lets only one of two operators taking the same applicant at once succeed; the other is told why', async () => {
    const id = await insertApplicant(server, { last_name: 'Гонкин', first_name: 'Семён' });
    const second = (await signedInAs(server, 'operator2', ['Оператор колл-центра'])).token;
    const replies = await Promise.all([record(id, 'work'), call(server, second, 'Interaction/Create', { id, type: 'work' })]);
    expect(replies.filter((reply) => reply.success)).toHaveLength(1);
    expect(replies.find((reply) => !reply.success)).toMatchObject({ data: 'CONFLICT', message: expect.stringContaining('со статусом «В работе»') });
    expect(await stateOf(id)).toMatchObject({ status: 'in_progress', interactions: 1, history: 1 });
  });

  it('leaves the status alone for a staff interaction, and moves the last contact and updated_at', async () => {
    const id = await insertApplicant(server, { last_name: 'Звонков', first_name: 'Иван' }, { processingStatus: 'in_progress' });
    server.clock.current = NOW + 60_000;
    const reply = await record(id, 'consultation', { result: 5, organization: college, OID: 42, action_data: { comment: 'Перезвонить вечером' } });
    expect(reply, JSON.stringify(reply)).toMatchObject({
      success: true,
      data: {
        processing_status: 'in_progress',
        interaction: { type: 'consultation', name: 'Консультация', category: 'users', color: 'primary', icon: 'support_agent', result: '5', OID: '42', organization: { id: college, name: 'Колледж взаимодействий' }, action_data: { comment: 'Перезвонить вечером' }, date: '2026-09-01T09:01:00.000Z' },
      },
    });
    const state = await stateOf(id);
    expect(state).toMatchObject({ status: 'in_progress', interactions: 1, history: 0 });
    expect(state.last?.toISOString()).toBe('2026-09-01T09:01:00.000Z');
    expect(state.updated?.toISOString()).toBe('2026-09-01T09:01:00.000Z');
  });

  it('dates an interaction by action_data.date: a past one keeps the last contact where it was; one a minute ahead or more is refused', async () => {
    const id = await insertApplicant(server, { last_name: 'Датов', first_name: 'Пётр' }, { lastInteractionAt: new Date('2026-08-31T12:00:00Z') });
    server.clock.current = NOW;
    const past = await record(id, 'visit', { action_data: { date: '2026-08-30T10:00:00+03:00' } });
    expect(past).toMatchObject({ success: true, data: { interaction: { date: '2026-08-30T07:00:00.000Z', created_at: '2026-09-01T09:00:00.000Z' } } });
    expect((await stateOf(id)).last?.toISOString()).toBe('2026-08-31T12:00:00.000Z');
    expect(await record(id, 'visit', { action_data: { date: '2026-09-01T09:00:30Z' } })).toMatchObject({ success: true });
    expect(await record(id, 'visit', { action_data: { date: '2026-09-01T09:02:00Z' } })).toMatchObject({
      success: false,
      data: 'INVALID_PARAMS',
      issues: [{ path: 'action_data.date', message: 'Дата взаимодействия ещё не наступила: укажите, когда оно уже состоялось.' }],
    });
    expect(await record(id, 'visit', { action_data: { date: 'вчера' } })).toMatchObject({ success: false, data: 'INVALID_PARAMS' });
  });

  it("takes 'custom-unknown' as no organization, refuses an unknown one, an unknown type, an unknown applicant", async () => {
    const id = await insertApplicant(server, { last_name: 'Организаций', first_name: 'Нет' });
    expect(await record(id, 'send', { organization: 'custom-unknown' })).toMatchObject({ success: true, data: { interaction: { organization: null } } });
    expect(await record(id, 'send', { organization: 999_999 })).toMatchObject({ success: false, data: 'NOT_FOUND', issues: [{ path: 'organization' }] });
    expect(await record(id, 'teleport')).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path: 'type', message: 'Неизвестный тип взаимодействия' }] });
    expect(await record(999_999, 'send')).toMatchObject({ success: false, data: 'NOT_FOUND' });
    expect((await stateOf(id)).interactions).toBe(1);
  });

  it('refuses a call: there is one way to log one, the call form with its theme, result and callback', async () => {
    const id = await insertApplicant(server, { last_name: 'Звонкова', first_name: 'Инна' });
    for (const type of ['incall', 'outcall']) {
      const reply = await record(id, type, { result: 'Поговорили' });
      expect(reply, type).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path: 'type', message: CALL_ONLY_BY_CALL_FORM }] });
    }
    expect((await stateOf(id)).interactions).toBe(0);
  });

  it('is refused without manageInteractions', async () => {
    const id = await insertApplicant(server, { last_name: 'Прав', first_name: 'Нет' });
    expect(await call(server, analyst, 'Interaction/Create', { id, type: 'incall' })).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
    expect((await stateOf(id)).interactions).toBe(0);
  });
});

describe('Interaction/Get', () => {
  let id: number;

  beforeAll(async () => {
    id = await insertApplicant(server, { last_name: 'Лентов', first_name: 'Антон' });
    await insertInteraction(server, id, 'added', new Date('2026-08-01T10:00:00Z'));
    await insertInteraction(server, id, 'incall', new Date('2026-08-02T10:00:00Z'), { authorId: operatorId, organizationId: college, result: '1', actionData: { comment: 'Звонил сам' } });
    await insertInteraction(server, id, 'work', new Date('2026-08-03T10:00:00Z'), { authorId: operatorId });
    await insertInteraction(server, id, 'legacyCall', new Date('2026-08-04T10:00:00Z'));
    await insertInteraction(server, id, 'description', new Date('2026-08-05T10:00:00Z'), { authorId: operatorId });
  });

  const timeline = async (params: Record<string, unknown> = {}) => {
    const reply = await call(server, analyst, 'Interaction/Get', { id, ...params });
    expect(reply, JSON.stringify(reply)).toMatchObject({ success: true });
    return reply.data as { items: Interaction[]; total: number };
  };

  it('reads newest first with the type names, the author and the organization; a legacy type reads as a staff entry named by itself', async () => {
    const { items, total } = await timeline();
    expect(total).toBe(5);
    expect(items.map((item) => item.type)).toEqual(['description', 'legacyCall', 'work', 'incall', 'added']);
    expect(items[1]).toMatchObject({ type: 'legacyCall', name: 'legacyCall', category: 'users', color: 'neutral', author: null, organization: null });
    expect(items[3]).toMatchObject({ name: 'Входящий звонок', result: '1', author: { id: operatorId, name: 'Соколова Ирина Павловна' }, organization: { id: college, name: 'Колледж взаимодействий' }, action_data: { comment: 'Звонил сам' } });
  });

  it('filters by category and by type, and pages', async () => {
    expect((await timeline({ category: 'system' })).items.map((item) => item.type)).toEqual(['work', 'added']);
    expect((await timeline({ category: 'users' })).items.map((item) => item.type)).toEqual(['description', 'legacyCall', 'incall']);
    expect((await timeline({ type: ['incall', 'work'] })).items.map((item) => item.type)).toEqual(['work', 'incall']);
    expect((await timeline({ type: ['incall'], category: 'system' })).total).toBe(0);
    const second = await timeline({ pageSize: 10, page: 2 });
    expect(second).toMatchObject({ total: 5, items: [] });
  });

  it('refuses an unknown applicant, an unknown type filter and a caller without the record', async () => {
    expect(await call(server, analyst, 'Interaction/Get', { id: 999_999 })).toMatchObject({ success: false, data: 'NOT_FOUND' });
    expect(await call(server, analyst, 'Interaction/Get', { id, type: ['teleport'] })).toMatchObject({ success: false, data: 'INVALID_PARAMS' });
    const queue = (await signedInAs(server, 'queue', ['Оператор очереди'])).token;
    expect(await call(server, queue, 'Interaction/Get', { id })).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
  });
});
