import { REFERENCE_LISTS, type referenceCatalogue, type ReferenceItem, type referenceList, type ReferenceListName } from '@abitura/contracts';
import { seasonalLabelRu, seasonBindingOf } from '@abitura/contracts/vocabulary';
import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { Handler } from '../../actions/handlerTypes.js';
import type { Db } from '../../db/open.js';
import { referenceItems } from '../../db/schema/index.js';

const itemColumns = {
  code: referenceItems.code,
  label: referenceItems.label,
  position: referenceItems.position,
  archived: referenceItems.archived,
  data: referenceItems.data,
};

/** An entry's Russian label with the season its `data.season` binds it to at `at`, for the server's own sentences. */
export function referenceLabelAt(entry: Pick<ReferenceItem, 'label' | 'data'>, at: Date): string {
  const season = seasonBindingOf(entry.data['season']);
  return season ? seasonalLabelRu({ label: entry.label, season }, at) : entry.label;
}

/** A list in display order; archived entries only when asked (pickers leave them out). */
export async function readReferenceList(db: Db, list: ReferenceListName, withArchived: boolean): Promise<ReferenceItem[]> {
  return db
    .select(itemColumns)
    .from(referenceItems)
    .where(and(eq(referenceItems.list, list), withArchived ? undefined : eq(referenceItems.archived, false)))
    .orderBy(asc(referenceItems.position), asc(referenceItems.code));
}

/** One entry, or undefined. */
export async function readReferenceItem(db: Db, list: ReferenceListName, code: string): Promise<ReferenceItem | undefined> {
  const [row] = await db
    .select(itemColumns)
    .from(referenceItems)
    .where(and(eq(referenceItems.list, list), eq(referenceItems.code, code)));
  return row;
}

export const referenceListHandler: Handler<typeof referenceList> = (params, ctx) => readReferenceList(ctx.db, params.list, params.withArchived);

/** The handler of a lookup action: the one list it names (LOOKUP_LISTS). */
export function lookupHandler(list: ReferenceListName) {
  return (params: { withArchived: boolean }, ctx: { db: Db }) => readReferenceList(ctx.db, list, params.withArchived);
}

/** Every list, even one with no entries yet, in the order of REFERENCE_LISTS. */
export const referenceCatalogueHandler: Handler<typeof referenceCatalogue> = async (_params, ctx) => {
  const rows = await ctx.db
    .select({
      list: referenceItems.list,
      count: sql<number>`count(*)::int`,
      archived: sql<number>`(count(*) filter (where ${referenceItems.archived}))::int`,
      updatedAt: max(referenceItems.updatedAt),
    })
    .from(referenceItems)
    .groupBy(referenceItems.list);
  const byList = new Map(rows.map((row) => [row.list, row]));
  return REFERENCE_LISTS.map(({ list, editable }) => {
    const row = byList.get(list);
    return { list, editable, count: Number(row?.count ?? 0), archived: Number(row?.archived ?? 0), updatedAt: row?.updatedAt?.toISOString() ?? null };
  });
};
