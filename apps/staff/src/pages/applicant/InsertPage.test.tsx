import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '@abitura/ui/testing';
import { FIRST_LOAD } from '../../testing/renderSignedIn.js';
import { paramsOf } from '../../testing/replies.js';
import { typeThenPause } from '../../testing/typing.js';
import { DUPLICATE_CHECK_MS } from './duplicateCheck.js';
import { applicantRecord } from './testing/fixtures.js';
import { renderApplicant } from './testing/renderApplicant.js';

type Handlers = Parameters<typeof renderApplicant>[1];

const CANDIDATE = {
  id: 42,
  fullname: 'Иванов Пётр Сергеевич',
  birth_date: '2009-05-14',
  phones: ['+79161234567'],
  email: 'petr@example.ru',
  school: 'ГБОУ Школа № 1234',
  reasons: ['email'],
  interactions: 4,
};

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

async function openInsert(handlers: Handlers, path = '/newcontingent/list/insert') {
  const view = renderApplicant(path, { 'Abiturient/GetAbiturient': () => ok(applicantRecord()), 'Interaction/Get': () => ok({ items: [], total: 0, page: 1, pageSize: 50 }), ...handlers });
  await screen.findByRole('heading', { level: 1, name: 'Новый абитуриент' }, FIRST_LOAD);
  return view;
}

