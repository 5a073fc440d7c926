import { listApplicants } from '@abitura/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldSearch, searchWords } from '../src/db/folding.js';
import { abiturients, nameVocabulary } from '../src/db/schema/index.js';
import { readApplicantPage } from '../src/domain/contingent/listApplicants.js';
import { typoDistance, typosAllowed } from '../src/domain/contingent/typoDistance.js';
import { startTestServer, type TestServer } from './harness.js';
import { insertApplicant, insertApplicants } from './support/applicantFixtures.js';
import { call, signedInAs } from './support/organizationFixtures.js';

/**
 * Typos in a name search: the vocabulary of name words they are corrected against, kept in step
 * by triggers whoever writes; two typos in a long surname found, one in a short word, none under
 * four letters; and every list (the working list, its export, the quick lookup) answering a typo
 * as that rule says, in its order.
 */
let server: TestServer;
let admin: string;
const ids: Record<string, number> = {};

const db = () => server.database.db;
const parse = (raw: Record<string, unknown>) => listApplicants.params.parse(raw);
const PEOPLE: Array<[key: string, last: string, first: string, middle: string | null]> = [
  ['shcherbakov', 'Щербаков', 'Пётр', 'Иванович'],
  ['shcherbakova', 'Щербакова', 'Вера', 'Петровна'],
  ['lera', 'Щукина', 'Лера', null],
  ['popova', 'Попова', 'Вера', 'Семёновна'],
  ['popovkin', 'Поповкин', 'Ян', null],
  ['semenov', 'Семенов', 'Иван', 'Петрович'],
  ['ivanova', 'Иванова', 'Алла', null],
];

beforeAll(async () => {
  server = await startTestServer();
  admin = (await signedInAs(server, 'admin', ['Администратор'])).token;
  const inserted = await insertApplicants(
    server,
    PEOPLE.map(([, last_name, first_name, middle_name]) => ({ last_name, first_name, middle_name })),
  );
  PEOPLE.forEach(([key], n) => (ids[key] = inserted[n] as number));
});
afterAll(() => server.close());

async function vocabularyHas(words: string[]): Promise<string[]> {
  const rows = await db().select().from(nameVocabulary).where(inArray(nameVocabulary.word, words));
  return rows.map((row) => row.word).sort();
}

describe('the name vocabulary', () => {
  it('holds the folded words of every name written: one insert of many, an action, plain SQL', async () => {
    expect(await vocabularyHas(['щербаков', 'петр', 'семеновна', 'ян'])).toEqual(['петр', 'семеновна', 'щербаков', 'ян']);
    const id = await insertApplicant(server, { last_name: 'Ёлкин', first_name: 'Фрол' });
    expect(await vocabularyHas(['елкин', 'фрол'])).toEqual(['елкин', 'фрол']);
    expect(await call(server, admin, 'Abiturient/Update', { id, data: { last_name: 'Щукин-Окунев' } })).toMatchObject({ success: true });
    await db().update(abiturients).set({ firstName: 'Евлампий' }).where(eq(abiturients.id, id));
    expect(await vocabularyHas(['щукин-окунев', 'евлампий'])).toEqual(['евлампий', 'щукин-окунев']);
  });

  it('lets a name written a moment ago be found by its typo', async () => {
    await insertApplicant(server, { last_name: 'Вышеславцев', first_name: 'Фома' });
    expect((await readApplicantPage(db(), parse({ search: 'Вышеславцав' }), null)).items.map((item) => item.fullname)).toEqual(['Вышеславцев Фома']);
  });
});

/** The fixture keys of a page, in order. */
const keysOf = (items: Array<{ id: number }>) => items.map((item) => Object.keys(ids).find((key) => ids[key] === item.id) ?? `#${item.id}`);
const list = (raw: Record<string, unknown>) => readApplicantPage(db(), parse({ pageSize: 100, ...raw }), null);

