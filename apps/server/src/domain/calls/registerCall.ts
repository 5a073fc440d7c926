import type { registerCall } from '@abitura/contracts';
import { CALL_RESULTS } from '@abitura/contracts/vocabulary';
import { fail } from '../../actions/actionFailure.js';
import type { Handler } from '../../actions/handlerTypes.js';
import { foundApplicant } from '../contingent/applicantRecord.js';
import { callerIdOf } from '../contingent/signedInCaller.js';
import { organizationName } from '../interactions/createInteraction.js';
import { recordInteraction } from '../interactions/recordInteraction.js';
import { requireListCodes } from '../reference/listCodes.js';
import { referenceLabelAt } from '../reference/referenceReads.js';
import { insertCallback } from './callbackRows.js';
import { checkCallbackTime, moscowTimeOf } from './callbackTime.js';
import { completeDueCallbacks } from './dueCallbacks.js';
import { followOpenCallbacks } from './recallFlag.js';

/** Writing to the timeline is what Interaction/Create guards with this permission. */
const TIMELINE_PERMISSION = 'manageInteractions';
const NO_TIMELINE_RIGHT = 'Чтобы регистрировать звонки, нужно право «Запись взаимодействий с абитуриентами»: обратитесь к администратору.';

/** What the toast says about the callbacks the call made: one or several, with their Moscow times. */
function doneSentence(done: readonly { dueAt: Date }[]): string {
  if (done.length === 0) return '';
  const times = done.map((row) => moscowTimeOf(row.dueAt)).join('; ');
  return done.length === 1 ? ` Обратный звонок на ${times} (МСК) отмечен выполненным.` : ` Обратные звонки на ${times} (МСК) отмечены выполненными.`;
}

/**
 * Registers a call: an incall or outcall entry on the person's timeline (through
 * recordInteraction, with the theme, the result code, the comment and the callback time in
 * action_data) and, when a callback time is given, a callback owned by the caller. The caller's
 * own open callbacks of the person due by now or within the next hour (DUE_WINDOW_MS) are this
 * call, so they are marked done first; the person's recall flag then follows the open callbacks
 * left (with a history entry when it changes). All in one transaction. The contract already
 * settled whether the result needs or allows a callback time; the time itself is checked
 * against the clock here, and the theme against the talkThemes list as administrators keep it. Replies with the sentence the call card shows as its toast. Audited.
 */
export const registerCallHandler: Handler<typeof registerCall> = async ({ data }, ctx) => {
  if (!ctx.caller.user?.permissions.has(TIMELINE_PERMISSION)) fail('ACCESS_DENIED', NO_TIMELINE_RIGHT);
  const ownerId = callerIdOf(ctx);
  const entries = await requireListCodes(ctx.db, [{ path: 'data.theme', list: 'talkThemes', code: data.theme }]);
  const callbackAt = data.callbackAt === undefined ? null : checkCallbackTime(data.callbackAt, ctx.now, 'data.callbackAt');
  const applicant = await foundApplicant(ctx.db, data.personId, { lock: true });
  const orgName = data.organization === undefined ? null : await organizationName(ctx.db, data.organization);
  const actionData: Record<string, unknown> = { theme: data.theme };
  if (data.comment !== undefined && data.comment !== '') actionData.comment = data.comment;
  if (callbackAt !== null) actionData.callbackAt = callbackAt.toISOString();
  const { interaction } = await recordInteraction(
    ctx.db,
    applicant,
    {
      type: data.direction === 'incoming' ? 'incall' : 'outcall',
      result: String(data.result),
      organizationId: data.organization ?? null,
      oid: null,
      actionData,
      occurredAt: ctx.now,
    },
    { id: ownerId, name: ctx.caller.user?.fullName ?? null },
    { now: ctx.now, organizationName: orgName },
  );
  const done = await completeDueCallbacks(ctx.db, applicant.id, ownerId, ctx.now);
  const callback = callbackAt === null ? null : await insertCallback(ctx.db, { abiturientId: applicant.id, interactionId: interaction.id, ownerId, dueAt: callbackAt }, ctx.now);
  const recall = await followOpenCallbacks(ctx.db, applicant.id, ownerId, ctx.now);
  await ctx.audit({
    action: 'CallService/registerCall',
    entity: 'abiturient',
    entityId: applicant.id,
    after: { interaction: interaction.id, type: interaction.type, theme: data.theme, result: data.result, organization: data.organization ?? null, callback: callback?.id ?? null, callbackAt: callbackAt?.toISOString() ?? null, callbacksDone: done.map((row) => row.id), recall },
  });
  const resultLabel = CALL_RESULTS.find((entry) => entry.value === data.result)?.label ?? String(data.result);
  const theme = entries.get('data.theme');
  const themeLabel = theme ? referenceLabelAt(theme, ctx.now) : data.theme;
  const booked = callbackAt === null ? '' : ` Обратный звонок назначен на ${moscowTimeOf(callbackAt)} (МСК).`;
  const message = `Звонок зарегистрирован: ${resultLabel.toLowerCase()}, тема «${themeLabel}».${doneSentence(done)}${booked}`;
  ctx.setMessage(message);
  return { message, interaction_id: interaction.id, callback_id: callback?.id ?? null };
};
