import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abiturients, auditLog } from '../../../apps/server/src/db/schema/index.js';
import { insertApplicant } from '../../../apps/server/test/support/applicantFixtures.js';
import { scratchFolder, startCliHarness, type CliHarness } from './support/cliHarness.js';

/** applicants import (CSV, XLSX; dry run first, once per file) and export (CSV, XLSX, back in again). */
let cli: CliHarness;

beforeAll(async () => {
  cli = await startCliHarness();
  await cli.server.addUser({ login: 'admin', roles: ['Администратор'] });
  await cli.signIn('admin');
});
afterAll(() => cli.close());

const applicantCount = async () => Number((await cli.server.database.db.select({ n: count() }).from(abiturients))[0]?.n);

const CSV = [
  'Фамилия;Имя;Отчество;Дата рождения;Телефоны;Класс;Год окончания',
  'Соколова;Мария;Петровна;17.05.2010;8 (916) 123-45-67;9 класс;2026',
  'Иванов;Пётр;;01.03.2009;;11 класс;2027',
  'Петров;;;31.02.2010;;;',
  '',
].join('\n');

async function csvFile(text = CSV, name = 'contingent.csv'): Promise<{ folder: string; file: string }> {
  const folder = await scratchFolder();
  writeFileSync(join(folder, name), `\uFEFF${text}`);
  return { folder, file: join(folder, name) };
}

describe('abitura applicants import', () => {
  it('--dry-run reports created, matched and refused lines with reasons, writes nothing, exit 1 for a refused line', async () => {
    const { file } = await csvFile();
    const before = await applicantCount();
    const result = await cli.run(['applicants', 'import', file, '--dry-run']);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/Строка\s+Итог\s+ID\s+Причина/);
    expect(result.stdout).toMatch(/4\s+отклонена\s+Имя: обязательное поле/);
    expect(result.stdout).toContain('Проверка contingent.csv (3 строк), ничего не записано: будет добавлено 2, найдено существующих 0, отклонено 1.');
    expect(result.stderr).toContain(`Чтобы применить: abitura applicants import ${file}`);
    expect(await applicantCount()).toBe(before);
  });

  it('applies after the dry run only when confirmed; the same file again adds nothing', async () => {
    const { file } = await csvFile(CSV.replace('Петров;;;31.02.2010;;;\n', ''), 'clean.csv');
    const before = await applicantCount();
    const unconfirmed = await cli.run(['applicants', 'import', file]);
    expect(unconfirmed.code).toBe(2);
    expect(unconfirmed.stdout).toContain('будет добавлено 2');
    expect(unconfirmed.stderr).toContain('Подтвердите флагом --yes');
    expect(await applicantCount()).toBe(before);

    const applied = await cli.run(['applicants', 'import', file, '--yes', '--json']);
    expect(applied.code).toBe(0);
    const report = JSON.parse(applied.stdout);
    expect(report).toMatchObject({ file: { name: 'clean.csv', lines: 2 }, dryRun: false, applied: [], counts: { created: 2, matched: 0, refused: 0 } });
    expect(report.file.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(await applicantCount()).toBe(before + 2);
    const [created] = await cli.server.database.db.select().from(abiturients).where(eq(abiturients.id, report.lines[0].id));
    expect(created).toMatchObject({ lastName: 'Соколова', phones: ['+79161234567'], grade: 'SCH9', graduationYear: 26 });

    const again = await cli.run(['applicants', 'import', file, '--yes']);
    expect(again.code).toBe(0);
    expect(again.stderr).toContain('Часть 1 этого файла уже была применена');
    expect(again.stdout).toContain('добавлено 2');
    expect(await applicantCount()).toBe(before + 2);
    expect(await cli.server.database.db.select().from(auditLog).where(eq(auditLog.entityId, report.file.sha256))).toHaveLength(1);
  });

  it('imports an XLSX sheet (dates, numbers) after a yes on the terminal, with a progress bar', async () => {
    const folder = await scratchFolder();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Лист1');
    sheet.addRow(['last_name', 'first_name', 'birth_date', 'phones', 'email']);
    sheet.addRow(['Орлова', 'Ксения', new Date(Date.UTC(2010, 0, 9)), 89261112233, 'orlova@school.test']);
    sheet.addRow(['Зайцев', 'Игорь', '05.06.2009', '', '']);
    await workbook.xlsx.writeFile(join(folder, 'list.xlsx'));
    const result = await cli.run(['applicants', 'import', join(folder, 'list.xlsx')], {
      tty: true,
      whileRunning: (terminal) => terminal.keyboard?.answer(terminal.err, 'Применить импорт list.xlsx: добавить 2 абитуриентов?', 'y') ?? Promise.resolve(),
    });
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(/Импорт list\.xlsx .*2\/2 100%/);
    expect(result.stdout).toContain('Импорт list.xlsx (2 строк): добавлено 2, найдено существующих 0, отклонено 0.');
    const [orlova] = await cli.server.database.db.select().from(abiturients).where(eq(abiturients.lastName, 'Орлова'));
    expect(orlova).toMatchObject({ birthDate: '2010-01-09', phones: ['+79261112233'], email: 'orlova@school.test' });
  });

  it('refuses a bad header, a file it cannot read and an unknown format with exit 2, sending nothing', async () => {
    const before = await applicantCount();
    const { file } = await csvFile('Фамилия;Имя;Любимый цвет\nА;Б;В\n', 'header.csv');
    const header = await cli.run(['applicants', 'import', file, '--dry-run']);
    expect(header.code).toBe(2);
    expect(header.stderr).toContain('Заголовок header.csv не подходит для импорта, ничего не отправлено:');
    expect(header.stderr).toContain('Неизвестный столбец «Любимый цвет»');
    const folder = await scratchFolder();
    writeFileSync(join(folder, 'broken.xlsx'), 'not a zip');
    writeFileSync(join(folder, 'list.txt'), 'x');
    writeFileSync(join(folder, 'quote.csv'), 'Фамилия;Имя\n"Соколова;Мария\n');
    const cases: Array<[string, string]> = [
      [join(folder, 'missing.csv'), 'Не удаётся прочитать'],
      [join(folder, 'broken.xlsx'), 'не читается как XLSX'],
      [join(folder, 'list.txt'), 'поддерживаются .csv и .xlsx'],
      [join(folder, 'quote.csv'), 'не читается как CSV'],
    ];
    for (const [path, message] of cases) {
      const result = await cli.run(['applicants', 'import', path, '--dry-run']);
      expect(result.code, path).toBe(2);
      expect(result.stderr, path).toContain(message);
    }
    expect(await applicantCount()).toBe(before);
  });
});

