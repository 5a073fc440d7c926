import { applicantFields, IMPORT_COLUMNS, importColumnOf, type ImportField } from '@abitura/contracts';
import { APPLICANT_CATEGORIES, DISTRICTS, GENDERS, GRADE_OPTIONS, INFORMATION_SOURCES, TAGS, type LabelledEntry } from '@abitura/contracts/vocabulary';
import { z } from 'zod';
import { toIssues } from '../../actions/envelope.js';
import type { ApplicantData } from '../contingent/applicantRows.js';

type Cell = string | number | boolean | null;

const applicant = z.object(applicantFields).strict();

const REQUIRED = 'обязательное поле, заполните его';

const fold = (text: string): string => text.trim().toLowerCase().replace(/ё/g, 'е');

/** A coded value as a file may hold it: the code itself or its Russian label (or short name), any case. */
function codeOf(list: readonly (LabelledEntry & { short?: string })[], text: string): string {
  const wanted = fold(text);
  for (const entry of list) {
    const code = String(entry.value ?? entry.code ?? entry.id);
    if ([code, entry.label, entry.name, entry.short].some((name) => typeof name === 'string' && fold(name) === wanted)) return code;
  }
  // Unknown: passed on as written, so the field's own check names it and lists what it takes.
  return text.trim();
}

/** A list cell: values separated by commas or semicolons. */
const listOf = (text: string): string[] =>
  text
    .split(/[,;]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');

/**
 * A 2026 as the stored 26: the export writes the full year, the record keeps 1-99 (SPEC section 5).
 * Anything else goes on as a number or as written, for the field's check to refuse.
 */
function graduationYearOf(text: string): number | string {
  const year = Number(text);
  if (!Number.isInteger(year)) return text;
  return year >= 2001 && year <= 2099 ? year - 2000 : year;
}

/** How each importable column's text becomes the field's value before the field's own check. */
const READERS: Record<ImportField, (text: string) => unknown> = {
  last_name: (text) => text,
  first_name: (text) => text,
  middle_name: (text) => text,
  birth_date: (text) => text,
  gender: (text) => codeOf(GENDERS, text),
  phones: listOf,
  email: (text) => text,
  id_number: (text) => text,
  grade: (text) => codeOf(GRADE_OPTIONS, text),
  graduation_year: graduationYearOf,
  okrug: (text) => codeOf(DISTRICTS, text),
  district: (text) => text,
  category: (text) => codeOf(APPLICANT_CATEGORIES, text),
  tags: (text) => listOf(text).map((tag) => codeOf(TAGS, tag)),
  information_source: (text) => codeOf(INFORMATION_SOURCES, text),
};

/** One line read into an applicant, or why it cannot be: the column and what to fix, for each problem. */
export type LineReading = { ok: true; data: ApplicantData } | { ok: false; reason: string };

/**
 * Reads a file's line into the fields of Abiturient/Create, through the same field checks (SPEC
 * section 5), so an imported applicant is held to what the insert page holds a typed one to.
 * Empty cells are left out; columns the import ignores are skipped.
 */
export function readLine(columns: readonly string[], cells: readonly Cell[]): LineReading {
  const values: Partial<Record<ImportField, unknown>> = {};
  const headerOf = new Map<string, string>();
  columns.forEach((header, index) => {
    const field = importColumnOf(header);
    const cell = cells[index];
    if (field === null || field === 'ignored' || cell === null || cell === undefined) return;
    const text = String(cell).trim();
    if (text === '') return;
    values[field] = READERS[field](text);
    headerOf.set(field, header);
  });
  const missing = (['last_name', 'first_name'] as const).filter((field) => values[field] === undefined);
  if (missing.length > 0) return { ok: false, reason: missing.map((field) => `${IMPORT_COLUMNS[field]}: ${REQUIRED}`).join('; ') };
  const parsed = applicant.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data as ApplicantData };
  const reason = toIssues(parsed.error)
    .map((issue) => {
      const field = issue.path.split('.')[0] ?? '';
      return `${headerOf.get(field) ?? field}: ${issue.message}`;
    })
    .join('; ');
  return { ok: false, reason };
}
