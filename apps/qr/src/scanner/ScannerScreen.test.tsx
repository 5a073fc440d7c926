import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, respondWith, TEST_SESSION } from '@abitura/ui/testing';
import { alreadyUsed, checkedIn, refused } from '../testing/checkIns.js';
import { renderQr } from '../testing/renderQr.js';
import { TOKEN } from '../testing/tickets.js';
import type { BarcodeDetectorClass } from './decoder.js';

const SCANNER = { checkInTickets: true };
const session = (ability: Record<string, unknown>[]) => ({ ...TEST_SESSION, ability });

beforeEach(() => {
  // happy-dom's <video> cannot play a stream; the page only needs play() to resolve.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** A BarcodeDetector that sees `text` (or nothing) on every frame. */
function seeing(view: { text: string | null }): BarcodeDetectorClass {
  return class {
    static getSupportedFormats = () => Promise.resolve(['qr_code']);
    detect = () => Promise.resolve(view.text === null ? [] : [{ rawValue: view.text }]);
  } as unknown as BarcodeDetectorClass;
}

describe('the scanner page', () => {
  it('asks a visitor without a session to sign in, and signs in with what was typed', async () => {
    let down = false;
    const { requests } = renderQr('/qr', {
      respond: respondWith({
        'User/AccountLogin': (params: { password: string }) => {
          if (down) throw new TypeError('Failed to fetch');
          return params.password === 'right' ? ok(session([SCANNER])) : fail('ACCESS_DENIED', 'Неверный логин или пароль');
        },
      }),
      environment: { mediaDevices: null },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Сканер билетов' })).toBeTruthy();
    expect(document.title).toBe('Сканер билетов');
    const form = screen.getByRole('form', { name: 'Вход для сотрудников' });
    await userEvent.click(within(form).getByRole('button', { name: 'Войти' }));
    expect(screen.getByRole('alert').textContent).toBe('Введите логин.');
    expect(requests).toEqual([]);

    await userEvent.type(screen.getByLabelText('Логин'), 'petrova');
    await userEvent.type(screen.getByLabelText('Пароль'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Неверный логин или пароль');

    down = true;
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Нет связи с сервером. Введённые данные сохранены — попробуйте ещё раз.'));
    expect((screen.getByLabelText('Логин') as HTMLInputElement).value).toBe('petrova');
    expect((screen.getByLabelText('Пароль') as HTMLInputElement).value).toBe('wrong');

    down = false;
    await userEvent.clear(screen.getByLabelText('Пароль'));
    await userEvent.type(screen.getByLabelText('Пароль'), 'right');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('heading', { name: 'Камера' })).toBeTruthy();
    expect(screen.getByText('Петрова Мария')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Выйти' }));
    expect(await screen.findByRole('form', { name: 'Вход для сотрудников' })).toBeTruthy();
  });

  it('names the missing right of a signed-in account without it', async () => {
    renderQr('/front-pages/scanner', { ability: [{ viewHomepage: true }], respond: respondWith({ 'User/CheckToken': () => ok(session([{ viewHomepage: true }])) }) });
    expect(await screen.findByRole('heading', { name: 'Нет права на сканер' })).toBeTruthy();
    expect(screen.getByText(/Учётной записи «Петрова Мария» не выдано право «Сканер билетов» \(checkInTickets\)/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Войти под другой учётной записью' }));
    expect(await screen.findByRole('form', { name: 'Вход для сотрудников' })).toBeTruthy();
  });

  it('offers manual entry when the browser has no camera API, and checks a typed ticket in', async () => {
    const { requests } = renderQr('/qr', {
      ability: [SCANNER],
      respond: respondWith({ 'User/CheckToken': () => ok(session([SCANNER])), 'Tickets/CheckIn': () => checkedIn() }),
      environment: { mediaDevices: null },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Включить камеру' }));
    expect(await screen.findByText(/Камера недоступна: браузер даёт её только на защищённых страницах/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Попробовать снова' })).toBeTruthy();

    const input = screen.getByLabelText('Ссылка или код билета');
    await userEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    expect(screen.getByRole('alert').textContent).toBe('Вставьте ссылку или код билета.');
    await userEvent.type(input, `https://abitura.example/tickets/${TOKEN}/qr`);
    await userEvent.click(screen.getByRole('button', { name: 'Проверить' }));

    const result = await screen.findByRole('alertdialog', { name: 'Вход разрешён' });
    expect(result.className).toContain('scan-green');
    expect(within(result).getByText('День открытых дверей — Иванов Иван')).toBeTruthy();
    expect(within(result).getByText('Вход отмечен. Проходите!')).toBeTruthy();
    const checkIn = requests.find((request) => request.action === 'Tickets/CheckIn');
    expect(checkIn?.params).toEqual({ token: TOKEN });
    await waitFor(() => expect(document.activeElement).toBe(within(result).getByRole('button', { name: 'Продолжить сканирование' })));

    await userEvent.click(result);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect((input as HTMLInputElement).value).toBe('');
    const history = screen.getByRole('region', { name: 'Последние проверки' });
    expect(within(history).getByText('Вход разрешён')).toBeTruthy();
  });

  it('says "not a ticket" for other text without asking the server', async () => {
    const { requests } = renderQr('/qr', { ability: [SCANNER], respond: respondWith({ 'User/CheckToken': () => ok(session([SCANNER])) }), environment: { mediaDevices: null } });
    await userEvent.type(await screen.findByLabelText('Ссылка или код билета'), 'https://example.org/news');
    await userEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    const result = await screen.findByRole('alertdialog', { name: 'Это не билет' });
    expect(result.className).toContain('scan-yellow');
    expect(within(result).getByText('https://example.org/news')).toBeTruthy();
    expect(requests.map((request) => request.action)).toEqual(['User/CheckToken']);
  });

  it('reads codes from the camera: red with who and when for a used ticket, yellow with the reason for a refused one', async () => {
    const view: { text: string | null } = { text: null };
    const replies = [alreadyUsed(), refused('wrong_day', { validAt: '2026-11-28T09:00:00.000Z' })];
    const stop = vi.fn();
    // A real (happy-dom) MediaStream, since a <video> takes nothing else, with a track to stop.
    const stream = Object.assign(new MediaStream(), { getTracks: () => [{ stop }] });
    const getUserMedia = vi.fn(() => Promise.resolve(stream));
    const { requests } = renderQr('/qr', {
      ability: [SCANNER],
      respond: respondWith({ 'User/CheckToken': () => ok(session([SCANNER])), 'Tickets/CheckIn': () => replies.shift() ?? checkedIn() }),
      environment: { mediaDevices: { getUserMedia }, barcodeDetector: seeing(view) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Включить камеру' }));
    expect(await screen.findByText('Наведите камеру на QR-код билета.')).toBeTruthy();
    expect(getUserMedia).toHaveBeenCalledWith(expect.objectContaining({ video: expect.objectContaining({ facingMode: 'environment' }) }));

    view.text = `https://abitura.example/tickets/${TOKEN}/qr`;
    const red = await screen.findByRole('alertdialog', { name: 'Билет уже использован' });
    view.text = null;
    expect(red.className).toContain('scan-red');
    expect(within(red).getByText('Вход уже отмечен 26.11.2026 в 10:40, отметил(а): Сидоров Пётр.')).toBeTruthy();
    await userEvent.click(within(red).getByRole('button', { name: 'Продолжить сканирование' }));

    view.text = `/front-pages/tickets/qr?token=9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d`;
    const yellow = await screen.findByRole('alertdialog', { name: 'Вход не отмечен' });
    expect(within(yellow).getByText('Билет на другой день: 28.11.2026 в 12:00.')).toBeTruthy();
    expect(requests.filter((request) => request.action === 'Tickets/CheckIn')).toHaveLength(2);
    await userEvent.click(within(yellow).getByRole('button', { name: 'Продолжить сканирование' }));

    await userEvent.click(screen.getByRole('button', { name: 'Выключить камеру' }));
    expect(stop).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Включить камеру' })).toBeTruthy();
    const items = within(screen.getByRole('region', { name: 'Последние проверки' })).getAllByRole('listitem');
    expect(items.map((item) => item.className)).toEqual(['scan-history-item scan-history-yellow', 'scan-history-item scan-history-red']);
  });

  it('says the check-in did not happen when the server is unreachable, and retries it as the same request', async () => {
    let down = true;
    const { requests } = renderQr('/qr', {
      ability: [SCANNER],
      respond: respondWith({
        'User/CheckToken': () => ok(session([SCANNER])),
        'Tickets/CheckIn': () => {
          if (down) throw new TypeError('Failed to fetch');
          return checkedIn({ kind: 'queue', title: 'Консультация', holder: null, code: 'А-007' });
        },
      }),
      environment: { mediaDevices: null },
    });
    await userEvent.type(await screen.findByLabelText('Ссылка или код билета'), TOKEN);
    await userEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    const failed = await screen.findByRole('alertdialog', { name: 'Отметка не выполнена' });
    expect(within(failed).getByText(/Нет связи с сервером: вход не отмечен/)).toBeTruthy();
    // What was typed stays while the check-in has not happened.
    expect((screen.getByLabelText('Ссылка или код билета') as HTMLInputElement).value).toBe(TOKEN);
    down = false;
    await userEvent.click(within(failed).getByRole('button', { name: 'Повторить' }));
    const green = await screen.findByRole('alertdialog', { name: 'Вход разрешён' });
    expect(within(green).getByText('Консультация — талон А-007')).toBeTruthy();
    expect(within(green).getByText('Талон очереди отмечен.')).toBeTruthy();
    const checkIns = requests.filter((request) => request.action === 'Tickets/CheckIn');
    expect(checkIns).toHaveLength(2);
    expect(checkIns[1]?.requestId).toBe(checkIns[0]?.requestId);
  });

  it('names a refused request, and lets it go', async () => {
    renderQr('/qr', {
      ability: [SCANNER],
      respond: respondWith({ 'User/CheckToken': () => ok(session([SCANNER])), 'Tickets/CheckIn': () => fail('ACCESS_DENIED', 'Нет доступа') }),
      environment: { mediaDevices: null },
    });
    await userEvent.type(await screen.findByLabelText('Ссылка или код билета'), TOKEN);
    await userEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    const failed = await screen.findByRole('alertdialog', { name: 'Отметка не выполнена' });
    expect(within(failed).getByText('Сервер отказал: у вашей учётной записи нет права отмечать вход.')).toBeTruthy();
    await userEvent.click(within(failed).getByRole('button', { name: 'Отмена' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('says why the camera did not start when it is denied', async () => {
    const denied = Object.assign(new Error('denied'), { name: 'NotAllowedError' });
    renderQr('/qr', {
      ability: [SCANNER],
      respond: respondWith({ 'User/CheckToken': () => ok(session([SCANNER])) }),
      environment: { mediaDevices: { getUserMedia: () => Promise.reject(denied) } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Включить камеру' }));
    expect(await screen.findByText(/Доступ к камере запрещён/)).toBeTruthy();
  });
});
