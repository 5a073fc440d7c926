import { MOSRU_COLUMNS, mosruColumnOf, type importMosru, type MosruField, type MosruLineOutcome } from '@abitura/contracts';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { ActionFailure } from '../../actions/actionFailure.js';
import type { ActionContext } from '../../actions/context.js';
import type { Handler } from '../../actions/handlerTypes.js';
import { folded, foldSearch } from '../../db/folding.js';
import { abiturientApplications, abiturients, competitiveGroups, educationPrograms, organizations } from '../../db/schema/index.js';
import { foundApplicant } from '../contingent/applicantRecord.js';
import { createApplicantHandler } from '../contingent/createApplicant.js';
import { duplicatesOf } from '../contingent/duplicates.js';
import { outcomeCounts, runPartImport, within } from '../fileImport/partImport.js';
import { fileStatement } from './fileApplication.js';
import { LIVE_STATES_SQL } from './groups.js';
import { readMosruLine, type LineRefusal, type MosruStatement } from './mosruLine.js';
import { foundSeason } from './seasons.js';

/** Applied parts are remembered as audit entries of this entity, keyed by the file's SHA-256. */
const KIND = { action: 'Admission/ImportMosru', entity: 'mosruImport' };

type Params = Parameters<Handler<typeof importMosru>>[0];
type Line = MosruLineOutcome;

class LineRefused extends Error {
  constructor(readonly refusal: LineRefusal) {
    super(refusal.message);
  }
}
const refuse = (refusal: LineRefusal): never => {
  throw new LineRefused(refusal);
};

/** The college a line names: by id, or by its full or short name (folded, exact). */
async function collegeOf(ctx: ActionContext, name: string, column: string): Promise<number> {
  const byId = /^\d+$/.test(name) ? eq(organizations.id, Number(name)) : undefined;
  const wanted = foldSearch(name.trim());
  const [college] = await ctx.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.type, 'college'), or(byId, eq(folded(organizations.name), wanted), eq(folded(organizations.shortName), wanted))))
    .limit(1);
  return college?.id ?? refuse({ reason: 'unknown_college', column, message: `Колледж «${name}» не найден в реестре: проверьте название в выгрузке.` });
}

/** The season's group of the line's programme (by code within the college, and base when given) and funding. */
async function groupOf(ctx: ActionContext, seasonId: number, collegeId: number, statement: MosruStatement, column: string): Promise<number> {
  const [group] = await ctx.db
    .select({ id: competitiveGroups.id })
    .from(competitiveGroups)
    .innerJoin(educationPrograms, eq(educationPrograms.id, competitiveGroups.programId))
    .where(
      and(
        eq(competitiveGroups.seasonId, seasonId),
        eq(competitiveGroups.collegeId, collegeId),
        eq(competitiveGroups.funding, statement.funding),
        sql`lower(${educationPrograms.code}) = ${statement.program_code.toLowerCase()}`,
        statement.base === null ? undefined : eq(competitiveGroups.base, statement.base),
      ),
    )
    .limit(1);
  const funding = statement.funding === 'budget' ? 'бюджетной' : 'платной';
  return (
    group?.id ??
    refuse({ reason: 'unknown_group', column, message: `У колледжа нет ${funding} конкурсной группы программы «${statement.program_code}»${statement.base ? ` на базе ${statement.base === 'SCH9' ? '9' : '11'} классов` : ''} в этом сезоне: проверьте код или создайте группы сезона.` })
  );
}

/** The person a line names: by SNILS, else by folded name and birth date; null when new. */
async function knownApplicant(ctx: ActionContext, data: MosruStatement['applicant']): Promise<number | null> {
  if (data.id_number) {
    const [bySnils] = await ctx.db.select({ id: abiturients.id }).from(abiturients).where(eq(abiturients.idNumber, data.id_number)).limit(1);
    if (bySnils) return bySnils.id;
  }
  const middle = data.middle_name ? foldSearch(data.middle_name) : null;
  const [byName] = await ctx.db
    .select({ id: abiturients.id })
    .from(abiturients)
    .where(
      and(
        eq(abiturients.birthDate, data.birth_date as string),
        eq(folded(abiturients.lastName), foldSearch(data.last_name)),
        eq(folded(abiturients.firstName), foldSearch(data.first_name)),
        middle === null ? undefined : or(isNull(abiturients.middleName), eq(folded(abiturients.middleName), middle)),
      ),
    )
    .orderBy(abiturients.id)
    .limit(1);
  return byName?.id ?? null;
}

