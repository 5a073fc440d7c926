import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abiturients, groupPermissions, privilegeGroups, userGroups, users } from '../src/db/schema/index.js';
import { startTestServer, type TestServer } from './harness.js';
import { insertApplicant, insertApplicants } from './support/applicantFixtures.js';
import { call, insertOrganizations, signedInAs } from './support/organizationFixtures.js';
import { expectClearFailure } from './support/serverSupport.js';

/** Abiturient/List, Abiturient/Export and Abiturient/Curators: every filter, the name search, sorting, paging, CSV. */
let server: TestServer;
let admin: string;
let analyst: string;
let queueOperator: string;
let curatorId: number;
let curatorToken: string;
let companionId: number;
const ids: Record<string, number> = {};
const schools: Record<string, number> = {};

interface Item {
  id: number;
  fullname: string;
  school: { id: number; name: string } | null;
  grade: string | null;
  category: string | null;
  processing_status: string;
  curator: { id: number; name: string } | null;
  flags: Record<string, boolean>;
  consent_status: string | null;
}
interface Page {
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
  similarNames: boolean;
}

async function list(params: Record<string, unknown>, token = analyst): Promise<Page> {
  const reply = await call(server, token, 'Abiturient/List', params);
  expect(reply, JSON.stringify(reply)).toMatchObject({ success: true });
  return reply.data as Page;
}

/** The fixture keys of a page's applicants, in order (paging filler left out). */
const keysOf = (page: Page) => page.items.map((item) => Object.keys(ids).find((key) => ids[key] === item.id) ?? `#${item.id}`);
const keySet = async (params: Record<string, unknown>) => new Set(keysOf(await list({ ...params, pageSize: 100 })));
const FIXTURES = ['maria', 'semenov', 'alexey', 'sivakov', 'olga', 'anna'];

