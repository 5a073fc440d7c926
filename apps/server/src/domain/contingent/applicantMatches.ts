import type { ApplicantFilter } from '@abitura/sdk/contracts';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/open.js';
import { countRows } from '../../db/paging.js';
import { abiturients } from '../../db/schema/index.js';
import { applicantConditions, isCorrectable, type NameMatch } from './applicantFilter.js';

export interface ApplicantMatches {
  /** The WHERE of the pass whose applicants are shown. */
  where: SQL | undefined;
  total: number;
  /** How the search matched names: `similar` when no name contains it (a typo, corrected). */
  names: NameMatch;
}

/**
 * The applicants a filter matches, counted: those whose names contain every word of the search,
 * or, when none of the filter's applicants has such a name and the search is long enough to hold
 * a typo, those whose names are similar to it. The second count runs only when the first found
 * nobody, so a search that matches costs what it did before typos were corrected.
 */
export async function countApplicantMatches(db: Db, filter: ApplicantFilter, callerId: number | null): Promise<ApplicantMatches> {
  const contained = applicantConditions(filter, callerId, 'contained');
  const total = await countRows(db, abiturients, contained);
  if (total > 0 || !isCorrectable(filter.search)) return { where: contained, total, names: 'contained' };
  const similar = applicantConditions(filter, callerId, 'similar');
  return { where: similar, total: await countRows(db, abiturients, similar), names: 'similar' };
}
