import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  abiturients,
  educationPrograms,
  organizationBuildings,
  organizationInteractions,
  organizationResponsibles,
  organizations,
  organizationVacancies,
  specialities,
} from '../src/db/schema/index.js';
import { startTestServer, type TestServer } from './harness.js';
import { auditOf, call, insertOrganizations, signedInAs } from './support/organizationFixtures.js';

/** Organization/GetOrganization, Organization/Create and Organization/Update. */
let server: TestServer;
let admin: string;
let analyst: string;
let curator: string;
let queueOperator: string;

interface Card {
  id: number;
  type: string;
  name: string;
  short_name: string | null;
  organization_id: string | null;
  okrug: string | null;
  district: string | null;
  phone: string | null;
  status: boolean;
  created_at: string;
  updated_at: string;
  counts: Record<string, number>;
}

const NO_COUNTS = { responsibles: 0, buildings: 0, vacancies: 0, programs: 0, interactions: 0, students: 0 };

beforeAll(async () => {
  server = await startTestServer();
  admin = (await signedInAs(server, 'admin', ['Администратор'])).token;
  analyst = (await signedInAs(server, 'analyst', ['Аналитик'])).token;
  curator = (await signedInAs(server, 'curator', ['Куратор'])).token;
  queueOperator = (await signedInAs(server, 'queue', ['Оператор очереди'])).token;
});
afterAll(() => server.close());

async function organizationCount(): Promise<number> {
  return (await server.database.db.select({ id: organizations.id }).from(organizations)).length;
}

describe('Organization/Create', () => {
  it('adds an organization with its fields normalized, and audits it', async () => {
    const reply = await call(server, admin, 'Organization/Create', {
      type: 'college',
      name: '  Колледж автоматизации и информационных технологий № 20 ',
      short_name: 'КАИТ № 20',
      address: 'г. Москва, ул. Вавилова, д. 15',
      organization_id: '7720',
      okrug: 'uzao',
      district: 'черемушки',
      mrsd: 14,
      kind: 'college',
      inn: '7736000001',
      phone: '8 (495) 123-45-67',
      email: 'info@kait20.test',
    });
    expect(reply, JSON.stringify(reply)).toMatchObject({ success: true });
    const card = reply.data as Card;
    expect(card).toMatchObject({
      type: 'college',
      name: 'Колледж автоматизации и информационных технологий № 20',
      organization_id: '7720',
      okrug: 'UZAO',
      district: 'Черёмушки',
      phone: '+74951234567',
      status: true,
      created_at: '2026-09-01T09:00:00.000Z',
      updated_at: '2026-09-01T09:00:00.000Z',
      counts: NO_COUNTS,
    });
    const [entry] = await auditOf(server, admin, 'organization', card.id);
    expect(entry).toMatchObject({ action: 'Organization/Create', before: null, after: { name: card.name, organization_id: '7720', okrug: 'UZAO', district: 'Черёмушки', status: true } });
    expect(await call(server, analyst, 'Organization/GetOrganization', { id: card.id })).toMatchObject({ success: true, data: card });
  });

  it('takes a minimal organization, empty strings as none', async () => {
    const reply = await call(server, admin, 'Organization/Create', { type: 'school', name: 'Школа № 2', short_name: '', organization_id: '', okrug: null });
    expect(reply).toMatchObject({ success: true, data: { name: 'Школа № 2', short_name: null, organization_id: null, okrug: null, district: null, status: true } });
    // Several organizations may have no code: only a given code must be new.
    expect(await call(server, admin, 'Organization/Create', { type: 'school', name: 'Школа № 3' })).toMatchObject({ success: true, data: { organization_id: null } });
  });

  it('refuses a taken organization_id with CONFLICT on that field, adding nothing', async () => {
    const before = await organizationCount();
    const reply = await call(server, admin, 'Organization/Create', { type: 'school', name: 'Двойник', organization_id: '7720' });
    expect(reply).toMatchObject({ success: false, data: 'CONFLICT', message: expect.stringContaining('7720'), issues: [{ path: 'organization_id' }] });
    expect(await organizationCount()).toBe(before);
  });

  it('refuses an unknown okrug or rayon, or a rayon of another okrug, naming each field', async () => {
    const unknown = await call(server, admin, 'Organization/Create', { type: 'school', name: 'Школа', okrug: 'XYZ', district: 'Нарния' });
    expect(unknown).toMatchObject({ success: false, data: 'INVALID_PARAMS' });
    expect(unknown.issues?.map((issue) => issue.path)).toEqual(['okrug', 'district']);
    expect(unknown.issues?.[0]?.message).toContain('XYZ');
    const foreign = await call(server, admin, 'Organization/Create', { type: 'school', name: 'Школа', okrug: 'SAO', district: 'Арбат' });
    expect(foreign).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path: 'district', message: expect.stringContaining('САО') }] });
    // Outside Moscow is a known okrug.
    expect(await call(server, admin, 'Organization/Create', { type: 'higher', name: 'Университет в области', okrug: 'OUT' })).toMatchObject({ success: true, data: { okrug: 'OUT' } });
  });

  it('refuses bad params and callers without manageOrganizations', async () => {
    for (const [params, path] of [
      [{ type: 'school', name: 'Ш' }, 'name'],
      [{ type: 'kindergarten', name: 'Садик' }, 'type'],
      [{ type: 'school', name: 'Школа', organization_id: 'код с пробелом' }, 'organization_id'],
      [{ type: 'school', name: 'Школа', inn: '123' }, 'inn'],
      [{ type: 'school', name: 'Школа', email: 'не почта' }, 'email'],
      [{ type: 'school', name: 'Школа', mrsd: 0 }, 'mrsd'],
      [{ name: 'Школа' }, 'type'],
    ] as const) {
      const reply = await call(server, admin, 'Organization/Create', params);
      expect(reply, JSON.stringify(params)).toMatchObject({ success: false, data: 'INVALID_PARAMS' });
      expect(reply.issues?.map((issue) => issue.path)).toContain(path);
    }
    for (const token of [analyst, curator]) {
      expect(await call(server, token, 'Organization/Create', { type: 'school', name: 'Школа без права' })).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
    }
  });
});

