/**
 * The users list's filters as they live in the address query (besides search, sort and page):
 * status and role, so a reload, back/forward and a link such as `?status=banned` all restore
 * them. Values a person could not have chosen fall back to the defaults instead of failing the page.
 */
import type { AccountStatus } from '@abitura/contracts';
import type { ActionParams } from '@abitura/sdk';
import { pagedParams, chosenFilters, type ListQueryCodec, type PagedFilter } from '../../models/listQuery.js';
import { oneOf, positiveInt } from '../../models/queryValues.js';

export const ACCOUNT_STATUSES: readonly AccountStatus[] = ['new', 'active', 'suspended', 'banned'];
export const USER_SORTS = ['fullName', 'login', 'status', 'lastLoginAt', 'createdAt'] as const;
export type UserSort = (typeof USER_SORTS)[number];

export interface UsersFilter extends PagedFilter<UserSort> {
  status: AccountStatus | null;
  roleId: number | null;
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

export const usersQuery: ListQueryCodec<UsersFilter> = {
  defaults: DEFAULT_FILTER,
  sorts: USER_SORTS,
  read: (query) => ({
    status: oneOf(query.get('status'), ACCOUNT_STATUSES),
    roleId: positiveInt(query.get('role'), 2_147_483_647),
  }),
  write(query, filter) {
    if (filter.status !== null) query.set('status', filter.status);
    if (filter.roleId !== null) query.set('role', String(filter.roleId));
  },
};

/** The User/List params for a filter. */
export function listParams(filter: UsersFilter): ActionParams<'User/List'> {
  return { ...pagedParams(filter), ...chosenFilters({ status: filter.status, roleId: filter.roleId }) };
}
