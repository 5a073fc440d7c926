import { describe, expect, it } from 'vitest';
import type { TestAssignment } from '@abitura/contracts';
import { testAssignment, testSession } from '../testing/admissionRecords.js';
import { moscowDateTime, placeText, resultText, testResultSheet } from './testResultSheet.js';

const session = testSession({ examiners: [{ id: 9, name: 'Смирнова Ольга Петровна' }, { id: 10, name: 'Орлов Игорь Ильич' }], attended: 1, results: 1 });
const row = (id: number, fullname: string, patch: Partial<TestAssignment>): TestAssignment => testAssignment({ id, applicant: { id, fullname, birth_date: '2010-05-01', email: null }, ...patch });

describe('the result sheet', () => {
  it('names the college, test, Moscow time, place and examiners, lists the applicants by name and has a signature line per examiner', () => {
    const document = testResultSheet(session, [row(2, 'Яковлев Пётр', { attended: false }), row(1, 'Алексеева Мария', { attended: true, points: 72, passed: true })]);
    const text = JSON.stringify(document.content);
    expect(text).toContain('Ведомость результатов вступительного испытания');
    expect(text).toContain('Колледж связи № 54');
    expect(text).toContain('Творческое испытание');
    expect(text).toContain('10.07.2026 10:00 (время московское)');
    expect(text).toContain('Главный корпус, ул. Шарикоподшипниковская, 4, ауд. 214');
    expect(text).toContain('Проходной балл');
    const table = (document.content as Array<{ table?: { headerRows?: number; body: unknown[][] } }>).find((part) => part.table?.headerRows === 1)!.table!;
    expect(table.body.slice(1)).toEqual([
      ['1', 'Алексеева Мария', '01.05.2010', 'Дизайн (по отраслям) (бюджет)', 'явился', '72 (сдал)'],
      ['2', 'Яковлев Пётр', '01.05.2010', 'Дизайн (по отраслям) (бюджет)', 'не явился', 'неявка'],
    ]);
    expect(text).toContain('/ Смирнова Ольга Петровна /');
    expect(text).toContain('/ Орлов Игорь Ильич /');
  });

  it('writes pass/fail results and an unknown place in words', () => {
    expect(resultText({ attended: true, passed: false, points: null }, 'pass_fail')).toBe('не сдал');
    expect(resultText({ attended: null, passed: null, points: null }, 'points')).toBe('—');
    expect(placeText({ building: null, room: null })).toBe('не указано');
    expect(moscowDateTime('2026-12-31T22:30:00Z')).toBe('01.01.2027 01:30');
    const passFail = testResultSheet({ ...session, test_type: 5399584, examiners: [] }, [row(1, 'Алексеева Мария', { attended: true, passed: true })]);
    const text = JSON.stringify(passFail.content);
    expect(text).not.toContain('Проходной балл');
    expect(text).toContain('Результат');
    expect(text).toContain('/ ____________________ /');
  });
});
