import { createHash } from 'node:crypto';
import type { MosruLineOutcome } from '@abitura/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abiturientApplications, abiturients } from '../src/db/schema/index.js';
import { startTestServer, type TestServer } from './harness.js';
import { admissionWorld, dataOf, refusalOf, type AdmissionWorld } from './support/admissionFixtures.js';
import { insertApplicant } from './support/applicantFixtures.js';
import { signedInAs } from './support/organizationFixtures.js';
import { tableCounts } from './support/serverSupport.js';

/** Admission/ImportMosru: a dry run first, then applied exactly once per file and part; lines created, matched or refused. */
let server: TestServer;
let token: string;
let world: AdmissionWorld;

type Report = { part: number; dryRun: boolean; applied: { at: string; by: string | null } | null; lines: MosruLineOutcome[] };

const COLUMNS = ['Номер заявления', 'Фамилия', 'Имя', 'Отчество', 'Дата рождения', 'СНИЛС', 'Телефон', 'Образовательная организация', 'Код программы', 'Финансирование', 'На базе', 'Приоритет', 'Средний балл аттестата', 'Согласие на зачисление', 'Оригинал аттестата', 'Дата подачи'];
const ROWS = [
  // A person of the contingent (by SNILS), to the IT budget group by the college's short name.
  { line: 2, cells: ['M-1', 'Известная', 'Ольга', null, '01.02.2010', '112-233-445 95', null, 'КС № 54', '09.02.07-100054-1', 'бюджет', '9', 1, '4,5', 'да', 'нет', '25.06.2026'] },
  // A new person; an Excel date, the college by its full name, an average outside 3..5 kept.
  { line: 3, cells: ['M-2', 'Новиков', 'Артём', 'Ильич', 40179, null, '8 916 000-11-22', 'Политехнический колледж им. Н. Н. Годовикова', '15.01.05-100200-1', 'budget', 'SCH9', null, 5.4, false, 1, '2026-06-26T10:00:00+03:00'] },
  // The same new person's second statement, paid.
  { line: 4, cells: ['M-3', 'НОВИКОВ', 'артём', null, '2010-01-01', null, null, 'ПК им. Годовикова', '54.02.01-100200-1', 'платное', null, null, '4.1', 'нет', 'нет', null] },
  { line: 5, cells: ['M-4', 'Сломанный', 'Балл', null, '01.01.2010', null, null, 'КС № 54', '09.02.07-100054-1', 'бюджет', null, null, 'пять', 'нет', 'нет', null] },
  { line: 6, cells: ['M-5', 'Неизвестный', 'Колледж', null, '01.01.2010', null, null, 'Колледж, которого нет', '09.02.07-100054-1', 'бюджет', null, null, null, null, null, null] },
  { line: 7, cells: ['M-6', 'Безгруппный', 'Иван', null, '01.01.2010', null, null, 'КС № 54', '11.02.15-100054-2', 'платное', null, null, null, null, null, null] },
  { line: 8, cells: [null, 'Безномерный', 'Иван', null, '01.01.2010', null, null, 'КС № 54', '09.02.07-100054-1', 'бюджет', null, null, null, null, null, null] },
];

const fileOf = (name: string, lines = ROWS.length) => ({ sha256: createHash('sha256').update(name).digest('hex'), name, lines });
const importPart = (params: Record<string, unknown>) => dataOf<Report>(server, token, 'Admission/ImportMosru', { season_id: world.seasonId, part: 0, columns: COLUMNS, rows: ROWS, ...params });

beforeAll(async () => {
  server = await startTestServer();
  token = (await signedInAs(server, 'committee', ['Приёмная комиссия'], 'Комиссия Импорта')).token;
  world = await admissionWorld(server, token, 2026);
  await insertApplicant(server, { last_name: 'Известная', first_name: 'Ольга', birth_date: '2010-02-01', id_number: '11223344595' });
});
afterAll(() => server.close());

