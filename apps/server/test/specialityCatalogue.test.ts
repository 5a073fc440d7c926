import type { Reply } from '@abitura/contracts/wire';
import type { SpecialityListItem } from '@abitura/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPECIALITY_CATALOGUE } from '../src/domain/programs/specialityCatalogue.js';
import { startTestServer, type TestServer } from './harness.js';
import { insertProgramFixtures, pageOf } from './programFixtures.js';

let server: TestServer;
let analyst: string;
let colleges: Awaited<ReturnType<typeof insertProgramFixtures>>;

async function call(token: string | null, action: string, params: unknown = {}): Promise<Reply> {
  return (await server.rpc({ action, params, token })).body;
}
const list = async (params: Record<string, unknown>) => pageOf<SpecialityListItem>(await call(analyst, 'Speciality/List', { pageSize: 100, ...params }));
const codes = async (params: Record<string, unknown>) => (await list(params)).items.map((item) => item.code);

/** The codes the fixture's programmes teach. */
const OFFERED = ['09.02.07', '11.02.15', '15.01.05', '16675', '38.02.01', '54.02.01'];

beforeAll(async () => {
  server = await startTestServer();
  await server.addUser({ login: 'analyst', roles: ['Аналитик'] });
  await server.addUser({ login: 'escort', roles: ['Сопровождающий'] });
  colleges = await insertProgramFixtures(server);
  analyst = await server.signIn('analyst');
});
afterAll(() => server.close());

describe('Speciality/List', () => {
  it('lists the whole catalogue written at start, a page at a time by code', async () => {
    const page = pageOf<SpecialityListItem>(await call(analyst, 'Speciality/List', { pageSize: 5 }));
    expect(page).toMatchObject({ total: SPECIALITY_CATALOGUE.length, page: 1, pageSize: 5 });
    expect(page.items.map((item) => item.code)).toEqual(['05.02.01', '07.02.01', '08.01.07', '08.01.08', '08.01.10']);
    expect(page.items[1]).toEqual({ code: '07.02.01', name: 'Архитектура', industry: 'construction', level: 3, qualification: 'Архитектор', programs: 0, colleges: 0, budget_places: 0 });
    const last = Math.ceil(SPECIALITY_CATALOGUE.length / 100);
    expect((await list({ page: last })).items).toHaveLength(SPECIALITY_CATALOGUE.length - (last - 1) * 100);
    expect(await list({ page: last + 1 })).toEqual({ items: [], total: SPECIALITY_CATALOGUE.length, page: last + 1, pageSize: 100 });
  });

  it('counts programmes, distinct colleges and budget places per speciality', async () => {
    const offered = await list({ offered: true, sort: 'programs', direction: 'desc' });
    expect(offered.total).toBe(OFFERED.length);
    expect(offered.items.map((item) => item.code)).toEqual(['09.02.07', '54.02.01', '38.02.01', '16675', '15.01.05', '11.02.15']);
    expect(offered.items[0]).toEqual({
      code: '09.02.07',
      name: 'Информационные системы и программирование',
      industry: 'it',
      level: 3,
      qualification: 'Программист',
      programs: 2,
      colleges: 2,
      budget_places: 50,
    });
    expect(offered.items.find((item) => item.code === '16675')).toMatchObject({ level: 13, programs: 1, colleges: 1, budget_places: 0 });
    expect(await codes({ offered: true, sort: 'budget_places', direction: 'desc' })).toEqual(['09.02.07', '38.02.01', '15.01.05', '11.02.15', '54.02.01', '16675']);
    expect((await codes({ sort: 'colleges', direction: 'desc' }))[0]).toBe('09.02.07');
    expect((await list({ offered: false })).total).toBe(SPECIALITY_CATALOGUE.length - OFFERED.length);
    expect(await codes({ offered: false, search: '09.02.07' })).toEqual([]);
  });

  it('searches code and name, every word, ё and е alike', async () => {
    expect(await codes({ search: 'информационные  СИСТЕМЫ' })).toEqual(['09.02.04', '09.02.07', '21.02.06']);
    expect(await codes({ search: 'актёрское' })).toEqual(['52.02.04']);
    expect(await codes({ search: 'ЧЁРНЫХ металлов' })).toEqual(['22.02.01']);
    expect(await codes({ search: '09.02.0' })).toEqual(['09.02.01', '09.02.02', '09.02.03', '09.02.04', '09.02.05', '09.02.06', '09.02.07', '09.02.08', '09.02.09']);
    expect(await codes({ search: '09_02' })).toEqual([]);
  });

  it('filters by industry and level and sorts by name and industry', async () => {
    expect(await codes({ level: 13, industry: 'hospitality' })).toEqual(['12901', '16399', '16437', '16675']);
    expect((await list({ level: 13 })).total).toBe(SPECIALITY_CATALOGUE.filter((entry) => entry.level === 13).length);
    const healthcare = await list({ industry: 'healthcare' });
    expect(healthcare.total).toBe(SPECIALITY_CATALOGUE.filter((entry) => entry.industry === 'healthcare').length);
    expect(healthcare.items.every((item) => item.industry === 'healthcare')).toBe(true);
    expect((await codes({ sort: 'name' })).slice(0, 3)).toEqual(['12.02.01', '15.02.07', '27.02.03']);
    expect((await list({ sort: 'industry' })).items[0]).toMatchObject({ code: '05.02.01', industry: 'construction' });
    expect((await list({ sort: 'industry', direction: 'desc' })).items[0]).toMatchObject({ code: '43.01.06', industry: 'transport' });
  });

  it('refuses bad params and callers without viewSpecialities', async () => {
    const bad = await call(analyst, 'Speciality/List', { sort: 'qualification', level: 4, pageSize: 1000, offered: 'yes' });
    expect(bad).toMatchObject({ success: false, data: 'INVALID_PARAMS' });
    expect(new Set((bad.issues ?? []).map((issue) => issue.path))).toEqual(new Set(['sort', 'level', 'pageSize', 'offered']));
    const escort = await server.signIn('escort');
    expect(await call(escort, 'Speciality/List', {})).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
  });
});

