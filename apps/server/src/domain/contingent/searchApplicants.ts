import { normalizePhone } from '@abitura/contracts/validation';
import type { searchApplicants } from '@abitura/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Handler } from '../../actions/handlerTypes.js';
import { containsWord } from '../../db/folding.js';
import type { Db } from '../../db/open.js';
import { abiturients } from '../../db/schema/index.js';
import { closestFirst, FULLNAME_KEYS, isCorrectable, isSelectiveSearch, nameRelevance, nameSearchCondition, textArray, type NameMatch } from './applicantFilter.js';
import { fullName, selectListRows, type ListRow } from './applicantRows.js';
import { correctSearch } from './nameCorrections.js';

type Hit = z.input<typeof searchApplicants.result>['items'][number];

/** Digits with the separators people type in phones and id numbers: "+7 (916) 123-45", "123-456-789 01". */
const NUMBER_LIKE = /^[\d\s()+.-]+$/;
/** Fewer digits than this match too many numbers to be a lookup. */
const MIN_DIGITS = 3;

/**
 * What a typed query looks for: an e-mail (lower-cased) when it holds '@', a number (its digits)
 * when it is made of digits and their separators, a name otherwise; null for a number too short
 * to look up. The header's search reads queries the same way.
 */
export type QueryKind = { kind: 'email'; email: string } | { kind: 'number'; digits: string } | { kind: 'name' };

export function queryKind(query: string): QueryKind | null {
  if (query.includes('@')) return { kind: 'email', email: query.toLowerCase() };
  if (!NUMBER_LIKE.test(query)) return { kind: 'name' };
  const digits = query.replace(/\D/g, '');
  return digits.length < MIN_DIGITS ? null : { kind: 'number', digits };
}

/** The digits a phone may hold for digits typed: 8… is also the 7… phone, as people dial it. */
export function phoneDigitForms(digits: string): string[] {
  return [...new Set([digits, digits.replace(/^8/, '7')])];
}

/**
 * Where and in which order a query's applicants are read. Each kind reads its own index: the
 * trigram index of contact_text (phone digits in both the 7 and the 8 form, the lower-cased
 * e-mail, the id number's digits) or that of search_text. `first` orders the best matches first.
 */
function lookup(found: QueryKind, query: string): { where: SQL | undefined; first: SQL[] } {
  if (found.kind === 'email') return { where: containsWord(abiturients.contactText, found.email), first: [sql`lower(${abiturients.email}) = ${found.email} desc`] };
  if (found.kind === 'number') {
    const phone = normalizePhone(query);
    // A whole phone or id number typed out puts its owner first.
    const exact = phone === null ? sql`${abiturients.idNumber} = ${found.digits}` : sql`(${abiturients.phones} @> ${textArray([phone])} or ${abiturients.idNumber} = ${found.digits})`;
    return { where: containsWord(abiturients.contactText, found.digits), first: [sql`${exact} desc`] };
  }
  // A short fragment ("ов") matches much of the table: by name straight off the name index then.
  return { where: nameSearchCondition(query), first: isSelectiveSearch(query) ? [sql`${nameRelevance(query)} desc`] : [] };
}

/** Which of a number's owners' contacts holds the digits typed. */
function matchedNumber({ row }: ListRow, digits: string): Hit['matched'] {
  const forms = phoneDigitForms(digits);
  if (row.phones.some((phone) => forms.some((form) => phone.replace(/\D/g, '').includes(form)))) return 'phone';
  if (row.idNumber?.includes(digits)) return 'id_number';
  return 'email';
}

/**
 * The applicants a query finds, best first, at most `limit` of them (quickSearchHit), and whether
 * there are more. A name no applicant's contains is read as a typo and corrected, as the lists do
 * (countApplicantMatches).
 */
export async function findApplicants(db: Db, query: string, limit: number): Promise<{ items: Hit[]; more: boolean }> {
  const found = queryKind(query);
  if (found === null) return { items: [], more: false };
  const { where, first } = lookup(found, query);
  const read = (condition: SQL | undefined, order: readonly SQL[]) =>
    selectListRows(db)
      .where(condition)
      .orderBy(...order, ...FULLNAME_KEYS, abiturients.id)
      .limit(limit + 1);
  let rows = await read(where, first);
  if (rows.length === 0 && found.kind === 'name' && isCorrectable(query)) {
    const names: NameMatch = { corrected: await correctSearch(db, query) };
    if (names.corrected.some((word) => word.corrections.length > 0)) rows = await read(nameSearchCondition(query, names), closestFirst(names));
  }
  const items = rows.slice(0, limit).map((listRow) => quickSearchHit(listRow, found.kind === 'number' ? matchedNumber(listRow, found.digits) : found.kind));
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