describe('Admission/ImportMosru', () => {
  it('a dry run reports every line and writes nothing', async () => {
    const before = await tableCounts(server);
    const report = await importPart({ file: fileOf('dry.csv'), dryRun: true });
    expect(report).toMatchObject({ part: 0, dryRun: true, applied: null });
    expect(report.lines.map((line) => [line.line, line.outcome, line.applicant, line.reason])).toEqual([
      [2, 'created', 'found', null],
      [3, 'created', 'created', null],
      [4, 'created', 'found', null],
      [5, 'refused', null, 'invalid_value'],
      [6, 'refused', null, 'unknown_college'],
      [7, 'refused', null, 'unknown_group'],
      [8, 'refused', null, 'missing_value'],
    ]);
    expect(report.lines[0]?.application_id).toBeNull();
    expect(report.lines[3]).toMatchObject({ column: 'Средний балл аттестата', message: expect.stringContaining('«пять»') });
    expect(report.lines[4]).toMatchObject({ column: 'Образовательная организация', message: expect.stringContaining('Колледж, которого нет') });
    expect(report.lines[5]).toMatchObject({ column: 'Код программы' });
    expect(report.lines[6]).toMatchObject({ column: 'Номер заявления', message: expect.stringContaining('обязательное поле') });
    expect(await tableCounts(server)).toEqual(before);
  });

  it('applies once: the same file and part again adds nothing and answers with the first report', async () => {
    const file = fileOf('apply.csv');
    const first = await importPart({ file });
    expect(first.applied).toBeNull();
    const created = first.lines.filter((line) => line.outcome === 'created');
    expect(created).toHaveLength(3);
    const [known, fresh, second] = created;
    const rows = await server.database.db.select().from(abiturientApplications).where(eq(abiturientApplications.seasonId, world.seasonId));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(known?.application_id as number)).toMatchObject({ externalNumber: 'M-1', filingMethod: 'mosru', averageMark: 4.5, consent: true, originalDocuments: false, priority: 1, submittedAt: new Date('2026-06-24T21:00:00Z') });
    expect(byId.get(fresh?.application_id as number)).toMatchObject({ externalNumber: 'M-2', averageMark: 5.4, consent: false, originalDocuments: true, submittedAt: new Date('2026-06-26T07:00:00Z') });
    const freshRow = byId.get(fresh?.application_id as number);
    expect(byId.get(second?.application_id as number)).toMatchObject({ abiturientId: freshRow?.abiturientId, priority: 2 });
    const [person] = await server.database.db.select().from(abiturients).where(eq(abiturients.id, freshRow?.abiturientId as number));
    expect(person).toMatchObject({ lastName: 'Новиков', middleName: 'Ильич', birthDate: '2010-01-01', phones: ['+79160001122'] });

    const counts = await tableCounts(server);
    const again = await importPart({ file });
    expect(again.applied).toMatchObject({ by: 'Комиссия Импорта' });
    expect(again.lines).toEqual(first.lines);
    const dryAgain = await importPart({ file, dryRun: true });
    expect(dryAgain.lines).toEqual(first.lines);
    expect(await tableCounts(server)).toEqual(counts);
  });

  it('a second file whose lines overlap the first matches them, and a number of another person is refused', async () => {
    const rows = [
      { line: 2, cells: ROWS[0]?.cells as unknown[] },
      // Same person and group as line 3 of the first file, under a new number: the application exists.
      { line: 3, cells: ['M-22', 'Новиков', 'Артём', 'Ильич', '01.01.2010', null, null, 'ПК им. Годовикова', '15.01.05-100200-1', 'бюджет', null, null, null, null, null, null] },
      { line: 4, cells: ['M-1', 'Другая', 'Персона', null, '05.05.2010', null, null, 'КС № 54', '09.02.07-100054-1', 'бюджет', null, null, null, null, null, null] },
      { line: 5, cells: ['M-7', 'Согласная', 'Вторая', null, '05.05.2011', null, null, 'КС № 54', '09.02.07-100054-1', 'бюджет', null, null, null, 'да', null, null] },
      { line: 6, cells: ['M-8', 'Согласная', 'Вторая', null, '05.05.2011', null, null, 'ПК им. Годовикова', '15.01.05-100200-1', 'бюджет', null, null, null, 'да', null, null] },
    ];
    const counts = await tableCounts(server);
    const report = await importPart({ file: fileOf('second.xlsx', rows.length), rows });
    expect(report.lines.map((line) => [line.outcome, line.reason])).toEqual([
      ['matched', 'application_exists'],
      ['matched', 'application_exists'],
      ['refused', 'same_number_other_person'],
      ['created', null],
      ['refused', 'rejected_by_rules'],
    ]);
    expect(report.lines[2]?.column).toBe('Номер заявления');
    expect(report.lines[4]?.message).toContain('Согласие на зачисление уже дано');
    const after = await tableCounts(server);
    expect(after.abiturient_applications).toBe((counts.abiturient_applications as number) + 1);
    expect(after.abiturients).toBe((counts.abiturients as number) + 1);
  });

  it('refuses a header without the required columns', async () => {
    const refused = await refusalOf(server, token, 'Admission/ImportMosru', { season_id: world.seasonId, file: fileOf('bad.csv', 1), part: 0, columns: ['Фамилия', 'Имя'], rows: [{ line: 2, cells: ['А', 'Б'] }] });
    expect(refused.code).toBe('INVALID_PARAMS');
  });
});
