import type { OrganizationInteraction, organizationInteractionCreate, organizationInteractionsGet } from '@abitura/contracts';
import { MAX_ORGANIZATION_INTERACTIONS } from '@abitura/contracts';
import { desc, eq } from 'drizzle-orm';
import { fail } from '../../actions/actionFailure.js';
import type { Handler } from '../../actions/handlerTypes.js';
import type { Db } from '../../db/open.js';
import { organizationInteractions, users } from '../../db/schema/index.js';
import { foundOrganization } from './organizationCard.js';

/** How far ahead of the server's clock a date may be: a workstation's clock runs a little fast. */
const FUTURE_SLACK_MS = 5 * 60_000;
const IN_FUTURE = 'Дата взаимодействия ещё не наступила: укажите, когда оно уже состоялось.';

type Row = typeof organizationInteractions.$inferSelect;

function toInteraction(row: Row, authorName: string | null): OrganizationInteraction {
  return {
    id: row.id,
    organization: row.organizationId,
    type: row.type,
    result: row.result,
    comment: row.comment,
    date: row.occurredAt.toISOString(),
    // An author whose account was deleted leaves the record anonymous.
    author: row.authorId !== null && authorName !== null ? { id: row.authorId, name: authorName } : null,
    created_at: row.createdAt.toISOString(),
  };
}

async function interactionsOf(db: Db, organizationId: number): Promise<OrganizationInteraction[]> {
  const rows = await db
    .select({ interaction: organizationInteractions, authorName: users.fullName })
    .from(organizationInteractions)
    .leftJoin(users, eq(users.id, organizationInteractions.authorId))
    .where(eq(organizationInteractions.organizationId, organizationId))
    .orderBy(desc(organizationInteractions.occurredAt), desc(organizationInteractions.id))
    .limit(MAX_ORGANIZATION_INTERACTIONS);
  return rows.map((row) => toInteraction(row.interaction, row.authorName));
}

/** The organization's interactions, newest first by when they happened (the newest MAX). */
export const organizationInteractionsGetHandler: Handler<typeof organizationInteractionsGet> = async ({ id }, ctx) => {
  await foundOrganization(ctx.db, id);
  return interactionsOf(ctx.db, id);
};

/** Records an interaction by the caller, dated now unless a past moment is given. Audited. */
export const organizationInteractionCreateHandler: Handler<typeof organizationInteractionCreate> = async (params, ctx) => {
  await foundOrganization(ctx.db, params.organization);
  const date = params.date === undefined ? ctx.now : new Date(params.date);
  if (date.getTime() > ctx.now.getTime() + FUTURE_SLACK_MS) fail('INVALID_PARAMS', IN_FUTURE, [{ path: 'date', message: IN_FUTURE }]);
  const author = ctx.caller.user;
  const [row] = await ctx.db
    .insert(organizationInteractions)
    .values({
      organizationId: params.organization,
      type: params.type,
      result: params.result,
      comment: params.comment,
      occurredAt: date,
      authorId: author?.id ?? null,
      createdAt: ctx.now,
    })
    .returning();
  const created = toInteraction(row as Row, author?.fullName ?? null);
  await ctx.audit({
    action: 'Interaction/OrganizationCreate',
    entity: 'organizationInteraction',
    entityId: created.id,
    before: null,
    after: { organization: created.organization, type: created.type, result: created.result, comment: created.comment, date: created.date },
  });
  return created;
};
