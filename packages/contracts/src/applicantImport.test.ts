import { describe, expect, it } from 'vitest';
import { IMPORT_PART_LINES, importApplicants, importColumnOf, importHeaderProblems } from './applicantImport.js';

describe('the applicant import contract', () => {
  it('names a column by its field or by the export header, any case, ё as е; export-only columns are ignored', () => {
    expect(importColumnOf('Фамилия')).toBe('last_name');
    expect(importColumnOf(' LAST_NAME ')).toBe('last_name');
    expect(importColumnOf('Изменен')).toBe('ignored');
    expect(importColumnOf('ФИО')).toBe('ignored');
    expect(importColumnOf('Любимый цвет')).toBeNull();
  });

  it('reports unknown, repeated and missing required columns, each with where', () => {
    expect(importHeaderProblems(['Фамилия', 'Имя', 'ID'])).toEqual([]);
    const problems = importHeaderProblems(['Фамилия', 'last_name', 'Цвет']);
    expect(problems.map((problem) => problem.index)).toEqual([1, 2, 3]);
    expect(problems[0]?.message).toContain('повторяет столбец 1');
    expect(problems[1]?.message).toContain('Неизвестный столбец «Цвет»');
    expect(problems[2]?.message).toContain('Нет столбца «Имя»');
  });

  it('takes at most one part of lines, within the file, with a SHA-256 in lower-case hex', () => {
    const file = { sha256: 'ab'.repeat(32), name: 'a.csv', lines: 150 };
    const rows = [{ line: 2, cells: ['А', 'Б'] }];
    expect(importApplicants.params.safeParse({ file, part: 1, columns: ['Фамилия', 'Имя'], rows }).success).toBe(true);
    expect(importApplicants.params.safeParse({ file, part: 2, columns: ['Фамилия', 'Имя'], rows }).success).toBe(false);
    expect(importApplicants.params.safeParse({ file: { ...file, sha256: 'AB'.repeat(32) }, part: 0, columns: ['Фамилия', 'Имя'], rows }).success).toBe(false);
    const tooMany = Array.from({ length: IMPORT_PART_LINES + 1 }, (_, index) => ({ line: index + 2, cells: ['А', 'Б'] }));
    expect(importApplicants.params.safeParse({ file, part: 0, columns: ['Фамилия', 'Имя'], rows: tooMany }).success).toBe(false);
  });
});
