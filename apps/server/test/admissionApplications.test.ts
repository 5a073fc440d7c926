import type { ApplicationItem } from '@abitura/contracts';
import { APPLICATION_MOVES, APPLICATION_STATES, allowedApplicationMoves, type ApplicationMove, type ApplicationState } from '@abitura/contracts/vocabulary';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abiturientApplications, abiturientHistory, abiturientInteractions, auditLog } from '../src/db/schema/index.js';
import { startTestServer, type TestServer } from './harness.js';
import { admissionWorld, dataOf, refusalOf, type AdmissionWorld } from './support/admissionFixtures.js';
import { insertApplicant } from './support/applicantFixtures.js';
import { signedInAs } from './support/organizationFixtures.js';
import { tableCounts } from './support/serverSupport.js';

/** Applications: filing, the state machine, priorities, consent, the register's search, filters, sorts and export. */
let server: TestServer;
let token: string;
let world: AdmissionWorld;
const published: Array<{ topic: string; data: unknown }> = [];

type Page = { items: ApplicationItem[]; total: number; page: number; pageSize: number };

const group = (key: string) => world.groups[key] as number;
const IT = '09.02.07-100054-1/budget';
const IT_PAID = '09.02.07-100054-1/paid';
const WELDER = '15.01.05-100200-1/budget';
const DESIGN = '54.02.01-100200-1/budget';
const ECONOMY = '38.02.01-100300-2/budget';

const file = (params: Record<string, unknown>) => dataOf<ApplicationItem>(server, token, 'Admission/FileApplication', { season_id: world.seasonId, average_mark: null, ...params });
const move = (id: number, to: ApplicationMove, extra: Record<string, unknown> = {}) => dataOf<ApplicationItem>(server, token, 'Admission/MoveApplication', { id, move: to, ...extra });
const list = (params: Record<string, unknown>) => dataOf<Page>(server, token, 'Admission/ListApplications', { season_id: world.seasonId, pageSize: 100, ...params });
const prioritiesOf = async (abiturientId: number) =>
  (
    await server.database.db
      .select({ id: abiturientApplications.id, priority: abiturientApplications.priority, state: abiturientApplications.state })
      .from(abiturientApplications)
      .where(eq(abiturientApplications.abiturientId, abiturientId))
      .orderBy(asc(abiturientApplications.priority), asc(abiturientApplications.id))
  ).filter((row) => ['draft', 'submitted', 'accepted', 'enrolled'].includes(row.state)).map((row) => row.id);

beforeAll(async () => {
  server = await startTestServer();
  token = (await signedInAs(server, 'committee', ['Приёмная комиссия'], 'Комиссия Первая')).token;
  world = await admissionWorld(server, token, 2026);
  const sockets = server.app.services.sockets;
  const publish = sockets.publish.bind(sockets);
  sockets.publish = (topic: string, data: unknown) => {
    published.push({ topic, data });
    return publish(topic, data);
  };
});
afterAll(() => server.close());

