import type { Reply } from '@abitura/contracts/wire';
import type { Building, OrganizationOption, ProgramOption, Vacancy } from '@abitura/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { educationPrograms, organizationBuildings, organizations, organizationVacancies, specialities } from '../src/db/schema/index.js';
import { startTestServer, type TestServer } from './harness.js';
import { expectClearFailure } from './support/serverSupport.js';

let server: TestServer;
let staff: string;
const ids: Record<string, number> = {};

async function call(token: string | null, action: string, params: unknown = {}): Promise<Reply> {
  return (await server.rpc({ action, params, token })).body;
}

const UNKNOWN = { id: 'custom-unknown', name: 'Не указано', type: null, short_name: null, organization_id: null };

beforeAll(async () => {
  server = await startTestServer();
  // Any signed-in account may use the pickers: this one holds no permission at all.
  await server.addUser({ login: 'staff' });
  staff = await server.signIn('staff');
  const db = server.database.db;
  const rows = await db
    .insert(organizations)
    .values([
      { type: 'college', name: 'Колледж связи № 54 имени П. М. Вострухина', shortName: 'КС 54', organizationId: '0154', address: 'ул. Вострухина, 3' },
      { type: 'college', name: 'Московский колледж бизнес-технологий', shortName: 'МКБТ', organizationId: '0077', address: 'ул. Ёлкина, 5' },
      { type: 'school', name: 'Школа № 1234', organizationId: '1234', address: 'Ленинский проспект, 10' },
      { type: 'school', name: 'Школа № 99 (закрыта)', organizationId: '0099', status: false },
      { type: 'higher', name: 'Московский политехнический университет', shortName: 'Московский Политех', organizationId: 'MOSPOLY' },
    ])
    .returning({ id: organizations.id, code: organizations.organizationId });
  for (const row of rows) ids[row.code as string] = row.id;
  // The server writes the speciality catalogue at start; these rows only make the fixture explicit.
  await db
    .insert(specialities)
    .values([
      { code: '09.02.07', name: 'Информационные системы и программирование', industry: 'it' },
      { code: '11.02.15', name: 'Инфокоммуникационные сети и системы связи', industry: 'it' },
      { code: '38.02.01', name: 'Экономика и бухгалтерский учёт (по отраслям)', industry: 'finance_trade' },
    ])
    .onConflictDoNothing();
  await db.insert(organizationBuildings).values([
    { organizationId: ids['0154'] as number, name: 'Учебный корпус 2', address: 'ул. Вострухина, 3', okrug: 'UVAO', district: 'Рязанский', metro: ['Рязанский проспект', 'Окская'] },
    { organizationId: ids['0154'] as number, name: 'Главный корпус', address: 'Зелёный проспект, 20', okrug: 'VAO', metro: ['Перово'] },
    { organizationId: ids['0154'] as number, address: 'ул. Старая, 1', isDeleted: true, deletedAt: new Date('2026-03-01T10:00:00Z') },
    { organizationId: ids['0077'] as number, address: 'ул. Ёлкина, 5' },
  ]);
  await db.insert(organizationVacancies).values([
    { organizationId: ids['0154'] as number, specialityCode: '11.02.15', baseGrade: 'SCH9', studyForm: 'Очная', budgetPlaces: 3, paidPlaces: 1 },
    { organizationId: ids['0154'] as number, specialityCode: '09.02.07', baseGrade: 'SCH11', studyForm: 'Очная', budgetPlaces: 2 },
    { organizationId: ids['0077'] as number, specialityCode: '38.02.01', budgetPlaces: 0, paidPlaces: 5 },
  ]);
  const program = { level: 3, studyForm: 'Очная', programmeType: 'ППССЗ (2014)', baseGrade: 'SCH9', durationMonths: 46, year: 2026 };
  await db.insert(educationPrograms).values([
    { ...program, code: '54-0907-2', name: 'Программист', organizationId: ids['0154'] as number, specialityCode: '09.02.07', educationForm: 1 },
    { ...program, code: '54-1102-1', name: 'Специалист по сетям связи', organizationId: ids['0154'] as number, specialityCode: '11.02.15', educationForm: 2 },
    { ...program, code: '77-3801-1', name: 'Бухгалтер', organizationId: ids['0077'] as number, specialityCode: '38.02.01', educationForm: 4 },
    { ...program, code: '77-0907-1', name: 'Разработчик веб-приложений', organizationId: ids['0077'] as number, specialityCode: '09.02.07', educationForm: 1 },
  ]);
});
afterAll(() => server.close());

