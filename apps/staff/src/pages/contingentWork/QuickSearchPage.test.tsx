import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '@abitura/ui/testing';
import { FIRST_LOAD } from '../../testing/renderSignedIn.js';
import { paramsOf } from '../../testing/replies.js';
import { typeThenPause } from '../../testing/typing.js';
import { QUICK_SEARCH_DEBOUNCE_MS } from './quickSearchModel.js';
import { hit, renderWork, WORK_ABILITY } from './testing/fixtures.js';

afterEach(() => {
  vi.useRealTimers();
});

const MARIA = hit({ id: 1, matched: 'phone' });
const PETR = hit({ id: 2, fullname: 'Иванов Пётр Ильич', birth_date: null, phones: [], email: null, id_number: null, school: null, processing_status: 'in_progress', matched: 'name' });

const finds = (...items: ReturnType<typeof hit>[]) => ({ 'Abiturient/Search': () => ok({ items, more: false }) });

async function openSearch(path = '/newcontingent/list/search', handlers: Parameters<typeof renderWork>[1] = finds(MARIA, PETR), ability = WORK_ABILITY) {
  const view = renderWork(path, handlers, ability);
  await screen.findByRole('heading', { level: 1, name: 'Поиск по контингенту' }, FIRST_LOAD);
  return view;
}

const box = () => screen.getByRole('combobox', { name: 'ФИО, телефон, e-mail или СНИЛС' });

describe('QuickSearchPage', () => {
  it('searches once typing pauses and shows each hit with what matched', async () => {
    const { requests, location } = await openSearch();
    expect(screen.getByText('Начните вводить — поиск начнётся со второго символа.')).toBeTruthy();
    typeThenPause(box(), ['8999', '8 999 123'], { pause: QUICK_SEARCH_DEBOUNCE_MS, look: () => expect(paramsOf(requests, 'Abiturient/Search')).toEqual([]) });
    const hits = await screen.findByRole('listbox', { name: 'Найденные абитуриенты по запросу «8 999 123»' });
    expect(paramsOf(requests, 'Abiturient/Search')).toEqual([{ query: '8 999 123', limit: 20 }]);
    expect(location.history.at(-1)).toBe('/newcontingent/list/search?q=8+999+123');
    const [maria, petr] = within(hits).getAllByRole('option');
    expect(maria?.textContent).toContain('Иванова Мария Петровна');
    expect(maria?.textContent).toContain('дата рождения 14.03.2009 · Школа № 1234');
    expect(maria?.textContent).toContain('maria@example.ru');
    expect(maria?.textContent).toContain('СНИЛС 112-233-445 95');
    expect(within(maria as HTMLElement).getByText('совпал телефон')).toBeTruthy();
    expect(within(maria as HTMLElement).getByText('Ожидает обработки')).toBeTruthy();
    // The digits typed from 8 are marked in the stored +7 number.
    expect((maria as HTMLElement).querySelector('mark')?.textContent).toBe('7 (999) 123');
    expect(petr?.textContent).toContain('дата рождения не указана · школа не указана');
    expect(petr?.textContent).toContain('контактов нет');
    expect(screen.getByRole('status').textContent).toBe('Найдено: 2');
  });

  it('moves through the hits with the arrow keys and opens the highlighted one with Enter', async () => {
    const { user, location } = await openSearch('/newcontingent/list/search?q=%D0%98%D0%B2');
    const input = box();
    await screen.findAllByRole('option');
    expect((input as HTMLInputElement).value).toBe('Ив');
    await user.click(input);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    await user.keyboard('{ArrowDown}{ArrowUp}{ArrowUp}');
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location.history.at(-1)).toBe('/newcontingent/view/1'));
  });

  it('asks for one more character, and offers to add an applicant with what was typed when nobody is found', async () => {
    const { user } = await openSearch('/newcontingent/list/search', finds());
    await user.type(box(), 'Щ');
    expect(screen.getByText('Введите ещё хотя бы один символ.')).toBeTruthy();
    await user.type(box(), 'укин');
    expect(await screen.findByText('По запросу «Щукин» никого не нашлось')).toBeTruthy();
    const add = screen.getByRole('link', { name: 'Добавить абитуриента' });
    expect(add.getAttribute('href')).toBe('/newcontingent/list/insert?q=%D0%A9%D1%83%D0%BA%D0%B8%D0%BD');
    expect(screen.getByRole('link', { name: 'Рабочий список с фильтрами' }).getAttribute('href')).toBe('/newcontingent/list?search=%D0%A9%D1%83%D0%BA%D0%B8%D0%BD');
  });

  it('asks to refine when more hits exist, and offers no adding without the right', async () => {
    await openSearch('/newcontingent/list/search?q=%D0%B8%D0%B2', { 'Abiturient/Search': () => ok({ items: [MARIA], more: true }) }, { ...WORK_ABILITY, viewSearchContingentV2: false });
    expect(await screen.findByText(/Показаны первые 1 совпадений, есть и другие/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Добавить абитуриента' })).toBeNull();
  });

  it('shows a failed search with a retry that searches again', async () => {
    let calls = 0;
    const { user, requests } = await openSearch('/newcontingent/list/search?q=zz', { 'Abiturient/Search': () => (++calls === 1 ? fail('INTERNAL', 'Поиск временно недоступен') : ok({ items: [PETR], more: false })) });
    expect((await screen.findByRole('alert')).textContent).toContain('Поиск временно недоступен');
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('option')).toBeTruthy();
    expect(paramsOf(requests, 'Abiturient/Search')).toHaveLength(2);
  });

  it('reads in Arabic, right to left', async () => {
    renderWork('/newcontingent/list/search?q=%D0%B8%D0%B2', finds(MARIA), WORK_ABILITY, { language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'البحث عن متقدم' }, FIRST_LOAD)).toBeTruthy();
    expect(await screen.findByText('تطابق الهاتف')).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
  });
});
