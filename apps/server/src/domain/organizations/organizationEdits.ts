import type { createOrganization, updateOrganization } from '@abitura/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { fail } from '../../actions/actionFailure.js';
import type { Handler } from '../../actions/handlerTypes.js';
import type { Db } from '../../db/open.js';
import { organizations } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/uniqueViolation.js';
import { foundOrganization, organizationCardOf } from './organizationCard.js';
import { checkedPlace } from './places.js';

type Fields = z.output<(typeof createOrganization)['params']>;
type Row = typeof organizations.$inferSelect;

/** Wire field -> drizzle column key, for every field Create and Update take. */
const COLUMNS = {
  type: 'type',
  name: 'name',
  short_name: 'shortName',
  address: 'address',
  address_asur: 'addressAsur',
  organization_id: 'organizationId',
  okrug: 'okrug',
  district: 'district',
  mrsd: 'mrsd',
  kind: 'kind',
  status: 'status',
  inn: 'inn',
  phone: 'phone',
  email: 'email',
  website: 'website',
  head: 'head',
} as const satisfies Record<keyof Fields, keyof Row>;

type WireKey = keyof typeof COLUMNS;
const WIRE_KEYS = Object.keys(COLUMNS) as WireKey[];

const codeTaken = (code: string) => `Код организации «${code}» уже есть в реестре у другой организации. Проверьте код или найдите ту организацию в списке.`;

/** CONFLICT on the organization_id field (`path` as the form names it). */
function codeConflict(code: string, path: string): never {
  const message = codeTaken(code);
  return fail('CONFLICT', message, [{ path, message }]);
}

/** The organization_id must be new to the registry (apart from the organization itself). */
async function checkCodeFree(db: Db, code: string, path: string, ownId?: number): Promise<void> {
  const [holder] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.organizationId, code), ownId === undefined ? undefined : ne(organizations.id, ownId)))
    .limit(1);
  if (holder) codeConflict(code, path);
}

/**
 * Runs a write whose organization_id another request may have taken meanwhile: the unique index
 * refuses it, and the caller gets the same CONFLICT as from the check before.
 */
async function guardedByCode<T>(code: string | null, path: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (code !== null && isUniqueViolation(error)) codeConflict(code, path);
    throw error;
  }
}

/** Wire fields as column values (only those present). */
function toColumns(fields: { [K in WireKey]?: Fields[K] | undefined }): Partial<Row> {
  const columns: Partial<Row> = {};
  for (const key of Object.keys(fields) as WireKey[]) Object.assign(columns, { [COLUMNS[key]]: fields[key] });
  return columns;
}

/** The given wire fields of a row, for the audit's before and after. */
function wireValues(row: Row, keys: readonly WireKey[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((key) => [key, row[COLUMNS[key]]]));
}

/** Adds an organization; okrug and district are checked against Moscow's lists. Audited. */
export const createOrganizationHandler: Handler<typeof createOrganization> = async (params, ctx) => {
  const place = checkedPlace({ okrug: params.okrug, district: params.district });
  if (params.organization_id !== null) await checkCodeFree(ctx.db, params.organization_id, 'organization_id');
  const [row] = await guardedByCode(params.organization_id, 'organization_id', () =>
    ctx.db
      .insert(organizations)
      .values({ ...toColumns(params), type: params.type, name: params.name, ...place, createdAt: ctx.now, updatedAt: ctx.now })
      .returning(),
  );
  const created = row as Row;
  await ctx.audit({ action: 'Organization/Create', entity: 'organization', entityId: created.id, before: null, after: wireValues(created, WIRE_KEYS) });
  return organizationCardOf(ctx.db, created.id);
};

type UpdateData = z.output<(typeof updateOrganization)['params']>['data'];

/** The changes `data` makes to `row`, with okrug and district checked as they will stand. */
function changesOf(row: Row, data: UpdateData): Partial<Row> {
  const next = toColumns(data);
  if (data.okrug !== undefined || data.district !== undefined) {
    Object.assign(next, checkedPlace({ okrug: next.okrug === undefined ? row.okrug : next.okrug, district: next.district === undefined ? row.district : next.district }, 'data.'));
  }
  return Object.fromEntries(Object.entries(next).filter(([column, value]) => row[column as keyof Row] !== value)) as Partial<Row>;
}

/**
 * Changes the fields given; the audit entry holds the changed fields' values before and after.
 * Nothing changed is answered without a write.
 */
export const updateOrganizationHandler: Handler<typeof updateOrganization> = async ({ id, data }, ctx) => {
  const row = await foundOrganization(ctx.db, id);
  const changes = changesOf(row, data);
  const changed = WIRE_KEYS.filter((key) => COLUMNS[key] in changes);
  if (changed.length === 0) {
    ctx.setMessage('Изменений нет.');
    return organizationCardOf(ctx.db, id);
  }
  const code = changes.organizationId ?? null;
  if (code !== null) await checkCodeFree(ctx.db, code, 'data.organization_id', id);
  const [updated] = await guardedByCode(code, 'data.organization_id', () =>
    ctx.db
      .update(organizations)
      .set({ ...changes, updatedAt: ctx.now })
      .where(eq(organizations.id, id))
      .returning(),
  );
  await ctx.audit({ action: 'Organization/Update', entity: 'organization', entityId: id, before: wireValues(row, changed), after: wireValues(updated as Row, changed) });
  return organizationCardOf(ctx.db, id);
};
