import { listApplicants } from '@abitura/sdk/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/auth/accessService.js';
import { abiturients, nameVocabulary, nameWords } from '../src/db/schema/index.js';
import { readApplicantPage, readByTrigrams } from '../src/domain/contingent/listApplicants.js';
import { servedByNameWords } from '../src/domain/contingent/nameWords.js';
import { startTestServer, type TestServer } from './harness.js';
import { insertApplicant, insertApplicants } from './support/applicantFixtures.js';
import { call, signedInAs } from './support/organizationFixtures.js';

/**
 * name_words: the working list's one-word name searches answered from a covering word table that
 * triggers keep in step with the applicants, whoever writes them; and that path answering every
 * list exactly as the trigram path does.
 */
let server: TestServer;
let admin: string;
let curatorId: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await signedInAs(server, 'admin', ['Администратор'])).token;
  curatorId = (await signedInAs(server, 'curator', ['Куратор'], 'Белова Ирина Сергеевна')).id;
});
afterAll(() => server.close());

const db = () => server.database.db;
type ApplicantFields = Parameters<typeof insertApplicants>[1][number];
const parse = (raw: Record<string, unknown>) => listApplicants.params.parse(raw);

/** An applicant's word rows: each word with the copies the list reads, in word order. */
async function wordRows(id: number) {
  const rows = await db().select().from(nameWords).where(eq(nameWords.id, id)).orderBy(nameWords.word);
  return rows.map(({ word, processingStatus, curatorId: curator, tags, category }) => ({ word, processingStatus, curator, tags, category }));
}

/** The physical versions of an applicant's word rows: they change only when the rows are rewritten. */
async function versions(id: number): Promise<string[]> {
  return rowsOf<{ v: string }>(await db().execute(sql`select ctid::text as v from name_words where id = ${id} order by word`)).map((row) => row.v);
}

describe('the name words of an applicant', () => {
  it('are written with the applicant: each distinct folded word once, with the copies, and the vocabulary grows', async () => {
    const id = await insertApplicant(server, { last_name: 'Ёлкина', first_name: 'Анна', middle_name: 'Анна', tags: ['priority_ca_1'], category: 'moscow_9_25' });
    expect(await wordRows(id)).toEqual([
      { word: 'анна', processingStatus: 'not_processed', curator: null, tags: ['priority_ca_1'], category: 'moscow_9_25' },
      { word: 'елкина', processingStatus: 'not_processed', curator: null, tags: ['priority_ca_1'], category: 'moscow_9_25' },
    ]);
    const vocabulary = await db().select().from(nameVocabulary).where(eq(nameVocabulary.word, 'елкина'));
    expect(vocabulary).toHaveLength(1);
  });

  it('follow a change of name and of a copied column, through the actions as through plain SQL', async () => {
    const id = await insertApplicant(server, { last_name: 'Щукин', first_name: 'Пётр' });
    expect(await call(server, admin, 'Abiturient/Update', { id, data: { last_name: 'Щукин-Окунев' } })).toMatchObject({ success: true });
    expect((await wordRows(id)).map((row) => row.word)).toEqual(['петр', 'щукин-окунев']);
    expect(await call(server, admin, 'Abiturient/Bulk', { ids: [id], operation: { kind: 'assignCurator', curator_id: curatorId } })).toMatchObject({ success: true });
    expect(await call(server, admin, 'Abiturient/Bulk', { ids: [id], operation: { kind: 'addTag', tag: 'priority_ca_2' } })).toMatchObject({ success: true });
    await db().update(abiturients).set({ processingStatus: 'in_progress' }).where(eq(abiturients.id, id));
    expect(await wordRows(id)).toEqual([
      { word: 'петр', processingStatus: 'in_progress', curator: curatorId, tags: ['priority_ca_2'], category: null },
      { word: 'щукин-окунев', processingStatus: 'in_progress', curator: curatorId, tags: ['priority_ca_2'], category: null },
    ]);
  });

  it('are left alone by a change the list does not read, and removed with the applicant (a merge too)', async () => {
    const [kept, duplicate] = await insertApplicants(server, [
      { last_name: 'Налимова', first_name: 'Вера' },
      { last_name: 'Налимова', first_name: 'Вера', email: 'vera@example.test' },
    ]);
    const before = await versions(kept as number);
    await db().update(abiturients).set({ lastInteractionAt: new Date(), surveyAnswers: [{ question: 'q', answer: 'a' }] }).where(eq(abiturients.id, kept as number));
    expect(await versions(kept as number)).toEqual(before);
    expect(await call(server, admin, 'Abiturient/Merge', { target: kept, source: duplicate })).toMatchObject({ success: true });
    expect(await wordRows(duplicate as number)).toEqual([]);
    expect(await wordRows(kept as number)).toHaveLength(2);
  });
});

