import { z } from 'zod';
import { defineAction } from './defineAction.js';
import { entityId } from './fields.js';
import { IMPORT_PART_LINES, importPartContract } from './applicantImport.js';

/**
 * Import of a mos.ru export of statements (CSV or XLSX, issue 24), like the applicant import: a
 * dry run first, then applied exactly once per file and part (by the file's SHA-256). Each line
 * names a person and a competitive group; the applicant is matched (mos.ru number, SNILS, or name
 * and birth date) or created, and the application is created or matched.
 */

/** The columns of the mos.ru export, by field, with the Russian headers it writes. */
export const MOSRU_COLUMNS = {
  external_number: 'Номер заявления',
  last_name: 'Фамилия',
  first_name: 'Имя',
  middle_name: 'Отчество',
  birth_date: 'Дата рождения',
  id_number: 'СНИЛС',
  phone: 'Телефон',
  email: 'Электронная почта',
  college: 'Образовательная организация',
  program_code: 'Код программы',
  funding: 'Финансирование',
  base: 'На базе',
  priority: 'Приоритет',
  average_mark: 'Средний балл аттестата',
  consent: 'Согласие на зачисление',
  original_documents: 'Оригинал аттестата',
  submitted_at: 'Дата подачи',
} as const;
export type MosruField = keyof typeof MOSRU_COLUMNS;
export const REQUIRED_MOSRU_FIELDS: readonly MosruField[] = ['external_number', 'last_name', 'first_name', 'birth_date', 'college', 'program_code', 'funding'];

const fold = (text: string): string => text.trim().toLowerCase().replace(/ё/g, 'е');
const byHeader = new Map<string, MosruField>(Object.entries(MOSRU_COLUMNS).flatMap(([field, header]) => [[fold(field), field], [fold(header), field]] as Array<[string, MosruField]>));

/** The field a header names, or null. */
export function mosruColumnOf(header: string): MosruField | null {
  return byHeader.get(fold(header)) ?? null;
}

/** Why a header row cannot be imported, one problem per column; empty when it can. */
export function mosruHeaderProblems(columns: readonly string[]): Array<{ index: number; message: string }> {
  const problems: Array<{ index: number; message: string }> = [];
  const seen = new Map<MosruField, number>();
  columns.forEach((header, index) => {
    const field = mosruColumnOf(header);
    if (field === null) problems.push({ index, message: `Неизвестный столбец «${header}»: в выгрузке mos.ru бывают ${Object.values(MOSRU_COLUMNS).join(', ')}.` });
    else if (seen.has(field)) problems.push({ index, message: `Столбец «${header}» повторяет столбец ${(seen.get(field) as number) + 1}.` });
    else seen.set(field, index);
  });
  for (const field of REQUIRED_MOSRU_FIELDS) {
    if (!seen.has(field)) problems.push({ index: columns.length, message: `Нет столбца «${MOSRU_COLUMNS[field]}»: без него заявление не сопоставить.` });
  }
  return problems;
}

/** Why a line was refused or matched, for the report's words in every language. */
export const MOSRU_LINE_REASONS = ['missing_value', 'invalid_value', 'unknown_college', 'unknown_group', 'applicant_duplicates', 'application_exists', 'same_number_other_person', 'rejected_by_rules'] as const;
export const mosruLineReason = z.enum(MOSRU_LINE_REASONS);

export const mosruLineOutcome = z.object({
  line: z.number().int().positive(),
  outcome: z.enum(['created', 'matched', 'refused']),
  /** The application created or matched; null when refused or in a dry run's new lines. */
  application_id: entityId.nullable(),
  /** Whether the applicant was found in the contingent or is (would be) created; null when refused. */
  applicant: z.enum(['found', 'created']).nullable(),
  reason: mosruLineReason.nullable(),
  /** The column at fault, by the file's header, when one is. */
  column: z.string().nullable(),
  /** The Russian sentence saying what to fix (or why it matched). */
  message: z.string().nullable(),
});
export type MosruLineOutcome = z.infer<typeof mosruLineOutcome>;

export const importMosru = defineAction({
  name: 'Admission/ImportMosru',
  permission: 'manageAdmission',
  kind: 'write',
  ...importPartContract({ season_id: entityId }, mosruHeaderProblems, mosruLineOutcome),
  summary: `Imports statements from a mos.ru export, a part of up to ${IMPORT_PART_LINES} lines per call: each line's application created, matched (the same mos.ru number, or the applicant already applied to the group) or refused with the reason and column; dryRun writes nothing. Applied once per file and part (by SHA-256): a repeat adds nothing and returns the first report. Audited.`,
});

export const admissionImportContracts = [importMosru] as const;