beforeAll(async () => {
  server = await startTestServer();
  admin = (await signedInAs(server, 'admin', ['Администратор'])).token;
  analyst = (await signedInAs(server, 'analyst', ['Аналитик'])).token;
  queueOperator = (await signedInAs(server, 'queue', ['Оператор очереди'])).token;
  const curator = await signedInAs(server, 'curator', ['Куратор'], 'Белова Ирина Сергеевна');
  curatorId = curator.id;
  curatorToken = curator.token;
  companionId = (await signedInAs(server, 'companion', ['Сопровождающий'], 'Антонов Олег')).id;
  await signedInAs(server, 'caller', ['Оператор колл-центра'], 'Звонарёва Зоя');
  await server.addUser({ login: 'banned', roles: ['Куратор'], status: 'banned' });
  const [schoolA, schoolB] = await insertOrganizations(server, [
    { type: 'school', name: 'Школа № 1234', shortName: 'Школа 1234', okrug: 'CAO' },
    { type: 'school', name: 'Гимназия № 5', okrug: 'SAO' },
  ]);
  schools.a = schoolA as number;
  schools.b = schoolB as number;

  ids.maria = await insertApplicant(
    server,
    {
      last_name: 'Иванова',
      first_name: 'Мария',
      middle_name: 'Петровна',
      birth_date: '2009-03-01',
      gender: 'FEMALE',
      phones: ['+79161234567'],
      email: 'maria@example.ru',
      id_number: '11223344595',
      school_id: schools.a,
      grade: 'SCH9',
      graduation_year: 25,
      okrug: 'CAO',
      district: 'Арбат',
      category: 'moscow_9_25',
      flags: { has_questionnaire: true, recall: true },
      tags: ['priority_ca_1'],
      preferential: { hasVip: true, hasGia: true },
      readiness: 'ready',
      tracking_stage: 'documents_submitted',
      consent: { status: 'accepted', at: '2026-08-20T10:00:00Z', by: 'applicant', representative: null },
      information_source: 'school',
      intents: ['college_after_9'],
      industries: ['it'],
      curator_id: curatorId,
    },
    { processingStatus: 'in_progress', createdAt: new Date('2026-08-31T22:30:00Z'), updatedAt: new Date('2026-09-01T08:00:00Z') },
  );
  ids.semenov = await insertApplicant(
    server,
    {
      last_name: 'Семёнов',
      first_name: 'Пётр',
      birth_date: '2007-11-15',
      gender: 'MALE',
      school_id: schools.b,
      grade: 'SCH11',
      graduation_year: 24,
      okrug: 'SAO',
      district: 'Савёловский',
      category: 'moscow_11',
      flags: { inactive: true },
      tags: ['prkom2024'],
      readiness: 'doubting',
      consent: { status: 'not_accepted', at: '2026-08-21T10:00:00Z', by: 'representative', representative: 'Семёнова Анна' },
      information_source: 'metro',
      intents: ['college_after_11', 'university'],
      industries: ['transport'],
    },
    { createdAt: new Date('2026-07-10T09:00:00Z'), updatedAt: new Date('2026-07-10T09:00:00Z') },
  );
  ids.alexey = await insertApplicant(
    server,
    {
      last_name: 'Иванов',
      first_name: 'Алексей',
      birth_date: '2009-06-30',
      school_id: schools.a,
      grade: 'SCH9',
      graduation_year: 25,
      okrug: 'CAO',
      category: 'region_9',
      flags: { recall: true },
      tags: ['priority_ca_2'],
      preferential: { hasGia: true },
      readiness: 'interested',
      tracking_stage: 'plans_to_apply',
      intents: ['college_after_9'],
      industries: ['it', 'industry'],
      curator_id: companionId,
    },
    { processingStatus: 'work_done', createdAt: new Date('2026-08-15T09:00:00Z'), updatedAt: new Date('2026-08-30T09:00:00Z') },
  );
  ids.sivakov = await insertApplicant(
    server,
    { last_name: 'Сиваков', first_name: 'Игорь', birth_date: '2008-01-10', grade: 'SCH9', graduation_year: 24, category: 'moscow_9_24', readiness: 'refused', phones: ['+79035550011'], email: 'igor.s@mail.test' },
    { processingStatus: 'work_end', createdAt: new Date('2026-06-01T09:00:00Z'), updatedAt: new Date('2026-06-01T09:00:00Z') },
  );
  ids.olga = await insertApplicant(
    server,
    { last_name: 'ёжикова', first_name: 'Ольга', category: 'other', tags: ['priority_ca_1', 'passing2oge'], curator_id: curatorId, flags: { has_questionnaire: true } },
    { createdAt: new Date('2026-05-01T09:00:00Z'), updatedAt: new Date('2026-05-01T09:00:00Z') },
  );
  ids.anna = await insertApplicant(
    server,
    { last_name: 'Абрамова', first_name: 'Анна', middle_name: 'Игоревна', birth_date: '2010-02-02', okrug: 'ZAO', category: 'moscow_9_25', graduation_year: 26 },
    { processingStatus: 'process_not_need', createdAt: new Date('2026-04-01T09:00:00Z'), updatedAt: new Date('2026-04-01T09:00:00Z') },
  );
  // 30 namesakes in known order for paging, in ZZZ okrug so filters can isolate them.
  await insertApplicants(
    server,
    Array.from({ length: 30 }, (_, index) => ({ last_name: 'Пагинер', first_name: `Ученица${String(index + 1).padStart(2, '0')}`, okrug: 'ZZZ' })),
  );
  const early = new Date('2026-03-01T09:00:00Z');
  await server.database.db.update(abiturients).set({ createdAt: early, updatedAt: early }).where(eq(abiturients.okrug, 'ZZZ'));
});
afterAll(() => server.close());