describe('Organization/Update', () => {
  let id: number;
  let otherId: number;

  beforeAll(async () => {
    [id, otherId] = await insertOrganizations(server, [
      { type: 'school', name: 'Школа № 1535', shortName: 'Лицей 1535', organizationId: '1535', okrug: 'CAO', district: 'Хамовники' },
      { type: 'school', name: 'Школа № 57', organizationId: '57' },
    ]) as [number, number];
  });

  it('changes only the fields given, stamps updated_at and audits the changed fields before and after', async () => {
    server.clock.advance(60_000);
    const reply = await call(server, admin, 'Organization/Update', { id, data: { name: 'Лицей № 1535', short_name: null, status: false, okrug: 'CAO' } });
    expect(reply, JSON.stringify(reply)).toMatchObject({
      success: true,
      data: { id, name: 'Лицей № 1535', short_name: null, status: false, organization_id: '1535', district: 'Хамовники', updated_at: new Date(server.clock.current).toISOString() },
    });
    const [entry] = await auditOf(server, admin, 'organization', id);
    expect(entry).toMatchObject({ action: 'Organization/Update' });
    expect(entry?.before).toEqual({ name: 'Школа № 1535', short_name: 'Лицей 1535', status: true });
    expect(entry?.after).toEqual({ name: 'Лицей № 1535', short_name: null, status: false });
  });

  it('answers a change to the same values without writing or auditing', async () => {
    const entries = (await auditOf(server, admin, 'organization', id)).length;
    const reply = await call(server, admin, 'Organization/Update', { id, data: { name: 'Лицей № 1535', organization_id: '1535' } });
    expect(reply).toMatchObject({ success: true, message: 'Изменений нет.', data: { name: 'Лицей № 1535' } });
    expect(await auditOf(server, admin, 'organization', id)).toHaveLength(entries);
  });

  it("refuses another organization's code with CONFLICT on data.organization_id", async () => {
    const reply = await call(server, admin, 'Organization/Update', { id, data: { organization_id: '57' } });
    expect(reply).toMatchObject({ success: false, data: 'CONFLICT', issues: [{ path: 'data.organization_id' }] });
    const [row] = await server.database.db.select({ code: organizations.organizationId }).from(organizations).where(eq(organizations.id, id));
    expect(row?.code).toBe('1535');
    expect(await call(server, admin, 'Organization/Update', { id: otherId, data: { organization_id: null } })).toMatchObject({ success: true, data: { organization_id: null } });
    expect(await call(server, admin, 'Organization/Update', { id, data: { organization_id: '57' } })).toMatchObject({ success: true, data: { organization_id: '57' } });
  });

  it('checks okrug and rayon as they will stand together', async () => {
    const moved = await call(server, admin, 'Organization/Update', { id, data: { okrug: 'SAO' } });
    expect(moved).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path: 'data.district', message: expect.stringContaining('Хамовники') }] });
    expect(await call(server, admin, 'Organization/Update', { id, data: { okrug: 'Mars' } })).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path: 'data.okrug' }] });
    expect(await call(server, admin, 'Organization/Update', { id, data: { okrug: 'SAO', district: 'Савеловский' } })).toMatchObject({ success: true, data: { okrug: 'SAO', district: 'Савёловский' } });
    expect(await call(server, admin, 'Organization/Update', { id, data: { district: null } })).toMatchObject({ success: true, data: { okrug: 'SAO', district: null } });
  });

  it('refuses an unknown id, empty data and callers without manageOrganizations', async () => {
    expect(await call(server, admin, 'Organization/Update', { id: 999_999, data: { name: 'Никто' } })).toMatchObject({ success: false, data: 'NOT_FOUND', message: expect.stringContaining('Организация не найдена') });
    expect(await call(server, admin, 'Organization/Update', { id, data: {} })).toMatchObject({ success: false, data: 'INVALID_PARAMS' });
    expect(await call(server, admin, 'Organization/Update', { id, data: { type: 'kindergarten' } })).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path: 'data.type' }] });
    expect(await call(server, curator, 'Organization/Update', { id, data: { name: 'Чужая правка' } })).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
  });
});