describe('Speciality/Get', () => {
  it('gives the speciality with the colleges that teach it, by name, and their programmes of it', async () => {
    const reply = await call(analyst, 'Speciality/Get', { code: '09.02.07' });
    expect(reply.success).toBe(true);
    const programme = { level: 3, name: 'Информационные системы и программирование', programme_type: 'ППССЗ (2014)', entrance_tests: [], year: 2026 };
    expect(reply.data).toEqual({
      code: '09.02.07',
      name: 'Информационные системы и программирование',
      industry: 'it',
      level: 3,
      qualification: 'Программист',
      programs: 2,
      colleges: 2,
      budget_places: 50,
      offered_by: [
        {
          id: colleges.svyaz,
          name: 'Колледж связи № 54',
          short_name: 'КС № 54',
          okrug: 'SVAO',
          programs: [
            { ...programme, id: expect.any(Number), code: '09.02.07-100054-1', education_form: 1, study_form: 'Очная', base_grade: 'SCH9', duration_months: 46, budget_places: 50, paid_places: 10 },
          ],
        },
        {
          id: colleges.godovikov,
          name: 'Политехнический колледж им. Н. Н. Годовикова',
          short_name: 'ПК им. Годовикова',
          okrug: 'VAO',
          programs: [
            { ...programme, id: expect.any(Number), code: '09.02.07-100200-5', education_form: 5, study_form: 'Очно-заочная', base_grade: 'SCH11', duration_months: 34, budget_places: 0, paid_places: 30 },
          ],
        },
      ],
    });
  });

  it('gives a speciality nobody teaches with no colleges', async () => {
    expect((await call(analyst, 'Speciality/Get', { code: '43.02.15' })).data).toMatchObject({
      code: '43.02.15',
      name: 'Поварское и кондитерское дело',
      industry: 'hospitality',
      programs: 0,
      colleges: 0,
      budget_places: 0,
      offered_by: [],
    });
  });

  it('answers NOT_FOUND with a sentence for a code not in the catalogue, and refuses bad codes and other callers', async () => {
    const missing = await call(analyst, 'Speciality/Get', { code: '99.02.99' });
    expect(missing).toMatchObject({ success: false, data: 'NOT_FOUND', message: expect.stringContaining('99.02.99') });
    for (const params of [{ code: 'abc' }, {}, { code: '09.02.07', extra: true }, { code: 9020 }]) {
      expect(await call(analyst, 'Speciality/Get', params), JSON.stringify(params)).toMatchObject({ success: false, data: 'INVALID_PARAMS' });
    }
    const escort = await server.signIn('escort');
    expect(await call(escort, 'Speciality/Get', { code: '09.02.07' })).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
  });
});
