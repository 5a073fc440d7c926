/**
 * The season's snapshot the ranking reads and the result it writes (issue 26), exactly as a
 * committee member exports it (`AutoRating/Snapshot`) and checks it offline (`abitura admission
 * rank FILE`): programmes (competitive groups) with their places, applicants with their average,
 * achievement points, GIA, consent and choices. Bad input is refused with the path and what is
 * wrong, never ranked; the schema's messages are keys, worded by readSnapshot in Russian or English.
 */
import { z } from 'zod';

const id = z.string({ error: 'string' }).min(1, 'empty');

export const rankingSnapshot = z
  .object({
    programs: z.array(
      z
        .object({
          id,
          places: z.number({ error: 'number' }).int('integer').min(0, 'negativePlaces'),
        })
        .strict(),
    ),
    applicants: z.array(
      z
        .object({
          id,
          score: z.number({ error: 'number' }),
          points: z.number({ error: 'number' }),
          gia: z.boolean({ error: 'boolean' }),
          consent: z.union([id, z.null()], { error: 'consent' }),
          choices: z.array(
            z
              .object({
                program: id,
                priority: z.number({ error: 'number' }).int('integer').min(1, 'priorityFrom1'),
                passedTests: z.boolean({ error: 'boolean' }),
              })
              .strict(),
          ),
        })
        .strict(),
    ),
  })
  .strict()
  .superRefine((snapshot, ctx) => {
    const programs = new Set<string>();
    snapshot.programs.forEach((program, index) => {
      if (programs.has(program.id)) ctx.addIssue({ code: 'custom', path: ['programs', index, 'id'], message: 'programTwice', params: { id: program.id } });
      programs.add(program.id);
    });
    const applicants = new Set<string>();
    snapshot.applicants.forEach((applicant, index) => {
      if (applicants.has(applicant.id)) ctx.addIssue({ code: 'custom', path: ['applicants', index, 'id'], message: 'applicantTwice', params: { id: applicant.id } });
      applicants.add(applicant.id);
      const priorities = new Set<number>();
      const chosen = new Set<string>();
      applicant.choices.forEach((choice, at) => {
        const path = ['applicants', index, 'choices', at];
        if (!programs.has(choice.program)) ctx.addIssue({ code: 'custom', path: [...path, 'program'], message: 'unknownProgram', params: { id: choice.program } });
        if (chosen.has(choice.program)) ctx.addIssue({ code: 'custom', path: [...path, 'program'], message: 'chosenTwice', params: { id: choice.program } });
        if (priorities.has(choice.priority)) ctx.addIssue({ code: 'custom', path: [...path, 'priority'], message: 'priorityTwice', params: { id: choice.priority } });
        chosen.add(choice.program);
        priorities.add(choice.priority);
      });
      if (applicant.consent !== null && !programs.has(applicant.consent)) ctx.addIssue({ code: 'custom', path: ['applicants', index, 'consent'], message: 'unknownProgram', params: { id: applicant.consent } });
    });
  });
export type RankingSnapshot = z.infer<typeof rankingSnapshot>;

export const RANKING_STATUSES = ['OK', 'RISK', 'NA', 'CONFLICT', 'NO_GIA'] as const;
export type RankingStatus = (typeof RANKING_STATUSES)[number];

export interface RankingResult {
  applications: Array<{ applicant: string; program: string; status: RankingStatus }>;
  cutoffs: Array<{ program: string; score: number; points: number }>;
}

/** The words of a snapshot's problems, by the schema's message keys, in the CLI's two languages. */
const WORDS = {
  ru: {
    string: 'нужна непустая строка',
    empty: 'нужна непустая строка',
    number: 'нужно число',
    integer: 'нужно целое число',
    boolean: 'нужно true или false',
    consent: 'нужна группа (строка) или null',
    negativePlaces: 'число мест не может быть отрицательным',
    priorityFrom1: 'приоритет — целое число от 1',
    programTwice: 'группа «{id}» указана дважды',
    applicantTwice: 'абитуриент «{id}» указан дважды',
    unknownProgram: 'неизвестная группа «{id}»',
    chosenTwice: 'группа «{id}» выбрана дважды',
    priorityTwice: 'приоритет {id} указан дважды',
    unknownKeys: 'лишние поля: {id}',
    shape: 'не то значение: ожидается {id}',
  },
  en: {
    string: 'a non-empty string is expected',
    empty: 'a non-empty string is expected',
    number: 'a number is expected',
    integer: 'a whole number is expected',
    boolean: 'true or false is expected',
    consent: 'a group (string) or null is expected',
    negativePlaces: 'places cannot be negative',
    priorityFrom1: 'a priority is a whole number from 1',
    programTwice: 'group "{id}" is listed twice',
    applicantTwice: 'applicant "{id}" is listed twice',
    unknownProgram: 'unknown group "{id}"',
    chosenTwice: 'group "{id}" is chosen twice',
    priorityTwice: 'priority {id} is given twice',
    unknownKeys: 'unknown fields: {id}',
    shape: 'wrong value: {id} is expected',
  },
} as const;
export type SnapshotLanguage = keyof typeof WORDS;

/** One problem of a snapshot as a line: where (a JSON path, `(snapshot)` for the whole) and what. */
function problemText(issue: z.core.$ZodIssue, language: SnapshotLanguage): string {
  const words: Record<string, string> = WORDS[language];
  const where = issue.path.length === 0 ? (language === 'ru' ? '(снимок)' : '(snapshot)') : issue.path.map(String).join('.');
  const params = (issue as { params?: { id?: unknown } }).params;
  let what: string;
  if (issue.code === 'unrecognized_keys') what = (words.unknownKeys as string).replace('{id}', issue.keys.join(', '));
  else if (issue.message in words) what = (words[issue.message] as string).replace('{id}', String(params?.id ?? ''));
  else if (issue.code === 'invalid_type') what = (words.shape as string).replace('{id}', issue.expected);
  else what = issue.message;
  return `${where}: ${what}`;
}

/** The snapshot, or the problems that keep it from being ranked (one line each, in `language`). */
export function readSnapshot(input: unknown, language: SnapshotLanguage = 'ru'): { ok: true; snapshot: RankingSnapshot } | { ok: false; problems: string[] } {
  const parsed = rankingSnapshot.safeParse(input);
  if (parsed.success) return { ok: true, snapshot: parsed.data };
  return { ok: false, problems: parsed.error.issues.map((issue) => problemText(issue, language)) };
}
