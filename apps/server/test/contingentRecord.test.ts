import type { ApplicantRecord } from '@abitura/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abiturientHistory, abiturientInteractions, abiturients } from '../src/db/schema/index.js';
import { startTestServer, type TestServer } from './harness.js';
import { insertApplicant, insertInteraction } from './support/applicantFixtures.js';
import { auditOf, call, insertOrganizations, signedInAs } from './support/organizationFixtures.js';

/** The applicant's record: reading it whole, likely duplicates, creating, updating, its history. */
let server: TestServer;
let admin: string;
let curator: string;
let curatorId: number;
let analyst: string;
let callCenter: string;
let school: number;
let college: number;

const NOW = '2026-09-01T09:00:00.000Z';

beforeAll(async () => {
  server = await startTestServer();
  admin = (await signedInAs(server, 'admin', ['Администратор'])).token;
  ({ id: curatorId, token: curator } = await signedInAs(server, 'curator', ['Куратор'], 'Петрова Мария Ивановна'));
  analyst = (await signedInAs(server, 'analyst', ['Аналитик'])).token;
  callCenter = (await signedInAs(server, 'callcenter', ['Оператор колл-центра'])).token;
  [school, college] = (await insertOrganizations(server, [
    { type: 'school', name: 'Школа № 1535', shortName: 'ГБОУ 1535', organizationId: 'REC1' },
    { type: 'college', name: 'Колледж записи', organizationId: 'REC2' },
  ])) as [number, number];
});
afterAll(() => server.close());

const applicantCount = async () => Number((await server.database.db.select({ n: count() }).from(abiturients))[0]?.n);
const historyOf = async (id: number) => server.database.db.select().from(abiturientHistory).where(eq(abiturientHistory.abiturientId, id));

