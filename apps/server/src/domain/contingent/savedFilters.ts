import type { ApplicantFilter, deleteSavedFilter, listSavedFilters, saveFilter } from '@abitura/contracts';
import { applicantFilter, MAX_SAVED_FILTERS } from '@abitura/contracts';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { fail } from '../../actions/actionFailure.js';
import type { Handler } from '../../actions/handlerTypes.js';
import { folded } from '../../db/folding.js';
import { savedFilters, users } from '../../db/schema/index.js';
import { refuseUnknownColumns } from './exportApplicants.js';
import { callerIdOf } from './signedInCaller.js';

type Row = typeof savedFilters.$inferSelect;
type SavedFilter = z.input<typeof saveFilter.result>;

const NOT_FOUND = 'Сохранённый фильтр не найден: возможно, его уже удалили. Обновите список фильтров.';
const quotaReached = `У вас уже ${MAX_SAVED_FILTERS} сохранённых фильтров — больше сохранить нельзя. Удалите ненужные или сохраните под именем существующего, чтобы заменить его.`;

/**
 * A stored filter as the contract reads it today: a field the filter no longer knows, or a value
 * it no longer accepts (a renamed status), is dropped instead of breaking the whole list.
 */
function currentFilter(stored: Record<string, unknown>): ApplicantFilter {
  const whole = applicantFilter.safeParse(stored);
  if (whole.success) return whole.data;
  const kept = Object.fromEntries(Object.entries(stored).filter(([key, value]) => applicantFilter.safeParse({ [key]: value }).success));
  return applicantFilter.parse(kept);
}

function toSavedFilter(row: Row): SavedFilter {
  return { id: row.id, name: row.name, filter: currentFilter(row.filter), columns: row.columns, created_at: row.createdAt.toISOString() };
}

/** The caller's saved filters by name (folded, so case and ё do not split the order). */
export const listSavedFiltersHandler: Handler<typeof listSavedFilters> = async (_params, ctx) => {
  const rows = await ctx.db
    .select()
    .from(savedFilters)
    .where(eq(savedFilters.userId, callerIdOf(ctx)))
    .orderBy(folded(savedFilters.name), asc(savedFilters.id));
  return rows.map(toSavedFilter);
};

/**
 * Saves the caller's filter under a name, replacing the one of the same name, within the quota.
 * The caller's row is locked first so two saves at once cannot both pass the quota check.
 */
export const saveFilterHandler: Handler<typeof saveFilter> = async ({ name, filter, columns }, ctx) => {
  const userId = callerIdOf(ctx);
  refuseUnknownColumns(columns, 'columns');
  await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [others] = await ctx.db
    .select({ n: count() })
    .from(savedFilters)
    .where(and(eq(savedFilters.userId, userId), ne(savedFilters.name, name)));
  if (Number(others?.n ?? 0) >= MAX_SAVED_FILTERS) fail('CONFLICT', quotaReached);
  const [row] = await ctx.db
    .insert(savedFilters)
    .values({ userId, name, filter, columns, createdAt: ctx.now })
    .onConflictDoUpdate({ target: [savedFilters.userId, savedFilters.name], set: { filter: sql`excluded.filter`, columns: sql`excluded.columns`, createdAt: ctx.now } })
    .returning();
  return toSavedFilter(row as Row);
};

/** Deletes one of the caller's saved filters and returns it; another user's is not found. */
export const deleteSavedFilterHandler: Handler<typeof deleteSavedFilter> = async ({ id }, ctx) => {
  const [row] = await ctx.db
    .delete(savedFilters)
    .where(and(eq(savedFilters.id, id), eq(savedFilters.userId, callerIdOf(ctx))))
    .returning();
  if (!row) fail('NOT_FOUND', NOT_FOUND);
  return toSavedFilter(row as Row);
};