describe('Organization/GetOrganization', () => {
  it("counts each tab's rows: standing buildings only, the school's own pupils only", async () => {
    const [college, school, other] = (await insertOrganizations(server, [
      { type: 'college', name: 'Колледж для счёта', organizationId: 'COUNT1' },
      { type: 'school', name: 'Школа для счёта', organizationId: 'COUNT2' },
      { type: 'school', name: 'Соседняя школа', organizationId: 'COUNT3' },
    ])) as [number, number, number];
    const db = server.database.db;
    await db.insert(specialities).values({ code: '99.02.01', name: 'Тестовая специальность', industry: 'it' }).onConflictDoNothing();
    await db.insert(organizationResponsibles).values([
      { orgId: college, fullname: 'Петров Пётр Петрович', phone: '+79990000001' },
      { orgId: college, fullname: 'Сидорова Анна Ивановна', email: 'a@college.test' },
      { orgId: school, fullname: 'Иванов Иван Иванович', phone: '+79990000002' },
    ]);
    await db.insert(organizationBuildings).values([
      { organizationId: college, address: 'ул. Первая, 1' },
      { organizationId: college, address: 'ул. Вторая, 2' },
      { organizationId: college, address: 'ул. Третья, 3', isDeleted: true, deletedAt: new Date() },
    ]);
    await db.insert(organizationVacancies).values({ organizationId: college, specialityCode: '99.02.01', budgetPlaces: 5 });
    await db.insert(educationPrograms).values({
      code: 'COUNT1-99.02.01-1',
      name: 'Тестовая программа',
      organizationId: college,
      specialityCode: '99.02.01',
      level: 3,
      educationForm: 1,
      studyForm: 'Очная',
      programmeType: 'ППССЗ (2014)',
      baseGrade: 'SCH9',
      durationMonths: 46,
      year: 2026,
    });
    await db.insert(organizationInteractions).values([
      { organizationId: college, type: 'visit', result: 'Встреча', occurredAt: new Date() },
      { organizationId: school, type: 'incall', comment: 'Звонок', occurredAt: new Date() },
    ]);
    await db.insert(abiturients).values([
      { lastName: 'Ученикова', firstName: 'Мария', schoolId: school },
      { lastName: 'Учеников', firstName: 'Павел', schoolId: school },
      { lastName: 'Соседов', firstName: 'Олег', schoolId: other },
    ]);
    expect(await call(server, analyst, 'Organization/GetOrganization', { id: college })).toMatchObject({
      success: true,
      data: { id: college, type: 'college', name: 'Колледж для счёта', counts: { responsibles: 2, buildings: 2, vacancies: 1, programs: 1, interactions: 1, students: 0 } },
    });
    expect(await call(server, analyst, 'Organization/GetOrganization', { id: String(school) })).toMatchObject({
      success: true,
      data: { id: school, counts: { responsibles: 1, buildings: 0, vacancies: 0, programs: 0, interactions: 1, students: 2 } },
    });
  });

  it('answers NOT_FOUND with a sentence, INVALID_PARAMS for a bad id, ACCESS_DENIED without viewOrganization', async () => {
    const missing = await call(server, analyst, 'Organization/GetOrganization', { id: 999_999 });
    expect(missing).toMatchObject({ success: false, data: 'NOT_FOUND', message: expect.stringMatching(/^Организация не найдена/) });
    expect(await call(server, analyst, 'Organization/GetOrganization', { id: 'custom-unknown' })).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path: 'id' }] });
    expect(await call(server, analyst, 'Organization/GetOrganization', {})).toMatchObject({ success: false, data: 'INVALID_PARAMS' });
    const [id] = await insertOrganizations(server, [{ type: 'deputy', name: 'Департамент' }]);
    expect(await call(server, queueOperator, 'Organization/GetOrganization', { id })).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
  });
});
