import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '@abitura/ui/testing';
import { FIRST_LOAD } from '../../testing/renderSignedIn.js';
import { pageOf, paramsOf } from '../../testing/replies.js';
import { TARGET_REFRESH_MS } from './targetListModel.js';
import { renderWork, target } from './testing/fixtures.js';

afterEach(() => {
  vi.useRealTimers();
});

const UNTIL = '2025-06-01T10:30:00.000Z';
const ME = { id: 1, name: 'Администратор Системы' };
const FREE = target({ id: 1, fullname: 'Петров Илья Сергеевич', priority: 1, category: 'moscow_11', last_interaction_at: '2025-05-30T07:05:00.000Z' });
const HELD = target({ id: 2, fullname: 'Орлова Вера Андреевна', priority: 11, processing_status: 'in_progress', claim: { by: { id: 9, name: 'Сидоров С. С.' }, until: UNTIL, mine: false } });
const MINE = target({ id: 3, fullname: 'Зайцев Антон Павлович', priority: 30, claim: { by: ME, until: UNTIL, mine: true } });

type Handlers = Parameters<typeof renderWork>[1];
const listing = (extra: Handlers = {}): Handlers => ({ 'Abiturient/Target': () => ok(pageOf([FREE, HELD, MINE])), ...extra });

async function openTarget(path = '/newcontingent/list/target', handlers: Handlers = listing()) {
  const view = renderWork(path, handlers);
  await screen.findByRole('heading', { level: 1, name: 'Целевой список' }, FIRST_LOAD);
  const table = await screen.findByRole('table', { name: 'Целевой список, абитуриентов: 3' });
  return { ...view, table };
}

const rowOf = (table: HTMLElement, name: string) => within(table).getByRole('link', { name }).closest('tr') as HTMLElement;