describe('abitura applicants export', () => {
  it('writes the working list with its filters as CSV or XLSX, and the CSV imports back as matches', async () => {
    await insertApplicant(cli.server, { last_name: 'Лебедева', first_name: 'Алина', middle_name: 'Олеговна', birth_date: '2010-04-02', phones: ['+79035556677'], grade: 'SCH9', graduation_year: 26, category: null });
    await insertApplicant(cli.server, { last_name: 'Козлов', first_name: 'Денис', email: 'kozlov@school.test' });
    const folder = await scratchFolder();
    const stdout = await cli.run(['applicants', 'export', '--search', 'Лебедева']);
    expect(stdout.code).toBe(0);
    expect(stdout.stdout.split('\n')[0]).toContain('ФИО');
    expect(stdout.stdout).toContain('Лебедева Алина Олеговна;02.04.2010;8 (903) 555-66-77');
    expect(stdout.stdout).not.toContain('Козлов');

    const columns = 'id,last_name,first_name,middle_name,birth_date,phones,email,grade,graduation_year,category,processing_status';
    const csv = await cli.run(['applicants', 'export', '--out', 'all.csv', '--columns', columns, '--json'], { cwd: folder });
    expect(csv.code).toBe(0);
    const written = JSON.parse(csv.stdout);
    expect(written).toMatchObject({ file: join(folder, 'all.csv'), format: 'csv', rows: await applicantCount() });

    const xlsx = await cli.run(['applicants', 'export', '--out', 'all.xlsx', '--grade', 'SCH9'], { cwd: folder, tty: true });
    expect(xlsx.code).toBe(0);
    // The spinner shows on a terminal while the server exports.
    expect(xlsx.stderr).toContain('Выгрузка рабочего списка');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(join(folder, 'all.xlsx'));
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.name).toBe('Абитуриенты');
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getRow(1).getCell(1).value).toBe('ФИО');
    expect(sheet.rowCount).toBeGreaterThanOrEqual(2);

    const before = await applicantCount();
    const back = await cli.run(['applicants', 'import', join(folder, 'all.csv'), '--dry-run', '--json']);
    expect(back.code).toBe(0);
    expect(JSON.parse(back.stdout).counts).toEqual({ created: 0, matched: before, refused: 0 });
    expect(readFileSync(join(folder, 'all.csv'), 'utf8').startsWith('\uFEFF')).toBe(true);
  });

  it('refuses a filter value the working list does not know, and an unknown saved filter, with exit 2', async () => {
    const bad = await cli.run(['applicants', 'export', '--grade', 'SCH7']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('grade');
    const saved = await cli.run(['applicants', 'export', '--saved', 'Мои']);
    expect(saved.code).toBe(2);
    expect(saved.stderr).toContain('Нет сохранённого фильтра «Мои»');
  });
});