describe('Abiturient/GetAbiturient', () => {
  it('reads the whole record: profile, confirmed checks, achievement points, consent with who recorded it, the claim and the tabs counts', async () => {
    const id = await insertApplicant(
      server,
      {
        last_name: 'Смирнова',
        first_name: 'Алёна',
        middle_name: 'Викторовна',
        birth_date: '2010-03-14',
        gender: 'FEMALE',
        phones: ['+79161234567', '+79031234567'],
        email: 'alena@example.ru',
        id_number: '11223344595',
        school_id: school,
        grade: 'SCH9',
        graduation_year: 26,
        okrug: 'CAO',
        district: 'Тверской',
        metro_station_1: 'Тверская',
        metro_station_2: 'Пушкинская',
        category: 'moscow_9_25',
        flags: { recall: true, has_questionnaire: true },
        tags: ['priority_ca_1'],
        achievements: [
          { code: 'abilympics', points: 2, note: 'Призёр' },
          { code: 'professionals', points: 1.5, note: null },
        ],
        exams: [{ subject: 'Математика', score: 78, year: 2026 }],
        gia: [{ subject: 'Русский язык', mark: 5 }],
        preferential: { hasGia: true },
        check_results: { fis: 1, egisso: true, mosru: 0, pfr: null },
        readiness: 'interested',
        tracking_stage: 'documents_submitted',
        refusal_reasons: ['rejectOrganization'],
        information_source: 'tv',
        intents: ['college_after_9'],
        industries: ['it', 'hospitality'],
        curator_id: curatorId,
      },
      {
        consent: { status: 'accepted', at: '2026-08-30T10:00:00.000Z', by: 'representative', representative: 'Смирнов Виктор Павлович', recordedBy: curatorId },
        claimedBy: curatorId,
        claimedUntil: new Date(Date.parse(NOW) + 10 * 60_000),
        surveyAnswers: [{ question: 'Какая профессия нравится?', answer: 'Программист' }],
      },
    );
    await insertInteraction(server, id, 'incall', new Date('2026-08-31T10:00:00Z'));
    await insertInteraction(server, id, 'outcall', new Date('2026-08-31T11:00:00Z'));
    const reply = await call(server, analyst, 'Abiturient/GetAbiturient', { id });
    expect(reply, JSON.stringify(reply)).toMatchObject({ success: true });
    const record = reply.data as ApplicantRecord;
    expect(record).toMatchObject({
      id,
      fullname: 'Смирнова Алёна Викторовна',
      birth_date: '2010-03-14',
      phones: ['+79161234567', '+79031234567'],
      id_number: '11223344595',
      school: { id: school, name: 'ГБОУ 1535' },
      grade: 'SCH9',
      graduation_year: 26,
      metro_station_1: 'Тверская',
      metro_station_2: 'Пушкинская',
      metro_station_3: null,
      processing_status: 'not_processed',
      consent_status: 'accepted',
      achievement_points: 3.5,
      confirmed_checks: ['fis', 'egisso'],
      check_results: { fis: 1, egisso: true, mosru: 0, pfr: null },
      refusal_reasons: ['rejectOrganization'],
      intents: ['college_after_9'],
      industries: ['it', 'hospitality'],
      survey_answers: [{ question: 'Какая профессия нравится?', answer: 'Программист' }],
      curator: { id: curatorId, name: 'Петрова Мария Ивановна' },
      consent: { status: 'accepted', at: '2026-08-30T10:00:00.000Z', by: 'representative', representative: 'Смирнов Виктор Павлович', recorded_by: { id: curatorId, name: 'Петрова Мария Ивановна' } },
      claim: { by: { id: curatorId, name: 'Петрова Мария Ивановна' }, until: '2026-09-01T09:10:00.000Z' },
      counts: { interactions: 2, applications: 0, bail: 0, events: 0, history: 0 },
    });
    expect(record.flags).toMatchObject({ recall: true, has_questionnaire: true, inactive: false });
    expect(Object.keys(record.flags)).toHaveLength(13);
    expect(record.preferential).toEqual({ hasAchievements: false, hasExams: false, hasGia: true, hasPlusBenefit: false, hasPriority1: false, hasVip: false });
  });

  it('shows no claim once it has run out', async () => {
    const id = await insertApplicant(server, { last_name: 'Истёкшая', first_name: 'Заявка' }, { claimedBy: curatorId, claimedUntil: new Date(Date.parse(NOW) - 1000) });
    expect(await call(server, analyst, 'Abiturient/GetAbiturient', { id })).toMatchObject({ success: true, data: { claim: null, consent: null, achievement_points: 0, confirmed_checks: [] } });
  });

  it('answers NOT_FOUND with a sentence for an unknown id, INVALID_PARAMS for a bad one, ACCESS_DENIED without viewAbiturient', async () => {
    const missing = await call(server, analyst, 'Abiturient/GetAbiturient', { id: 999_999 });
    expect(missing).toMatchObject({ success: false, data: 'NOT_FOUND' });
    expect(missing.message).toMatch(/^Абитуриент не найден/);
    expect(await call(server, analyst, 'Abiturient/GetAbiturient', { id: 'abc' })).toMatchObject({ success: false, data: 'INVALID_PARAMS' });
    const queue = (await signedInAs(server, 'queue', ['Оператор очереди'])).token;
    expect(await call(server, queue, 'Abiturient/GetAbiturient', { id: 1 })).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
  });
});