describe('TargetListPage', () => {
  it('lists the applicants by priority, saying why each is that high, with who holds each and what taking one does', async () => {
    const { table } = await openTarget();
    expect(screen.getByText(/закрепляет абитуриента за вами на 30 минут/)).toBeTruthy();
    const free = rowOf(table, FREE.fullname);
    expect(within(free).getByText('Приоритет обзвона 1')).toBeTruthy();
    expect(within(free).getByText('+7 (999) 123-45-67')).toBeTruthy();
    await waitFor(() => expect(within(free).getByText('Москва, 11 класс')).toBeTruthy());
    expect(within(free).getByText('30.05.2025 10:05')).toBeTruthy();
    expect(within(free).getByText('свободен')).toBeTruthy();
    expect(within(free).getByRole('button', { name: `Взять абитуриента ${FREE.fullname}` })).toBeTruthy();
    const held = rowOf(table, HELD.fullname);
    expect(within(held).getByText('Приоритет обзвона 2')).toBeTruthy();
    expect(within(held).getByText('Сидоров С. С., до 01.06.2025 13:30')).toBeTruthy();
    expect(within(held).getByText('В работе')).toBeTruthy();
    expect(within(held).getByText('ещё не было')).toBeTruthy();
    expect(within(held).queryByRole('button')).toBeNull();
    const mine = rowOf(table, MINE.fullname);
    expect(within(mine).getByText('Общий обзвон')).toBeTruthy();
    expect(within(mine).getByText('Вы, до 01.06.2025 13:30')).toBeTruthy();
    expect(within(mine).getByRole('button', { name: `Отпустить абитуриента ${MINE.fullname}` })).toBeTruthy();
    expect(within(table).getByRole('link', { name: FREE.fullname }).getAttribute('href')).toBe('/newcontingent/view/1');
  });

  it('shows the server’s sentence when someone else took the applicant first, and reads the list again', async () => {
    const { user, table, requests } = await openTarget('/newcontingent/list/target', listing({ 'Abiturient/Claim': () => fail('CONFLICT', 'Абитуриента уже взял в работу Сидоров С. С.') }));
    await user.click(within(rowOf(table, FREE.fullname)).getByRole('button', { name: /Взять/ }));
    expect(await screen.findByText('Абитуриента уже взял в работу Сидоров С. С. Список обновлён.')).toBeTruthy();
    expect(paramsOf(requests, 'Abiturient/Claim')).toEqual([{ id: FREE.id }]);
    await waitFor(() => expect(paramsOf(requests, 'Abiturient/Target')).toHaveLength(2));
  });

  it('takes a row and releases the user’s own', async () => {
    const { user, table, requests } = await openTarget(
      '/newcontingent/list/target',
      listing({ 'Abiturient/Claim': () => ok({ ...FREE, claim: { by: ME, until: UNTIL, mine: true } }), 'Abiturient/Release': () => ok({ id: MINE.id, released: true }) }),
    );
    await user.click(within(rowOf(table, FREE.fullname)).getByRole('button', { name: /Взять/ }));
    expect(await screen.findByText(`Абитуриент ${FREE.fullname} закреплён за вами до 01.06.2025 13:30`)).toBeTruthy();
    await user.click(within(rowOf(table, MINE.fullname)).getByRole('button', { name: /Отпустить/ }));
    expect(await screen.findByText(`Абитуриент ${MINE.fullname} снова доступен другим операторам`)).toBeTruthy();
    expect(paramsOf(requests, 'Abiturient/Release')).toEqual([{ id: MINE.id }]);
  });

  it('takes the next one of the filter and opens them', async () => {
    const next = { ...FREE, id: 40, fullname: 'Лебедев Кирилл Олегович', claim: { by: ME, until: UNTIL, mine: true } };
    const { user, requests, location } = await openTarget('/newcontingent/list/target?status=not_processed&unclaimed=yes', listing({ 'Abiturient/Claim': () => ok(next) }));
    await user.click(screen.getByRole('button', { name: 'Взять следующего' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/newcontingent/view/40'));
    expect(paramsOf(requests, 'Abiturient/Claim')).toEqual([{ filter: { processing_status: ['not_processed'], unclaimed: true } }]);
  });

  it('says so when nobody is left to take', async () => {
    const { user, location } = await openTarget('/newcontingent/list/target', listing({ 'Abiturient/Claim': () => fail('NOT_FOUND', 'Свободных абитуриентов по этому отбору нет') }));
    await user.click(screen.getByRole('button', { name: 'Взять следующего' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Свободных абитуриентов по этому отбору нет');
    expect(location.history.at(-1)).toBe('/newcontingent/list/target');
  });

  it('filters by several statuses at once and by free ones, in the address', async () => {
    const { user, requests, location } = await openTarget();
    await user.click(screen.getByRole('combobox', { name: 'Статус обработки' }));
    await user.click(await screen.findByRole('option', { name: 'В работе' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/newcontingent/list/target?status=in_progress'));
    await user.click(screen.getByRole('option', { name: 'Ожидает обработки' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/newcontingent/list/target?status=not_processed&status=in_progress'));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('checkbox', { name: 'Только свободные' }));
    await waitFor(() => expect(paramsOf(requests, 'Abiturient/Target').at(-1)).toEqual({ processing_status: ['not_processed', 'in_progress'], unclaimed: true, page: 1, pageSize: 25 }));
  });

  it('reads the list again every half minute so claims by others show up, and stops when the page goes', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let round = 0;
    const { requests, table, unmount } = await openTarget('/newcontingent/list/target', {
      'Abiturient/Target': () => ok(pageOf(++round === 1 ? [FREE, HELD, MINE] : [{ ...FREE, claim: HELD.claim }, HELD, MINE])),
    });
    expect(within(rowOf(table, FREE.fullname)).getByText('свободен')).toBeTruthy();
    act(() => vi.advanceTimersByTime(TARGET_REFRESH_MS));
    await waitFor(() => expect(within(rowOf(table, FREE.fullname)).getByText('Сидоров С. С., до 01.06.2025 13:30')).toBeTruthy());
    expect(within(rowOf(table, FREE.fullname)).queryByRole('button')).toBeNull();
    expect(paramsOf(requests, 'Abiturient/Target')).toHaveLength(2);
    unmount();
    act(() => vi.advanceTimersByTime(TARGET_REFRESH_MS * 2));
    expect(paramsOf(requests, 'Abiturient/Target')).toHaveLength(2);
  });
});
