import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UiPrefs } from '@abitura/ui';
import { fail } from '@abitura/ui/testing';
import { paramsOf } from '../../testing/replies.js';
import { FIRST_LOAD, renderSignedIn, type Handlers } from '../../testing/renderSignedIn.js';
import { queueAdminPages } from './index.js';
import { consoleServer } from './testing/consoleServer.js';

/** The default role «Оператор очереди». */
const OPERATOR = { viewHomepage: true, EditPassword: true, operateQueue: true };

async function openConsole(path = '/qms/operator', handlers: Handlers = consoleServer().handlers, ability: Record<string, boolean> = OPERATOR, prefs: Partial<UiPrefs> = {}) {
  const view = renderSignedIn({ path, pages: queueAdminPages, ability, handlers, prefs });
  await screen.findByRole('heading', { level: 1 }, FIRST_LOAD);
  return view;
}

describe('operator console on /qms/operator', () => {
  it('is in the queue operator menu and shows the desk with its waiting queue', async () => {
    await openConsole();
    expect(screen.getByRole('heading', { level: 1, name: 'Пульт оператора' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Пульт оператора' }).some((link) => link.getAttribute('href') === '/qms/operator')).toBe(true);
    expect(await screen.findByRole('heading', { level: 2, name: 'Рабочее место: Окно 1' })).toBeTruthy();
    expect(screen.getByText('Услуги окна: А — Приём документов, Б — Консультация')).toBeTruthy();
    const documents = screen.getByRole('list', { name: 'Ближайшие талоны услуги А — Приём документов' });
    const items = within(documents).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['А-002выдан в 09:10приоритет', 'А-001выдан в 09:05']);
    const consultation = screen.getByRole('list', { name: 'Ближайшие талоны услуги Б — Консультация' });
    expect(within(consultation).getByText('переведён в это окно')).toBeTruthy();
    expect(screen.getByText('Сейчас у окна нет талона. Вызовите следующего посетителя.')).toBeTruthy();
  });

  it('calls, starts and finishes a visit from the keyboard, the focus on each next step', async () => {
    const { user, requests } = await openConsole();
    const callNext = await screen.findByRole('button', { name: 'Вызвать следующего' });
    callNext.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Вызван талон Б-001')).toBeTruthy();
    const current = screen.getByRole('group', { name: 'Текущий талон Б-001' });
    expect(within(current).getByText('Вызван')).toBeTruthy();
    expect(within(current).getByText(/Вызван в 10:00 МСК/)).toBeTruthy();
    const moves = within(current).getByRole('group', { name: 'Действия с талоном Б-001' });
    expect(within(moves).getAllByRole('button').map((button) => button.textContent)).toEqual(['Начать обслуживание', 'Вызвать повторно', 'Не явился', 'Перевести…', 'Отменить талон']);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Начать обслуживание'));
    const blocked = screen.getByRole('button', { name: 'Вызвать следующего' });
    expect(blocked.hasAttribute('disabled')).toBe(true);
    expect(document.getElementById(blocked.getAttribute('aria-describedby') ?? '')?.textContent).toContain('Талон Б-001 уже вызван к окну');

    await user.keyboard('{Enter}');
    expect(await screen.findByText('Талон Б-001: обслуживание начато')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Завершить обслуживание'));
    expect(within(screen.getByRole('group', { name: 'Действия с талоном Б-001' })).getAllByRole('button').map((button) => button.textContent)).toEqual(['Завершить обслуживание', 'Перевести…']);

    await user.keyboard('{Enter}');
    expect(await screen.findByText('Талон Б-001 обслужен')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Вызвать следующего'));
    expect(paramsOf(requests, 'Queue/Finish')).toEqual([{ ticketId: 103 }]);
  });

  it('shows a refusal with the sentence of the state machine', async () => {
    const server = consoleServer();
    const { user } = await openConsole('/qms/operator', {
      ...server.handlers,
      'Queue/Start': () => fail('CONFLICT', 'Нельзя начать обслуживание по талону в состоянии «Отменён»: это возможно только в состоянии «Вызван». Талон закрыт: посетителю нужно взять новый.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Вызвать следующего' }));
    await user.click(await screen.findByRole('button', { name: 'Начать обслуживание' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Не удалось начать обслуживание. Нельзя начать обслуживание по талону в состоянии «Отменён»');
    await user.click(within(alert).getByRole('button', { name: 'Закрыть сообщение' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lets an operator choose the desk from the list, naming who works where, without the administrator lists', async () => {
    const { user, requests } = await openConsole('/qms/operator', consoleServer({ signedInAt: null }).handlers);
    expect(await screen.findByRole('heading', { level: 2, name: 'Выберите окно' })).toBeTruthy();
    expect(screen.getByText(/Если за ним уже работает другой оператор, окно перейдёт к вам/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Начать работу' }));
    expect(await screen.findByText('Заполните поле')).toBeTruthy();
    expect(paramsOf(requests, 'Queue/MyDesk')).toEqual([]);
    await user.click(screen.getByRole('combobox', { name: 'Окно' }));
    // The closed «Окно 2» is not offered.
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Окно 1 — работает Петрова Анна', 'Окно 3 — свободно']);
    await user.click(screen.getByRole('option', { name: 'Окно 1 — работает Петрова Анна' }));
    await user.click(screen.getByRole('button', { name: 'Начать работу' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Рабочее место: Окно 1' })).toBeTruthy();
    expect(screen.getByText('Вы работаете за окном «Окно 1»')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Вызвать следующего'));
    expect(paramsOf(requests, 'Queue/MyDesk')).toEqual([{ deskId: 11 }]);
    expect(paramsOf(requests, 'Queue/Desks').length).toBeGreaterThan(0);
    expect(requests.some((request) => request.action === 'Queue/ListDesks' || request.action === 'Queue/ListServices')).toBe(false);
  });

  it('says on the field when the chosen desk was closed meanwhile, and offers the list without it', async () => {
    const server = consoleServer({ signedInAt: null });
    const { user, requests } = await openConsole('/qms/operator', server.handlers);
    await screen.findByRole('heading', { level: 2, name: 'Выберите окно' });
    const field = await screen.findByRole('combobox', { name: 'Окно' });
    await user.click(field);
    await user.click(await screen.findByRole('option', { name: 'Окно 3 — свободно' }));
    server.desks[2]!.active = false;
    await user.click(screen.getByRole('button', { name: 'Начать работу' }));
    expect(await screen.findByText('Окно «Окно 3» закрыто или удалено: выберите другое окно из списка')).toBeTruthy();
    await waitFor(() => expect(field.textContent).toBe('Окно закрыто'));
    await user.click(field);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Окно 1 — работает Петрова Анна', 'Окно закрыто']);
    expect(paramsOf(requests, 'Queue/MyDesk')).toEqual([{ deskId: 13 }]);
  });

  it('says so when no desk is open', async () => {
    const server = consoleServer({ signedInAt: null });
    for (const desk of server.desks) desk.active = false;
    await openConsole('/qms/operator', server.handlers);
    expect(await screen.findByText('Работающих окон нет: окна добавляет и включает администратор очереди на вкладке «Окна».')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Начать работу' })).toBeNull();
  });

  it('changes desk from a dialog that reads again who works where', async () => {
    const server = consoleServer();
    const { user, requests } = await openConsole('/qms/operator', server.handlers);
    await screen.findByRole('heading', { level: 2, name: 'Рабочее место: Окно 1' });
    // A colleague sat down at «Окно 3» after the console read the desks.
    server.desks[2]!.operator = { id: 9, name: 'Соколов Пётр' };
    await user.click(screen.getByRole('button', { name: 'Сменить окно' }));
    const dialog = await screen.findByRole('dialog', { name: 'Сменить окно' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Окно' }));
    await waitFor(async () => expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Окно 1 — это вы', 'Окно 3 — работает Соколов Пётр']));
    await user.click(screen.getByRole('option', { name: 'Окно 3 — работает Соколов Пётр' }));
    await user.click(within(dialog).getByRole('button', { name: 'Перейти за окно' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Рабочее место: Окно 3' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(paramsOf(requests, 'Queue/MyDesk')).toEqual([{ deskId: 13 }]);
  });

  it('says so when nobody waits', async () => {
    const server = consoleServer();
    for (const ticket of server.tickets) ticket.state = 'done';
    await openConsole('/qms/operator', server.handlers);
    expect(await screen.findByText('Никто не ждёт')).toBeTruthy();
  });

  it('transfers the current ticket to any active service or another desk, chosen from the lists', async () => {
    const { user, requests } = await openConsole();
    await user.click(await screen.findByRole('button', { name: 'Вызвать следующего' }));
    await user.click(await screen.findByRole('button', { name: 'Перевести…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Перевести талон Б-001' });
    // Every active service but the ticket's own, «Курсы» too, though this desk does not serve it.
    await user.click(within(dialog).getByRole('combobox', { name: 'Услуга' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['А — Приём документов', 'К — Курсы']);
    await user.click(screen.getByRole('option', { name: 'К — Курсы' }));
    await user.click(within(dialog).getByRole('radio', { name: 'В другое окно' }));
    await user.click(within(dialog).getByRole('button', { name: 'Перевести' }));
    expect(await within(dialog).findByText('Заполните поле')).toBeTruthy();
    await user.click(within(dialog).getByRole('combobox', { name: 'Окно' }));
    // The other open desks, each saying who works there; not the operator's own.
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Окно 3 — свободно']);
    await user.click(screen.getByRole('option', { name: 'Окно 3 — свободно' }));
    await user.click(within(dialog).getByRole('button', { name: 'Перевести' }));
    expect(await screen.findByText('Талон Б-001 переведён')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(paramsOf(requests, 'Queue/Transfer')).toEqual([{ ticketId: 103, deskId: 13 }]);
  });

  it('cancels a ticket only after the confirmation naming it', async () => {
    const { user, requests } = await openConsole();
    await user.click(await screen.findByRole('button', { name: 'Вызвать следующего' }));
    await user.click(await screen.findByRole('button', { name: 'Отменить талон' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Отменить талон?' });
    expect(confirm.textContent).toContain('Талон Б-001 будет закрыт');
    await user.click(within(confirm).getByRole('button', { name: 'Отмена' }));
    expect(paramsOf(requests, 'Queue/Cancel')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Отменить талон' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Отменить талон' }));
    expect(await screen.findByText('Талон Б-001 отменён')).toBeTruthy();
    expect(paramsOf(requests, 'Queue/Cancel')).toEqual([{ ticketId: 103 }]);
  });

  it('leaves the desk, asking first while a ticket is at it', async () => {
    const { user, requests } = await openConsole();
    await user.click(await screen.findByRole('button', { name: 'Вызвать следующего' }));
    await screen.findByText('Вызван талон Б-001');
    await user.click(screen.getByRole('button', { name: 'Выйти из окна' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Выйти из окна?' });
    expect(confirm.textContent).toContain('Талон Б-001 останется за окном «Окно 1»');
    await user.click(within(confirm).getByRole('button', { name: 'Выйти из окна' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Выберите окно' })).toBeTruthy();
    expect(paramsOf(requests, 'Queue/MyDesk')).toEqual([{ deskId: null }]);
  });

  it('reads right to left in Arabic', async () => {
    await openConsole('/qms/operator', consoleServer().handlers, OPERATOR, { language: 'ar' });
    expect(screen.getByRole('heading', { level: 1, name: 'لوحة المشغل' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'استدعاء التالي' })).toBeTruthy();
    expect(document.querySelector('[dir="rtl"]')).not.toBeNull();
  });
});

describe('operator console as a tab of /qms/admin', () => {
  it('shows only the console tab to someone with operateQueue but not manageQueue', async () => {
    const { requests } = await openConsole('/qms/admin?tab=devices', consoleServer().handlers, { admin: true, operateQueue: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Электронная очередь' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Пульт оператора']);
    expect(screen.getByRole('tab', { name: 'Пульт оператора', selected: true })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Рабочее место: Окно 1' })).toBeTruthy();
    expect(requests.some((request) => ['Queue/ListServices', 'Queue/ListDesks', 'Queue/ListDevices'].includes(request.action))).toBe(false);
    await waitFor(() => expect(paramsOf(requests, 'Queue/Desks')).toEqual([{}]));
  });

  it('gives a queue administrator the same desk list', async () => {
    const { user, requests, location } = await openConsole('/qms/admin?tab=console', consoleServer({ signedInAt: null }).handlers, { admin: true, manageQueue: true, operateQueue: true });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Услуги', 'Окна', 'Устройства', 'Статистика', 'Пульт оператора']);
    await screen.findByRole('heading', { level: 2, name: 'Выберите окно' });
    await user.click(screen.getByRole('combobox', { name: 'Окно' }));
    // The closed desk is not offered.
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Окно 1 — работает Петрова Анна', 'Окно 3 — свободно']);
    await user.click(screen.getByRole('option', { name: 'Окно 3 — свободно' }));
    await user.click(screen.getByRole('button', { name: 'Начать работу' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Рабочее место: Окно 3' })).toBeTruthy();
    expect(paramsOf(requests, 'Queue/MyDesk')).toEqual([{ deskId: 13 }]);
    await user.click(screen.getByRole('tab', { name: 'Статистика' }));
    expect(location.history.at(-1)).toBe('/qms/admin?tab=stats');
  });

  it('names both rights when the person has neither', async () => {
    const { requests } = await openConsole('/qms/admin', consoleServer().handlers, { admin: true });
    expect(screen.getByText(/Эта страница доступна с правом/)).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(requests.some((request) => request.action.startsWith('Queue/'))).toBe(false);
  });
});