describe('Abiturient/FindDuplicates', () => {
  let same: number;
  let noMiddle: number;
  let byPhone: number;
  let byEmail: number;
  let byIdNumber: number;
  let otherMiddle: number;

  beforeAll(async () => {
    same = await insertApplicant(server, { last_name: 'Семёнов', first_name: 'Пётр', middle_name: 'Ильич', birth_date: '2009-05-01', phones: ['+79995550101'] });
    noMiddle = await insertApplicant(server, { last_name: 'СЕМЕНОВ', first_name: 'петр', birth_date: '2009-05-01' });
    // The same name and birthday but another patronymic: another person.
    otherMiddle = await insertApplicant(server, { last_name: 'Семенов', first_name: 'Петр', middle_name: 'Андреевич', birth_date: '2009-05-01' });
    // The same name on another birthday: another person.
    await insertApplicant(server, { last_name: 'Семенов', first_name: 'Петр', middle_name: 'Ильич', birth_date: '2009-05-02' });
    byPhone = await insertApplicant(server, { last_name: 'Кузнецова', first_name: 'Ольга', phones: ['+79030000001', '+79995550101'] });
    byEmail = await insertApplicant(server, { last_name: 'Орлов', first_name: 'Денис', email: 'Semenov.Petr@Mail.RU' });
    byIdNumber = await insertApplicant(server, { last_name: 'Зайцев', first_name: 'Илья', id_number: '12345678964' });
    await insertInteraction(server, same, 'incall', new Date('2026-08-01T10:00:00Z'));
    await insertInteraction(server, same, 'outcall', new Date('2026-08-02T10:00:00Z'));
  });

  it('finds the same folded name and birth date (ё as е, either patronymic missing), the same phone, e-mail or id number, strongest first', async () => {
    const reply = await call(server, curator, 'Abiturient/FindDuplicates', {
      last_name: 'Семенов',
      first_name: 'Петр',
      middle_name: 'Ильич',
      birth_date: '01.05.2009',
      phones: ['8 (999) 555-01-01'],
      email: 'semenov.petr@mail.ru',
      id_number: '123-456-789 64',
    });
    expect(reply, JSON.stringify(reply)).toMatchObject({ success: true });
    const found = reply.data as Array<{ id: number; reasons: string[]; interactions: number; fullname: string }>;
    expect(found).toHaveLength(5);
    expect(found[0]).toMatchObject({ id: same, reasons: ['name_birth_date', 'phone'], interactions: 2, fullname: 'Семёнов Пётр Ильич' });
    expect(new Set(found.slice(1).map((candidate) => candidate.id))).toEqual(new Set([noMiddle, byPhone, byEmail, byIdNumber]));
    const reasons = Object.fromEntries(found.map((candidate) => [candidate.id, candidate.reasons]));
    expect(reasons).toMatchObject({ [noMiddle]: ['name_birth_date'], [byPhone]: ['phone'], [byEmail]: ['email'], [byIdNumber]: ['id_number'] });
  });

  it('leaves out the record being edited, and without a patronymic matches every one; finds nothing from a name alone', async () => {
    const reply = await call(server, curator, 'Abiturient/FindDuplicates', { last_name: 'Семенов', first_name: 'Петр', birth_date: '2009-05-01', except: same });
    expect(new Set((reply.data as Array<{ id: number }>).map((candidate) => candidate.id))).toEqual(new Set([noMiddle, otherMiddle]));
    expect(await call(server, curator, 'Abiturient/FindDuplicates', { last_name: 'Семенов', first_name: 'Петр' })).toMatchObject({ success: true, data: [] });
  });

  it('refuses a bad phone and a caller without the insert page', async () => {
    expect(await call(server, curator, 'Abiturient/FindDuplicates', { phones: ['12'] })).toMatchObject({ success: false, data: 'INVALID_PARAMS' });
    expect(await call(server, analyst, 'Abiturient/FindDuplicates', { email: 'a@b.ru' })).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
  });
});

