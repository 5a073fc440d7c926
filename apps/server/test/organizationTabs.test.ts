import { MAX_ORGANIZATION_INTERACTIONS } from '@abitura/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abiturients, organizationInteractions, organizationVacancies, specialities } from '../src/db/schema/index.js';
import { startTestServer, type TestServer } from './harness.js';
import { auditOf, call, insertOrganizations, signedInAs } from './support/organizationFixtures.js';

/** The card's tabs: buildings, vacancies, interactions and a school's students. */
let server: TestServer;
let admin: string;
let analyst: string;
let curator: string;
let curatorId: number;
let callCenter: string;
let queueOperator: string;
let college: number;
let school: number;
let otherSchool: number;

const START = Date.parse('2026-09-01T09:00:00Z');

beforeAll(async () => {
  server = await startTestServer();
  admin = (await signedInAs(server, 'admin', ['Администратор'])).token;
  analyst = (await signedInAs(server, 'analyst', ['Аналитик'])).token;
  ({ id: curatorId, token: curator } = await signedInAs(server, 'curator', ['Куратор'], 'Иванова Анна Сергеевна'));
  await signedInAs(server, 'accompanying', ['Сопровождающий']);
  callCenter = (await signedInAs(server, 'callcenter', ['Оператор колл-центра'])).token;
  queueOperator = (await signedInAs(server, 'queue', ['Оператор очереди'])).token;
  [college, school, otherSchool] = (await insertOrganizations(server, [
    { type: 'college', name: 'Колледж вкладок', shortName: 'КВ', organizationId: 'TABS1' },
    { type: 'school', name: 'Школа вкладок', organizationId: 'TABS2' },
    { type: 'school', name: 'Другая школа', organizationId: 'TABS3' },
  ])) as [number, number, number];
});
afterAll(() => server.close());

interface Building {
  id: number;
  organization: number;
  organization_id: string | null;
  address: string;
  okrug: string | null;
  district: string | null;
  metro: string[];
  is_deleted: boolean;
  deleted_at: string | null;
}

const standingBuildings = async (id: number) => ((await call(server, analyst, 'Organization/GetOrganization', { id })).data as { counts: { buildings: number } }).counts.buildings;

