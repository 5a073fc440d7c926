import { normalizePhone } from '@abitura/sdk';
import type { searchApplicants } from '@abitura/sdk/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Handler } from '../../actions/registry.js';
import { containsWord } from '../../db/folding.js';
import { abiturients } from '../../db/schema/index.js';
import { FULLNAME_KEYS, isCorrectable, isSelectiveSearch, nameRelevance, nameSearchCondition, textArray } from './applicantFilter.js';
import { fullName, selectListRows, type ListRow } from './applicantRows.js';

type Hit = z.input<typeof searchApplicants.result>['items'][number];

/** Digits with the separators people type in phones and id numbers: "+7 (916) 123-45", "123-456-789 01". */
const NUMBER_LIKE = /^[\d\s()+.-]+$/;
/** Fewer digits than this match too many numbers to be a lookup. */
const MIN_DIGITS = 3;

/**
 * What a query looks for: an e-mail when it holds '@', a phone or an id number when it is made of
 * digits (and their separators), a name otherwise. Each reads its own index: the trigram index of
 * contact_text (phone digits in both the 7 and the 8 form, the lower-cased e-mail, the id
 * number's digits) or that of search_text.
 */
function lookup(query: string): { where: SQL | undefined; similar?: { where: SQL | undefined; first: SQL }; first: SQL | null; kind: 'name' | 'number' | 'email'; digits: string } | null {
  if (query.includes('@')) {
    const email = query.toLowerCase();
    return { where: containsWord(abiturients.contactText, email), first: sql`lower(${abiturients.email}) = ${email}`, kind: 'email', digits: '' };
  }
  if (NUMBER_LIKE.test(query)) {
    const digits = query.replace(/\D/g, '');
    if (digits.length < MIN_DIGITS) return null;
    const phone = normalizePhone(query);
    // A whole phone or id number typed out puts its owner first.
    const exact = phone === null ? sql`${abiturients.idNumber} = ${digits}` : sql`(${abiturients.phones} @> ${textArray([phone])} or ${abiturients.idNumber} = ${digits})`;
    return { where: containsWord(abiturients.contactText, digits), first: exact, kind: 'number', digits };
  }
  // A short fragment ("ов") matches much of the table: by name straight off the name index then.
  // Names similar to the query (a typo) are looked for only when none contains it.
  return {
    where: nameSearchCondition(query),
    ...(isCorrectable(query) ? { similar: { where: nameSearchCondition(query, 'similar'), first: nameRelevance(query, 'similar') } } : {}),
    first: isSelectiveSearch(query) ? nameRelevance(query, 'contained') : null,
    kind: 'name',
    digits: '',
  };
}

/** Which of a number's owners' contacts holds the digits typed (8… is the 7… phone). */
function matchedNumber({ row }: ListRow, digits: string): Hit['matched'] {
  const local = digits.replace(/^8/, '7');
  if (row.phones.some((phone) => phone.replace(/\D/g, '').includes(local) || phone.replace(/\D/g, '').includes(digits))) return 'phone';
  if (row.idNumber?.includes(digits)) return 'id_number';
  return 'email';
}

/**
 * Quick lookup as the user types: at most `limit` applicants, best matches first (an exact phone,
 * e-mail or id number, or the most similar name; then by name), and whether there are more. A
 * query no name contains is looked for again among similar names, as the lists do.
 */
export const searchApplicantsHandler: Handler<typeof searchApplicants> = async ({ query, limit }, ctx) => {
  const found = lookup(query);
  if (found === null) return { items: [], more: false };
  const read = (where: SQL | undefined, first: SQL | null) =>
    selectListRows(ctx.db)
      .where(where)
      .orderBy(...(first === null ? [] : [sql`${first} desc`]), ...FULLNAME_KEYS, abiturients.id)
      .limit(limit + 1);
  let rows = await read(found.where, found.first);
  if (rows.length === 0 && found.similar !== undefined) rows = await read(found.similar.where, found.similar.first);
  const items = rows
    .slice(0, limit)
    .map((listRow) => quickSearchHit(listRow, found.kind === 'name' ? 'name' : found.kind === 'email' ? 'email' : matchedNumber(listRow, found.digits)));
  return { items, more: rows.length > limit };
};

/** A found applicant as the quick lookup (and the call card's person list) shows it. */
export function quickSearchHit<Matched extends string = Hit['matched']>(listRow: ListRow, matched: Matched): Omit<Hit, 'matched'> & { matched: Matched } {
  return {
    id: listRow.row.id,
    fullname: fullName(listRow.row),
    birth_date: listRow.row.birthDate,
    phones: listRow.row.phones,
    email: listRow.row.email,
    id_number: listRow.row.idNumber,
    school: listRow.schoolName,
    processing_status: listRow.row.processingStatus as Hit['processing_status'],
    matched,
  };
}