describe('filing', () => {
  it('files for an applicant of the contingent: the group copies its college and programme; priorities go where asked, the others shift down', async () => {
    const person = await insertApplicant(server, { last_name: 'Приоритетов', first_name: 'Иван', gia: [{ subject: 'Математика', mark: 5 }], achievements: [{ code: 'volunteering', points: 1.5, note: null }] } as never);
    const first = await file({ applicant: { id: person }, group_id: group(IT), average_mark: 4.25 });
    expect(first).toMatchObject({ priority: 1, state: 'submitted', group: { id: group(IT), college: { id: world.colleges.svyaz }, funding: 'budget', test_type: null }, average_mark: 4.25, test: null, consent: 'not_accepted', consent_at: null, filing_method: 'in_person' });
    const second = await file({ applicant: { id: person }, group_id: group(WELDER) });
    expect(second.priority).toBe(2);
    const third = await file({ applicant: { id: person }, group_id: group(DESIGN), priority: 1, state: 'draft' });
    expect(third).toMatchObject({ priority: 1, state: 'draft', test: { outcome: 'not_assigned', points: null, session_id: null } });
    expect(await prioritiesOf(person)).toEqual([third.id, first.id, second.id]);
    const [row] = await server.database.db.select().from(abiturientApplications).where(eq(abiturientApplications.id, first.id));
    expect(row).toMatchObject({ collegeId: world.colleges.svyaz, seasonId: world.seasonId });
    expect(row?.programId).not.toBeNull();
    // A priority past the next free one is refused, not moved: nothing a person typed is reinterpreted.
    const pastTheEnd = await refusalOf(server, token, 'Admission/FileApplication', { season_id: world.seasonId, average_mark: null, applicant: { id: person }, group_id: group(ECONOMY), priority: 40 });
    expect(pastTheEnd.code).toBe('INVALID_PARAMS');
    expect(pastTheEnd.message).toContain('от 1 до 4');
    expect(await prioritiesOf(person)).toEqual([third.id, first.id, second.id]);
    const fourth = await file({ applicant: { id: person }, group_id: group(ECONOMY), priority: 4 });
    expect(fourth.priority).toBe(4);

    const history = await server.database.db.select().from(abiturientHistory).where(eq(abiturientHistory.abiturientId, person)).orderBy(asc(abiturientHistory.id));
    const filed = history.find((entry) => entry.action === 'application.filed');
    expect(filed?.changes[0]).toEqual({ field: 'application', before: null, after: { id: first.id, group: 'КС № 54 · 09.02.07-100054-1 Информационные системы и программирование · Бюджет' } });
    expect(filed?.changes).toContainEqual({ field: 'average_mark', before: null, after: 4.25 });
    const shifted = history.filter((entry) => entry.action === 'application.reordered');
    expect(shifted.map((entry) => entry.changes)).toContainEqual([{ field: 'application_id', before: null, after: first.id }, { field: 'priority', before: 1, after: 2 }]);
    const timeline = await server.database.db.select().from(abiturientInteractions).where(eq(abiturientInteractions.abiturientId, person));
    // The draft is not filed yet: three filed statements, three entries.
    expect(timeline.filter((entry) => entry.type === 'documentsSubmitted')).toHaveLength(3);
    const audits = await server.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'Admission/FileApplication'), eq(auditLog.entityId, String(first.id))));
    expect(audits).toHaveLength(1);
    expect(published).toContainEqual({ topic: `admission.season.${world.seasonId}`, data: { kind: 'applications', ids: [third.id, first.id, second.id] } });
  });

  it('one live application per applicant and group; the group must be of the season', async () => {
    const person = await insertApplicant(server, { last_name: 'Дважды', first_name: 'Олег' });
    await file({ applicant: { id: person }, group_id: group(IT) });
    const twice = await refusalOf(server, token, 'Admission/FileApplication', { season_id: world.seasonId, average_mark: null, applicant: { id: person }, group_id: group(IT) });
    expect(twice.code).toBe('CONFLICT');
    expect(twice.message).toContain('уже есть действующее заявление');
    const other = await admissionWorld(server, token, 2031, world.colleges);
    const elsewhere = await refusalOf(server, token, 'Admission/FileApplication', { season_id: world.seasonId, average_mark: null, applicant: { id: person }, group_id: other.groups[IT] });
    expect(elsewhere.code).toBe('INVALID_PARAMS');
    expect(elsewhere.message).toContain('другой приёмной кампании');
    const missing = await refusalOf(server, token, 'Admission/FileApplication', { season_id: world.seasonId, average_mark: null, applicant: { id: person }, group_id: 999_999 });
    expect(missing.code).toBe('NOT_FOUND');
  });

  it('consent to enrol goes to one live application of the season; its date is kept', async () => {
    const person = await insertApplicant(server, { last_name: 'Согласнов', first_name: 'Пётр' });
    const first = await file({ applicant: { id: person }, group_id: group(IT), consent: 'accepted' });
    expect(first.consent).toBe('accepted');
    expect(first.consent_at).toBe(new Date(server.clock.now()).toISOString());
    const second = await file({ applicant: { id: person }, group_id: group(WELDER) });
    const before = await tableCounts(server);
    const refused = await refusalOf(server, token, 'Admission/UpdateApplication', { id: second.id, data: { consent: 'accepted' } });
    expect(refused.code).toBe('CONFLICT');
    expect(refused.message).toContain(`№ ${first.id}`);
    expect(await tableCounts(server)).toEqual(before);
    const filedWithConsent = await refusalOf(server, token, 'Admission/FileApplication', { season_id: world.seasonId, average_mark: null, applicant: { id: person }, group_id: group(DESIGN), consent: 'accepted' });
    expect(filedWithConsent.code).toBe('CONFLICT');
    // Withdrawing the consent frees it.
    await dataOf(server, token, 'Admission/UpdateApplication', { id: first.id, data: { consent: 'not_accepted' } });
    const moved = await dataOf<ApplicationItem>(server, token, 'Admission/UpdateApplication', { id: second.id, data: { consent: 'accepted', group_id: group(ECONOMY), guardian_name: 'Согласнова Анна' } });
    expect(moved).toMatchObject({ consent: 'accepted', group: { id: group(ECONOMY), college: { id: world.colleges.tsaritsyno } }, guardian_name: 'Согласнова Анна' });
    const [row] = await server.database.db.select().from(abiturientApplications).where(eq(abiturientApplications.id, second.id));
    expect(row?.collegeId).toBe(world.colleges.tsaritsyno);
    const [changed] = await server.database.db.select().from(abiturientHistory).where(and(eq(abiturientHistory.abiturientId, person), eq(abiturientHistory.action, 'application.changed'))).orderBy(asc(abiturientHistory.id)).offset(1);
    expect(changed?.changes[0]).toEqual({ field: 'application_id', before: null, after: second.id });
    expect(changed?.changes).toContainEqual({ field: 'consent', before: 'not_accepted', after: 'accepted' });
    expect(changed?.changes).toContainEqual({ field: 'group', before: 'ПК им. Годовикова · 15.01.05-100200-1 Сварщик (ручной и частично механизированной сварки (наплавки)) · Бюджет', after: expect.stringContaining('38.02.01-100300-2') });
  });

  it('a new applicant from the statement: likely duplicates refuse it with their names until ignore_duplicates', async () => {
    await insertApplicant(server, { last_name: 'Двойников', first_name: 'Илья', birth_date: '2010-04-01', phones: ['+79161112233'] });
    const data = { last_name: 'Двойников', first_name: 'Илья', birth_date: '2010-04-01' };
    const before = await tableCounts(server);
    const refused = await refusalOf(server, token, 'Admission/FileApplication', { season_id: world.seasonId, average_mark: null, applicant: { data }, group_id: group(IT) });
    expect(refused.code).toBe('CONFLICT');
    expect(refused.message).toContain('Двойников Илья (01.04.2010');
    expect(await tableCounts(server)).toEqual(before);
    const filed = await file({ applicant: { data, ignore_duplicates: true }, group_id: group(IT), filing_method: 'mosru', external_number: 'MOS-77-1' });
    expect(filed.applicant).toMatchObject({ fullname: 'Двойников Илья', birth_date: '2010-04-01' });
    const timeline = await server.database.db.select({ type: abiturientInteractions.type }).from(abiturientInteractions).where(eq(abiturientInteractions.abiturientId, filed.applicant.id));
    expect(timeline.map((entry) => entry.type).sort()).toEqual(['added', 'mosru']);
    const sameNumber = await refusalOf(server, token, 'Admission/FileApplication', { season_id: world.seasonId, average_mark: null, applicant: { id: filed.applicant.id }, group_id: group(WELDER), external_number: 'MOS-77-1' });
    expect(sameNumber.code).toBe('CONFLICT');
  });
});

