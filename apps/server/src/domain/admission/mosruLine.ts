import { applicantFields, MOSRU_COLUMNS, mosruColumnOf, type MosruField, type MosruLineOutcome } from '@abitura/contracts';
import { z } from 'zod';
import { toIssues } from '../../actions/envelope.js';
import type { ApplicantData } from '../contingent/applicantRows.js';

/**
 * One line of a mos.ru export read by its header into the applicant's fields and the statement's,
 * with the forms such files hold: dates as дд.мм.гггг, ISO or Excel day numbers; funding, base,
 * yes/no in Russian or English; an average with a comma or a dot. An average outside 3..5 is
 * kept (validation finds it); only what cannot be read is refused, naming the column.
 */

type Cell = string | number | boolean | null;
type Reason = NonNullable<MosruLineOutcome['reason']>;

export interface MosruStatement {
  external_number: string;
  applicant: ApplicantData;
  college: string;
  program_code: string;
  funding: 'budget' | 'paid';
  base: 'SCH9' | 'SCH11' | null;
  priority: number | undefined;
  average_mark: number | null;
  consent: boolean;
  original_documents: boolean;
  submitted_at: Date | null;
}

export type LineRefusal = { reason: Reason; column: string | null; message: string };
export type MosruReading = { ok: true; statement: MosruStatement } | ({ ok: false } & LineRefusal);

const applicant = z.object(applicantFields).strict();
const DAY_MS = 86_400_000;
/** Day 0 of Excel's serial dates (1899-12-30, counting its phantom 29 February 1900). */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const MOSCOW = '+03:00';

const fold = (text: string): string => text.trim().toLowerCase().replace(/ё/g, 'е');

class Refused extends Error {
  constructor(readonly refusal: LineRefusal) {
    super(refusal.message);
  }
}