describe('Reference/Organization', () => {
  const names = (reply: Reply) => (reply.data as OrganizationOption[]).map((option) => option.name);

  it('offers the placeholder first, then operating organizations by name', async () => {
    const reply = await call(staff, 'Reference/Organization', { search: { status: 't' } });
    expect(reply).toMatchObject({ success: true });
    const options = reply.data as OrganizationOption[];
    expect(options[0]).toEqual(UNKNOWN);
    expect(options.slice(1).map((option) => option.name)).toEqual([
      'Колледж связи № 54 имени П. М. Вострухина',
      'Московский колледж бизнес-технологий',
      'Московский политехнический университет',
      'Школа № 1234',
    ]);
    expect(options[1]).toEqual({ id: ids['0154'], type: 'college', name: 'Колледж связи № 54 имени П. М. Вострухина', short_name: 'КС 54', organization_id: '0154' });
    expect(await call(staff, 'Reference/Organization', {})).toEqual(reply);
  });

  it('filters by status, type and words of the name, short name, address or code', async () => {
    expect(names(await call(staff, 'Reference/Organization', { search: { status: 'f' } }))).toEqual(['Не указано', 'Школа № 99 (закрыта)']);
    expect(names(await call(staff, 'Reference/Organization', { search: { status: true, type: 'school' } }))).toEqual(['Не указано', 'Школа № 1234']);
    expect(names(await call(staff, 'Reference/Organization', { search: { text: 'московский КОЛЛЕДЖ' } }))).toEqual(['Не указано', 'Московский колледж бизнес-технологий']);
    // ё and е alike, in the address too.
    expect(names(await call(staff, 'Reference/Organization', { search: { text: 'елкина' } }))).toEqual(['Не указано', 'Московский колледж бизнес-технологий']);
    expect(names(await call(staff, 'Reference/Organization', { search: { text: 'mospoly' } }))).toEqual(['Не указано', 'Московский политехнический университет']);
    expect(names(await call(staff, 'Reference/Organization', { search: { text: '%' } }))).toEqual(['Не указано']);
  });

  it('refuses bad params with issues, and anonymous callers', async () => {
    const bad = await call(staff, 'Reference/Organization', { search: { status: 'yes', type: 'kindergarten' } });
    expectClearFailure(bad, ['INVALID_PARAMS']);
    expect((bad.issues ?? []).map((issue) => issue.path).sort()).toEqual(['search.status', 'search.type']);
    expect(await call(staff, 'Reference/Organization', { search: { text: 'x'.repeat(101) } })).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path: 'search.text' }] });
    expect(await call(null, 'Reference/Organization', {})).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
  });
});

describe('Reference/OrganizationBuilds', () => {
  it('lists the standing buildings of an organization by its code, in the order asked', async () => {
    const reply = await call(staff, 'Reference/OrganizationBuilds', { search: { organization: { organization_id: '0154', is_deleted: 'f' } }, config: { orderBy: 'name' } });
    expect(reply).toMatchObject({ success: true });
    const buildings = reply.data as Building[];
    expect(buildings.map((building) => building.name)).toEqual(['Главный корпус', 'Учебный корпус 2']);
    expect(buildings[1]).toEqual({
      id: expect.any(Number),
      organization: ids['0154'],
      organization_id: '0154',
      name: 'Учебный корпус 2',
      address: 'ул. Вострухина, 3',
      okrug: 'UVAO',
      district: 'Рязанский',
      metro: ['Рязанский проспект', 'Окская'],
      is_deleted: false,
      deleted_at: null,
    });
    const byAddress = await call(staff, 'Reference/OrganizationBuilds', { search: { organization: { organization_id: '0154' } } });
    expect((byAddress.data as Building[]).map((building) => building.address)).toEqual(['Зелёный проспект, 20', 'ул. Вострухина, 3']);
  });

  it('lists the deleted ones with is_deleted t, and none for an organization without buildings', async () => {
    const deleted = await call(staff, 'Reference/OrganizationBuilds', { search: { organization: { organization_id: '0154', is_deleted: 't' } } });
    expect(deleted.data).toEqual([expect.objectContaining({ address: 'ул. Старая, 1', name: null, metro: [], is_deleted: true, deleted_at: '2026-03-01T10:00:00.000Z' })]);
    expect(await call(staff, 'Reference/OrganizationBuilds', { search: { organization: { organization_id: '1234' } } })).toMatchObject({ success: true, data: [] });
  });

  it('answers NOT_FOUND for an unknown code, INVALID_PARAMS with issues for bad params, and refuses anonymous callers', async () => {
    const missing = await call(staff, 'Reference/OrganizationBuilds', { search: { organization: { organization_id: '9999' } } });
    expectClearFailure(missing, ['NOT_FOUND']);
    expect(missing.message).toContain('«9999»');
    const bad = await call(staff, 'Reference/OrganizationBuilds', { search: { organization: { is_deleted: 'maybe' } }, config: { orderBy: 'metro' } });
    expectClearFailure(bad, ['INVALID_PARAMS']);
    expect((bad.issues ?? []).map((issue) => issue.path).sort()).toEqual(['config.orderBy', 'search.organization.is_deleted', 'search.organization.organization_id']);
    expect(await call(null, 'Reference/OrganizationBuilds', { search: { organization: { organization_id: '0154' } } })).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
  });
});

