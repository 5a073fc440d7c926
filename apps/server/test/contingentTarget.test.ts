import { CLAIM_MINUTES } from '@abitura/contracts';
import { targetPriorityReason } from '@abitura/contracts/vocabulary';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { abiturients } from '../src/db/schema/index.js';
import { startTestServer, type TestServer } from './harness.js';
import { insertApplicant } from './support/applicantFixtures.js';
import { call, signedInAs } from './support/organizationFixtures.js';
import { expectClearFailure } from './support/serverSupport.js';

/** Abiturient/Target, Claim and Release: the priority order, claims held by one operator at a time, contention, expiry. */
let server: TestServer;
let first: { id: number; token: string };
let second: { id: number; token: string };
let queueOperator: string;
const START = Date.parse('2026-09-01T09:00:00Z');
const ids: Record<string, number> = {};

interface Target {
  id: number;
  fullname: string;
  priority: number;
  last_interaction_at: string | null;
  processing_status: string;
  claim: { by: { id: number; name: string }; until: string; mine: boolean } | null;
}
interface Page {
  items: Target[];
  total: number;
}

const keyOf = (id: number) => Object.keys(ids).find((key) => ids[key] === id) ?? `#${id}`;
const keysOf = (page: Page) => page.items.map((item) => keyOf(item.id));

async function target(params: Record<string, unknown> = {}, token = first.token): Promise<Page> {
  const reply = await call(server, token, 'Abiturient/Target', params);
  expect(reply, JSON.stringify(reply)).toMatchObject({ success: true });
  return reply.data as Page;
}
async function claimed(params: Record<string, unknown>, token: string): Promise<Target> {
  const reply = await call(server, token, 'Abiturient/Claim', params);
  expect(reply, JSON.stringify(reply)).toMatchObject({ success: true });
  return reply.data as Target;
}
const at = (ms: number) => new Date(ms).toISOString();

beforeAll(async () => {
  server = await startTestServer();
  first = await signedInAs(server, 'first', ['Оператор колл-центра', 'Аналитик'], 'Первова Анна');
  second = await signedInAs(server, 'second', ['Куратор'], 'Вторых Борис');
  queueOperator = (await signedInAs(server, 'queue', ['Оператор очереди'])).token;
  const created = (day: number) => ({ createdAt: new Date(`2026-08-${String(day).padStart(2, '0')}T09:00:00Z`) });
  ids.priority1 = await insertApplicant(server, { last_name: 'Первый', first_name: 'Приоритет', tags: ['priority_ca_1'], category: 'moscow_9_25' }, created(20));
  ids.priority1Other = await insertApplicant(server, { last_name: 'Первый', first_name: 'Другой', tags: ['priority_ca_1', 'prkom2024'], category: 'other' }, created(19));
  ids.priority2 = await insertApplicant(server, { last_name: 'Второй', first_name: 'Приоритет', tags: ['priority_ca_2'] }, created(18));
  ids.recall = await insertApplicant(server, { last_name: 'Перезвонить', first_name: 'Просил', flags: { recall: true }, category: 'moscow_9_25' }, created(17));
  ids.contacted = await insertApplicant(server, { last_name: 'Звонили', first_name: 'Давно', category: 'moscow_9_25' }, { ...created(1), lastInteractionAt: new Date('2026-08-10T09:00:00Z') });
  ids.neverCalled = await insertApplicant(server, { last_name: 'Незвонили', first_name: 'Никогда', category: 'moscow_9_25' }, created(16));
  ids.region = await insertApplicant(server, { last_name: 'Регионов', first_name: 'Иван', category: 'region_9' }, created(15));
  ids.inProgress = await insertApplicant(server, { last_name: 'Вработе', first_name: 'Уже', category: 'moscow_11' }, { ...created(2), processingStatus: 'in_progress' });
  ids.done = await insertApplicant(server, { last_name: 'Готовый', first_name: 'Обработан', tags: ['priority_ca_1'], category: 'moscow_9_25' }, { ...created(3), processingStatus: 'work_done' });
  ids.skipped = await insertApplicant(server, { last_name: 'Ненужный', first_name: 'Пропущен' }, { ...created(4), processingStatus: 'process_not_need' });
});
beforeEach(async () => {
  server.clock.current = START;
  await server.database.db.update(abiturients).set({ claimedBy: null, claimedUntil: null }).where(sql`true`);
});
afterAll(() => server.close());

const ORDER = ['priority1', 'priority1Other', 'priority2', 'recall', 'neverCalled', 'contacted', 'inProgress', 'region'];

