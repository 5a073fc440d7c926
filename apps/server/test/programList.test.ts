import type { Reply } from '@abitura/contracts/wire';
import type { ProgramListItem } from '@abitura/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { insertProgramFixtures, pageOf } from './programFixtures.js';

let server: TestServer;
let analyst: string;
let colleges: Awaited<ReturnType<typeof insertProgramFixtures>>;

async function call(token: string | null, params: unknown = {}): Promise<Reply> {
  return (await server.rpc({ action: 'Program/List', params, token })).body;
}
const codes = async (params: Record<string, unknown>) => pageOf<ProgramListItem>(await call(analyst, { pageSize: 100, ...params })).items.map((item) => item.code);

beforeAll(async () => {
  server = await startTestServer();
  await server.addUser({ login: 'analyst', roles: ['Аналитик'] });
  await server.addUser({ login: 'escort', roles: ['Сопровождающий'] });
  colleges = await insertProgramFixtures(server);
  analyst = await server.signIn('analyst');
});
afterAll(() => server.close());

describe('Program/List', () => {
  it('lists a page by code with the college, the speciality and the entrance tests, and the total', async () => {
    const reply = await call(analyst, { pageSize: 5 });
    expect(reply.success).toBe(true);
    const page = pageOf<ProgramListItem>(reply);
    expect(page).toMatchObject({ total: 7, page: 1, pageSize: 5 });
    expect(page.items.map((item) => item.code)).toEqual(['09.02.07-100054-1', '09.02.07-100200-5', '11.02.15-100054-2', '15.01.05-100200-1', '16675-100300-2']);
    expect(page.items[0]).toEqual({
      id: expect.any(Number),
      code: '09.02.07-100054-1',
      name: 'Информационные системы и программирование',
      organization: { id: colleges.svyaz, name: 'Колледж связи № 54', short_name: 'КС № 54' },
      speciality: { code: '09.02.07', name: 'Информационные системы и программирование', industry: 'it' },
      level: 3,
      education_form: 1,
      study_form: 'Очная',
      programme_type: 'ППССЗ (2014)',
      base_grade: 'SCH9',
      duration_months: 46,
      budget_places: 50,
      paid_places: 10,
      entrance_tests: [],
      year: 2026,
    });
    const second = pageOf<ProgramListItem>(await call(analyst, { pageSize: 5, page: 2 }));
    expect(second.items.map((item) => item.code)).toEqual(['38.02.01-100300-2', '54.02.01-100200-1']);
    expect(second.items[1]?.entrance_tests).toEqual([{ type: 5399582, name: 'Творческое испытание' }]);
    expect((await call(analyst, { pageSize: 5, page: 3 })).data).toEqual({ items: [], total: 7, page: 3, pageSize: 5 });
  });

  it('searches the programme, its college and its speciality, every word, ё and е alike', async () => {
    expect(await codes({ search: 'ИНФОРМАЦИОННЫЕ   программирование' })).toEqual(['09.02.07-100054-1', '09.02.07-100200-5']);
    expect(await codes({ search: 'годовикова' })).toEqual(['09.02.07-100200-5', '15.01.05-100200-1', '54.02.01-100200-1']);
    // Stored with ё, found with either letter.
    expect(await codes({ search: 'учет' })).toEqual(['38.02.01-100300-2']);
    expect(await codes({ search: 'УЧЁТ' })).toEqual(['38.02.01-100300-2']);
    // 54.02.01's programme is called «Графический дизайн»: it is found by its speciality's name.
    expect(await codes({ search: 'отраслям' })).toEqual(['38.02.01-100300-2', '54.02.01-100200-1']);
    expect(await codes({ search: 'царицыно повар' })).toEqual(['16675-100300-2']);
    expect(await codes({ search: '100054' })).toEqual(['09.02.07-100054-1', '11.02.15-100054-2']);
    // A word of a college's address is not a word of its name.
    expect(await codes({ search: 'связистов' })).toEqual([]);
    // Wildcards are plain characters.
    expect(await codes({ search: '%' })).toEqual([]);
    expect(await codes({ search: '09.02.07-1000_4' })).toEqual([]);
    expect(pageOf(await call(analyst, { search: '   ' })).total).toBe(7);
  });

  it('filters by college, speciality, industry, level, forms, type, base grade and tests', async () => {
    expect(await codes({ organization: colleges.svyaz })).toEqual(['09.02.07-100054-1', '11.02.15-100054-2']);
    expect(await codes({ organization: String(colleges.tsaritsyno) })).toEqual(['16675-100300-2', '38.02.01-100300-2']);
    expect(await codes({ speciality: '09.02.07' })).toEqual(['09.02.07-100054-1', '09.02.07-100200-5']);
    expect(await codes({ industry: 'it' })).toEqual(['09.02.07-100054-1', '09.02.07-100200-5', '11.02.15-100054-2']);
    expect(await codes({ level: 13 })).toEqual(['16675-100300-2']);
    expect(await codes({ education_form: 5 })).toEqual(['09.02.07-100200-5']);
    expect(await codes({ study_form: 'Очно-заочная' })).toEqual(['09.02.07-100200-5']);
    expect(await codes({ programme_type: 'ППКРС (2014)' })).toEqual(['15.01.05-100200-1']);
    expect(await codes({ base_grade: 'SCH11' })).toEqual(['09.02.07-100200-5', '11.02.15-100054-2', '16675-100300-2', '38.02.01-100300-2']);
    expect(await codes({ has_tests: true })).toEqual(['54.02.01-100200-1']);
    expect(await codes({ has_tests: false })).toHaveLength(6);
    expect(await codes({ industry: 'it', base_grade: 'SCH9', search: 'системы' })).toEqual(['09.02.07-100054-1']);
    expect(await codes({ industry: 'healthcare' })).toEqual([]);
  });

  it('sorts by any offered column either way, ties by code in the same direction', async () => {
    expect(await codes({ sort: 'budget_places', direction: 'desc' })).toEqual([
      '09.02.07-100054-1',
      '38.02.01-100300-2',
      '15.01.05-100200-1',
      '11.02.15-100054-2',
      '54.02.01-100200-1',
      '16675-100300-2',
      '09.02.07-100200-5',
    ]);
    expect(await codes({ sort: 'organization' })).toEqual([
      '09.02.07-100054-1',
      '11.02.15-100054-2',
      '16675-100300-2',
      '38.02.01-100300-2',
      '09.02.07-100200-5',
      '15.01.05-100200-1',
      '54.02.01-100200-1',
    ]);
    expect(await codes({ sort: 'name' })).toEqual([
      '54.02.01-100200-1',
      '11.02.15-100054-2',
      '09.02.07-100054-1',
      '09.02.07-100200-5',
      '16675-100300-2',
      '15.01.05-100200-1',
      '38.02.01-100300-2',
    ]);
    expect(await codes({ sort: 'duration_months' })).toEqual([
      '16675-100300-2',
      '15.01.05-100200-1',
      '38.02.01-100300-2',
      '09.02.07-100200-5',
      '11.02.15-100054-2',
      '09.02.07-100054-1',
      '54.02.01-100200-1',
    ]);
    expect((await codes({ sort: 'paid_places', direction: 'desc' })).slice(0, 2)).toEqual(['09.02.07-100200-5', '38.02.01-100300-2']);
    expect(await codes({ sort: 'speciality', direction: 'desc', pageSize: 5, page: 2 })).toEqual(['09.02.07-100200-5', '09.02.07-100054-1']);
  });

  it('refuses bad params with an issue for each, and callers without viewEducationPrograms', async () => {
    const bad = await call(analyst, { pageSize: 7, sort: 'secret', study_form: 'Вечерняя', speciality: 'abc', education_form: 10, unknown: 1 });
    expect(bad).toMatchObject({ success: false, data: 'INVALID_PARAMS' });
    expect(new Set((bad.issues ?? []).map((issue) => issue.path))).toEqual(new Set(['(params)', 'education_form', 'pageSize', 'sort', 'speciality', 'study_form']));
    expect(await call(analyst, { organization: 0 })).toMatchObject({ success: false, data: 'INVALID_PARAMS' });
    expect(await call(analyst, { search: 'x'.repeat(101) })).toMatchObject({ success: false, data: 'INVALID_PARAMS' });
    const escort = await server.signIn('escort');
    expect(await call(escort, {})).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
    expect(await call(null, {})).toMatchObject({ success: false });
  });
});
