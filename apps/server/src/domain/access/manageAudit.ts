import type { AuditItem, listAudit } from '@abitura/contracts';
import { boundEnd, boundStart } from '@abitura/contracts';
import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Handler } from '../../actions/handlerTypes.js';
import type { Db } from '../../db/open.js';
import { auditLog, privilegeGroups, roles, users } from '../../db/schema/index.js';
import { countRows, readPage } from '../../db/paging.js';

/** The user an entry is about, beside the one who acted. */
const subject = alias(users, 'subject');

/** The entry is about a row of `table` whose id is its entityId (stored as text). */
const about = (entity: string, id: AnyPgColumn) => and(eq(auditLog.entity, entity), eq(auditLog.entityId, sql`(${id})::text`));

/**
 * Audit entries newest first, with the actor's name (null for anonymous or deleted actors) and
 * the name of the user, role or privilege group an entry is about as it is now (null for other
 * entities and deleted rows), so every reader names people and sets alike instead of numbering them.
 */
export async function auditItems(db: Db, where: SQL | undefined, limit: number, offset = 0): Promise<AuditItem[]> {
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorId: auditLog.actorId,
      actorName: users.fullName,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      entityName: sql<string | null>`coalesce(${subject.fullName}, ${roles.name}, ${privilegeGroups.name})`,
      before: auditLog.before,
      after: auditLog.after,
      requestId: auditLog.requestId,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .leftJoin(subject, about('user', subject.id))
    .leftJoin(roles, about('role', roles.id))
    .leftJoin(privilegeGroups, about('privilegeGroup', privilegeGroups.id))
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({ ...row, at: row.at.toISOString(), actorName: row.actorName ?? null, entityName: row.entityName ?? null }));
}

/**
 * The audit log a page at a time, newest first. A day bound covers the whole Moscow day
 * (`to: '2026-09-01'` includes that evening); a moment bound is taken as given.
 */
export const listAuditHandler: Handler<typeof listAudit> = async (params, ctx) => {
  const where = and(
    params.entity === undefined ? undefined : eq(auditLog.entity, params.entity),
    params.entityId === undefined ? undefined : eq(auditLog.entityId, params.entityId),
    params.actorId === undefined ? undefined : eq(auditLog.actorId, params.actorId),
    params.action === undefined ? undefined : eq(auditLog.action, params.action),
    params.from === undefined ? undefined : gte(auditLog.at, new Date(boundStart(params.from))),
    params.to === undefined ? undefined : lte(auditLog.at, new Date(boundEnd(params.to))),
  );
  const total = await countRows(ctx.db, auditLog, where);
  const items = await readPage(total, params.page, params.pageSize, (limit, offset) => auditItems(ctx.db, where, limit, offset));
  return { items, total, page: params.page, pageSize: params.pageSize };
};
