import type { TestAssignment, TestSession } from '@abitura/contracts';
import type { Reply } from '@abitura/contracts/wire';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  abiturientApplications,
  abiturientHistory,
  competitiveGroups,
  educationPrograms,
  entranceTestAssignments,
  entranceTestSessions,
  mailOutbox,
} from '../src/db/schema/index.js';
import { startTestServer, type TestServer } from './harness.js';
import { insertProgramFixtures } from './programFixtures.js';
import { insertApplicant, insertApplication } from './support/applicantFixtures.js';
import { clearAdmission, groupWith, insertBuilding, insertSeat, insertSession } from './support/entranceFixtures.js';
import { auditOf, call, signedInAs } from './support/organizationFixtures.js';
import { expectClearFailure, setStatusDirectly } from './support/serverSupport.js';

/** The entrance-test actions: sessions, candidates, seats by hand and automatic, results, letters. */
let server: TestServer;
let admin: string;
let committee: string;
let committeeId: number;
let colleges: Record<'svyaz' | 'godovikov' | 'tsaritsyno', number>;
const programs: Record<string, number> = {};
let building: number;
let seasonId: number;
let designGroup: number;
let sportGroup: number;
let plainGroup: number;

const CREATIVE = 5399582;
const PHYSICAL = 5399584;
const DESIGN = '54.02.01-100200-1';
const WELDER = '15.01.05-100200-1';
const IT = '09.02.07-100054-1';
/** Before the season's tests (1 July to 10 August 2026). */
const JUNE = Date.parse('2026-06-25T09:00:00Z');
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  server = await startTestServer();
  admin = (await signedInAs(server, 'admin', ['Администратор'])).token;
  const signed = await signedInAs(server, 'committee', ['Приёмная комиссия'], 'Комиссарова Вера Павловна');
  committee = signed.token;
  committeeId = signed.id;
  colleges = await insertProgramFixtures(server);
  for (const row of await server.database.db.select({ id: educationPrograms.id, code: educationPrograms.code }).from(educationPrograms)) programs[row.code] = row.id;
  building = await insertBuilding(server, colleges.godovikov, { address: 'Москва, ул. Связистов, д. 1', name: 'Корпус на Связистов' });
});
afterAll(() => server.close());

beforeEach(async () => {
  const db = server.database.db;
  server.clock.current = JUNE;
  await db.delete(mailOutbox);
  await clearAdmission(server);
  const design = await groupWith(server, colleges.godovikov, programs[DESIGN] as number, { testType: CREATIVE });
  seasonId = design.seasonId;
  designGroup = design.groupId;
  sportGroup = (await groupWith(server, colleges.godovikov, programs[WELDER] as number, { testType: PHYSICAL })).groupId;
  plainGroup = (await groupWith(server, colleges.svyaz, programs[IT] as number)).groupId;
});

const ok = <T>(reply: Reply): T => {
  if (!reply.success) throw new Error(`${String(reply.data)}: ${reply.message}`);
  return reply.data as T;
};

/** An applicant with an application to a group, filed at `filed`; the application's id. */
async function applicant(last: string, groupId: number, filed = '2026-06-21T10:00:00Z', fields: Record<string, unknown> = {}, values: Partial<typeof abiturientApplications.$inferInsert> = {}) {
  const [group] = await server.database.db.select().from(competitiveGroups).where(eq(competitiveGroups.id, groupId));
  const id = await insertApplicant(server, { last_name: last, first_name: 'Ирина', email: `${last.toLowerCase()}@mail.test`, ...fields } as never);
  const applicationId = await insertApplication(server, id, { collegeId: group?.collegeId as number, programId: group?.programId, groupId, seasonId, priority: 1, state: 'submitted', submittedAt: at(filed), ...values });
  return applicationId;
}

const session = (values: Partial<typeof entranceTestSessions.$inferInsert> = {}) => insertSession(server, { seasonId, collegeId: colleges.godovikov, testType: CREATIVE, startsAt: at('2026-07-10T07:00:00Z'), passPoints: 50, buildingId: building, room: '204', ...values });

const saveParams = (extra: Record<string, unknown> = {}) => ({ season_id: seasonId, college_id: colleges.godovikov, test_type: CREATIVE, starts_at: '2026-07-10T10:00:00+03:00', building_id: building, room: '204', capacity: 2, examiner_ids: [committeeId], ...extra });

