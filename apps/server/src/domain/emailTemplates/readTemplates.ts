import { EMAIL_TEMPLATE_VARIABLES, type getEmailTemplate, type listEmailTemplates, type previewEmailTemplate } from '@abitura/contracts';
import { and, eq } from 'drizzle-orm';
import type { Handler } from '../../actions/handlerTypes.js';
import { emailTemplates } from '../../db/schema/index.js';
import { foundApplicant } from '../contingent/applicantRecord.js';
import { foundTemplate, selectTemplates, templateView } from './templateRows.js';
import { checkedDraft, renderDraft, SAMPLE_PERSON, SAMPLE_TEST, templateValues } from './templateValues.js';

/** The templates by code, filtered by active and action type, with the variables they may use. */
export const listEmailTemplatesHandler: Handler<typeof listEmailTemplates> = async (params, ctx) => {
  const where = and(
    params.active === undefined ? undefined : eq(emailTemplates.active, params.active),
    params.action_type === undefined ? undefined : eq(emailTemplates.actionType, params.action_type),
  );
  const rows = await selectTemplates(ctx.db).where(where);
  return { items: rows.map(templateView), variables: EMAIL_TEMPLATE_VARIABLES.map((variable) => ({ ...variable })) };
};

export const getEmailTemplateHandler: Handler<typeof getEmailTemplate> = async ({ id }, ctx) => foundTemplate(ctx.db, id);

/** A draft rendered as the applicant (or the sample person) would get it from the caller today. */
export const previewEmailTemplateHandler: Handler<typeof previewEmailTemplate> = async (params, ctx) => {
  const draft = checkedDraft(params);
  const person = params.personId === undefined ? SAMPLE_PERSON : await foundApplicant(ctx.db, params.personId);
  return renderDraft(draft, await templateValues(ctx.db, person, ctx.caller, ctx.now, SAMPLE_TEST));
};
