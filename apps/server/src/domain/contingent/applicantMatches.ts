import type { ApplicantFilter } from '@abitura/contracts';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/open.js';
import { countRows } from '../../db/paging.js';
import { abiturients } from '../../db/schema/index.js';
import { applicantConditions, isCorrectable, type NameMatch } from './applicantFilter.js';
import { correctSearch } from './nameCorrections.js';

export interface ApplicantMatches {
  /** The WHERE of the pass whose applicants are shown. */
  where: SQL | undefined;
  total: number;
  /** How the search matched names: corrected when no name contains it (a typo). */
  names: NameMatch;
  /** True when the names were corrected: the lists say so (`similarNames`). */
  corrected: boolean;
}

/**
 * The applicants a filter matches, counted: those whose names contain every word of the search,
 * or, when none of the filter's applicants has such a name and a word of the search is long
 * enough to hold a typo, those whose names hold what its words may be typos of (correctSearch).
 * The corrections are looked up only after the first count found nobody, so a search that
 * matches costs what it did before typos were corrected.
 */
export async function countApplicantMatches(db: Db, filter: ApplicantFilter, callerId: number | null): Promise<ApplicantMatches> {
  const contained = applicantConditions(filter, callerId);
  const total = await countRows(db, abiturients, contained);
  if (total > 0 || !isCorrectable(filter.search)) return { where: contained, total, names: 'contained', corrected: false };
  const names: NameMatch = { corrected: await correctSearch(db, filter.search) };
  // Nothing to correct to: the condition would be the one just counted.
  if (names.corrected.every((word) => word.corrections.length === 0)) return { where: contained, total, names, corrected: true };
  const where = applicantConditions(filter, callerId, names);
  return { where, total: await countRows(db, abiturients, where), names, corrected: true };
}
