import { describe, expect, it } from 'vitest';
import { applicantFilter, listApplicants, exportApplicants } from '@abitura/contracts';
import { applicantFilterOf, CONTINGENT_DEFAULTS, CONTINGENT_QUERY, exportParams, listParams, moreFiltersCleared, moreFiltersCount, savedFilterQuery } from './contingentQuery.js';
import { filterFromQuery, isNarrowed, queryFromFilter } from './listQuery.js';

const read = (query: string) => filterFromQuery(CONTINGENT_QUERY, query);
const write = (query: string) => queryFromFilter(CONTINGENT_QUERY, read(query));

describe('contingent query', () => {
  it('reads an empty address as the whole list by name, and writes it back as nothing', () => {
    expect(read('')).toEqual(CONTINGENT_DEFAULTS);
    expect(write('')).toBe('');
    expect(isNarrowed(CONTINGENT_QUERY, read(''))).toBe(false);
    expect(listParams(read(''))).toEqual({ sort: 'fullname', direction: 'asc', page: 1, pageSize: 25 });
  });

  it('reads every filter, a multiple choice as its repeated key in the vocabulary’s order', () => {
    const filter = read(
      'search=%D0%B8%D0%B2%D0%B0%D0%BD&processing_status=in_progress&processing_status=not_processed&category=moscow_11&okrug=CAO&curator=me&district=%D0%90%D1%80%D0%B1%D0%B0%D1%82' +
        '&school_id=11&grade=SCH9&graduation_year=25&readiness=ready&tracking_stage=plans_to_apply&consent_status=accepted&information_source=tv&intent=university&industry=it' +
        '&flags=recall&without_flags=inactive&tags=priority_ca_1&preferential=hasVip&created_from=2025-01-01&created_to=2025-06-30&birth_from=2008-01-01&birth_to=2010-12-31' +
        '&sort=created_at&dir=desc&page=3&pageSize=50',
    );
    expect(filter).toMatchObject({
      search: 'иван',
      processing_status: ['not_processed', 'in_progress'],
      category: ['moscow_11'],
      okrug: 'CAO',
      curator: 'me',
      district: 'Арбат',
      school_id: 11,
      grade: 'SCH9',
      graduation_year: 25,
      readiness: ['ready'],
      tracking_stage: 'plans_to_apply',
      consent_status: 'accepted',
      information_source: 'tv',
      intent: 'university',
      industry: 'it',
      flags: ['recall'],
      without_flags: ['inactive'],
      tags: ['priority_ca_1'],
      preferential: ['hasVip'],
      created_from: '2025-01-01',
      created_to: '2025-06-30',
      birth_from: '2008-01-01',
      birth_to: '2010-12-31',
      sort: 'created_at',
      dir: 'desc',
      page: 3,
      pageSize: 50,
    });
    // The contract takes what the address gives: every filter passes its schema.
    expect(listApplicants.params.safeParse(listParams(filter)).success).toBe(true);
    expect(moreFiltersCount(filter)).toBe(18);
  });

  it('writes the filters in one order, so equal filters give equal addresses', () => {
    expect(write('tags=priority_ca_2&okrug=SAO&processing_status=work_done&processing_status=in_progress')).toBe(
      'processing_status=in_progress&processing_status=work_done&okrug=SAO&tags=priority_ca_2',
    );
  });

  it('reads values a person could not have chosen as no filter', () => {
    const filter = read(
      'processing_status=lost&category=mars&okrug=FAR-AWAY-OKRUG&curator=someone&school_id=0&grade=SCH10&graduation_year=100&tracking_stage=x&flags=fly' +
        '&created_from=2025-02-30&birth_to=01.05.2009&sort=shoe_size&pageSize=7',
    );
    expect(filter).toEqual(CONTINGENT_DEFAULTS);
    expect(read('curator=none').curator).toBe('none');
    expect(read('curator=42').curator).toBe(42);
  });

  it('makes the list’s, the export’s and a saved filter’s params from the same filter', () => {
    const filter = read('search=%D1%81%D0%B5%D0%BC%D1%91%D0%BD&processing_status=in_progress&curator=none&grade=SCH11&sort=birth_date&page=2');
    expect(listParams(filter)).toEqual({ search: 'семён', processing_status: ['in_progress'], curator: 'none', grade: 'SCH11', sort: 'birth_date', direction: 'asc', page: 2, pageSize: 25 });
    const params = exportParams(filter, ['fullname', 'phones']);
    expect(params).toEqual({ search: 'семён', processing_status: ['in_progress'], curator: 'none', grade: 'SCH11', sort: 'birth_date', direction: 'asc', columns: ['fullname', 'phones'] });
    expect(exportApplicants.params.safeParse(params).success).toBe(true);
    expect(applicantFilter.parse(applicantFilterOf(filter))).toEqual({ search: 'семён', processing_status: ['in_progress'], curator: 'none', grade: 'SCH11' });
  });

  it('turns a saved filter into its address, from the first page in the default sort', () => {
    expect(savedFilterQuery({ okrug: 'CAO', processing_status: ['work_end', 'not_processed'], curator: 3, created_from: '2025-01-01' })).toBe(
      'processing_status=not_processed&processing_status=work_end&okrug=CAO&curator=3&created_from=2025-01-01',
    );
    expect(savedFilterQuery({ search: 'Иван', tags: ['prkom2024'] })).toBe('search=%D0%98%D0%B2%D0%B0%D0%BD&tags=prkom2024');
    expect(savedFilterQuery({})).toBe('');
  });

  it('counts and clears the filters behind “more filters”, leaving the common ones', () => {
    const filter = read('processing_status=in_progress&okrug=CAO&district=%D0%90%D1%80%D0%B1%D0%B0%D1%82&tags=prkom2024&birth_from=2009-01-01');
    expect(moreFiltersCount(filter)).toBe(3);
    const cleared = { ...filter, ...moreFiltersCleared() };
    expect(moreFiltersCount(cleared)).toBe(0);
    expect(queryFromFilter(CONTINGENT_QUERY, cleared)).toBe('processing_status=in_progress&okrug=CAO');
  });
});
