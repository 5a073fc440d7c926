import type { ApplicantRecord } from '@abitura/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abiturientApplications, abiturientHistory, abiturientInteractions, abiturients, eventRegistrations, guaranteeLetters } from '../src/db/schema/index.js';
import { startTestServer, type TestServer } from './harness.js';
import { insertApplicant, insertApplication, insertCareerEvent, insertGuaranteeLetter, insertInteraction, insertRegistration } from './support/applicantFixtures.js';
import { auditOf, call, insertOrganizations, signedInAs } from './support/organizationFixtures.js';

/** Abiturient/Merge: a duplicate folded into the record that stays, or the insert page's data. */
let server: TestServer;
let admin: string;
let editor: string;
let editorId: number;
let callCenter: string;
let college: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await signedInAs(server, 'admin', ['Администратор'])).token;
  ({ id: editorId, token: editor } = await signedInAs(server, 'editor', ['Приёмная комиссия'], 'Новикова Елена Олеговна'));
  callCenter = (await signedInAs(server, 'callcenter', ['Оператор колл-центра'])).token;
  [college] = (await insertOrganizations(server, [{ type: 'college', name: 'Колледж слияния', organizationId: 'MRG1' }])) as [number];
});
afterAll(() => server.close());

const db = () => server.database.db;
const countWhere = async (table: typeof abiturientInteractions | typeof abiturientApplications | typeof guaranteeLetters | typeof eventRegistrations | typeof abiturientHistory, id: number) =>
  Number((await db().select({ n: count() }).from(table).where(eq(table.abiturientId, id)))[0]?.n);

