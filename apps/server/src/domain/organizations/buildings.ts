import type { createBuild, updateBuild } from '@abitura/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { fail } from '../../actions/actionFailure.js';
import type { Handler } from '../../actions/handlerTypes.js';
import { organizationBuildings, organizations } from '../../db/schema/index.js';
import { toBuilding } from '../reference/buildings.js';
import { foundOrganization } from './organizationCard.js';
import { checkedPlace } from './places.js';

type Row = typeof organizationBuildings.$inferSelect;
type Data = z.output<(typeof updateBuild)['params']>['data'];

const NOT_FOUND = 'Здание не найдено: возможно, его удалили вместе с организацией. Обновите список зданий.';

/** What the audit keeps of a building. */
const snapshot = (row: Row) => ({ name: row.name, address: row.address, okrug: row.okrug, district: row.district, metro: row.metro, is_deleted: row.isDeleted });

/** Adds a building to an organization; okrug and district are checked against Moscow's lists. Audited. */
export const createBuildHandler: Handler<typeof createBuild> = async (params, ctx) => {
  const organization = await foundOrganization(ctx.db, params.organization);
  const place = checkedPlace({ okrug: params.okrug, district: params.district });
  const [row] = await ctx.db
    .insert(organizationBuildings)
    .values({ organizationId: organization.id, name: params.name, address: params.address, ...place, metro: params.metro, createdAt: ctx.now, updatedAt: ctx.now })
    .returning();
  const created = row as Row;
  await ctx.audit({ action: 'Organization/CreateBuild', entity: 'building', entityId: created.id, before: null, after: { organization: organization.id, ...snapshot(created) } });
  return toBuilding(created, organization.organizationId);
};

/** The columns `data` changes, deletion stamped with the moment and cleared on restore. */
function changesOf(row: Row, data: Data, now: Date): Partial<Row> {
  const changes: Partial<Row> = {};
  if (data.name !== undefined && data.name !== row.name) changes.name = data.name;
  if (data.address !== undefined && data.address !== row.address) changes.address = data.address;
  if (data.metro !== undefined && JSON.stringify(data.metro) !== JSON.stringify(row.metro)) changes.metro = data.metro;
  if (data.okrug !== undefined || data.district !== undefined) {
    const place = checkedPlace({ okrug: data.okrug === undefined ? row.okrug : data.okrug, district: data.district === undefined ? row.district : data.district }, 'data.');
    if (place.okrug !== row.okrug) changes.okrug = place.okrug;
    if (place.district !== row.district) changes.district = place.district;
  }
  // Deleting again keeps the first deletion's moment.
  if (data.is_deleted !== undefined && data.is_deleted !== row.isDeleted) Object.assign(changes, { isDeleted: data.is_deleted, deletedAt: data.is_deleted ? now : null });
  return changes;
}

/**
 * Changes a building; is_deleted true deletes it softly (stamped with the moment), false
 * restores it. Audited with the building before and after; nothing changed writes nothing.
 */
export const updateBuildHandler: Handler<typeof updateBuild> = async ({ id, data }, ctx) => {
  const [found] = await ctx.db
    .select({ building: organizationBuildings, code: organizations.organizationId })
    .from(organizationBuildings)
    .innerJoin(organizations, eq(organizations.id, organizationBuildings.organizationId))
    .where(eq(organizationBuildings.id, id))
    .limit(1);
  if (!found) fail('NOT_FOUND', NOT_FOUND);
  const { building: row, code } = found as NonNullable<typeof found>;
  const changes = changesOf(row, data, ctx.now);
  if (Object.keys(changes).length === 0) {
    ctx.setMessage('Изменений нет.');
    return toBuilding(row, code);
  }
  const [updated] = await ctx.db
    .update(organizationBuildings)
    .set({ ...changes, updatedAt: ctx.now })
    .where(eq(organizationBuildings.id, id))
    .returning();
  const after = updated as Row;
  await ctx.audit({ action: 'Organization/UpdateBuild', entity: 'building', entityId: id, before: snapshot(row), after: snapshot(after) });
  return toBuilding(after, code);
};
