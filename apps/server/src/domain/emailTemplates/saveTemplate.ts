import type { saveEmailTemplate } from '@abitura/contracts';
import { and, eq, ne, type SQL } from 'drizzle-orm';
import { fail } from '../../actions/actionFailure.js';
import type { Handler } from '../../actions/handlerTypes.js';
import type { Db } from '../../db/open.js';
import { emailTemplates } from '../../db/schema/index.js';
import { foundTemplate, TEMPLATE_NOT_FOUND, type TemplateRow } from './templateRows.js';
import { checkedDraft } from './templateValues.js';

const conflict = (path: string, message: string): never => fail('CONFLICT', message, [{ path, message }]);

/** Another template (not `id`) matching the condition. */
async function otherTemplate(db: Db, id: number | undefined, condition: SQL | undefined): Promise<TemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(emailTemplates)
    .where(and(condition, id === undefined ? undefined : ne(emailTemplates.id, id)))
    .limit(1);
  return row;
}

/** What the audit keeps of a template: everything but who and when (the audit has those). */
const audited = (row: TemplateRow) => ({ code: row.code, name: row.name, action_type: row.actionType, subject: row.subject, body: row.body, active: row.active });

/**
 * Creates a template, or changes the one named by id. The subject and body must use only known
 * variables with paired braces; codes are unique, and an action type has at most one active
 * template so the follow-up never has to choose. Audited.
 */
export const saveEmailTemplateHandler: Handler<typeof saveEmailTemplate> = async (params, ctx) => {
  checkedDraft(params);
  let before: TemplateRow | undefined;
  if (params.id !== undefined) {
    [before] = await ctx.db.select().from(emailTemplates).where(eq(emailTemplates.id, params.id)).limit(1).for('update');
    if (!before) fail('NOT_FOUND', TEMPLATE_NOT_FOUND);
  }
  if (await otherTemplate(ctx.db, params.id, eq(emailTemplates.code, params.code))) {
    conflict('code', `Шаблон с кодом «${params.code}» уже есть: выберите другой код или измените тот шаблон.`);
  }
  if (params.active && params.action_type !== null) {
    const rival = await otherTemplate(ctx.db, params.id, and(eq(emailTemplates.actionType, params.action_type), eq(emailTemplates.active, true)));
    if (rival) {
      conflict('action_type', `Для типа действия ${params.action_type} уже действует шаблон «${rival.name}» (${rival.code}): отключите его или выберите другой тип действия.`);
    }
  }
  const values = {
    code: params.code,
    name: params.name,
    actionType: params.action_type,
    subject: params.subject,
    body: params.body,
    active: params.active,
    updatedAt: ctx.now,
    updatedBy: ctx.caller.user?.id ?? null,
  };
  const [saved] = before
    ? await ctx.db.update(emailTemplates).set(values).where(eq(emailTemplates.id, before.id)).returning()
    : await ctx.db.insert(emailTemplates).values(values).returning();
  const after = saved as TemplateRow;
  await ctx.audit({ action: 'EmailTemplate/Save', entity: 'emailTemplate', entityId: after.id, before: before ? audited(before) : null, after: audited(after) });
  return foundTemplate(ctx.db, after.id);
};
