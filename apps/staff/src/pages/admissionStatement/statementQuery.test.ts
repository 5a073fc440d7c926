import { describe, expect, it } from 'vitest';
import { filterFromQuery, isNarrowed, queryFromFilter } from '../../models/listQuery.js';
import { DEFAULT_FILTER, exportParams, listParams, statementQuery } from './statementQuery.js';
import { readStatementAddress, writeStatementAddress } from '../../models/statementAddress.js';

describe('the register query', () => {
  it('reads every filter from the address and writes it back in one canonical order', () => {
    const filter = filterFromQuery(statementQuery, '?state=accepted&state=submitted&college=30&group=7&funding=paid&filing=mosru&consent=accepted&original=no&competition=RISK&test=failed&search=Иван&sort=average_mark&dir=asc&page=3&pageSize=50');
    expect(filter).toEqual({
      search: 'Иван',
      collegeId: 30,
      groupId: 7,
      funding: 'paid',
      states: ['submitted', 'accepted'],
      filing: 'mosru',
      consent: 'accepted',
      original: false,
      competition: 'RISK',
      test: 'failed',
      sort: 'average_mark',
      dir: 'asc',
      page: 3,
      pageSize: 50,
    });
    expect(queryFromFilter(statementQuery, filter)).toBe(
      'search=%D0%98%D0%B2%D0%B0%D0%BD&college=30&group=7&funding=paid&state=submitted&state=accepted&filing=mosru&consent=accepted&original=no&competition=RISK&test=failed&sort=average_mark&dir=asc&page=3&pageSize=50',
    );
  });

  it('drops values a person could not have chosen and leaves the defaults out', () => {
    const filter = filterFromQuery(statementQuery, '?state=lost&funding=free&college=-1&original=maybe&test=x&sort=nope&dir=desc');
    expect(filter).toEqual(DEFAULT_FILTER);
    expect(queryFromFilter(statementQuery, filter)).toBe('');
    expect(isNarrowed(statementQuery, filter)).toBe(false);
    expect(isNarrowed(statementQuery, { ...filter, states: ['draft'] })).toBe(true);
  });

  it('becomes the list and export params of a season, leaving unset filters out', () => {
    const filter = { ...DEFAULT_FILTER, states: ['draft', 'submitted'] as const, original: true, search: '123-456' };
    expect(listParams({ ...filter, states: [...filter.states] }, 2)).toEqual({
      season_id: 2,
      search: '123-456',
      original_documents: true,
      states: ['draft', 'submitted'],
      sort: 'submitted_at',
      direction: 'desc',
      page: 1,
      pageSize: 25,
    });
    expect(exportParams(DEFAULT_FILTER, 2, 1000)).toEqual({ season_id: 2, sort: 'submitted_at', direction: 'desc', after: 1000, limit: 1000 });
  });
});

describe('the page address', () => {
  it('keeps the season and an open dialog beside the list query', () => {
    expect(readStatementAddress('?season=2&state=draft&application=15')).toEqual({ tab: 'applications', list: 'state=draft', season: 2, dialog: { kind: 'application', id: 15 } });
    expect(readStatementAddress('file=101&page=2&tab=season')).toEqual({ tab: 'season', list: 'page=2', season: null, dialog: { kind: 'file', applicantId: 101 } });
    expect(readStatementAddress('season=x&application=0&tab=x')).toEqual({ tab: 'applications', list: '', season: null, dialog: null });
    expect(writeStatementAddress({ tab: 'season', list: 'state=draft&page=2', season: 2, dialog: { kind: 'file', applicantId: 5 } })).toBe('tab=season&season=2&state=draft&page=2&file=5');
    expect(writeStatementAddress({ tab: 'applications', list: '', season: null, dialog: null })).toBe('');
  });
});