describe('Abiturient/List name search', () => {
  it('tolerates a typo, ё or е, any case, and finds a fragment inside names', async () => {
    expect(keysOf(await list({ search: 'Иванва Мария' }))).toEqual(['maria']);
    // One letter dropped: Иванова; Иванов is two typos away, more than six letters allow.
    expect(await keySet({ search: 'иванва' })).toEqual(new Set(['maria']));
    expect(keysOf(await list({ search: 'Абрамва' }))).toEqual(['anna']);
    expect(keysOf(await list({ search: 'Семенов' }))).toEqual(['semenov']);
    expect(keysOf(await list({ search: 'СЕМЁНОВ пётр' }))).toEqual(['semenov']);
    expect(keysOf(await list({ search: 'ежикова' }))).toEqual(['olga']);
    expect(await keySet({ search: 'ива' })).toEqual(new Set(['maria', 'alexey', 'sivakov']));
    expect(keysOf(await list({ search: 'мария петровна' }))).toEqual(['maria']);
    expect((await list({ search: 'Кузнецов' })).total).toBe(0);
  });

  it('corrects a typo only when no name contains the search, and says so', async () => {
    // «иванова» is one typo from «Иванов Алексей»: corrections beside the names that contain it would add him.
    const contained = await list({ search: 'иванова', pageSize: 100 });
    expect(keysOf(contained)).toEqual(['maria']);
    expect(contained.similarNames).toBe(false);
    const corrected = await list({ search: 'иваноа', pageSize: 100 });
    expect(new Set(keysOf(corrected))).toEqual(new Set(['maria', 'alexey']));
    expect(corrected.similarNames).toBe(true);
    // Within the filter: nobody in ZZZ is called Иванова, so similar names are looked for there (none).
    expect(await list({ search: 'иванова', okrug: 'ZZZ' })).toMatchObject({ total: 0, similarNames: true });
    // Corrected names come fewest typos first: by name, Ученица01 would lead.
    const closest = await list({ search: 'Пагинр Ученица17', okrug: 'ZZZ', pageSize: 5 });
    expect(closest).toMatchObject({ total: 30, similarNames: true });
    expect(closest.items[0]?.fullname).toBe('Пагинер Ученица17');
    expect(linesOf(await exportOf({ search: 'Пагинр Ученица17', okrug: 'ZZZ', columns: ['fullname'] }))[1]).toBe('Пагинер Ученица17');
    // Too short to correct: three letters match by fragment only.
    expect(await list({ search: 'ивв' })).toMatchObject({ total: 0, similarNames: false });
  });

  it('orders by relevance when asked: the closest name first', async () => {
    const page = await list({ search: 'иванов', sort: 'relevance' });
    expect(keysOf(page)[0]).toBe('alexey');
    expect(keysOf(page)).toContain('maria');
    // Without a search, relevance is the name order.
    expect(keysOf(await list({ sort: 'relevance', okrug: 'CAO' }))).toEqual(['alexey', 'maria']);
  });

  it('takes % and _ in a search literally', async () => {
    expect((await list({ search: '%' })).total).toBe(0);
    expect((await list({ search: '_' })).total).toBe(0);
  });
});