async function historyOf(applicationId: number) {
  const [row] = await server.database.db.select({ abiturientId: abiturientApplications.abiturientId }).from(abiturientApplications).where(eq(abiturientApplications.id, applicationId));
  return server.database.db.select().from(abiturientHistory).where(eq(abiturientHistory.abiturientId, row?.abiturientId as number)).orderBy(asc(abiturientHistory.id));
}

async function seatOf(applicationId: number) {
  const [row] = await server.database.db.select().from(entranceTestAssignments).where(eq(entranceTestAssignments.applicationId, applicationId));
  return row;
}

async function sheet(sessionId: number) {
  return ok<{ session: TestSession; assignments: TestAssignment[] }>(await call(server, committee, 'Admission/GetTestSession', { id: sessionId }));
}

describe('sessions', () => {
  it('creates a session with the default pass mark, named building and examiners, and audits it', async () => {
    const saved = ok<TestSession>(await call(server, committee, 'Admission/SaveTestSession', saveParams()));
    expect(saved).toMatchObject({
      season_id: seasonId,
      college: { id: colleges.godovikov, name: 'ПК им. Годовикова' },
      test_type: CREATIVE,
      starts_at: '2026-07-10T07:00:00.000Z',
      building: { id: building, name: 'Корпус на Связистов', address: 'Москва, ул. Связистов, д. 1' },
      room: '204',
      capacity: 2,
      pass_points: 50,
      examiners: [{ id: committeeId, name: 'Комиссарова Вера Павловна' }],
      assigned: 0,
      attended: 0,
      results: 0,
      invitations_sent_at: null,
    });
    const audit = await auditOf(server, admin, 'testSession', saved.id);
    expect(audit).toEqual([expect.objectContaining({ action: 'Admission/SaveTestSession', before: null, after: expect.objectContaining({ capacity: 2, pass_points: 50 }) })]);
    const physical = ok<TestSession>(await call(server, committee, 'Admission/SaveTestSession', saveParams({ test_type: PHYSICAL })));
    expect(physical.pass_points).toBeNull();
    const listed = ok<TestSession[]>(await call(server, committee, 'Admission/ListTestSessions', { season_id: seasonId, test_type: PHYSICAL }));
    expect(listed.map((entry) => entry.id)).toEqual([physical.id]);
  });

  it('refuses another college’s or a deleted building, a time outside the test dates in Moscow, a pass mark of pass/fail, an inactive examiner', async () => {
    const otherBuilding = await insertBuilding(server, colleges.svyaz);
    const deleted = await insertBuilding(server, colleges.godovikov, { isDeleted: true });
    const banned = await server.addUser({ login: `banned${Date.now()}`, roles: ['Приёмная комиссия'] });
    await setStatusDirectly(server, banned, 'banned');
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ building_id: otherBuilding }, /Здание не принадлежит/],
      [{ building_id: deleted }, /Здание не принадлежит/],
      // 23:59 on 30 June in Moscow is before the tests start.
      [{ starts_at: '2026-06-30T20:59:00Z' }, /30\.06\.2026 вне сроков .* с 01\.07\.2026 по 10\.08\.2026/],
      [{ starts_at: '2026-08-10T21:00:00Z' }, /11\.08\.2026 вне сроков/],
      [{ test_type: PHYSICAL, pass_points: 40 }, /Проходной балл задаётся только/],
      [{ examiner_ids: [banned] }, /действующий сотрудник/],
    ];
    for (const [extra, message] of cases) {
      const reply = await call(server, committee, 'Admission/SaveTestSession', saveParams(extra));
      expectClearFailure(reply, ['INVALID_PARAMS'], JSON.stringify(extra));
      expect(reply.message).toMatch(message);
    }
    // Midnight of 1 July in Moscow is 21:00 UTC the day before: within the dates.
    expect(await call(server, committee, 'Admission/SaveTestSession', saveParams({ starts_at: '2026-06-30T21:00:00Z' }))).toMatchObject({ success: true });
    expect(await server.database.db.select().from(entranceTestSessions)).toHaveLength(1);
  });

  it('keeps the capacity at least the assigned, and deletes only a session without attendance', async () => {
    const id = await session({ capacity: 3 });
    const first = await applicant('Первая', designGroup);
    const second = await applicant('Вторая', designGroup);
    await insertSeat(server, id, first);
    await insertSeat(server, id, second);
    const shrink = await call(server, committee, 'Admission/SaveTestSession', saveParams({ id, capacity: 1 }));
    expectClearFailure(shrink, ['INVALID_PARAMS']);
    expect(shrink.message).toContain('уже назначено 2');
    expect(ok<TestSession>(await call(server, committee, 'Admission/SaveTestSession', saveParams({ id, capacity: 2 }))).assigned).toBe(2);
    await server.database.db.update(entranceTestAssignments).set({ attended: false }).where(eq(entranceTestAssignments.applicationId, first));
    expectClearFailure(await call(server, committee, 'Admission/DeleteTestSession', { id }), ['CONFLICT']);
    await server.database.db.update(entranceTestAssignments).set({ attended: null }).where(eq(entranceTestAssignments.applicationId, first));
    expect(await call(server, committee, 'Admission/DeleteTestSession', { id })).toMatchObject({ success: true, data: { id } });
    expect(await seatOf(first)).toBeUndefined();
    const history = await historyOf(second);
    expect(history.at(-1)).toMatchObject({ action: 'application.test_assigned', changes: [{ field: 'application_id', before: null, after: second }, { field: 'test_session', before: 'Творческое испытание, 10.07.2026 10:00', after: null }] });
  });

  it('lists as examiners the active staff holding an admission permission, by name', async () => {
    const examiners = ok<Array<{ id: number; name: string }>>(await call(server, committee, 'Admission/ListExaminers', {}));
    const names = examiners.map((entry) => entry.name);
    expect(names).toContain('Комиссарова Вера Павловна');
    expect(names).toContain('Тестовый admin');
    const operator = await server.addUser({ login: `operator${Date.now()}`, roles: ['Оператор колл-центра'] });
    expect(ok<Array<{ id: number }>>(await call(server, committee, 'Admission/ListExaminers', {})).map((entry) => entry.id)).not.toContain(operator);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});

