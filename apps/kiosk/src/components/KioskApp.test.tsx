import { createMemoryConfigStore } from '@abitura/sdk';
import { createPrefs, DeviceUiProvider } from '@abitura/ui/device';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as QrCode from 'qrcode';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { kioskResources } from '../kioskResources.js';
import { createKioskModel } from '../model/kioskModel.js';
import type { KioskModel } from '../model/kioskModel.js';
import { CLOSES_AT, createKioskServer, DENIED_MESSAGE, TICKET_TOKEN, VALID_KEY } from '../testing/kioskServer.js';
import type { KioskServer } from '../testing/kioskServer.js';
import { KioskApp } from './KioskApp.js';

const qrTexts = vi.hoisted(() => [] as string[]);

vi.mock('qrcode', async (importOriginal) => {
  const actual = await importOriginal<typeof QrCode>();
  const toString = (text: string, options: QrCode.QRCodeToStringOptions) => {
    qrTexts.push(text);
    return actual.toString(text, options);
  };
  return { ...actual, toString, default: { ...actual, toString } };
});

const ORIGIN = 'https://abitura.test';
const running: { server: KioskServer; model: KioskModel }[] = [];

afterEach(() => {
  for (const { server, model } of running.splice(0)) {
    model.stop();
    server.test.client.close();
  }
  qrTexts.length = 0;
  document.documentElement.removeAttribute('dir');
  Reflect.deleteProperty(window, 'print');
});

function renderKiosk(options: { language?: 'ru' | 'en' | 'ar'; apiKey?: string; autoPrint?: boolean; down?: boolean } = {}) {
  const server = createKioskServer(options.apiKey === undefined ? {} : { apiKey: options.apiKey });
  server.down = options.down ?? false;
  const prefs = createPrefs({ store: createMemoryConfigStore(JSON.stringify({ language: options.language ?? 'ru' })) });
  const model = createKioskModel(server.test.client, { prefs });
  running.push({ server, model });
  render(
    <DeviceUiProvider client={server.test.client} resources={kioskResources} prefs={prefs}>
      <KioskApp model={model} origin={ORIGIN} autoPrint={options.autoPrint ?? false} />
    </DeviceUiProvider>,
  );
  return { server, model, prefs };
}

/** happy-dom has no window.print: a stand-in the test can count. */
function stubPrint() {
  const print = vi.fn();
  Object.defineProperty(window, 'print', { value: print, configurable: true, writable: true });
  return print;
}

const serviceButton = (name: string) => screen.getByRole('button', { name: new RegExp(name) });

