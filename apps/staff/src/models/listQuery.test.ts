import { describe, expect, it } from 'vitest';
import { chosenFilters, filterFromQuery, isNarrowed, oneOfNumbers, ownDefaults, pagedParams, queryFromFilter, referenceCodeValue, yesNo, type ListQueryCodec, type PagedFilter } from './listQuery.js';

interface PetsFilter extends PagedFilter<'name' | 'age'> {
  kind: string | null;
  vaccinated: boolean | null;
}

const codec: ListQueryCodec<PetsFilter> = {
  defaults: { search: '', kind: null, vaccinated: null, sort: 'name', dir: 'asc', page: 1, pageSize: 25 },
  sorts: ['name', 'age'],
  read: (query) => ({ kind: referenceCodeValue(query.get('kind')), vaccinated: yesNo(query.get('vaccinated')) }),
  write(query, filter) {
    if (filter.kind !== null) query.set('kind', filter.kind);
    if (filter.vaccinated !== null) query.set('vaccinated', filter.vaccinated ? 'yes' : 'no');
  },
};

describe('list query', () => {
  it('reads the defaults from an empty query and writes them back as nothing', () => {
    const filter = filterFromQuery(codec, '');
    expect(filter).toEqual(codec.defaults);
    expect(queryFromFilter(codec, filter)).toBe('');
  });

  it('reads search, own filters, sort, direction and paging', () => {
    const filter = filterFromQuery(codec, '?search=%20рыжий%20&kind=cat&vaccinated=no&sort=age&dir=desc&page=3&pageSize=50');
    expect(filter).toEqual({ search: 'рыжий', kind: 'cat', vaccinated: false, sort: 'age', dir: 'desc', page: 3, pageSize: 50 });
    expect(queryFromFilter(codec, filter)).toBe('search=%D1%80%D1%8B%D0%B6%D0%B8%D0%B9&kind=cat&vaccinated=no&sort=age&dir=desc&page=3&pageSize=50');
  });

  it('falls back to the defaults for values a person could not have chosen', () => {
    const filter = filterFromQuery(codec, 'kind=кот!&vaccinated=maybe&sort=weight&dir=up&page=0&pageSize=7');
    expect(filter).toEqual(codec.defaults);
    expect(filterFromQuery(codec, 'page=100001').page).toBe(1);
    expect(filterFromQuery(codec, `search=${'я'.repeat(150)}`).search).toHaveLength(100);
  });

  it('says whether the search or an own filter narrows the list, not the sort or page', () => {
    expect(isNarrowed(codec, { ...codec.defaults, sort: 'age', page: 4 })).toBe(false);
    expect(isNarrowed(codec, { ...codec.defaults, search: 'x' })).toBe(true);
    expect(isNarrowed(codec, { ...codec.defaults, vaccinated: false })).toBe(true);
    expect(ownDefaults(codec)).toEqual({ kind: null, vaccinated: null });
  });

  it('compares a multiple-choice filter by its values, not by which list holds them', () => {
    const tags: ListQueryCodec<PagedFilter & { tags: readonly string[] }> = {
      defaults: { search: '', tags: [], sort: 'name', dir: 'asc', page: 1, pageSize: 25 },
      sorts: ['name'],
      read: (query) => ({ tags: query.getAll('tag') }),
      write: (query, filter) => filter.tags.forEach((tag) => query.append('tag', tag)),
    };
    expect(isNarrowed(tags, filterFromQuery(tags, ''))).toBe(false);
    expect(isNarrowed(tags, filterFromQuery(tags, 'tag=a'))).toBe(true);
  });

  it('reads numbers only from their allowed set', () => {
    expect(oneOfNumbers('13', [1, 2, 3, 13])).toBe(13);
    expect(oneOfNumbers('4', [1, 2, 3, 13])).toBeNull();
    expect(oneOfNumbers('1.0', [1])).toBeNull();
    expect(oneOfNumbers(null, [1])).toBeNull();
    expect(referenceCodeValue('x'.repeat(41))).toBeNull();
    expect(referenceCodeValue('security_law')).toBe('security_law');
  });

  it('makes the params every list action takes, leaving out an empty search and unset filters', () => {
    expect(pagedParams(codec.defaults)).toEqual({ sort: 'name', direction: 'asc', page: 1, pageSize: 25 });
    expect(pagedParams({ ...codec.defaults, search: 'рыжий', dir: 'desc', page: 2 })).toEqual({ search: 'рыжий', sort: 'name', direction: 'desc', page: 2, pageSize: 25 });
    expect(chosenFilters({ kind: null, vaccinated: false, age: 0 })).toEqual({ vaccinated: false, age: 0 });
  });
});