describe('Abiturient/List filters', () => {
  it('narrows by flags (all of them), without flags, tags (any), preferential (all)', async () => {
    expect(await keySet({ flags: ['recall'] })).toEqual(new Set(['maria', 'alexey']));
    expect(await keySet({ flags: ['recall', 'has_questionnaire'] })).toEqual(new Set(['maria']));
    expect(await keySet({ without_flags: ['recall', 'inactive'], okrug: 'ZZZ', pageSize: 5 })).toHaveProperty('size', 30);
    expect(await keySet({ without_flags: ['recall', 'inactive'], search: 'ов' })).toEqual(new Set(['sivakov', 'olga', 'anna']));
    expect(await keySet({ tags: ['priority_ca_1'] })).toEqual(new Set(['maria', 'olga']));
    expect(await keySet({ tags: ['priority_ca_2', 'prkom2024'] })).toEqual(new Set(['alexey', 'semenov']));
    expect(await keySet({ preferential: ['hasGia'] })).toEqual(new Set(['maria', 'alexey']));
    expect(await keySet({ preferential: ['hasGia', 'hasVip'] })).toEqual(new Set(['maria']));
  });

  it('narrows by category, okrug, district (ё or е), school, grade and graduation year', async () => {
    expect(await keySet({ category: ['moscow_9_25', 'moscow_11'] })).toEqual(new Set(['maria', 'semenov', 'anna']));
    expect(await keySet({ okrug: 'CAO' })).toEqual(new Set(['maria', 'alexey']));
    expect(await keySet({ district: 'савеловский' })).toEqual(new Set(['semenov']));
    expect(await keySet({ school_id: schools.a })).toEqual(new Set(['maria', 'alexey']));
    expect(await keySet({ grade: 'SCH11' })).toEqual(new Set(['semenov']));
    expect(await keySet({ graduation_year: 24 })).toEqual(new Set(['semenov', 'sivakov']));
    expect(await keySet({ grade: 'SCH9', graduation_year: 25, school_id: schools.a, category: ['region_9'] })).toEqual(new Set(['alexey']));
  });

  it('narrows by processing status, readiness, tracking stage, consent, information source, intent and industry', async () => {
    expect(await keySet({ processing_status: ['work_done', 'work_end'] })).toEqual(new Set(['alexey', 'sivakov']));
    expect(await keySet({ processing_status: ['not_processed'], okrug: 'ZZZ' })).toHaveProperty('size', 30);
    expect(await keySet({ readiness: ['ready', 'refused'] })).toEqual(new Set(['maria', 'sivakov']));
    expect(await keySet({ tracking_stage: 'plans_to_apply' })).toEqual(new Set(['alexey']));
    expect(await keySet({ consent_status: 'accepted' })).toEqual(new Set(['maria']));
    expect(await keySet({ consent_status: 'not_accepted' })).toEqual(new Set(['semenov']));
    expect(await keySet({ information_source: 'metro' })).toEqual(new Set(['semenov']));
    expect(await keySet({ intent: 'college_after_9' })).toEqual(new Set(['maria', 'alexey']));
    expect(await keySet({ industry: 'it' })).toEqual(new Set(['maria', 'alexey']));
    expect(await keySet({ industry: 'industry' })).toEqual(new Set(['alexey']));
  });

  it('narrows by curator: an id, nobody, or the caller', async () => {
    expect(await keySet({ curator: curatorId })).toEqual(new Set(['maria', 'olga']));
    expect(await keySet({ curator: companionId })).toEqual(new Set(['alexey']));
    expect(await keySet({ curator: 'me' })).toEqual(new Set());
    expect(new Set(keysOf(await list({ curator: 'me', pageSize: 100 }, curatorToken)))).toEqual(new Set(['maria', 'olga']));
    expect(await keySet({ curator: 'none', search: 'ов' })).toEqual(new Set(['semenov', 'sivakov', 'anna']));
  });

  it('narrows by Moscow creation days and birth dates, both ends included', async () => {
    // Created 2026-08-31 22:30 UTC: 1 September in Moscow.
    expect(await keySet({ created_from: '2026-09-01' })).toEqual(new Set(['maria']));
    expect(await keySet({ created_from: '2026-08-15', created_to: '2026-08-31' })).toEqual(new Set(['alexey']));
    expect(await keySet({ created_from: '2026-04-01', created_to: '2026-05-01' })).toEqual(new Set(['olga', 'anna']));
    expect(await keySet({ birth_from: '2009-03-01', birth_to: '2009-06-30' })).toEqual(new Set(['maria', 'alexey']));
    expect(await keySet({ birth_from: '2010-01-01' })).toEqual(new Set(['anna']));
  });

  it('maps rows with their school, curator, all flags and consent', async () => {
    const maria = (await list({ search: 'иванова' })).items.find((item) => item.id === ids.maria);
    expect(maria).toMatchObject({
      fullname: 'Иванова Мария Петровна',
      school: { id: schools.a, name: 'Школа 1234' },
      curator: { id: curatorId, name: 'Белова Ирина Сергеевна' },
      processing_status: 'in_progress',
      consent_status: 'accepted',
    });
    expect(Object.keys(maria?.flags ?? {})).toHaveLength(13);
    expect(maria?.flags).toMatchObject({ has_questionnaire: true, recall: true, inactive: false });
  });
});

