import { REFERENCE_LISTS } from '@abitura/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open.js';
import { referenceItems } from '../../db/schema/index.js';
import { FORMER_LABELS, REFERENCE_SOURCES } from './referenceSources.js';

/** The rows of some lists as one JSON parameter, each entry numbered 1..n in vocabulary order. */
function rowsJson(lists: readonly string[]): string {
  return JSON.stringify(
    lists.flatMap((list) => REFERENCE_SOURCES[list as keyof typeof REFERENCE_SOURCES].map((entry, index) => ({ list, ...entry, position: index + 1 }))),
  );
}

/** The JSON rows as a table; one parameter however many entries, so the statement stays small. */
const incoming = (json: string) =>
  sql`jsonb_to_recordset(${json}::jsonb) as incoming(list text, code text, label text, position int, archived boolean, data jsonb)`;

const inLists = (lists: readonly string[]) => sql`(${sql.join(
  lists.map((list) => sql`${list}`),
  sql`, `,
)})`;

/**
 * Writes the reference lists at every start. Fixed lists are made equal to the SDK vocabulary:
 * changed entries rewritten (an entry tampered with in the database is restored), entries the
 * code no longer has deleted, unchanged rows left alone so their updated_at says when the list
 * last really changed. Editable lists only gain the entries they lack, appended after the
 * administrators' own order, so renames, archives and moves survive restarts; an entry still
 * under a label the vocabulary itself once gave it (FORMER_LABELS) takes the current one.
 */
export async function upsertReferenceData(db: Db): Promise<void> {
  const fixed = REFERENCE_LISTS.filter((entry) => !entry.editable).map((entry) => entry.list);
  const editable = REFERENCE_LISTS.filter((entry) => entry.editable).map((entry) => entry.list);
  const table = referenceItems;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      with incoming as (select * from ${incoming(rowsJson(fixed))}),
      written as (
        insert into ${table} (list, code, label, position, archived, data)
        select list, code, label, position, archived, data from incoming
        on conflict (list, code) do update
          set label = excluded.label, position = excluded.position, archived = excluded.archived, data = excluded.data, updated_at = now()
          where (${table}.label, ${table}.position, ${table}.archived, ${table}.data)
            is distinct from (excluded.label, excluded.position, excluded.archived, excluded.data)
      )
      delete from ${table} as stored
        where stored.list in ${inLists(fixed)}
          and not exists (select 1 from incoming where incoming.list = stored.list and incoming.code = stored.code)`);
    await tx.execute(sql`
      insert into ${table} (list, code, label, position, archived, data)
      select incoming.list, incoming.code, incoming.label,
        coalesce((select max(stored.position) from ${table} as stored where stored.list = incoming.list), 0)
          + row_number() over (partition by incoming.list order by incoming.position),
        incoming.archived, incoming.data
      from ${incoming(rowsJson(editable))}
      where not exists (select 1 from ${table} as stored where stored.list = incoming.list and stored.code = incoming.code)
      on conflict (list, code) do nothing`);
    const former = JSON.stringify(FORMER_LABELS.map((entry) => ({ ...entry, current: REFERENCE_SOURCES[entry.list].find((source) => source.code === entry.code) })).filter((entry) => entry.current));
    await tx.execute(sql`
      update ${table} as stored
        set label = former.current->>'label', data = stored.data || (former.current->'data'), updated_at = now()
      from jsonb_to_recordset(${former}::jsonb) as former(list text, code text, label text, current jsonb)
      where stored.list = former.list and stored.code = former.code and stored.label = former.label`);
  });
}