describe('the list through name words', () => {
  beforeAll(async () => {
    const people: Array<[string, string, string | null]> = [
      ['Иванов', 'Иван', 'Иванович'],
      ['Иванова', 'Мария', 'Петровна'],
      ['Петров', 'Семён', 'Иванович'],
      ['Семенова', 'Алла', 'Никитична'],
      ['Никитин', 'Николай', 'Семёнович'],
      ['Александрова', 'Ольга', 'Алексеевна'],
      ['Ван Дер', 'Анна', null],
      ['Ван', 'Дер Анна', null],
    ];
    const rows = people.flatMap(([last, first, middle], n) =>
      Array.from({ length: 4 }, (_, copy): ApplicantFields => ({
        last_name: last,
        first_name: first,
        middle_name: middle,
        category: copy % 2 === 0 ? 'moscow_9_25' : null,
        okrug: copy % 3 === 0 ? 'CAO' : 'SAO',
        grade: copy % 2 === 0 ? 'SCH9' : 'SCH11',
        tags: copy === n % 4 ? ['priority_ca_1'] : [],
        readiness: copy % 2 === 1 ? 'ready' : null,
        intents: copy === 0 ? ['college_after_9'] : [],
        industries: copy < 2 ? ['it'] : [],
        flags: copy === 3 ? { recall: true } : {},
      })),
    );
    const ids = await insertApplicants(server, rows);
    await db().update(abiturients).set({ curatorId }).where(sql`${abiturients.id} = any(${`{${ids.filter((_, n) => n % 5 === 0).join(',')}}`}::int[])`);
  });

  const LISTS: Array<Record<string, unknown>> = [
    { search: 'иван' },
    { search: 'ИВАН', sort: 'fullname', direction: 'desc' },
    { search: 'семён', readiness: ['ready'] },
    { search: 'семен', category: ['moscow_9_25'], tags: ['priority_ca_1'] },
    { search: 'алекс', okrug: 'CAO', grade: 'SCH9', sort: 'created_at', direction: 'desc' },
    { search: 'никола', industry: 'it', intent: 'college_after_9' },
    { search: 'ван', sort: 'relevance' },
    { search: 'иванова', flags: ['recall'] },
    { search: 'петр', without_flags: ['recall'], processing_status: ['not_processed'], sort: 'grade' },
    { search: 'анна', curator: 'me' },
    { search: 'ива', page: 2, pageSize: 5 },
    { search: 'ива', page: 40, pageSize: 5 },
    // Typos: no name holds them, so similar ones are looked for, closest first.
    { search: 'иванва' },
    { search: 'никалай', sort: 'relevance' },
    { search: 'щщщщщ' },
    { search: '50%_' },
  ];

  it.each(LISTS.map((raw) => [JSON.stringify(raw), raw] as const))('answers %s as the trigram path does', async (_label, raw) => {
    const params = parse(raw);
    expect(servedByNameWords(params)).toBe(true);
    const answer = await readApplicantPage(db(), params, curatorId);
    expect(answer).toEqual(await readByTrigrams(db(), params, curatorId));
  });

  it('corrects a typo to the names holding a similar word, and says so', async () => {
    const page = await readApplicantPage(db(), parse({ search: 'иванва', pageSize: 100 }), null);
    expect(page.similarNames).toBe(true);
    expect(new Set(page.items.map((item) => item.fullname.split(' ')[0]))).toEqual(new Set(['Иванов', 'Иванова', 'Петров']));
  });

  it('leaves to the trigram path what it does not copy: several words, a short one, other filters and sorts', () => {
    for (const raw of [{}, { search: 'иван петр' }, { search: 'ив' }, { search: 'иван', district: 'Арбат' }, { search: 'иван', school_id: 1 }, { search: 'иван', birth_from: '2009-01-01' }, { search: 'иван', sort: 'birth_date' }, { search: 'иван', sort: 'school' }]) {
      expect(servedByNameWords(parse(raw)), JSON.stringify(raw)).toBe(false);
    }
  });
});
