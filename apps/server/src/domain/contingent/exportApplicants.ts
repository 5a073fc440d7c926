import { formatIdNumber, formatPhone } from '@abitura/contracts/validation';
import type { ApplicantListItem, exportApplicants } from '@abitura/contracts';
import { MAX_APPLICANT_EXPORT_ROWS } from '@abitura/contracts';
import { toCsv, type CsvCell } from '@abitura/contracts/csv';
import {
  APPLICANT_CATEGORIES,
  CONSENT_STATUSES,
  GENDERS,
  GRADE_OPTIONS,
  labelOf,
  OKRUGS,
  PREFERENTIAL_FLAGS,
  PROCESSING_STATUSES,
  READINESS_CATEGORIES,
  STATUS_FLAGS,
  TAGS,
  TRACKING_STAGES,
  type LabelledEntry,
} from '@abitura/contracts/vocabulary';
import { fail } from '../../actions/actionFailure.js';
import type { Handler } from '../../actions/handlerTypes.js';
import { dayLabel, moscowDay, moscowWallClock } from '@abitura/contracts/moscowTime';
import { readReferenceList } from '../reference/referenceReads.js';
import { applicantOrder } from './applicantFilter.js';
import { countApplicantMatches } from './applicantMatches.js';
import { selectListRows, toListItem } from './applicantRows.js';

type ColumnId = keyof ApplicantListItem;

/** A coded value's Russian label, an unknown code as stored. */
const label = (list: readonly LabelledEntry[], value: string | null): string | null => (value === null ? null : (labelOf(list, value) ?? value));
/** The labels of the keys set true in a flag object, joined. */
const setFlags = (list: readonly LabelledEntry[], flags: Record<string, boolean>): string =>
  Object.entries(flags)
    .filter(([, set]) => set)
    .map(([key]) => label(list, key))
    .join(', ');
/** 2008-05-17 as 17.05.2008. */
const ruDate = (date: string | null): string | null => (date === null ? null : date.split('-').reverse().join('.'));
/** An instant as Moscow's 01.09.2026 12:00. */
const ruDateTime = (iso: string): string => {
  const moscow = moscowWallClock(Date.parse(iso)).toISOString();
  return `${ruDate(moscow.slice(0, 10))} ${moscow.slice(11, 16)}`;
};

/** The entries of the lists administrators edit, as they name them at the time of the export. */
interface LiveLabels {
  sources: ReadonlyMap<string, string>;
}

/**
 * Every column of the working list (the ids are the list item's fields, as the column chooser
 * names them) with its Russian header and how a cell reads: labels for coded values, d.m.Y dates,
 * phones as people write them.
 */
