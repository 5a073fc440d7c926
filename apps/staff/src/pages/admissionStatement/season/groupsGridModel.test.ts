import { describe, expect, it } from 'vitest';
import { MAX_GROUPS_PAGE } from '@abitura/contracts';
import { createGroupsGridModel, fetchGroups } from './groupsGridModel.js';
import { DEFAULT_GROUPS_FILTER, groupsPartOf, withGroupsPart } from './groupsQuery.js';
import { competitiveGroup } from '../../../testing/admissionRecords.js';
import { admissionStandIn, answer } from '../../../testing/admissionStandIn.js';

describe('the grid in the address', () => {
  it('reads and writes only its own g_ keys, keeping the page\'s tab and season', () => {
    expect(groupsPartOf('?tab=season&season=2&g_search=связь&g_page=2&group=7')).toBe('search=%D1%81%D0%B2%D1%8F%D0%B7%D1%8C&page=2');
    expect(withGroupsPart('tab=season&season=2&g_page=2', 'funding=paid&unset=yes')).toBe('tab=season&season=2&g_funding=paid&g_unset=yes');
    expect(withGroupsPart('tab=season&g_search=x', '')).toBe('tab=season');
  });
});

describe('the groups grid model', () => {
  it('asks ListGroups for the season with the filter of the address', async () => {
    const { client, callsOf } = admissionStandIn({ 'Admission/ListGroups': () => answer({ items: [competitiveGroup(1)], total: 1, places_total: 25, unset: 0 }) });
    const reported: string[] = [];
    const grid = createGroupsGridModel({ client, seasonId: 2, onQuery: (query) => reported.push(query) });
    grid.list.applyQuery('search=связь&college=21&funding=paid&tests=yes&page=1&pageSize=25');
    await grid.list.load();
    expect(callsOf('Admission/ListGroups')[0]?.params).toEqual({ season_id: 2, search: 'связь', college_id: 21, funding: 'paid', with_tests: true, page: 1, page_size: 25 });
    expect(grid.list.lastPage.value?.places_total).toBe(25);
    grid.list.setFilters({ funding: null });
    expect(reported.at(-1)).toBe('search=%D1%81%D0%B2%D1%8F%D0%B7%D1%8C&college=21&tests=yes&pageSize=25');
    grid.list.dispose();
  });

  it('pages the groups without places itself, read from every chunk of the filter', async () => {
    const all = Array.from({ length: MAX_GROUPS_PAGE + 3 }, (_, index) => competitiveGroup(index + 1, { places: index % 2 === 0 ? null : 10 }));
    const { client, callsOf } = admissionStandIn({
      'Admission/ListGroups': (params: { page: number; page_size: number }) =>
        answer({ items: all.slice((params.page - 1) * params.page_size, params.page * params.page_size), total: all.length, places_total: 999, unset: 252 }),
    });
    const reply = await fetchGroups(client, 2, { ...DEFAULT_GROUPS_FILTER, unset: true, page: 2, pageSize: 100 });
    expect(callsOf('Admission/ListGroups').map((call) => (call.params as { page: number }).page)).toEqual([1, 2]);
    if (!reply.success) throw new Error('refused');
    expect(reply.data.total).toBe(252);
    expect(reply.data.items).toHaveLength(100);
    expect(reply.data.items[0]?.id).toBe(201);
    expect(reply.data.items.every((group) => group.places === null)).toBe(true);
    expect(reply.data.places_total).toBe(999);
  });

  it('reads the page again after a save', async () => {
    const { client, callsOf } = admissionStandIn({
      'Admission/ListGroups': () => answer({ items: [competitiveGroup(1)], total: 1, places_total: 25, unset: 0 }),
      'Admission/SetGroupPlaces': () => answer({ updated: 1 }),
    });
    const grid = createGroupsGridModel({ client, seasonId: 2 });
    grid.list.applyQuery('');
    grid.edits.set(competitiveGroup(1), '40');
    expect(await grid.save()).toBe(true);
    expect(callsOf('Admission/ListGroups')).toHaveLength(2);
    grid.list.dispose();
  });
});
