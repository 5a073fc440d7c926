import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, respondWith } from '@abitura/ui/testing';
import { createDeviceText } from '@abitura/ui/device';
import { contextOf, createFakeAudio } from '../testing/fakeAudio.js';
import { renderQr } from '../testing/renderQr.js';
import { aTicket, ticketServer, TOKEN } from '../testing/tickets.js';
import { MELODIES } from '../shared/sound.js';
import { placeText, waitText } from './TicketCard.js';
import { CALL_VIBRATION } from './ticketModel.js';
import { ticketResources } from './ticketResources.js';

afterEach(() => {
  vi.useRealTimers();
});

const PAGE = `/tickets/${TOKEN}/qr`;

describe('the ticket page', () => {
  it('shows a waiting ticket: its number, service, state, place, wait and issue time', async () => {
    const server = ticketServer();
    renderQr(PAGE, { respond: respondWith(server.handlers) });
    const heading = await screen.findByRole('heading', { level: 1, name: /А-007/ });
    expect(heading.textContent).toBe('Талон А-007');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Консультация')).toBeTruthy();
    expect(screen.getByText('Ожидает вызова')).toBeTruthy();
    expect(screen.getByText('Перед вами 3 человека')).toBeTruthy();
    expect(screen.getByText('Ожидание — около 12 минут')).toBeTruthy();
    expect(screen.getByText('Выдан 26.11.2026 в 10:05 (время московское)')).toBeTruthy();
    expect(document.title).toBe('Талон А-007: Ожидает вызова');
    expect(screen.getByRole('switch', { name: 'Звуковой сигнал при вызове' }).getAttribute('aria-checked')).toBe('false');
  });

  it('says until when the service takes visitors when the wait may run past it, and only then', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T10:49:00Z'));
    const server = ticketServer(aTicket({ position: 66, estimatedWaitMinutes: 618, closesAt: '2026-11-26T15:00:00.000Z' }));
    renderQr(PAGE, { respond: respondWith(server.handlers) });
    expect(await screen.findByText('Ожидание — около 10 ч 20 мин')).toBeTruthy();
    expect(screen.getByText('Услуга принимает сегодня до 18:00, а ожидание может оказаться дольше: уточните у администратора в зале.')).toBeTruthy();
  });

  it('keeps quiet about the hours when the wait ends before them', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T10:49:00Z'));
    const server = ticketServer(aTicket({ estimatedWaitMinutes: 12, closesAt: '2026-11-26T15:00:00.000Z' }));
    renderQr(PAGE, { respond: respondWith(server.handlers) });
    expect(await screen.findByText('Ожидание — около 12 минут')).toBeTruthy();
    expect(screen.queryByText(/Услуга принимает сегодня до/)).toBeNull();
  });

  it('says the place and the wait in Russian plural forms', () => {
    const t = createDeviceText(ticketResources, 'ru', 'ticket');
    expect([1, 2, 3, 5, 6, 22, 23, 112].map((position) => placeText(position, t))).toEqual([
      'Вы следующий в очереди',
      'Перед вами 1 человек',
      'Перед вами 2 человека',
      'Перед вами 4 человека',
      'Перед вами 5 человек',
      'Перед вами 21 человек',
      'Перед вами 22 человека',
      'Перед вами 111 человек',
    ]);
    expect(placeText(null, t)).toBe('Место в очереди пока неизвестно');
    expect([1, 3, 5, 11, 21, 24].map((minutes) => waitText(minutes, t))).toEqual([
      'Ожидание — около 1 минуты',
      'Ожидание — около 3 минут',
      'Ожидание — около 5 минут',
      'Ожидание — около 11 минут',
      'Ожидание — около 21 минуты',
      'Ожидание — около 24 минут',
    ]);
    expect([60, 63, 608].map((minutes) => waitText(minutes, t))).toEqual(['Ожидание — около 1 ч', 'Ожидание — около 1 ч 5 мин', 'Ожидание — около 10 ч 10 мин']);
    expect(waitText(0, t)).toBe('Вас вызовут с минуты на минуту');
    expect(waitText(null, t)).toBe('Время ожидания пока неизвестно');
    const ar = createDeviceText(ticketResources, 'ar', 'ticket');
    expect(new Set([2, 3, 4, 11, 100].map((position) => placeText(position, ar))).size).toBe(5);
  });

  it('switches to the desk when the ticket is called, vibrating and sounding the call', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const server = ticketServer();
    const vibrate = vi.fn();
    const audio = createFakeAudio();
    renderQr(PAGE, { respond: respondWith(server.handlers), environment: { vibrate, createAudioContext: contextOf(audio) } });
    await screen.findByText('Перед вами 3 человека');
    await userEvent.click(screen.getByRole('switch', { name: 'Звуковой сигнал при вызове' }));
    await waitFor(() => expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true'));

    server.ticket = aTicket({ state: 'called', desk: 'Окно 2', position: null, estimatedWaitMinutes: null });
    // The test client has no socket, so the view is polled: the next poll brings the call.
    await act(async () => {
      vi.advanceTimersByTime(5_000);
    });
    const call = await screen.findByRole('alert');
    expect(call.textContent).toContain('Пройдите к месту приёма:');
    expect(within(call).getByText('Окно 2')).toBeTruthy();
    expect(screen.getByText('Вас вызывают')).toBeTruthy();
    expect(vibrate).toHaveBeenCalledWith(CALL_VIBRATION);
    await waitFor(() => expect(audio.played.slice(1)).toEqual(MELODIES.call.map((note) => note.frequency)));
    expect(document.title).toBe('А-007: пройдите — Окно 2');
    expect(screen.queryByRole('button', { name: 'Отменить талон' })).toBeNull();
  });

  it('cancels after a confirmation the keyboard can answer, and shows the result', async () => {
    const server = ticketServer();
    const { requests } = renderQr(PAGE, { respond: respondWith(server.handlers) });
    const cancel = await screen.findByRole('button', { name: 'Отменить талон' });
    await userEvent.click(cancel);
    const dialog = screen.getByRole('dialog', { name: 'Отменить талон А-007?' });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Нет, оставить' }));
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    // Tab and Shift+Tab go round the two answers.
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Да, отменить');
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Нет, оставить');
    await userEvent.tab({ shift: true });
    expect(document.activeElement?.textContent).toBe('Да, отменить');
    await userEvent.keyboard('{Escape}');
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(document.activeElement).toBe(cancel);
    // The browser's own close request keeps the ticket too.
    await userEvent.click(cancel);
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(dialog.hasAttribute('open')).toBe(false));
    expect(document.activeElement).toBe(cancel);

    await userEvent.click(cancel);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Да, отменить' }));
    const done = await screen.findByText('Готово: талон отменён по вашей просьбе.');
    expect(document.activeElement).toBe(done);
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(screen.getByText('Отменён')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Отменить талон' })).toBeNull();
    expect(requests.filter((request) => request.action === 'Ticket/Cancel')).toHaveLength(1);
  });

  it('offers to cancel again when no server answered the cancel', async () => {
    const server = ticketServer();
    renderQr(PAGE, { respond: respondWith(server.handlers) });
    await userEvent.click(await screen.findByRole('button', { name: 'Отменить талон' }));
    server.down = 'TRANSPORT_ERROR';
    await userEvent.click(screen.getByRole('button', { name: 'Да, отменить' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Нет связи с сервером: талон не отменён. Попробуйте ещё раз.');
    server.down = null;
    await userEvent.click(screen.getByRole('button', { name: 'Отменить ещё раз' }));
    expect(await screen.findByText('Готово: талон отменён по вашей просьбе.')).toBeTruthy();
  });

  it('says plainly when a cancel came too late', async () => {
    const server = ticketServer();
    renderQr(PAGE, { respond: respondWith(server.handlers) });
    await userEvent.click(await screen.findByRole('button', { name: 'Отменить талон' }));
    server.ticket = aTicket({ state: 'serving', desk: 'Окно 1', position: null });
    await userEvent.click(screen.getByRole('button', { name: 'Да, отменить' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Талон уже нельзя отменить: вас вызвали или талон закрыт.');
    expect(await screen.findByText('Вас обслуживают: Окно 1.')).toBeTruthy();
  });

  it('shows a clear page for a link without a UUID, asking nothing of the server', async () => {
    const { requests } = renderQr('/tickets/А-007/qr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ссылка на талон повреждена' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Вставить ссылку на талон' }).getAttribute('href')).toBe('/front-pages/tickets/qr');
    expect(document.title).toBe('Ссылка на талон повреждена');
    expect(requests).toEqual([]);
  });

  it('shows a clear page for a ticket the server does not know', async () => {
    renderQr(PAGE, { respond: respondWith({ 'Ticket/Get': () => fail('NOT_FOUND', 'Талон не найден') }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Талон не найден' })).toBeTruthy();
    expect(document.title).toBe('Талон не найден');
  });

  it('asks to retry later when reads are rate limited, and retries on request', async () => {
    let limited = true;
    renderQr(PAGE, { respond: respondWith({ 'Ticket/Get': () => (limited ? fail('RATE_LIMITED') : ok(aTicket())) }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Слишком много запросов' })).toBeTruthy();
    expect(screen.getByText(/Подождите минуту/)).toBeTruthy();
    limited = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Перед вами 3 человека')).toBeTruthy();
  });

  it('keeps the last ticket with the offline notice while the server is unreachable, and recovers by itself', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const server = ticketServer();
    renderQr(PAGE, { respond: respondWith(server.handlers) });
    await screen.findByText('Перед вами 3 человека');
    server.down = 'TRANSPORT_ERROR';
    await act(async () => {
      vi.advanceTimersByTime(5_000);
    });
    expect(await screen.findByText('Нет связи с сервером. Проверяем соединение…')).toBeTruthy();
    expect(screen.getByText('Перед вами 3 человека')).toBeTruthy();
    server.down = 'INTERNAL';
    await act(async () => {
      vi.advanceTimersByTime(5_000);
    });
    expect(await screen.findByText('Не удалось обновить сведения о талоне.')).toBeTruthy();
    server.down = null;
    server.ticket = aTicket({ position: 2, estimatedWaitMinutes: 4 });
    await act(async () => {
      vi.advanceTimersByTime(5_000);
    });
    expect(await screen.findByText('Перед вами 1 человек')).toBeTruthy();
    expect(screen.queryByText('Нет связи с сервером. Проверяем соединение…')).toBeNull();
  });

  it('waits for the server when the first read finds it unreachable', async () => {
    renderQr(PAGE, {
      respond: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(await screen.findByText('Нет связи с сервером. Талон появится, как только связь восстановится.')).toBeTruthy();
    expect(screen.getByText('Нет связи с сервером. Проверяем соединение…')).toBeTruthy();
  });

  it('shows the closed states plainly', async () => {
    renderQr(PAGE, { respond: respondWith(ticketServer(aTicket({ state: 'no_show', position: null, estimatedWaitMinutes: null, desk: 'Окно 3' })).handlers) });
    expect(await screen.findByText('Закрыт: вы не подошли')).toBeTruthy();
    expect(screen.getByText(/Вы не подошли по вызову/)).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Отменить талон' })).toBeNull();
  });

  it('reads right to left in Arabic, and changes language from the switch', async () => {
    renderQr(PAGE, { language: 'ar', respond: respondWith(ticketServer().handlers) });
    await screen.findByRole('heading', { level: 1, name: /А-007/ });
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(screen.getByText('في انتظار النداء')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('اللغة'), 'en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(screen.getByText('3 people ahead of you')).toBeTruthy();
    expect(document.title).toBe('Ticket А-007: Waiting to be called');
  });
});

describe('the front-pages ticket address', () => {
  it('opens the ticket of ?token=', async () => {
    const { requests } = renderQr(`/front-pages/tickets/qr?token=${TOKEN}`, { respond: respondWith(ticketServer().handlers) });
    expect(await screen.findByText('Перед вами 3 человека')).toBeTruthy();
    expect(requests[0]?.params).toEqual({ token: TOKEN });
  });

  it('asks for the link without a token, refuses junk and opens a pasted link', async () => {
    const { requests, location } = renderQr('/front-pages/tickets/qr', { respond: respondWith(ticketServer().handlers) });
    const input = await screen.findByLabelText('Ссылка на талон');
    expect(screen.getByRole('heading', { level: 1, name: 'Открыть талон электронной очереди' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Открыть талон' }));
    expect(screen.getByRole('alert').textContent).toBe('Вставьте ссылку на талон.');
    await userEvent.type(input, 'https://example.org/news');
    await userEvent.click(screen.getByRole('button', { name: 'Открыть талон' }));
    expect(screen.getByRole('alert').textContent).toBe('Это не ссылка на талон. Скопируйте ссылку из QR-кода целиком.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(requests).toEqual([]);
    await userEvent.clear(input);
    await userEvent.type(input, `https://abitura.example/tickets/${TOKEN.toUpperCase()}/qr`);
    await userEvent.click(screen.getByRole('button', { name: 'Открыть талон' }));
    expect(await screen.findByText('Перед вами 3 человека')).toBeTruthy();
    expect(location.history?.at(-1)).toBe(`/front-pages/tickets/qr?token=${TOKEN}`);
  });
});