describe('candidates and seats', () => {
  it('lists live applications needing the session’s test at its college, unassigned, by filing date, with search and total', async () => {
    const id = await session();
    const later = await applicant('Позднякова', designGroup, '2026-06-23T10:00:00Z');
    const earlier = await applicant('Ранняя', designGroup, '2026-06-21T10:00:00Z');
    await applicant('Физкультурная', sportGroup);
    await applicant('Айтишная', plainGroup);
    await applicant('Отозвавшая', designGroup, '2026-06-20T10:00:00Z', {}, { state: 'withdrawn' });
    const seated = await applicant('Посаженная', designGroup, '2026-06-19T10:00:00Z');
    await insertSeat(server, await session({ startsAt: at('2026-07-11T07:00:00Z') }), seated);
    const all = ok<{ items: Array<{ application_id: number; applicant: { fullname: string }; group: { program: string; funding: string } }>; total: number }>(await call(server, committee, 'Admission/ListTestCandidates', { session_id: id }));
    expect(all.items.map((item) => item.application_id)).toEqual([earlier, later]);
    expect(all.total).toBe(2);
    expect(all.items[0]?.group).toEqual({ id: designGroup, program: `${DESIGN} Графический дизайн`, funding: 'budget' });
    const found = ok<{ items: Array<{ application_id: number }>; total: number }>(await call(server, committee, 'Admission/ListTestCandidates', { session_id: id, search: 'поздняк' }));
    expect(found).toEqual({ items: [expect.objectContaining({ application_id: later })], total: 1 });
  });

  it('assigns all or none: names who does not need the test, who already has a session, and how many seats are left', async () => {
    const id = await session({ capacity: 2 });
    const other = await session({ startsAt: at('2026-07-12T08:30:00Z') });
    const a = await applicant('Антонова', designGroup);
    const b = await applicant('Белова', designGroup);
    const c = await applicant('Власова', designGroup);
    const sport = await applicant('Спортивная', sportGroup);
    const seated = await applicant('Занятая', designGroup);
    await insertSeat(server, other, seated);
    const refused = await call(server, committee, 'Admission/AssignToSession', { session_id: id, application_ids: [a, sport, seated] });
    expectClearFailure(refused, ['CONFLICT']);
    expect(refused.message).toContain('Спортивная Ирина: заявление не требует испытания «Творческое испытание»');
    expect(refused.message).toContain('Занятая Ирина уже назначен(а) на сессию «Творческое испытание, 12.07.2026 11:30»');
    const over = await call(server, committee, 'Admission/AssignToSession', { session_id: id, application_ids: [a, b, c] });
    expectClearFailure(over, ['CONFLICT']);
    expect(over.message).toContain('осталось 2 места, а выбрано 3');
    expect(await server.database.db.select().from(entranceTestAssignments).where(eq(entranceTestAssignments.sessionId, id))).toEqual([]);
    const done = ok<{ assigned: number; session: TestSession }>(await call(server, committee, 'Admission/AssignToSession', { session_id: id, application_ids: [a, b] }));
    expect(done).toMatchObject({ assigned: 2, session: { id, assigned: 2 } });
    const full = await call(server, committee, 'Admission/AssignToSession', { session_id: id, application_ids: [c] });
    expect(full.message).toContain('не осталось мест');
    expect((await historyOf(a)).at(-1)).toMatchObject({
      action: 'application.test_assigned',
      actorId: committeeId,
      changes: [{ field: 'application_id', before: null, after: a }, { field: 'test_session', before: null, after: 'Творческое испытание, 10.07.2026 10:00' }],
    });
    expect((await auditOf(server, admin, 'testSession', id))[0]).toMatchObject({ action: 'Admission/AssignToSession', after: { assigned: [a, b] } });
  });

  it('auto-assigns in filing order into the earliest future session with room, and reports the unplaced', async () => {
    const past = await session({ startsAt: at('2026-06-24T07:00:00Z'), capacity: 10 });
    const late = await session({ startsAt: at('2026-07-20T07:00:00Z'), capacity: 1 });
    const early = await session({ startsAt: at('2026-07-05T07:00:00Z'), capacity: 2 });
    const sport = await session({ testType: PHYSICAL, passPoints: null, startsAt: at('2026-07-06T07:00:00Z'), capacity: 5 });
    const third = await applicant('Третья', designGroup, '2026-06-22T10:00:00Z');
    const first = await applicant('Первая', designGroup, '2026-06-20T10:00:00Z');
    const fourth = await applicant('Четвёртая', designGroup, '2026-06-23T10:00:00Z');
    const second = await applicant('Вторая', designGroup, '2026-06-21T10:00:00Z');
    const runner = await applicant('Бегунья', sportGroup, '2026-06-25T08:00:00Z');
    await applicant('Айтишная', plainGroup);
    const publish = vi.spyOn(server.app.services.sockets, 'publish');
    const reply = ok<{ assigned: number; unplaced: number }>(await call(server, committee, 'Admission/AutoAssignTests', { season_id: seasonId }));
    expect(reply).toEqual({ assigned: 4, unplaced: 1 });
    expect((await seatOf(first))?.sessionId).toBe(early);
    expect((await seatOf(second))?.sessionId).toBe(early);
    expect((await seatOf(third))?.sessionId).toBe(late);
    expect(await seatOf(fourth)).toBeUndefined();
    expect((await seatOf(runner))?.sessionId).toBe(sport);
    expect(await server.database.db.select().from(entranceTestAssignments).where(eq(entranceTestAssignments.sessionId, past))).toEqual([]);
    expect(publish).toHaveBeenCalledWith(`admission.season.${seasonId}`, { kind: 'tests', sessionIds: expect.arrayContaining([early, late, sport]) });
    publish.mockRestore();
    expect(ok<{ assigned: number; unplaced: number }>(await call(server, committee, 'Admission/AutoAssignTests', { season_id: seasonId, test_type: CREATIVE }))).toEqual({ assigned: 0, unplaced: 1 });
  });

  it('takes an application off its session until attendance is recorded', async () => {
    const id = await session();
    const a = await applicant('Снятая', designGroup);
    const seat = await insertSeat(server, id, a);
    const reply = ok<{ session: TestSession }>(await call(server, committee, 'Admission/UnassignFromSession', { assignment_id: seat }));
    expect(reply.session.assigned).toBe(0);
    expect((await historyOf(a)).at(-1)).toMatchObject({ action: 'application.test_assigned', changes: [{ field: 'application_id' }, { field: 'test_session', before: 'Творческое испытание, 10.07.2026 10:00', after: null }] });
    const recorded = await insertSeat(server, id, a, { attended: true, passed: true, points: 80 });
    expectClearFailure(await call(server, committee, 'Admission/UnassignFromSession', { assignment_id: recorded }), ['CONFLICT']);
    expectClearFailure(await call(server, committee, 'Admission/UnassignFromSession', { assignment_id: seat }), ['NOT_FOUND']);
  });
});

