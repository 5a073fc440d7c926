import type { ApplicantListItem, listApplicants } from '@abitura/contracts';
import type { z } from 'zod';
import type { Handler } from '../../actions/handlerTypes.js';
import type { Db } from '../../db/open.js';
import { readPage } from '../../db/paging.js';
import { applicantOrder } from './applicantFilter.js';
import { countApplicantMatches } from './applicantMatches.js';
import { selectListPage, toListItem } from './applicantRows.js';

export type ApplicantListParams = z.output<(typeof listApplicants)['params']>;

export interface ApplicantPage {
  items: ApplicantListItem[];
  total: number;
  page: number;
  pageSize: number;
  /** True when none of the filter's names contains the search, so it was read as a typo and corrected. */
  similarNames: boolean;
}

/**
 * One page of the working list: the count of the filter's matches (names containing the search,
 * else corrected: countApplicantMatches), then that page's rows only (a page past the end reads
 * none), joined to school and curator after the limit. The benchmark times list queries through
 * this very function.
 */
export async function readApplicantPage(db: Db, params: ApplicantListParams, callerId: number | null): Promise<ApplicantPage> {
  const { where, total, names, corrected } = await countApplicantMatches(db, params, callerId);
  const rows = await readPage(total, params.page, params.pageSize, (limit, offset) => selectListPage(db, where, applicantOrder(params, names), limit, offset));
  return { items: rows.map(toListItem), total, page: params.page, pageSize: params.pageSize, similarNames: corrected };
}

export const listApplicantsHandler: Handler<typeof listApplicants> = (params, ctx) => readApplicantPage(ctx.db, params, ctx.caller.user?.id ?? null);
