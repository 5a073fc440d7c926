import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UiPrefs } from '@abitura/ui';
import { fail, ok } from '@abitura/ui/testing';
import { careerEvent, registrant } from '../../testing/records.js';
import { FIRST_LOAD, renderSignedIn, type Handlers } from '../../testing/renderSignedIn.js';
import { pageOf, paramsOf } from '../../testing/replies.js';
import { qrGeneratorPages } from './index.js';

afterEach(() => {
  Reflect.deleteProperty(window, 'print');
});

/** happy-dom has no print dialog: the test stands in for it. */
function stubPrint() {
  const print = vi.fn();
  Object.defineProperty(window, 'print', { value: print, configurable: true, writable: true });
  return print;
}

/** The page's right and those of the sheet: events and their applicants. */
const SHEET_ABILITY = { admin: true, viewInteractionCalendar: true, viewAbiturient: true };

const OPEN_DAY = careerEvent();
const FESTIVAL = careerEvent({ id: 14, title: 'Фестиваль профессий', starts_at: '2026-12-05T07:00:00.000Z', place: 'ВДНХ, павильон 57' });
const MARIA = registrant();
const PETR = registrant({ id: 101, ticket_token: '9a8b7c6d-1111-4222-8333-444455556666', applicant: { id: 8, name: 'Петров Пётр Ильич' } });

function eventsHandlers(registrations: Handlers[string] = () => ok(pageOf([MARIA, PETR]))): Handlers {
  return { 'EventService/getEventsList': () => ok(pageOf([OPEN_DAY, FESTIVAL])), 'EventService/getRegistrations': registrations };
}

async function openPage(handlers: Handlers, ability: Record<string, boolean> = SHEET_ABILITY, prefs: Partial<UiPrefs> = {}) {
  const view = renderSignedIn({ path: '/qr-generator', pages: qrGeneratorPages, ability, handlers, prefs });
  await screen.findByRole('heading', { level: 1 }, FIRST_LOAD);
  return view;
}

/** Searches the picker by a word of the title and picks the event. */
async function chooseEvent(user: ReturnType<typeof renderSignedIn>['user'], word: string, label = 'Мероприятие') {
  const picker = await screen.findByRole('combobox', { name: label });
  await user.click(picker);
  await user.type(picker, word);
  const options = await screen.findAllByRole('option');
  expect(options).toHaveLength(1);
  await user.click(options[0] as HTMLElement);
}

describe('ticket sheet', () => {
  it("prints the chosen event's registrations as ticket cards with the QR code of each ticket page", async () => {
    const print = stubPrint();
    const { user, requests } = await openPage(eventsHandlers());
    expect(await screen.findByText('Выберите мероприятие — его билеты появятся здесь, готовые к печати')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Печать' })).toBeNull();
    await chooseEvent(user, 'откр');
    const sheet = await screen.findByRole('list', { name: 'Билеты: День открытых дверей' });
    const cards = within(sheet).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(paramsOf(requests, 'EventService/getRegistrations')).toEqual([{ eventId: 12, page: 1, pageSize: 100 }]);
    const maria = cards[0] as HTMLElement;
    expect(within(maria).getByText('Иванова Мария Петровна')).toBeTruthy();
    expect(within(maria).getByText('День открытых дверей')).toBeTruthy();
    expect(within(maria).getByText('25.11.2026 11:00')).toBeTruthy();
    expect(within(maria).getByText('Колледж связи № 54, актовый зал')).toBeTruthy();
    expect(within(maria).getByText('3F2B8C1E')).toBeTruthy();
    expect(within(maria).getByText(`${window.location.origin}/tickets/${MARIA.ticket_token}/qr`)).toBeTruthy();
    expect((await within(maria).findByRole('img', { name: 'QR-код билета: Иванова Мария Петровна' })).getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(within(cards[1] as HTMLElement).getByText(`${window.location.origin}/tickets/${PETR.ticket_token}/qr`)).toBeTruthy();
    expect(screen.getByText('Билетов: 2, страниц A4: 1 (по 8 билетов на странице)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Печать' }));
    expect(print).toHaveBeenCalledTimes(1);
    // The print rules leave the app's header and menu and the page's controls off the paper.
    const rules = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(rules).toMatch(/@media print/);
    expect(rules).toContain('.qr-no-print');
    expect(screen.getByRole('heading', { level: 1 }).closest('.qr-no-print')).not.toBeNull();
    expect(sheet.closest('.qr-no-print')).toBeNull();
  });

  it('says when nobody has registered for the chosen event, with nothing to print', async () => {
    const { user } = await openPage(eventsHandlers(() => ok(pageOf([]))));
    await chooseEvent(user, 'Фестиваль');
    expect(await screen.findByText('На мероприятие пока никто не записан')).toBeTruthy();
    expect(screen.queryByRole('list', { name: /Билеты/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Печать' })).toBeNull();
  });

  it('says when the registrations could not be read and reads them again on retry', async () => {
    let calls = 0;
    const { user } = await openPage(eventsHandlers(() => (++calls === 1 ? fail('INTERNAL', 'Сервер недоступен') : ok(pageOf([MARIA])))));
    await chooseEvent(user, 'откр');
    expect(await screen.findByText('Сервер недоступен')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    const sheet = await screen.findByRole('list', { name: 'Билеты: День открытых дверей' });
    expect(within(sheet).getAllByRole('listitem')).toHaveLength(1);
  });

  it('says so when there is no confirmed event to print tickets for', async () => {
    await openPage({ 'EventService/getEventsList': () => ok(pageOf([])) });
    expect(await screen.findByText('Согласованных мероприятий с сегодняшнего дня нет')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Мероприятие' })).toBeNull();
  });

  it('is left out for someone who may not see events and applicants, who still has the generator', async () => {
    const { requests } = await openPage(eventsHandlers(), { admin: true, viewInteractionCalendar: true });
    expect(await screen.findByText('Лист билетов доступен тем, кто видит мероприятия и абитуриентов.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Текст или адрес' })).toBeTruthy();
    expect(paramsOf(requests, 'EventService/getEventsList')).toEqual([]);
  });

  it('reads right to left in Arabic', async () => {
    const { user } = await openPage(eventsHandlers(), SHEET_ABILITY, { language: 'ar' });
    expect(screen.getByRole('heading', { level: 2, name: 'ورقة تذاكر الفعالية' })).toBeTruthy();
    await chooseEvent(user, 'Фестиваль', 'الفعالية');
    const sheet = await screen.findByRole('list', { name: 'التذاكر: Фестиваль профессий' });
    expect(within(sheet).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'طباعة' })).toBeTruthy();
    expect(document.querySelector('[dir="rtl"]')).not.toBeNull();
  });
});