describe('Abiturient/List sorting and paging', () => {
  it('sorts by folded full name (ё with е, any case), then id', async () => {
    expect(keysOf(await list({ search: 'ов' }))).toEqual(['anna', 'olga', 'alexey', 'maria', 'semenov', 'sivakov']);
    expect(keysOf(await list({ search: 'ов', direction: 'desc' }))).toEqual(['sivakov', 'semenov', 'maria', 'alexey', 'olga', 'anna']);
  });

  it('sorts by the other columns, coded ones in their vocabulary order, empty values last', async () => {
    const among = (page: Page) => keysOf(page).filter((key) => FIXTURES.includes(key));
    expect(among(await list({ sort: 'birth_date', search: 'ов' }))).toEqual(['semenov', 'sivakov', 'maria', 'alexey', 'anna', 'olga']);
    expect(among(await list({ sort: 'birth_date', direction: 'desc', search: 'ов' }))).toEqual(['anna', 'alexey', 'maria', 'sivakov', 'semenov', 'olga']);
    expect(among(await list({ sort: 'processing_status', search: 'ов' }))).toEqual(['olga', 'semenov', 'maria', 'sivakov', 'alexey', 'anna']);
    expect(among(await list({ sort: 'grade', search: 'ов' }))).toEqual(['alexey', 'maria', 'sivakov', 'semenov', 'anna', 'olga']);
    expect(among(await list({ sort: 'school', search: 'ов' }))).toEqual(['semenov', 'alexey', 'maria', 'anna', 'olga', 'sivakov']);
    expect(among(await list({ sort: 'category', search: 'ов' }))).toEqual(['anna', 'maria', 'sivakov', 'alexey', 'semenov', 'olga']);
    expect(among(await list({ sort: 'readiness', search: 'ов' }))).toEqual(['maria', 'alexey', 'semenov', 'sivakov', 'anna', 'olga']);
    expect(among(await list({ sort: 'graduation_year', direction: 'desc', search: 'ов' }))).toEqual(['anna', 'alexey', 'maria', 'semenov', 'sivakov', 'olga']);
    expect(among(await list({ sort: 'created_at', direction: 'desc', search: 'ов' }))).toEqual(['maria', 'alexey', 'semenov', 'sivakov', 'olga', 'anna']);
    expect(among(await list({ sort: 'updated_at', search: 'ов' }))).toEqual(['anna', 'olga', 'sivakov', 'semenov', 'alexey', 'maria']);
    expect(among(await list({ sort: 'okrug', search: 'ов' }))).toEqual(['alexey', 'maria', 'semenov', 'anna', 'olga', 'sivakov']);
  });

  it('pages without overlap or gaps, a page past the end empty', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => list({ okrug: 'ZZZ', pageSize: 10, page })));
    expect(pages.map((page) => page.items.length)).toEqual([10, 10, 10, 0]);
    expect(pages.every((page) => page.total === 30)).toBe(true);
    expect(pages.flatMap((page) => page.items.map((item) => item.fullname))).toEqual(Array.from({ length: 30 }, (_, index) => `Пагинер Ученица${String(index + 1).padStart(2, '0')}`));
    const defaults = await list({});
    expect(defaults).toMatchObject({ page: 1, pageSize: 25, total: 36 });
    expect(defaults.items).toHaveLength(25);
  });

  it('refuses values outside the lists and unknown fields', async () => {
    for (const [params, path] of [
      [{ pageSize: 7 }, 'pageSize'],
      [{ sort: 'phones' }, 'sort'],
      [{ flags: ['flying'] }, 'flags.0'],
      [{ category: ['mars'] }, 'category.0'],
      [{ curator: 'someone' }, 'curator'],
      [{ created_from: '01.09.2026' }, 'created_from'],
      [{ graduation_year: 100 }, 'graduation_year'],
      [{ search: 'x'.repeat(101) }, 'search'],
      [{ colour: 'red' }, ''],
    ] as const) {
      const reply = await call(server, analyst, 'Abiturient/List', params);
      expectClearFailure(reply, ['INVALID_PARAMS'], JSON.stringify(params));
      if (path) expect(reply.issues?.map((issue) => issue.path)).toContain(path);
    }
  });

  it('is open to viewContingent holders only', async () => {
    expect(await call(server, queueOperator, 'Abiturient/List', {})).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
    expect(await call(server, queueOperator, 'Abiturient/Export', {})).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
    expect(await call(server, queueOperator, 'Abiturient/Curators', {})).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
    expect(await call(server, null, 'Abiturient/List', {})).toMatchObject({ success: false });
  });
});

interface Export {
  filename: string;
  csv: string;
  rows: number;
}

async function exportOf(params: Record<string, unknown>): Promise<Export> {
  const reply = await call(server, analyst, 'Abiturient/Export', params);
  expect(reply, JSON.stringify(reply)).toMatchObject({ success: true });
  return reply.data as Export;
}
const linesOf = (file: Export) => file.csv.replace(/^\uFEFF/, '').split('\r\n').slice(0, -1);