describe('start screen', () => {
  it('lists the services with their waiting counts in Russian, a closed one marked and disabled', async () => {
    renderKiosk();
    expect(await screen.findByText('В очереди 3 человека')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Электронная очередь' })).toBeTruthy();
    expect(screen.getByText('В очереди 1 человек')).toBeTruthy();
    expect(screen.getByText('Очереди нет')).toBeTruthy();
    const closed = serviceButton('Договоры и оплата');
    expect(closed.getAttribute('aria-disabled')).toBe('true');
    expect(closed.textContent).toContain('Сейчас не работает');
    expect(serviceButton('Консультация').getAttribute('aria-disabled')).toBeNull();
    expect(document.documentElement.lang).toBe('ru');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('switches to Arabic at once: right to left, Arabic texts and plural forms', async () => {
    renderKiosk();
    await screen.findByText('В очереди 3 человека');
    const arabic = screen.getByRole('button', { name: 'العربية' });
    expect(arabic.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(arabic);
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(arabic.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('heading', { level: 1, name: 'الطابور الإلكتروني' })).toBeTruthy();
    expect(screen.getByText('3 أشخاص في الانتظار')).toBeTruthy();
    expect(screen.getByText('شخص واحد في الانتظار')).toBeTruthy();
    expect(screen.getByText('مغلقة الآن')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'اللغة' })).toBeTruthy();
    expect(document.title).toBe('الطابور الإلكتروني');
  });

  it('says plainly when no server answers and keeps nothing it did not get', async () => {
    const { server } = renderKiosk({ down: true });
    expect(await screen.findByText('Нет связи с сервером. Проверяем соединение…')).toBeTruthy();
    expect(screen.getByText('Список услуг появится, когда восстановится связь с сервером.')).toBeTruthy();
    server.down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('В очереди 3 человека')).toBeTruthy();
    expect(screen.queryByText('Нет связи с сервером. Проверяем соединение…')).toBeNull();
  });

  it('says until when each open service takes visitors today', async () => {
    renderKiosk();
    const open = await screen.findByRole('button', { name: /Консультация/ });
    expect(open.textContent).toContain('В очереди 3 человека · приём до 18:00');
    expect(serviceButton('Договоры и оплата').textContent).not.toContain('приём до');
  });

  it('tells when no service takes tickets', async () => {
    const { server } = renderKiosk({ apiKey: 'not-yet' });
    server.services = [];
    await screen.findByRole('heading', { name: 'Подключение устройства' });
    act(() => void server.test.client.updateSettings({ apiKey: VALID_KEY }));
    expect(await screen.findByText('Сейчас нет услуг, на которые можно взять талон. Обратитесь к администратору.')).toBeTruthy();
  });
});

describe('device key', () => {
  it('asks for the key when the kiosk has none, then shows the services', async () => {
    const { server } = renderKiosk({ apiKey: '' });
    expect(await screen.findByRole('heading', { name: 'Подключение устройства' })).toBeTruthy();
    expect(screen.getByText('Этот терминал ещё не подключён к электронной очереди.')).toBeTruthy();
    expect(server.test.requests).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Ключ устройства'), VALID_KEY);
    await userEvent.click(screen.getByRole('button', { name: 'Подключить' }));
    expect(await screen.findByText('В очереди 3 человека')).toBeTruthy();
  });

  it('asks again when the server refuses the key', async () => {
    renderKiosk({ apiKey: 'revoked' });
    expect(await screen.findByRole('heading', { name: 'Подключение устройства' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('неверен или отозван');
  });
});

describe('taking a ticket', () => {
  it('warns on the receipt when the wait may run past the service hours, and not otherwise', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T14:55:00Z'));
    try {
      const { server } = renderKiosk();
      server.ticketClosesAt = CLOSES_AT;
      await userEvent.click(await screen.findByRole('button', { name: /Консультация/ }));
      const receipt = within(await screen.findByRole('article'));
      expect(receipt.getByText('около 12 минут')).toBeTruthy();
      expect(receipt.getByText('Услуга принимает сегодня до 18:00, а ожидание может оказаться дольше: уточните у администратора в зале.')).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'Готово' }));

      vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
      await userEvent.click(await screen.findByRole('button', { name: /Справки/ }));
      await screen.findByRole('article');
      expect(screen.queryByText(/Услуга принимает сегодня до/)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the confirmed ticket with its number, place, wait, Moscow time and QR code, and prints it', async () => {
    const print = stubPrint();
    renderKiosk();
    await userEvent.click(await screen.findByRole('button', { name: /Консультация/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ваш талон' })).toBeTruthy();
    expect(screen.getByText('А-001')).toBeTruthy();
    const facts = within(screen.getByRole('article'));
    expect(facts.getByText('Консультация')).toBeTruthy();
    expect(facts.getByText('4')).toBeTruthy();
    expect(facts.getByText('около 12 минут')).toBeTruthy();
    expect(facts.getByText('26.11.2026, 10:05')).toBeTruthy();
    const qr = await screen.findByRole('img', { name: 'QR-код: ссылка на страницу талона А-001' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(qrTexts).toEqual([`${ORIGIN}/tickets/${TICKET_TOKEN}/qr`]);
    expect(screen.getByText('Отсканируйте QR-код телефоном, чтобы следить за очередью')).toBeTruthy();
    expect(screen.getByText('Возврат к выбору услуги через 20 секунд')).toBeTruthy();
    expect(print).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Напечатать талон' }));
    expect(print).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Готово' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Электронная очередь' })).toBeTruthy();
  });

  it('prints by itself once the QR code is drawn when the kiosk is set to', async () => {
    const print = stubPrint();
    renderKiosk({ autoPrint: true });
    await userEvent.click(await screen.findByRole('button', { name: /Справки/ }));
    await screen.findByRole('img', { name: /В-001/ });
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(screen.getByText('вас скоро вызовут')).toBeTruthy();
  });

  it('issues a priority ticket only when the switch is on, and turns it off afterwards', async () => {
    const { server } = renderKiosk();
    await screen.findByText('В очереди 3 человека');
    const toggle = screen.getByRole('switch', { name: 'Приоритетный талон' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('Включено: следующий талон будет приоритетным.')).toBeTruthy();
    await userEvent.click(serviceButton('Приём документов'));
    expect(await screen.findByText('Б-001')).toBeTruthy();
    expect(screen.getAllByText('Приоритетный талон').length).toBeGreaterThan(0);
    expect(server.test.requests.find((request) => request.action === 'Kiosk/IssueTicket')?.params).toEqual({ serviceId: 2, priority: true });
    await userEvent.click(screen.getByRole('button', { name: 'Готово' }));
    expect((await screen.findByRole('switch')).getAttribute('aria-checked')).toBe('false');
  });

  it('shows progress while the server is asked, and a closed service takes no tap', async () => {
    const { server } = renderKiosk();
    await userEvent.click(await screen.findByRole('button', { name: /Договоры и оплата/ }));
    expect(server.issueRequestIds()).toHaveLength(0);
    server.hold = true;
    await userEvent.click(serviceButton('Консультация'));
    expect(await screen.findByRole('heading', { name: 'Выдаём талон…' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    server.release();
    expect(await screen.findByText('А-001')).toBeTruthy();
  });

  it('says no ticket was issued when no server answered, and "try again" sends the same request', async () => {
    const { server } = renderKiosk();
    await screen.findByText('В очереди 3 человека');
    server.loseNextAnswer = true;
    await userEvent.click(serviceButton('Консультация'));
    expect(await screen.findByRole('heading', { name: 'Талон не выдан' })).toBeTruthy();
    expect(screen.getByText(/Нет связи с сервером, поэтому талон не выдан/)).toBeTruthy();
    expect(screen.queryByText('А-001')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Попробовать ещё раз' }));
    expect(await screen.findByText('А-001')).toBeTruthy();
    const [first, again] = server.issueRequestIds();
    expect(again).toBe(first);
    expect(server.tickets.size).toBe(1);
  });

  it("shows the server's refusal naming the hours, and goes back to the services", async () => {
    const { server } = renderKiosk();
    await screen.findByText('В очереди 3 человека');
    server.services[0]!.open = false;
    await userEvent.click(serviceButton('Консультация'));
    expect(await screen.findByRole('heading', { name: 'Талон не выдан' })).toBeTruthy();
    expect(screen.getByText('Эта услуга сейчас не выдаёт талоны.')).toBeTruthy();
    expect(screen.getByText('Услуга «Консультация» сегодня работает с 09:00 до 13:00: талон можно взять в эти часы.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Попробовать ещё раз' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Назад к услугам' }));
    await waitFor(() => expect(serviceButton('Консультация').getAttribute('aria-disabled')).toBe('true'));
  });

  it('explains a refusal in the visitor language, with the server sentence marked as Russian', async () => {
    const { server } = renderKiosk({ language: 'en' });
    await screen.findByText('3 people waiting');
    // The administrator revokes the key between the list and the tap.
    server.revoked = true;
    await userEvent.click(serviceButton('Консультация'));
    expect(await screen.findByRole('heading', { name: 'No ticket was issued' })).toBeTruthy();
    expect(screen.getByText('This terminal is not connected to the electronic queue. Please ask the administrator.')).toBeTruthy();
    expect(screen.getByText("The server's answer (in Russian):")).toBeTruthy();
    expect(screen.getByText(DENIED_MESSAGE).getAttribute('lang')).toBe('ru');
    await userEvent.click(screen.getByRole('button', { name: 'Back to services' }));
    expect(await screen.findByRole('heading', { name: 'Connect this device' })).toBeTruthy();
  });
});