describe('Organization/CreateBuild and UpdateBuild', () => {
  let building: Building;

  it('adds a building with its place checked and its metro kept in order, and audits it', async () => {
    const reply = await call(server, admin, 'Organization/CreateBuild', {
      organization: college,
      name: 'Учебный корпус № 2',
      address: 'г. Москва, ул. Тверская, д. 7',
      okrug: 'CAO',
      district: 'тверской',
      metro: ['Охотный Ряд', 'Тверская'],
    });
    expect(reply, JSON.stringify(reply)).toMatchObject({ success: true });
    building = reply.data as Building;
    expect(building).toMatchObject({ organization: college, organization_id: 'TABS1', okrug: 'CAO', district: 'Тверской', metro: ['Охотный Ряд', 'Тверская'], is_deleted: false, deleted_at: null });
    const [entry] = await auditOf(server, admin, 'building', building.id);
    expect(entry).toMatchObject({ action: 'Organization/CreateBuild', before: null, after: { organization: college, address: 'г. Москва, ул. Тверская, д. 7', is_deleted: false } });
    expect(await standingBuildings(college)).toBe(1);
  });

  it('deletes softly with the moment, restores with the moment cleared, each audited', async () => {
    // Ten minutes on: within the sessions' idle limit.
    server.clock.current = START + 600_000;
    const deleted = await call(server, admin, 'Organization/UpdateBuild', { id: building.id, data: { is_deleted: true } });
    expect(deleted).toMatchObject({ success: true, data: { id: building.id, is_deleted: true, deleted_at: '2026-09-01T09:10:00.000Z', address: building.address } });
    expect(await standingBuildings(college)).toBe(0);
    server.clock.advance(60_000);
    // Deleting again keeps the first moment and writes nothing.
    expect(await call(server, admin, 'Organization/UpdateBuild', { id: building.id, data: { is_deleted: true } })).toMatchObject({ success: true, message: 'Изменений нет.', data: { deleted_at: '2026-09-01T09:10:00.000Z' } });
    const restored = await call(server, admin, 'Organization/UpdateBuild', { id: building.id, data: { is_deleted: false, metro: ['Тверская'] } });
    expect(restored).toMatchObject({ success: true, data: { is_deleted: false, deleted_at: null, metro: ['Тверская'] } });
    expect(await standingBuildings(college)).toBe(1);
    const [restore, remove] = await auditOf(server, admin, 'building', building.id);
    expect(remove).toMatchObject({ action: 'Organization/UpdateBuild', before: { is_deleted: false }, after: { is_deleted: true } });
    expect(restore).toMatchObject({ action: 'Organization/UpdateBuild', before: { is_deleted: true, metro: ['Охотный Ряд', 'Тверская'] }, after: { is_deleted: false, metro: ['Тверская'] } });
  });

  it('checks okrug and rayon together, on data.* paths for an update', async () => {
    expect(await call(server, admin, 'Organization/UpdateBuild', { id: building.id, data: { okrug: 'UAO' } })).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path: 'data.district' }] });
    expect(await call(server, admin, 'Organization/UpdateBuild', { id: building.id, data: { okrug: 'UAO', district: 'Царицыно' } })).toMatchObject({ success: true, data: { okrug: 'UAO', district: 'Царицыно' } });
    const bad = await call(server, admin, 'Organization/CreateBuild', { organization: college, address: 'ул. Неизвестная, 1', okrug: 'Луна', district: 'Море Спокойствия' });
    expect(bad).toMatchObject({ success: false, data: 'INVALID_PARAMS' });
    expect(bad.issues?.map((issue) => issue.path)).toEqual(['okrug', 'district']);
  });

  it('refuses bad params, unknown ids and callers without manageOrganizations', async () => {
    expect(await call(server, admin, 'Organization/CreateBuild', { organization: college, address: 'ул' })).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path: 'address' }] });
    expect(await call(server, admin, 'Organization/CreateBuild', { organization: college, address: 'ул. Длинная, 1', metro: ['1', '2', '3', '4', '5', '6'] })).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path: 'metro' }] });
    expect(await call(server, admin, 'Organization/CreateBuild', { organization: 999_999, address: 'ул. Ничья, 1' })).toMatchObject({ success: false, data: 'NOT_FOUND' });
    expect(await call(server, admin, 'Organization/UpdateBuild', { id: 999_999, data: { name: 'Никакой' } })).toMatchObject({ success: false, data: 'NOT_FOUND', message: expect.stringContaining('Здание не найдено') });
    expect(await call(server, admin, 'Organization/UpdateBuild', { id: building.id, data: {} })).toMatchObject({ success: false, data: 'INVALID_PARAMS' });
    for (const token of [analyst, curator]) {
      expect(await call(server, token, 'Organization/CreateBuild', { organization: college, address: 'ул. Без права, 1' })).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
      expect(await call(server, token, 'Organization/UpdateBuild', { id: building.id, data: { is_deleted: true } })).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
    }
  });
});

