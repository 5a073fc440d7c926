import { describe, expect, it } from 'vitest';
import { filterFromQuery as readQuery, isNarrowed as narrowedBy, queryFromFilter as writeQuery } from '../../models/listQuery.js';
import { DEFAULT_FILTER, listParams, usersQuery, type UsersFilter } from './usersQuery.js';

const filterFromQuery = (search: string) => readQuery(usersQuery, search);
const queryFromFilter = (filter: UsersFilter) => writeQuery(usersQuery, filter);
const isNarrowed = (filter: UsersFilter) => narrowedBy(usersQuery, filter);

describe('users list query', () => {
  it('starts from the defaults for an empty query', () => {
    expect(filterFromQuery('')).toEqual(DEFAULT_FILTER);
    expect(queryFromFilter(DEFAULT_FILTER)).toBe('');
  });

  it('reads every part of the address, with or without the question mark', () => {
    const filter = filterFromQuery('?search=%D0%98%D0%B2%D0%B0%D0%BD&status=banned&role=3&sort=createdAt&dir=desc&page=2&pageSize=50');
    expect(filter).toEqual({ search: 'Иван', status: 'banned', roleId: 3, sort: 'createdAt', dir: 'desc', page: 2, pageSize: 50 });
    expect(filterFromQuery(queryFromFilter(filter))).toEqual(filter);
  });

  it('falls back to the defaults for values a person could not have chosen', () => {
    const filter = filterFromQuery('status=suspend&role=abc&sort=password&dir=up&page=0&pageSize=7');
    expect(filter).toEqual(DEFAULT_FILTER);
    expect(filterFromQuery('page=100001&role=0').page).toBe(1);
    expect(filterFromQuery('page=1.5').page).toBe(1);
  });

  it('trims the search and cuts it to the contract limit', () => {
    expect(filterFromQuery(`search=${encodeURIComponent('  петрова ')}`).search).toBe('петрова');
    expect(filterFromQuery(`search=${'a'.repeat(150)}`).search).toHaveLength(100);
  });

  it('writes defaults out and keeps a fixed key order', () => {
    expect(queryFromFilter({ ...DEFAULT_FILTER, pageSize: 10, status: 'new', search: 'ив' })).toBe('search=%D0%B8%D0%B2&status=new&pageSize=10');
  });

  it('turns the filter into User/List params without empty filters', () => {
    expect(listParams(DEFAULT_FILTER)).toEqual({ sort: 'fullName', direction: 'asc', page: 1, pageSize: 25 });
    expect(listParams({ ...DEFAULT_FILTER, search: 'x', status: 'active', roleId: 2 })).toMatchObject({ search: 'x', status: 'active', roleId: 2 });
  });

  it('knows when the list is narrowed by something to reset', () => {
    expect(isNarrowed(DEFAULT_FILTER)).toBe(false);
    expect(isNarrowed({ ...DEFAULT_FILTER, sort: 'login', page: 3 })).toBe(false);
    expect(isNarrowed({ ...DEFAULT_FILTER, search: 'a' })).toBe(true);
    expect(isNarrowed({ ...DEFAULT_FILTER, status: 'banned' })).toBe(true);
    expect(isNarrowed({ ...DEFAULT_FILTER, roleId: 1 })).toBe(true);
  });
});
