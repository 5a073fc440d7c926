import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '@abitura/ui/testing';
import { applicant, IVANOVA, listPage, READER_ABILITY, savedFilter, SEMENOV } from './testing/fixtures.js';
import { renderContingent } from './testing/renderContingent.js';
import { FIRST_LOAD } from '../../testing/renderSignedIn.js';
import { paramsOf } from '../../testing/replies.js';
import { typeThenPause } from '../../testing/typing.js';
import { APPLICANT_COLUMNS, columnsKey } from './listColumns.js';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

type Handlers = Parameters<typeof renderContingent>[1];
const listing = (...rows: (typeof IVANOVA)[]): Handlers => ({ 'Abiturient/List': () => ok(listPage(rows)) });

async function openList(path = '/newcontingent/list', handlers: Handlers = listing(IVANOVA, SEMENOV), ability?: Record<string, boolean>) {
  const view = renderContingent(path, handlers, ability);
  await screen.findByRole('heading', { level: 1, name: 'Контингент' }, FIRST_LOAD);
  return view;
}

describe('ContingentListPage', () => {
  it('lists the applicants with their columns, each name linking to the 360 view', async () => {
    const { requests } = await openList();
    const table = await screen.findByRole('table', { name: 'Абитуриенты: 2 записи' });
    expect(paramsOf(requests, 'Abiturient/List')[0]).toEqual({ sort: 'fullname', direction: 'asc', page: 1, pageSize: 25 });
    expect(screen.getByText('Найдено 2 абитуриента')).toBeTruthy();
    const link = within(table).getByRole('link', { name: 'Иванова Мария Сергеевна' });
    expect(link.getAttribute('href')).toBe('/newcontingent/view/501');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('+7 (916) 123-45-67')).toBeTruthy();
    expect(within(row).getByText('Ожидает обработки')).toBeTruthy();
    expect(within(row).getByText('Приоритет обзвона 1')).toBeTruthy();
    expect(within(row).getByText('Петрова Анна')).toBeTruthy();
    await waitFor(() => expect(within(row).getByText('Москва, 9 класс, выпуск 2025 года')).toBeTruthy());
    const other = within(table).getByRole('link', { name: 'Семёнов Пётр Ильич' }).closest('tr') as HTMLElement;
    expect(within(other).getAllByText('нет сведений').length).toBeGreaterThan(0);
    expect(within(table).getByRole('columnheader', { name: /ФИО/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(within(table).getByRole('checkbox', { name: 'Выбрать: Иванова Мария Сергеевна' })).toBeTruthy();
  });

  it('shows every column the person chose, each value as staff read it', async () => {
    localStorage.setItem(columnsKey(1), JSON.stringify(APPLICANT_COLUMNS));
    await openList('/newcontingent/list', listing({ ...IVANOVA, consent_status: 'accepted', tracking_stage: 'plans_to_apply', information_source: 'tv', preferential: { ...IVANOVA.preferential, hasVip: true } }));
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(APPLICANT_COLUMNS.length + 1);
    const row = within(table).getByRole('link', { name: IVANOVA.fullname }).closest('tr') as HTMLElement;
    for (const text of ['112-233-445 95', 'maria@example.ru', '9 класс', '2024/2025', 'Арбат', 'Нужно перезвонить', 'Особый контроль (VIP)', 'Планирует подать документы', 'Согласие на зачисление подано', '01.03.2025 12:00', '02.03.2025 13:30']) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
    await waitFor(() => expect(within(row).getByText('ЦАО')).toBeTruthy());
    await waitFor(() => expect(within(row).getByText('Заинтересован')).toBeTruthy());
    await waitFor(() => expect(within(row).getByText('Телевидение')).toBeTruthy());
  });

  it('selects a row with Enter on its checkbox and stays on the list, the selection kept', async () => {
    const { user, location } = await openList();
    const table = await screen.findByRole('table');
    const box = within(table).getByRole('checkbox', { name: 'Выбрать: Семёнов Пётр Ильич' });
    box.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(true));
    expect(screen.getByText('Выбрано абитуриентов: 1')).toBeTruthy();
    await user.keyboard('{Enter}');
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(false));
    expect(location.history.at(-1)).toBe('/newcontingent/list');
  });

  it('restores the search and every filter from the address and sends them to the server', async () => {
    const { requests } = await openList(
      '/newcontingent/list?search=%D0%B8%D0%B2%D0%B0%D0%BD&processing_status=in_progress&okrug=CAO&curator=me&tags=priority_ca_1&birth_from=2009-01-01&sort=birth_date&dir=desc&pageSize=50',
    );
    await screen.findByRole('table');
    expect(paramsOf(requests, 'Abiturient/List')[0]).toEqual({
      search: 'иван',
      processing_status: ['in_progress'],
      okrug: 'CAO',
      curator: 'me',
      tags: ['priority_ca_1'],
      birth_from: '2009-01-01',
      sort: 'birth_date',
      direction: 'desc',
      page: 1,
      pageSize: 50,
    });
    expect((screen.getByRole('searchbox', { name: 'Поиск по ФИО' }) as HTMLInputElement).value).toBe('иван');
    expect(screen.getByRole('combobox', { name: 'Статус обработки' }).textContent).toBe('В работе');
    expect((screen.getByRole('checkbox', { name: 'Только мои' }) as HTMLInputElement).checked).toBe(true);
    // Two filters behind "more filters" are set, so the panel is open and says so.
    const more = screen.getByRole('button', { name: 'Ещё фильтры: 2' });
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect((screen.getByRole('textbox', { name: 'Дата рождения с' }) as HTMLInputElement).value).toBe('01.01.2009');
  });

  it('sends the common filters chosen and keeps them in the address', async () => {
    const { user, location, requests } = await openList();
    await screen.findByRole('table');
    await user.click(screen.getByRole('combobox', { name: 'Статус обработки' }));
    await user.click(await screen.findByRole('option', { name: 'В работе' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/newcontingent/list?processing_status=in_progress'));
    await user.click(await screen.findByRole('option', { name: 'Ожидает обработки' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/newcontingent/list?processing_status=not_processed&processing_status=in_progress'));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'Округ' }));
    await user.click(await screen.findByRole('option', { name: 'Центральный административный округ' }));
    await user.click(screen.getByRole('combobox', { name: 'Куратор' }));
    await user.click(await screen.findByRole('option', { name: 'Сидоров Олег' }));
    await waitFor(() => expect(paramsOf(requests, 'Abiturient/List').at(-1)).toEqual({ processing_status: ['not_processed', 'in_progress'], okrug: 'CAO', curator: 8, sort: 'fullname', direction: 'asc', page: 1, pageSize: 25 }));
    await user.click(screen.getByRole('checkbox', { name: 'Только мои' }));
    await waitFor(() => expect(paramsOf(requests, 'Abiturient/List').at(-1)).toMatchObject({ curator: 'me' }));
  }, 60_000); // Many pickers chosen by pointer and keyboard: over 25 s beside the rest of `npm test` on two cores.

  it('opens the other filters under “more filters”, counts them and resets them alone', async () => {
    const { user, location, requests } = await openList('/newcontingent/list?okrug=CAO');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Ещё фильтры' }));
    await user.click(screen.getByRole('combobox', { name: 'Класс' }));
    await user.click(await screen.findByRole('option', { name: '11 класс' }));
    await user.click(screen.getByRole('combobox', { name: 'Теги' }));
    await user.click(await screen.findByRole('option', { name: 'Сдаёт ОГЭ повторно' }));
    await user.keyboard('{Escape}');
    await user.type(screen.getByRole('textbox', { name: 'Добавлен с' }), '01022025');
    await waitFor(() => expect(paramsOf(requests, 'Abiturient/List').at(-1)).toMatchObject({ grade: 'SCH11', tags: ['passing2oge'], created_from: '2025-02-01' }));
    expect(screen.getByRole('button', { name: 'Ещё фильтры: 3' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Сбросить дополнительные фильтры' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/newcontingent/list?okrug=CAO'));
  }, 60_000); // Many pickers chosen by pointer and keyboard: over 25 s beside the rest of `npm test` on two cores.

  it('searches on the server after a pause in typing', async () => {
    const { requests, location } = await openList();
    await screen.findByRole('table');
    const box = screen.getByRole('searchbox', { name: 'Поиск по ФИО' });
    typeThenPause(box, ['семё', 'семён'], { pause: 400, lookAt: 200, look: () => expect(paramsOf(requests, 'Abiturient/List')).toHaveLength(1) });
    await waitFor(() => expect(paramsOf(requests, 'Abiturient/List').at(-1)).toMatchObject({ search: 'семён' }));
    expect(location.history.at(-1)).toBe('/newcontingent/list?search=%D1%81%D0%B5%D0%BC%D1%91%D0%BD');
  });

  it('says when no name contains the search and similar names are listed instead', async () => {
    let similar = true;
    const { user } = await openList('/newcontingent/list?search=%D0%B8%D0%B2%D0%B0%D0%BD%D0%B2%D0%B0', {
      'Abiturient/List': () => ok(listPage([applicant({ id: 700 })], 1, 1, 25, similar)),
    });
    expect((await screen.findByText('Ни одно имя не содержит «иванва»: показаны похожие имена, самые похожие — первыми. Проверьте, нет ли опечатки.')).closest('[role="alert"]')).toBeTruthy();
    similar = false;
    await user.clear(screen.getByRole('searchbox', { name: 'Поиск по ФИО' }));
    await user.type(screen.getByRole('searchbox', { name: 'Поиск по ФИО' }), 'иванова{Enter}');
    await waitFor(() => expect(screen.queryByText(/Ни одно имя не содержит/)).toBeNull());
  });

  it('sorts by a column and pages', async () => {
    const many = Array.from({ length: 25 }, (_, index) => applicant({ id: 600 + index }));
    const { user, location } = await openList('/newcontingent/list', { 'Abiturient/List': () => ok(listPage(many, 60)) });
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: 'Категория' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/newcontingent/list?sort=category'));
    await user.click(screen.getByRole('button', { name: 'Следующая страница' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/newcontingent/list?sort=category&page=2'));
    await user.click(screen.getByRole('combobox', { name: 'Строк на странице' }));
    await user.click(await screen.findByRole('option', { name: '100' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/newcontingent/list?sort=category&pageSize=100'));
  });

  it('tells an empty contingent from a filter nothing matches, and resets the filter', async () => {
    const { unmount } = await openList('/newcontingent/list', listing());
    expect(await screen.findByText('В контингенте пока нет абитуриентов')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Добавить абитуриента' }).getAttribute('href')).toBe('/newcontingent/list/insert');
    unmount();
    const view = await openList('/newcontingent/list?okrug=SAO&flags=recall', listing());
    expect(await screen.findByText('Никого не нашлось')).toBeTruthy();
    const reset = screen.getAllByRole('button', { name: 'Сбросить фильтры' });
    await view.user.click(reset.at(-1) as HTMLElement);
    await waitFor(() => expect(view.location.history.at(-1)).toBe('/newcontingent/list'));
  });

  it('shows a failed load with a retry', async () => {
    let refuse = true;
    const { user } = await openList('/newcontingent/list', { 'Abiturient/List': () => (refuse ? fail('INTERNAL', 'Сервер недоступен') : ok(listPage([IVANOVA]))) });
    expect((await screen.findByRole('alert')).textContent).toContain('Сервер недоступен');
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('link', { name: IVANOVA.fullname })).toBeTruthy();
  });

  it('hides a column through the chooser and remembers it for this user', async () => {
    const { user } = await openList();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Телефоны' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^Столбцы таблицы «Абитуриенты/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Столбцы таблицы' });
    expect((within(dialog).getByRole('checkbox', { name: 'ФИО' }) as HTMLInputElement).disabled).toBe(true);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Телефоны' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Эл. почта' }));
    await user.click(within(dialog).getByRole('button', { name: 'Готово' }));
    await waitFor(() => expect(within(table).queryByRole('columnheader', { name: 'Телефоны' })).toBeNull());
    expect(within(table).getByText('maria@example.ru')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(columnsKey(1)) ?? '[]')).toContain('email');
    expect(JSON.parse(localStorage.getItem(columnsKey(1)) ?? '[]')).not.toContain('phones');
  });

  it('asks before a bulk action, says how many and what will happen, then shows the answer and reloads', async () => {
    const bulk: unknown[] = [];
    const { user, requests } = await openList('/newcontingent/list', {
      ...listing(IVANOVA, SEMENOV),
      'Abiturient/Bulk': (params: unknown) => {
        bulk.push(params);
        return ok({ changed: 1, unchanged: 0, refused: [{ id: 502, reason: 'Из статуса «В работе» так перейти нельзя' }] });
      },
    });
    const table = await screen.findByRole('table');
    const assign = screen.getByRole('button', { name: 'Назначить куратора' }) as HTMLButtonElement;
    expect(assign.disabled).toBe(true);
    await user.click(within(table).getByRole('checkbox', { name: 'Выбрать всех на странице' }));
    expect(screen.getByText('Выбрано абитуриентов: 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Сменить статус обработки' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Сменить статус обработки' });
    expect(within(dialog).getByText('Выбрано абитуриентов: 2.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Сменить статус' }));
    expect(await within(dialog).findByText('Выберите статус.')).toBeTruthy();
    expect(bulk).toHaveLength(0);
    await user.click(within(dialog).getByRole('combobox', { name: /Новый статус/ }));
    await user.click(await screen.findByRole('option', { name: 'Обработан успешно' }));
    expect(within(dialog).getByText(/получат статус «Обработан успешно»/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Сменить статус' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(bulk).toEqual([{ ids: [501, 502], operation: { kind: 'setProcessingStatus', status: 'work_done' } }]);
    expect(await screen.findByText('Изменено: 1, без изменений: 0, отказано: 1.')).toBeTruthy();
    expect(screen.getByText('Семёнов Пётр Ильич: Из статуса «В работе» так перейти нельзя')).toBeTruthy();
    await waitFor(() => expect(paramsOf(requests, 'Abiturient/List')).toHaveLength(2));
    expect(screen.getByText('Отметьте абитуриентов в таблице, чтобы изменить их вместе.')).toBeTruthy();
  });

  it('assigns a curator to the selected rows, keeping the dialog open with the reason on a refusal', async () => {
    let refuse = true;
    const { user } = await openList('/newcontingent/list', {
      ...listing(IVANOVA, SEMENOV),
      'Abiturient/Bulk': () => (refuse ? fail('ACCESS_DENIED', 'Недостаточно прав для массовых действий') : ok({ changed: 1, unchanged: 0, refused: [] })),
    });
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('checkbox', { name: 'Выбрать: Семёнов Пётр Ильич' }));
    await user.click(screen.getByRole('button', { name: 'Назначить куратора' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Назначить куратора' });
    await user.click(within(dialog).getByRole('combobox', { name: /Куратор/ }));
    await user.click(await screen.findByRole('option', { name: 'Петрова Анна' }));
    expect(within(dialog).getByText('Куратором выбранных абитуриентов станет Петрова Анна.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Назначить' }));
    expect(await within(dialog).findByText('Недостаточно прав для массовых действий')).toBeTruthy();
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Назначить' }));
    expect(await screen.findByText('Куратор назначен.')).toBeTruthy();
  });

  it('hides the selection and bulk actions from a reader', async () => {
    await openList('/newcontingent/list', listing(IVANOVA), READER_ABILITY);
    const table = await screen.findByRole('table');
    expect(within(table).queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Назначить куратора' })).toBeNull();
  });

  it('saves the filter under a name, replaces a same-named one after asking, applies and deletes with undo', async () => {
    const saves: unknown[] = [];
    let items = [savedFilter({ id: 3, name: 'Мои в работе', filter: { curator: 'me', processing_status: ['in_progress'] }, columns: ['fullname', 'curator'] })];
    const { user, location } = await openList('/newcontingent/list?okrug=CAO', {
      ...listing(IVANOVA),
      'Abiturient/SavedFilters': () => ok(items),
      'Abiturient/SaveFilter': (params: { name: string; filter: object; columns: string[] }) => {
        saves.push(params);
        const saved = savedFilter({ id: 10 + saves.length, ...params });
        items = [...items.filter((item) => item.name !== params.name), saved];
        return ok(saved);
      },
      'Abiturient/DeleteFilter': (params: { id: number }) => {
        const gone = items.find((item) => item.id === params.id);
        items = items.filter((item) => item.id !== params.id);
        return ok(gone);
      },
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Сохранить фильтр' }));
    let dialog = await screen.findByRole('dialog', { name: 'Сохранить текущий фильтр' });
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Введите название фильтра.')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /Название/ }), 'Мои в работе{Enter}');
    const confirm = await screen.findByRole('alertdialog', { name: 'Заменить фильтр?' });
    expect(within(confirm).getByText('Фильтр «Мои в работе» уже есть. Заменить его текущими условиями и столбцами?')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Заменить' }));
    expect(await screen.findByText('Фильтр «Мои в работе» заменён текущими условиями.')).toBeTruthy();
    expect(saves).toEqual([{ name: 'Мои в работе', filter: { okrug: 'CAO' }, columns: ['fullname', 'phones', 'school', 'category', 'processing_status', 'tags', 'curator'] }]);

    items = [...items, savedFilter({ id: 4, name: 'Теги', filter: { tags: ['prkom2024'] }, columns: ['fullname', 'tags'] })];
    await user.click(screen.getByRole('button', { name: 'Сохранённые фильтры' }));
    dialog = await screen.findByRole('dialog', { name: 'Сохранённые фильтры' });
    await user.click(await within(dialog).findByRole('button', { name: 'Удалить фильтр «Мои в работе»' }));
    expect(await within(dialog).findByText('Фильтр «Мои в работе» удалён.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Применить фильтр «Мои в работе»' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Восстановить' }));
    expect(await within(dialog).findByText('Фильтр «Мои в работе» восстановлен.')).toBeTruthy();
    expect(saves).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Применить фильтр «Теги»' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/newcontingent/list?tags=prkom2024'));
    expect(screen.queryByRole('dialog')).toBeNull();
    const table = screen.getByRole('table');
    await waitFor(() => expect(within(table).queryByRole('columnheader', { name: 'Телефоны' })).toBeNull());
    expect(within(table).getByRole('columnheader', { name: 'Теги' })).toBeTruthy();
  });

  it('exports the filter with the visible columns', async () => {
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:export');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    const { user, requests } = await openList('/newcontingent/list?grade=SCH9', {
      ...listing(IVANOVA),
      'Abiturient/Export': () => ok({ filename: 'applicants-2025-09-01.csv', csv: '\uFEFFФИО\r\nИванова Мария Сергеевна\r\n', rows: 1 }),
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Выгрузить в CSV' }));
    expect(await screen.findByText('Файл сохранён: 1 абитуриент.')).toBeTruthy();
    expect(paramsOf(requests, 'Abiturient/Export')).toEqual([
      { grade: 'SCH9', sort: 'fullname', direction: 'asc', columns: ['fullname', 'phones', 'school', 'category', 'processing_status', 'tags', 'curator'] },
    ]);
    expect(clicks).toEqual(['applicants-2025-09-01.csv']);
  });

  it('reads right to left in Arabic', async () => {
    renderContingent('/newcontingent/list', listing(IVANOVA), undefined, { language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'المتقدمون' }, FIRST_LOAD)).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'المتقدمون: سجل واحد' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'تحديد: Иванова Мария Сергеевна' })).toBeTruthy();
    expect(document.querySelector('[dir="rtl"]')).not.toBeNull();
  });
});