describe('Organization/GetVacancy', () => {
  it("lists one organization's vacancies by speciality code, with the speciality and organization named", async () => {
    const db = server.database.db;
    await db
      .insert(specialities)
      .values([
        { code: '99.02.02', name: 'Вторая тестовая специальность', industry: 'it' },
        { code: '99.01.01', name: 'Первая тестовая профессия', industry: 'industry', level: 13 },
      ])
      .onConflictDoNothing();
    await db.insert(organizationVacancies).values([
      { organizationId: college, specialityCode: '99.02.02', baseGrade: 'SCH9', studyForm: 'Очная', budgetPlaces: 25, paidPlaces: 5 },
      { organizationId: college, specialityCode: '99.01.01', baseGrade: 'SCH11', studyForm: 'Заочная', budgetPlaces: 0, paidPlaces: 10 },
      { organizationId: school, specialityCode: '99.01.01', budgetPlaces: 1 },
    ]);
    const reply = await call(server, analyst, 'Organization/GetVacancy', { search: { organization: college } });
    expect(reply, JSON.stringify(reply)).toMatchObject({ success: true });
    expect(reply.data).toEqual([
      expect.objectContaining({ spec: { code: '99.01.01', name: 'Первая тестовая профессия' }, organization: { id: college, name: 'Колледж вкладок', short_name: 'КВ' }, base_grade: 'SCH11', study_form: 'Заочная', budget_places: 0, paid_places: 10 }),
      expect.objectContaining({ spec: { code: '99.02.02', name: 'Вторая тестовая специальность' }, budget_places: 25, paid_places: 5 }),
    ]);
    expect(await call(server, analyst, 'Organization/GetVacancy', { search: { organization: otherSchool } })).toMatchObject({ success: true, data: [] });
  });

  it('refuses an unknown organization, bad params and callers without viewOrganization', async () => {
    expect(await call(server, analyst, 'Organization/GetVacancy', { search: { organization: 999_999 } })).toMatchObject({ success: false, data: 'NOT_FOUND' });
    expect(await call(server, analyst, 'Organization/GetVacancy', { search: {} })).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path: 'search.organization' }] });
    expect(await call(server, queueOperator, 'Organization/GetVacancy', { search: { organization: college } })).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
  });
});

interface Interaction {
  id: number;
  organization: number;
  type: string;
  result: string | null;
  comment: string | null;
  date: string;
  author: { id: number; name: string } | null;
  created_at: string;
}

