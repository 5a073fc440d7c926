import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { fail, ok } from '@abitura/ui/testing';
import { loadReferenceLabels } from '../../models/referenceLabels.js';
import { COOK_PROGRAM, IT_PROGRAM, program, REGISTRY_ABILITY, renderRegistry } from './testing/fixtures.js';
import { FIRST_LOAD } from '../../testing/renderSignedIn.js';
import { pageOf, paramsOf } from '../../testing/replies.js';
import { typeThenPause } from '../../testing/typing.js';

afterEach(() => {
  vi.useRealTimers();
});

const withRows = (...rows: (typeof IT_PROGRAM)[]) => ({ 'Program/List': () => ok(pageOf(rows)) });

async function openList(path = '/registry/programs/list', handlers: Parameters<typeof renderRegistry>[1] = withRows(IT_PROGRAM, COOK_PROGRAM), ability?: Record<string, boolean>, language?: 'ru' | 'en' | 'ar') {
  const view = renderRegistry(path, handlers, ability, language ? { language } : {});
  await screen.findByRole('heading', { level: 1 }, FIRST_LOAD);
  return view;
}

describe('ProgramsListPage', () => {
  it('shows the programmes with their college, speciality, forms, duration, places and tests', async () => {
    await openList();
    const table = await screen.findByRole('table', { name: 'Образовательные программы: 2 записи' });
    expect(screen.getByRole('heading', { level: 1, name: 'Образовательные программы' })).toBeTruthy();
    expect(screen.getByText('Найдено 2 программы')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: /Код/ }).getAttribute('aria-sort')).toBe('ascending');
    const it = within(table).getByRole('rowheader', { name: 'Информационные системы и программирование' }).closest('tr') as HTMLElement;
    expect(within(it).getByRole('link', { name: 'КС № 54' }).getAttribute('href')).toBe('/registry/organizations/viewnew/11');
    expect(within(it).getByText('09.02.07')).toBeTruthy();
    expect(within(it).getByText('на базе 9 классов')).toBeTruthy();
    expect(within(it).getByText('3 г. 10 мес.')).toBeTruthy();
    expect(await within(it).findByText('Среднее профессиональное образование')).toBeTruthy();
    expect(await within(it).findByText('Очная, на базе 9 классов')).toBeTruthy();
    expect(within(it).getByText('нет')).toBeTruthy();
    const cook = within(table).getByRole('rowheader', { name: 'Повар, кондитер' }).closest('tr') as HTMLElement;
    expect(within(cook).getByRole('link', { name: 'Политехнический колледж им. Н. Н. Годовикова' })).toBeTruthy();
    expect(within(cook).getByText('1 г. 10 мес.')).toBeTruthy();
    expect(within(cook).getByText('на базе 11 классов')).toBeTruthy();
    expect(within(cook).getByText('Испытание на наличие физических качеств')).toBeTruthy();
    expect(within(cook).getByText('ППКРС (2014)')).toBeTruthy();
  });

  it('words whole years and short courses', async () => {
    await openList('/registry/programs/list', withRows(program({ id: 5, name: 'Курс', duration_months: 36 }), program({ id: 6, name: 'Короткий курс', duration_months: 10 }), program({ id: 7, name: 'Пятилетка', duration_months: 60 })));
    const table = await screen.findByRole('table');
    expect(within(table).getByText('3 г.')).toBeTruthy();
    expect(within(table).getByText('10 мес.')).toBeTruthy();
    expect(within(table).getByText('5 л.')).toBeTruthy();
  });

  it('takes the college from the address, as an organization page links here, and names it in the picker', async () => {
    const { requests } = await openList('/registry/programs/list?organization=11');
    await screen.findByRole('table');
    expect(paramsOf(requests, 'Program/List')[0]).toMatchObject({ organization: 11, page: 1 });
    const picker = screen.getByRole('combobox', { name: 'Колледж' }) as HTMLInputElement;
    await waitFor(() => expect(picker.value).toBe('Колледж связи № 54'));
    expect(paramsOf(requests, 'Reference/Organization')).toEqual([{ search: { type: 'college' } }]);
  });

  it('names a college the picker does not hold by its number', async () => {
    await openList('/registry/programs/list?organization=99');
    await screen.findByRole('table');
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Колледж' }) as HTMLInputElement).value).toBe('Организация № 99'));
  });

  it('chooses a college by typing part of its name', async () => {
    const { user, location, requests } = await openList();
    await screen.findByRole('table');
    const picker = screen.getByRole('combobox', { name: 'Колледж' });
    await user.click(picker);
    await user.type(picker, 'годов');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Политехнический колледж им. Н. Н. Годовикова']);
    expect(screen.queryByRole('option', { name: 'Не указано' })).toBeNull();
    await user.click(options[0] as HTMLElement);
    await waitFor(() => expect(location.history.at(-1)).toBe('/registry/programs/list?organization=12'));
    await waitFor(() => expect(paramsOf(requests, 'Program/List').at(-1)).toMatchObject({ organization: 12 }));
  });

  it('takes the speciality from the address and checks a typed code before sending it', async () => {
    const { user, location, requests } = await openList('/registry/programs/list?speciality=09.02.07');
    await screen.findByRole('table');
    expect(paramsOf(requests, 'Program/List')[0]).toMatchObject({ speciality: '09.02.07' });
    const field = screen.getByRole('textbox', { name: 'Код специальности' }) as HTMLInputElement;
    expect(field.value).toBe('09.02.07');
    await user.clear(field);
    await user.type(field, '9.2.7{Enter}');
    expect(screen.getByText('Код вида 09.02.07 или 5 цифр')).toBeTruthy();
    expect(paramsOf(requests, 'Program/List')).toHaveLength(1);
    await user.clear(field);
    await user.type(field, '43.01.09');
    await user.tab();
    await waitFor(() => expect(location.history.at(-1)).toBe('/registry/programs/list?speciality=43.01.09'));
    expect(screen.queryByText('Код вида 09.02.07 или 5 цифр')).toBeNull();
  });

  it('filters by level and by entrance tests from the selects', async () => {
    const { user, location, requests } = await openList();
    await screen.findByRole('table');
    await user.click(screen.getByRole('combobox', { name: 'Уровень образования' }));
    await user.click(await screen.findByRole('option', { name: 'Профессиональное обучение' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/registry/programs/list?level=13'));
    await user.click(screen.getByRole('combobox', { name: 'Вступительные испытания' }));
    await user.click(await screen.findByRole('option', { name: 'Есть' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/registry/programs/list?level=13&tests=yes'));
    await waitFor(() => expect(paramsOf(requests, 'Program/List').at(-1)).toMatchObject({ level: 13, has_tests: true }));
    await user.click(screen.getByRole('combobox', { name: 'База' }));
    await user.click(await screen.findByRole('option', { name: 'на базе 11 классов' }));
    await waitFor(() => expect(paramsOf(requests, 'Program/List').at(-1)).toMatchObject({ base_grade: 'SCH11' }));
  });

  it('sorts by a column header and keeps the sort in the address', async () => {
    const { user, location, requests } = await openList();
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: 'Бюджетных мест' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/registry/programs/list?sort=budget_places'));
    await user.click(within(table).getByRole('button', { name: 'Бюджетных мест' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/registry/programs/list?sort=budget_places&dir=desc'));
    expect(paramsOf(requests, 'Program/List').map((params) => `${params.sort} ${params.direction}`)).toEqual(['code asc', 'budget_places asc', 'budget_places desc']);
  });

  it('searches after a pause in typing', async () => {
    const { requests, location } = await openList();
    await screen.findByRole('table');
    const box = screen.getByRole('searchbox', { name: 'Поиск' });
    typeThenPause(box, ['пов', 'повар'], { pause: 400, lookAt: 200, look: () => expect(paramsOf(requests, 'Program/List')).toHaveLength(1) });
    await waitFor(() => expect(paramsOf(requests, 'Program/List')).toHaveLength(2));
    expect(paramsOf(requests, 'Program/List')[1]).toMatchObject({ search: 'повар' });
    await waitFor(() => expect(location.history.at(-1)).toBe('/registry/programs/list?search=%D0%BF%D0%BE%D0%B2%D0%B0%D1%80'));
  });

  it('pages with the sizes of SPEC section 9', async () => {
    const many = Array.from({ length: 25 }, (_, index) => program({ id: 100 + index, name: `Программа ${index}` }));
    const { user, location } = await openList('/registry/programs/list', { 'Program/List': () => ok(pageOf(many, 60)) });
    await screen.findByRole('table');
    expect(screen.getByText('1–25 из 60')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Следующая страница' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/registry/programs/list?page=2'));
    await user.click(screen.getByRole('combobox', { name: 'Строк на странице' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['5', '10', '20', '25', '50', '100']);
    await user.click(screen.getByRole('option', { name: '10' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/registry/programs/list?pageSize=10'));
  });

  it('offers to reset the filters when nothing matches', async () => {
    const { user, location } = await openList('/registry/programs/list?search=zz&grade=SCH9', withRows());
    expect(await screen.findByText('Ни одной программы не нашлось')).toBeTruthy();
    const reset = screen.getAllByRole('button', { name: 'Сбросить фильтры' });
    expect(reset).toHaveLength(2);
    await user.click(reset[1] as HTMLElement);
    await waitFor(() => expect(location.history.at(-1)).toBe('/registry/programs/list'));
    expect((screen.getByRole('searchbox', { name: 'Поиск' }) as HTMLInputElement).value).toBe('');
  });

  it('says so when the catalogue is empty, without a reset', async () => {
    await openList('/registry/programs/list', withRows());
    expect(await screen.findByText('Программ пока нет')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Сбросить фильтры' })).toBeNull();
  });

  it('shows a failed load with a retry', async () => {
    let refuse = true;
    const { user } = await openList('/registry/programs/list', { 'Program/List': () => (refuse ? fail('INTERNAL', 'Сервер недоступен') : ok(pageOf([IT_PROGRAM]))) });
    expect((await screen.findByRole('alert')).textContent).toContain('Сервер недоступен');
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('rowheader', { name: 'Информационные системы и программирование' })).toBeTruthy();
  });

  it('shows the college as text to a user who may not open organizations', async () => {
    await openList('/registry/programs/list', withRows(IT_PROGRAM), { ...REGISTRY_ABILITY, viewOrganization: false });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('КС № 54')).toBeTruthy();
    expect(within(table).queryByRole('link')).toBeNull();
  });

  it('renders right to left in Arabic', async () => {
    await openList('/registry/programs/list', withRows(IT_PROGRAM), undefined, 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'البرامج التعليمية' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    const table = await screen.findByRole('table', { name: 'البرامج التعليمية: سجل واحد' });
    expect(within(table).getByText('بعد الصف التاسع')).toBeTruthy();
    expect(within(table).getByText('3 سنوات 10 أشهر')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'الكلية' })).toBeTruthy();
  });

  it('reads the forms, the programme type and the entrance tests in the interface language', async () => {
    await loadReferenceLabels('en');
    await openList('/registry/programs/list', withRows(COOK_PROGRAM), undefined, 'en');
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Full-time')).toBeTruthy();
    expect(within(table).getByText('PPKRS (2014), skilled-worker programme')).toBeTruthy();
    expect(within(table).getByText('Physical fitness test')).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox', { name: 'Attendance' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Any', 'Full-time', 'Part-time', 'Correspondence']);
  });
});
