import type {
  archiveQueueService,
  issueQueueDevice,
  listQueueDesks,
  listQueueDevices,
  listQueueServices,
  queueDesk,
  queueDevice,
  queueService,
  revokeQueueDevice,
  saveQueueDesk,
  saveQueueService,
} from '@abitura/contracts';
import { and, asc, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { fail } from '../../actions/actionFailure.js';
import type { Handler } from '../../actions/handlerTypes.js';
import type { Db } from '../../db/open.js';
import { queueDeskServices, queueDeskSignIns, queueDesks, queueDevices, queueServices, users } from '../../db/schema/index.js';
import { newDeviceKey } from './deviceKeys.js';
import { publishQueueChange } from './livePublish.js';
import { isUniqueViolation } from '../../db/uniqueViolation.js';

type ServiceRow = typeof queueServices.$inferSelect;
type DeviceRow = typeof queueDevices.$inferSelect;

const serviceView = (row: ServiceRow): z.input<typeof queueService> => ({
  id: row.id,
  prefix: row.prefix,
  name: row.name,
  hours: row.hours,
  priority: row.priority,
  active: row.active,
  position: row.position,
  archived: row.archivedAt !== null,
});

const deviceView = (row: DeviceRow): z.input<typeof queueDevice> => ({
  id: row.id,
  kind: row.kind as 'kiosk' | 'tv',
  name: row.name,
  keyPrefix: row.keyPrefix,
  createdAt: row.createdAt.toISOString(),
  revokedAt: row.revokedAt?.toISOString() ?? null,
  lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
});

/** Services in display order: the archived ones, or the others (only the active ones with `activeOnly`). */
export function servicesInOrder(db: Db, { archived = false, activeOnly = false }: { archived?: boolean; activeOnly?: boolean } = {}): Promise<ServiceRow[]> {
  return db
    .select()
    .from(queueServices)
    .where(and(archived ? isNotNull(queueServices.archivedAt) : isNull(queueServices.archivedAt), activeOnly ? eq(queueServices.active, true) : undefined))
    .orderBy(asc(queueServices.position), asc(queueServices.id));
}

export const listServicesHandler: Handler<typeof listQueueServices> = async ({ archived }, ctx) => ({ items: (await servicesInOrder(ctx.db, { archived })).map(serviceView) });

/** Another service holds the prefix (found first, or a save at the same moment took it). */
const prefixTaken = (prefix: string, holder: string | null) =>
  `Префикс «${prefix}» уже ${holder === null ? 'занят другой услугой' : `у услуги «${holder}»`}: выберите другой, чтобы номера талонов не путались.`;

export const saveServiceHandler: Handler<typeof saveQueueService> = async ({ id, ...fields }, ctx) => {
  const [clash] = await ctx.db
    .select({ name: queueServices.name })
    .from(queueServices)
    .where(id === undefined ? eq(queueServices.prefix, fields.prefix) : and(eq(queueServices.prefix, fields.prefix), ne(queueServices.id, id)))
    .limit(1);
  if (clash) return fail('CONFLICT', prefixTaken(fields.prefix, clash.name));
  if (id === undefined) {
    const [created] = await ctx.db
      .insert(queueServices)
      .values(fields)
      .returning()
      .catch((error: unknown) => (isUniqueViolation(error) ? fail('CONFLICT', prefixTaken(fields.prefix, null)) : Promise.reject(error)));
    const row = created as ServiceRow;
    await ctx.audit({ action: 'Queue/SaveService', entity: 'queue_service', entityId: row.id, before: null, after: serviceView(row) });
    publishQueueChange(ctx);
    return serviceView(row);
  }
  const [before] = await ctx.db.select().from(queueServices).where(eq(queueServices.id, id)).limit(1);
  if (!before) return fail('NOT_FOUND', 'Такой услуги нет: обновите список услуг.');
  const [updated] = await ctx.db
    .update(queueServices)
    .set(fields)
    .where(eq(queueServices.id, id))
    .returning()
    .catch((error: unknown) => (isUniqueViolation(error) ? fail('CONFLICT', prefixTaken(fields.prefix, null)) : Promise.reject(error)));
  const row = updated as ServiceRow;
  await ctx.audit({ action: 'Queue/SaveService', entity: 'queue_service', entityId: id, before: serviceView(before), after: serviceView(row) });
  publishQueueChange(ctx);
  return serviceView(row);
};

export const archiveServiceHandler: Handler<typeof archiveQueueService> = async ({ id }, ctx) => {
  const [before] = await ctx.db.select().from(queueServices).where(eq(queueServices.id, id)).limit(1);
  if (!before) return fail('NOT_FOUND', 'Такой услуги нет: обновите список услуг.');
  if (before.archivedAt !== null) return fail('CONFLICT', `Услуга «${before.name}» уже в архиве.`);
  const [updated] = await ctx.db.update(queueServices).set({ archivedAt: ctx.now, active: false }).where(eq(queueServices.id, id)).returning();
  const row = updated as ServiceRow;
  await ctx.audit({ action: 'Queue/ArchiveService', entity: 'queue_service', entityId: id, before: serviceView(before), after: serviceView(row) });
  publishQueueChange(ctx);
  return serviceView(row);
};

/**
 * Desks by name with the services each serves and the operator signed in there: those with the
 * given ids, or every desk (only the active ones with `activeOnly`).
 */
export async function desksOf(db: Db, { ids, activeOnly = false }: { ids?: number[]; activeOnly?: boolean } = {}): Promise<Array<z.input<typeof queueDesk>>> {
  const desks = await db
    .select({ id: queueDesks.id, name: queueDesks.name, active: queueDesks.active, operatorId: users.id, operatorName: users.fullName })
    .from(queueDesks)
    .leftJoin(queueDeskSignIns, eq(queueDeskSignIns.deskId, queueDesks.id))
    .leftJoin(users, eq(users.id, queueDeskSignIns.userId))
    .where(and(ids ? inArray(queueDesks.id, ids) : undefined, activeOnly ? eq(queueDesks.active, true) : undefined))
    .orderBy(asc(queueDesks.name), asc(queueDesks.id));
  const links = await db.select().from(queueDeskServices).orderBy(asc(queueDeskServices.serviceId));
  return desks.map((desk) => ({
    id: desk.id,
    name: desk.name,
    active: desk.active,
    serviceIds: links.filter((link) => link.deskId === desk.id).map((link) => link.serviceId),
    operator: desk.operatorId === null ? null : { id: desk.operatorId, name: desk.operatorName ?? '' },
  }));
}

export const listDesksHandler: Handler<typeof listQueueDesks> = async (_params, ctx) => ({ items: await desksOf(ctx.db) });

export const saveDeskHandler: Handler<typeof saveQueueDesk> = async ({ id, name, active, serviceIds }, ctx) => {
  const wanted = [...new Set(serviceIds)];
  const known = wanted.length === 0 ? [] : await ctx.db.select({ id: queueServices.id }).from(queueServices).where(and(inArray(queueServices.id, wanted), isNull(queueServices.archivedAt)));
  if (known.length !== wanted.length) return fail('NOT_FOUND', 'Некоторых из выбранных услуг нет или они в архиве: обновите список и выберите снова.');
  let deskId = id;
  let before: z.input<typeof queueDesk> | null = null;
  if (deskId === undefined) {
    const [created] = await ctx.db.insert(queueDesks).values({ name, active }).returning({ id: queueDesks.id });
    deskId = (created as { id: number }).id;
  } else {
    before = (await desksOf(ctx.db, { ids: [deskId] }))[0] ?? fail('NOT_FOUND', 'Такого окна нет: обновите список окон.');
    await ctx.db.update(queueDesks).set({ name, active }).where(eq(queueDesks.id, deskId));
    await ctx.db.delete(queueDeskServices).where(eq(queueDeskServices.deskId, deskId));
  }
  if (wanted.length > 0) await ctx.db.insert(queueDeskServices).values(wanted.map((serviceId) => ({ deskId: deskId as number, serviceId })));
  const after = (await desksOf(ctx.db, { ids: [deskId] }))[0] ?? fail('INTERNAL');
  await ctx.audit({ action: 'Queue/SaveDesk', entity: 'queue_desk', entityId: deskId, before, after });
  publishQueueChange(ctx);
  return after;
};

export const listDevicesHandler: Handler<typeof listQueueDevices> = async (_params, ctx) => {
  const rows = await ctx.db.select().from(queueDevices).orderBy(asc(queueDevices.kind), asc(queueDevices.id));
  return { items: rows.map(deviceView) };
};

/** The key is returned once and never stored: only its hash and first characters are kept. */
export const issueDeviceHandler: Handler<typeof issueQueueDevice> = async ({ kind, name }, ctx) => {
  const { key, hash, prefix } = newDeviceKey();
  const [created] = await ctx.db.insert(queueDevices).values({ kind, name, keyHash: hash, keyPrefix: prefix, createdAt: ctx.now }).returning();
  const device = deviceView(created as DeviceRow);
  await ctx.audit({ action: 'Queue/IssueDevice', entity: 'queue_device', entityId: device.id, before: null, after: device });
  ctx.setMessage('Ключ устройства показан только сейчас: введите его в настройках подключения устройства. Потерянный ключ не восстановить, только выпустить новый.');
  return { device, key };
};

export const revokeDeviceHandler: Handler<typeof revokeQueueDevice> = async ({ id }, ctx) => {
  const [before] = await ctx.db.select().from(queueDevices).where(eq(queueDevices.id, id)).limit(1);
  if (!before) return fail('NOT_FOUND', 'Такого устройства нет: обновите список устройств.');
  if (before.revokedAt !== null) return fail('CONFLICT', `Ключ устройства «${before.name}» уже отозван.`);
  const [updated] = await ctx.db.update(queueDevices).set({ revokedAt: ctx.now }).where(eq(queueDevices.id, id)).returning();
  const device = deviceView(updated as DeviceRow);
  await ctx.audit({ action: 'Queue/RevokeDevice', entity: 'queue_device', entityId: id, before: deviceView(before), after: device });
  // Its next request is refused, and its open sockets close now: their pushes were granted to the key.
  ctx.afterCommit(() => {
    ctx.services.devices.forget();
    ctx.services.sockets.closeDevices([id]);
  });
  return device;
};
