import { z } from 'zod';
import { defineAction } from './defineAction.js';
import { entityId, trimmedString } from './fields.js';

/**
 * Applicant import from a CSV or XLSX file (DESIGN section 6 point 13): a dry run first, then
 * applied exactly once per file. The client sends the file in parts of IMPORT_PART_LINES lines,
 * each with the file's SHA-256; the server remembers every applied part by that hash, so the same
 * file again (or a part sent twice after a lost answer) adds nothing and answers with the report
 * it made the first time.
 */

/** Lines one call carries: small enough for a WebSocket frame (64 KB) of full rows. */
export const IMPORT_PART_LINES = 100;
/** Most data lines one file may hold. */
export const MAX_IMPORT_LINES = 50_000;
/** Most columns a file may have. */
export const MAX_IMPORT_COLUMNS = 60;

/**
 * The applicant fields an import fills, each named in a header by the field's own name or by the
 * Russian header the working list's export writes (so an export, edited, imports back).
 */
export const IMPORT_COLUMNS = {
  last_name: 'Фамилия',
  first_name: 'Имя',
  middle_name: 'Отчество',
  birth_date: 'Дата рождения',
  gender: 'Пол',
  phones: 'Телефоны',
  email: 'Электронная почта',
  id_number: 'СНИЛС',
  grade: 'Класс',
  graduation_year: 'Год окончания',
  okrug: 'Округ',
  district: 'Район',
  category: 'Категория',
  tags: 'Теги',
  information_source: 'Источник информации',
} as const;
export type ImportField = keyof typeof IMPORT_COLUMNS;

/**
 * Columns of the export an import leaves alone: ids, computed names and what only the system or
 * the workflow sets (processing status, curator, timestamps). Named by field or by header.
 */
export const IGNORED_IMPORT_COLUMNS = {
  id: 'ID',
  fullname: 'ФИО',
  school: 'Школа',
  flags: 'Отметки',
  preferential: 'Преимущества',
  readiness: 'Готовность',
  processing_status: 'Статус обработки',
  tracking_stage: 'Этап сопровождения',
  consent_status: 'Согласие на зачисление',
  curator: 'Куратор',
  created_at: 'Добавлен',
  updated_at: 'Изменён',
} as const;

const fold = (text: string): string => text.trim().toLowerCase().replace(/ё/g, 'е');
const byName = new Map<string, ImportField | 'ignored'>([
  ...Object.entries(IMPORT_COLUMNS).flatMap(([field, header]) => [[fold(field), field], [fold(header), field]] as Array<[string, ImportField]>),
  ...Object.entries(IGNORED_IMPORT_COLUMNS).flatMap(([field, header]) => [[fold(field), 'ignored'], [fold(header), 'ignored']] as Array<[string, 'ignored']>),
]);

/** What a header names: a field, an export column to ignore, or nothing known (null). */
export function importColumnOf(header: string): ImportField | 'ignored' | null {
  return byName.get(fold(header)) ?? null;
}

/** Why a header row cannot be imported, one problem per column; empty when it can. */
export function importHeaderProblems(columns: readonly string[]): Array<{ index: number; message: string }> {
  const problems: Array<{ index: number; message: string }> = [];
  const seen = new Map<ImportField, number>();
  columns.forEach((header, index) => {
    const field = importColumnOf(header);
    if (field === null) problems.push({ index, message: `Неизвестный столбец «${header}»: допустимы ${Object.values(IMPORT_COLUMNS).join(', ')} (или имена полей: ${Object.keys(IMPORT_COLUMNS).join(', ')}).` });
    else if (field !== 'ignored' && seen.has(field)) problems.push({ index, message: `Столбец «${header}» повторяет столбец ${(seen.get(field) as number) + 1}: поле ${field} можно указать один раз.` });
    else if (field !== 'ignored') seen.set(field, index);
  });
  for (const field of ['last_name', 'first_name'] as const) {
    if (!seen.has(field)) problems.push({ index: columns.length, message: `Нет столбца «${IMPORT_COLUMNS[field]}» (${field}): без него строку не добавить.` });
  }
  return problems;
}

