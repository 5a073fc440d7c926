import type { Finding } from '@abitura/contracts';
import { ADMISSION_CHECK_CODES } from '@abitura/contracts/vocabulary';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { abiturientApplications, abiturients, admissionSeasons, competitiveGroups, educationPrograms, entranceTestAssignments } from '../src/db/schema/index.js';
import { startTestServer, type TestServer } from './harness.js';
import { insertProgramFixtures } from './programFixtures.js';
import { insertApplicant, insertApplication } from './support/applicantFixtures.js';
import { clearAdmission, groupWith, insertSeat, insertSession } from './support/entranceFixtures.js';
import { call, signedInAs } from './support/organizationFixtures.js';

/** Admission/Validate: every check found on a seeded case and gone once the case is fixed in the table. */
let server: TestServer;
let committee: string;
let colleges: Record<'svyaz' | 'godovikov' | 'tsaritsyno', number>;
const programs: Record<string, number> = {};

interface Answer {
  counts: Array<{ check: string; count: number }>;
  colleges: Array<{ college: { id: number; name: string }; errors: number; warnings: number }>;
  total: number;
  items: Finding[];
  checked_at: string;
}

const GIA = [{ subject: 'Русский язык', mark: 4 }];
const CREATIVE = 5399582;

beforeAll(async () => {
  server = await startTestServer();
  committee = (await signedInAs(server, 'committee', ['Приёмная комиссия'])).token;
  colleges = await insertProgramFixtures(server);
  for (const row of await server.database.db.select({ id: educationPrograms.id, code: educationPrograms.code }).from(educationPrograms)) programs[row.code] = row.id;
});
afterAll(() => server.close());

beforeEach(() => clearAdmission(server));

const IT = '09.02.07-100054-1';
const NETWORKS = '11.02.15-100054-2';
const WELDER = '15.01.05-100200-1';
const DESIGN = '54.02.01-100200-1';
const ECONOMY = '38.02.01-100300-2';

/** A group of the 2026 season by programme code (places 25, no test unless said). */
async function group(code: string, values: { testType?: number | null; places?: number | null } = {}) {
  const college = code.includes('100054') ? colleges.svyaz : code.includes('100200') ? colleges.godovikov : colleges.tsaritsyno;
  const placed = await groupWith(server, college, programs[code] as number, values);
  return { ...placed, collegeId: college };
}

/** An adult applicant with GIA results; their id. */
const person = (last: string, fields: Record<string, unknown> = {}) => insertApplicant(server, { last_name: last, first_name: 'Анна', middle_name: 'Сергеевна', birth_date: '2008-03-01', gia: GIA, ...fields } as never);

/** A clean live application: average 4.20, priority as given; its id. */
async function apply(abiturientId: number, code: string, priority: number, values: Partial<typeof abiturientApplications.$inferInsert> = {}) {
  const placed = await group(code);
  return insertApplication(server, abiturientId, { collegeId: placed.collegeId, programId: programs[code] as number, groupId: placed.groupId, seasonId: placed.seasonId, priority, averageMark: 4.2, state: 'submitted', ...values });
}

async function validate(params: Record<string, unknown> = {}): Promise<Answer> {
  const [season] = await server.database.db.select({ id: admissionSeasons.id }).from(admissionSeasons).where(eq(admissionSeasons.year, 2026));
  const reply = await call(server, committee, 'Admission/Validate', { season_id: season?.id, ...params });
  if (!reply.success) throw new Error(`Validate failed: ${reply.message}`);
  return reply.data as Answer;
}

const ofCheck = (answer: Answer, check: string) => answer.items.filter((item) => item.check === check);
const countOf = (answer: Answer, check: string) => answer.counts.find((entry) => entry.check === check)?.count;
const updateApplication = (id: number, set: Partial<typeof abiturientApplications.$inferInsert>) => server.database.db.update(abiturientApplications).set(set).where(eq(abiturientApplications.id, id));
const updateApplicant = (id: number, set: Partial<typeof abiturients.$inferInsert>) => server.database.db.update(abiturients).set(set).where(eq(abiturients.id, id));

