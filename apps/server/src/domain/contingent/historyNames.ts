import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/open.js';
import { organizations, users } from '../../db/schema/index.js';

/**
 * The history keeps a school or a curator as its id, as the record does; a person reads their
 * names. The names are looked up when the history is read, so a renamed school reads as it is
 * called now, and a record that is gone keeps only its number.
 */
const REFERENCE_FIELDS = {
  school_id: async (db: Db, ids: number[]) =>
    (await db.select({ id: organizations.id, name: organizations.name, shortName: organizations.shortName }).from(organizations).where(inArray(organizations.id, ids))).map(
      (row) => [row.id, row.shortName ?? row.name] as const,
    ),
  curator_id: async (db: Db, ids: number[]) => (await db.select({ id: users.id, name: users.fullName }).from(users).where(inArray(users.id, ids))).map((row) => [row.id, row.name] as const),
} satisfies Record<string, (db: Db, ids: number[]) => Promise<ReadonlyArray<readonly [number, string]>>>;

/** One field's change as the history stores it. */
type StoredChange = { field: string; before: unknown; after: unknown };

type ReferenceField = keyof typeof REFERENCE_FIELDS;
const isReferenceField = (field: string): field is ReferenceField => Object.hasOwn(REFERENCE_FIELDS, field);
const idOf = (value: unknown): number | null => (typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null);

export type NamedChange = StoredChange & { names?: { before?: string; after?: string } };

/** The changes with the current names of the schools and curators their values point at (two reads at most). */
export async function withReferenceNames(db: Db, changes: readonly StoredChange[][]): Promise<NamedChange[][]> {
  const wanted = new Map<ReferenceField, Set<number>>();
  for (const change of changes.flat()) {
    if (!isReferenceField(change.field)) continue;
    for (const id of [idOf(change.before), idOf(change.after)]) if (id !== null) wanted.set(change.field, (wanted.get(change.field) ?? new Set()).add(id));
  }
  const names = new Map<ReferenceField, Map<number, string>>();
  for (const [field, ids] of wanted) names.set(field, new Map(await REFERENCE_FIELDS[field](db, [...ids])));
  return changes.map((entry) =>
    entry.map((change) => {
      if (!isReferenceField(change.field)) return change;
      const known = names.get(change.field);
      const nameOf = (value: unknown) => {
        const id = idOf(value);
        return id === null ? undefined : known?.get(id);
      };
      const before = nameOf(change.before);
      const after = nameOf(change.after);
      return before === undefined && after === undefined ? change : { ...change, names: { ...(before === undefined ? {} : { before }), ...(after === undefined ? {} : { after }) } };
    }),
  );
}
