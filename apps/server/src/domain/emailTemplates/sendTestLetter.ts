import type { testSendEmailTemplate } from '@abitura/contracts';
import type { Handler } from '../../actions/handlerTypes.js';
import { enqueueMail } from '../../mail/outbox.js';
import { foundTemplate } from './templateRows.js';
import { checkedDraft, renderDraft, SAMPLE_PERSON, SAMPLE_TEST, templateValues } from './templateValues.js';

/** The outbox kind of a test letter, so the letters page tells it from a real one. */
export const TEMPLATE_TEST_KIND = 'template-test';

/**
 * Sends a template, filled with the sample person's values and the caller's, to the address given:
 * queued in the outbox in this transaction, delivered by a pass that starts after the commit.
 */
export const testSendEmailTemplateHandler: Handler<typeof testSendEmailTemplate> = async ({ id, to }, ctx) => {
  const template = await foundTemplate(ctx.db, id);
  const letter = renderDraft(checkedDraft(template), await templateValues(ctx.db, SAMPLE_PERSON, ctx.caller, ctx.now, SAMPLE_TEST));
  const createdBy = ctx.caller.user?.id;
  await enqueueMail(ctx.db, { to, subject: letter.subject, text: letter.body, kind: TEMPLATE_TEST_KIND, ...(createdBy === undefined ? {} : { createdBy }) }, ctx.now);
  await ctx.audit({ action: 'EmailTemplate/TestSend', entity: 'emailTemplate', entityId: id, after: { to, subject: letter.subject } });
  ctx.afterCommit(() => void ctx.services.mailer.flush());
  ctx.setMessage(`Тестовое письмо поставлено в очередь на адрес ${to}.`);
  return { to, subject: letter.subject };
};
