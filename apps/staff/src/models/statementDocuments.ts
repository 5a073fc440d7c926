/**
 * The two documents of a filed statement, as pdfmake definitions built from the application
 * alone (pure functions, so they are tested without a PDF): the statement itself (заявление о
 * приёме), addressed to the director of the group's college, and the receipt of documents
 * (расписка о приёме документов). Always in Russian: they are signed and filed in a Russian
 * college's records, whatever the language of the screen. officeFiles saves or prints them.
 */
import type { ApplicationItem } from '@abitura/contracts';
import { dayLabel, moscowDay } from '@abitura/contracts/moscowTime';
import { formatIdNumber, formatPhone } from '@abitura/contracts/validation';
import { APPLICATION_STATES, FILING_METHODS, FUNDING_KINDS, INDIVIDUAL_ACHIEVEMENTS } from '@abitura/contracts/vocabulary';
import type { PdfDocument } from './officeFiles.js';

const BASE = { SCH9: 'на базе основного общего образования (9 классов)', SCH11: 'на базе среднего общего образования (11 классов)' } as const;

const label = <T extends { value: string; label: string }>(list: readonly T[], value: string): string => list.find((entry) => entry.value === value)?.label ?? value;

/** A Y-m-d day as дд.мм.гггг. */
function russianDate(day: string | null): string {
  if (day === null) return '—';
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}

/** The Moscow day of an instant as дд.мм.гггг. */
function russianDay(at: string): string {
  return russianDate(dayLabel(moscowDay(Date.parse(at))));
}

const average = (value: number | null) => (value === null ? 'не указан' : value.toFixed(2).replace('.', ','));

function row(name: string, value: string) {
  return [{ text: name, bold: true }, { text: value }];
}

const signatureLine = (who: string) => ({
  columns: [
    { text: '____________________ / ______________________', width: '*' },
    { text: who, width: 'auto', italics: true },
  ],
  margin: [0, 24, 0, 0] as [number, number, number, number],
});

export interface DocumentOptions {
  /** When the document is printed: its date. */
  today: string;
}

/** The statement (заявление о приёме) of an application. */
export function statementDocument(item: ApplicationItem, { today }: DocumentOptions): PdfDocument {
  const { applicant, group } = item;
  const gia = item.gia.length === 0 ? 'нет' : item.gia.map((entry) => `${entry.subject}: ${entry.mark}`).join('; ');
  const achievements = item.achievements.length === 0 ? 'нет' : item.achievements.map((entry) => `${label(INDIVIDUAL_ACHIEVEMENTS, entry.code)} (${entry.points} б.)`).join('; ');
  const original = item.original_documents
    ? item.original_college && item.original_college.id !== group.college.id
      ? `оригинал сдан в ${item.original_college.name}`
      : 'оригинал сдан в приёмную комиссию'
    : 'представлена копия';
  return {
    info: { title: `Заявление о приёме — ${applicant.fullname}` },
    pageSize: 'A4',
    pageMargins: [56, 48, 48, 48],
    defaultStyle: { fontSize: 11 },
    content: [
      { text: [`Директору\n${group.college.name}\n`, `от ${applicant.fullname}`], alignment: 'right', margin: [200, 0, 0, 24] },
      { text: 'ЗАЯВЛЕНИЕ', style: 'title' },
      {
        text: `Прошу принять меня на обучение по образовательной программе среднего профессионального образования ${group.program.code} «${group.program.name}» ${BASE[group.base]}, форма финансирования: ${label(FUNDING_KINDS, group.funding).toLowerCase()}.`,
        margin: [0, 0, 0, 12],
      },
      {
        table: {
          widths: [180, '*'],
          body: [
            row('Фамилия, имя, отчество', applicant.fullname),
            row('Дата рождения', russianDate(applicant.birth_date)),
            row('СНИЛС', applicant.id_number ? formatIdNumber(applicant.id_number) : '—'),
            row('Телефон', applicant.phones.map(formatPhone).join(', ') || '—'),
            row('Электронная почта', applicant.email ?? '—'),
            row('Приоритет заявления', String(item.priority)),
            row('Средний балл аттестата', average(item.average_mark)),
            row('Результаты ГИА', gia),
            row('Индивидуальные достижения', achievements),
            row('Преимущественное право', item.preferential_right ? 'имеется' : 'нет'),
            row('Способ подачи', label(FILING_METHODS, item.filing_method) + (item.external_number ? `, № ${item.external_number}` : '')),
            row('Документ об образовании', original),
            row('Согласие на зачисление', item.consent === 'accepted' ? 'дано' : 'не дано'),
            row('Законный представитель', [item.guardian_name, item.guardian_phone ? formatPhone(item.guardian_phone) : null].filter(Boolean).join(', ') || '—'),
            row('Состояние заявления', label(APPLICATION_STATES, item.state)),
          ],
        },
        layout: 'lightHorizontalLines',
      },
      { text: 'С уставом, лицензией, свидетельством о государственной аккредитации и правилами приёма ознакомлен(а).', margin: [0, 16, 0, 0] },
      { text: 'Согласен(на) на обработку персональных данных в порядке, установленном законодательством Российской Федерации.', margin: [0, 4, 0, 0] },
      { text: `Дата подачи: ${russianDay(item.submitted_at)}     Дата печати: ${russianDay(today)}`, margin: [0, 16, 0, 0] },
      signatureLine('подпись поступающего'),
      ...(item.guardian_name ? [signatureLine('подпись законного представителя')] : []),
    ],
    styles: { title: { fontSize: 14, bold: true, alignment: 'center', margin: [0, 0, 0, 12] } },
  };
}