describe('Abiturient/Export', () => {
  it('writes the filter in its order with the default columns, Russian headers and labels', async () => {
    const file = await exportOf({ school_id: schools.a });
    expect(file.filename).toBe('applicants-2026-09-01.csv');
    expect(file.rows).toBe(2);
    expect(file.csv.startsWith('\uFEFF')).toBe(true);
    expect(linesOf(file)).toEqual([
      'ФИО;Дата рождения;Телефоны;Электронная почта;Школа;Класс;Год окончания;Категория;Статус обработки;Куратор',
      'Иванов Алексей;30.06.2009;;;Школа 1234;9 класс;2025;Другой регион, 9 класс;Обработан успешно;Антонов Олег',
      'Иванова Мария Петровна;01.03.2009;8 (916) 123-45-67;maria@example.ru;Школа 1234;9 класс;2025;Москва, 9 класс, выпуск 2025 года;В работе;Белова Ирина Сергеевна',
    ]);
  });

  it('writes the chosen columns in the chosen order, flags and tags as labels, times in Moscow', async () => {
    const file = await exportOf({ search: 'иванова мария', columns: ['id_number', 'fullname', 'flags', 'tags', 'okrug', 'consent_status', 'created_at', 'fullname'] });
    expect(linesOf(file)).toEqual([
      'СНИЛС;ФИО;Отметки;Теги;Округ;Согласие на зачисление;Добавлен',
      `112-233-445 95;Иванова Мария Петровна;Заполнил анкету, Нужно перезвонить;Приоритет обзвона 1;ЦАО;Согласие на зачисление подано;01.09.2026 01:30`,
    ]);
  });

  it('exports in the sort asked and an empty filter result as a header alone', async () => {
    const file = await exportOf({ okrug: 'ZZZ', direction: 'desc', columns: ['fullname'] });
    expect(file.rows).toBe(30);
    expect(linesOf(file)[1]).toBe('Пагинер Ученица30');
    // The names the list shows: those containing the search, else those its typos correct to.
    expect(linesOf(await exportOf({ search: 'иванова', columns: ['fullname'] }))).toEqual(['ФИО', 'Иванова Мария Петровна']);
    expect(linesOf(await exportOf({ search: 'иваноа', columns: ['fullname'] }))).toEqual(['ФИО', 'Иванов Алексей', 'Иванова Мария Петровна']);
    const none = await exportOf({ search: 'Кузнецов', columns: ['fullname'] });
    expect(none).toMatchObject({ rows: 0 });
    expect(linesOf(none)).toEqual(['ФИО']);
  });

  it('refuses unknown columns, naming them', async () => {
    const reply = await call(server, analyst, 'Abiturient/Export', { columns: ['fullname', 'password', 'salary'] });
    expectClearFailure(reply, ['INVALID_PARAMS']);
    expect(reply.message).toContain('password, salary');
    expect(reply.issues?.[0]?.path).toBe('columns');
  });
});

describe('Abiturient/Curators', () => {
  it('lists active users who may edit applicants or record interactions, by name, with their counts', async () => {
    const reply = await call(server, analyst, 'Abiturient/Curators', {});
    expect(reply).toMatchObject({ success: true });
    const curators = reply.data as Array<{ id: number; name: string; applicants: number }>;
    const names = curators.map((curator) => curator.name);
    // Администратор, Куратор, Сопровождающий and the call-centre operator qualify; the analyst, the queue operator and the banned curator do not.
    expect(names).toEqual(['Антонов Олег', 'Белова Ирина Сергеевна', 'Звонарёва Зоя', 'Тестовый admin']);
    expect(curators.find((curator) => curator.id === curatorId)?.applicants).toBe(2);
    expect(curators.find((curator) => curator.id === companionId)?.applicants).toBe(1);
    expect(curators.find((curator) => curator.name === 'Тестовый admin')?.applicants).toBe(0);
  });

  it('narrows by name or login, ё or е', async () => {
    const named = async (search: string) => ((await call(server, analyst, 'Abiturient/Curators', { search })).data as Array<{ name: string }>).map((curator) => curator.name);
    expect(await named('белова')).toEqual(['Белова Ирина Сергеевна']);
    expect(await named('звонарева')).toEqual(['Звонарёва Зоя']);
    expect(await named('companion')).toEqual(['Антонов Олег']);
    expect(await named('analyst')).toEqual([]);
  });

  it('counts a grant through a privilege group too', async () => {
    const db = server.database.db;
    const userId = await server.addUser({ login: 'grouped' });
    await db.update(users).set({ fullName: 'Группова Галина' }).where(eq(users.id, userId));
    const [group] = await db.insert(privilegeGroups).values({ name: 'Кураторы по группе' }).returning({ id: privilegeGroups.id });
    const groupId = (group as { id: number }).id;
    await db.insert(groupPermissions).values({ groupId, permission: 'manageInteractions' });
    await db.insert(userGroups).values({ userId, groupId });
    const reply = await call(server, admin, 'Abiturient/Curators', { search: 'группова' });
    expect(reply).toMatchObject({ success: true, data: [{ id: userId, name: 'Группова Галина', applicants: 0 }] });
  });
});
