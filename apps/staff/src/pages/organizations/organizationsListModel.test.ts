import { describe, expect, it, vi } from 'vitest';
import { fail, ok, respondWith } from '@abitura/ui/testing';
import type { Responder } from '@abitura/ui/testing';
import { createOrganizationsListModel } from './organizationsListModel.js';
import { listPage, SCHOOL, COLLEGE } from './testing/fixtures.js';
import { deferred, manualClock } from '../../testing/timing.js';
import { testClients } from '../../testing/testClients.js';

const newClient = testClients();

/** The address a reported query and tab segment make, as the page navigates to it. */
const addressOf = (query: string, segment?: string) => `/list${segment === undefined ? '' : `/${segment}`}${query === '' ? '' : `?${query}`}`;

function setup(respond: Responder) {
  const test = newClient(respond);
  const clock = manualClock();
  const onNavigate = vi.fn();
  const download = vi.fn();
  const model = createOrganizationsListModel({ client: test.client, onQuery: (query, mode, segment) => onNavigate(addressOf(query, segment), mode), clock, download });
  const lists = () => test.requests.filter((envelope) => envelope.action === 'Organization/List').map((envelope) => envelope.params as Record<string, unknown>);
  return { ...test, model, clock, onNavigate, download, lists };
}

const rows = (...items: (typeof SCHOOL)[]) => respondWith({ 'Organization/List': () => ok(listPage(items, { school: 5, college: 2 })) });

async function settle(model: { loading: { peek(): boolean } }) {
  await vi.waitFor(() => expect(model.loading.peek()).toBe(false));
}