/** The season's application that already stands for the line: the same mos.ru number, or the same person's live one to the group. */
async function existingApplication(ctx: ActionContext, seasonId: number, applicantId: number | null, groupId: number, number: string, column: string): Promise<{ id: number; sameNumber: boolean } | null> {
  const [byNumber] = await ctx.db
    .select({ id: abiturientApplications.id, abiturientId: abiturientApplications.abiturientId })
    .from(abiturientApplications)
    .where(and(eq(abiturientApplications.seasonId, seasonId), eq(abiturientApplications.externalNumber, number)))
    .limit(1);
  if (byNumber) {
    if (byNumber.abiturientId !== applicantId) {
      refuse({ reason: 'same_number_other_person', column, message: `Номер заявления «${number}» уже у заявления № ${byNumber.id} другого абитуриента: проверьте номер и ФИО в выгрузке.` });
    }
    return { id: byNumber.id, sameNumber: true };
  }
  if (applicantId === null) return null;
  const [live] = await ctx.db
    .select({ id: abiturientApplications.id })
    .from(abiturientApplications)
    .where(and(eq(abiturientApplications.abiturientId, applicantId), eq(abiturientApplications.groupId, groupId), sql`${abiturientApplications.state} in (${LIVE_STATES_SQL})`))
    .limit(1);
  return live ? { id: live.id, sameNumber: false } : null;
}

/**
 * One line: read (refused with the column when a value cannot be), its college, group and
 * person found, then matched to the application that stands for it, or filed (the person
 * created through the contingent's own handler when new) in a savepoint, so a line the rules
 * refuse takes nothing else with it.
 */
async function importLine(ctx: ActionContext, seasonId: number, columns: readonly string[], row: Params['rows'][number], dryRun: boolean): Promise<Line> {
  const refused = ({ reason, column, message }: LineRefusal): Line => ({ line: row.line, outcome: 'refused', application_id: null, applicant: null, reason, column, message });
  // The column at fault as the file names it.
  const header = (field: MosruField) => columns.find((name) => mosruColumnOf(name) === field) ?? MOSRU_COLUMNS[field];
  const reading = readMosruLine(columns, row.cells);
  if (!reading.ok) return refused(reading);
  const statement = reading.statement;
  try {
    const collegeId = await collegeOf(ctx, statement.college, header('college'));
    const groupId = await groupOf(ctx, seasonId, collegeId, statement, header('program_code'));
    const known = await knownApplicant(ctx, statement.applicant);
    const existing = await existingApplication(ctx, seasonId, known, groupId, statement.external_number, header('external_number'));
    if (existing) {
      const message = existing.sameNumber ? `Заявление № ${existing.id} с этим номером уже есть.` : `У абитуриента уже есть заявление № ${existing.id} в эту группу.`;
      return { line: row.line, outcome: 'matched', application_id: existing.id, applicant: 'found', reason: 'application_exists', column: null, message };
    }
    if (known === null) {
      const duplicates = await duplicatesOf(ctx.db, statement.applicant);
      if (duplicates.length > 0) {
        const names = duplicates.slice(0, 3).map((candidate) => `${candidate.fullname} (№ ${candidate.id})`);
        refuse({ reason: 'applicant_duplicates', column: null, message: `Похожие абитуриенты уже есть: ${names.join(', ')}. Проверьте СНИЛС и дату рождения в выгрузке или объедините записи.` });
      }
    }
    const id = await ctx.db.transaction(async (tx) => {
      const lineCtx = within(ctx, tx);
      const applicantId = known ?? Number((await createApplicantHandler({ data: statement.applicant, ignore_duplicates: true }, lineCtx)).id);
      const applicant = await foundApplicant(tx, applicantId, { lock: true });
      return fileStatement(lineCtx, seasonId, applicant, {
        group_id: groupId,
        average_mark: statement.average_mark,
        preferential_right: false,
        filing_method: 'mosru',
        external_number: statement.external_number,
        original_documents: statement.original_documents,
        original_college_id: null,
        consent: statement.consent ? 'accepted' : 'not_accepted',
        guardian_name: null,
        guardian_phone: null,
        priority: statement.priority,
        state: 'submitted',
        ...(statement.submitted_at === null ? {} : { submitted_at: statement.submitted_at }),
      });
    });
    return { line: row.line, outcome: 'created', application_id: dryRun ? null : id, applicant: known === null ? 'created' : 'found', reason: null, column: null, message: null };
  } catch (error) {
    if (error instanceof LineRefused) return refused(error.refusal);
    if (error instanceof ActionFailure) return refused({ reason: 'rejected_by_rules', column: null, message: error.message });
    throw error;
  }
}

/** Admission/ImportMosru: one part of a mos.ru export, through the shared part import (applied once per SHA-256 and part, a dry run rolled back). */
export const importMosruHandler: Handler<typeof importMosru> = async (params, ctx) => {
  await foundSeason(ctx.db, params.season_id);
  return runPartImport<Line>(
    ctx,
    KIND,
    params,
    async (lineCtx) => {
      const lines: Line[] = [];
      for (const row of params.rows) lines.push(await importLine(lineCtx, params.season_id, params.columns, row, params.dryRun));
      return lines;
    },
    (lines) => outcomeCounts(lines, ['created', 'matched', 'refused']),
  );
};
