import type { ApplicantListItem, listApplicants } from '@abitura/sdk/contracts';
import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Handler } from '../../actions/registry.js';
import type { Db } from '../../db/open.js';
import { readPage } from '../../db/paging.js';
import { abiturients } from '../../db/schema/index.js';
import { applicantOrder } from './applicantFilter.js';
import { countApplicantMatches } from './applicantMatches.js';
import { selectListPage, toListItem } from './applicantRows.js';
import { readNameWordsPage, servedByNameWords } from './nameWords.js';

export type ApplicantListParams = z.output<(typeof listApplicants)['params']>;

export interface ApplicantPage {
  items: ApplicantListItem[];
  total: number;
  page: number;
  pageSize: number;
  /** True when none of the filter's names contains the search, so similar names were looked for (a typo corrected). */
  similarNames: boolean;
}

/**
 * One page of the working list. A one-word search filtered and sorted on the columns name_words
 * copies finds its count and page there (nameWords.ts); any other list through the trigram path
 * (readByTrigrams). Both answer alike; the benchmark times list queries through this very function.
 */
export function readApplicantPage(db: Db, params: ApplicantListParams, callerId: number | null): Promise<ApplicantPage> {
  return servedByNameWords(params) ? readByNameWords(db, params, callerId) : readByTrigrams(db, params, callerId);
}

/**
 * The trigram path: the count of the filter's matches (names containing the search, else similar
 * ones: countApplicantMatches), then that page's rows only (a page past the end reads none),
 * joined to school and curator after the limit.
 */
export async function readByTrigrams(db: Db, params: ApplicantListParams, callerId: number | null): Promise<ApplicantPage> {
  const { where, total, names } = await countApplicantMatches(db, params, callerId);
  const rows = await readPage(total, params.page, params.pageSize, (limit, offset) => selectListPage(db, where, applicantOrder(params, names), limit, offset));
  return { items: rows.map(toListItem), total, page: params.page, pageSize: params.pageSize, similarNames: names === 'similar' };
}

/** The count and the page's ids from name_words, then those rows in the same order from the applicants' own. */
async function readByNameWords(db: Db, params: ApplicantListParams, callerId: number | null): Promise<ApplicantPage> {
  const { total, names, ids } = await readNameWordsPage(db, params, callerId);
  const rows = ids.length === 0 ? [] : await selectListPage(db, inArray(abiturients.id, ids), applicantOrder(params, names), ids.length, 0);
  return { items: rows.map(toListItem), total, page: params.page, pageSize: params.pageSize, similarNames: names === 'similar' };
}

export const listApplicantsHandler: Handler<typeof listApplicants> = (params, ctx) => readApplicantPage(ctx.db, params, ctx.caller.user?.id ?? null);