describe('Interaction/OrganizationCreate and OrganizationGet', () => {
  it('records an interaction by the caller, dated now by default, and audits it', async () => {
    server.clock.current = START;
    const token = await server.signIn('curator');
    const reply = await call(server, token, 'Interaction/OrganizationCreate', { organization: school, type: 'visit', result: 'Провели профориентационную встречу', comment: '' });
    expect(reply, JSON.stringify(reply)).toMatchObject({ success: true });
    const created = reply.data as Interaction;
    expect(created).toMatchObject({ organization: school, type: 'visit', comment: null, date: '2026-09-01T09:00:00.000Z', created_at: '2026-09-01T09:00:00.000Z', author: { id: curatorId, name: 'Иванова Анна Сергеевна' } });
    const [entry] = await auditOf(server, admin, 'organizationInteraction', created.id);
    expect(entry).toMatchObject({ action: 'Interaction/OrganizationCreate', actorId: curatorId, before: null, after: { organization: school, type: 'visit', date: created.date } });
  });

  it('takes a past date, allows a clock a few minutes fast, refuses the future on date', async () => {
    server.clock.current = START;
    // Сопровождающий records interactions too (manageOrganizationInteractions), signed in at this clock.
    const token = await server.signIn('accompanying');
    expect(await call(server, token, 'Interaction/OrganizationCreate', { organization: school, type: 'incall', comment: 'Звонил директор', date: '2026-08-20T12:00:00+03:00' })).toMatchObject({
      success: true,
      data: { date: '2026-08-20T09:00:00.000Z', created_at: '2026-09-01T09:00:00.000Z' },
    });
    expect(await call(server, token, 'Interaction/OrganizationCreate', { organization: school, type: 'outcall', result: 'Договорились', date: '2026-09-01T09:04:00Z' })).toMatchObject({ success: true });
    const future = await call(server, token, 'Interaction/OrganizationCreate', { organization: school, type: 'outcall', result: 'Позвоню', date: '2026-09-01T09:06:00Z' });
    expect(future).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path: 'date' }] });
  });

  it('lists newest first by when it happened, then by id, with authors named', async () => {
    const db = server.database.db;
    const same = new Date('2026-08-25T10:00:00Z');
    const [first, second] = await db
      .insert(organizationInteractions)
      .values([
        { organizationId: school, type: 'send', result: 'Письмо 1', occurredAt: same },
        { organizationId: school, type: 'send', result: 'Письмо 2', occurredAt: same },
        { organizationId: otherSchool, type: 'send', result: 'Чужое письмо', occurredAt: same },
      ])
      .returning({ id: organizationInteractions.id });
    const reply = await call(server, analyst, 'Interaction/OrganizationGet', { id: school });
    expect(reply, JSON.stringify(reply)).toMatchObject({ success: true });
    const items = reply.data as Interaction[];
    expect(items.map((item) => item.date)).toEqual(['2026-09-01T09:04:00.000Z', '2026-09-01T09:00:00.000Z', '2026-08-25T10:00:00.000Z', '2026-08-25T10:00:00.000Z', '2026-08-20T09:00:00.000Z']);
    expect(items.slice(2, 4).map((item) => item.id)).toEqual([second?.id, first?.id]);
    expect(items[2]?.author).toBeNull();
    expect(items[1]?.author).toEqual({ id: curatorId, name: 'Иванова Анна Сергеевна' });
    expect(items.every((item) => item.organization === school)).toBe(true);
  });

  it(`returns the ${MAX_ORGANIZATION_INTERACTIONS} newest`, async () => {
    const [busy] = (await insertOrganizations(server, [{ type: 'college', name: 'Колледж с историей' }])) as [number];
    await server.database.db.insert(organizationInteractions).values(
      Array.from({ length: MAX_ORGANIZATION_INTERACTIONS + 10 }, (_, index) => ({ organizationId: busy, type: 'description', comment: `Заметка ${index}`, occurredAt: new Date(START - index * 60_000) })),
    );
    const items = (await call(server, analyst, 'Interaction/OrganizationGet', { id: busy })).data as Interaction[];
    expect(items).toHaveLength(MAX_ORGANIZATION_INTERACTIONS);
    expect(items[0]?.comment).toBe('Заметка 0');
    expect(items.at(-1)?.comment).toBe(`Заметка ${MAX_ORGANIZATION_INTERACTIONS - 1}`);
  });

  it('refuses unknown organizations, bad params and callers without the permission', async () => {
    expect(await call(server, analyst, 'Interaction/OrganizationGet', { id: 999_999 })).toMatchObject({ success: false, data: 'NOT_FOUND' });
    expect(await call(server, curator, 'Interaction/OrganizationCreate', { organization: 999_999, type: 'visit', result: 'Никуда' })).toMatchObject({ success: false, data: 'NOT_FOUND' });
    expect(await call(server, curator, 'Interaction/OrganizationCreate', { organization: school, type: 'teleport', result: 'Нет' })).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path: 'type' }] });
    expect(await call(server, curator, 'Interaction/OrganizationCreate', { organization: school, type: 'visit', result: '', comment: null })).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path: 'result' }] });
    expect(await call(server, curator, 'Interaction/OrganizationCreate', { organization: school, type: 'visit', result: 'Был', date: 'вчера' })).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path: 'date' }] });
    expect(await call(server, analyst, 'Interaction/OrganizationCreate', { organization: school, type: 'visit', result: 'Без права' })).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
    expect(await call(server, queueOperator, 'Interaction/OrganizationGet', { id: school })).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
  });
});

interface Student {
  id: number;
  fullname: string;
  birth_date: string | null;
  grade: string | null;
  graduation_year: number | null;
  processing_status: string | null;
}
interface StudentPage {
  items: Student[];
  total: number;
  page: number;
  pageSize: number;
}

