import { listApplicants } from '@abitura/sdk/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../apps/server/src/auth/accessService.js';
import { openDatabase, type Database } from '../../../apps/server/src/db/open.js';
import { readApplicantPage } from '../../../apps/server/src/domain/contingent/listApplicants.js';
import { SEARCH_QUERIES } from './queries.mjs';
import { seedSearchData } from './seedApplicants.mjs';
import { BUILD_WORD_TABLE, readWordPage, wordTableSizes } from './wordTableDesign.mjs';

let database: Database;
let me: number;

beforeAll(async () => {
  database = await openDatabase({ databaseUrl: null, dataDir: null });
  await database.migrate();
  ({
    curators: [me = 0],
  } = await seedSearchData(database.db, { size: 3000 }));
  for (const statement of BUILD_WORD_TABLE) await database.db.execute(sql.raw(statement));
}, 120_000);

afterAll(() => database?.close());

const answer = (page: { total: number; items: Array<{ id: number }> }) => ({ total: page.total, ids: page.items.map((item) => item.id) });

describe('the covering word table design', () => {
  it('holds a row per distinct name word of every applicant, and a vocabulary of those words', async () => {
    const sizes = await wordTableSizes(database.db);
    const [counted] = rowsOf<{ pairs: number; words: number; applicants: number }>(
      await database.db.execute(sql`select
      (select count(*) from (select distinct abiturient_id, word from name_words) pairs)::int as pairs,
      (select count(distinct word) from name_words)::int as words,
      (select count(distinct abiturient_id) from name_words)::int as applicants`),
    );
    expect(sizes.word_rows).toBe(counted?.pairs);
    expect(sizes.vocabulary).toBe(counted?.words);
    expect(counted?.applicants).toBe(3000);
    expect(sizes.cover_index).toBeGreaterThan(0);
  });

  const ranked = (query: (typeof SEARCH_QUERIES)[number]) => 'sort' in query.params && query.params.sort === 'relevance';

  it.each(SEARCH_QUERIES.filter((query) => !ranked(query)).map((query) => [query.label, query] as const))('answers "%s" as the list does', async (_label, query) => {
    const params = listApplicants.params.parse(query.params);
    expect(answer(await readWordPage(database.db, params, me))).toEqual(answer(await readApplicantPage(database.db, params, me)));
  });

  // By relevance the list ranks by the whole name's similarity and the design by the closest
  // word's, so the same matches may fill the page in another order.
  it.each(SEARCH_QUERIES.filter(ranked).map((query) => [query.label, query] as const))('matches as many for "%s" as the list does', async (_label, query) => {
    const params = listApplicants.params.parse(query.params);
    const list = answer(await readApplicantPage(database.db, params, me));
    const words = answer(await readWordPage(database.db, params, me));
    expect(list.total).toBeGreaterThan(0);
    expect([words.total, words.ids.length]).toEqual([list.total, list.ids.length]);
  });

  it('finds similar names when no name contains a typo, and nothing for a word no name resembles', async () => {
    const typo = listApplicants.params.parse({ search: 'смирнва' });
    const list = answer(await readApplicantPage(database.db, typo, me));
    expect(list.total).toBeGreaterThan(0);
    expect((await readWordPage(database.db, typo, me)).total).toBe(list.total);
    expect(await readWordPage(database.db, listApplicants.params.parse({ search: 'щщщщщ' }), me)).toEqual({ total: 0, items: [] });
  });

  it('refuses what it was not built to measure', async () => {
    await expect(readWordPage(database.db, listApplicants.params.parse({ search: 'иван петр' }), me)).rejects.toThrow('one-word searches');
    await expect(readWordPage(database.db, listApplicants.params.parse({ search: 'иван', sort: 'birth_date' }), me)).rejects.toThrow('birth_date');
  });
});