describe('the state machine', () => {
  it('draft -> submitted -> accepted -> enrolled, each in the history and the timeline', async () => {
    const person = await insertApplicant(server, { last_name: 'Путников', first_name: 'Семён' });
    const draft = await file({ applicant: { id: person }, group_id: group(IT_PAID), state: 'draft' });
    expect((await move(draft.id, 'submit')).state).toBe('submitted');
    expect((await move(draft.id, 'accept')).state).toBe('accepted');
    expect((await move(draft.id, 'enrol')).state).toBe('enrolled');
    const moves = await server.database.db.select().from(abiturientHistory).where(and(eq(abiturientHistory.abiturientId, person), eq(abiturientHistory.action, 'application.moved'))).orderBy(asc(abiturientHistory.id));
    expect(moves.map((entry) => entry.changes)).toEqual([
      [{ field: 'application_id', before: null, after: draft.id }, { field: 'state', before: 'draft', after: 'submitted' }],
      [{ field: 'application_id', before: null, after: draft.id }, { field: 'state', before: 'submitted', after: 'accepted' }],
      [{ field: 'application_id', before: null, after: draft.id }, { field: 'state', before: 'accepted', after: 'enrolled' }],
    ]);
    const timeline = await server.database.db.select({ type: abiturientInteractions.type }).from(abiturientInteractions).where(eq(abiturientInteractions.abiturientId, person));
    expect(timeline.map((entry) => entry.type).sort()).toEqual(['documentsSubmitted', 'enrolled']);
  });

  it('every illegal move is refused with the sentence and writes nothing', async () => {
    const person = await insertApplicant(server, { last_name: 'Запретов', first_name: 'Глеб' });
    const paths: Record<ApplicationState, ApplicationMove[]> = { draft: [], submitted: ['submit'], accepted: ['submit', 'accept'], enrolled: ['submit', 'accept', 'enrol'], withdrawn: ['withdraw'], rejected: ['reject'] };
    const groups = [IT, IT_PAID, WELDER, DESIGN, ECONOMY, '15.01.05-100200-1/paid'];
    let refusals = 0;
    for (const [index, { value: state }] of APPLICATION_STATES.entries()) {
      const application = await file({ applicant: { id: person }, group_id: group(groups[index] as string), state: 'draft' });
      for (const step of paths[state]) await move(application.id, step, step === 'reject' ? { reason: 'documents_invalid' } : {});
      const [stored] = await server.database.db.select().from(abiturientApplications).where(eq(abiturientApplications.id, application.id));
      expect(stored?.state).toBe(state);
      for (const illegal of APPLICATION_MOVES.filter((each) => !allowedApplicationMoves(state).includes(each))) {
        const before = await tableCounts(server);
        const refused = await refusalOf(server, token, 'Admission/MoveApplication', { id: application.id, move: illegal, ...(illegal === 'reject' ? { reason: 'other' } : {}) });
        expect(refused.code).toBe('CONFLICT');
        expect(refused.message).toMatch(/^Нельзя /);
        expect(await tableCounts(server)).toEqual(before);
        const [after] = await server.database.db.select().from(abiturientApplications).where(eq(abiturientApplications.id, application.id));
        expect(after).toEqual(stored);
        refusals += 1;
      }
    }
    // 36 moves from six states, 11 of them allowed.
    expect(refusals).toBe(25);
  });

  it('reject needs a reason and keeps it; reopen clears it and puts the application last; withdraw and reject close the gap', async () => {
    const person = await insertApplicant(server, { last_name: 'Отказов', first_name: 'Лев' });
    const a = await file({ applicant: { id: person }, group_id: group(IT) });
    const b = await file({ applicant: { id: person }, group_id: group(WELDER) });
    const c = await file({ applicant: { id: person }, group_id: group(ECONOMY) });
    const noReason = await refusalOf(server, token, 'Admission/MoveApplication', { id: a.id, move: 'reject' });
    expect(noReason.code).toBe('INVALID_PARAMS');
    const rejected = await move(a.id, 'reject', { reason: 'documents_incomplete', comment: 'Нет копии паспорта' });
    expect(rejected).toMatchObject({ state: 'rejected', rejection_reason: 'documents_incomplete' });
    expect(await prioritiesOf(person)).toEqual([b.id, c.id]);
    const [bRow] = await server.database.db.select().from(abiturientApplications).where(eq(abiturientApplications.id, b.id));
    expect(bRow?.priority).toBe(1);
    await move(b.id, 'withdraw');
    expect(await prioritiesOf(person)).toEqual([c.id]);
    const reopened = await move(a.id, 'reopen');
    expect(reopened).toMatchObject({ state: 'submitted', rejection_reason: null, priority: 2 });
    expect(await prioritiesOf(person)).toEqual([c.id, a.id]);
    const timeline = await server.database.db.select({ type: abiturientInteractions.type }).from(abiturientInteractions).where(eq(abiturientInteractions.abiturientId, person));
    expect(timeline.map((entry) => entry.type)).toEqual(expect.arrayContaining(['rejection', 'applicationWithdrawn']));
    // Reopening into a group that has a live application again is refused.
    await file({ applicant: { id: person }, group_id: group(WELDER) });
    const again = await refusalOf(server, token, 'Admission/MoveApplication', { id: b.id, move: 'reopen' });
    expect(again.code).toBe('CONFLICT');
  });

  it('reorders an applicant’s priorities: the order must name exactly the live applications', async () => {
    const person = await insertApplicant(server, { last_name: 'Порядков', first_name: 'Ян' });
    const a = await file({ applicant: { id: person }, group_id: group(IT) });
    const b = await file({ applicant: { id: person }, group_id: group(WELDER) });
    const c = await file({ applicant: { id: person }, group_id: group(ECONOMY) });
    const missing = await refusalOf(server, token, 'Admission/ReorderPriorities', { applicant_id: person, season_id: world.seasonId, order: [c.id, a.id] });
    expect(missing.code).toBe('INVALID_PARAMS');
    expect(missing.message).toContain(`№ ${b.id}`);
    const reordered = await dataOf<ApplicationItem[]>(server, token, 'Admission/ReorderPriorities', { applicant_id: person, season_id: world.seasonId, order: [c.id, a.id, b.id] });
    expect(reordered.map((item) => [item.id, item.priority])).toEqual([
      [c.id, 1],
      [a.id, 2],
      [b.id, 3],
    ]);
    const entries = await server.database.db.select().from(abiturientHistory).where(and(eq(abiturientHistory.abiturientId, person), eq(abiturientHistory.action, 'application.reordered')));
    expect(entries).toHaveLength(3);
    await move(a.id, 'withdraw');
    const card = await dataOf<{ season_id: number; items: ApplicationItem[] }>(server, token, 'Admission/ApplicantApplications', { applicant_id: person });
    expect(card.season_id).toBe(world.seasonId);
    expect(card.items.map((item) => [item.id, item.priority, item.state])).toEqual([
      [c.id, 1, 'submitted'],
      [b.id, 2, 'submitted'],
      [a.id, 2, 'withdrawn'],
    ]);
  });
});