const COLUMNS: Record<ColumnId, { header: string; cell: (item: ApplicantListItem, live: LiveLabels) => CsvCell }> = {
  id: { header: 'ID', cell: (item) => item.id },
  fullname: { header: 'ФИО', cell: (item) => item.fullname },
  last_name: { header: 'Фамилия', cell: (item) => item.last_name },
  first_name: { header: 'Имя', cell: (item) => item.first_name },
  middle_name: { header: 'Отчество', cell: (item) => item.middle_name },
  birth_date: { header: 'Дата рождения', cell: (item) => ruDate(item.birth_date) },
  gender: { header: 'Пол', cell: (item) => label(GENDERS, item.gender) },
  // 8 (916) 123-45-67, as people write and dial them: a leading + would be taken for a formula.
  phones: { header: 'Телефоны', cell: (item) => item.phones.map((phone) => formatPhone(phone).replace(/^\+7/, '8')).join(', ') },
  email: { header: 'Электронная почта', cell: (item) => item.email },
  id_number: { header: 'СНИЛС', cell: (item) => (item.id_number === null ? null : formatIdNumber(item.id_number)) },
  school: { header: 'Школа', cell: (item) => item.school?.name ?? null },
  grade: { header: 'Класс', cell: (item) => label(GRADE_OPTIONS, item.grade) },
  graduation_year: { header: 'Год окончания', cell: (item) => (item.graduation_year === null ? null : 2000 + item.graduation_year) },
  okrug: { header: 'Округ', cell: (item) => (item.okrug === null ? null : (OKRUGS.find((okrug) => okrug.code === item.okrug)?.short ?? item.okrug)) },
  district: { header: 'Район', cell: (item) => item.district },
  category: { header: 'Категория', cell: (item) => label(APPLICANT_CATEGORIES, item.category) },
  flags: { header: 'Отметки', cell: (item) => setFlags(STATUS_FLAGS, item.flags) },
  tags: { header: 'Теги', cell: (item) => item.tags.map((tag) => label(TAGS, tag)).join(', ') },
  preferential: { header: 'Преимущества', cell: (item) => setFlags(PREFERENTIAL_FLAGS, item.preferential) },
  readiness: { header: 'Готовность', cell: (item) => label(READINESS_CATEGORIES, item.readiness) },
  processing_status: { header: 'Статус обработки', cell: (item) => label(PROCESSING_STATUSES, item.processing_status) },
  tracking_stage: { header: 'Этап сопровождения', cell: (item) => label(TRACKING_STAGES, item.tracking_stage) },
  consent_status: { header: 'Согласие на зачисление', cell: (item) => label(CONSENT_STATUSES, item.consent_status) },
  information_source: { header: 'Источник информации', cell: (item, live) => (item.information_source === null ? null : (live.sources.get(item.information_source) ?? item.information_source)) },
  curator: { header: 'Куратор', cell: (item) => item.curator?.name ?? null },
  created_at: { header: 'Добавлен', cell: (item) => ruDateTime(item.created_at) },
  updated_at: { header: 'Изменён', cell: (item) => ruDateTime(item.updated_at) },
};

/** The column ids the list and its export know. */
export const APPLICANT_COLUMN_IDS: readonly string[] = Object.keys(COLUMNS);

/** What an export holds when no columns are chosen: who, how to reach them, where they are in the work. */
export const DEFAULT_EXPORT_COLUMNS: readonly ColumnId[] = ['fullname', 'birth_date', 'phones', 'email', 'school', 'grade', 'graduation_year', 'category', 'processing_status', 'curator'];

/** The column ids of a request that the list does not know, refused with the list of known ones. */
export function refuseUnknownColumns(columns: readonly string[], field: string): void {
  const unknown = columns.filter((column) => !(column in COLUMNS));
  if (unknown.length === 0) return;
  const message = `Неизвестные столбцы: ${unknown.join(', ')}. Доступные: ${APPLICANT_COLUMN_IDS.join(', ')}.`;
  fail('INVALID_PARAMS', message, [{ path: field, message }]);
}

/**
 * The applicants of the list's filter, in its order, as a CSV file named for the Moscow day
 * (applicants-2026-09-01.csv): the chosen columns in the chosen order (repeats once), at most
 * MAX_APPLICANT_EXPORT_ROWS rows.
 */
export const exportApplicantsHandler: Handler<typeof exportApplicants> = async (params, ctx) => {
  const chosen = params.columns === undefined || params.columns.length === 0 ? DEFAULT_EXPORT_COLUMNS : params.columns;
  refuseUnknownColumns(chosen, 'columns');
  const columns = [...new Set(chosen)].map((id) => COLUMNS[id as ColumnId]);
  // The applicants the list shows for this filter, in its order: similar names when none contains the search.
  const { where, names } = await countApplicantMatches(ctx.db, params, ctx.caller.user?.id ?? null);
  const rows = await selectListRows(ctx.db)
    .where(where)
    .orderBy(...applicantOrder(params, names))
    .limit(MAX_APPLICANT_EXPORT_ROWS);
  const live: LiveLabels = { sources: new Map((await readReferenceList(ctx.db, 'informationSources', true)).map((entry) => [entry.code, entry.label])) };
  const csv = toCsv(
    columns.map((column) => column.header),
    rows.map((row) => {
      const item = toListItem(row);
      return columns.map((column) => column.cell(item, live));
    }),
  );
  return { filename: `applicants-${dayLabel(moscowDay(ctx.now.getTime()))}.csv`, csv, rows: rows.length };
};
