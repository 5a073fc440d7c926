import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail } from '@abitura/ui/testing';
import { formatDisplayDateTime } from '@abitura/ui';
import { READER_ABILITY, referenceServer, renderReferences } from './testing/fixtures.js';
import { FIRST_LOAD } from '../../testing/renderSignedIn.js';
import { paramsOf } from '../../testing/replies.js';

async function openPage(path = '/registry/references', server = referenceServer(), ability?: Record<string, boolean>, language?: 'ru' | 'ar') {
  const view = renderReferences(path, server.handlers, ability, language ? { language } : {});
  await screen.findByRole('heading', { level: 1 }, FIRST_LOAD);
  return { ...view, server };
}

const catalogue = () => screen.getByRole('navigation', { name: 'Список справочников' });
const entriesTable = (title: string) => screen.findByRole('table', { name: `Записи справочника «${title}»` });

describe('ReferencesPage', () => {
  it('lists every reference list, editable ones first, with counts, kind and last change', async () => {
    await openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Справочники' })).toBeTruthy();
    await screen.findByRole('link', { name: /Намерения/ });
    const editable = within(catalogue()).getByRole('region', { name: 'Изменяемые' });
    const fixed = within(catalogue()).getByRole('region', { name: 'Только для чтения' });
    expect(within(editable).getAllByRole('link').map((link) => link.querySelector('.MuiTypography-title-sm')?.textContent)).toEqual(['Намерения', 'Темы разговоров']);
    expect(within(fixed).getAllByRole('link')).toHaveLength(2);
    const intents = within(editable).getByRole('link', { name: /Намерения/ });
    expect(intents.getAttribute('href')).toBe('/registry/references?list=intents');
    expect(intents.textContent).toContain(`3 записи · в архиве: 1 · изменён ${formatDisplayDateTime('2025-09-01T07:30:00.000Z')}`);
    expect(intents.textContent).toContain('Изменяемый');
    expect(within(fixed).getByRole('link', { name: /Типы взаимодействий/ }).textContent).toContain('Только чтение');
    expect(screen.getByText('Выберите справочник в списке, чтобы увидеть его записи.')).toBeTruthy();
  });

  it('opens a list from the catalogue, the choice kept in the address', async () => {
    const { user, location, requests } = await openPage();
    await user.click(await screen.findByRole('link', { name: /Намерения/ }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/registry/references?list=intents'));
    const table = await entriesTable('Намерения');
    expect(paramsOf(requests, 'Reference/List')).toEqual([{ list: 'intents', withArchived: true }]);
    expect(within(catalogue()).getByRole('link', { name: /Намерения/ }).getAttribute('aria-current')).toBe('page');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Поступить в колледж после 9 класса', 'Поступить в вуз', 'Другое']);
    expect(within(rows[2] as HTMLElement).getByText('В архиве')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('college_after_9')).toBeTruthy();
  });

  it('shows a fixed list read only, with the reason and its own fields', async () => {
    await openPage('/registry/references?list=okrugs');
    const table = await entriesTable('Округа (с «За пределами Москвы»)');
    expect(screen.getByText(/Этот справочник только для чтения: его коды хранятся в записях и отчётах/)).toBeTruthy();
    expect(within(table).getByText('Кратко: ЦАО')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Добавить запись' })).toBeNull();
    expect(within(table).queryAllByRole('button')).toEqual([]);
  });

  it('hides the edit controls from a user without manageReferences, and says who may edit', async () => {
    await openPage('/registry/references?list=intents', referenceServer(), READER_ABILITY);
    const table = await entriesTable('Намерения');
    expect(screen.getByText('Изменять этот справочник могут пользователи с правом «Изменение справочников».')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Добавить запись' })).toBeNull();
    expect(within(table).queryAllByRole('button')).toEqual([]);
  });

  it('adds an entry after checking the code, says when the code is taken, and refreshes the counts', async () => {
    const { user, requests, server } = await openPage('/registry/references?list=intents');
    await entriesTable('Намерения');
    await user.click(screen.getByRole('button', { name: 'Добавить запись' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новая запись справочника «Намерения»' });
    const code = within(dialog).getByRole('textbox', { name: 'Код' });
    expect(document.activeElement).toBe(code);
    await user.type(code, 'работа');
    await user.type(within(dialog).getByRole('textbox', { name: 'Название' }), 'Устроиться на работу{Enter}');
    expect(within(dialog).getByText('Только латинские буквы, цифры, точка, дефис и подчёркивание')).toBeTruthy();
    expect(server.writes).toEqual([]);
    await user.clear(code);
    await user.type(code, 'university{Enter}');
    expect(await within(dialog).findByText('Запись с таким кодом в справочнике уже есть')).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: 'Название' }) as HTMLInputElement).value).toBe('Устроиться на работу');
    await user.clear(code);
    await user.type(code, 'employment{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Запись «Устроиться на работу» добавлена.')).toBeTruthy();
    const table = await entriesTable('Намерения');
    expect(within(table).getByRole('rowheader', { name: 'Устроиться на работу' })).toBeTruthy();
    expect(server.writes.at(-1)).toEqual({ list: 'intents', code: 'employment', label: 'Устроиться на работу' });
    await waitFor(() => expect(requests.filter((envelope) => envelope.action === 'Reference/Catalogue')).toHaveLength(2));
  });

  it('renames an entry in a dialog', async () => {
    const { user, server } = await openPage('/registry/references?list=intents');
    const table = await entriesTable('Намерения');
    await user.click(within(table).getByRole('button', { name: 'Переименовать: Поступить в вуз' }));
    const dialog = await screen.findByRole('dialog', { name: 'Переименовать запись «university»' });
    const label = within(dialog).getByRole('textbox', { name: 'Название' });
    expect((label as HTMLInputElement).value).toBe('Поступить в вуз');
    await user.clear(label);
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(within(dialog).getByText('Заполните поле')).toBeTruthy();
    await user.type(label, 'Поступить в университет{Enter}');
    expect(await screen.findByText('Запись переименована: «Поступить в университет».')).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: 'Поступить в университет' })).toBeTruthy();
    expect(server.writes).toEqual([{ list: 'intents', code: 'university', label: 'Поступить в университет' }]);
  });

  it('archives an entry and undoes it from the notice', async () => {
    const { user, server } = await openPage('/registry/references?list=intents');
    const table = await entriesTable('Намерения');
    await user.click(within(table).getByRole('button', { name: 'В архив: Поступить в вуз' }));
    expect(await screen.findByText('Запись «Поступить в вуз» в архиве: её больше не предлагают при выборе.')).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Вернуть из архива: Поступить в вуз' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Отменить' }));
    expect(await screen.findByText('Запись «Поступить в вуз» снова действует.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Отменить' })).toBeNull();
    expect(server.writes.map((write) => write.archived)).toEqual([true, false]);
  });

  it('moves entries from the keyboard, keeping the focus on the moved entry', async () => {
    const { user, server } = await openPage('/registry/references?list=intents');
    const table = await entriesTable('Намерения');
    const down = within(table).getByRole('button', { name: 'Ниже: Поступить в колледж после 9 класса' });
    expect(within(table).getByRole('button', { name: 'Выше: Поступить в колледж после 9 класса' }).hasAttribute('disabled')).toBe(true);
    down.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Поступить в вуз', 'Поступить в колледж после 9 класса', 'Другое']));
    await waitFor(() => expect(document.activeElement).toBe(within(table).getByRole('button', { name: 'Ниже: Поступить в колледж после 9 класса' })));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(table).getAllByRole('rowheader').at(-1)?.textContent).toBe('Поступить в колледж после 9 класса'));
    // At the bottom "down" is disabled, so the focus moves to "up" of the same entry.
    await waitFor(() => expect(document.activeElement).toBe(within(table).getByRole('button', { name: 'Выше: Поступить в колледж после 9 класса' })));
    expect(server.writes).toEqual([
      { list: 'intents', code: 'college_after_9', position: 2 },
      { list: 'intents', code: 'college_after_9', position: 3 },
    ]);
  });

  it('shows a refused row action in a notice', async () => {
    const server = referenceServer();
    server.handlers['Reference/UpdateItem'] = () => fail('ACCESS_DENIED', 'Недостаточно прав для этого действия');
    const { user } = await openPage('/registry/references?list=intents', server);
    const table = await entriesTable('Намерения');
    await user.click(within(table).getByRole('button', { name: 'Выше: Поступить в вуз' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Не удалось изменить запись «Поступить в вуз». Недостаточно прав для этого действия');
  });

  it('shows a failed catalogue with a retry', async () => {
    const server = referenceServer();
    let refuse = true;
    const answer = server.handlers['Reference/Catalogue']!;
    server.handlers['Reference/Catalogue'] = (params, envelope) => (refuse ? fail('INTERNAL', 'Сервер недоступен') : answer(params, envelope));
    const { user } = await openPage('/registry/references', server);
    expect((await screen.findByRole('alert')).textContent).toContain('Сервер недоступен');
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('link', { name: /Намерения/ })).toBeTruthy();
  });

  it('renders right to left in Arabic', async () => {
    await openPage('/registry/references?list=intents', referenceServer(), undefined, 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'القوائم المرجعية' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    const table = await screen.findByRole('table', { name: 'إدخالات القائمة «النوايا»' });
    expect(within(table).getByRole('button', { name: 'نقل إلى الأرشيف: Поступить в вуз' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إضافة إدخال' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: /النوايا/ })).toBeTruthy();
  });
});