describe('a typo in a name', () => {
  it('finds a long surname through two typos, a word at a time, and says it corrected the search', async () => {
    // «Щербокав»: two letters swapped for others, apart; Щербакова is three away.
    expect(await list({ search: 'Щербокав' })).toMatchObject({ total: 1, similarNames: true, items: [{ id: ids.shcherbakov }] });
    expect(keysOf((await list({ search: 'щербокава' })).items)).toEqual(['shcherbakova']);
    expect(keysOf((await list({ search: 'Щербокав Петр' })).items)).toEqual(['shcherbakov']);
    expect(keysOf((await list({ search: 'Щербокав Пётр Ивнович' })).items)).toEqual(['shcherbakov']);
  });

  it('allows a short word one typo and a word under four letters none, so short searches do not flood', async () => {
    // Вера is one typo from «вира», Лера two.
    expect(new Set(keysOf((await list({ search: 'вира' })).items))).toEqual(new Set(['shcherbakova', 'popova']));
    // Six letters, two typos from Попова: another name, not a typo.
    expect(await list({ search: 'пупава' })).toMatchObject({ total: 0, similarNames: true });
    // Seven letters: two typos from Поповкин are allowed.
    expect(keysOf((await list({ search: 'пупавкин' })).items)).toEqual(['popovkin']);
    expect(await list({ search: 'пер' })).toMatchObject({ total: 0, similarNames: false });
  });

  it('is found by the quick lookup as by the list', async () => {
    const reply = await call(server, admin, 'Abiturient/Search', { query: 'Щербокав' });
    expect(reply).toMatchObject({ success: true, data: { items: [{ id: ids.shcherbakov, matched: 'name' }], more: false } });
  });
});

/** Every applicant's id and folded name, as the rule below reads them. */
async function everyName(): Promise<Array<{ id: number; words: string[]; text: string; order: string }>> {
  const rows = await db().select({ id: abiturients.id, last: abiturients.lastName, first: abiturients.firstName, middle: abiturients.middleName }).from(abiturients);
  return rows.map((row) => {
    const parts = [row.last, row.first, row.middle ?? ''].map((part) => foldSearch(part));
    const text = parts.join(' ');
    return { id: row.id, words: text.split(' ').filter(Boolean), text, order: parts.join('\u0001') };
  });
}

/**
 * The rule, in plain code: names containing every word; when there are none, names where every
 * word is contained or a word of the name is within its typos, fewest typos first, then by name.
 */
function byTheRule(names: Awaited<ReturnType<typeof everyName>>, search: string): number[] {
  const words = searchWords(search);
  const byName = (a: { order: string; id: number }, b: { order: string; id: number }) => (a.order < b.order ? -1 : a.order > b.order ? 1 : a.id - b.id);
  const contained = names.filter((name) => words.every((word) => name.text.includes(word)));
  if (contained.length > 0) return contained.sort(byName).map((name) => name.id);
  const typosTo = (name: (typeof names)[number], word: string): number => {
    if (name.text.includes(word)) return 0;
    const allowed = typosAllowed(word);
    return Math.min(...name.words.map((each) => typoDistance(word, each, allowed)));
  };
  return names
    .map((name) => ({ ...name, typos: words.map((word) => typosTo(name, word)) }))
    .filter((name) => name.typos.every((typos, n) => typos <= typosAllowed(words[n] as string)))
    .map((name) => ({ ...name, total: name.typos.reduce((sum, typos) => sum + typos, 0) }))
    .sort((a, b) => a.total - b.total || byName(a, b))
    .map((name) => name.id);
}

describe('every list answers a typo as the rule says', () => {
  const SEARCHES = ['щербокав', 'щербокава', 'вира', 'вира петровна', 'пупава', 'пупавкин', 'семенво', 'иваова', 'ивн', 'пертович', 'попова вира', 'щербаков'];

  it.each(SEARCHES)('«%s»: the working list, by name and fewest typos first', async (search) => {
    const expected = byTheRule(await everyName(), search);
    expect((await list({ search })).items.map((item) => item.id)).toEqual(expected);
  });

  it.each(SEARCHES)('«%s»: the export in the same order, the quick lookup the same names', async (search) => {
    const expected = byTheRule(await everyName(), search);
    const exported = await call(server, admin, 'Abiturient/Export', { search, columns: ['id'] });
    expect(exported, JSON.stringify(exported)).toMatchObject({ success: true });
    const lines = (exported.data as { csv: string }).csv.replace(/^\uFEFF/, '').split('\r\n').slice(1, -1);
    expect(lines.map(Number)).toEqual(expected);
    const lookup = await call(server, admin, 'Abiturient/Search', { query: search, limit: 50 });
    expect(new Set((lookup.data as { items: Array<{ id: number }> }).items.map((item) => item.id))).toEqual(new Set(expected));
  });
});
