import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Reply } from '@abitura/contracts/wire';
import { flushPromises } from '@abitura/ui/testing';
import { type ListQueryCodec, type PagedFilter } from './listQuery.js';
import { createPagedListModel, type ListPage } from './pagedList.js';
import { deferred, manualClock } from '../testing/timing.js';

interface Filter extends PagedFilter<'name' | 'size'> {
  colour: string | null;
}

const codec: ListQueryCodec<Filter> = {
  defaults: { search: '', colour: null, sort: 'name', dir: 'asc', page: 1, pageSize: 25 },
  sorts: ['name', 'size'],
  read: (query) => ({ colour: query.get('colour') }),
  write(query, filter) {
    if (filter.colour !== null) query.set('colour', filter.colour);
  },
};

const reply = <T>(data: T): Reply<T> => ({ success: true, message: '', data });

function setup(answer: (filter: Filter) => Reply<ListPage<string>> | Promise<Reply<ListPage<string>>> = () => reply({ items: ['a', 'b'], total: 2 })) {
  const fetched: Filter[] = [];
  const clock = manualClock();
  const onQuery = vi.fn();
  const model = createPagedListModel<Filter, ListPage<string>>({
    codec,
    clock,
    onQuery,
    fetch: async (filter) => {
      fetched.push(filter);
      return answer(filter);
    },
  });
  return { model, fetched, clock, onQuery };
}

async function settle(model: { loading: { peek(): boolean } }) {
  await vi.waitFor(() => expect(model.loading.peek()).toBe(false));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('paged list model', () => {
  it('loads the page the address asks for and keeps a canonical address as it is', async () => {
    const { model, fetched, onQuery } = setup();
    model.applyQuery('colour=red&page=2');
    expect(model.loading.value).toBe(true);
    await settle(model);
    expect(fetched).toEqual([{ ...codec.defaults, colour: 'red', page: 2 }]);
    expect(model.rows.value).toEqual(['a', 'b']);
    expect(model.total.value).toBe(2);
    expect(model.narrowed.value).toBe(true);
    expect(onQuery).not.toHaveBeenCalled();
  });

  it('tidies an address with defaults spelled out, replacing the history entry', async () => {
    const { model, onQuery } = setup();
    model.applyQuery('?sort=name&page=1&dir=sideways');
    await settle(model);
    expect(onQuery).toHaveBeenCalledWith('', 'replace');
  });

  it('does not load again for the address it reported itself, but follows another one', async () => {
    const { model, fetched, onQuery } = setup();
    model.applyQuery('');
    await settle(model);
    model.setFilters({ colour: 'blue' });
    expect(onQuery).toHaveBeenLastCalledWith('colour=blue', 'push');
    await settle(model);
    model.applyQuery('colour=blue');
    await settle(model);
    expect(fetched).toHaveLength(2);
    model.applyQuery('');
    await settle(model);
    expect(fetched.map((filter) => filter.colour)).toEqual([null, 'blue', null]);
  });

  it('sends the search after a pause in typing, once, and at once on Enter', async () => {
    const { model, fetched, clock, onQuery } = setup();
    model.applyQuery('');
    await settle(model);
    model.setSearchText('ab');
    model.setSearchText(' abc ');
    expect(clock.pending()).toBe(1);
    expect(model.searchText.value).toBe(' abc ');
    clock.runAll();
    await settle(model);
    expect(fetched.at(-1)?.search).toBe('abc');
    expect(onQuery).toHaveBeenLastCalledWith('search=abc', 'replace');
    model.setSearchText('abcd');
    model.commitSearch();
    expect(clock.pending()).toBe(0);
    await settle(model);
    expect(fetched.map((filter) => filter.search)).toEqual(['', 'abc', 'abcd']);
    // The same search again changes nothing.
    model.commitSearch();
    expect(fetched).toHaveLength(3);
  });

  it('sorts by a column, flips on the same column, and starts again at page 1', async () => {
    const { model, fetched } = setup();
    model.applyQuery('page=3');
    await settle(model);
    model.sortBy('size');
    model.sortBy('size');
    model.sortBy('name');
    await settle(model);
    expect(fetched.map((filter) => `${filter.sort} ${filter.dir} ${filter.page}`)).toEqual(['name asc 3', 'size asc 1', 'size desc 1', 'name asc 1']);
  });

  it('pages and changes the page size', async () => {
    const { model, fetched, onQuery } = setup(() => reply({ items: ['x'], total: 200 }));
    model.applyQuery('');
    await settle(model);
    model.setPage(2.7);
    expect(onQuery).toHaveBeenLastCalledWith('page=2', 'push');
    model.setPageSize(100);
    expect(onQuery).toHaveBeenLastCalledWith('pageSize=100', 'push');
    await settle(model);
    expect(fetched.map((filter) => [filter.page, filter.pageSize])).toEqual([
      [1, 25],
      [2, 25],
      [1, 100],
    ]);
    model.setPage(3);
    model.setPage(-4);
    expect(model.filter.value.page).toBe(1);
  });

  it('moves to the last page when the page asked for ran past the end', async () => {
    const { model, fetched, onQuery } = setup((filter) => reply(filter.page > 2 ? { items: [], total: 30 } : { items: ['last'], total: 30 }));
    model.applyQuery('page=9');
    await settle(model);
    await vi.waitFor(() => expect(model.rows.value).toEqual(['last']));
    expect(fetched.map((filter) => filter.page)).toEqual([9, 2]);
    expect(onQuery).toHaveBeenLastCalledWith('page=2', 'replace');
  });

  it('resets the search and own filters but keeps the sort and page size', async () => {
    const { model, onQuery, clock } = setup();
    model.applyQuery('search=x&colour=red&sort=size&pageSize=50&page=2');
    await settle(model);
    model.setSearchText('typing');
    model.resetFilters();
    expect(clock.pending()).toBe(0);
    expect(model.searchText.value).toBe('');
    expect(onQuery).toHaveBeenLastCalledWith('sort=size&pageSize=50', 'push');
    expect(model.narrowed.value).toBe(false);
  });

  it('keeps the newest answer when an older one arrives late, and keeps rows through a failed reload', async () => {
    const first = deferred<Reply<ListPage<string>>>();
    // A failed reply carries the error code where a page would be.
    const failed = { success: false, message: 'Сбой', data: 'INTERNAL' } as unknown as Reply<ListPage<string>>;
    let calls = 0;
    const { model } = setup(() => (++calls === 1 ? first.promise : calls === 2 ? reply({ items: ['new'], total: 1 }) : failed));
    model.applyQuery('');
    model.setFilters({ colour: 'red' });
    await vi.waitFor(() => expect(model.rows.value).toEqual(['new']));
    first.resolve(reply({ items: ['old'], total: 1 }));
    await flushPromises();
    expect(model.rows.value).toEqual(['new']);
    await model.load();
    expect(model.error.value).toMatchObject({ code: 'INTERNAL', message: 'Сбой' });
    expect(model.rows.value).toEqual(['new']);
    expect(model.loaded.value).toBe(true);
    // A retry that succeeds (the second answer again) clears the failure.
    calls = 1;
    await model.load();
    expect(model.error.value).toBeNull();
  });

  it('stops the pending search when disposed', () => {
    const { model, clock } = setup();
    model.setSearchText('x');
    model.dispose();
    expect(clock.pending()).toBe(0);
  });

  it('reports a failed first load as not loaded, and does not retry it for the same address', async () => {
    const failed = { success: false, message: 'Нет прав', data: 'ACCESS_DENIED' } as unknown as Reply<ListPage<string>>;
    const { model, fetched } = setup(() => failed);
    model.applyQuery('');
    await settle(model);
    expect(model.loaded.value).toBe(false);
    expect(model.error.value?.code).toBe('ACCESS_DENIED');
    model.applyQuery('');
    expect(model.loading.value).toBe(false);
    expect(fetched).toHaveLength(1);
  });

  it('changes the rows on screen at once, ahead of a reload', async () => {
    const { model } = setup();
    model.applyQuery('');
    await settle(model);
    model.updateRows((rows) => rows.map((row) => row.toUpperCase()));
    expect(model.rows.value).toEqual(['A', 'B']);
  });

  it('uses the system clock by default', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const model = createPagedListModel<Filter, ListPage<string>>({ codec, debounceMs: 100, fetch: async () => reply({ items: [], total: 0 }) });
    model.setSearchText('x');
    vi.advanceTimersByTime(99);
    expect(model.filter.value.search).toBe('');
    vi.advanceTimersByTime(1);
    expect(model.filter.value.search).toBe('x');
  });
});

