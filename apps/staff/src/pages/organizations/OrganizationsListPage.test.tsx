import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '@abitura/ui/testing';
import { COLLEGE, COLLEGE_CARD, listPage, organization, READER_ABILITY, SCHOOL } from './testing/fixtures.js';
import { renderOrganizations } from './testing/renderOrganizations.js';
import { FIRST_LOAD } from '../../testing/renderSignedIn.js';
import { paramsOf } from '../../testing/replies.js';
import { typeThenPause } from '../../testing/typing.js';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const COUNTS = { school: 600, college: 140, deputy: 12, higher: 30 };
const listing = (...rows: (typeof SCHOOL)[]) => ({ 'Organization/List': () => ok(listPage(rows, COUNTS)) });

async function openList(path = '/registry/organizations/list', handlers: Parameters<typeof renderOrganizations>[1] = listing(SCHOOL, COLLEGE), ability?: Record<string, boolean>) {
  const view = renderOrganizations(path, handlers, ability);
  await screen.findByRole('heading', { level: 1, name: 'Организации' }, FIRST_LOAD);
  return view;
}

describe('OrganizationsListPage', () => {
  it('lists the organizations with a tab per type and the counts of each', async () => {
    const { requests } = await openList();
    const table = await screen.findByRole('table', { name: 'Организации: 2 записи' });
    expect(paramsOf(requests, 'Organization/List')[0]).toEqual({ sort: 'name', direction: 'asc', page: 1, pageSize: 25 });
    expect(screen.getByRole('tab', { name: 'Все 782' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Колледжи 140' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Вузы 30' })).toBeTruthy();
    const link = within(table).getByRole('link', { name: COLLEGE.name });
    expect(link.getAttribute('href')).toBe('/registry/organizations/viewnew/21');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('Колледж')).toBeTruthy();
    await waitFor(() => expect(within(row).getByText('САО')).toBeTruthy());
    expect(within(row).getByText('Аэропорт')).toBeTruthy();
    expect(within(row).getByText('Действует')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: /Название/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('switches the tab through the address, keeping the filters and asking for the type', async () => {
    const { user, location, requests } = await openList('/registry/organizations/list?okrug=CAO&page=3');
    await screen.findByRole('table');
    await user.click(screen.getByRole('tab', { name: /Колледжи/ }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/registry/organizations/list/colleges?okrug=CAO'));
    await waitFor(() => expect(paramsOf(requests, 'Organization/List').at(-1)).toMatchObject({ type: 'college', okrug: 'CAO', page: 1 }));
    expect(screen.getByRole('tab', { name: /Колледжи/ }).getAttribute('aria-selected')).toBe('true');
    // The type column is only on the all-types tab.
    expect(screen.queryByRole('columnheader', { name: /Тип/ })).toBeNull();
  });

  it('restores the tab and the filters from the address, and tidies an unknown tab to all types', async () => {
    const { requests, location } = await openList('/registry/organizations/list/deputies?search=%D0%B4%D0%B5%D0%BF&mrsd=12&status=closed&sort=okrug&dir=desc&pageSize=50');
    await screen.findByRole('table');
    expect(paramsOf(requests, 'Organization/List')[0]).toEqual({ search: 'деп', type: 'deputy', mrsd: 12, status: false, sort: 'okrug', direction: 'desc', page: 1, pageSize: 50 });
    expect((screen.getByRole('searchbox', { name: 'Поиск' }) as HTMLInputElement).value).toBe('деп');
    expect(screen.getByRole('combobox', { name: 'Статус' }).textContent).toBe('Закрыта');
    act(() => location.navigate('/registry/organizations/list/nonsense?status=open'));
    await waitFor(() => expect(location.history.at(-1)).toBe('/registry/organizations/list'));
    await waitFor(() => expect(paramsOf(requests, 'Organization/List').at(-1)).toEqual({ sort: 'name', direction: 'asc', page: 1, pageSize: 25 }));
    expect(screen.getByRole('tab', { name: /Все/ }).getAttribute('aria-selected')).toBe('true');
  });

  it('narrows the districts to the chosen okrug and drops a district of another okrug', async () => {
    const { user, location } = await openList('/registry/organizations/list?district=%D0%90%D1%8D%D1%80%D0%BE%D0%BF%D0%BE%D1%80%D1%82');
    await screen.findByRole('table');
    await user.click(screen.getByRole('combobox', { name: 'Округ' }));
    await user.click(await screen.findByRole('option', { name: 'Центральный административный округ' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/registry/organizations/list?okrug=CAO'));
    await user.click(screen.getByRole('combobox', { name: 'Район' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Все', 'Арбат', 'Тверской']);
    await user.click(screen.getByRole('option', { name: 'Тверской' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/registry/organizations/list?okrug=CAO&district=%D0%A2%D0%B2%D0%B5%D1%80%D1%81%D0%BA%D0%BE%D0%B9'));
  });

  it('filters by МРСД and kind', async () => {
    const { user, location, requests } = await openList();
    await screen.findByRole('table');
    await user.click(screen.getByRole('combobox', { name: 'МРСД' }));
    await user.click(await screen.findByRole('option', { name: 'МРСД-12' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/registry/organizations/list?mrsd=12'));
    await user.click(screen.getByRole('combobox', { name: 'Вид организации' }));
    await user.click(await screen.findByRole('option', { name: 'Колледж' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/registry/organizations/list?mrsd=12&kind=college'));
    await waitFor(() => expect(paramsOf(requests, 'Organization/List').at(-1)).toMatchObject({ mrsd: 12, kind: 'college' }));
  });

  it('searches on the server after a pause in typing', async () => {
    const { requests, location } = await openList();
    await screen.findByRole('table');
    const box = screen.getByRole('searchbox', { name: 'Поиск' });
    typeThenPause(box, ['12', '1234'], { pause: 400, lookAt: 200, look: () => expect(paramsOf(requests, 'Organization/List')).toHaveLength(1) });
    await waitFor(() => expect(paramsOf(requests, 'Organization/List').at(-1)).toMatchObject({ search: '1234' }));
    expect(location.history.at(-1)).toBe('/registry/organizations/list?search=1234');
  });

  it('sorts by a column and pages with the sizes of SPEC section 9', async () => {
    const many = Array.from({ length: 25 }, (_, index) => organization({ id: 100 + index }));
    const { user, location, requests } = await openList('/registry/organizations/list', { 'Organization/List': () => ok({ ...listPage(many, COUNTS), total: 60 }) });
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: 'МРСД' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/registry/organizations/list?sort=mrsd'));
    await user.click(screen.getByRole('button', { name: 'Следующая страница' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/registry/organizations/list?sort=mrsd&page=2'));
    await user.click(screen.getByRole('combobox', { name: 'Строк на странице' }));
    await user.click(await screen.findByRole('option', { name: '100' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/registry/organizations/list?sort=mrsd&pageSize=100'));
    expect(paramsOf(requests, 'Organization/List').map((params) => [params.sort, params.page, params.pageSize])).toEqual([
      ['name', 1, 25],
      ['mrsd', 1, 25],
      ['mrsd', 2, 25],
      ['mrsd', 1, 100],
    ]);
  });

  it('offers to reset the filters when nothing matches', async () => {
    const { user, location } = await openList('/registry/organizations/list/schools?search=zz&kind=college', { 'Organization/List': () => ok(listPage([], COUNTS)) });
    expect(await screen.findByText('Ничего не нашлось')).toBeTruthy();
    const reset = screen.getAllByRole('button', { name: 'Сбросить фильтры' });
    await user.click(reset.at(-1) as HTMLElement);
    await waitFor(() => expect(location.history.at(-1)).toBe('/registry/organizations/list/schools'));
    expect((screen.getByRole('searchbox', { name: 'Поиск' }) as HTMLInputElement).value).toBe('');
  });

  it('exports the current filter as a CSV file named by the server', async () => {
    const saved: { type: string; text: string }[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob: Blob | MediaSource) => {
      void (blob as Blob).text().then((text) => saved.push({ type: (blob as Blob).type, text }));
      return 'blob:export';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    let finish: (reply: ReturnType<typeof ok>) => void = () => {};
    const { user, requests } = await openList('/registry/organizations/list/colleges?okrug=SAO', {
      ...listing(COLLEGE),
      'Organization/Export': () => new Promise((resolve) => (finish = resolve)),
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Выгрузить в CSV' }));
    expect(await screen.findByText('Готовим файл с организациями текущего отбора…')).toBeTruthy();
    expect(paramsOf(requests, 'Organization/Export')).toEqual([{ type: 'college', okrug: 'SAO', sort: 'name', direction: 'asc' }]);
    finish(ok({ filename: 'organizations-2025-09-01.csv', csv: '\uFEFFНазвание;Код\r\nКолледж связи № 54;KS-54\r\n', rows: 1 }));
    expect(await screen.findByText('Файл сохранён: 1 организация.')).toBeTruthy();
    expect(clicks).toEqual(['organizations-2025-09-01.csv']);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.type).toBe('text/csv;charset=utf-8');
    expect(saved[0]?.text).toContain('Колледж связи № 54;KS-54');
  });

  it('says clearly when the export fails', async () => {
    const { user } = await openList('/registry/organizations/list', { ...listing(SCHOOL), 'Organization/Export': () => fail('INTERNAL', 'Не удалось сформировать файл. Повторите позже.') });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Выгрузить в CSV' }));
    const alert = await screen.findByText(/Не удалось выгрузить организации/);
    expect(alert.textContent).toContain('Не удалось сформировать файл. Повторите позже.');
    await user.click(screen.getByRole('button', { name: 'Закрыть сообщение о выгрузке' }));
    expect(screen.queryByText(/Не удалось выгрузить организации/)).toBeNull();
  });

  it('adds an organization of the tab’s type and opens its page', async () => {
    const sent: unknown[] = [];
    const { user, location } = await openList('/registry/organizations/list/colleges', {
      ...listing(COLLEGE),
      'Organization/Create': (params: unknown) => {
        sent.push(params);
        return ok(COLLEGE_CARD);
      },
      'Organization/GetOrganization': () => ok(COLLEGE_CARD),
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Добавить организацию' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новая организация' });
    expect(within(dialog).getByRole('combobox', { name: 'Тип' }).textContent).toBe('Колледж');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(await within(dialog).findByText('Заполните это поле.')).toBeTruthy();
    expect(sent).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Название/ }), 'ГБПОУ Колледж связи № 54{Enter}');
    await waitFor(() => expect(location.history.at(-1)).toBe('/registry/organizations/viewnew/21'));
    expect(sent).toEqual([
      {
        type: 'college',
        name: 'ГБПОУ Колледж связи № 54',
        short_name: null,
        address: null,
        address_asur: null,
        organization_id: null,
        okrug: null,
        district: null,
        mrsd: null,
        kind: null,
        status: true,
        inn: null,
        phone: null,
        email: null,
        website: null,
        head: null,
      },
    ]);
    expect(await screen.findByText('Организация «Колледж связи № 54» добавлена в реестр.')).toBeTruthy();
  });

  it('shows no add button to a reader', async () => {
    await openList('/registry/organizations/list', listing(SCHOOL), READER_ABILITY);
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Добавить организацию' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Выгрузить в CSV' })).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    let refuse = true;
    const { user } = await openList('/registry/organizations/list', { 'Organization/List': () => (refuse ? fail('INTERNAL', 'Сервер недоступен') : ok(listPage([SCHOOL], COUNTS))) });
    expect((await screen.findByRole('alert')).textContent).toContain('Сервер недоступен');
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('link', { name: SCHOOL.name })).toBeTruthy();
  });

  it('reads right to left in Arabic', async () => {
    renderOrganizations('/registry/organizations/list/schools', listing(SCHOOL), undefined, { language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'المؤسسات' }, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByRole('tab', { name: /المدارس/ }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('table', { name: 'المؤسسات: سجل واحد' })).toBeTruthy();
    expect(document.querySelector('[dir="rtl"]')).not.toBeNull();
  });
});
