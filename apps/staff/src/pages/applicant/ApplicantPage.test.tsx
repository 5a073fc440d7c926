import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDisplayDateTime } from '@abitura/ui';
import { fail, ok } from '@abitura/ui/testing';
import { FIRST_LOAD } from '../../testing/renderSignedIn.js';
import { paramsOf } from '../../testing/replies.js';
import { APPLICANT, READER_ABILITY, applicantRecord } from './testing/fixtures.js';
import { renderApplicant } from './testing/renderApplicant.js';

type Handlers = Parameters<typeof renderApplicant>[1];

const server = (record = APPLICANT, extra: Handlers = {}): Handlers => ({
  'Abiturient/GetAbiturient': () => ok(record),
  'Interaction/Get': () => ok({ items: [], total: 0, page: 1, pageSize: 25 }),
  ...extra,
});

async function openPage(path: string, extra: Handlers = {}, ability?: Record<string, boolean>, record = APPLICANT) {
  const view = renderApplicant(path, server(record, extra), ability);
  await screen.findByRole('heading', { level: 1, name: record.fullname }, FIRST_LOAD);
  return view;
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('ApplicantPage', () => {
  it('opens on the proforientation tab with the header and the counts on the tabs', async () => {
    const { requests } = await openPage('/newcontingent/view/501');
    expect(paramsOf(requests, 'Abiturient/GetAbiturient')).toEqual([{ id: 501 }]);
    expect(tabNames()).toEqual(['Профориентация', 'Профиль', 'Взаимодействия2', 'Заявления1', 'Гарантийные письма1', 'Мероприятия1']);
    expect(screen.getByRole('tab', { name: 'Профориентация' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText(/лет, 14\.05\.2009 · ГБОУ Школа № 1234 · 9 класс/)).toBeTruthy();
    expect(screen.getByText('Ожидает обработки')).toBeTruthy();
    expect(screen.getByText('Приоритет обзвона 1')).toBeTruthy();
    expect(screen.getByText('Нужно перезвонить')).toBeTruthy();
    expect(screen.getByText('Петрова Ольга')).toBeTruthy();
    expect(await screen.findAllByText('Заинтересован', {}, FIRST_LOAD)).toHaveLength(2);
    expect(screen.getByRole('link', { name: '+7 (916) 123-45-67' }).getAttribute('href')).toBe('tel:+79161234567');
    expect(screen.getByRole('link', { name: 'anna@example.ru' }).getAttribute('href')).toBe('mailto:anna@example.ru');
  });

  it('reads right to left in Arabic', async () => {
    renderApplicant('/newcontingent/view/501/profile', server(APPLICANT, { 'Abiturient/History': () => ok({ items: [], total: 0, page: 1, pageSize: 10 }) }), undefined, { language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: APPLICANT.fullname }, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'الملف' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'بدء العمل' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /المتقدّمون/ }).textContent).toContain('→');
    expect(document.querySelector('[dir="rtl"]')).not.toBeNull();
    expect(await screen.findByText('لم يتغيّر السجل بعد')).toBeTruthy();
  });

  it('says who holds the claim and until when', async () => {
    await openPage('/newcontingent/view/501', {}, undefined, applicantRecord({ claim: { by: { id: 8, name: 'Сидоров Павел' }, until: '2025-09-03T12:30:00.000Z' } }));
    expect(screen.getByText(`В работе у Сидоров Павел до ${formatDisplayDateTime('2025-09-03T12:30:00.000Z')}`)).toBeTruthy();
  });

  it('copies a phone with the notice of SPEC section 8', async () => {
    const { user } = await openPage('/newcontingent/view/501');
    await user.click(screen.getByRole('button', { name: 'Копировать номер +7 (916) 123-45-67' }));
    expect(await screen.findByText(/Успешно скопировано|Ошибка копирования/)).toBeTruthy();
  });

  it('keeps the tab in the address and follows the address back', async () => {
    const { user, location } = await openPage('/newcontingent/view/501', {
      'Abiturient/Bail': () => ok([]),
      'Abiturient/Events': () => ok([]),
    });
    await user.click(screen.getByRole('tab', { name: /Гарантийные письма/ }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/newcontingent/view/501/bail'));
    expect(await screen.findByText('Гарантийных писем нет')).toBeTruthy();
    act(() => location.navigate('/newcontingent/view/501/events'));
    expect(await screen.findByText('Регистраций на мероприятия нет')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Мероприятия/ }).getAttribute('aria-selected')).toBe('true');
  });

  it('loads each tab once and keeps it when shown again', async () => {
    const { user, requests } = await openPage('/newcontingent/view/501/bail', { 'Abiturient/Bail': () => ok([]), 'Abiturient/Events': () => ok([]) });
    expect(await screen.findByText('Гарантийных писем нет')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: /Мероприятия/ }));
    expect(await screen.findByText('Регистраций на мероприятия нет')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: /Гарантийные письма/ }));
    expect(await screen.findByText('Гарантийных писем нет')).toBeTruthy();
    expect(paramsOf(requests, 'Abiturient/Bail')).toEqual([{ personId: 501 }]);
  });

  it('says so when the address names a tab the page does not have', async () => {
    await openPage('/newcontingent/view/501/nosuch');
    expect(screen.getByText('Раздела «nosuch» нет, поэтому открыта профориентация.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Профориентация' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows a clear page when there is no such applicant, with the way back', async () => {
    renderApplicant('/newcontingent/view/404', server(APPLICANT, { 'Abiturient/GetAbiturient': () => fail('NOT_FOUND', 'Абитуриент не найден.') }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Абитуриент не найден' }, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Контингент' }).getAttribute('href')).toBe('/newcontingent/list');
  });

  it('does not ask the server about an id that cannot be one', async () => {
    const { requests } = renderApplicant('/newcontingent/view/abc', server());
    expect(await screen.findByRole('heading', { level: 1, name: 'Абитуриент не найден' }, FIRST_LOAD)).toBeTruthy();
    expect(paramsOf(requests, 'Abiturient/GetAbiturient')).toHaveLength(0);
  });

  it('shows a failed load with a retry', async () => {
    let refuse = true;
    const { user } = renderApplicant('/newcontingent/view/501', server(APPLICANT, { 'Abiturient/GetAbiturient': () => (refuse ? fail('INTERNAL', 'Сбой сервера') : ok(APPLICANT)) }));
    expect((await screen.findByRole('alert', {}, FIRST_LOAD)).textContent).toContain('Сбой сервера');
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { level: 1, name: APPLICANT.fullname })).toBeTruthy();
  });

  it('shows the proforientation: intents, industries, readiness and the recommended programmes with the way to navigation', async () => {
    const recommendation = {
      id: 71,
      person: 501,
      type: 'profRecommendation',
      name: 'Рекомендация по профнавигации',
      category: 'users',
      color: 'success',
      icon: 'explore',
      result: null,
      organization: { id: 21, name: 'ГБПОУ Колледж связи № 54' },
      OID: '31',
      action_data: { program: 31, programName: 'Информационные системы и программирование', industry: 'it', comment: 'Понравилась практика' },
      author: { id: 1, name: 'Администратор Системы' },
      date: '2025-09-02T10:00:00.000Z',
      created_at: '2025-09-02T10:00:00.000Z',
    };
    const { requests } = await openPage('/newcontingent/view/501', { 'Interaction/Get': () => ok({ items: [recommendation], total: 1, page: 1, pageSize: 50 }) });
    const list = await screen.findByRole('list', { name: 'Рекомендации по профнавигации, сначала новые' });
    expect(paramsOf(requests, 'Interaction/Get')).toEqual([{ id: 501, type: ['profRecommendation'], page: 1, pageSize: 50 }]);
    expect(list.textContent).toContain('Информационные системы и программирование — ГБПОУ Колледж связи № 54');
    expect(list.textContent).toContain('Понравилась практика');
    expect(screen.getByText('Поступить в колледж после 9 класса')).toBeTruthy();
    expect(screen.getAllByText('Информационные технологии').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Открыть профнавигацию' }).getAttribute('href')).toBe('/newcontingent/list/profnavigaions');
  });

  it('shows a reader no moves and no link to navigation', async () => {
    await openPage('/newcontingent/view/501', {}, READER_ABILITY);
    expect(screen.queryByRole('button', { name: 'Взять в работу' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Открыть профнавигацию' })).toBeNull();
  });
});

describe('ApplicantPage header moves', () => {
  it('offers only the legal moves of each status', async () => {
    const moves = () => within(screen.getByRole('group', { name: 'Обработка абитуриента' })).queryAllByRole('button').map((button) => button.textContent);
    const first = await openPage('/newcontingent/view/501');
    expect(moves()).toEqual(['Взять в работу']);
    first.unmount();
    const second = await openPage('/newcontingent/view/501', {}, undefined, applicantRecord({ processing_status: 'in_progress' }));
    expect(moves()).toEqual(['Завершить работу', 'Вернуть в ожидание']);
    second.unmount();
    await openPage('/newcontingent/view/501', {}, undefined, applicantRecord({ processing_status: 'work_done' }));
    expect(moves()).toEqual([]);
  });

  it('takes the applicant into work and shows the new status', async () => {
    let record = APPLICANT;
    const { user, requests } = await openPage('/newcontingent/view/501', {
      'Abiturient/GetAbiturient': () => ok(record),
      'Interaction/Create': (params: { type: string }) => {
        record = applicantRecord({ processing_status: 'in_progress' });
        return ok({ interaction: { id: 90, type: params.type }, processing_status: 'in_progress' });
      },
    });
    await user.click(screen.getByRole('button', { name: 'Взять в работу' }));
    expect(await screen.findByText('Статус обработки: «В работе».')).toBeTruthy();
    expect(paramsOf(requests, 'Interaction/Create')).toEqual([{ id: 501, type: 'work' }]);
    expect(await screen.findByRole('button', { name: 'Завершить работу' })).toBeTruthy();
  });

  it('asks how the work ended before ending it', async () => {
    const { user, requests } = await openPage(
      '/newcontingent/view/501',
      { 'Interaction/Create': () => ok({ interaction: { id: 91, type: 'workend' }, processing_status: 'process_not_need' }) },
      undefined,
      applicantRecord({ processing_status: 'in_progress' }),
    );
    await user.click(screen.getByRole('button', { name: 'Завершить работу' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Завершение работы с абитуриентом' });
    expect(paramsOf(requests, 'Interaction/Create')).toHaveLength(0);
    await user.click(within(dialog).getByRole('radio', { name: 'Обработка не требуется' }));
    await user.click(within(dialog).getByRole('button', { name: 'Завершить' }));
    expect(await screen.findByText('Статус обработки: «Обработка не требуется».')).toBeTruthy();
    expect(paramsOf(requests, 'Interaction/Create')).toEqual([{ id: 501, type: 'workend', result: 'not_needed' }]);
  });

  it('shows the server’s refusal of a move', async () => {
    const { user } = await openPage('/newcontingent/view/501', { 'Interaction/Create': () => fail('CONFLICT', 'Нельзя взять в работу абитуриента со статусом «В работе».') });
    await user.click(screen.getByRole('button', { name: 'Взять в работу' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Нельзя взять в работу абитуриента со статусом «В работе».');
  });
});
