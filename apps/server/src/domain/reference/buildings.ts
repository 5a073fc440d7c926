import type { Building, referenceOrganizationBuilds } from '@abitura/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { fail } from '../../actions/actionFailure.js';
import type { Handler } from '../../actions/handlerTypes.js';
import type { Db } from '../../db/open.js';
import { organizationBuildings, organizations } from '../../db/schema/index.js';

type BuildingRow = typeof organizationBuildings.$inferSelect;

/** A building row as the wire carries it, under its organization's registry code. */
export function toBuilding(row: BuildingRow, organizationCode: string | null): Building {
  return {
    id: row.id,
    organization: row.organizationId,
    organization_id: organizationCode,
    name: row.name,
    address: row.address,
    okrug: row.okrug,
    district: row.district,
    metro: row.metro,
    is_deleted: row.isDeleted,
    deleted_at: row.deletedAt?.toISOString() ?? null,
  };
}

const ORDER = {
  // Unnamed buildings after the named ones; the address settles ties.
  name: [sql`${organizationBuildings.name} asc nulls last`, asc(organizationBuildings.address)],
  address: [asc(organizationBuildings.address)],
} as const;

/** The standing (or deleted) buildings of an organization, by its database id. */
export async function readBuildings(db: Db, organizationId: number, organizationCode: string | null, deleted: boolean, orderBy: keyof typeof ORDER): Promise<Building[]> {
  const rows = await db
    .select()
    .from(organizationBuildings)
    .where(and(eq(organizationBuildings.organizationId, organizationId), eq(organizationBuildings.isDeleted, deleted)))
    .orderBy(...ORDER[orderBy], asc(organizationBuildings.id));
  return rows.map((row) => toBuilding(row, organizationCode));
}

/** The buildings of the organization whose registry code (organization_id) the search names. */
export const organizationBuildsHandler: Handler<typeof referenceOrganizationBuilds> = async ({ search, config }, ctx) => {
  const code = search.organization.organization_id;
  const [organization] = await ctx.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.organizationId, code));
  if (!organization) fail('NOT_FOUND', `Организация с кодом «${code}» не найдена: возможно, код изменился или организацию удалили. Обновите страницу.`);
  return readBuildings(ctx.db, (organization as { id: number }).id, code, search.organization.is_deleted, config.orderBy);
};
