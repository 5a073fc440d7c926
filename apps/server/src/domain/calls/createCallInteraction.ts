import { CALL_ONLY_BY_CALL_FORM, type createCallInteraction } from '@abitura/contracts';
import { INTERACTION_TYPES, isCallInteractionType, type InteractionTypeEntry } from '@abitura/contracts/vocabulary';
import { fail } from '../../actions/actionFailure.js';
import type { ActionContext } from '../../actions/context.js';
import type { Handler } from '../../actions/handlerTypes.js';
import { enqueueMail } from '../../mail/outbox.js';
import { foundApplicant } from '../contingent/applicantRecord.js';
import { activeTemplateFor } from '../emailTemplates/templateRows.js';
import { checkedDraft, renderDraft, templateValues } from '../emailTemplates/templateValues.js';
import { recordInteraction } from '../interactions/recordInteraction.js';

/** The outbox kind of a follow-up letter. */
export const CALL_LETTER_KIND = 'call-centre';

const NEEDS_MANAGE = 'Чтобы записывать взаимодействия с абитуриентами, нужно право «Запись взаимодействий с абитуриентами»: обратитесь к администратору.';
const BOOK_WITH_THE_CALL = 'Обратный звонок назначается в форме звонка: выберите результат «Перезвонить позже» и укажите время обратного звонка.';
const NO_EMAIL = 'У абитуриента не указан e-mail: введите адрес, на который отправить письмо, или сохраните взаимодействие без письма.';

const refuse = (path: string, message: string): never => fail('INVALID_PARAMS', message, [{ path, message }]);

/** The type actionType names; the contract admits only known ids. */
function followUpType(actionType: number): InteractionTypeEntry {
  const type = INTERACTION_TYPES.find((entry) => entry.id === actionType) as InteractionTypeEntry;
  if (type.category === 'system') refuse('actionType', `«${type.name}» меняет статус обработки и записывается в карточке абитуриента: выберите тип действия после звонка.`);
  if (type.status === 'archived') refuse('actionType', `Тип «${type.name}» больше не используется для новых записей: выберите другой.`);
  // A callbackScheduled entry without its callback would never reach the calendar; the call form books both.
  if (type.type === 'callbackScheduled') refuse('actionType', BOOK_WITH_THE_CALL);
  // The call itself was just registered with its theme and result; a second call entry would count it twice.
  if (isCallInteractionType(type.type)) refuse('actionType', CALL_ONLY_BY_CALL_FORM);
  return type;
}

/**
 * The letter the follow-up sends, rendered for the applicant, or nothing when none is asked for.
 * A letter asked for without a template to write it from refuses the whole follow-up: the
 * sentence is logged (SPEC section 8) and the transaction rolls back, so nothing is written.
 */
async function followUpLetter(
  ctx: ActionContext,
  params: { actionType: number; notify: boolean; actionData: { template?: string | null | undefined; email?: string | null | undefined } },
  applicant: Awaited<ReturnType<typeof foundApplicant>>,
): Promise<{ to: string; subject: string; body: string; template: string } | null> {
  const code = params.actionData.template ?? null;
  if (!params.notify && code === null) return null;
  const template = await activeTemplateFor(ctx.db, code === null ? { actionType: params.actionType } : { code });
  if (!template) {
    const value = code ?? String(params.actionType);
    const sentence = `Не найден шаблон для значения «${value}». Выберите шаблон или сохраните взаимодействие без письма.`;
    ctx.log.warn({ personId: applicant.id, actionType: params.actionType, template: code }, sentence);
    return fail('NOT_FOUND', sentence, [{ path: code === null ? 'actionType' : 'actionData.template', message: sentence }]);
  }
  const to = params.actionData.email || applicant.email || refuse('actionData.email', NO_EMAIL);
  const letter = renderDraft(checkedDraft(template), await templateValues(ctx.db, applicant, ctx.caller, ctx.now));
  return { to, ...letter, template: template.code };
}

/**
 * The call card's follow-up. The interaction recorded is the type whose INTERACTION_TYPES id is
 * actionType (8 is «Не дозвонились»); when a letter goes out it is queued in the outbox and the
 * timeline gains a sendEMail entry beside it (the one entry, when actionType is sendEMail
 * itself), all in one transaction with the applicant's row locked. Audited.
 */
export const createCallInteractionHandler: Handler<typeof createCallInteraction> = async (params, ctx) => {
  const author = ctx.caller.user;
  if (!author?.permissions.has('manageInteractions')) fail('ACCESS_DENIED', NEEDS_MANAGE);
  const type = followUpType(params.actionType);
  const applicant = await foundApplicant(ctx.db, params.personId, { lock: true });
  const letter = await followUpLetter(ctx, params, applicant);
  const writer = { id: author?.id ?? null, name: author?.fullName ?? null };
  const comment = params.actionData.comment ? { comment: params.actionData.comment } : {};
  const sent = letter ? { template: letter.template, email: letter.to } : {};
  const recorded = await recordInteraction(
    ctx.db,
    applicant,
    { type: type.type, result: params.result, organizationId: null, oid: null, actionData: { ...comment, ...sent }, occurredAt: ctx.now },
    writer,
    { now: ctx.now },
  );
  let emailEntry: number | null = null;
  if (letter) {
    await enqueueMail(ctx.db, { to: letter.to, subject: letter.subject, text: letter.body, kind: CALL_LETTER_KIND, abiturientId: applicant.id, ...(author ? { createdBy: author.id } : {}) }, ctx.now);
    if (type.type !== 'sendEMail') {
      const email = await recordInteraction(
        ctx.db,
        { id: applicant.id, processingStatus: recorded.processingStatus },
        { type: 'sendEMail', result: null, organizationId: null, oid: null, actionData: { ...sent, subject: letter.subject }, occurredAt: ctx.now },
        writer,
        { now: ctx.now },
      );
      emailEntry = email.interaction.id;
    }
    ctx.afterCommit(() => void ctx.services.mailer.flush());
  }
  await ctx.audit({
    action: 'CallService/createInteraction',
    entity: 'abiturient',
    entityId: applicant.id,
    after: { interaction: recorded.interaction.id, type: type.type, result: recorded.interaction.result, letter: letter ? { to: letter.to, subject: letter.subject, template: letter.template, interaction: emailEntry } : null },
  });
  ctx.setMessage(letter ? `Взаимодействие сохранено, письмо поставлено в очередь на адрес ${letter.to}.` : 'Взаимодействие сохранено.');
  return {
    interaction: recorded.interaction,
    letter: letter ? { to: letter.to, subject: letter.subject, template: letter.template } : null,
    processing_status: recorded.processingStatus,
  };
};