describe('Reference/Vacancy', () => {
  it('lists vacancies with speciality and college named, by college then speciality', async () => {
    const reply = await call(staff, 'Reference/Vacancy', {});
    expect(reply).toMatchObject({ success: true });
    const vacancies = reply.data as Vacancy[];
    expect(vacancies.map((vacancy) => `${vacancy.organization.short_name} ${vacancy.spec.code}`)).toEqual(['КС 54 09.02.07', 'КС 54 11.02.15', 'МКБТ 38.02.01']);
    expect(vacancies[1]).toEqual({
      id: expect.any(Number),
      spec: { code: '11.02.15', name: 'Инфокоммуникационные сети и системы связи' },
      organization: { id: ids['0154'], name: 'Колледж связи № 54 имени П. М. Вострухина', short_name: 'КС 54' },
      base_grade: 'SCH9',
      study_form: 'Очная',
      budget_places: 3,
      paid_places: 1,
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('narrows to one organization or speciality', async () => {
    const ofCollege = await call(staff, 'Reference/Vacancy', { search: { organization: String(ids['0077']) } });
    expect((ofCollege.data as Vacancy[]).map((vacancy) => vacancy.spec.code)).toEqual(['38.02.01']);
    const ofSpec = await call(staff, 'Reference/Vacancy', { search: { spec: '09.02.07' } });
    expect((ofSpec.data as Vacancy[]).map((vacancy) => vacancy.organization.id)).toEqual([ids['0154']]);
    expect(await call(staff, 'Reference/Vacancy', { search: { organization: ids['1234'] } })).toMatchObject({ success: true, data: [] });
  });

  it('refuses bad params with issues, and anonymous callers', async () => {
    const bad = await call(staff, 'Reference/Vacancy', { search: { organization: 0, spec: '' } });
    expectClearFailure(bad, ['INVALID_PARAMS']);
    expect((bad.issues ?? []).map((issue) => issue.path).sort()).toEqual(['search.organization', 'search.spec']);
    expect(await call(null, 'Reference/Vacancy', {})).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
  });
});

describe('Reference/GetAllProgram', () => {
  it('lists programmes by college name, then code', async () => {
    const reply = await call(staff, 'Reference/GetAllProgram', {});
    expect(reply).toMatchObject({ success: true });
    const programs = reply.data as ProgramOption[];
    expect(programs.map((program) => program.code)).toEqual(['54-0907-2', '54-1102-1', '77-0907-1', '77-3801-1']);
    expect(programs[0]).toEqual({ id: expect.any(Number), code: '54-0907-2', name: 'Программист', organization: ids['0154'], speciality_code: '09.02.07', education_form: 1 });
  });

  it('narrows to one college or speciality', async () => {
    const ofCollege = await call(staff, 'Reference/GetAllProgram', { search: { organization: ids['0077'] } });
    expect((ofCollege.data as ProgramOption[]).map((program) => program.code)).toEqual(['77-0907-1', '77-3801-1']);
    const ofSpeciality = await call(staff, 'Reference/GetAllProgram', { search: { speciality: '09.02.07' } });
    expect((ofSpeciality.data as ProgramOption[]).map((program) => program.code)).toEqual(['54-0907-2', '77-0907-1']);
    const both = await call(staff, 'Reference/GetAllProgram', { search: { organization: ids['0077'], speciality: '11.02.15' } });
    expect(both).toMatchObject({ success: true, data: [] });
  });

  it('refuses bad params with issues, and anonymous callers', async () => {
    const bad = await call(staff, 'Reference/GetAllProgram', { search: { organization: 'first', college: 1 } });
    expectClearFailure(bad, ['INVALID_PARAMS']);
    expect(await call(staff, 'Reference/GetAllProgram', { search: { speciality: 'x'.repeat(21) } })).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path: 'search.speciality' }] });
    expect(await call(null, 'Reference/GetAllProgram', {})).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
  });
});
