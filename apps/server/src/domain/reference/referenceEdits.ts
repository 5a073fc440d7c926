import type { createReferenceItem, ReferenceItem, ReferenceListName, updateReferenceItem } from '@abitura/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { fail } from '../../actions/actionFailure.js';
import type { ActionContext } from '../../actions/context.js';
import type { Handler } from '../../actions/handlerTypes.js';
import type { Db } from '../../db/open.js';
import { referenceItems } from '../../db/schema/index.js';
import { readReferenceItem, readReferenceList } from './referenceReads.js';

/** Advisory-lock namespace of reference-list edits (the second key is the list's hash). */
const REFERENCE_EDIT_LOCK = 5_105_001;

/**
 * Edits of one list wait for each other to the end of their transaction, so two appends never
 * take the same position and a move renumbers the list as it stands.
 */
async function lockList(db: Db, list: ReferenceListName): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${REFERENCE_EDIT_LOCK}, hashtext(${list}))`);
}

const auditEntity = (list: ReferenceListName, code: string) => ({ entity: 'reference', entityId: `${list}/${code}` });

/** What the audit log keeps of an entry. */
const snapshot = (item: ReferenceItem) => ({ label: item.label, position: item.position, archived: item.archived, data: item.data });

export const createReferenceItemHandler: Handler<typeof createReferenceItem> = async (params, ctx) => {
  const { list, code, label } = params;
  await lockList(ctx.db, list);
  const [last] = await ctx.db
    .select({ position: sql<number>`coalesce(max(${referenceItems.position}), 0)::int` })
    .from(referenceItems)
    .where(eq(referenceItems.list, list));
  const [created] = await ctx.db
    .insert(referenceItems)
    .values({ list, code, label, position: Number(last?.position ?? 0) + 1, data: params.data ?? {}, updatedAt: ctx.now })
    .onConflictDoNothing()
    .returning({ code: referenceItems.code, label: referenceItems.label, position: referenceItems.position, archived: referenceItems.archived, data: referenceItems.data });
  if (!created) {
    const taken = await readReferenceItem(ctx.db, list, code);
    const message = `Код «${code}» уже есть в справочнике${taken ? ` («${taken.label}»${taken.archived ? ', в архиве' : ''})` : ''}. Выберите другой код${taken?.archived ? ' или верните запись из архива' : ''}.`;
    fail('CONFLICT', message, [{ path: 'code', message }]);
  }
  const item = created as ReferenceItem;
  await ctx.audit({ action: 'Reference/CreateItem', ...auditEntity(list, code), before: null, after: snapshot(item) });
  return item;
};

/** Flat data compared field by field: the database keeps jsonb keys in its own order. */
function sameData(left: Record<string, unknown>, right: Record<string, unknown>): boolean {
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => key in right && Object.is(left[key], right[key]));
}

/** The codes of a list in their new order: `code` taken out and put back at `position` (1-based, clamped). */
function moved(codes: readonly string[], code: string, position: number): string[] {
  const rest = codes.filter((other) => other !== code);
  const index = Math.min(Math.max(position, 1), rest.length + 1) - 1;
  return [...rest.slice(0, index), code, ...rest.slice(index)];
}

/** Numbers the list 1..n in the given order, writing only the rows whose number changes. */
async function renumber(ctx: ActionContext, list: ReferenceListName, codes: readonly string[]): Promise<void> {
  const order = JSON.stringify(codes.map((code, index) => ({ code, position: index + 1 })));
  await ctx.db.execute(sql`
    update ${referenceItems} set position = wanted.position, updated_at = ${ctx.now.toISOString()}::timestamptz
    from jsonb_to_recordset(${order}::jsonb) as wanted(code text, position int)
    where ${referenceItems.list} = ${list} and ${referenceItems.code} = wanted.code and ${referenceItems.position} <> wanted.position`);
}

/**
 * Renames, archives or restores, moves, or re-describes an entry of an editable list. A move
 * renumbers the whole list 1..n (archived entries keep their places among the others). Returns
 * the whole list, archived entries included, as the editing page shows it.
 */
export const updateReferenceItemHandler: Handler<typeof updateReferenceItem> = async (params, ctx) => {
  const { list, code } = params;
  await lockList(ctx.db, list);
  const entries = await readReferenceList(ctx.db, list, true);
  const current = entries.find((entry) => entry.code === code);
  if (!current) fail('NOT_FOUND', `Записи с кодом «${code}» нет в справочнике: возможно, код введён с ошибкой. Обновите страницу и выберите запись из списка.`);
  const before = snapshot(current as ReferenceItem);
  const codes = entries.map((entry) => entry.code);
  const order = params.position === undefined ? codes : moved(codes, code, params.position);
  const after = {
    label: params.label ?? before.label,
    position: order.indexOf(code) + 1,
    archived: params.archived ?? before.archived,
    data: params.data ?? before.data,
  };
  const renumbering = order.some((other, index) => entries[index]?.position !== index + 1 || other !== codes[index]);
  const unchanged = after.label === before.label && after.archived === before.archived && sameData(after.data, before.data);
  if (unchanged && !renumbering) {
    ctx.setMessage('Изменений нет.');
    return entries;
  }
  await ctx.db
    .update(referenceItems)
    .set({ label: after.label, archived: after.archived, data: after.data, updatedAt: ctx.now })
    .where(and(eq(referenceItems.list, list), eq(referenceItems.code, code)));
  if (renumbering) await renumber(ctx, list, order);
  await ctx.audit({ action: 'Reference/UpdateItem', ...auditEntity(list, code), before, after });
  return readReferenceList(ctx.db, list, true);
};
