import type { fileApplication } from '@abitura/contracts';
import { ActionFailure, fail } from '../../actions/actionFailure.js';
import type { ActionContext } from '../../actions/context.js';
import type { Handler } from '../../actions/handlerTypes.js';
import { abiturientApplications, type abiturients } from '../../db/schema/index.js';
import { foundApplicant } from '../contingent/applicantRecord.js';
import type { ApplicantData } from '../contingent/applicantRows.js';
import { createApplicantHandler } from '../contingent/createApplicant.js';
import { duplicatesOf } from '../contingent/duplicates.js';
import { publishApplications, recordApplicationEvent, recordApplicationHistory, statementValuesOf, TIMELINE_TYPES } from './applicationHistory.js';
import { readApplicationItem } from './applicationRows.js';
import { liveApplications, placedAt, setPriorities } from './priorities.js';
import { checkExternalNumber, checkOneConsent, checkOneLivePerGroup, originalCollegeName, seasonGroup } from './statementChecks.js';
import { foundSeason } from './seasons.js';

type Params = Parameters<Handler<typeof fileApplication>>[0];
type Applicant = typeof abiturients.$inferSelect;

/** A statement's own fields as filing takes them (the action's, or a line of the mos.ru import). */
export type Statement = Pick<
  Params,
  'group_id' | 'average_mark' | 'preferential_right' | 'filing_method' | 'external_number' | 'original_documents' | 'original_college_id' | 'consent' | 'guardian_name' | 'guardian_phone' | 'priority' | 'state'
> & { submitted_at?: Date };

const dateOf = (date: string | null) => (date === null ? '' : ` (${date.split('-').reverse().join('.')})`);

/**
 * The applicant a new statement names, created through the contingent's own handler (history,
 * 'added' interaction, audit). Likely duplicates refuse it with CONFLICT naming them, unless the
 * person saw them and files anyway.
 */
export async function createStatementApplicant(ctx: ActionContext, data: ApplicantData, ignoreDuplicates: boolean): Promise<Applicant> {
  if (!ignoreDuplicates) {
    const duplicates = await duplicatesOf(ctx.db, data);
    if (duplicates.length > 0) {
      const names = duplicates.slice(0, 5).map((candidate) => `${candidate.fullname}${dateOf(candidate.birth_date)}, № ${candidate.id}`);
      fail(
        'CONFLICT',
        `Похоже, абитуриент уже есть в контингенте: ${names.join('; ')}${duplicates.length > 5 ? ` и ещё ${duplicates.length - 5}` : ''}. Выберите его из найденных или подайте заявление с отметкой «Всё равно создать».`,
      );
    }
  }
  try {
    const record = await createApplicantHandler({ data, ignore_duplicates: true }, ctx);
    return foundApplicant(ctx.db, Number(record.id), { lock: true });
  } catch (error) {
    // The contingent names its fields from its own params (data.x); here they sit under applicant.
    if (error instanceof ActionFailure && error.issues) throw new ActionFailure(error.code, error.message, error.issues.map((issue) => ({ ...issue, path: `applicant.${issue.path}` })));
    throw error;
  }
}

/**
 * Files a statement for an applicant whose row the caller holds locked: the group must be the
 * season's, one live application per group, one live consent per season, the mos.ru number once
 * per season; the statement takes its priority (the others shift down) or the next free one.
 * History, timeline (when filed, not a draft), audit and the season's event. The new id.
 */
export async function fileStatement(ctx: ActionContext, seasonId: number, applicant: Applicant, statement: Statement): Promise<number> {
  const group = await seasonGroup(ctx.db, seasonId, statement.group_id);
  await checkOneLivePerGroup(ctx.db, applicant.id, statement.group_id, group.label);
  await checkExternalNumber(ctx.db, seasonId, statement.external_number);
  if (statement.consent === 'accepted') await checkOneConsent(ctx.db, applicant.id, seasonId);
  await originalCollegeName(ctx.db, statement.original_college_id);
  const live = await liveApplications(ctx.db, applicant.id, seasonId);
  if (statement.priority !== undefined && statement.priority > live.length + 1) {
    const message = `Приоритет ${statement.priority} невозможен: у абитуриента ${live.length} действующих заявлений в этом сезоне, новое может получить приоритет от 1 до ${live.length + 1}.`;
    fail('INVALID_PARAMS', message, [{ path: 'priority', message }]);
  }
  const [row] = await ctx.db
    .insert(abiturientApplications)
    .values({
      abiturientId: applicant.id,
      seasonId,
      groupId: statement.group_id,
      collegeId: group.row.collegeId,
      programId: group.row.programId,
      // A place past the others for now: setPriorities numbers them all below.
      priority: live.length + 1,
      state: statement.state,
      averageMark: statement.average_mark,
      preferentialRight: statement.preferential_right,
      filingMethod: statement.filing_method,
      externalNumber: statement.external_number,
      originalDocuments: statement.original_documents,
      originalCollegeId: statement.original_college_id,
      consent: statement.consent === 'accepted',
      consentAt: statement.consent === 'accepted' ? ctx.now : null,
      guardianName: statement.guardian_name,
      guardianPhone: statement.guardian_phone,
      createdBy: ctx.caller.user?.id ?? null,
      submittedAt: statement.submitted_at ?? ctx.now,
      updatedAt: ctx.now,
    })
    .returning();
  const created = row as typeof abiturientApplications.$inferSelect;
  const order = placedAt(
    live.map((each) => each.id),
    created.id,
    statement.priority,
  );
  const current = new Map([...live.map((each) => [each.id, each.priority] as const), [created.id, created.priority] as const]);
  const shifted = await setPriorities(ctx, applicant.id, order, current, new Set([created.id]));
  const filed = { ...created, priority: order.indexOf(created.id) + 1 };
  const values = await statementValuesOf(ctx.db, filed);
  await recordApplicationHistory(ctx, { abiturientId: applicant.id, applicationId: created.id, action: 'application.filed', before: null, after: values });
  if (statement.state === 'submitted') {
    await recordApplicationEvent(ctx, applicant, { type: statement.filing_method === 'mosru' ? TIMELINE_TYPES.filedMosru : TIMELINE_TYPES.filed, applicationId: created.id, collegeId: group.row.collegeId, group: group.label });
  }
  await ctx.audit({ action: 'Admission/FileApplication', entity: 'abiturientApplication', entityId: created.id, before: null, after: { abiturient_id: applicant.id, season_id: seasonId, group_id: statement.group_id, ...values } });
  publishApplications(ctx, seasonId, [created.id, ...shifted]);
  return created.id;
}

/** Admission/FileApplication: for an applicant of the contingent, or one created from the statement. */
export const fileApplicationHandler: Handler<typeof fileApplication> = async (params, ctx) => {
  await foundSeason(ctx.db, params.season_id);
  const applicant = 'id' in params.applicant ? await foundApplicant(ctx.db, params.applicant.id, { lock: true }) : await createStatementApplicant(ctx, params.applicant.data, params.applicant.ignore_duplicates);
  const id = await fileStatement(ctx, params.season_id, applicant, params);
  const item = await readApplicationItem(ctx.db, id);
  if (item === undefined) return fail('INTERNAL');
  return item;
};
