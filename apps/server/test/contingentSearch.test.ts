import { listApplicants } from '@abitura/contracts';
import { count, sql, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.js';
import { abiturients } from '../src/db/schema/index.js';
import { applicantConditions, applicantOrder, type NameMatch } from '../src/domain/contingent/applicantFilter.js';
import { selectListRows } from '../src/domain/contingent/applicantRows.js';
import { TARGET_ORDER, targetConditions } from '../src/domain/contingent/targetList.js';
import { startTestServer, type TestServer } from './harness.js';
import { insertApplicant, insertApplicants } from './support/applicantFixtures.js';
import { call, insertOrganizations, signedInAs } from './support/organizationFixtures.js';
import { expectClearFailure } from './support/serverSupport.js';

/** Abiturient/Search (the quick lookup by name, phone, e-mail or id number) and the indexes the contingent's queries rely on. */
let server: TestServer;
let caller: string;
let queueOperator: string;
const ids: Record<string, number> = {};

interface Hit {
  id: number;
  fullname: string;
  phones: string[];
  school: string | null;
  matched: string;
  processing_status: string;
}

async function search(query: string, limit?: number, token = caller): Promise<{ items: Hit[]; more: boolean }> {
  const reply = await call(server, token, 'Abiturient/Search', limit === undefined ? { query } : { query, limit });
  expect(reply, JSON.stringify(reply)).toMatchObject({ success: true });
  return reply.data as { items: Hit[]; more: boolean };
}
const keysOf = (hits: { items: Hit[] }) => hits.items.map((hit) => Object.keys(ids).find((key) => ids[key] === hit.id) ?? `#${hit.id}`);

beforeAll(async () => {
  server = await startTestServer();
  // The call centre looks people up without the working list's permission.
  caller = (await signedInAs(server, 'caller', ['Оператор колл-центра'])).token;
  queueOperator = (await signedInAs(server, 'queue', ['Оператор очереди'])).token;
  const [school] = await insertOrganizations(server, [{ type: 'school', name: 'Школа № 57', shortName: 'Школа 57' }]);
  ids.maria = await insertApplicant(server, { last_name: 'Иванова', first_name: 'Мария', middle_name: 'Петровна', birth_date: '2009-03-01', phones: ['+79161234567', '+74951112233'], email: 'Ivanova.Maria@example.ru', id_number: '11223344595', school_id: school as number }, { processingStatus: 'in_progress' });
  ids.ivanov = await insertApplicant(server, { last_name: 'Иванов', first_name: 'Иван', phones: ['+79161234500'], email: 'ivanov@example.ru' });
  ids.semenov = await insertApplicant(server, { last_name: 'Семёнов', first_name: 'Пётр', phones: ['+79039998877'], id_number: '12345678964', email: 'petr@mail.test' });
  ids.marina = await insertApplicant(server, { last_name: 'Маринина', first_name: 'Анна', email: 'maria@example.ru' });
  await insertApplicants(
    server,
    Array.from({ length: 12 }, (_, index) => ({ last_name: 'Кузнецова', first_name: `Дарья${String(index + 1).padStart(2, '0')}` })),
  );
});
afterAll(() => server.close());

describe('Abiturient/Search by name', () => {
  it('finds a name with a typo, with ё or е, or from a fragment, saying the name matched', async () => {
    expect(keysOf(await search('Иванва Мария'))).toEqual(['maria']);
    expect(keysOf(await search('семенов'))).toEqual(['semenov']);
    expect(keysOf(await search('Семенв'))).toEqual(['semenov']);
    expect(keysOf(await search('Семёнов Пётр'))).toEqual(['semenov']);
    const fragment = await search('ива');
    expect(new Set(keysOf(fragment))).toEqual(new Set(['maria', 'ivanov']));
    expect(fragment.items.every((hit) => hit.matched === 'name')).toBe(true);
    expect(fragment.items.find((hit) => hit.id === ids.maria)).toMatchObject({ fullname: 'Иванова Мария Петровна', school: 'Школа 57', processing_status: 'in_progress' });
  });

  it('puts the closest name first', async () => {
    expect(keysOf(await search('иванов'))[0]).toBe('ivanov');
    expect(keysOf(await search('иванова'))[0]).toBe('maria');
  });

  it('corrects a typo only when no name contains the query', async () => {
    // «Иванов Иван» is one typo from «иванова», but a name contains it: only that one is found.
    expect(keysOf(await search('иванова'))).toEqual(['maria']);
    // Иванова is one typo away, Иванов two: a six-letter word is allowed one.
    expect(keysOf(await search('иванва'))).toEqual(['maria']);
  });

  it('gives at most `limit` hits and says when there are more', async () => {
    const first = await search('кузнецова', 10);
    expect(first.items).toHaveLength(10);
    expect(first.more).toBe(true);
    expect(first.items.map((hit) => hit.fullname)[0]).toBe('Кузнецова Дарья01');
    const all = await search('кузнецова', 12);
    expect(all).toMatchObject({ more: false });
    expect(all.items).toHaveLength(12);
    expect((await search('Кузнецова')).items).toHaveLength(12);
  });
});

describe('Abiturient/Search by number or e-mail', () => {
  it('finds a phone however it is typed: +7, 8, bare, with separators, a fragment', async () => {
    for (const query of ['+7 916 123-45-67', '8 (916) 123-45-67', '89161234567', '9161234567']) {
      const hits = await search(query);
      expect(keysOf(hits)[0], query).toBe('maria');
      expect(hits.items[0]?.matched, query).toBe('phone');
    }
    // A fragment shared by two phones finds both; the second phone of a person counts too.
    expect(new Set(keysOf(await search('916 1234')))).toEqual(new Set(['maria', 'ivanov']));
    expect(keysOf(await search('495 111'))).toEqual(['maria']);
    expect(keysOf(await search('8 903 999'))).toEqual(['semenov']);
  });

  it('finds only the owner of a whole phone; a fragment finds every phone holding it, by name', async () => {
    expect(keysOf(await search('+79161234500'))).toEqual(['ivanov']);
    expect(keysOf(await search('916123'))).toEqual(['ivanov', 'maria']);
  });

  it('finds an id number whole or in part, saying so', async () => {
    const whole = await search('123-456-789 64');
    expect(keysOf(whole)).toEqual(['semenov']);
    expect(whole.items[0]?.matched).toBe('id_number');
    const part = await search('2233445');
    expect(keysOf(part)).toEqual(['maria']);
    expect(part.items[0]?.matched).toBe('id_number');
  });

  it('finds an e-mail in any case, the exact address first', async () => {
    const hits = await search('MARIA@example.ru');
    expect(keysOf(hits)).toEqual(['marina', 'maria']);
    expect(hits.items.every((hit) => hit.matched === 'email')).toBe(true);
    expect(keysOf(await search('@mail.test'))).toEqual(['semenov']);
    expect(keysOf(await search('ivanova.maria@'))).toEqual(['maria']);
  });

  it('looks up nothing for fewer than three digits or an unknown number', async () => {
    expect(await search('12')).toEqual({ items: [], more: false });
    expect(await search('+7')).toEqual({ items: [], more: false });
    expect(await search('000000')).toEqual({ items: [], more: false });
  });
});

describe('Abiturient/Search refusals', () => {
  it('refuses a query shorter than two characters, a limit outside 1-50 and unknown fields', async () => {
    for (const [params, path] of [
      [{ query: 'и' }, 'query'],
      [{ query: '   ' }, 'query'],
      [{ query: 'иван', limit: 0 }, 'limit'],
      [{ query: 'иван', limit: 51 }, 'limit'],
      [{ query: 'иван', kind: 'phone' }, ''],
      [{}, 'query'],
    ] as const) {
      const reply = await call(server, caller, 'Abiturient/Search', params);
      expectClearFailure(reply, ['INVALID_PARAMS'], JSON.stringify(params));
      if (path) expect(reply.issues?.map((issue) => issue.path)).toContain(path);
    }
  });

  it('is open to viewSearchContingent holders only', async () => {
    expect(await call(server, queueOperator, 'Abiturient/Search', { query: 'иванова' })).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
    expect(await call(server, null, 'Abiturient/Search', { query: 'иванова' })).toMatchObject({ success: false });
  });
});

/** The plan of a query with sequential scans (and sorts, when `noSort`) priced out: which indexes can serve it. */
async function planOf(query: SQLWrapper, { noSort = false } = {}): Promise<string> {
  return server.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    if (noSort) await tx.execute(sql`set local enable_sort = off`);
    const rows = rowsOf<Record<string, string>>(await tx.execute(sql`explain ${query}`));
    return rows.map((row) => Object.values(row)[0]).join('\n');
  });
}