describe('Abiturient/Create', () => {
  const person = {
    last_name: 'Волкова',
    first_name: 'Дарья',
    middle_name: 'Сергеевна',
    birth_date: '12.02.2010',
    gender: 'FEMALE',
    phones: ['+7 916 700-00-01'],
    email: 'volkova@example.ru',
    id_number: '200-300-400 48',
    grade: 'SCH9',
    graduation_year: 26,
    tags: '["priority_ca_2"]',
    flags: { recall: true },
    consent: { status: 'accepted', at: '2026-08-31T12:00:00Z', by: 'applicant' },
  };
  let created: ApplicantRecord;

  it('adds an applicant not processed, with an "added" interaction, a history entry and an audit entry', async () => {
    const reply = await call(server, curator, 'Abiturient/Create', { data: { ...person, school_id: school, curator_id: curatorId } });
    expect(reply, JSON.stringify(reply)).toMatchObject({ success: true });
    created = reply.data as ApplicantRecord;
    expect(created).toMatchObject({
      fullname: 'Волкова Дарья Сергеевна',
      birth_date: '2010-02-12',
      phones: ['+79167000001'],
      id_number: '20030040048',
      tags: ['priority_ca_2'],
      processing_status: 'not_processed',
      school: { id: school },
      curator: { id: curatorId },
      consent: { status: 'accepted', by: 'applicant', representative: null, recorded_by: { id: curatorId, name: 'Петрова Мария Ивановна' } },
      created_at: NOW,
      counts: { interactions: 1, history: 1 },
    });
    const timeline = await call(server, curator, 'Interaction/Get', { id: created.id });
    expect(timeline).toMatchObject({ success: true, data: { total: 1, items: [{ type: 'added', category: 'system', name: 'Добавлен в систему', author: { id: curatorId }, date: NOW }] } });
    const [entry] = await historyOf(created.id);
    expect(entry).toMatchObject({ action: 'create', actorId: curatorId });
    expect(entry?.changes).toEqual(
      expect.arrayContaining([
        { field: 'last_name', before: null, after: 'Волкова' },
        { field: 'phones', before: [], after: ['+79167000001'] },
        { field: 'flags.recall', before: false, after: true },
        { field: 'processing_status', before: null, after: 'not_processed' },
      ]),
    );
    expect(entry?.changes.map((change) => change.field)).not.toContain('okrug');
    const [audit] = await auditOf(server, admin, 'abiturient', created.id);
    expect(audit).toMatchObject({ action: 'Abiturient/Create', actorId: curatorId, before: null, after: { last_name: 'Волкова', school_id: school, ignore_duplicates: false } });
  });

  it('refuses a likely duplicate with CONFLICT saying how many, writes nothing, and saves it when told to', async () => {
    const before = await applicantCount();
    const again = await call(server, curator, 'Abiturient/Create', { data: { last_name: 'Волкова', first_name: 'Дарья', birth_date: '2010-02-12', email: 'other@example.ru' } });
    expect(again).toMatchObject({ success: false, data: 'CONFLICT', message: 'Найдены возможные дубликаты (1): откройте или объедините их, либо сохраните с отметкой «Всё равно создать».' });
    const twoReasons = await call(server, curator, 'Abiturient/Create', { data: { last_name: 'Иной', first_name: 'Человек', phones: ['+79167000001'], email: 'VOLKOVA@example.ru' } });
    expect(twoReasons).toMatchObject({ success: false, data: 'CONFLICT', message: expect.stringContaining('(1)') });
    expect(await applicantCount()).toBe(before);
    const saved = await call(server, curator, 'Abiturient/Create', { data: { last_name: 'Волкова', first_name: 'Дарья', birth_date: '2010-02-12' }, ignore_duplicates: true });
    expect(saved).toMatchObject({ success: true, data: { fullname: 'Волкова Дарья', processing_status: 'not_processed' } });
    expect(await applicantCount()).toBe(before + 1);
    const [audit] = await auditOf(server, admin, 'abiturient', (saved.data as ApplicantRecord).id);
    expect(audit).toMatchObject({ after: { ignore_duplicates: true } });
  });

  it.each([
    ['a СНИЛС whose checksum does not add up', { id_number: '112-233-445 96' }, 'data.id_number', 'СНИЛС: контрольное число не сходится, проверьте цифры'],
    ['graduation year 0', { graduation_year: 0 }, 'data.graduation_year', 'Некорректный год окончания'],
    ['graduation year 100', { graduation_year: 100 }, 'data.graduation_year', 'Некорректный год окончания'],
    ['a birth date in the future', { birth_date: '01.01.2999' }, 'data.birth_date', 'Дата рождения: существующая дата в формате дд.мм.гггг, не позже сегодняшнего дня'],
    ['a birth date that does not exist', { birth_date: '31.02.2010' }, 'data.birth_date', 'Дата рождения: существующая дата в формате дд.мм.гггг, не позже сегодняшнего дня'],
    ['a phone that is not a phone', { phones: ['12345'] }, 'data.phones.0', 'Номер телефона неполный: после +7 или 8 нужно 10 цифр'],
    ['an e-mail that is not one', { email: 'not-an-email' }, 'data.email', 'Некорректный адрес электронной почты'],
    ['a gender outside MALE/FEMALE', { gender: 'X' }, 'data.gender', 'Пол: MALE или FEMALE'],
  ])('refuses %s and changes nothing', async (_name, field, path, message) => {
    const before = await applicantCount();
    const reply = await call(server, curator, 'Abiturient/Create', { data: { last_name: 'Проверкин', first_name: 'Валидатор', ...field }, ignore_duplicates: true });
    expect(reply).toMatchObject({ success: false, data: 'INVALID_PARAMS' });
    expect((reply as { issues?: Array<{ path: string; message: string }> }).issues).toContainEqual({ path, message });
    expect(await applicantCount()).toBe(before);
  });

  it('refuses a school that is not in the registry or is not a school, an unknown curator and a class without its year', async () => {
    const before = await applicantCount();
    const base = { last_name: 'Ссылкин', first_name: 'Андрей' };
    expect(await call(server, curator, 'Abiturient/Create', { data: { ...base, school_id: 999_999 } })).toMatchObject({
      success: false,
      data: 'NOT_FOUND',
      issues: [{ path: 'data.school_id', message: 'Школа не найдена в реестре: выберите её из списка заново.' }],
    });
    expect(await call(server, curator, 'Abiturient/Create', { data: { ...base, school_id: college } })).toMatchObject({
      success: false,
      data: 'INVALID_PARAMS',
      message: '«Колледж записи» — не школа: укажите школу, в которой учится абитуриент.',
    });
    expect(await call(server, curator, 'Abiturient/Create', { data: { ...base, curator_id: 999_999 } })).toMatchObject({ success: false, data: 'NOT_FOUND', issues: [{ path: 'data.curator_id' }] });
    expect(await call(server, curator, 'Abiturient/Create', { data: { ...base, grade: 'SCH11' } })).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path: 'data.graduation_year' }] });
    expect(await applicantCount()).toBe(before);
  });

  it('takes a processing status from nobody: it is not a field', async () => {
    expect(await call(server, curator, 'Abiturient/Create', { data: { last_name: 'Статусов', first_name: 'Олег', processing_status: 'work_done' } })).toMatchObject({ success: false, data: 'INVALID_PARAMS' });
  });

  it('is refused without the insert page', async () => {
    expect(await call(server, analyst, 'Abiturient/Create', { data: { last_name: 'Без', first_name: 'Права' } })).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
    expect(await call(server, callCenter, 'Abiturient/Create', { data: { last_name: 'Без', first_name: 'Права' } })).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
  });

  describe('Abiturient/Update and Abiturient/History', () => {
    it('changes only the fields given, lays flags over the stored ones, and keeps before and after in the history and the audit', async () => {
      server.clock.advance(60_000);
      const reply = await call(server, curator, 'Abiturient/Update', { id: created.id, data: { okrug: 'SAO', flags: { inactive: true }, tags: ['prkom2024', 'priority_ca_2'] } });
      expect(reply, JSON.stringify(reply)).toMatchObject({ success: true });
      const updated = reply.data as ApplicantRecord;
      expect(updated).toMatchObject({ okrug: 'SAO', phones: ['+79167000001'], email: 'volkova@example.ru', tags: ['prkom2024', 'priority_ca_2'], updated_at: '2026-09-01T09:01:00.000Z', created_at: NOW });
      expect(updated.flags).toMatchObject({ recall: true, inactive: true });
      const history = await call(server, analyst, 'Abiturient/History', { id: created.id });
      expect(history).toMatchObject({ success: true, data: { total: 2, items: [{ action: 'update', at: '2026-09-01T09:01:00.000Z', actor: { id: curatorId, name: 'Петрова Мария Ивановна' } }, { action: 'create' }] } });
      const changes = (history.data as { items: Array<{ changes: unknown[] }> }).items[0]?.changes;
      expect(changes).toEqual([
        { field: 'okrug', before: null, after: 'SAO' },
        { field: 'flags.inactive', before: false, after: true },
        { field: 'tags', before: ['priority_ca_2'], after: ['prkom2024', 'priority_ca_2'] },
      ]);
      const [audit] = await auditOf(server, admin, 'abiturient', created.id);
      expect(audit).toMatchObject({ action: 'Abiturient/Update', before: { okrug: null, 'flags.inactive': false }, after: { okrug: 'SAO', 'flags.inactive': true } });
    });

    it('names the school and the curator a change points at, as they are called now, and leaves other values as they are', async () => {
      const history = await call(server, analyst, 'Abiturient/History', { id: created.id, pageSize: 50 });
      const items = (history.data as { items: Array<{ action: string; changes: Array<{ field: string; names?: unknown }> }> }).items;
      const creation = items.find((item) => item.action === 'create')?.changes ?? [];
      expect(creation.find((change) => change.field === 'school_id')).toEqual({ field: 'school_id', before: null, after: school, names: { after: 'ГБОУ 1535' } });
      expect(creation.find((change) => change.field === 'curator_id')).toEqual({ field: 'curator_id', before: null, after: curatorId, names: { after: 'Петрова Мария Ивановна' } });
      expect(creation.find((change) => change.field === 'last_name')).not.toHaveProperty('names');
    });

    it('writes nothing when nothing changes', async () => {
      const before = (await historyOf(created.id)).length;
      expect(await call(server, curator, 'Abiturient/Update', { id: created.id, data: { okrug: 'SAO', flags: { recall: true } } })).toMatchObject({ success: true, message: 'Изменений нет.' });
      expect((await historyOf(created.id)).length).toBe(before);
    });

    it('clears a field given as null, and refuses the processing status, an empty change, a bad СНИЛС and a grade that would lose its year', async () => {
      expect(await call(server, curator, 'Abiturient/Update', { id: created.id, data: { email: null } })).toMatchObject({ success: true, data: { email: null } });
      for (const data of [{ processing_status: 'work_done' }, {}, { id_number: '112-233-445 96' }, { graduation_year: 100 }]) {
        expect(await call(server, curator, 'Abiturient/Update', { id: created.id, data })).toMatchObject({ success: false, data: 'INVALID_PARAMS' });
      }
      expect(await call(server, curator, 'Abiturient/Update', { id: created.id, data: { graduation_year: null } })).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path: 'data.graduation_year' }] });
      expect(await call(server, curator, 'Abiturient/GetAbiturient', { id: created.id })).toMatchObject({ data: { graduation_year: 26, processing_status: 'not_processed' } });
    });

    it('answers NOT_FOUND for an unknown applicant and ACCESS_DENIED without editAbiturient', async () => {
      expect(await call(server, curator, 'Abiturient/Update', { id: 999_999, data: { okrug: 'SAO' } })).toMatchObject({ success: false, data: 'NOT_FOUND' });
      expect(await call(server, analyst, 'Abiturient/Update', { id: created.id, data: { okrug: 'VAO' } })).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
      expect(await call(server, curator, 'Abiturient/History', { id: 999_999 })).toMatchObject({ success: false, data: 'NOT_FOUND' });
    });

    it('pages the history newest first', async () => {
      const first = await call(server, analyst, 'Abiturient/History', { id: created.id, pageSize: 10, page: 1 });
      const total = (first.data as { total: number }).total;
      expect(total).toBeGreaterThanOrEqual(3);
      const last = await call(server, analyst, 'Abiturient/History', { id: created.id, pageSize: 10, page: Math.ceil(total / 10) });
      const items = (last.data as { items: Array<{ action: string }> }).items;
      expect(items[items.length - 1]).toMatchObject({ action: 'create' });
      expect(Number((await server.database.db.select({ n: count() }).from(abiturientInteractions).where(eq(abiturientInteractions.abiturientId, created.id)))[0]?.n)).toBe(1);
    });
  });
});