describe('Organization/GetStudents', () => {
  beforeAll(async () => {
    await server.database.db.insert(abiturients).values([
      { lastName: 'Яковлева', firstName: 'Дарья', middleName: 'Игоревна', schoolId: school, grade: 'SCH11', graduationYear: 26, birthDate: '2008-05-14' },
      { lastName: 'Семёнов', firstName: 'Семён', middleName: 'Семёнович', schoolId: school, grade: 'SCH9', graduationYear: 26 },
      { lastName: 'абрамов', firstName: 'Борис', schoolId: school, grade: 'SCH9', processingStatus: 'processed' },
      { lastName: 'Абрамов', firstName: 'Алексей', middleName: 'Петрович', schoolId: school, grade: 'SCH11' },
      { lastName: 'Семенова', firstName: 'Алиса', schoolId: otherSchool, grade: 'SCH9' },
    ]);
  });

  async function students(params: Record<string, unknown>, token = analyst): Promise<StudentPage> {
    const reply = await call(server, token, 'Organization/GetStudents', { organization: school, ...params });
    expect(reply, JSON.stringify(reply)).toMatchObject({ success: true });
    return reply.data as StudentPage;
  }

  it("lists the school's own applicants by surname and name, folded, with full names", async () => {
    const page = await students({});
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 25 });
    expect(page.items.map((item) => item.fullname)).toEqual(['Абрамов Алексей Петрович', 'абрамов Борис', 'Семёнов Семён Семёнович', 'Яковлева Дарья Игоревна']);
    expect(page.items[3]).toMatchObject({ birth_date: '2008-05-14', grade: 'SCH11', graduation_year: 26, processing_status: 'not_processed' });
    expect(page.items[1]).toMatchObject({ birth_date: null, graduation_year: null, processing_status: 'processed' });
  });

  it('searches every word (ё as е, any case) and filters by grade', async () => {
    expect((await students({ search: 'СЕМЕН' })).items.map((item) => item.fullname)).toEqual(['Семёнов Семён Семёнович']);
    expect((await students({ search: 'абрамов алекс' })).items.map((item) => item.fullname)).toEqual(['Абрамов Алексей Петрович']);
    expect((await students({ search: '%' })).total).toBe(0);
    expect((await students({ grade: 'SCH9' })).items.map((item) => item.fullname)).toEqual(['абрамов Борис', 'Семёнов Семён Семёнович']);
    expect((await students({ grade: 'SCH11', search: 'яковлева' })).total).toBe(1);
  });

  it('pages without overlap', async () => {
    await server.database.db.insert(abiturients).values(Array.from({ length: 11 }, (_, index) => ({ lastName: 'Ученик', firstName: `Номер${String(index + 1).padStart(2, '0')}`, schoolId: otherSchool })));
    const pages = await Promise.all([1, 2, 3, 4].map((page) => students({ organization: otherSchool, pageSize: 5, page })));
    expect(pages.map((page) => page.items.length)).toEqual([5, 5, 2, 0]);
    expect(pages.every((page) => page.total === 12 && page.pageSize === 5)).toBe(true);
    expect(pages.flatMap((page) => page.items.map((item) => item.fullname))).toEqual([
      'Семенова Алиса',
      ...Array.from({ length: 11 }, (_, index) => `Ученик Номер${String(index + 1).padStart(2, '0')}`),
    ]);
  });

  it('refuses an unknown organization, bad params and callers without viewContingent', async () => {
    expect(await call(server, analyst, 'Organization/GetStudents', { organization: 999_999 })).toMatchObject({ success: false, data: 'NOT_FOUND' });
    expect(await call(server, analyst, 'Organization/GetStudents', { organization: school, grade: 'SCH10' })).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path: 'grade' }] });
    expect(await call(server, analyst, 'Organization/GetStudents', { organization: school, pageSize: 3 })).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path: 'pageSize' }] });
    expect(await call(server, callCenter, 'Organization/GetStudents', { organization: school })).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
  });
});