describe('the indexes the contingent queries are written for', () => {
  const db = () => server.database.db;
  const where = (raw: Record<string, unknown>, names: NameMatch = 'contained') => applicantConditions(listApplicants.params.parse(raw), null, names);

  it('serves a name search (contained and corrected names) from the trigram index, flags and tags from theirs', async () => {
    const counted = (raw: Record<string, unknown>, names?: NameMatch) => planOf(db().select({ n: count() }).from(abiturients).where(where(raw, names)));
    const contained = await counted({ search: 'иванва мария' });
    expect(contained).toContain('abiturients_search_trgm_idx');
    expect(contained).toMatch(/search_text ~~ /);
    expect(contained).not.toMatch(/Seq Scan/);
    const corrected = await counted({ search: 'иванва мария' }, { corrected: [{ word: 'иванва', corrections: [{ word: 'иванова', typos: 1 }, { word: 'ивановна', typos: 2 }] }, { word: 'мария', corrections: [] }] });
    expect(corrected).toContain('abiturients_search_trgm_idx');
    expect(corrected).toMatch(/&&/);
    expect(corrected).not.toMatch(/Seq Scan/);
    expect(await counted({ flags: ['recall', 'has_questionnaire'] })).toContain('abiturients_flags_idx');
    expect(await counted({ tags: ['priority_ca_1', 'prkom2024'] })).toContain('abiturients_tags_idx');
    expect(await counted({ industry: 'it' })).toContain('abiturients_industries_idx');
  });

  it('serves the lookup of a phone, e-mail or id number from the contact trigram index', async () => {
    const plan = await planOf(selectListRows(db()).where(sql`${abiturients.contactText} like '%9161234%'`).limit(21));
    expect(plan).toContain('abiturients_contact_trgm_idx');
  });

  it('sorts the matches of a selective name search, never walking the name index to them (they crowd in one stretch of it)', async () => {
    const params = listApplicants.params.parse({ search: 'иванова' });
    // Even with sorting priced out, the name index cannot give this order.
    const plan = await planOf(selectListRows(db()).where(applicantConditions(params, null)).orderBy(...applicantOrder(params)).limit(25), { noSort: true });
    expect(plan).toMatch(/Sort/);
    expect(plan).not.toContain('abiturients_fullname_order_idx');
  });

  it('reads the default name order and the target order off their indexes', async () => {
    const params = listApplicants.params.parse({});
    const listPlan = await planOf(selectListRows(db()).where(applicantConditions(params, null)).orderBy(...applicantOrder(params)).limit(25), { noSort: true });
    expect(listPlan).toContain('abiturients_fullname_order_idx');
    // A short fragment matches much of any list: its first page comes off the name index too.
    const short = listApplicants.params.parse({ search: 'ов' });
    expect(await planOf(selectListRows(db()).where(applicantConditions(short, null)).orderBy(...applicantOrder(short)).limit(25), { noSort: true })).toContain('abiturients_fullname_order_idx');
    const targetPlan = await planOf(selectListRows(db()).where(targetConditions(undefined, 1, new Date())).orderBy(...TARGET_ORDER).limit(25), { noSort: true });
    expect(targetPlan).toContain('abiturients_target_idx');
  });
});
