import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '@abitura/ui/testing';
import { FIRST_LOAD } from '../../testing/renderSignedIn.js';
import { pageOf, paramsOf } from '../../testing/replies.js';
import { letter, letterCard, READER_ABILITY, renderCallCentre } from './testing/fixtures.js';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const DELIVERED = letter({ id: 1, status: 'done' });
const FAILED = letter({ id: 2, to: 'petrov@example.com', subject: 'Напоминание о звонке', status: 'fail', attempts: 5, last_error: '550 5.1.1 mailbox unavailable for this recipient', sent_at: null });
const QUEUED = letter({ id: 3, to: 'sidorov@example.com', subject: 'Ваша заявка', status: 'pending', attempts: 0, sent_at: null, next_attempt_at: '2026-11-20T09:05:00.000Z' });
const SENDING = letter({ id: 4, to: 'orlov@example.com', subject: 'Отправляется', status: 'onwork', sent_at: null });

async function openLetters(path = '/interactions/letters', handlers: Parameters<typeof renderCallCentre>[1] = { 'Letter/List': () => ok(pageOf([DELIVERED, FAILED, QUEUED, SENDING])) }, ability?: Record<string, boolean>) {
  const view = renderCallCentre(path, handlers, ability);
  await screen.findByRole('heading', { level: 1, name: 'Письма' }, FIRST_LOAD);
  return view;
}

const rowOf = (table: HTMLElement, subject: string) => within(table).getByRole('button', { name: `Открыть письмо «${subject}»` }).closest('tr') as HTMLElement;