export interface ReceiptOptions extends DocumentOptions {
  /** Who received the documents. */
  staff: string;
  /** The season's year, for the receipt's number. */
  year: number | null;
}

/** The receipt's number: the application's id and the season's year. */
export function receiptNumber(item: Pick<ApplicationItem, 'id'>, year: number | null): string {
  return year === null ? String(item.id) : `${item.id}/${year}`;
}

/** The documents received with a statement, as the receipt lists them. */
export function receivedDocuments(item: ApplicationItem): string[] {
  return [
    'Заявление о приёме',
    'Копия документа, удостоверяющего личность',
    item.original_documents && (item.original_college === null || item.original_college.id === item.group.college.id) ? 'Оригинал документа об образовании' : 'Копия документа об образовании',
    'Фотографии 3×4 см, 4 шт.',
    ...(item.group.test_type !== null ? ['Медицинская справка (для программ со вступительным испытанием)'] : []),
    ...(item.consent === 'accepted' ? ['Согласие на зачисление'] : []),
  ];
}

/** The receipt of documents (расписка о приёме документов) of an application. */
export function receiptDocument(item: ApplicationItem, { today, staff, year }: ReceiptOptions): PdfDocument {
  return {
    info: { title: `Расписка № ${receiptNumber(item, year)} — ${item.applicant.fullname}` },
    pageSize: 'A4',
    pageMargins: [56, 48, 48, 48],
    defaultStyle: { fontSize: 11 },
    content: [
      { text: item.group.college.name, alignment: 'center', bold: true },
      { text: `РАСПИСКА № ${receiptNumber(item, year)}`, style: 'title', margin: [0, 16, 0, 4] },
      { text: 'о приёме документов', alignment: 'center', margin: [0, 0, 0, 16] },
      { text: `Приёмная комиссия получила от ${item.applicant.fullname} (дата рождения ${russianDate(item.applicant.birth_date)}) документы для поступления на программу ${item.group.program.code} «${item.group.program.name}», ${label(FUNDING_KINDS, item.group.funding).toLowerCase()}:` },
      { ol: receivedDocuments(item), margin: [0, 8, 0, 16] },
      { text: `Дата: ${russianDay(today)}` },
      { text: `Документы принял: ${staff || '____________________'}`, margin: [0, 8, 0, 0] },
      signatureLine('подпись'),
    ],
    styles: { title: { fontSize: 14, bold: true, alignment: 'center' } },
  };
}
