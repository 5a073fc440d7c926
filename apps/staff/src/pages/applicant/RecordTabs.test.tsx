import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDisplayDateTime } from '@abitura/ui';
import { fail, ok } from '@abitura/ui/testing';
import { FIRST_LOAD } from '../../testing/renderSignedIn.js';
import { paramsOf } from '../../testing/replies.js';
import { APPLICANT, APPLICATION, LETTER, REGISTRATION } from './testing/fixtures.js';
import { renderApplicant } from './testing/renderApplicant.js';

type Handlers = Parameters<typeof renderApplicant>[1];

async function openTab(tab: string, handlers: Handlers) {
  const view = renderApplicant(`/newcontingent/view/501/${tab}`, { 'Abiturient/GetAbiturient': () => ok(APPLICANT), ...handlers });
  await screen.findByRole('heading', { level: 1, name: APPLICANT.fullname }, FIRST_LOAD);
  return view;
}

describe('the applications tab', () => {
  it('lists the applications by priority with their stored status, and says the ranking comes later', async () => {
    const second = { ...APPLICATION, id: 802, priority: 2, status: 'OK', college: { id: 22, name: 'ГБПОУ Колледж № 26' }, program: null, speciality: null, average_mark: null, consent: true, original_documents: false };
    const { requests } = await openTab('applications', { 'AutoRating/getApplicationsByPerson': () => ok([second, APPLICATION]) });
    const table = await screen.findByRole('table', { name: 'Заявления абитуриента по приоритету: 2' });
    expect(paramsOf(requests, 'AutoRating/getApplicationsByPerson')).toEqual([{ personId: 501 }]);
    const [, first, next] = within(table).getAllByRole('row');
    expect(first?.textContent).toContain('ГБПОУ Колледж связи № 54');
    expect(first?.textContent).toContain('09.02.07 Информационные системы и программирование');
    expect(within(first!).getByText('Группа риска')).toBeTruthy();
    expect(first?.textContent).toContain('4.35');
    expect(first?.textContent).toContain(`Подано ${formatDisplayDateTime(APPLICATION.submitted_at)}`);
    expect(within(next!).getByText('Проходит по конкурсу')).toBeTruthy();
    expect(next?.textContent).toContain('Программа не указана');
    expect(screen.getByText(/пересчёт рейтинга появится вместе с модулем приёма/)).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    let refuse = true;
    const { user } = await openTab('applications', { 'AutoRating/getApplicationsByPerson': () => (refuse ? fail('INTERNAL', 'Сбой сервера') : ok([])) });
    expect(await screen.findByText('Сбой сервера')).toBeTruthy();
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Заявлений нет')).toBeTruthy();
  });
});

describe('the guarantee letters tab', () => {
  it('lists the letters with their letter statuses and dates', async () => {
    await openTab('bail', { 'Abiturient/Bail': () => ok([LETTER, { ...LETTER, id: 902, number: 'ГП-2025/0043', status: 'done', valid_until: null, comment: null, speciality: null }]) });
    const table = await screen.findByRole('table', { name: 'Гарантийные письма абитуриента: 2' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first?.textContent).toContain('ГП-2025/0042');
    expect(within(first!).getByText('В работе')).toBeTruthy();
    expect(first?.textContent).toContain('31.08.2025');
    expect(first?.textContent).toContain('Выдано по итогам собеседования');
    expect(within(second!).getByText('Исполнено')).toBeTruthy();
    expect(second?.textContent).toContain('без срока');
  });
});

describe('the events tab', () => {
  it('lists the registrations with the attendance and a copyable ticket', async () => {
    const { user } = await openTab('events', { 'Abiturient/Events': () => ok([REGISTRATION, { ...REGISTRATION, id: 952, attended: null, event: { ...REGISTRATION.event, id: 62, title: 'Фестиваль профессий', format: 'online', status: 'pending', place: null, organization: null } }]) });
    const table = await screen.findByRole('table', { name: 'Регистрации абитуриента на мероприятия: 2' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first?.textContent).toContain('День открытых дверей Колледжа связи № 54');
    expect(within(first!).getByText('Очно')).toBeTruthy();
    expect(within(first!).getByText('Согласовано')).toBeTruthy();
    expect(within(first!).getByText('Пришёл')).toBeTruthy();
    expect(first?.textContent).toContain(REGISTRATION.ticket_token);
    expect(within(second!).getByText('Ещё не отмечено')).toBeTruthy();
    await user.click(within(first!).getByRole('button', { name: 'Копировать код билета на «День открытых дверей Колледжа связи № 54»' }));
    expect(await screen.findByText(/Успешно скопировано|Ошибка копирования/)).toBeTruthy();
  });
});