/** An ISO date from the forms a file holds, or null when it is none of them (or does not exist). */
export function isoDateOf(cell: Cell): string | null {
  if (typeof cell === 'number') return Number.isFinite(cell) && cell > 0 ? new Date(EXCEL_EPOCH + Math.floor(cell) * DAY_MS).toISOString().slice(0, 10) : null;
  const text = String(cell).trim();
  const russian = /^(\d{1,2})\.(\d{1,2})\.(\d{4})/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  const [year, month, day] = russian ? [russian[3], russian[2], russian[1]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (year === undefined || month === undefined || day === undefined) return null;
  const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date ? null : date;
}

/** A moment from a date (Moscow midnight), a date and time (Moscow), an ISO timestamp or an Excel number. */
function momentOf(cell: Cell): Date | null {
  if (typeof cell === 'number') return Number.isFinite(cell) && cell > 0 ? new Date(EXCEL_EPOCH + cell * DAY_MS - 3 * 3_600_000) : null;
  const text = String(cell).trim();
  const date = isoDateOf(text);
  if (date === null) return null;
  if (/^\d{4}-\d{2}-\d{2}T/.test(text)) {
    const moment = new Date(/(Z|[+-]\d{2}:?\d{2})$/.test(text) ? text : `${text}${MOSCOW}`);
    return Number.isNaN(moment.getTime()) ? null : moment;
  }
  const time = /\s(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  const clock = time ? `${(time[1] as string).padStart(2, '0')}:${time[2]}:${time[3] ?? '00'}` : '00:00:00';
  const moment = new Date(`${date}T${clock}${MOSCOW}`);
  return Number.isNaN(moment.getTime()) ? null : moment;
}

const YES = new Set(['да', 'true', '1', 'yes', 'есть', '+']);
const NO = new Set(['нет', 'false', '0', 'no', '-', '']);

/** Reads a line by its header; refuses with the reason, the column as the file names it, and what to fix. */
export function readMosruLine(columns: readonly string[], cells: readonly Cell[]): MosruReading {
  const header = new Map<MosruField, string>();
  const raw = new Map<MosruField, Cell>();
  columns.forEach((name, index) => {
    const field = mosruColumnOf(name);
    if (field === null) return;
    header.set(field, name);
    const cell = cells[index] ?? null;
    if (cell !== null && String(cell).trim() !== '') raw.set(field, cell);
  });
  const columnOf = (field: MosruField) => header.get(field) ?? MOSRU_COLUMNS[field];
  const invalid = (field: MosruField, what: string): never => {
    throw new Refused({ reason: 'invalid_value', column: columnOf(field), message: `${columnOf(field)}: ${what}` });
  };
  const text = (field: MosruField): string | null => (raw.has(field) ? String(raw.get(field)).trim() : null);
  const required = (field: MosruField): string => {
    const value = text(field);
    if (value === null) throw new Refused({ reason: 'missing_value', column: columnOf(field), message: `${columnOf(field)}: обязательное поле, заполните его.` });
    return value;
  };
  const flag = (field: MosruField): boolean => {
    const value = fold(text(field) ?? '');
    if (YES.has(value)) return true;
    if (NO.has(value)) return false;
    return invalid(field, `«${text(field)}» — укажите «да» или «нет».`);
  };
  try {
    const external = required('external_number');
    const lastName = required('last_name');
    const firstName = required('first_name');
    const birthText = required('birth_date');
    const birth = isoDateOf(raw.get('birth_date') as Cell);
    if (birth === null) invalid('birth_date', `«${birthText}» — существующая дата в формате дд.мм.гггг.`);
    const college = required('college');
    const programCode = required('program_code');
    const fundingText = fold(required('funding'));
    const funding = ['бюджет', 'budget', 'бюджетное'].includes(fundingText) ? 'budget' : ['платное', 'paid', 'платно', 'внебюджет'].includes(fundingText) ? 'paid' : invalid('funding', `«${text('funding')}» — укажите «бюджет» или «платное».`);
    const baseText = text('base');
    const base = baseText === null ? null : (({ '9': 'SCH9', sch9: 'SCH9', '11': 'SCH11', sch11: 'SCH11' }) as Record<string, 'SCH9' | 'SCH11'>)[fold(baseText).replace(/\s*класс(ов|а)?$/, '')] ?? invalid('base', `«${baseText}» — укажите 9 или 11 (классов).`);
    const priorityText = text('priority');
    const priority = priorityText === null ? undefined : Number(priorityText);
    if (priority !== undefined && (!Number.isInteger(priority) || priority < 1 || priority > 50)) invalid('priority', `«${priorityText}» — целое число от 1 до 50.`);
    const averageText = text('average_mark');
    const average = averageText === null ? null : Number(averageText.replace(',', '.'));
    if (average !== null && (!Number.isFinite(average) || average < 0 || average >= 100)) invalid('average_mark', `«${averageText}» — число, например 4,25.`);
    const submittedText = text('submitted_at');
    const submitted = submittedText === null ? null : momentOf(raw.get('submitted_at') as Cell);
    if (submittedText !== null && submitted === null) invalid('submitted_at', `«${submittedText}» — дата в формате дд.мм.гггг.`);

    const fields = { last_name: lastName, first_name: firstName, middle_name: text('middle_name'), birth_date: birth, id_number: text('id_number'), phones: text('phone') === null ? [] : [text('phone')], email: text('email') };
    const parsed = applicant.safeParse(fields);
    if (!parsed.success) {
      const [first] = toIssues(parsed.error);
      const field = (first?.path.split('.')[0] ?? '') === 'phones' ? 'phone' : ((first?.path.split('.')[0] ?? 'last_name') as MosruField);
      invalid(field, first?.message ?? 'значение не подходит.');
    }
    return {
      ok: true,
      statement: {
        external_number: external,
        applicant: parsed.data as ApplicantData,
        college,
        program_code: programCode,
        funding,
        base,
        priority,
        // Kept with two decimals as the column stores it, even outside 3..5: validation reports it.
        average_mark: average === null ? null : Math.round(average * 100) / 100,
        consent: flag('consent'),
        original_documents: flag('original_documents'),
        submitted_at: submitted,
      },
    };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, ...error.refusal };
    throw error;
  }
}
