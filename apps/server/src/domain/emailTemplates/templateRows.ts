import type { EmailTemplate } from '@abitura/contracts';
import { and, eq } from 'drizzle-orm';
import { fail } from '../../actions/actionFailure.js';
import type { Db } from '../../db/open.js';
import { emailTemplates, users } from '../../db/schema/index.js';

export type TemplateRow = typeof emailTemplates.$inferSelect;

export const TEMPLATE_NOT_FOUND = 'Шаблон письма не найден: возможно, его удалили. Обновите список шаблонов.';

/** Templates with the name of who changed them last, by code. */
export function selectTemplates(db: Db) {
  return db
    .select({ template: emailTemplates, editorName: users.fullName })
    .from(emailTemplates)
    .leftJoin(users, eq(users.id, emailTemplates.updatedBy))
    .orderBy(emailTemplates.code);
}

export function templateView({ template, editorName }: { template: TemplateRow; editorName: string | null }): EmailTemplate {
  return {
    id: template.id,
    code: template.code,
    name: template.name,
    action_type: template.actionType,
    subject: template.subject,
    body: template.body,
    active: template.active,
    updated_at: template.updatedAt.toISOString(),
    updated_by: template.updatedBy === null ? null : { id: template.updatedBy, name: editorName ?? '' },
  };
}

/** One template as the contracts show it, or NOT_FOUND. */
export async function foundTemplate(db: Db, id: number): Promise<EmailTemplate> {
  const [row] = await selectTemplates(db).where(eq(emailTemplates.id, id)).limit(1);
  if (!row) fail('NOT_FOUND', TEMPLATE_NOT_FOUND);
  return templateView(row as { template: TemplateRow; editorName: string | null });
}

/**
 * The active template a follow-up uses: the one with the code when a code is given, else the one
 * answering the action type; undefined when there is none.
 */
export async function activeTemplateFor(db: Db, choice: { code: string } | { actionType: number }): Promise<TemplateRow | undefined> {
  const match = 'code' in choice ? eq(emailTemplates.code, choice.code) : eq(emailTemplates.actionType, choice.actionType);
  const [row] = await db.select().from(emailTemplates).where(and(match, eq(emailTemplates.active, true))).limit(1);
  return row;
}
