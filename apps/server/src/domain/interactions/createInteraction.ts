import type { createInteraction } from '@abitura/contracts';
import { eq } from 'drizzle-orm';
import { fail } from '../../actions/actionFailure.js';
import type { Handler } from '../../actions/handlerTypes.js';
import type { Db } from '../../db/open.js';
import { organizations } from '../../db/schema/index.js';
import { insertCallback } from '../calls/callbackRows.js';
import { checkCallbackTime, moscowTimeOf } from '../calls/callbackTime.js';
import { followOpenCallbacks } from '../calls/recallFlag.js';
import { foundApplicant } from '../contingent/applicantRecord.js';
import { callerIdOf } from '../contingent/signedInCaller.js';
import { interactionTypeOf } from './interactionView.js';
import { recordInteraction } from './recordInteraction.js';

/** How far ahead of the server's clock a date may be: a workstation's clock runs a little fast. */
const FUTURE_SLACK_MS = 60_000;
const IN_FUTURE = 'Дата взаимодействия ещё не наступила: укажите, когда оно уже состоялось.';
const ADDED_ONLY_AT_CREATION = 'Запись «Добавлен в систему» появляется сама, когда абитуриента добавляют: выберите другой тип взаимодействия.';

const refuse = (path: string, message: string): never => fail('INVALID_PARAMS', message, [{ path, message }]);

/** The organization an interaction names must exist; its name, for the reply. */
export async function organizationName(db: Db, id: number): Promise<string> {
  const [organization] = await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, id)).limit(1);
  if (!organization) {
    const message = 'Организация не найдена в реестре: выберите её из списка заново.';
    return fail('NOT_FOUND', message, [{ path: 'organization', message }]);
  }
  return organization.name;
}

/**
 * Records an interaction by the caller, dated action_data.date when given (not in the future),
 * else now. The processing types move the status through the state machine; added is refused
 * (only a new record gets it) and so are archived types. A callbackScheduled entry books its
 * callback (action_data.callbackAt, by the call card's picker rules) for the caller in the same
 * transaction and the person's recall flag follows, so the calendar and the target list see it;
 * a bad time is refused before anything is written. Audited.
 */
export const createInteractionHandler: Handler<typeof createInteraction> = async (params, ctx) => {
  const type = interactionTypeOf(params.type);
  if (params.type === 'added') refuse('type', ADDED_ONLY_AT_CREATION);
  if (type?.status === 'archived') refuse('type', `Тип «${type.name}» больше не используется для новых записей: выберите другой.`);
  const date = typeof params.action_data.date === 'string' ? new Date(params.action_data.date) : ctx.now;
  if (date.getTime() > ctx.now.getTime() + FUTURE_SLACK_MS) refuse('action_data.date', IN_FUTURE);
  // The contract made sure a callbackScheduled entry carries a well-formed time.
  const callbackAt = params.type === 'callbackScheduled' ? checkCallbackTime(String(params.action_data.callbackAt), ctx.now, 'action_data.callbackAt') : null;
  const ownerId = callbackAt === null ? null : callerIdOf(ctx);
  const applicant = await foundApplicant(ctx.db, params.id, { lock: true });
  const orgName = params.organization === null ? null : await organizationName(ctx.db, params.organization);
  const author = ctx.caller.user;
  const actionData = callbackAt === null ? params.action_data : { ...params.action_data, callbackAt: callbackAt.toISOString() };
  const { interaction, processingStatus } = await recordInteraction(
    ctx.db,
    applicant,
    { type: params.type, result: params.result, organizationId: params.organization, oid: params.OID, actionData, occurredAt: date },
    { id: author?.id ?? null, name: author?.fullName ?? null },
    { now: ctx.now, organizationName: orgName },
  );
  let callback: { id: number } | null = null;
  if (callbackAt !== null && ownerId !== null) {
    callback = await insertCallback(ctx.db, { abiturientId: applicant.id, interactionId: interaction.id, ownerId, dueAt: callbackAt }, ctx.now);
    await followOpenCallbacks(ctx.db, applicant.id, ownerId, ctx.now);
    ctx.setMessage(`Обратный звонок назначен на ${moscowTimeOf(callbackAt)} (МСК): он появился в календаре.`);
  }
  await ctx.audit({
    action: 'Interaction/Create',
    entity: 'abiturient',
    entityId: params.id,
    before: processingStatus === applicant.processingStatus ? null : { processing_status: applicant.processingStatus },
    after: { interaction: interaction.id, type: interaction.type, result: interaction.result, organization: params.organization, OID: interaction.OID, date: interaction.date, processing_status: processingStatus, ...(callback === null ? {} : { callback: callback.id }) },
  });
  return { interaction, processing_status: processingStatus };
};
