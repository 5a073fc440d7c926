import type { getOrganization, OrganizationCard, OrganizationTypeName } from '@abitura/contracts';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { fail } from '../../actions/actionFailure.js';
import type { Handler } from '../../actions/handlerTypes.js';
import type { Db } from '../../db/open.js';
import {
  abiturients,
  educationPrograms,
  organizationBuildings,
  organizationInteractions,
  organizationResponsibles,
  organizations,
  organizationVacancies,
} from '../../db/schema/index.js';
import { listColumns } from './organizationFilter.js';

export const ORGANIZATION_NOT_FOUND = 'Организация не найдена: возможно, её удалили или ссылка устарела. Вернитесь к списку организаций.';

/**
 * The organization's row, or NOT_FOUND: every action about one organization starts here.
 * `lock` holds the row until the write's transaction ends, so writes that count what the
 * organization already has (its contacts' quota) take turns.
 */
export async function foundOrganization(db: Db, id: number, { lock = false } = {}): Promise<typeof organizations.$inferSelect> {
  const query = db.select().from(organizations).where(eq(organizations.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) fail('NOT_FOUND', ORGANIZATION_NOT_FOUND);
  return row as typeof organizations.$inferSelect;
}

/** How many rows of `table` point at the organization, as a subquery of the card's one query. */
const countOf = (table: PgTable, column: AnyPgColumn, also?: SQL) =>
  sql<number>`(select count(*)::int from ${table} where ${and(eq(column, organizations.id), also)})`;

/**
 * The card with the counts of its tabs, read in one query. Buildings count only standing ones
 * (the tab lists deleted ones on request); students are the applicants whose school it is.
 */
export async function organizationCardOf(db: Db, id: number): Promise<OrganizationCard> {
  const [row] = await db
    .select({
      ...listColumns,
      address_asur: organizations.addressAsur,
      inn: organizations.inn,
      phone: organizations.phone,
      email: organizations.email,
      website: organizations.website,
      head: organizations.head,
      createdAt: organizations.createdAt,
      updatedAt: organizations.updatedAt,
      responsibles: countOf(organizationResponsibles, organizationResponsibles.orgId),
      buildings: countOf(organizationBuildings, organizationBuildings.organizationId, eq(organizationBuildings.isDeleted, false)),
      vacancies: countOf(organizationVacancies, organizationVacancies.organizationId),
      programs: countOf(educationPrograms, educationPrograms.organizationId),
      interactions: countOf(organizationInteractions, organizationInteractions.organizationId),
      students: countOf(abiturients, abiturients.schoolId),
    })
    .from(organizations)
    .where(eq(organizations.id, id))
    .limit(1);
  if (!row) fail('NOT_FOUND', ORGANIZATION_NOT_FOUND);
  const found = row as NonNullable<typeof row>;
  const { createdAt, updatedAt, responsibles, buildings, vacancies, programs, interactions, students, ...fields } = found;
  return {
    ...fields,
    type: fields.type as OrganizationTypeName,
    created_at: createdAt.toISOString(),
    updated_at: updatedAt.toISOString(),
    counts: { responsibles: Number(responsibles), buildings: Number(buildings), vacancies: Number(vacancies), programs: Number(programs), interactions: Number(interactions), students: Number(students) },
  };
}

export const getOrganizationHandler: Handler<typeof getOrganization> = async ({ id }, ctx) => organizationCardOf(ctx.db, id);
