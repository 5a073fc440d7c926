import type { duplicateCandidate, findDuplicates } from '@abitura/contracts';
import { and, desc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Handler } from '../../actions/handlerTypes.js';
import type { Db } from '../../db/open.js';
import { folded, foldSearch } from '../../db/folding.js';
import { abiturientInteractions, abiturients } from '../../db/schema/index.js';
import { countOf } from './applicantRecord.js';
import { selectListRows, toListItem } from './applicantRows.js';

type Candidate = z.output<typeof duplicateCandidate>;
type Reason = Candidate['reasons'][number];

/** What is known of the person being entered (any part may be missing). */
export interface DuplicateProbe {
  last_name?: string | undefined;
  first_name?: string | undefined;
  middle_name?: string | null | undefined;
  birth_date?: string | null | undefined;
  phones?: readonly string[] | undefined;
  email?: string | null | undefined;
  id_number?: string | null | undefined;
}

/** Most candidates one probe returns. */
export const MAX_DUPLICATES = 20;

/**
 * Each reason's condition, only for what the probe holds. Every one is served by an index: the
 * birth date's (then the folded names are compared on those few rows), the phones' GIN index
 * (`&&`), lower(email)'s and the id number's.
 */
function reasonConditions(probe: DuplicateProbe): Array<{ reason: Reason; condition: SQL }> {
  const conditions: Array<{ reason: Reason; condition: SQL }> = [];
  if (probe.last_name && probe.first_name && probe.birth_date) {
    const middle = probe.middle_name ? foldSearch(probe.middle_name) : null;
    conditions.push({
      reason: 'name_birth_date',
      condition: and(
        eq(abiturients.birthDate, probe.birth_date),
        eq(folded(abiturients.lastName), foldSearch(probe.last_name)),
        eq(folded(abiturients.firstName), foldSearch(probe.first_name)),
        // A patronymic tells people apart only when both records have one.
        middle === null ? undefined : or(isNull(abiturients.middleName), eq(folded(abiturients.middleName), middle)),
      ) as SQL,
    });
  }
  if (probe.phones && probe.phones.length > 0) {
    conditions.push({ reason: 'phone', condition: sql`${abiturients.phones} && array[${sql.join(probe.phones.map((phone) => sql`${phone}`), sql`, `)}]::text[]` });
  }
  if (probe.email) conditions.push({ reason: 'email', condition: sql`lower(${abiturients.email}) = ${probe.email.toLowerCase()}` });
  if (probe.id_number) conditions.push({ reason: 'id_number', condition: eq(abiturients.idNumber, probe.id_number) });
  return conditions;
}

/**
 * Records that look like the same person as the probe, strongest first (more reasons first),
 * at most MAX_DUPLICATES, `except` left out; each with why and how many interactions it has.
 */
export async function duplicatesOf(db: Db, probe: DuplicateProbe, except?: number): Promise<Candidate[]> {
  const conditions = reasonConditions(probe);
  if (conditions.length === 0) return [];
  const matched = Object.fromEntries(conditions.map(({ reason, condition }) => [reason, sql<boolean>`coalesce(${condition}, false)`]));
  const strength = sql<number>`(${sql.join(
    conditions.map(({ condition }) => sql`(case when ${condition} then 1 else 0 end)`),
    sql` + `,
  )})`;
  const hits = await db
    .select({
      id: abiturients.id,
      strength,
      interactions: countOf(abiturientInteractions, abiturientInteractions.abiturientId),
      ...matched,
    })
    .from(abiturients)
    .where(and(or(...conditions.map(({ condition }) => condition)), except === undefined ? undefined : ne(abiturients.id, except)))
    .orderBy(desc(strength), desc(abiturients.updatedAt), desc(abiturients.id))
    .limit(MAX_DUPLICATES);
  if (hits.length === 0) return [];
  const rows = new Map((await selectListRows(db).where(inArray(abiturients.id, hits.map((hit) => hit.id)))).map((row) => [row.row.id, toListItem(row)]));
  return hits.flatMap((hit) => {
    const item = rows.get(hit.id);
    if (item === undefined) return [];
    const flags = hit as unknown as Record<string, unknown>;
    return [
      {
        id: item.id,
        fullname: item.fullname,
        birth_date: item.birth_date,
        phones: item.phones,
        email: item.email,
        school: item.school?.name ?? null,
        reasons: conditions.map(({ reason }) => reason).filter((reason) => flags[reason] === true),
        interactions: hit.interactions,
      },
    ];
  });
}

/** Likely duplicates of an applicant being entered or edited. */
export const findDuplicatesHandler: Handler<typeof findDuplicates> = async (params, ctx) => duplicatesOf(ctx.db, params, params.except);