describe('Admission/Validate', () => {
  it('finds nothing in a clean season, and still answers a count of zero for every check', async () => {
    const anna = await person('Чистова');
    await apply(anna, IT, 1);
    await apply(anna, ECONOMY, 2);
    // A withdrawn application is not looked at, however wrong it is.
    await apply(await person('Отозванная', { gia: [] }), WELDER, 3, { state: 'withdrawn', averageMark: 2 });
    const answer = await validate();
    expect(answer.total).toBe(0);
    expect(answer.items).toEqual([]);
    expect(answer.colleges).toEqual([]);
    expect(answer.counts).toEqual(ADMISSION_CHECK_CODES.map((check) => ({ check, count: 0 })));
    expect(answer.checked_at).toBe(new Date(server.clock.now()).toISOString());
  });

  it('NO_GIA: no GIA results, or no average, says which; fixed, it is gone', async () => {
    const noGia = await person('Безгиа', { gia: [] });
    const noGiaApp = await apply(noGia, IT, 1);
    const noAverage = await person('Безбалла');
    const noAverageApp = await apply(noAverage, IT, 1, { averageMark: null });
    let found = ofCheck(await validate(), 'NO_GIA');
    expect(found.map((item) => [item.application_id, item.values.missing])).toEqual([
      [noAverageApp, 'average'],
      [noGiaApp, 'gia'],
    ]);
    expect(found[1]).toMatchObject({ severity: 'error', fix: 'application', applicant: { id: noGia, fullname: 'Безгиа Анна Сергеевна' }, college: { id: colleges.svyaz, name: 'КС № 54' }, key: `NO_GIA:${noGiaApp}` });
    expect(found[1]?.group?.name).toBe(`${IT} Информационные системы и программирование · Бюджет`);
    expect(found[1]?.message).toBe(`У абитуриента Безгиа Анна Сергеевна (заявление в группу ${IT} Информационные системы и программирование · Бюджет) нет результатов ГИА.`);
    expect(found[0]?.message).toContain('не указан средний балл');
    await updateApplicant(noGia, { gia: GIA });
    await updateApplication(noAverageApp, { averageMark: 3.5 });
    found = ofCheck(await validate(), 'NO_GIA');
    expect(found).toEqual([]);
  });

  it('AVERAGE_OUT_OF_RANGE: below 3.00 or above 5.00, with the average; 3.00 and 5.00 themselves are fine', async () => {
    const low = await apply(await person('Низкий'), IT, 1, { averageMark: 2.95 });
    await apply(await person('Ровно'), IT, 1, { averageMark: 3 });
    await apply(await person('Пятёрка'), IT, 1, { averageMark: 5 });
    let found = ofCheck(await validate(), 'AVERAGE_OUT_OF_RANGE');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ application_id: low, values: { average: 2.95 }, fix: 'application' });
    expect(found[0]?.message).toContain('2,95');
    await updateApplication(low, { averageMark: 3.05 });
    found = ofCheck(await validate(), 'AVERAGE_OUT_OF_RANGE');
    expect(found).toEqual([]);
  });

  it('PRIORITY_GAPS: priorities that are not 1..n, one finding per applicant with the priorities found', async () => {
    const gaps = await person('Пропуск');
    const first = await apply(gaps, IT, 1);
    const third = await apply(gaps, ECONOMY, 3);
    const twice = await person('Дважды');
    await apply(twice, IT, 1);
    await apply(twice, WELDER, 1);
    const fine = await person('Порядок');
    await apply(fine, IT, 1);
    await apply(fine, WELDER, 2);
    let found = ofCheck(await validate(), 'PRIORITY_GAPS');
    expect(found.map((item) => [item.applicant?.id, item.values.priorities])).toEqual([
      [twice, '1, 1'],
      [gaps, '1, 3'],
    ]);
    expect(found[1]).toMatchObject({ application_id: first, related_application_ids: [third], fix: 'priorities', key: `PRIORITY_GAPS:${gaps}` });
    await updateApplication(third, { priority: 2 });
    found = ofCheck(await validate(), 'PRIORITY_GAPS');
    expect(found.map((item) => item.applicant?.id)).toEqual([twice]);
  });

  it('DUPLICATE_PERSON: the same SNILS, or the same folded name and birth date, one finding per pair', async () => {
    const one = await person('Снилсова', { id_number: '12345678901' });
    const other = await person('Другая', { id_number: '12345678901', birth_date: '2007-01-01' });
    const named = await person('Ёлкина', { first_name: 'Мария', birth_date: '2008-05-05' });
    const namedTwice = await person('ЕЛКИНА', { first_name: 'мария', birth_date: '2008-05-05' });
    const sameNameOtherDay = await person('Ёлкина', { first_name: 'Мария', birth_date: '2009-05-05' });
    await apply(one, IT, 1);
    const otherApp = await apply(other, IT, 1);
    await apply(named, IT, 1);
    const namedTwiceApp = await apply(namedTwice, WELDER, 1);
    await apply(sameNameOtherDay, ECONOMY, 1);
    let found = ofCheck(await validate(), 'DUPLICATE_PERSON');
    expect(found.map((item) => item.key).sort()).toEqual([`DUPLICATE_PERSON:${named}-${namedTwice}`, `DUPLICATE_PERSON:${one}-${other}`].sort());
    const bySnils = found.find((item) => item.applicant?.id === one);
    expect(bySnils).toMatchObject({ related_application_ids: [otherApp], fix: 'applicant', values: { snils: '12345678901', other: 'Другая Анна Сергеевна' } });
    expect(bySnils?.message).toContain('СНИЛС 12345678901');
    const byName = found.find((item) => item.applicant?.id === named);
    expect(byName).toMatchObject({ related_application_ids: [namedTwiceApp], values: { birth_date: '2008-05-05' } });
    expect(byName?.message).toContain('05.05.2008');
    await updateApplicant(other, { idNumber: '10987654321' });
    await updateApplicant(namedTwice, { birthDate: '2008-05-06' });
    found = ofCheck(await validate(), 'DUPLICATE_PERSON');
    expect(found).toEqual([]);
  });

  it('CONSENT_TWICE and ORIGINAL_TWICE: one finding per applicant, the others as related applications', async () => {
    const anna = await person('Согласная');
    const first = await apply(anna, IT, 1, { consent: true, originalDocuments: true });
    const second = await apply(anna, WELDER, 2, { consent: true, originalDocuments: true });
    // The original lodged at its own college (original_college_id null) and one pointing there count as one place.
    const bella = await person('Белла');
    await apply(bella, IT, 1, { originalDocuments: true });
    await apply(bella, NETWORKS, 2, { originalDocuments: true, originalCollegeId: colleges.svyaz });
    let answer = await validate();
    expect(ofCheck(answer, 'CONSENT_TWICE')).toEqual([expect.objectContaining({ application_id: first, related_application_ids: [second], values: { applicant: 'Согласная Анна Сергеевна', count: 2 } })]);
    const original = ofCheck(answer, 'ORIGINAL_TWICE');
    expect(original).toEqual([expect.objectContaining({ application_id: first, related_application_ids: [second], fix: 'application' })]);
    expect(original[0]?.message).toContain('ПК им. Годовикова');
    expect(original[0]?.message).toContain('КС № 54');
    await updateApplication(second, { consent: false, originalCollegeId: colleges.svyaz });
    answer = await validate();
    expect(ofCheck(answer, 'CONSENT_TWICE')).toEqual([]);
    expect(ofCheck(answer, 'ORIGINAL_TWICE')).toEqual([]);
  });

  it('TEST_MISSING: unassigned, or a started session without attendance; a future session or a result is fine', async () => {
    const design = await group(DESIGN, { testType: CREATIVE });
    const past = await insertSession(server, { seasonId: design.seasonId, collegeId: colleges.godovikov, testType: CREATIVE, startsAt: new Date('2026-07-10T07:00:00Z') });
    const future = await insertSession(server, { seasonId: design.seasonId, collegeId: colleges.godovikov, testType: CREATIVE, startsAt: new Date('2026-09-10T07:00:00Z') });
    const unassigned = await apply(await person('Неназначенная'), DESIGN, 1);
    const noResult = await apply(await person('Безрезультата'), DESIGN, 1);
    const later = await apply(await person('Будущая'), DESIGN, 1);
    const done = await apply(await person('Сдавшая'), DESIGN, 1);
    const noResultSeat = await insertSeat(server, past, noResult);
    await insertSeat(server, future, later);
    await insertSeat(server, past, done, { attended: true, passed: true, points: 70 });
    let found = ofCheck(await validate(), 'TEST_MISSING');
    expect(found.map((item) => [item.application_id, item.values.state])).toEqual([
      [noResult, 'no_result'],
      [unassigned, 'unassigned'],
    ]);
    expect(found[0]).toMatchObject({ severity: 'warning', fix: 'test', values: { test_type: CREATIVE, starts_at: '10.07.2026 10:00' } });
    expect(found[0]?.message).toContain('Творческое испытание');
    await insertSeat(server, future, unassigned);
    await server.database.db.update(entranceTestAssignments).set({ attended: false }).where(eq(entranceTestAssignments.id, noResultSeat));
    found = ofCheck(await validate(), 'TEST_MISSING');
    expect(found).toEqual([]);
  });

  it('MINOR_WITHOUT_PARENT: under 18 at the end of filing with no guardian phone on any live application', async () => {
    const minor = await person('Юная', { birth_date: '2010-08-16' });
    const minorApp = await apply(minor, IT, 1);
    const minorSecond = await apply(minor, WELDER, 2);
    // Eighteen on the very day filing ends: an adult.
    await apply(await person('Взрослая', { birth_date: '2008-08-15' }), IT, 1);
    let found = ofCheck(await validate(), 'MINOR_WITHOUT_PARENT');
    expect(found).toEqual([expect.objectContaining({ applicant: { id: minor, fullname: 'Юная Анна Сергеевна' }, application_id: minorApp, values: { applicant: 'Юная Анна Сергеевна', age: 15, date: '15.08.2026' } })]);
    expect(found[0]?.message).toContain('15 лет');
    await updateApplication(minorSecond, { guardianPhone: '+7 (916) 123-45-67' });
    found = ofCheck(await validate(), 'MINOR_WITHOUT_PARENT');
    expect(found).toEqual([]);
  });

  it('GROUP_WITHOUT_PLACES: a group with places not set, with its college and no applicant', async () => {
    const welder = await group(WELDER, { places: null });
    await group(IT, { places: 0 });
    let found = ofCheck(await validate(), 'GROUP_WITHOUT_PLACES');
    expect(found).toEqual([
      expect.objectContaining({ applicant: null, application_id: null, group: { id: welder.groupId, name: `${WELDER} Сварщик (ручной и частично механизированной сварки (наплавки)) · Бюджет` }, college: { id: colleges.godovikov, name: 'ПК им. Годовикова' }, fix: 'group' }),
    ]);
    await server.database.db.update(competitiveGroups).set({ places: 12 }).where(eq(competitiveGroups.id, welder.groupId));
    found = ofCheck(await validate(), 'GROUP_WITHOUT_PLACES');
    expect(found).toEqual([]);
  });

  describe('counts, filters, sorting and paging', () => {
    /** Errors and warnings over two colleges: svyaz 2 errors + 1 warning, godovikov 1 error + 1 warning. */
    async function seed() {
      const a = await person('Абрамова', { gia: [] });
      await apply(a, IT, 1, { averageMark: 2.5 });
      const b = await person('Борисова', { birth_date: '2011-01-01' });
      await apply(b, WELDER, 1, { averageMark: 5.5 });
      await group(NETWORKS, { places: null });
      return { a, b };
    }

    it('counts per check over the season, per college after the filters, and the total after the college too', async () => {
      const { a, b } = await seed();
      const answer = await validate();
      expect(Object.fromEntries(answer.counts.map((entry) => [entry.check, entry.count]))).toMatchObject({ NO_GIA: 1, AVERAGE_OUT_OF_RANGE: 2, MINOR_WITHOUT_PARENT: 1, GROUP_WITHOUT_PLACES: 1, PRIORITY_GAPS: 0 });
      expect(answer.total).toBe(5);
      expect(answer.colleges).toEqual([
        { college: { id: colleges.svyaz, name: 'КС № 54' }, errors: 2, warnings: 1 },
        { college: { id: colleges.godovikov, name: 'ПК им. Годовикова' }, errors: 1, warnings: 1 },
      ]);
      const warnings = await validate({ severity: 'warning', college_id: colleges.godovikov });
      expect(warnings.items.map((item) => [item.check, item.applicant?.id])).toEqual([['MINOR_WITHOUT_PARENT', b]]);
      expect(warnings.total).toBe(1);
      // The counts per check stay season-wide; the colleges follow the check and severity filters.
      expect(countOf(warnings, 'NO_GIA')).toBe(1);
      expect(warnings.colleges.map((entry) => [entry.college.id, entry.errors, entry.warnings])).toEqual([
        [colleges.svyaz, 0, 1],
        [colleges.godovikov, 0, 1],
      ]);
      const averages = await validate({ checks: ['AVERAGE_OUT_OF_RANGE'] });
      expect(averages.items.map((item) => item.applicant?.id)).toEqual([a, b]);
      expect(averages.colleges.map((entry) => entry.errors)).toEqual([1, 1]);
    });

    it('sorts errors first then by check order then by name, by each sort asked in both directions, and pages', async () => {
      const { a, b } = await seed();
      const bySeverity = await validate();
      expect(bySeverity.items.map((item) => `${item.check}:${item.applicant?.id ?? '-'}`)).toEqual([
        `NO_GIA:${a}`,
        `AVERAGE_OUT_OF_RANGE:${a}`,
        `AVERAGE_OUT_OF_RANGE:${b}`,
        `MINOR_WITHOUT_PARENT:${b}`,
        'GROUP_WITHOUT_PLACES:-',
      ]);
      const warningsFirst = await validate({ direction: 'desc' });
      expect(warningsFirst.items.map((item) => item.check)).toEqual(['MINOR_WITHOUT_PARENT', 'GROUP_WITHOUT_PLACES', 'NO_GIA', 'AVERAGE_OUT_OF_RANGE', 'AVERAGE_OUT_OF_RANGE']);
      const byApplicant = await validate({ sort: 'applicant', direction: 'desc' });
      expect(byApplicant.items.map((item) => item.applicant?.id ?? null)).toEqual([b, b, a, a, null]);
      const byCollege = await validate({ sort: 'college' });
      expect(byCollege.items.map((item) => item.college?.id)).toEqual([colleges.svyaz, colleges.svyaz, colleges.svyaz, colleges.godovikov, colleges.godovikov]);
      const byCheck = await validate({ sort: 'check', direction: 'desc' });
      expect(byCheck.items.map((item) => item.check)).toEqual(['GROUP_WITHOUT_PLACES', 'MINOR_WITHOUT_PARENT', 'AVERAGE_OUT_OF_RANGE', 'AVERAGE_OUT_OF_RANGE', 'NO_GIA']);
      const second = await validate({ page: 2, page_size: 2 });
      expect(second.total).toBe(5);
      expect(second.items.map((item) => item.key)).toEqual(bySeverity.items.slice(2, 4).map((item) => item.key));
      const past = await validate({ page: 4, page_size: 2 });
      expect(past.items).toEqual([]);
    });

    it('answers NOT_FOUND for a season that does not exist, and refuses a caller without viewAdmission', async () => {
      const missing = await call(server, committee, 'Admission/Validate', { season_id: 999_999 });
      expect(missing).toMatchObject({ success: false, data: 'NOT_FOUND' });
      const operator = (await signedInAs(server, `op${Date.now()}`, ['Оператор колл-центра'])).token;
      const refused = await call(server, operator, 'Admission/Validate', { season_id: 1 });
      expect(refused).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
    });
  });
});