/** A file's SHA-256 in lower-case hex: what identifies it across runs. */
export const fileSha256 = z.string().regex(/^[0-9a-f]{64}$/, 'SHA-256 файла: 64 шестнадцатеричные цифры в нижнем регистре');

export const importLineOutcome = z.object({
  /** The line's number in the file (the header is line 1 of a CSV; a sheet's row number in XLSX). */
  line: z.number().int().positive(),
  outcome: z.enum(['created', 'matched', 'refused']),
  /** The applicant created or matched; null when refused, or created by a dry run. */
  id: entityId.nullable(),
  /** Why it was matched (duplicate reasons) or refused (the field and what to fix). */
  reason: z.string().nullable(),
});
export type ImportLineOutcome = z.infer<typeof importLineOutcome>;

const cell = z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]);

/**
 * The params and result of one part of an import file, whatever the file holds: the file (its
 * SHA-256, name and line count), which part, the header row checked by `headerProblems`, the
 * part's lines and the dry-run switch, plus the fields of the import's own (`extra`); the result
 * with each line's outcome as `line` describes it. Applicants and mos.ru statements share it.
 */
export function importPartContract<Extra extends z.ZodRawShape, Line extends z.ZodType>(
  extra: Extra,
  headerProblems: (columns: readonly string[]) => Array<{ index: number; message: string }>,
  line: Line,
) {
  return {
    params: z
      .object({
        ...extra,
        file: z.object({ sha256: fileSha256, name: trimmedString(1, 255), lines: z.number().int().min(1).max(MAX_IMPORT_LINES) }).strict(),
        /** Which part of the file, from 0: lines part*IMPORT_PART_LINES onwards. */
        part: z.number().int().min(0).max(Math.ceil(MAX_IMPORT_LINES / IMPORT_PART_LINES) - 1),
        /** The header row. */
        columns: z.array(trimmedString(1, 100)).min(1).max(MAX_IMPORT_COLUMNS),
        rows: z
          .array(z.object({ line: z.number().int().positive(), cells: z.array(cell).max(MAX_IMPORT_COLUMNS) }).strict())
          .min(1)
          .max(IMPORT_PART_LINES),
        /** Check every line and report what applying would do, writing nothing. @default false */
        dryRun: z.boolean().default(false),
      })
      .strict()
      .superRefine((parsed, ctx) => {
        // The import's own fields leave these three as they are; the generic type cannot show it.
        const value = parsed as unknown as { file: { lines: number }; part: number; columns: string[] };
        for (const problem of headerProblems(value.columns)) ctx.addIssue({ code: 'custom', path: ['columns', problem.index], message: problem.message });
        if (value.part * IMPORT_PART_LINES >= value.file.lines) ctx.addIssue({ code: 'custom', path: ['part'], message: `Часть ${value.part} за пределами файла из ${value.file.lines} строк` });
      }),
    result: z.object({
      part: z.number().int().nonnegative(),
      dryRun: z.boolean(),
      /** Set when this part of this file was applied before: nothing was written now, the lines are that run's report. */
      applied: z.object({ at: z.iso.datetime({ offset: true }), by: z.string().nullable() }).nullable(),
      lines: z.array(line),
    }),
  };
}

export const importApplicants = defineAction({
  name: 'Abiturient/Import',
  permission: 'viewSearchContingentV2',
  kind: 'write',
  ...importPartContract({}, importHeaderProblems, importLineOutcome),
  summary: `Imports applicants from a file, a part of up to ${IMPORT_PART_LINES} lines per call: each line created, matched to an existing applicant (a likely duplicate) or refused with the reason; dryRun writes nothing. Applied once per file and part (by the file's SHA-256): a repeat adds nothing and returns the first report. Audited.`,
});

export const applicantImportContracts = [importApplicants] as const;