describe('Abiturient/Target', () => {
  it('lists the open applicants, highest priority first, then the longest waiting', async () => {
    const page = await target();
    expect(keysOf(page)).toEqual(ORDER);
    expect(page.total).toBe(8);
    expect(page.items.map((item) => item.priority)).toEqual([0, 1, 11, 20, 30, 30, 31, 31]);
    // The staff app reads why from the number (the SDK's targetPriorityReason): it must agree with the stored column.
    expect(page.items.map((item) => targetPriorityReason(item.priority))).toEqual(['callPriority1', 'callPriority1', 'callPriority2', 'recall', 'campaign', 'campaign', 'campaign', 'campaign']);
    expect(page.items.find((item) => item.id === ids.contacted)).toMatchObject({ last_interaction_at: '2026-08-10T09:00:00.000Z', claim: null });
    expect(page.items.find((item) => item.id === ids.priority1)).toMatchObject({ fullname: 'Первый Приоритет', processing_status: 'not_processed', last_interaction_at: null });
  });

  it('narrows by category and by open status, and pages', async () => {
    expect(keysOf(await target({ category: ['moscow_9_25'] }))).toEqual(['priority1', 'recall', 'neverCalled', 'contacted']);
    expect(keysOf(await target({ processing_status: ['in_progress'] }))).toEqual(['inProgress']);
    expect(keysOf(await target({ processing_status: ['not_processed'], category: ['moscow_11', 'region_9'] }))).toEqual(['region']);
    const second = await target({ pageSize: 5, page: 2 });
    expect(second).toMatchObject({ total: 8 });
    expect(keysOf(second)).toEqual(ORDER.slice(5));
  });

  it('refuses finished statuses in the filter, clearly', async () => {
    const reply = await call(server, first.token, 'Abiturient/Target', { processing_status: ['not_processed', 'work_done'] });
    expectClearFailure(reply, ['INVALID_PARAMS']);
    expect(reply.message).toContain('Ожидает обработки');
    expect(reply.issues?.[0]?.path).toBe('processing_status');
    expectClearFailure(await call(server, first.token, 'Abiturient/Target', { pageSize: 7 }), ['INVALID_PARAMS']);
  });

  it('is open to viewContingent holders only', async () => {
    for (const [action, params] of [
      ['Abiturient/Target', {}],
      ['Abiturient/Claim', { id: 1 }],
      ['Abiturient/Release', { id: 1 }],
    ] as const) {
      expect(await call(server, queueOperator, action, params), action).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
      expect(await call(server, null, action, params), action).toMatchObject({ success: false });
    }
  });
});

describe('Abiturient/Claim of a given applicant', () => {
  it(`holds them for ${CLAIM_MINUTES} minutes, shown to the holder as theirs and to others with the holder's name`, async () => {
    const item = await claimed({ id: ids.priority2 }, first.token);
    const until = at(START + CLAIM_MINUTES * 60_000);
    expect(item).toMatchObject({ id: ids.priority2, priority: 11, claim: { by: { id: first.id, name: 'Первова Анна' }, until, mine: true } });
    expect((await target({}, first.token)).items.find((row) => row.id === ids.priority2)?.claim).toEqual({ by: { id: first.id, name: 'Первова Анна' }, until, mine: true });
    expect((await target({}, second.token)).items.find((row) => row.id === ids.priority2)?.claim).toEqual({ by: { id: first.id, name: 'Первова Анна' }, until, mine: false });
    // Leaving out what others hold keeps one's own.
    expect(keysOf(await target({ unclaimed: true }, second.token))).not.toContain('priority2');
    expect(keysOf(await target({ unclaimed: true }, first.token))).toContain('priority2');
  });

  it('refuses another operator with CONFLICT naming the holder and the time, and renews the holder\'s own claim', async () => {
    await claimed({ id: ids.recall }, first.token);
    const refused = await call(server, second.token, 'Abiturient/Claim', { id: ids.recall });
    expectClearFailure(refused, ['CONFLICT']);
    expect(refused.message).toContain('Первова Анна');
    expect(refused.message).toContain('12:30');
    server.clock.advance(10 * 60_000);
    const renewed = await claimed({ id: ids.recall }, first.token);
    expect(renewed.claim?.until).toBe(at(START + (10 + CLAIM_MINUTES) * 60_000));
  });

  it('lets another operator take a claim that ran out', async () => {
    await claimed({ id: ids.region }, first.token);
    server.clock.advance((CLAIM_MINUTES - 1) * 60_000);
    expectClearFailure(await call(server, second.token, 'Abiturient/Claim', { id: ids.region }), ['CONFLICT']);
    server.clock.advance(60_000);
    expect((await target({}, second.token)).items.find((row) => row.id === ids.region)?.claim).toBeNull();
    const taken = await claimed({ id: ids.region }, second.token);
    expect(taken.claim).toMatchObject({ by: { id: second.id, name: 'Вторых Борис' }, mine: true });
  });

  it('refuses an applicant no longer open to work, and one that does not exist', async () => {
    const finished = await call(server, first.token, 'Abiturient/Claim', { id: ids.done });
    expectClearFailure(finished, ['CONFLICT']);
    expect(finished.message).toContain('Обработан успешно');
    expectClearFailure(await call(server, first.token, 'Abiturient/Claim', { id: 9_999_999 }), ['NOT_FOUND']);
    expectClearFailure(await call(server, first.token, 'Abiturient/Claim', { id: 'x' }), ['INVALID_PARAMS']);
  });

  it('gives an applicant to exactly one of two operators claiming at the same moment', async () => {
    for (const key of ['priority1', 'neverCalled', 'contacted', 'inProgress']) {
      const replies = await Promise.all([first, second].map((operator) => call(server, operator.token, 'Abiturient/Claim', { id: ids[key] })));
      const won = replies.filter((reply) => reply.success);
      expect(won, key).toHaveLength(1);
      const lost = replies.find((reply) => !reply.success);
      expectClearFailure(lost as NonNullable<typeof lost>, ['CONFLICT'], key);
      const winner = (won[0]?.data as Target).claim?.by.name as string;
      expect(lost?.message, key).toContain(winner);
    }
  });
});

