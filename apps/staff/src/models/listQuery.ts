/**
 * A server-paged list's state as it lives in the address query: the search, the list's own
 * filters, the sort, and the page. Each list describes its own filters with a small codec; the
 * search, sort and paging are read and written here the same way for every list, so a reload,
 * back/forward and a link such as `?organization=12` restore any of them. Values a person could
 * not have chosen fall back to the defaults instead of failing the page.
 */
import { TABLE_PAGE_SIZES, type TablePageSize } from '@abitura/contracts/vocabulary';
import { MAX_QUERY_PAGE, oneOf, positiveInt } from './queryValues.js';

export type SortDirection = 'asc' | 'desc';

/** The contracts' limit on a search; longer text is cut rather than refused. */
export const MAX_SEARCH_LENGTH = 100;

/** What every paged list holds besides its own filters. */
export interface PagedFilter<Sort extends string = string> {
  search: string;
  sort: Sort;
  dir: SortDirection;
  page: number;
  pageSize: TablePageSize;
}

/** The part of a filter that is the list's own (what "reset filters" clears besides the search). */
export type OwnFilters<F extends PagedFilter> = Omit<F, keyof PagedFilter>;

export interface ListQueryCodec<F extends PagedFilter> {
  /** The filter of an address without a query. */
  defaults: F;
  /** The columns the list sorts by; anything else in the address reads as the default sort. */
  sorts: readonly F['sort'][];
  /** The list's own filters from the query (null for an absent or impossible value). */
  read(query: URLSearchParams): OwnFilters<F>;
  /** Writes the list's own filters that differ from the defaults, in a fixed order. */
  write(query: URLSearchParams, filter: F): void;
}

export function filterFromQuery<F extends PagedFilter>(codec: ListQueryCodec<F>, search: string): F {
  const query = new URLSearchParams(search.replace(/^\?/, ''));
  const { defaults } = codec;
  const size = positiveInt(query.get('pageSize'), 1000);
  const base: PagedFilter<F['sort']> = {
    search: (query.get('search') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    sort: oneOf(query.get('sort'), codec.sorts) ?? defaults.sort,
    dir: oneOf(query.get('dir'), ['asc', 'desc'] as const) ?? defaults.dir,
    page: positiveInt(query.get('page'), MAX_QUERY_PAGE) ?? defaults.page,
    pageSize: (TABLE_PAGE_SIZES as readonly number[]).includes(size ?? 0) ? (size as TablePageSize) : defaults.pageSize,
  };
  return { ...defaults, ...codec.read(query), ...base };
}

/** The query without '?', defaults left out, keys in a fixed order (so equal filters give equal text). */
export function queryFromFilter<F extends PagedFilter>(codec: ListQueryCodec<F>, filter: F): string {
  const { defaults } = codec;
  const query = new URLSearchParams();
  if (filter.search !== '') query.set('search', filter.search);
  codec.write(query, filter);
  if (filter.sort !== defaults.sort) query.set('sort', filter.sort);
  if (filter.dir !== defaults.dir) query.set('dir', filter.dir);
  if (filter.page !== defaults.page) query.set('page', String(filter.page));
  if (filter.pageSize !== defaults.pageSize) query.set('pageSize', String(filter.pageSize));
  return query.toString();
}

/** The list's own filters at their defaults: what "reset filters" sets. */
export function ownDefaults<F extends PagedFilter>(codec: ListQueryCodec<F>): OwnFilters<F> {
  const { search: _search, sort: _sort, dir: _dir, page: _page, pageSize: _pageSize, ...own } = codec.defaults;
  return own;
}

/** Two filter values alike: the same value, or lists of the same values (a multiple choice). */
function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((value, index) => value === b[index]);
  return a === b;
}

/** Whether the search or one of the list's own filters narrows the list (the sort and page do not). */
export function isNarrowed<F extends PagedFilter>(codec: ListQueryCodec<F>, filter: F): boolean {
  if (filter.search !== '') return true;
  const defaults = ownDefaults(codec) as Record<string, unknown>;
  return Object.keys(defaults).some((key) => !sameValue((filter as Record<string, unknown>)[key], defaults[key]));
}

/** A whole number from the query that is one of `allowed`, else null (levels, forms). */
export function oneOfNumbers<T extends number>(value: string | null, allowed: readonly T[]): T | null {
  if (value === null || !/^\d{1,6}$/.test(value)) return null;
  const number = Number(value);
  return (allowed as readonly number[]).includes(number) ? (number as T) : null;
}

/** 'yes' / 'no' in the query as a boolean, anything else as null. */
export function yesNo(value: string | null): boolean | null {
  return value === 'yes' ? true : value === 'no' ? false : null;
}

/** A boolean filter as the query spells it (the reverse of yesNo). */
export function yesNoText(value: boolean): 'yes' | 'no' {
  return value ? 'yes' : 'no';
}

/** A reference-list code from the query (the contracts' code alphabet), else null. */
export function referenceCodeValue(value: string | null, maxLength = 40): string | null {
  return value !== null && value.length <= maxLength && /^[A-Za-z0-9._-]+$/.test(value) ? value : null;
}

/** What every list action takes from a filter: the search (when there is one), the sort and the page. */
export function pagedParams<Sort extends string>(filter: PagedFilter<Sort>) {
  return {
    ...(filter.search === '' ? {} : { search: filter.search }),
    sort: filter.sort,
    direction: filter.dir,
    page: filter.page,
    pageSize: filter.pageSize,
  };
}

/** The filters that are set, for an action's params (a null filter is left out, not sent as null). */
export function chosenFilters<T extends Record<string, unknown>>(filters: T): { [K in keyof T]?: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== null)) as { [K in keyof T]?: Exclude<T[K], null> };
}
