import type { createResponsibles, deleteResponsibles, readResponsibles, Responsible, updateResponsibles } from '@abitura/contracts';
import { RESPONSIBLES_PER_ORGANIZATION } from '@abitura/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { fail } from '../../actions/actionFailure.js';
import type { Handler } from '../../actions/handlerTypes.js';
import type { Db } from '../../db/open.js';
import { folded } from '../../db/folding.js';
import { organizationResponsibles } from '../../db/schema/index.js';
import { foundOrganization } from './organizationCard.js';
import { shortPersonName } from './operatorName.js';
import { countRows, readPage } from '../../db/paging.js';

type Row = typeof organizationResponsibles.$inferSelect;
type Data = z.output<(typeof updateResponsibles)['params']>['data'];

const NOT_FOUND = 'Контакт не найден: возможно, его уже удалили. Обновите список контактов.';
const UNREACHABLE = 'Укажите телефон или электронную почту контакта: без них с ним не связаться.';
const quotaReached = `У организации уже ${RESPONSIBLES_PER_ORGANIZATION} контактов — больше добавить нельзя. Удалите устаревшие контакты и повторите.`;

/** Wire field -> drizzle column key of the fields a contact's form edits. */
const COLUMNS = {
  fullname: 'fullname',
  position: 'position',
  activity: 'activity',
  phone: 'phone',
  email: 'email',
  operator_shortname: 'operatorShortname',
  operator_organization: 'operatorOrganization',
} as const satisfies Record<keyof Data, keyof Row>;
type WireKey = keyof typeof COLUMNS;

export function toResponsible(row: Row): Responsible {
  return {
    id: row.id,
    org_id: row.orgId,
    phone: row.phone,
    email: row.email,
    activity: row.activity,
    position: row.position,
    fullname: row.fullname,
    operator_shortname: row.operatorShortname,
    operator_organization: row.operatorOrganization,
    updated_at: row.updatedAt.toISOString(),
  };
}

async function foundResponsible(db: Db, id: number): Promise<Row> {
  const [row] = await db.select().from(organizationResponsibles).where(eq(organizationResponsibles.id, id)).limit(1);
  if (!row) fail('NOT_FOUND', NOT_FOUND);
  return row as Row;
}

/**
 * Contacts by full name (folded, so case and ё do not split the order), then id, a page at a
 * time: one organization's, or the whole registry's when org_id is absent.
 */
export const readResponsiblesHandler: Handler<typeof readResponsibles> = async ({ search }, ctx) => {
  if (search.org_id !== undefined) await foundOrganization(ctx.db, search.org_id);
  const where = search.org_id === undefined ? undefined : eq(organizationResponsibles.orgId, search.org_id);
  const total = await countRows(ctx.db, organizationResponsibles, where);
  const rows = await readPage(total, search.page, search.itemsPerPage, (limit, offset) =>
    ctx.db
      .select()
      .from(organizationResponsibles)
      .where(where)
      .orderBy(sql`${folded(organizationResponsibles.fullname)} asc nulls last`, asc(organizationResponsibles.id))
      .limit(limit)
      .offset(offset),
  );
  return { items: rows.map(toResponsible), total, page: search.page, itemsPerPage: search.itemsPerPage };
};

/**
 * Adds a contact to an existing organization, within its quota. Who entered it defaults to the
 * caller's short name (Иванова А. С.). Audited.
 */
export const createResponsiblesHandler: Handler<typeof createResponsibles> = async (params, ctx) => {
  await foundOrganization(ctx.db, params.org_id, { lock: true });
  if ((await countRows(ctx.db, organizationResponsibles, eq(organizationResponsibles.orgId, params.org_id))) >= RESPONSIBLES_PER_ORGANIZATION) fail('CONFLICT', quotaReached);
  const caller = ctx.caller.user;
  const [row] = await ctx.db
    .insert(organizationResponsibles)
    .values({
      orgId: params.org_id,
      fullname: params.fullname,
      position: params.position,
      activity: params.activity,
      phone: params.phone,
      email: params.email,
      operatorShortname: params.operator_shortname ?? (caller ? shortPersonName(caller.fullName) : null),
      operatorOrganization: params.operator_organization,
      createdBy: caller?.id ?? null,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning();
  const created = toResponsible(row as Row);
  await ctx.audit({ action: 'Organization/CreateResponsibles', entity: 'responsible', entityId: created.id, before: null, after: created });
  return created;
};

/**
 * Changes the fields given; the contact must keep a phone or an e-mail. The audit entry holds
 * the changed fields before and after; nothing changed is answered without a write.
 */
export const updateResponsiblesHandler: Handler<typeof updateResponsibles> = async ({ id, data }, ctx) => {
  const row = await foundResponsible(ctx.db, id);
  const changed = (Object.keys(data) as WireKey[]).filter((key) => data[key] !== undefined && data[key] !== row[COLUMNS[key]]);
  const changes = Object.fromEntries(changed.map((key) => [COLUMNS[key], data[key]])) as Partial<Row>;
  const next = { ...row, ...changes };
  if (!next.phone && !next.email) fail('INVALID_PARAMS', UNREACHABLE, [{ path: 'data.phone', message: UNREACHABLE }]);
  if (changed.length === 0) {
    ctx.setMessage('Изменений нет.');
    return toResponsible(row);
  }
  const [updated] = await ctx.db
    .update(organizationResponsibles)
    .set({ ...changes, updatedAt: ctx.now })
    .where(eq(organizationResponsibles.id, id))
    .returning();
  const values = (source: Row) => Object.fromEntries(changed.map((key) => [key, source[COLUMNS[key]]]));
  await ctx.audit({ action: 'Organization/UpdateResponsibles', entity: 'responsible', entityId: id, before: values(row), after: values(updated as Row) });
  return toResponsible(updated as Row);
};

/** Deletes a contact and returns it as it was, so the screen can offer to put it back. Audited. */
export const deleteResponsiblesHandler: Handler<typeof deleteResponsibles> = async ({ id }, ctx) => {
  const [row] = await ctx.db.delete(organizationResponsibles).where(eq(organizationResponsibles.id, id)).returning();
  if (!row) fail('NOT_FOUND', NOT_FOUND);
  const deleted = toResponsible(row as Row);
  await ctx.audit({ action: 'Organization/DeleteResponsibles', entity: 'responsible', entityId: id, before: deleted, after: null });
  return deleted;
};
