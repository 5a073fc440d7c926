import { createHash } from 'node:crypto';
import type { Reply } from '@abitura/sdk';
import { IMPORT_PART_LINES, type ImportLineOutcome } from '@abitura/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abiturients, auditLog } from '../src/db/schema/index.js';
import { startTestServer, type TestServer } from './harness.js';
import { insertApplicant } from './support/applicantFixtures.js';
import { tableCounts } from './support/serverSupport.js';

/** Abiturient/Import: a dry run first, then applied exactly once per file and part. */
let server: TestServer;
let token: string;

type Result = { part: number; dryRun: boolean; applied: { at: string; by: string | null } | null; lines: ImportLineOutcome[] };

async function importPart(params: Record<string, unknown>): Promise<Reply<Result>> {
  return (await server.rpc({ action: 'Abiturient/Import', params, token })).body as Reply<Result>;
}

const COLUMNS = ['Фамилия', 'Имя', 'Отчество', 'Дата рождения', 'Пол', 'Телефоны', 'Класс', 'Год окончания', 'Теги', 'ID'];
const ROWS = [
  { line: 2, cells: ['Соколова', 'Мария', 'Петровна', '17.05.2010', 'Женский', '8 (916) 123-45-67', '9 класс', 2026, '', 17] },
  { line: 3, cells: ['Иванов', 'Пётр', null, '2009-03-01', 'MALE', '', 'SCH11', 27, '', null] },
  // The same person as line 2 (her phone): matched to the record line 2 creates.
  { line: 4, cells: ['Соколова', 'Маша', null, null, null, '+7 916 123-45-67', null, null, null, null] },
  { line: 5, cells: ['Петров', '', null, '31.02.2010', null, null, null, null, null, null] },
  { line: 6, cells: ['Кузнецов', 'Олег', null, '31.02.2010', 'X', null, null, null, null, null] },
];

const fileOf = (name: string, lines = ROWS.length) => ({ sha256: createHash('sha256').update(name).digest('hex'), name, lines });

beforeAll(async () => {
  server = await startTestServer();
  await server.addUser({ login: 'admission', roles: ['Администратор'] });
  token = await server.signIn('admission');
});
afterAll(() => server.close());

describe('Abiturient/Import', () => {
  it('a dry run reports every line created, matched or refused with the reason, and writes nothing', async () => {
    const existing = await insertApplicant(server, { last_name: 'Лебедев', first_name: 'Антон', phones: ['+79991112233'] });
    const before = await tableCounts(server);
    const rows = [...ROWS, { line: 7, cells: ['Лебедев', 'Антон', null, null, null, '89991112233', null, null, null, null] }];
    const reply = await importPart({ file: fileOf('dry.csv', rows.length), part: 0, columns: COLUMNS, rows, dryRun: true });
    expect(reply.success).toBe(true);
    const lines = reply.data.lines;
    expect(lines.map((line) => [line.line, line.outcome])).toEqual([
      [2, 'created'],
      [3, 'created'],
      [4, 'matched'],
      [5, 'refused'],
      [6, 'refused'],
      [7, 'matched'],
    ]);
    expect(lines[0]?.id).toBeNull();
    expect(lines[2]?.reason).toBe('phone');
    expect(lines[3]?.reason).toContain('Имя: обязательное поле');
    expect(lines[4]?.reason).toMatch(/Дата рождения: .*дд\.мм\.гггг/);
    expect(lines[4]?.reason).toContain('Пол: ');
    expect(lines[5]).toMatchObject({ outcome: 'matched', id: existing, reason: 'phone' });
    expect(await tableCounts(server)).toEqual(before);
  });

  it('applies a part once: the same file and part again adds nothing and answers with the first report', async () => {
    const file = fileOf('apply.csv');
    const first = await importPart({ file, part: 0, columns: COLUMNS, rows: ROWS });
    expect(first).toMatchObject({ success: true, data: { part: 0, dryRun: false, applied: null } });
    const [created, second, matched] = first.data.lines;
    expect(created).toMatchObject({ outcome: 'created', id: expect.any(Number) });
    expect(second).toMatchObject({ outcome: 'created', id: expect.any(Number) });
    expect(matched).toMatchObject({ outcome: 'matched', id: created?.id, reason: 'phone' });
    const [row] = await server.database.db.select().from(abiturients).where(eq(abiturients.id, created?.id as number));
    expect(row).toMatchObject({ lastName: 'Соколова', middleName: 'Петровна', birthDate: '2010-05-17', gender: 'FEMALE', phones: ['+79161234567'], grade: 'SCH9', graduationYear: 26 });

    const counts = await tableCounts(server);
    const again = await importPart({ file, part: 0, columns: COLUMNS, rows: ROWS, dryRun: true });
    expect(again.data.applied).toMatchObject({ by: 'Тестовый admission' });
    expect(again.data.lines).toEqual(first.data.lines);
    const repeat = await importPart({ file, part: 0, columns: COLUMNS, rows: ROWS });
    expect(repeat.data.applied).not.toBeNull();
    expect(repeat.data.lines).toEqual(first.data.lines);
    expect(await tableCounts(server)).toEqual(counts);
    const entries = await server.database.db.select().from(auditLog).where(eq(auditLog.entityId, file.sha256));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'Abiturient/Import', entity: 'applicantImport', after: { name: 'apply.csv', part: 0, created: 2, matched: 1, refused: 2 } });
  });

  it('refuses unknown, repeated or missing columns and a part past the end of the file, writing nothing', async () => {
    const before = await tableCounts(server);
    const unknown = await importPart({ file: fileOf('bad.csv'), part: 0, columns: ['Фамилия', 'Имя', 'Любимый цвет'], rows: [{ line: 2, cells: ['А', 'Б', 'В'] }] });
    expect(unknown).toMatchObject({ success: false, data: 'INVALID_PARAMS' });
    expect(unknown.issues?.[0]).toMatchObject({ path: 'columns.2' });
    expect(unknown.issues?.[0]?.message).toContain('Неизвестный столбец «Любимый цвет»');
    const twice = await importPart({ file: fileOf('bad2.csv'), part: 0, columns: ['last_name', 'Фамилия', 'Имя'], rows: [{ line: 2, cells: ['А', 'Б', 'В'] }] });
    expect(twice.issues?.[0]).toMatchObject({ path: 'columns.1' });
    const noName = await importPart({ file: fileOf('bad3.csv'), part: 0, columns: ['Фамилия'], rows: [{ line: 2, cells: ['А'] }] });
    expect(noName.issues?.[0]?.message).toContain('Нет столбца «Имя»');
    const past = await importPart({ file: fileOf('bad4.csv', IMPORT_PART_LINES), part: 1, columns: COLUMNS, rows: ROWS });
    expect(past.issues?.[0]).toMatchObject({ path: 'part' });
    expect(await tableCounts(server)).toEqual(before);
  });
});