describe('paged list model with tabs in the path', () => {
  type Tab = 'all' | 'red' | 'blue';
  function tabbed() {
    const fetched: [Filter, Tab][] = [];
    const onQuery = vi.fn();
    const model = createPagedListModel<Filter, ListPage<string> & { counts: number[] }, Tab>({
      codec,
      tabs: ['all', 'red', 'blue'],
      clock: manualClock(),
      onQuery,
      fetch: async (filter, tab) => {
        fetched.push([filter, tab]);
        return reply({ items: [tab], total: 1, counts: [fetched.length] });
      },
    });
    return { model, fetched, onQuery };
  }

  it('reads the tab from the path segment, the first tab having none, and keeps the answer whole', async () => {
    const { model, fetched, onQuery } = tabbed();
    model.applyQuery('', 'red');
    await settle(model);
    expect(model.tab.value).toBe('red');
    expect(fetched.map(([, tab]) => tab)).toEqual(['red']);
    expect(model.lastPage.value).toEqual({ items: ['red'], total: 1, counts: [1] });
    expect(onQuery).not.toHaveBeenCalled();
  });

  it('tidies an unknown segment, or the first tab spelled out, to the list’s own address', async () => {
    const { model, onQuery } = tabbed();
    model.applyQuery('colour=x', 'green');
    await settle(model);
    expect(model.tab.value).toBe('all');
    expect(onQuery).toHaveBeenLastCalledWith('colour=x', 'replace');
    const spelled = tabbed();
    spelled.model.applyQuery('', 'all');
    expect(spelled.onQuery).toHaveBeenLastCalledWith('', 'replace');
    await settle(spelled.model);
  });

  it('moves to another tab keeping the filters, from page 1, and does not reload for the address it reported', async () => {
    const { model, fetched, onQuery } = tabbed();
    model.applyQuery('colour=x&page=3');
    await settle(model);
    model.setTab('blue');
    expect(onQuery).toHaveBeenLastCalledWith('colour=x', 'push', 'blue');
    await settle(model);
    expect(fetched.at(-1)).toEqual([{ ...codec.defaults, colour: 'x' }, 'blue']);
    model.applyQuery('colour=x', 'blue');
    await settle(model);
    expect(fetched).toHaveLength(2);
    model.resetFilters();
    expect(onQuery).toHaveBeenLastCalledWith('', 'push', 'blue');
    model.setTab('all');
    expect(onQuery).toHaveBeenLastCalledWith('', 'push');
  });
});
