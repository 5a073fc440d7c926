import { normalizePhone } from '@abitura/sdk';
import type { searchApplicants } from '@abitura/sdk/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Handler } from '../../actions/registry.js';
import { containsWord } from '../../db/folding.js';
import { abiturients } from '../../db/schema/index.js';
import type { Db } from '../../db/open.js';
import { closestFirst, FULLNAME_KEYS, isCorrectable, isSelectiveSearch, nameRelevance, nameSearchCondition, textArray, type NameMatch } from './applicantFilter.js';
import { fullName, selectListRows, type ListRow } from './applicantRows.js';
import { correctSearch } from './nameCorrections.js';

type Hit = z.input<typeof searchApplicants.result>['items'][number];

/** Digits with the separators people type in phones and id numbers: "+7 (916) 123-45", "123-456-789 01". */
const NUMBER_LIKE = /^[\d\s()+.-]+$/;
/** Fewer digits than this match too many numbers to be a lookup. */
const MIN_DIGITS = 3;

/**
 * What a query looks for: an e-mail when it holds '@', a phone or an id number when it is made of
 * digits (and their separators), a name otherwise. Each reads its own index: the trigram index of
 * contact_text (phone digits in both the 7 and the 8 form, the lower-cased e-mail, the id
 * number's digits) or that of search_text. `first` orders the best matches first.
 */
function lookup(query: string): { where: SQL | undefined; first: SQL[]; kind: 'name' | 'number' | 'email'; digits: string } | null {
  if (query.includes('@')) {
    const email = query.toLowerCase();
    return { where: containsWord(abiturients.contactText, email), first: [sql`lower(${abiturients.email}) = ${email} desc`], kind: 'email', digits: '' };
  }
  if (NUMBER_LIKE.test(query)) {
    const digits = query.replace(/\D/g, '');
    if (digits.length < MIN_DIGITS) return null;
    const phone = normalizePhone(query);
    // A whole phone or id number typed out puts its owner first.
    const exact = phone === null ? sql`${abiturients.idNumber} = ${digits}` : sql`(${abiturients.phones} @> ${textArray([phone])} or ${abiturients.idNumber} = ${digits})`;
    return { where: containsWord(abiturients.contactText, digits), first: [sql`${exact} desc`], kind: 'number', digits };
  }
  // A short fragment ("ов") matches much of the table: by name straight off the name index then.
  return { where: nameSearchCondition(query), first: isSelectiveSearch(query) ? [sql`${nameRelevance(query)} desc`] : [], kind: 'name', digits: '' };
}

/** Which of a number's owners' contacts holds the digits typed (8… is the 7… phone). */
function matchedNumber({ row }: ListRow, digits: string): Hit['matched'] {
  const local = digits.replace(/^8/, '7');
  if (row.phones.some((phone) => phone.replace(/\D/g, '').includes(local) || phone.replace(/\D/g, '').includes(digits))) return 'phone';
  if (row.idNumber?.includes(digits)) return 'id_number';
  return 'email';
}

/**
 * The applicants a query finds, best first, at most `limit` of them (quickSearchHit), and whether
 * there are more. A name no applicant's contains is read as a typo and corrected, as the lists do
 * (countApplicantMatches).
 */
export async function findApplicants(db: Db, query: string, limit: number): Promise<{ items: Hit[]; more: boolean }> {
  const found = lookup(query);
  if (found === null) return { items: [], more: false };
  const read = (where: SQL | undefined, first: readonly SQL[]) =>
    selectListRows(db)
      .where(where)
      .orderBy(...first, ...FULLNAME_KEYS, abiturients.id)
      .limit(limit + 1);
  let rows = await read(found.where, found.first);
  if (rows.length === 0 && found.kind === 'name' && isCorrectable(query)) {
    const names: NameMatch = { corrected: await correctSearch(db, query) };
    if (names.corrected.some((word) => word.corrections.length > 0)) rows = await read(nameSearchCondition(query, names), closestFirst(names));
  }
  const items = rows
    .slice(0, limit)
    .map((listRow) => quickSearchHit(listRow, found.kind === 'name' ? 'name' : found.kind === 'email' ? 'email' : matchedNumber(listRow, found.digits)));
  return { items, more: rows.length > limit };
}

/** Quick lookup as the user types: a name (typos corrected), a phone, an e-mail or an id number. */
export const searchApplicantsHandler: Handler<typeof searchApplicants> = ({ query, limit }, ctx) => findApplicants(ctx.db, query, limit);

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
