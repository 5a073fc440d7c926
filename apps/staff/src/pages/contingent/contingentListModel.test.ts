import { describe, expect, it, vi } from 'vitest';
import { fail, ok, respondWith } from '@abitura/ui/testing';
import type { Responder } from '@abitura/ui/testing';
import { bulkApplicants, saveFilter } from '@abitura/contracts';
import { createContingentListModel } from './contingentListModel.js';
import type { ColumnStore } from './listColumns.js';
import { applicant, IVANOVA, listPage, savedFilter, SEMENOV } from './testing/fixtures.js';
import { manualClock } from '../../testing/timing.js';
import { paramsOf } from '../../testing/replies.js';
import { testClients } from '../../testing/testClients.js';

const newClient = testClients();

function memoryStore(initial: readonly string[] | null = null): ColumnStore & { saved: readonly string[] | null } {
  const store = {
    saved: initial,
    read: () => store.saved,
    write: (columns: readonly string[]) => void (store.saved = columns),
    clear: () => void (store.saved = null),
  };
  return store;
}

function setup(respond: Responder, columns: readonly string[] | null = null) {
  const test = newClient(respond);
  const clock = manualClock();
  const onNavigate = vi.fn();
  const download = vi.fn();
  const store = memoryStore(columns);
  const model = createContingentListModel({ client: test.client, onQuery: (query, mode) => onNavigate(query === '' ? '/list' : `/list?${query}`, mode), clock, download, columnStore: store });
  const sent = (action: string) => paramsOf(test.requests, action);
  return { ...test, model, clock, onNavigate, download, store, sent };
}

const rows = (...items: (typeof IVANOVA)[]) => respondWith({ 'Abiturient/List': () => ok(listPage(items)) });

async function settle(model: { loading: { peek(): boolean } }) {
  await vi.waitFor(() => expect(model.loading.peek()).toBe(false));
}

