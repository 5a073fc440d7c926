import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, respondWith } from '@abitura/ui/testing';
import { boardCall, boardView, at } from '../testing/boardFixtures.js';
import { renderBoard } from '../testing/renderBoard.js';
import type { BoardView } from '../board/boardCalls.js';
import { CHIME_MS } from '../sound/chime.js';

const WAITING: BoardView['waiting'] = [
  { prefix: 'А', service: 'Консультация', count: 1 },
  { prefix: 'Б', service: 'Приём документов', count: 3 },
  { prefix: 'В', service: 'Справки', count: 5 },
  { prefix: 'Д', service: 'Договоры и оплата', count: 0 },
];

const a7 = boardCall('А-007', 'Окно 2', 100);
const b3 = boardCall('Б-003', 'Окно 1', 90);
const FULL = boardView({ calls: [a7, b3], recent: [a7, b3, boardCall('В-002', 'Окно 3', 40)], waiting: WAITING, serverTime: at(120) });

let clients: Array<{ close(): void }> = [];

afterEach(() => {
  for (const client of clients) client.close();
  clients = [];
  vi.useRealTimers();
  document.documentElement.removeAttribute('dir');
});

/** The row of a code among the calls of now (the same code is also among the last calls). */
const callRow = (code: string) => within(screen.getByRole('region', { name: 'Вызываются' })).getByText(code).closest('li');

function show(options: Parameters<typeof renderBoard>[0]) {
  const rendered = renderBoard(options);
  clients.push(rendered.client);
  return rendered;
}

describe('TV board', () => {
  it('shows the calls of now, the last calls and the waiting counts in Russian', async () => {
    show({ respond: respondWith({ 'Board/Get': () => ok(FULL) }) });
    const calls = await screen.findByRole('region', { name: 'Вызываются' });
    const rows = within(calls).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['А-007→ пройдите: Окно 2', 'Б-003→ пройдите: Окно 1']);
    expect(rows[0]?.className).toContain('is-newest');
    expect(rows[1]?.className).not.toContain('is-newest');
    // Nothing pulses on the first view: those calls were made before the board looked.
    expect(document.querySelector('.is-fresh')).toBeNull();

    const recent = screen.getByRole('region', { name: 'Последние вызовы' });
    expect(within(recent).getAllByRole('listitem').map((row) => row.textContent)).toEqual(['А-007Окно 210:01', 'Б-003Окно 110:01', 'В-002Окно 310:00']);

    const waiting = screen.getByRole('contentinfo');
    expect(within(waiting).getByRole('heading').textContent).toBe('Ожидают');
    expect(within(waiting).getAllByRole('listitem').map((row) => row.textContent)).toEqual([
      'АКонсультация1 человек',
      'БПриём документов3 человека',
      'ВСправки5 человек',
      'ДДоговоры и оплата0 человек',
    ]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Электронная очередь');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.documentElement.lang).toBe('ru');
  });

  it('says so while it loads and when no one is called or waiting', async () => {
    let answer: (value: ReturnType<typeof ok>) => void = () => {};
    show({ respond: respondWith({ 'Board/Get': () => new Promise((resolve) => (answer = resolve)) }) });
    expect(await screen.findByText('Загружаем табло…')).toBeTruthy();
    await act(async () => answer(ok(boardView())));
    expect(screen.getByText('Сейчас никого не вызывают')).toBeTruthy();
    expect(screen.getByText('Сегодня вызовов ещё не было')).toBeTruthy();
    expect(screen.getByText('Сейчас очереди нет')).toBeTruthy();
  });

  it('renders right to left in Arabic, with Arabic plural forms', async () => {
    show({ language: 'ar', respond: respondWith({ 'Board/Get': () => ok({ ...FULL, waiting: [WAITING[3], WAITING[0], { prefix: 'Б', service: 'Приём документов', count: 2 }, WAITING[2]] }) }) });
    await screen.findByRole('region', { name: 'يُنادى الآن' });
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.title).toBe('الطابور الإلكتروني — شاشة العرض');
    const counts = [...document.querySelectorAll('.tv-waiting-count')].map((node) => node.textContent);
    expect(counts).toEqual(['لا أحد', 'شخص واحد', 'شخصان', '5 أشخاص']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('الطابور الإلكتروني');
  });

  it('asks for the device key when it has none, and shows the board once one is typed', async () => {
    const { requests } = show({ apiKey: '', respond: respondWith({ 'Board/Get': () => ok(FULL) }) });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Подключение устройства');
    expect(screen.getByText('Это табло ещё не подключено к электронной очереди.')).toBeTruthy();
    expect(requests).toEqual([]);
    await userEvent.type(screen.getByLabelText('Ключ устройства'), 'tv-key');
    await userEvent.click(screen.getByRole('button', { name: 'Подключить' }));
    expect(await screen.findByRole('region', { name: 'Вызываются' })).toBeTruthy();
  });

  it('shows the key form when the server refuses the key', async () => {
    show({ respond: respondWith({ 'Board/Get': () => fail('ACCESS_DENIED', 'Введите действующий ключ устройства') }) });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('неверен или отозван');
    expect(screen.queryByRole('region', { name: 'Вызываются' })).toBeNull();
  });

  it('keeps the last board under a plain offline line when the server cannot be reached, and recovers', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let down = false;
    // The network fails under fetch, as when the server is down: the SDK answers TRANSPORT_ERROR.
    const board = () => {
      if (down) throw new TypeError('Failed to fetch');
      return ok(FULL);
    };
    show({ respond: respondWith({ 'Board/Get': board }) });
    await screen.findByRole('region', { name: 'Вызываются' });
    expect(callRow('А-007')).toBeTruthy();
    down = true;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    expect((await screen.findByText('Нет связи с сервером. Проверяем соединение…')).closest('[role="status"]')).toBeTruthy();
    expect(callRow('А-007')).toBeTruthy();
    expect(callRow('Б-003')).toBeTruthy();
    down = false;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    expect(screen.queryByText('Нет связи с сервером. Проверяем соединение…')).toBeNull();
  });

  it('pulses a new call, chimes and says it in Russian', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    let view = FULL;
    const { speech, audio } = show({ respond: respondWith({ 'Board/Get': () => ok(view) }) });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(callRow('А-007')).toBeTruthy();
    const c1 = boardCall('В-011', 'Окно 3', 130);
    view = { ...FULL, calls: [c1, a7, b3], recent: [c1, ...FULL.recent] };
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    const row = callRow('В-011');
    expect(row?.className).toContain('is-fresh');
    expect(row?.className).toContain('is-newest');
    expect(screen.getByText('Вызывается талон В-011: Окно 3')).toBeTruthy();
    expect(audio.oscillators).toBe(2);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHIME_MS);
    });
    expect(speech.texts).toEqual(['Талон Вэ 11, пройдите к окну 3.']);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(callRow('В-011')?.className).not.toContain('is-fresh');
  });

  it('marks a recall on screen while it pulses', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    let view = FULL;
    show({ respond: respondWith({ 'Board/Get': () => ok(view) }) });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    const again = boardCall('Б-003', 'Окно 1', 140);
    view = { ...FULL, calls: [again, a7], recent: [again, ...FULL.recent] };
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    expect(callRow('Б-003')?.textContent).toContain('Повторный вызов');
  });
});

