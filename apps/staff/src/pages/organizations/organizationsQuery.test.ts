import { describe, expect, it } from 'vitest';
import { filterFromQuery, isNarrowed, queryFromFilter } from '../../models/listQuery.js';
import { exportParams, listParams, ORGANIZATIONS_QUERY, tabFromSegment } from './organizationsQuery.js';

const read = (search: string) => filterFromQuery(ORGANIZATIONS_QUERY, search);

describe('organizations query', () => {
  it('reads every filter from the query and writes it back in a fixed order', () => {
    const filter = read('?pageSize=50&status=closed&kind=college&mrsd=12&district=Арбат&okrug=CAO&search=школа&sort=mrsd&dir=desc&page=3');
    expect(filter).toEqual({ search: 'школа', okrug: 'CAO', district: 'Арбат', mrsd: 12, kind: 'college', status: 'closed', sort: 'mrsd', dir: 'desc', page: 3, pageSize: 50 });
    expect(new URLSearchParams(queryFromFilter(ORGANIZATIONS_QUERY, filter)).toString()).toBe(
      new URLSearchParams('search=школа&okrug=CAO&district=Арбат&mrsd=12&kind=college&status=closed&sort=mrsd&dir=desc&page=3&pageSize=50').toString(),
    );
  });

  it('reads values a person could not have chosen as no filter', () => {
    const filter = read(`mrsd=38&okrug=${'X'.repeat(11)}&status=open&kind=&sort=address&pageSize=7`);
    expect(filter).toEqual(ORGANIZATIONS_QUERY.defaults);
    expect(queryFromFilter(ORGANIZATIONS_QUERY, filter)).toBe('');
    expect(read('mrsd=0').mrsd).toBeNull();
  });

  it('counts the search and the filters, not the sort or page, as narrowing', () => {
    expect(isNarrowed(ORGANIZATIONS_QUERY, read('sort=okrug&page=2'))).toBe(false);
    expect(isNarrowed(ORGANIZATIONS_QUERY, read('status=operating'))).toBe(true);
    expect(isNarrowed(ORGANIZATIONS_QUERY, read('mrsd=1'))).toBe(true);
  });

  it('takes the tab from the path segment, all types for none or an unknown one', () => {
    expect(tabFromSegment('colleges')).toBe('colleges');
    expect(tabFromSegment(undefined)).toBe('all');
    expect(tabFromSegment('college')).toBe('all');
  });

  it('sends the tab as the type and the status as a flag, to the list and to the export alike', () => {
    const filter = read('okrug=SAO&status=operating&page=2');
    expect(listParams('higher', filter)).toEqual({ type: 'higher', okrug: 'SAO', status: true, sort: 'name', direction: 'asc', page: 2, pageSize: 25 });
    expect(exportParams('higher', filter)).toEqual({ type: 'higher', okrug: 'SAO', status: true, sort: 'name', direction: 'asc' });
    expect(listParams('all', read('status=closed'))).toMatchObject({ status: false });
    expect(listParams('all', read(''))).not.toHaveProperty('type');
  });
});
