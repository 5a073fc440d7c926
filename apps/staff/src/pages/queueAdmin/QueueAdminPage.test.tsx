import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { UiPrefs } from '@abitura/ui';
import { FIRST_LOAD, renderSignedIn, type Handlers } from '../../testing/renderSignedIn.js';
import { queueAdminPages } from './index.js';
import { ISSUED_KEY, queueServer } from './testing/queueServer.js';

const ADMIN = { admin: true, manageQueue: true };

async function openPage(path = '/qms/admin', handlers: Handlers = queueServer().handlers, ability: Record<string, boolean> = ADMIN, prefs: Partial<UiPrefs> = {}) {
  const view = renderSignedIn({ path, pages: queueAdminPages, ability, handlers, prefs, sdkNotices: true });
  await screen.findByRole('heading', { level: 1 }, FIRST_LOAD);
  return view;
}

const rowOf = (table: HTMLElement, name: string) => within(table).getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!;

describe('QueueAdminPage: services', () => {
  it('lists the services with their hours in one line, priority, tickets and order', async () => {
    await openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Настройка электронной очереди' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Услуги', selected: true })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Услуги очереди' });
    const cells = within(rowOf(table, 'Приём документов')).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.slice(0, 5)).toEqual(['А', 'пн–пт 09:00–18:00, сб 10:00–14:00, вс —', '10', 'Да', '1']);
    expect(within(rowOf(table, 'Выдача справок')).getAllByRole('cell')[3]?.textContent).toBe('Нет');
    expect(within(table).queryByText('День открытых дверей')).toBeNull();
  });

  it('shows the archived services behind the switch', async () => {
    const { user } = await openPage();
    await screen.findByRole('table', { name: 'Услуги очереди' });
    await user.click(screen.getByRole('switch', { name: 'Показать архивные' }));
    const archived = await screen.findByRole('rowheader', { name: /День открытых дверей/ });
    expect(within(archived).getByText('в архиве')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'В архив: День открытых дверей' })).toBeNull();
  });

  it('adds a service: checks the hours, puts a taken prefix on its field, then saves', async () => {
    const server = queueServer();
    const { user, requests } = await openPage('/qms/admin', server.handlers);
    await screen.findByRole('table', { name: 'Услуги очереди' });
    await user.click(screen.getByRole('button', { name: 'Новая услуга' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новая услуга' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Префикс' }), 'а');
    await user.type(within(dialog).getByRole('textbox', { name: 'Название' }), 'Целевое обучение');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Вторник: закрытие' }));
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(await within(dialog).findByText('Вторник: укажите и открытие, и закрытие или оставьте оба поля пустыми')).toBeTruthy();
    expect(requests.some((request) => request.action === 'Queue/SaveService')).toBe(false);

    await user.clear(within(dialog).getByRole('textbox', { name: 'Вторник: открытие' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Суббота: открытие' }), '10:00');
    await user.type(within(dialog).getByRole('textbox', { name: 'Суббота: закрытие' }), '14:00');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    const prefix = within(dialog).getByRole('textbox', { name: 'Префикс' });
    expect(await within(dialog).findByText('Префикс «А» уже у услуги «Приём документов»: выберите другой, чтобы номера талонов не путались.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(prefix));
    expect((within(dialog).getByRole('textbox', { name: 'Название' }) as HTMLInputElement).value).toBe('Целевое обучение');

    await user.clear(prefix);
    await user.type(prefix, 'Г');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Новая услуга' })).toBeNull());
    expect(requests.filter((request) => request.action === 'Queue/SaveService').at(-1)?.params).toEqual({
      prefix: 'Г',
      name: 'Целевое обучение',
      hours: [{ from: '09:00', to: '18:00' }, null, { from: '09:00', to: '18:00' }, { from: '09:00', to: '18:00' }, { from: '09:00', to: '18:00' }, { from: '10:00', to: '14:00' }, null],
      priority: 0,
      position: 0,
      active: true,
    });
    expect(await screen.findByText('Услуга «Г — Целевое обучение» добавлена')).toBeTruthy();
    expect(await screen.findByRole('rowheader', { name: /Целевое обучение/ })).toBeTruthy();
  });

  it('edits a service from its row with its values filled in', async () => {
    const { user, requests } = await openPage();
    await screen.findByRole('table', { name: 'Услуги очереди' });
    await user.click(screen.getByRole('button', { name: 'Изменить: Консультация' }));
    const dialog = await screen.findByRole('dialog', { name: 'Услуга Б' });
    const priority = within(dialog).getByRole('textbox', { name: 'Приоритет' });
    await user.clear(priority);
    await user.type(priority, '20');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.find((request) => request.action === 'Queue/SaveService')?.params).toMatchObject({ id: 2, prefix: 'Б', priority: 20 });
  });

  it('archives a service only after the confirmation naming it', async () => {
    const { user, requests } = await openPage();
    await screen.findByRole('table', { name: 'Услуги очереди' });
    await user.click(screen.getByRole('button', { name: 'В архив: Консультация' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Отправить услугу в архив?' });
    expect(confirm.textContent).toContain('«Б — Консультация»');
    await user.click(within(confirm).getByRole('button', { name: 'Отмена' }));
    expect(requests.some((request) => request.action === 'Queue/ArchiveService')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'В архив: Консультация' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Отправить в архив' }));
    expect(await screen.findByText('Услуга «Б — Консультация» в архиве')).toBeTruthy();
    expect(requests.find((request) => request.action === 'Queue/ArchiveService')?.params).toEqual({ id: 2 });
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /Консультация/ })).toBeNull());
  });

  it('says the list failed with a retry', async () => {
    const server = queueServer();
    let down = true;
    const list = server.handlers['Queue/ListServices'];
    const { user } = await openPage('/qms/admin', {
      ...server.handlers,
      'Queue/ListServices': (params: { archived: boolean }) => (down ? { success: false, message: 'Сервер недоступен', data: 'INTERNAL' } : list(params)),
    });
    const retry = await screen.findByRole('button', { name: 'Повторить' });
    down = false;
    await user.click(retry);
    expect(await screen.findByRole('table', { name: 'Услуги очереди' })).toBeTruthy();
  });

  it('shows an empty list with a way to add a service', async () => {
    await openPage('/qms/admin', { ...queueServer().handlers, 'Queue/ListServices': () => ({ success: true, message: '', data: { items: [] } }) });
    expect(await screen.findByText('Услуг пока нет')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Новая услуга' })).toBeTruthy();
  });

  it('without manageQueue names the missing right and reads nothing', async () => {
    const { requests } = await openPage('/qms/admin', queueServer().handlers, { admin: true });
    expect(screen.getByText(/Эта страница доступна с правом «Электронная очередь: услуги, окна/)).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Новая услуга' })).toBeNull();
    expect(requests.some((request) => request.action.startsWith('Queue/'))).toBe(false);
  });

  it('reads right to left in Arabic', async () => {
    await openPage('/qms/admin', queueServer().handlers, ADMIN, { language: 'ar' });
    expect(screen.getByRole('heading', { level: 1, name: 'إعداد قائمة الانتظار' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'خدمات قائمة الانتظار' });
    expect(within(table).getByText('الإثنين–الجمعة 09:00–18:00، السبت 10:00–14:00، الأحد —')).toBeTruthy();
    expect(document.querySelector('[dir="rtl"]')).not.toBeNull();
  });
});

describe('QueueAdminPage: desks', () => {
  it('opens from the address and lists desks with their services and operator', async () => {
    await openPage('/qms/admin?tab=desks');
    expect(screen.getByRole('tab', { name: 'Окна', selected: true })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Окна очереди' });
    expect(within(rowOf(table, 'Окно 1')).getAllByRole('cell').map((cell) => cell.textContent).slice(0, 3)).toEqual(['А — Приём документов, Б — Консультация', 'Петрова Анна', 'Да']);
    expect(within(rowOf(table, 'Окно 2')).getAllByRole('cell').map((cell) => cell.textContent).slice(0, 3)).toEqual(['Услуги не выбраны', 'Никого нет', 'Нет']);
  });

  it('names an archived service a desk still serves, not by its number', async () => {
    const server = queueServer();
    // The second service goes to the archive while Окно 1 still serves it.
    const archive = server.handlers['Queue/ArchiveService'] as (params: { id: number }) => unknown;
    archive({ id: 2 });
    await openPage('/qms/admin?tab=desks', server.handlers);
    const table = await screen.findByRole('table', { name: 'Окна очереди' });
    await waitFor(() => expect(within(rowOf(table, 'Окно 1')).getAllByRole('cell')[0]!.textContent).toBe('А — Приём документов, Б — Консультация'));
    expect(table.textContent).not.toMatch(/Услуга №/);
  });

  it('keeps the tab in the address', async () => {
    const { user, location } = await openPage();
    await user.click(screen.getByRole('tab', { name: 'Устройства' }));
    expect(location.history.at(-1)).toBe('/qms/admin?tab=devices');
    await user.click(screen.getByRole('tab', { name: 'Услуги' }));
    expect(location.history.at(-1)).toBe('/qms/admin');
  });

  it('adds a desk serving the ticked active services', async () => {
    const { user, requests } = await openPage('/qms/admin?tab=desks');
    await screen.findByRole('table', { name: 'Окна очереди' });
    await user.click(screen.getByRole('button', { name: 'Новое окно' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новое окно' });
    const services = within(dialog).getByRole('group', { name: 'Услуги окна' });
    // Only the active services are offered: В issues no tickets, Д is archived.
    expect(within(services).getAllByRole('checkbox')).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(await within(dialog).findByText('Заполните поле')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Название' }), 'Окно 3');
    await user.click(within(services).getByRole('checkbox', { name: 'Б — Консультация' }));
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(await screen.findByText('Окно «Окно 3» сохранено')).toBeTruthy();
    expect(requests.find((request) => request.action === 'Queue/SaveDesk')?.params).toEqual({ name: 'Окно 3', active: true, serviceIds: [2] });
    expect(await screen.findByRole('rowheader', { name: 'Окно 3' })).toBeTruthy();
  });
});

describe('QueueAdminPage: devices', () => {
  it('lists kiosks and boards with key prefixes and when they were last seen', async () => {
    await openPage('/qms/admin?tab=devices');
    const table = await screen.findByRole('table', { name: 'Устройства очереди' });
    const kiosk = within(rowOf(table, 'Киоск у входа')).getAllByRole('cell').map((cell) => cell.textContent);
    expect(kiosk[0]).toBe('Киоск');
    expect(kiosk[1]).toBe('kq_4f2a…');
    expect(kiosk[4]).toBe('Действует');
    expect(within(rowOf(table, 'Табло в холле')).getByText('Ещё не подключалось')).toBeTruthy();
  });

  it('issues a key, shows it once with a copy button, and never again after closing', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const { user, requests } = await openPage('/qms/admin?tab=devices');
    await screen.findByRole('table', { name: 'Устройства очереди' });
    await user.click(screen.getByRole('button', { name: 'Выдать ключ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новое устройство' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Название' }), 'Киоск на 2 этаже');
    await user.click(within(dialog).getByRole('button', { name: 'Выдать ключ' }));
    const keyDialog = await screen.findByRole('dialog', { name: 'Ключ устройства «Киоск на 2 этаже»' });
    expect(requests.find((request) => request.action === 'Queue/IssueDevice')?.params).toEqual({ kind: 'kiosk', name: 'Киоск на 2 этаже' });
    expect(within(keyDialog).getByText(ISSUED_KEY)).toBeTruthy();
    expect(keyDialog.textContent).toContain('показывается только один раз');
    expect(keyDialog.textContent).toContain('apiKey');
    await user.click(within(keyDialog).getByRole('button', { name: 'Копировать ключ' }));
    expect(writeText).toHaveBeenCalledWith(ISSUED_KEY);
    expect(await screen.findByText('Успешно скопировано')).toBeTruthy();
    await user.click(within(keyDialog).getByRole('button', { name: 'Ключ сохранён, закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('rowheader', { name: 'Киоск на 2 этаже' })).toBeTruthy();
    expect(screen.queryByText(ISSUED_KEY)).toBeNull();
    writeText.mockRestore();
  });

  it('keeps the typed name when issuing fails, and issues a TV board on the next try', async () => {
    const server = queueServer();
    let down = true;
    const issue = server.handlers['Queue/IssueDevice'];
    const { user } = await openPage('/qms/admin?tab=devices', {
      ...server.handlers,
      'Queue/IssueDevice': (params: { kind: 'kiosk' | 'tv'; name: string }) => (down ? { success: false, message: 'Сервер недоступен', data: 'INTERNAL' } : issue(params)),
    });
    await screen.findByRole('table', { name: 'Устройства очереди' });
    await user.click(screen.getByRole('button', { name: 'Выдать ключ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новое устройство' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Тип устройства' }));
    await user.click(await screen.findByRole('option', { name: 'Табло' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Название' }), 'Табло 2');
    await user.click(within(dialog).getByRole('button', { name: 'Выдать ключ' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: 'Название' }) as HTMLInputElement).value).toBe('Табло 2');
    down = false;
    await user.click(within(dialog).getByRole('button', { name: 'Выдать ключ' }));
    const keyDialog = await screen.findByRole('dialog', { name: 'Ключ устройства «Табло 2»' });
    expect(keyDialog.textContent).toContain('Табло: откройте настройки подключения');
  });

  it('revokes a key only after the confirmation naming the device', async () => {
    const { user, requests } = await openPage('/qms/admin?tab=devices');
    const table = await screen.findByRole('table', { name: 'Устройства очереди' });
    await user.click(screen.getByRole('button', { name: 'Отозвать ключ: Табло в холле' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Отозвать ключ устройства?' });
    expect(confirm.textContent).toContain('Табло «Табло в холле» перестанет работать');
    await user.click(within(confirm).getByRole('button', { name: 'Отмена' }));
    expect(requests.some((request) => request.action === 'Queue/RevokeDevice')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Отозвать ключ: Табло в холле' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Отозвать ключ' }));
    expect(await screen.findByText('Ключ устройства «Табло в холле» отозван')).toBeTruthy();
    expect(requests.find((request) => request.action === 'Queue/RevokeDevice')?.params).toEqual({ id: 22 });
    await waitFor(() => expect(within(rowOf(table, 'Табло в холле')).getByText(/^Отозван /)).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Отозвать ключ: Табло в холле' })).toBeNull();
  });
});