describe('Abiturient/Claim of the next applicant', () => {
  it('takes the highest-priority applicant nobody holds, skipping the caller\'s own', async () => {
    await claimed({ id: ids.priority1 }, second.token);
    const next = await claimed({}, first.token);
    expect(keyOf(next.id)).toBe('priority1Other');
    expect(next.claim).toMatchObject({ by: { id: first.id }, mine: true });
    expect(keyOf((await claimed({}, first.token)).id)).toBe('priority2');
    expect(keyOf((await claimed({ filter: { category: ['moscow_9_25'] } }, first.token)).id)).toBe('recall');
  });

  it('hands two operators asking at the same moment two different applicants, the two first in order', async () => {
    const replies = await Promise.all([first, second].map((operator) => claimed({ filter: { category: ['moscow_9_25'] } }, operator.token)));
    expect(new Set(replies.map((item) => keyOf(item.id)))).toEqual(new Set(['priority1', 'recall']));
    expect(new Set(replies.map((item) => item.claim?.by.id))).toEqual(new Set([first.id, second.id]));
  });

  it('answers NOT_FOUND clearly when nobody is left, until a claim runs out', async () => {
    expect(keyOf((await claimed({ filter: { category: ['moscow_11'] } }, first.token)).id)).toBe('inProgress');
    const none = await call(server, second.token, 'Abiturient/Claim', { filter: { category: ['moscow_11'] } });
    expectClearFailure(none, ['NOT_FOUND']);
    expect(none.message).toContain('не осталось');
    server.clock.advance(CLAIM_MINUTES * 60_000);
    expect(keyOf((await claimed({ filter: { category: ['moscow_11'] } }, second.token)).id)).toBe('inProgress');
  });

  it('refuses a filter with finished statuses', async () => {
    expectClearFailure(await call(server, first.token, 'Abiturient/Claim', { filter: { processing_status: ['work_end'] } }), ['INVALID_PARAMS']);
  });
});

describe('Abiturient/Release', () => {
  it('releases the caller\'s own claim only', async () => {
    await claimed({ id: ids.contacted }, first.token);
    expect(await call(server, second.token, 'Abiturient/Release', { id: ids.contacted })).toMatchObject({ success: true, data: { id: ids.contacted, released: false } });
    expectClearFailure(await call(server, second.token, 'Abiturient/Claim', { id: ids.contacted }), ['CONFLICT']);
    expect(await call(server, first.token, 'Abiturient/Release', { id: ids.contacted })).toMatchObject({ success: true, data: { id: ids.contacted, released: true } });
    expect((await target({}, second.token)).items.find((row) => row.id === ids.contacted)?.claim).toBeNull();
    expect((await claimed({ id: ids.contacted }, second.token)).claim?.by.id).toBe(second.id);
    expect(await call(server, first.token, 'Abiturient/Release', { id: ids.contacted })).toMatchObject({ success: true, data: { released: false } });
  });

  it('answers NOT_FOUND for an applicant that does not exist', async () => {
    expectClearFailure(await call(server, first.token, 'Abiturient/Release', { id: 9_999_999 }), ['NOT_FOUND']);
  });
});
