/**
 * The users list's state as it lives in the address query (search, status, role, sort, dir,
 * page, pageSize), so a reload, back/forward and a link such as `?status=banned` all restore it.
 * Values a person could not have chosen fall back to the defaults instead of failing the page.
 */
import type { AccountStatus } from '@abitura/sdk/contracts';
import type { ActionParams } from '@abitura/sdk';
import { TABLE_PAGE_SIZES, type TablePageSize } from '@abitura/sdk/vocabulary';
import { MAX_QUERY_PAGE, oneOf, positiveInt } from '../../models/queryValues.js';

export const ACCOUNT_STATUSES: readonly AccountStatus[] = ['new', 'active', 'suspended', 'banned'];
export const USER_SORTS = ['fullName', 'login', 'status', 'lastLoginAt', 'createdAt'] as const;
export type UserSort = (typeof USER_SORTS)[number];
export type SortDirection = 'asc' | 'desc';

/** The contract's limit on a search; longer text is cut rather than refused. */
export const MAX_SEARCH_LENGTH = 100;

export interface UsersFilter {
  search: string;
  status: AccountStatus | null;
  roleId: number | null;
  sort: UserSort;
  dir: SortDirection;
  page: number;
  pageSize: TablePageSize;
}

export const DEFAULT_FILTER: UsersFilter = Object.freeze({
  search: '',
  status: null,
  roleId: null,
  sort: 'fullName',
  dir: 'asc',
  page: 1,
  pageSize: 25,
});

export function filterFromQuery(search: string): UsersFilter {
  const query = new URLSearchParams(search.replace(/^\?/, ''));
  const size = positiveInt(query.get('pageSize'), 1000);
  return {
    search: (query.get('search') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    status: oneOf(query.get('status'), ACCOUNT_STATUSES),
    roleId: positiveInt(query.get('role'), 2_147_483_647),
    sort: oneOf(query.get('sort'), USER_SORTS) ?? DEFAULT_FILTER.sort,
    dir: oneOf(query.get('dir'), ['asc', 'desc'] as const) ?? DEFAULT_FILTER.dir,
    page: positiveInt(query.get('page'), MAX_QUERY_PAGE) ?? DEFAULT_FILTER.page,
    pageSize: (TABLE_PAGE_SIZES as readonly number[]).includes(size ?? 0) ? (size as TablePageSize) : DEFAULT_FILTER.pageSize,
  };
}

/** The query without '?', defaults left out, keys in a fixed order (so equal filters give equal text). */
export function queryFromFilter(filter: UsersFilter): string {
  const query = new URLSearchParams();
  if (filter.search !== '') query.set('search', filter.search);
  if (filter.status !== null) query.set('status', filter.status);
  if (filter.roleId !== null) query.set('role', String(filter.roleId));
  if (filter.sort !== DEFAULT_FILTER.sort) query.set('sort', filter.sort);
  if (filter.dir !== DEFAULT_FILTER.dir) query.set('dir', filter.dir);
  if (filter.page !== DEFAULT_FILTER.page) query.set('page', String(filter.page));
  if (filter.pageSize !== DEFAULT_FILTER.pageSize) query.set('pageSize', String(filter.pageSize));
  return query.toString();
}

/** Whether the list is narrowed by something the person can reset (search, status or role). */
export function isNarrowed(filter: UsersFilter): boolean {
  return filter.search !== '' || filter.status !== null || filter.roleId !== null;
}

/** The User/List params for a filter. */
export function listParams(filter: UsersFilter): ActionParams<'User/List'> {
  return {
    ...(filter.search === '' ? {} : { search: filter.search }),
    ...(filter.status === null ? {} : { status: filter.status }),
    ...(filter.roleId === null ? {} : { roleId: filter.roleId }),
    sort: filter.sort,
    direction: filter.dir,
    page: filter.page,
    pageSize: filter.pageSize,
  };
}