describe('results', () => {
  const status = async (id: number) => (await server.database.db.select({ status: abiturientApplications.status }).from(abiturientApplications).where(eq(abiturientApplications.id, id)))[0]?.status;

  it('points: required when present, passed from the pass mark; absent has no result; fail and absence put the application out', async () => {
    const id = await session({ passPoints: 60 });
    const pass = await applicant('Аверина', designGroup, undefined, {}, { status: 'OK' });
    const fail = await applicant('Борина', designGroup, undefined, {}, { status: 'OK' });
    const absent = await applicant('Ванина', designGroup, undefined, {}, { status: 'OK' });
    const seats = [await insertSeat(server, id, pass), await insertSeat(server, id, fail), await insertSeat(server, id, absent)];
    const early = await call(server, committee, 'Admission/RecordTestResults', { session_id: id, results: [{ assignment_id: seats[0], attended: true, points: 70 }] });
    expectClearFailure(early, ['CONFLICT']);
    server.clock.current = Date.parse('2026-07-10T12:00:00Z');
    const wrong = await call(server, committee, 'Admission/RecordTestResults', { session_id: id, results: [{ assignment_id: seats[0], attended: true, passed: true }] });
    expectClearFailure(wrong, ['INVALID_PARAMS']);
    expect(wrong.message).toContain('Аверина Ирина: укажите баллы');
    const recorded = ok<{ session: TestSession; assignments: TestAssignment[] }>(
      await call(server, committee, 'Admission/RecordTestResults', {
        session_id: id,
        results: [
          { assignment_id: seats[0], attended: true, points: 60 },
          { assignment_id: seats[1], attended: true, points: 59.5 },
          { assignment_id: seats[2], attended: false },
        ],
      }),
    );
    expect(recorded.session).toMatchObject({ assigned: 3, attended: 2, results: 2 });
    expect(recorded.assignments.map((seat) => [seat.applicant.fullname, seat.attended, seat.passed, seat.points])).toEqual([
      ['Аверина Ирина', true, true, 60],
      ['Борина Ирина', true, false, 59.5],
      ['Ванина Ирина', false, null, null],
    ]);
    expect([await status(pass), await status(fail), await status(absent)]).toEqual(['OK', 'NA', 'NA']);
    expect((await historyOf(fail)).at(-1)).toMatchObject({ action: 'application.test_result', changes: [{ field: 'application_id', after: fail }, { field: 'test_attended', before: null, after: true }, { field: 'test_result', before: null, after: 59.5 }] });
    // A corrected result brings back the application the test had put out.
    ok(await call(server, committee, 'Admission/RecordTestResults', { session_id: id, results: [{ assignment_id: seats[1], attended: true, points: 75 }] }));
    expect(await status(fail)).toBe('OK');
    expect((await auditOf(server, admin, 'testSession', id))[0]).toMatchObject({ action: 'Admission/RecordTestResults', after: [expect.objectContaining({ assignment_id: seats[1], points: 75, passed: true, status: 'OK' })] });
    // Once attended, the seat cannot be taken off.
    expectClearFailure(await call(server, committee, 'Admission/UnassignFromSession', { assignment_id: seats[0] }), ['CONFLICT']);
  });

  it('pass/fail: passed required and no points; another session’s seat is refused', async () => {
    const id = await session({ testType: PHYSICAL, passPoints: null });
    const runner = await applicant('Гонкина', sportGroup, undefined, {}, { status: 'OK' });
    const seat = await insertSeat(server, id, runner);
    const elsewhere = await insertSeat(server, await session(), await applicant('Чужая', designGroup));
    server.clock.current = Date.parse('2026-07-10T12:00:00Z');
    const missing = await call(server, committee, 'Admission/RecordTestResults', { session_id: id, results: [{ assignment_id: seat, attended: true }] });
    expect(missing.message).toContain('Гонкина Ирина: укажите, сдано ли испытание');
    const points = await call(server, committee, 'Admission/RecordTestResults', { session_id: id, results: [{ assignment_id: seat, attended: true, passed: true, points: 10 }] });
    expect(points.message).toContain('нет баллов');
    expectClearFailure(await call(server, committee, 'Admission/RecordTestResults', { session_id: id, results: [{ assignment_id: elsewhere, attended: true, passed: true }] }), ['INVALID_PARAMS']);
    ok(await call(server, committee, 'Admission/RecordTestResults', { session_id: id, results: [{ assignment_id: seat, attended: true, passed: false }] }));
    expect(await status(runner)).toBe('NA');
    expect((await sheet(id)).assignments[0]).toMatchObject({ attended: true, passed: false, points: null });
    expect((await historyOf(runner)).at(-1)).toMatchObject({ action: 'application.test_result', changes: [{ field: 'application_id' }, { field: 'test_attended', after: true }, { field: 'test_result', before: null, after: false }] });
  });
});