describe('the register', () => {
  let people: Record<string, number>;
  let ids: Record<string, number>;
  beforeAll(async () => {
    people = {
      anna: await insertApplicant(server, { last_name: 'Регистрова', first_name: 'Анна', middle_name: 'Сергеевна', phones: ['+79035556677'], id_number: '11223344595' }),
      boris: await insertApplicant(server, { last_name: 'Регистров', first_name: 'Борис', phones: ['+79264443322'] }),
      vera: await insertApplicant(server, { last_name: 'Ёлкина-Регистрова', first_name: 'Вера' }),
    };
    server.clock.advance(60_000);
    const a1 = await file({ applicant: { id: people.anna }, group_id: group(IT), average_mark: 4.5, external_number: 'R-100' });
    server.clock.advance(60_000);
    const a2 = await file({ applicant: { id: people.anna }, group_id: group(DESIGN), average_mark: 4.5, original_documents: true, consent: 'accepted' });
    server.clock.advance(60_000);
    const b1 = await file({ applicant: { id: people.boris }, group_id: group(WELDER), average_mark: 3.2, filing_method: 'post' });
    server.clock.advance(60_000);
    const v1 = await file({ applicant: { id: people.vera }, group_id: group(IT_PAID), filing_method: 'mosru', external_number: 'R-200' });
    await move(v1.id, 'reject', { reason: 'other' });
    ids = { a1: a1.id, a2: a2.id, b1: b1.id, v1: v1.id };
  });
  const found = async (params: Record<string, unknown>) => (await list({ sort: 'submitted_at', ...params })).items.map((item) => item.id).filter((id) => Object.values(ids).includes(id));

  it('searches by name words, phone digits, SNILS and mos.ru number', async () => {
    expect(await found({ search: 'регистров' })).toEqual([ids.a1, ids.a2, ids.b1, ids.v1]);
    expect(await found({ search: 'елкина вер' })).toEqual([ids.v1]);
    expect(await found({ search: 'анна регистр' })).toEqual([ids.a1, ids.a2]);
    expect(await found({ search: '8 926 444' })).toEqual([ids.b1]);
    expect(await found({ search: '112-233-445 95' })).toEqual([ids.a1, ids.a2]);
    expect(await found({ search: 'R-200' })).toEqual([ids.v1]);
    expect((await list({ search: 'Несуществующий' })).total).toBe(0);
  });

  it('filters, each and together', async () => {
    expect(await found({ search: 'регистр', college_id: world.colleges.godovikov })).toEqual([ids.a2, ids.b1]);
    expect(await found({ search: 'регистр', group_id: group(IT) })).toEqual([ids.a1]);
    expect(await found({ search: 'регистр', funding: 'paid' })).toEqual([ids.v1]);
    expect(await found({ search: 'регистр', states: ['rejected'] })).toEqual([ids.v1]);
    expect(await found({ search: 'регистр', states: ['submitted', 'draft'] })).toEqual([ids.a1, ids.a2, ids.b1]);
    expect(await found({ search: 'регистр', filing_method: 'post' })).toEqual([ids.b1]);
    expect(await found({ search: 'регистр', consent: 'accepted' })).toEqual([ids.a2]);
    expect(await found({ search: 'регистр', original_documents: true })).toEqual([ids.a2]);
    expect(await found({ search: 'регистр', competition_status: 'NA' })).toEqual([ids.a1, ids.a2, ids.b1, ids.v1]);
    expect(await found({ search: 'регистр', test_type: 5399582 })).toEqual([ids.a2]);
    expect(await found({ search: 'регистр', test: 'not_assigned' })).toEqual([ids.a2]);
    expect(await found({ search: 'регистр', test: 'passed' })).toEqual([]);
    expect(await found({ search: 'регистр', college_id: world.colleges.godovikov, consent: 'not_accepted' })).toEqual([ids.b1]);
  });

  it('sorts by every column, the id breaking ties, both ways', async () => {
    const sorted = async (sort: string, direction: 'asc' | 'desc') => found({ search: 'регистр', sort, direction });
    expect(await sorted('fullname', 'asc')).toEqual([ids.v1, ids.b1, ids.a1, ids.a2]);
    expect(await sorted('average_mark', 'desc')).toEqual([ids.a2, ids.a1, ids.b1, ids.v1]);
    expect(await sorted('average_mark', 'asc')).toEqual([ids.b1, ids.a1, ids.a2, ids.v1]);
    expect(await sorted('submitted_at', 'desc')).toEqual([ids.v1, ids.b1, ids.a2, ids.a1]);
    expect(await sorted('priority', 'asc')).toEqual([ids.a1, ids.b1, ids.v1, ids.a2]);
    expect(await sorted('state', 'asc')).toEqual([ids.v1, ids.a1, ids.a2, ids.b1]);
    expect(await sorted('updated_at', 'desc')).toEqual([ids.v1, ids.b1, ids.a2, ids.a1]);
    expect(await sorted('college', 'asc')).toEqual([ids.a1, ids.v1, ids.a2, ids.b1]);
    expect(await sorted('college', 'desc')).toEqual([ids.b1, ids.a2, ids.v1, ids.a1]);
    expect(await sorted('program', 'asc')).toEqual([ids.a1, ids.v1, ids.b1, ids.a2]);
    expect(await sorted('program', 'desc')).toEqual([ids.a2, ids.b1, ids.v1, ids.a1]);
  });

  it('pages and exports in chunks', async () => {
    const all = await list({ sort: 'submitted_at' });
    expect(all.total).toBeGreaterThan(10);
    const page2 = await list({ sort: 'submitted_at', page: 2, pageSize: 5 });
    expect(page2.items.map((item) => item.id)).toEqual(all.items.slice(5, 10).map((item) => item.id));
    const chunks: number[][] = [];
    let after: number | null = 0;
    while (after !== null) {
      const chunk: { items: ApplicationItem[]; total: number; next: number | null } = await dataOf(server, token, 'Admission/ExportApplications', { season_id: world.seasonId, after, limit: 4 });
      expect(chunk.total).toBe(all.total);
      chunks.push(chunk.items.map((item) => item.id));
      after = chunk.next;
    }
    expect(chunks.flat()).toEqual(all.items.map((item) => item.id));
    expect(chunks.slice(0, -1).every((chunk) => chunk.length === 4)).toBe(true);
    const past = await dataOf<{ items: unknown[]; next: number | null }>(server, token, 'Admission/ExportApplications', { season_id: world.seasonId, after: 10_000 });
    expect(past).toMatchObject({ items: [], next: null });
  });

  it('reads one application with the applicant’s GIA and achievements, and finds applicants for a statement', async () => {
    const one = await dataOf<ApplicationItem>(server, token, 'Admission/GetApplication', { id: ids.a2 });
    expect(one).toMatchObject({ id: ids.a2, applicant: { fullname: 'Регистрова Анна Сергеевна', id_number: '11223344595', phones: ['+79035556677'] }, original_documents: true, consent: 'accepted', test: { outcome: 'not_assigned' } });
    const missing = await refusalOf(server, token, 'Admission/GetApplication', { id: 987_654 });
    expect(missing.code).toBe('NOT_FOUND');
    const hits = await dataOf<Array<{ id: number; applications: number }>>(server, token, 'Admission/FindApplicants', { season_id: world.seasonId, search: 'регистров' });
    expect(hits.map((hit) => [hit.id, hit.applications])).toEqual(expect.arrayContaining([[people.anna, 2], [people.boris, 1], [people.vera, 0]]));
    const byPhone = await dataOf<Array<{ id: number }>>(server, token, 'Admission/FindApplicants', { season_id: world.seasonId, search: '+7 903 555-66-77' });
    expect(byPhone.map((hit) => hit.id)).toEqual([people.anna]);
    const byBirth = await dataOf<unknown[]>(server, token, 'Admission/FindApplicants', { season_id: world.seasonId, search: 'регистров', birth_date: '2001-01-01' });
    expect(byBirth).toEqual([]);
  });
});