describe('Abiturient/Merge with a duplicate', () => {
  let target: number;
  let source: number;
  let sharedEvent: number;
  let sourceOnlyEvent: number;
  let sourceConsentBy: number;

  beforeAll(async () => {
    sourceConsentBy = (await signedInAs(server, 'recorder', ['Куратор'], 'Записавшая Согласие')).id;
    target = await insertApplicant(
      server,
      { last_name: 'Соколов', first_name: 'Максим', birth_date: '2010-01-15', phones: ['+79160000001'], tags: ['prkom2024'], flags: { recall: true }, intents: ['college_after_9'], check_results: { fis: 0 } },
      { processingStatus: 'in_progress', lastInteractionAt: new Date('2026-08-01T10:00:00Z') },
    );
    source = await insertApplicant(
      server,
      {
        last_name: 'Соколов',
        first_name: 'Максим',
        middle_name: 'Андреевич',
        birth_date: '2010-02-20',
        phones: ['+79160000002', '+79160000001'],
        email: 'sokolov@example.ru',
        okrug: 'ZAO',
        tags: ['priority_ca_1'],
        flags: { has_questionnaire: true, recall: false },
        preferential: { hasVip: true },
        intents: ['college_after_11'],
        industries: ['it'],
        refusal_reasons: ['rejectPerson'],
        check_results: { fis: 1, egisso: true },
      },
      {
        consent: { status: 'accepted', at: '2026-08-10T10:00:00.000Z', by: 'applicant', representative: null, recordedBy: sourceConsentBy },
        surveyAnswers: [{ question: 'Любимый предмет?', answer: 'Информатика' }],
        lastInteractionAt: new Date('2026-08-20T10:00:00Z'),
      },
    );
    await insertInteraction(server, target, 'added', new Date('2026-07-01T10:00:00Z'));
    await insertInteraction(server, target, 'work', new Date('2026-08-01T10:00:00Z'));
    await insertInteraction(server, source, 'added', new Date('2026-07-05T10:00:00Z'));
    await insertInteraction(server, source, 'incall', new Date('2026-08-10T10:00:00Z'));
    await insertInteraction(server, source, 'outcall', new Date('2026-08-20T10:00:00Z'));
    await insertApplication(server, source, { collegeId: college, priority: 1 });
    await insertGuaranteeLetter(server, source, { collegeId: college, number: 'ГП-1', issuedAt: new Date('2026-08-01T10:00:00Z') });
    sharedEvent = await insertCareerEvent(server, { title: 'День открытых дверей', startsAt: new Date('2026-05-01T10:00:00Z') });
    sourceOnlyEvent = await insertCareerEvent(server, { title: 'Фестиваль', startsAt: new Date('2026-06-01T10:00:00Z') });
    await insertRegistration(server, target, sharedEvent);
    await insertRegistration(server, source, sharedEvent);
    await insertRegistration(server, source, sourceOnlyEvent);
    await db().insert(abiturientHistory).values({ abiturientId: source, at: new Date('2026-08-11T10:00:00Z'), actorId: null, action: 'update', changes: [{ field: 'okrug', before: null, after: 'ZAO' }] });
  });

  it('keeps every interaction, moves applications, letters, registrations and history, fills empty fields, and removes the duplicate', async () => {
    const interactionsBefore = (await countWhere(abiturientInteractions, target)) + (await countWhere(abiturientInteractions, source));
    const reply = await call(server, editor, 'Abiturient/Merge', { target, source });
    expect(reply, JSON.stringify(reply)).toMatchObject({ success: true });
    const { record, moved, filled } = reply.data as { record: ApplicantRecord; moved: Record<string, number>; filled: string[] };
    expect(moved).toEqual({ interactions: 3, applications: 1, bail: 1, events: 1 });
    // Every interaction of both, and the note of the merge.
    expect(await countWhere(abiturientInteractions, target)).toBe(interactionsBefore + 1);
    expect(await countWhere(abiturientApplications, target)).toBe(1);
    expect(await countWhere(guaranteeLetters, target)).toBe(1);
    expect(await countWhere(eventRegistrations, target)).toBe(2);
    expect(new Set(filled)).toEqual(new Set(['middle_name', 'phones', 'email', 'okrug', 'tags', 'flags', 'preferential', 'check_results', 'refusal_reasons', 'consent', 'intents', 'industries', 'survey_answers']));
    expect(record).toMatchObject({
      id: target,
      // What the target held stays: its birth date, its first phone, its status.
      birth_date: '2010-01-15',
      middle_name: 'Андреевич',
      phones: ['+79160000001', '+79160000002'],
      email: 'sokolov@example.ru',
      okrug: 'ZAO',
      tags: ['prkom2024', 'priority_ca_1'],
      intents: ['college_after_9', 'college_after_11'],
      industries: ['it'],
      refusal_reasons: ['rejectPerson'],
      // A check the target already has a result for keeps it; one it lacks comes over.
      check_results: { fis: 0, egisso: true },
      processing_status: 'in_progress',
      consent: { status: 'accepted', recorded_by: { id: sourceConsentBy, name: 'Записавшая Согласие' } },
      survey_answers: [{ question: 'Любимый предмет?', answer: 'Информатика' }],
      counts: { interactions: interactionsBefore + 1, applications: 1, bail: 1, events: 2 },
    });
    expect(record.flags).toMatchObject({ recall: true, has_questionnaire: true });
    expect(record.preferential).toMatchObject({ hasVip: true });
    const [row] = await db().select().from(abiturients).where(eq(abiturients.id, target));
    expect(row?.lastInteractionAt?.toISOString()).toBe('2026-09-01T09:00:00.000Z');
    expect(row?.contactText).toContain('79160000002');
    expect(await call(server, editor, 'Abiturient/GetAbiturient', { id: source })).toMatchObject({ success: false, data: 'NOT_FOUND' });
  });

  it('records the merge in the history (the duplicate\'s entries moved along) and on the timeline, and audits both records', async () => {
    const history = await call(server, editor, 'Abiturient/History', { id: target });
    const items = (history.data as { items: Array<{ action: string; actor: unknown; changes: Array<{ field: string; before: unknown; after: unknown }> }> }).items;
    expect(items.map((item) => item.action)).toEqual(['merge', 'update']);
    expect(items[0]?.actor).toEqual({ id: editorId, name: 'Новикова Елена Олеговна' });
    expect(items[0]?.changes).toEqual(
      expect.arrayContaining([
        { field: 'email', before: null, after: 'sokolov@example.ru' },
        { field: 'flags.has_questionnaire', before: false, after: true },
        { field: 'merged_from', before: null, after: { id: source, fullname: 'Соколов Максим Андреевич' } },
      ]),
    );
    const timeline = await call(server, editor, 'Interaction/Get', { id: target, type: ['description'] });
    expect(timeline).toMatchObject({ data: { total: 1, items: [{ OID: String(source), author: { id: editorId }, action_data: { merged_from: source } }] } });
    const note = (timeline.data as { items: Array<{ action_data: { comment: string } }> }).items[0]?.action_data.comment;
    expect(note).toContain(`«Соколов Максим Андреевич» (№ ${source})`);
    expect(note).toContain('взаимодействий — 3');
    const [audit] = await auditOf(server, admin, 'abiturient', target);
    expect(audit).toMatchObject({ action: 'Abiturient/Merge', actorId: editorId, before: { target: { id: target }, source: { id: source, email: 'sokolov@example.ru' } }, after: { target, removed: source, moved: { interactions: 3 } } });
  });

  it('refuses merging a record into itself, both a duplicate and data, unknown records, and a caller without editAbiturient', async () => {
    const other = await insertApplicant(server, { last_name: 'Другой', first_name: 'Человек' });
    expect(await call(server, editor, 'Abiturient/Merge', { target: other, source: other })).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path: 'source', message: 'Нельзя объединить запись саму с собой' }] });
    expect(await call(server, editor, 'Abiturient/Merge', { target: other, source: target, data: { okrug: 'CAO' } })).toMatchObject({ success: false, data: 'INVALID_PARAMS' });
    expect(await call(server, editor, 'Abiturient/Merge', { target: other })).toMatchObject({ success: false, data: 'INVALID_PARAMS' });
    expect(await call(server, editor, 'Abiturient/Merge', { target: other, source: 999_999 })).toMatchObject({ success: false, data: 'NOT_FOUND' });
    expect(await call(server, editor, 'Abiturient/Merge', { target: 999_999, source: other })).toMatchObject({ success: false, data: 'NOT_FOUND' });
    expect(await call(server, callCenter, 'Abiturient/Merge', { target, source: other })).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
    // Nothing happened to either.
    expect(await call(server, editor, 'Abiturient/GetAbiturient', { id: other })).toMatchObject({ success: true, data: { counts: { history: 0 } } });
  });
});