const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('InsertPage', () => {
  it('puts what the search page looked up into its field', async () => {
    await openInsert({ 'Abiturient/FindDuplicates': () => ok([]) }, `/newcontingent/list/insert?q=${encodeURIComponent('Иванов Пётр')}`);
    expect(textbox('Фамилия').value).toBe('Иванов');
    expect(textbox('Имя').value).toBe('Пётр');
  });

  it('shows likely duplicates once typing pauses, to open in a new tab', async () => {
    const { requests } = await openInsert({ 'Abiturient/FindDuplicates': () => ok([CANDIDATE]) });
    typeThenPause(textbox('E-mail'), ['petr@exam', 'petr@example.ru'], { pause: DUPLICATE_CHECK_MS, look: () => expect(paramsOf(requests, 'Abiturient/FindDuplicates')).toHaveLength(0) });
    expect(await screen.findByText('Найдена 1 похожая запись')).toBeTruthy();
    expect(paramsOf(requests, 'Abiturient/FindDuplicates')).toEqual([{ phones: [], email: 'petr@example.ru' }]);
    const panel = screen.getByRole('complementary', { name: 'Похожие записи' });
    const [card] = within(panel).getAllByRole('listitem');
    expect(card?.textContent).toContain('Иванов Пётр Сергеевич');
    expect(card?.textContent).toContain('14.05.2009 · ГБОУ Школа № 1234');
    expect(within(card!).getByText('E-mail')).toBeTruthy();
    expect(within(card!).getByText('4 взаимодействия')).toBeTruthy();
    const open = within(panel).getByRole('link', { name: /Открыть/ });
    expect(open.getAttribute('href')).toBe('/newcontingent/view/42');
    expect(open.getAttribute('target')).toBe('_blank');
  });

  it('asks "create anyway?" when saving with duplicates, then creates and opens the new applicant', async () => {
    const created = applicantRecord({ id: 77, fullname: 'Иванов Пётр' });
    const { user, requests, location } = await openInsert({ 'Abiturient/FindDuplicates': () => ok([CANDIDATE]), 'Abiturient/Create': () => ok(created) });
    await user.type(textbox('Фамилия'), 'Иванов');
    await user.type(textbox('Имя'), 'Пётр');
    await user.type(textbox('E-mail'), 'petr@example.ru');
    await user.click(screen.getByRole('button', { name: 'Добавить абитуриента' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Создать всё равно?' });
    expect(dialog.textContent).toContain('Найдена 1 похожая запись');
    expect(paramsOf(requests, 'Abiturient/Create')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Создать новую запись' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/newcontingent/view/77'));
    expect(paramsOf(requests, 'Abiturient/Create')[0]).toMatchObject({ ignore_duplicates: true, data: { last_name: 'Иванов', first_name: 'Пётр', email: 'petr@example.ru' } });
    expect(await screen.findByText('Абитуриент Иванов Пётр добавлен.')).toBeTruthy();
  });

  it('re-shows the duplicates that appeared meanwhile when the server refuses with CONFLICT', async () => {
    let found: (typeof CANDIDATE)[] = [];
    const { user } = await openInsert({
      'Abiturient/FindDuplicates': () => ok(found),
      'Abiturient/Create': () => {
        found = [CANDIDATE];
        return fail('CONFLICT', 'Похоже, этот абитуриент уже есть.');
      },
    });
    await user.type(textbox('Фамилия'), 'Иванов');
    await user.type(textbox('Имя'), 'Пётр');
    await user.type(textbox('Дата рождения'), '14052009');
    await user.click(screen.getByRole('button', { name: 'Добавить абитуриента' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Создать всё равно?' });
    expect(dialog.textContent).toContain('Пока вы заполняли форму, появилась 1 похожая запись');
    // Behind the question (the dialog hides the page from assistive technology while it is open).
    const panel = screen.getByRole('complementary', { name: 'Похожие записи', hidden: true });
    expect(within(panel).getByRole('listitem', { hidden: true }).textContent).toContain('Иванов Пётр Сергеевич');
  });

  it('merges the entered data into a duplicate after confirmation and opens its profile', async () => {
    const target = applicantRecord({ id: 42, fullname: 'Иванов Пётр Сергеевич' });
    const { user, requests, location } = await openInsert({
      'Abiturient/FindDuplicates': () => ok([CANDIDATE]),
      'Abiturient/Merge': () => ok({ record: target, moved: { interactions: 0, applications: 0, bail: 0, events: 0 }, filled: ['email'] }),
    });
    await user.type(textbox('Фамилия'), 'Иванов');
    await user.type(textbox('Имя'), 'Пётр');
    await user.type(textbox('E-mail'), 'petr@example.ru');
    const merge = await screen.findByRole('button', { name: /Объединить с этой записью/ }, { timeout: 3000 });
    await user.click(merge);
    const dialog = await screen.findByRole('alertdialog', { name: 'Объединить с найденной записью?' });
    expect(paramsOf(requests, 'Abiturient/Merge')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Объединить' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/newcontingent/view/42/profile'));
    expect(paramsOf(requests, 'Abiturient/Merge')).toEqual([{ target: 42, data: { last_name: 'Иванов', first_name: 'Пётр', email: 'petr@example.ru' } }]);
    expect(await screen.findByText('Данные добавлены в запись Иванов Пётр Сергеевич.')).toBeTruthy();
  });

  it('offers no merge without editAbiturient', async () => {
    const view = renderApplicant('/newcontingent/list/insert', { 'Abiturient/FindDuplicates': () => ok([CANDIDATE]) }, { viewSearchContingentV2: true });
    await screen.findByRole('heading', { level: 1, name: 'Новый абитуриент' }, FIRST_LOAD);
    await view.user.type(textbox('E-mail'), 'petr@example.ru');
    await screen.findByText('Найдена 1 похожая запись', {}, { timeout: 3000 });
    expect(screen.queryByRole('button', { name: /Объединить с этой записью/ })).toBeNull();
  });

  it('refuses a half-typed birth date, a bad СНИЛС and a bad graduation year before sending', async () => {
    const { user, requests } = await openInsert({ 'Abiturient/FindDuplicates': () => ok([]) });
    await user.type(textbox('Фамилия'), 'Иванов');
    await user.type(textbox('Имя'), 'Пётр');
    await user.type(textbox('Дата рождения'), '1205');
    await user.type(textbox('СНИЛС'), '11223344596');
    await user.type(textbox('Год окончания'), '0');
    await user.click(screen.getByRole('button', { name: 'Добавить абитуриента' }));
    expect(await screen.findByText('Введите существующую дату в формате дд.мм.гггг.')).toBeTruthy();
    expect(screen.getByText('Контрольное число СНИЛС не сходится: проверьте цифры.')).toBeTruthy();
    expect(screen.getByText('Некорректный год окончания')).toBeTruthy();
    expect(paramsOf(requests, 'Abiturient/Create')).toHaveLength(0);
    expect(document.activeElement).toBe(textbox('Дата рождения'));
  });

  it('shows the year a graduation year stands for', async () => {
    const { user } = await openInsert({ 'Abiturient/FindDuplicates': () => ok([]) });
    await user.type(textbox('Год окончания'), '25');
    expect(screen.getByText('2024/2025 учебный год')).toBeTruthy();
  });

  it('puts the server’s objection on its field and keeps what was typed', async () => {
    const { user } = await openInsert({
      'Abiturient/FindDuplicates': () => ok([]),
      'Abiturient/Create': () => ({ ...fail('INVALID_PARAMS', 'Проверьте данные'), issues: [{ path: 'data.email', message: 'Адрес уже записан у другого абитуриента' }] }),
    });
    await user.type(textbox('Фамилия'), 'Иванов');
    await user.type(textbox('Имя'), 'Пётр');
    await user.type(textbox('E-mail'), 'petr@example.ru');
    await user.click(screen.getByRole('button', { name: 'Добавить абитуриента' }));
    expect(await screen.findByText('Адрес уже записан у другого абитуриента')).toBeTruthy();
    expect(textbox('Фамилия').value).toBe('Иванов');
    expect(textbox('E-mail').value).toBe('petr@example.ru');
  });

  it('keeps a draft of the form for the tab across a reload', async () => {
    const first = await openInsert({ 'Abiturient/FindDuplicates': () => ok([]) });
    await first.user.type(textbox('Фамилия'), 'Черновикова');
    first.unmount();
    await openInsert({ 'Abiturient/FindDuplicates': () => ok([]) });
    expect(textbox('Фамилия').value).toBe('Черновикова');
    expect(screen.getByText('Восстановлен черновик, который вы начали заполнять в этой вкладке.')).toBeTruthy();
  });

  it('clears the form, half-typed fields and the draft included', async () => {
    const { user } = await openInsert({ 'Abiturient/FindDuplicates': () => ok([]) });
    await user.type(textbox('Фамилия'), 'Иванов');
    await user.type(textbox('Дата рождения'), '1205');
    await user.click(screen.getByRole('button', { name: 'Очистить форму' }));
    await waitFor(() => expect(textbox('Фамилия').value).toBe(''));
    expect(textbox('Дата рождения').value).toBe('');
    expect(sessionStorage.length).toBe(0);
  });
});
