import { MAX_SAVED_FILTERS } from '@abitura/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedFilters } from '../src/db/schema/index.js';
import { startTestServer, type TestServer } from './harness.js';
import { call, signedInAs } from './support/organizationFixtures.js';
import { expectClearFailure } from './support/serverSupport.js';

/** Abiturient/SavedFilters, SaveFilter and DeleteFilter: per user, by name, upsert, quota, restore after delete. */
let server: TestServer;
let anna: { id: number; token: string };
let boris: { id: number; token: string };
let queueOperator: string;

interface Saved {
  id: number;
  name: string;
  filter: Record<string, unknown>;
  columns: string[];
  created_at: string;
}

async function save(token: string, params: Record<string, unknown>): Promise<Saved> {
  const reply = await call(server, token, 'Abiturient/SaveFilter', params);
  expect(reply, JSON.stringify(reply)).toMatchObject({ success: true });
  return reply.data as Saved;
}
async function listOf(token: string): Promise<Saved[]> {
  const reply = await call(server, token, 'Abiturient/SavedFilters', {});
  expect(reply, JSON.stringify(reply)).toMatchObject({ success: true });
  return reply.data as Saved[];
}

beforeAll(async () => {
  server = await startTestServer();
  anna = await signedInAs(server, 'anna', ['Аналитик']);
  boris = await signedInAs(server, 'boris', ['Куратор']);
  queueOperator = (await signedInAs(server, 'queue', ['Оператор очереди'])).token;
});
afterAll(() => server.close());

describe('saving and listing', () => {
  it('keeps the filter as parsed (trimmed) with its columns and lists by name, ё and case aside', async () => {
    const saved = await save(anna.token, { name: '  Ёлки на обзвон ', filter: { search: '  иванова ', flags: ['recall'], category: ['moscow_9_25'], curator: 'me' }, columns: ['fullname', 'phones', 'processing_status'] });
    expect(saved).toMatchObject({ name: 'Ёлки на обзвон', filter: { search: 'иванова', flags: ['recall'], category: ['moscow_9_25'], curator: 'me' }, columns: ['fullname', 'phones', 'processing_status'], created_at: '2026-09-01T09:00:00.000Z' });
    await save(anna.token, { name: 'архив', filter: { processing_status: ['work_done'] } });
    await save(anna.token, { name: 'Ежедневный', filter: {} });
    expect((await listOf(anna.token)).map((filter) => filter.name)).toEqual(['архив', 'Ежедневный', 'Ёлки на обзвон']);
    expect((await listOf(anna.token)).find((filter) => filter.name === 'архив')).toMatchObject({ filter: { processing_status: ['work_done'] }, columns: [] });
  });

  it('replaces a filter saved under the same name, keeping its id', async () => {
    const first = await save(anna.token, { name: 'Замена', filter: { okrug: 'CAO' }, columns: ['fullname'] });
    server.clock.advance(60_000);
    const second = await save(anna.token, { name: 'Замена', filter: { okrug: 'SAO', grade: 'SCH9' }, columns: ['fullname', 'grade'] });
    expect(second).toMatchObject({ id: first.id, filter: { okrug: 'SAO', grade: 'SCH9' }, columns: ['fullname', 'grade'], created_at: '2026-09-01T09:01:00.000Z' });
    expect((await listOf(anna.token)).filter((filter) => filter.name === 'Замена')).toHaveLength(1);
  });

  it('refuses an invalid filter, unknown columns and an empty name, saving nothing', async () => {
    const before = (await listOf(anna.token)).length;
    for (const [params, path] of [
      [{ name: 'плохой', filter: { flags: ['flying'] } }, 'filter.flags.0'],
      [{ name: 'плохой', filter: { colour: 'red' } }, 'filter'],
      [{ name: '   ', filter: {} }, 'name'],
      [{ name: 'x'.repeat(81), filter: {} }, 'name'],
      [{ name: 'плохой' }, 'filter'],
      [{ name: 'плохой', filter: {}, columns: ['fullname', 'salary'] }, 'columns'],
    ] as const) {
      const reply = await call(server, anna.token, 'Abiturient/SaveFilter', params);
      expectClearFailure(reply, ['INVALID_PARAMS'], JSON.stringify(params));
      expect(reply.issues?.map((issue) => issue.path)).toContain(path);
    }
    expect(await listOf(anna.token)).toHaveLength(before);
  });
});

