/**
 * The result sheet of an entrance-test session as a PDF document (pdfmake's definition), in
 * Russian whatever the interface language, since it is signed and filed: the college, the test,
 * the date and time (Moscow), the place, the examiners, a table of the applicants (No., name,
 * birth date, group, attendance, result) and a signature line for each examiner. A pure function
 * of the session's data; officeFiles saves or prints it.
 */
import type { TestAssignment, TestSession } from '@abitura/contracts';
import { moscowWallClock } from '@abitura/contracts/moscowTime';
import { ENTRANCE_TEST_TYPES, entranceTestScoring } from '@abitura/contracts/vocabulary';
import type { PdfDocument } from './officeFiles.js';

const two = (value: number) => String(value).padStart(2, '0');

/** An instant as DD.MM.YYYY HH:mm, Moscow time. */
export function moscowDateTime(iso: string): string {
  const at = moscowWallClock(Date.parse(iso));
  return `${two(at.getUTCDate())}.${two(at.getUTCMonth() + 1)}.${at.getUTCFullYear()} ${two(at.getUTCHours())}:${two(at.getUTCMinutes())}`;
}

function displayDate(date: string | null): string {
  return date ? date.split('-').reverse().join('.') : '—';
}

const FUNDING: Record<'budget' | 'paid', string> = { budget: 'бюджет', paid: 'платное' };

export function attendanceText(attended: boolean | null): string {
  return attended === null ? '—' : attended ? 'явился' : 'не явился';
}

/** A row's result as the sheet writes it: points (and whether they pass) or passed / failed. */
export function resultText(assignment: Pick<TestAssignment, 'attended' | 'passed' | 'points'>, scoring: 'points' | 'pass_fail'): string {
  if (assignment.attended === false) return 'неявка';
  if (scoring === 'points') {
    if (assignment.points === null) return '—';
    const verdict = assignment.passed === null ? '' : assignment.passed ? ' (сдал)' : ' (не сдал)';
    return `${assignment.points}${verdict}`;
  }
  return assignment.passed === null ? '—' : assignment.passed ? 'сдал' : 'не сдал';
}

export function placeText(session: Pick<TestSession, 'building' | 'room'>): string {
  const parts = [session.building ? [session.building.name, session.building.address].filter(Boolean).join(', ') : null, session.room ? `ауд. ${session.room}` : null].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'не указано';
}

export function testResultSheet(session: TestSession, assignments: readonly TestAssignment[]): PdfDocument {
  const scoring = entranceTestScoring(session.test_type);
  const type = ENTRANCE_TEST_TYPES.find((entry) => entry.id === session.test_type)?.label ?? String(session.test_type);
  const rows = [...assignments].sort((a, b) => a.applicant.fullname.localeCompare(b.applicant.fullname, 'ru'));
  const facts: Array<[string, string]> = [
    ['Колледж', session.college.name],
    ['Испытание', type],
    ['Дата и время', `${moscowDateTime(session.starts_at)} (время московское)`],
    ['Место', placeText(session)],
    ['Экзаменаторы', session.examiners.length > 0 ? session.examiners.map((examiner) => examiner.name).join(', ') : 'не назначены'],
    ...(scoring === 'points' && session.pass_points !== null ? ([['Проходной балл', String(session.pass_points)]] as Array<[string, string]>) : []),
  ];
  const header = ['№', 'ФИО', 'Дата рождения', 'Конкурсная группа', 'Явка', scoring === 'points' ? 'Баллы' : 'Результат'].map((text) => ({ text, bold: true }));
  const body = rows.map((row, index) => [
    String(index + 1),
    row.applicant.fullname,
    displayDate(row.applicant.birth_date),
    `${row.group.program} (${FUNDING[row.group.funding]})`,
    attendanceText(row.attended),
    resultText(row, scoring),
  ]);
  const signers = session.examiners.length > 0 ? session.examiners.map((examiner) => examiner.name) : ['', ''];
  return {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [40, 40, 40, 40],
    info: { title: `Ведомость: ${type}, ${moscowDateTime(session.starts_at)}` },
    defaultStyle: { font: 'Roboto', fontSize: 10 },
    content: [
      { text: 'Ведомость результатов вступительного испытания', style: 'title', alignment: 'center', margin: [0, 0, 0, 12] },
      { table: { widths: [110, '*'], body: facts.map(([label, value]) => [{ text: label, bold: true }, value]) }, layout: 'noBorders', margin: [0, 0, 0, 12] },
      {
        table: { headerRows: 1, widths: [24, '*', 70, '*', 60, 70], body: [header, ...body] },
        layout: 'lightHorizontalLines',
      },
      { text: `Всего назначено: ${rows.length}; явились: ${rows.filter((row) => row.attended === true).length}.`, margin: [0, 8, 0, 24] },
      ...signers.map((name) => ({
        columns: [
          { text: 'Экзаменатор', width: 110 },
          { text: '____________________', width: 160 },
          { text: name === '' ? '/ ____________________ /' : `/ ${name} /`, width: '*' },
        ],
        margin: [0, 0, 0, 14] as [number, number, number, number],
      })),
    ],
    styles: { title: { fontSize: 14, bold: true } },
  };
}