describe('organizations list model', () => {
  it('loads the first page of every type with the counts per type', async () => {
    const { model, lists, onNavigate } = setup(rows(SCHOOL, COLLEGE));
    model.applyQuery('');
    await settle(model);
    expect(lists()).toEqual([{ sort: 'name', direction: 'asc', page: 1, pageSize: 25 }]);
    expect(model.rows.value.map((row) => row.id)).toEqual([11, 21]);
    expect(model.byType.value).toEqual({ school: 5, college: 2, deputy: 0, higher: 0 });
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('takes the tab from the path and tidies an address that is not canonical', async () => {
    const { model, lists, onNavigate } = setup(rows(SCHOOL));
    model.applyQuery('page=1&status=any&okrug=CAO', 'schools');
    await settle(model);
    expect(lists()[0]).toMatchObject({ type: 'school', okrug: 'CAO' });
    expect(onNavigate).toHaveBeenCalledWith('/list/schools?okrug=CAO', 'replace');
    model.applyQuery('', 'unknown');
    await settle(model);
    expect(model.tab.value).toBe('all');
    expect(onNavigate).toHaveBeenLastCalledWith('/list', 'replace');
  });

  it('moves to another tab keeping the filters, from page 1, as a history entry', async () => {
    const { model, lists, onNavigate } = setup(rows(SCHOOL));
    model.applyQuery('kind=school&page=2');
    await settle(model);
    model.setTab('colleges');
    expect(onNavigate).toHaveBeenLastCalledWith('/list/colleges?kind=school', 'push');
    await settle(model);
    expect(lists().at(-1)).toMatchObject({ type: 'college', kind: 'school', page: 1 });
    // The address the model reported comes back from the router: nothing more to load.
    model.applyQuery('kind=school', 'colleges');
    await settle(model);
    expect(lists()).toHaveLength(2);
  });

  it('drops a district outside a newly chosen okrug and keeps one inside it', async () => {
    const { model } = setup(rows(SCHOOL));
    model.applyQuery('district=Арбат');
    await settle(model);
    const inOkrug = (district: string, okrug: string) => district === 'Арбат' && okrug === 'CAO';
    model.setOkrug('CAO', inOkrug);
    expect(model.filter.value).toMatchObject({ okrug: 'CAO', district: 'Арбат' });
    model.setOkrug('SAO', inOkrug);
    expect(model.filter.value).toMatchObject({ okrug: 'SAO', district: null });
    model.setFilters({ district: 'Аэропорт' });
    model.setOkrug(null, inOkrug);
    expect(model.filter.value).toMatchObject({ okrug: null, district: 'Аэропорт' });
  });

  it('sends the search once typing pauses, replacing the history entry', async () => {
    const { model, lists, clock, onNavigate } = setup(rows(SCHOOL));
    model.applyQuery('');
    await settle(model);
    model.setSearchText('шк');
    model.setSearchText('школа ');
    expect(clock.pending()).toBe(1);
    clock.runAll();
    expect(onNavigate).toHaveBeenLastCalledWith('/list?search=%D1%88%D0%BA%D0%BE%D0%BB%D0%B0', 'replace');
    await settle(model);
    expect(lists().map((params) => params.search)).toEqual([undefined, 'школа']);
  });

  it('keeps the newest reply when an older one arrives late', async () => {
    const slow = deferred<ReturnType<typeof ok>>();
    let call = 0;
    const { model } = setup(() => (++call === 1 ? slow.promise : ok(listPage([COLLEGE]))));
    model.applyQuery('');
    model.setTab('colleges');
    await settle(model);
    slow.resolve(ok(listPage([SCHOOL])));
    // Long enough for the late reply to travel through the client.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(model.rows.value.map((row) => row.id)).toEqual([21]);
  });

  it('shows the last page when the page asked for ran past the end', async () => {
    const { model, onNavigate } = setup(respondWith({ 'Organization/List': (params: { page: number }) => ok({ ...listPage(params.page > 2 ? [] : [SCHOOL]), total: 30 }) }));
    model.applyQuery('page=9');
    await vi.waitFor(() => expect(model.filter.value.page).toBe(2));
    expect(onNavigate).toHaveBeenLastCalledWith('/list?page=2', 'replace');
  });

  it('resets the search and filters but keeps the tab and sort', async () => {
    const { model, onNavigate } = setup(rows(SCHOOL));
    model.applyQuery('search=мгу&mrsd=5&status=closed&sort=okrug', 'higher');
    await settle(model);
    model.resetFilters();
    expect(onNavigate).toHaveBeenLastCalledWith('/list/higher?sort=okrug', 'push');
    expect(model.searchText.value).toBe('');
    expect(model.narrowed.value).toBe(false);
  });

  it('exports the current filter and saves the file under the server’s name', async () => {
    const { model, download, requests } = setup(
      respondWith({
        'Organization/List': () => ok(listPage([COLLEGE])),
        'Organization/Export': () => ok({ filename: 'organizations.csv', csv: 'Название\r\nКолледж\r\n', rows: 1 }),
      }),
    );
    model.applyQuery('okrug=SAO', 'colleges');
    await settle(model);
    const running = model.exportCsv();
    expect(model.exporting.value).toBe(true);
    await running;
    expect(requests.find((envelope) => envelope.action === 'Organization/Export')?.params).toEqual({ type: 'college', okrug: 'SAO', sort: 'name', direction: 'asc' });
    expect(download).toHaveBeenCalledTimes(1);
    const [filename, blob] = download.mock.calls[0] as [string, Blob];
    expect(filename).toBe('organizations.csv');
    // Spreadsheet programs read UTF-8 only with the byte-order mark, which is added when missing.
    expect(new Uint8Array(await blob.arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    expect(model.exported.value).toBe(1);
    expect(model.exporting.value).toBe(false);
  });

  it('keeps an export failure for the page to show, and saves nothing', async () => {
    const { model, download } = setup(respondWith({ 'Organization/List': () => ok(listPage([])), 'Organization/Export': () => fail('INTERNAL', 'Сбой') }));
    await model.exportCsv();
    expect(model.exportError.value).toMatchObject({ code: 'INTERNAL', message: 'Сбой' });
    expect(download).not.toHaveBeenCalled();
    model.dismissExport();
    expect(model.exportError.value).toBeNull();
  });
});