describe('contingent list model', () => {
  it('loads the page the address describes and tidies an address that is not canonical', async () => {
    const { model, sent, onNavigate } = setup(rows(IVANOVA, SEMENOV));
    model.applyQuery('page=1&okrug=CAO&processing_status=in_progress&processing_status=not_processed&grade=SCH10');
    await settle(model);
    expect(sent('Abiturient/List')).toEqual([{ processing_status: ['not_processed', 'in_progress'], okrug: 'CAO', sort: 'fullname', direction: 'asc', page: 1, pageSize: 25 }]);
    expect(onNavigate).toHaveBeenCalledWith('/list?processing_status=not_processed&processing_status=in_progress&okrug=CAO', 'replace');
    expect(model.rows.value.map((row) => row.id)).toEqual([501, 502]);
  });

  it('sends a filter change from page 1 as a history entry, and the search after a pause', async () => {
    const { model, sent, clock, onNavigate } = setup(rows(IVANOVA));
    model.applyQuery('page=3&sort=birth_date&dir=desc');
    await settle(model);
    model.setFilters({ tags: ['priority_ca_1'], category: ['moscow_11'] });
    expect(onNavigate).toHaveBeenLastCalledWith('/list?category=moscow_11&tags=priority_ca_1&sort=birth_date&dir=desc', 'push');
    await settle(model);
    model.setSearchText('иванва');
    expect(clock.pending()).toBe(1);
    clock.runAll();
    await settle(model);
    expect(sent('Abiturient/List').at(-1)).toEqual({ search: 'иванва', category: ['moscow_11'], tags: ['priority_ca_1'], sort: 'birth_date', direction: 'desc', page: 1, pageSize: 25 });
    expect(onNavigate).toHaveBeenLastCalledWith(expect.stringContaining('search=%D0%B8%D0%B2%D0%B0%D0%BD%D0%B2%D0%B0'), 'replace');
  });

  it('sorts by a header (again flips it), pages, and turns "only mine" on and off', async () => {
    const { model, sent } = setup(rows(IVANOVA));
    model.applyQuery('');
    await settle(model);
    model.sortBy('created_at');
    model.sortBy('created_at');
    model.setPage(2);
    model.setPageSize(100);
    model.setMine(true);
    await settle(model);
    expect(sent('Abiturient/List').at(-1)).toEqual({ curator: 'me', sort: 'created_at', direction: 'desc', page: 1, pageSize: 100 });
    expect(model.filter.value.curator).toBe('me');
    model.setMine(false);
    expect(model.filter.value.curator).toBeNull();
  });

  it('counts the filters behind "more filters" and clears only those', async () => {
    const { model } = setup(rows(IVANOVA));
    model.applyQuery('okrug=CAO&grade=SCH9&flags=recall&created_from=2025-01-01');
    await settle(model);
    expect(model.moreCount.value).toBe(3);
    model.resetMoreFilters();
    expect(model.moreCount.value).toBe(0);
    expect(model.filter.value.okrug).toBe('CAO');
    expect(model.narrowed.value).toBe(true);
    model.resetFilters();
    expect(model.narrowed.value).toBe(false);
  });

  it('selects rows of the page and drops the selection when the filter, sort or page changes', async () => {
    const { model } = setup(rows(IVANOVA, SEMENOV));
    model.applyQuery('');
    await settle(model);
    model.toggleRow(501, true);
    expect([...model.selected.value]).toEqual([501]);
    model.selectPage(true);
    expect([...model.selected.value]).toEqual([501, 502]);
    model.toggleRow(502, false);
    expect([...model.selected.value]).toEqual([501]);
    model.setFilters({ okrug: 'SAO' });
    expect(model.selected.value.size).toBe(0);
    await settle(model);
    model.selectPage(true);
    model.sortBy('birth_date');
    expect(model.selected.value.size).toBe(0);
    await settle(model);
    model.selectPage(true);
    model.clearSelection();
    expect(model.selected.value.size).toBe(0);
  });

  it('applies a bulk operation to the selection, keeps the answer with the refused names, and reloads', async () => {
    const { model, sent } = setup(
      respondWith({
        'Abiturient/List': () => ok(listPage([IVANOVA, SEMENOV, applicant({ id: 503 })])),
        'Abiturient/Bulk': () => ok({ changed: 1, unchanged: 0, refused: [{ id: 502, reason: 'Статус «В работе» нельзя сменить на «Ожидает обработки» напрямую' }, { id: 999, reason: 'Запись не найдена' }] }),
      }),
    );
    model.applyQuery('');
    await settle(model);
    model.toggleRow(501, true);
    model.toggleRow(502, true);
    const outcome = await model.bulk({ kind: 'setProcessingStatus', status: 'not_processed' });
    expect(outcome.ok).toBe(true);
    const [params] = sent('Abiturient/Bulk');
    expect(params).toEqual({ ids: [501, 502], operation: { kind: 'setProcessingStatus', status: 'not_processed' } });
    expect(bulkApplicants.params.safeParse(params).success).toBe(true);
    expect(model.bulkFeedback.value).toEqual({
      operation: { kind: 'setProcessingStatus', status: 'not_processed' },
      changed: 1,
      unchanged: 0,
      refused: [
        { id: 502, name: 'Семёнов Пётр Ильич', reason: 'Статус «В работе» нельзя сменить на «Ожидает обработки» напрямую' },
        { id: 999, name: null, reason: 'Запись не найдена' },
      ],
    });
    expect(model.selected.value.size).toBe(0);
    await settle(model);
    expect(sent('Abiturient/List')).toHaveLength(2);
    model.dismissBulk();
    expect(model.bulkFeedback.value).toBeNull();
  });

  it('keeps the selection and says why when the bulk action is refused, and sends nothing for an empty selection', async () => {
    const { model, sent } = setup(respondWith({ 'Abiturient/List': () => ok(listPage([IVANOVA])), 'Abiturient/Bulk': () => fail('ACCESS_DENIED', 'Недостаточно прав') }));
    model.applyQuery('');
    await settle(model);
    expect((await model.bulk({ kind: 'addTag', tag: 'prkom2024' })).ok).toBe(true);
    expect(sent('Abiturient/Bulk')).toHaveLength(0);
    model.toggleRow(501, true);
    const outcome = await model.bulk({ kind: 'assignCurator', curator_id: null });
    expect(outcome).toMatchObject({ ok: false, failure: { code: 'ACCESS_DENIED' } });
    expect([...model.selected.value]).toEqual([501]);
    expect(model.bulkFeedback.value).toBeNull();
  });

  it('exports the filter with the columns shown, in their order', async () => {
    const { model, sent, download } = setup(
      respondWith({ 'Abiturient/List': () => ok(listPage([IVANOVA])), 'Abiturient/Export': () => ok({ filename: 'applicants-2025-09-01.csv', csv: 'ФИО\r\nИванова\r\n', rows: 1 }) }),
      ['fullname', 'tags', 'phones'],
    );
    model.applyQuery('okrug=CAO&sort=created_at&page=4');
    await settle(model);
    await model.exportCsv();
    expect(sent('Abiturient/Export')).toEqual([{ okrug: 'CAO', sort: 'created_at', direction: 'asc', columns: ['fullname', 'phones', 'tags'] }]);
    expect(download).toHaveBeenCalledWith('applicants-2025-09-01.csv', expect.any(Blob));
    expect(model.exported.value).toBe(1);
  });

  it('changes the columns and remembers them', async () => {
    const { model, store } = setup(rows(IVANOVA));
    model.setColumnShown('email', true);
    expect(store.saved).toContain('email');
    model.resetColumns();
    expect(store.saved).toBeNull();
  });

  it('applies a saved filter: its query as a history entry and its columns', async () => {
    const { model, sent, onNavigate, store } = setup(rows(IVANOVA));
    model.applyQuery('sort=birth_date&page=2');
    await settle(model);
    model.applySaved(savedFilter({ id: 3, name: 'Мои в работе', filter: { curator: 'me', processing_status: ['in_progress'] }, columns: ['fullname', 'curator'] }));
    expect(onNavigate).toHaveBeenLastCalledWith('/list?processing_status=in_progress&curator=me', 'push');
    expect(model.columns.value).toEqual(['fullname', 'curator']);
    expect(store.saved).toEqual(['fullname', 'curator']);
    await settle(model);
    expect(sent('Abiturient/List').at(-1)).toEqual({ processing_status: ['in_progress'], curator: 'me', sort: 'fullname', direction: 'asc', page: 1, pageSize: 25 });
    // The address the model reported comes back from the router: nothing more to load.
    const loads = sent('Abiturient/List').length;
    model.applyQuery('processing_status=in_progress&curator=me');
    await settle(model);
    expect(sent('Abiturient/List')).toHaveLength(loads);
  });

  it('saves the current filter and columns under a name, and restores a deleted one', async () => {
    const stored = savedFilter({ id: 4, name: 'ЦАО', filter: { okrug: 'CAO' }, columns: ['fullname', 'okrug'] });
    let nextId = 10;
    const { model, sent } = setup(
      respondWith({
        'Abiturient/List': () => ok(listPage([IVANOVA])),
        'Abiturient/SavedFilters': () => ok([stored]),
        'Abiturient/SaveFilter': (params: { name: string; filter: object; columns: string[] }) => ok(savedFilter({ id: nextId++, ...params })),
        'Abiturient/DeleteFilter': () => ok(stored),
      }),
      ['fullname', 'tags'],
    );
    model.applyQuery('search=%D0%98%D0%B2%D0%B0%D0%BD&tags=prkom2024&page=2');
    await settle(model);
    await model.saved.load();
    expect(model.saved.named(' ЦАО ')).toEqual(stored);
    expect(model.saved.named('цао')).toBeUndefined();

    const saved = await model.saved.save('  Тег 2024 ');
    expect(saved.ok).toBe(true);
    const [params] = sent('Abiturient/SaveFilter');
    expect(params).toEqual({ name: 'Тег 2024', filter: { search: 'Иван', tags: ['prkom2024'] }, columns: ['fullname', 'tags'] });
    expect(saveFilter.params.safeParse(params).success).toBe(true);
    expect(model.saved.feedback.value).toEqual({ kind: 'saved', name: 'Тег 2024', replaced: false });
    expect(model.saved.items.value.map((item) => item.name)).toEqual(['ЦАО', 'Тег 2024'].sort((a, b) => a.localeCompare(b, 'ru')));

    await model.saved.save('ЦАО');
    expect(model.saved.feedback.value).toMatchObject({ kind: 'saved', replaced: true });
    expect(model.saved.items.value.filter((item) => item.name === 'ЦАО')).toHaveLength(1);

    const removed = model.saved.items.value.find((item) => item.name === 'ЦАО');
    await model.saved.remove(removed ?? stored);
    expect(sent('Abiturient/DeleteFilter').at(-1)).toEqual({ id: removed?.id });
    expect(model.saved.items.value.map((item) => item.name)).toEqual(['Тег 2024']);
    expect(model.saved.feedback.value).toEqual({ kind: 'deleted', item: stored });

    await model.saved.restore();
    expect(sent('Abiturient/SaveFilter').at(-1)).toEqual({ name: 'ЦАО', filter: { okrug: 'CAO' }, columns: ['fullname', 'okrug'] });
    expect(model.saved.feedback.value).toEqual({ kind: 'restored', name: 'ЦАО' });
    expect(model.saved.items.value.map((item) => item.name)).toContain('ЦАО');
  });

  it('says when a deleted filter could not be restored', async () => {
    const stored = savedFilter({ id: 4, name: 'ЦАО' });
    const { model } = setup(
      respondWith({
        'Abiturient/SavedFilters': () => ok([stored]),
        'Abiturient/DeleteFilter': () => ok(stored),
        'Abiturient/SaveFilter': () => fail('CONFLICT', 'Сохранено 50 фильтров — больше нельзя'),
      }),
    );
    await model.saved.load();
    await model.saved.remove(stored);
    await model.saved.restore();
    expect(model.saved.feedback.value).toMatchObject({ kind: 'restoreFailed', name: 'ЦАО', failure: { code: 'CONFLICT' } });
    model.saved.dismiss();
    expect(model.saved.feedback.value).toBeNull();
  });

  it('loads the curators the filter and the assignment offer', async () => {
    const { model } = setup(respondWith({ 'Abiturient/Curators': () => ok([{ id: 7, name: 'Петрова Анна', applicants: 3 }]) }));
    await model.curators.load();
    expect(model.curators.value.value).toEqual([{ id: 7, name: 'Петрова Анна', applicants: 3 }]);
  });
});