describe('sound switch', () => {
  it('turns sound off and on, remembering it, the click allowing sound', async () => {
    const { board } = show({ respond: respondWith({ 'Board/Get': () => ok(FULL) }) });
    const button = await screen.findByRole('button', { name: 'Звук' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.textContent).toContain('вкл.');
    await userEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(button.textContent).toContain('выкл.');
    expect(board.sound.on.value).toBe(false);
    await userEvent.click(button);
    expect(board.sound.on.value).toBe(true);
  });

  it('asks for the allow button while the browser has not allowed sound; other keys leave it, so Tab then Enter allows sound', async () => {
    const { audio, board } = show({ respond: respondWith({ 'Board/Get': () => ok(FULL) }) });
    // The stand-in is created running; a real one is suspended until a gesture.
    audio.state = 'suspended';
    await act(async () => audio.onstatechange?.({}));
    expect(screen.getByText(/Браузер ещё не разрешил звук/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Разрешить звук' }));
    expect(screen.queryByText(/Браузер ещё не разрешил звук/)).toBeNull();

    audio.state = 'suspended';
    await act(async () => audio.onstatechange?.({}));
    // A keyboard user: Tab to the switch, Tab to the allow button (still there), Enter.
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Звук' }));
    await userEvent.keyboard('x{Tab}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Разрешить звук' }));
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByText(/Браузер ещё не разрешил звук/)).toBeNull();
    expect(board.sound.on.value).toBe(true);
  });

  it('says speech is unavailable where the browser cannot speak, and still highlights', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let view = FULL;
    const { audio } = show({ sound: { speech: null }, respond: respondWith({ 'Board/Get': () => ok(view) }) });
    const button = await screen.findByRole('button', { name: 'Речь недоступна' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    const c1 = boardCall('В-011', 'Окно 3', 130);
    view = { ...FULL, calls: [c1, a7] };
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    expect(callRow('В-011')?.className).toContain('is-fresh');
    expect(audio.oscillators).toBe(0);
  });
});