describe('per user', () => {
  it('shows, replaces and deletes only the caller\'s own filters', async () => {
    const annas = await save(anna.token, { name: 'Общее имя', filter: { okrug: 'CAO' } });
    const boriss = await save(boris.token, { name: 'Общее имя', filter: { okrug: 'ZAO' } });
    expect(boriss.id).not.toBe(annas.id);
    expect((await listOf(boris.token)).map((filter) => filter.name)).toEqual(['Общее имя']);
    expect((await listOf(anna.token)).find((filter) => filter.name === 'Общее имя')?.filter).toEqual({ okrug: 'CAO' });
    const foreign = await call(server, boris.token, 'Abiturient/DeleteFilter', { id: annas.id });
    expectClearFailure(foreign, ['NOT_FOUND']);
    expect((await listOf(anna.token)).some((filter) => filter.id === annas.id)).toBe(true);
  });
});

describe('deleting', () => {
  it('returns the deleted filter, which saving again restores', async () => {
    const saved = await save(boris.token, { name: 'Временный', filter: { tags: ['priority_ca_1'], readiness: ['ready'] }, columns: ['fullname', 'tags'] });
    const reply = await call(server, boris.token, 'Abiturient/DeleteFilter', { id: saved.id });
    expect(reply).toMatchObject({ success: true, data: saved });
    expect((await listOf(boris.token)).some((filter) => filter.name === 'Временный')).toBe(false);
    const deleted = reply.data as Saved;
    const restored = await save(boris.token, { name: deleted.name, filter: deleted.filter, columns: deleted.columns });
    expect(restored).toMatchObject({ name: 'Временный', filter: { tags: ['priority_ca_1'], readiness: ['ready'] }, columns: ['fullname', 'tags'] });
    expectClearFailure(await call(server, boris.token, 'Abiturient/DeleteFilter', { id: saved.id }), ['NOT_FOUND']);
  });
});

describe('the quota and stored filters of older versions', () => {
  it(`keeps at most ${MAX_SAVED_FILTERS} per user, still replacing an existing name`, async () => {
    const carol = await signedInAs(server, 'carol', ['Аналитик']);
    await server.database.db.insert(savedFilters).values(Array.from({ length: MAX_SAVED_FILTERS }, (_, index) => ({ userId: carol.id, name: `Фильтр ${index + 1}`, filter: {} })));
    const refused = await call(server, carol.token, 'Abiturient/SaveFilter', { name: 'Ещё один', filter: {} });
    expectClearFailure(refused, ['CONFLICT']);
    expect(refused.message).toContain(String(MAX_SAVED_FILTERS));
    expect(await save(carol.token, { name: 'Фильтр 7', filter: { grade: 'SCH11' } })).toMatchObject({ name: 'Фильтр 7', filter: { grade: 'SCH11' } });
    // Another user is not held back by carol's quota.
    await save(anna.token, { name: 'Ещё один', filter: {} });
  });

  it('drops what a stored filter holds that the filter no longer accepts, keeping the rest', async () => {
    const dave = await signedInAs(server, 'dave', ['Аналитик']);
    await server.database.db.insert(savedFilters).values({ userId: dave.id, name: 'Старый', filter: { okrug: 'CAO', flags: ['retired_flag'], legacy: true } });
    const [stored] = await listOf(dave.token);
    expect(stored).toMatchObject({ name: 'Старый', filter: { okrug: 'CAO' } });
    expect(Object.keys(stored?.filter ?? {})).toEqual(['okrug']);
    const rows = await server.database.db.select().from(savedFilters).where(eq(savedFilters.userId, dave.id));
    expect(rows[0]?.filter).toEqual({ okrug: 'CAO', flags: ['retired_flag'], legacy: true });
  });
});

describe('access', () => {
  it('is open to viewContingent holders only', async () => {
    for (const [action, params] of [
      ['Abiturient/SavedFilters', {}],
      ['Abiturient/SaveFilter', { name: 'x', filter: {} }],
      ['Abiturient/DeleteFilter', { id: 1 }],
    ] as const) {
      expect(await call(server, queueOperator, action, params), action).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
      expect(await call(server, null, action, params), action).toMatchObject({ success: false });
    }
  });
});