describe('letters', () => {
  it('queues each invitation once with time, place and what to bring; applicants without e-mail are counted', async () => {
    const id = await session();
    const a = await applicant('Письмова', designGroup);
    const noMail = await applicant('Безпочтова', designGroup, undefined, { email: null });
    await insertSeat(server, id, a);
    await insertSeat(server, id, noMail);
    const first = ok(await call(server, committee, 'Admission/SendTestLetters', { session_id: id, kind: 'invitation' }));
    expect(first).toEqual({ queued: 1, without_email: 1, already_sent: 0 });
    const letters = await server.database.db.select().from(mailOutbox);
    expect(letters).toHaveLength(1);
    expect(letters[0]).toMatchObject({ to: 'письмова@mail.test', kind: 'entrance-test-invitation', subject: 'Приглашение на вступительное испытание: Творческое испытание', createdBy: committeeId });
    expect(letters[0]?.text).toContain('Когда: 10.07.2026 10:00');
    expect(letters[0]?.text).toContain('Где: Москва, ул. Связистов, д. 1, аудитория 204');
    expect(letters[0]?.text).toContain('папку с творческими работами');
    expect(letters[0]?.text).toContain('Здравствуйте, Ирина!');
    const again = ok(await call(server, committee, 'Admission/SendTestLetters', { session_id: id, kind: 'invitation' }));
    expect(again).toEqual({ queued: 0, without_email: 1, already_sent: 1 });
    expect(await server.database.db.select().from(mailOutbox)).toHaveLength(1);
    expect((await sheet(id)).session.invitations_sent_at).toBe(new Date(JUNE).toISOString());
    expect((await seatOf(a))?.invitedAt?.toISOString()).toBe(new Date(JUNE).toISOString());
  });

  it('queues results once to those with attendance: points against the pass mark, or the absence', async () => {
    const id = await session({ passPoints: 60 });
    const a = await applicant('Баллова', designGroup);
    const b = await applicant('Неявкина', designGroup);
    const c = await applicant('Неотмеченная', designGroup);
    await insertSeat(server, id, a, { attended: true, passed: true, points: 72 });
    await insertSeat(server, id, b, { attended: false });
    await insertSeat(server, id, c);
    server.clock.current = Date.parse('2026-07-11T09:00:00Z');
    expectClearFailure(await call(server, committee, 'Admission/SendTestLetters', { session_id: id, kind: 'invitation' }), ['CONFLICT']);
    expect(ok(await call(server, committee, 'Admission/SendTestLetters', { session_id: id, kind: 'result' }))).toEqual({ queued: 2, without_email: 0, already_sent: 0 });
    const letters = await server.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, 'entrance-test-result'))).orderBy(asc(mailOutbox.id));
    expect(letters.map((letter) => letter.to)).toEqual(['баллова@mail.test', 'неявкина@mail.test']);
    expect(letters[0]?.text).toContain('72 балла из 100 при проходном 60: испытание сдано');
    expect(letters[1]?.text).toContain('вы не явились на испытание');
    expect(ok(await call(server, committee, 'Admission/SendTestLetters', { session_id: id, kind: 'result' }))).toEqual({ queued: 0, without_email: 0, already_sent: 2 });
    expect((await sheet(id)).session.results_sent_at).toBe(new Date('2026-07-11T09:00:00Z').toISOString());
  });
});