describe('LettersPage', () => {
  it('lists the letters newest first with their status, attempts and the last error in full on hover', async () => {
    const { requests, user } = await openLetters();
    const table = await screen.findByRole('table', { name: 'Письма: 4 записи' });
    expect(paramsOf(requests, 'Letter/List')[0]).toEqual({ sort: 'created_at', direction: 'desc', page: 1, pageSize: 25 });
    const failed = rowOf(table, FAILED.subject);
    expect(within(failed).getByText('petrov@example.com')).toBeTruthy();
    expect(within(failed).getByText('Ошибка')).toBeTruthy();
    expect(within(failed).getByText('Колл-центр')).toBeTruthy();
    expect(within(failed).getByText('5 попыток')).toBeTruthy();
    // Not sent yet: the time column says when the outbox tries next; nothing tried, no count.
    const queued = rowOf(table, QUEUED.subject);
    expect(within(queued).getByText('Следующая попытка: 20.11.2026 12:05')).toBeTruthy();
    expect(within(queued).queryByText(/попыт(ка|ки|ок)$/)).toBeNull();
    // The mail server's reply reads as a sentence; the reply itself only when asked for.
    expect(within(failed).getByText('Такого почтового ящика нет: проверьте адрес получателя.')).toBeTruthy();
    const reply = within(failed).getByText('550 5.1.1 mailbox unavailable for this recipient');
    expect(reply.closest('details')?.open).toBe(false);
    await user.click(within(failed).getByText('Ответ почтового сервера'));
    expect(reply.closest('details')?.open).toBe(true);
    expect(within(table).getByRole('columnheader', { name: /Создано/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('filters by several statuses through the address and restores them on a reload', async () => {
    const { user, location, requests } = await openLetters('/interactions/letters?status=fail&page=2');
    await screen.findByRole('table');
    expect(paramsOf(requests, 'Letter/List')[0]).toMatchObject({ status: ['fail'], page: 2 });
    await user.click(screen.getByRole('combobox', { name: 'Статус' }));
    await user.click(await screen.findByRole('option', { name: 'Ожидает' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/interactions/letters?status=fail&status=wait'));
    await waitFor(() => expect(paramsOf(requests, 'Letter/List').at(-1)).toEqual({ status: ['fail', 'wait'], sort: 'created_at', direction: 'desc', page: 1, pageSize: 25 }));
  });

  it('offers send-again and cancel only where the status allows them', async () => {
    await openLetters();
    const table = await screen.findByRole('table');
    expect(within(rowOf(table, FAILED.subject)).getByRole('button', { name: `Отправить повторно письмо «${FAILED.subject}» для ${FAILED.to}` })).toBeTruthy();
    expect(within(rowOf(table, FAILED.subject)).queryByRole('button', { name: /Отменить/ })).toBeNull();
    expect(within(rowOf(table, QUEUED.subject)).getByRole('button', { name: `Отменить письмо «${QUEUED.subject}» для ${QUEUED.to}` })).toBeTruthy();
    expect(within(rowOf(table, QUEUED.subject)).queryByRole('button', { name: /Отправить повторно/ })).toBeNull();
    expect(within(rowOf(table, SENDING.subject)).queryAllByRole('button')).toHaveLength(1);
  });

  it('shows no actions without the right to manage letters', async () => {
    await openLetters(undefined, undefined, READER_ABILITY);
    const table = await screen.findByRole('table');
    expect(within(table).queryByRole('button', { name: /Отправить повторно|Отменить письмо/ })).toBeNull();
    expect(within(table).queryByRole('columnheader', { name: 'Действия' })).toBeNull();
  });

  it('sends a letter again after a confirmation, and says so', async () => {
    const { user, requests } = await openLetters(undefined, {
      'Letter/List': () => ok(pageOf([FAILED])),
      'Letter/Resend': () => ok({ ...FAILED, status: 'reclaimed', attempts: 0 }),
    });
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: /Отправить повторно письмо/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Отправить письмо повторно?' });
    expect(paramsOf(requests, 'Letter/Resend')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Отправить повторно' }));
    await waitFor(() => expect(paramsOf(requests, 'Letter/Resend')).toEqual([{ id: 2 }]));
    expect(await screen.findByText('Письмо поставлено в очередь на повторную отправку')).toBeTruthy();
  });

  it('warns that a cancel cannot be undone, and sends nothing when the person changes their mind', async () => {
    const { user, requests } = await openLetters(undefined, {
      'Letter/List': () => ok(pageOf([QUEUED])),
      'Letter/Decline': () => fail('CONFLICT', 'Нельзя отменить письмо, которое сейчас отправляется: дождитесь результата отправки.'),
    });
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: /Отменить письмо/ }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Отменить письмо?' });
    expect(within(dialog).getByText(/Отменить отмену нельзя/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(paramsOf(requests, 'Letter/Decline')).toHaveLength(0);

    await user.click(within(table).getByRole('button', { name: /Отменить письмо/ }));
    dialog = await screen.findByRole('alertdialog', { name: 'Отменить письмо?' });
    await user.click(within(dialog).getByRole('button', { name: 'Отменить' }));
    expect(await within(dialog).findByText(/дождитесь результата отправки/)).toBeTruthy();
    expect(paramsOf(requests, 'Letter/Decline')).toEqual([{ id: 3 }]);
  });

  it('opens a letter with its text, and says when a secret letter had its text removed', async () => {
    const { user } = await openLetters(undefined, {
      'Letter/List': () => ok(pageOf([DELIVERED, letter({ id: 8, kind: 'password-reset', subject: 'Сброс пароля' })])),
      'Letter/Get': (params: { id: number }) => ok(params.id === 8 ? letterCard({ id: 8, kind: 'password-reset', subject: 'Сброс пароля', text: null }) : letterCard()),
    });
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: `Открыть письмо «${DELIVERED.subject}»` }));
    let dialog = await screen.findByRole('dialog', { name: DELIVERED.subject });
    expect(await within(dialog).findByText('Здравствуйте, Иван!')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(within(table).getByRole('button', { name: 'Открыть письмо «Сброс пароля»' }));
    dialog = await screen.findByRole('dialog', { name: 'Сброс пароля' });
    expect(await within(dialog).findByText('Текст удалён: письмо содержало одноразовую ссылку.')).toBeTruthy();
  });

  it('says when there are no letters, and offers a reset when nothing matches', async () => {
    const { user, location } = await openLetters('/interactions/letters?search=zz', { 'Letter/List': () => ok(pageOf([])) });
    expect(await screen.findByText('Ничего не нашлось')).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'Сбросить фильтры' })[0] as HTMLElement);
    await waitFor(() => expect(location.history.at(-1)).toBe('/interactions/letters'));
    expect(await screen.findByText('Писем пока нет')).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    let calls = 0;
    const { user } = await openLetters(undefined, { 'Letter/List': () => (++calls === 1 ? fail('INTERNAL', 'Сервер недоступен') : ok(pageOf([DELIVERED]))) });
    expect(await screen.findByText('Сервер недоступен')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });

  it('reads right to left in Arabic, with the statuses and actions translated', async () => {
    renderCallCentre('/interactions/letters', { 'Letter/List': () => ok(pageOf([FAILED])) }, undefined, { language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'الرسائل' }, FIRST_LOAD)).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'الرسائل: سجل واحد' });
    expect(within(table).getByText('فشل')).toBeTruthy();
    expect(within(table).getByRole('button', { name: `إعادة إرسال الرسالة «${FAILED.subject}» إلى ${FAILED.to}` })).toBeTruthy();
    expect(document.querySelector('[dir="rtl"]')).not.toBeNull();
  });
});
