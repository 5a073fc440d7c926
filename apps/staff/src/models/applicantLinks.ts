/**
 * Where the work pages lead: an applicant's 360 view, the insert page carrying what was typed in
 * the search (its `q` prefill), and the working list searching the same text.
 */
import { buildPath } from '@abitura/sdk';
import { contingentListHref } from './contingentQuery.js';

/** The applicant's 360 view, on its default tab. */
export function applicantHref(id: number): string {
  return buildPath('newcontingent-view', { id });
}

/** The address with `params` as its query, leaving out empty values. */
function withQuery(path: string, params: Record<string, string>): string {
  const query = new URLSearchParams(Object.entries(params).filter(([, value]) => value.trim() !== '')).toString();
  return query === '' ? path : `${path}?${query}`;
}

/** The insert page, prefilled with the searched text (a name, phone, e-mail or СНИЛС). */
export function insertHref(typed: string): string {
  return withQuery(buildPath('newcontingent-list-insert'), { q: typed.trim() });
}

/** The working list searching the same text, where every other filter is at hand. */
export function workingListHref(search: string): string {
  return contingentListHref({ search: search.trim() });
}