describe('Abiturient/Merge with the insert page data', () => {
  it('fills only the empty fields, adds phones and list entries, keeps what the record holds; history and audit', async () => {
    const target = await insertApplicant(server, { last_name: 'Данных', first_name: 'Вера', birth_date: '2010-04-04', phones: ['+79161111111'], okrug: 'CAO', tags: ['prkom2024'] });
    const reply = await call(server, editor, 'Abiturient/Merge', {
      target,
      data: { last_name: 'Данных', first_name: 'Верочка', birth_date: '05.05.2010', phones: ['+7 916 222-22-22', '+79161111111'], email: 'vera@example.ru', okrug: 'SAO', tags: ['passing2oge'], gender: 'FEMALE' },
    });
    expect(reply, JSON.stringify(reply)).toMatchObject({ success: true, data: { moved: { interactions: 0, applications: 0, bail: 0, events: 0 } } });
    const { record, filled } = reply.data as { record: ApplicantRecord; filled: string[] };
    expect(new Set(filled)).toEqual(new Set(['phones', 'email', 'tags', 'gender']));
    expect(record).toMatchObject({ first_name: 'Вера', birth_date: '2010-04-04', okrug: 'CAO', email: 'vera@example.ru', gender: 'FEMALE', phones: ['+79161111111', '+79162222222'], tags: ['prkom2024', 'passing2oge'] });
    const [entry] = await db().select().from(abiturientHistory).where(eq(abiturientHistory.abiturientId, target));
    expect(entry).toMatchObject({ action: 'merge', actorId: editorId });
    expect(entry?.changes.map((change) => change.field).sort()).toEqual(['email', 'gender', 'phones', 'tags']);
    const [audit] = await auditOf(server, admin, 'abiturient', target);
    expect(audit).toMatchObject({ action: 'Abiturient/Merge', before: { target: { email: null } }, after: { filled: expect.arrayContaining(['email']) } });
  });

  it('writes nothing to the history when the data brings nothing new', async () => {
    const target = await insertApplicant(server, { last_name: 'Полная', first_name: 'Запись', email: 'full@example.ru' });
    expect(await call(server, editor, 'Abiturient/Merge', { target, data: { email: 'other@example.ru' } })).toMatchObject({ success: true, message: 'Новых сведений нет: запись уже содержит всё введённое.', data: { filled: [] } });
    expect(await countWhere(abiturientHistory, target)).toBe(0);
  });

  it('refuses a bad phone in the data and an unknown school', async () => {
    const target = await insertApplicant(server, { last_name: 'Плохих', first_name: 'Данных' });
    expect(await call(server, editor, 'Abiturient/Merge', { target, data: { phones: ['123'] } })).toMatchObject({ success: false, data: 'INVALID_PARAMS' });
    expect(await call(server, editor, 'Abiturient/Merge', { target, data: { school_id: 999_999 } })).toMatchObject({ success: false, data: 'NOT_FOUND', issues: [{ path: 'data.school_id' }] });
    expect(await countWhere(abiturientHistory, target)).toBe(0);
  });
});
