import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Interaction } from '@abitura/contracts';
import { formatDisplayDateTime } from '@abitura/ui';
import { fail, ok } from '@abitura/ui/testing';
import { FIRST_LOAD } from '../../testing/renderSignedIn.js';
import { paramsOf } from '../../testing/replies.js';
import { APPLICANT, READER_ABILITY, applicantRecord, timelineEntry } from './testing/fixtures.js';
import { renderApplicant } from './testing/renderApplicant.js';

type Handlers = Parameters<typeof renderApplicant>[1];

const CALL = timelineEntry({ id: 2, action_data: { comment: 'Перезвонить\nпосле экзаменов' }, organization: { id: 21, name: 'ГБПОУ Колледж связи № 54' } });
const ENDED = timelineEntry({ id: 1, type: 'workend', name: 'Работа завершена', category: 'system', color: 'success', icon: 'task_alt', result: 'success', author: null, date: '2025-09-01T08:00:00.000Z' });

function timelineServer(initial: Interaction[]): Handlers {
  let items = [...initial];
  return {
    'Abiturient/GetAbiturient': () => ok(applicantRecord({ counts: { ...APPLICANT.counts, interactions: items.length } })),
    'Interaction/Get': () => ok({ items, total: items.length, page: 1, pageSize: 25 }),
    'Interaction/Create': (params: { type: string; result: string | null; action_data: Record<string, string> }) => {
      const created = timelineEntry({ id: 3, type: params.type, name: 'Консультация', result: params.result, action_data: params.action_data, date: params.action_data.date ?? '2025-09-05T12:00:00.000Z' });
      items = [created, ...items];
      return ok({ interaction: created, processing_status: 'not_processed' });
    },
  };
}

async function openTimeline(handlers: Handlers, ability?: Record<string, boolean>) {
  const view = renderApplicant('/newcontingent/view/501/interactions', handlers, ability);
  await screen.findByRole('heading', { level: 1, name: APPLICANT.fullname }, FIRST_LOAD);
  return view;
}

describe('InteractionsTab', () => {
  it('shows the timeline newest first with type, result, organization, author, date and comment', async () => {
    const { requests } = await openTimeline(timelineServer([CALL, ENDED]));
    const timeline = await screen.findByRole('list', { name: 'Взаимодействия с абитуриентом, сначала новые' });
    expect(paramsOf(requests, 'Interaction/Get')).toEqual([{ id: 501, page: 1, pageSize: 25 }]);
    const [first, second] = within(timeline).getAllByRole('listitem');
    expect(within(first!).getByText('Исходящий звонок')).toBeTruthy();
    expect(first!.textContent).toContain('Итог: Пригласили на день открытых дверей');
    expect(first!.textContent).toContain('Организация: ГБПОУ Колледж связи № 54');
    expect(first!.textContent).toContain('после экзаменов');
    expect(within(first!).getByText(formatDisplayDateTime(CALL.date))).toBeTruthy();
    expect(within(first!).getByText('Администратор Системы')).toBeTruthy();
    expect(first!.querySelector('[data-icon="call_made"]')).not.toBeNull();
    expect(within(second!).getByText('Работа завершена')).toBeTruthy();
    expect(second!.textContent).toContain('Итог: Успешно');
    expect(within(second!).getByText('автор не указан')).toBeTruthy();
  });

  it('names a registered call by its words: the talk status, the theme of its season and the callback time, and a letter by its template', async () => {
    const registered = timelineEntry({ id: 4, type: 'outcall', name: 'Исходящий звонок', result: '5', action_data: { theme: 'prkom24', callbackAt: '2026-11-23T09:00:00.000Z' }, date: '2026-11-20T09:30:00.000Z' });
    const letter = timelineEntry({ id: 3, type: 'sendEMail', name: 'Отправлено письмо', icon: 'mail', result: null, action_data: { template: 'CallCenterDefault', email: 'maria@example.ru', subject: 'Мы вам звонили' }, date: '2026-11-20T09:31:00.000Z' });
    await openTimeline(timelineServer([letter, registered]));
    const timeline = await screen.findByRole('list', { name: 'Взаимодействия с абитуриентом, сначала новые' });
    const [mail, call] = within(timeline).getAllByRole('listitem');
    await waitFor(() => expect(call!.textContent).toContain('Итог: Перезвонить позже'));
    expect(call!.textContent).toContain('Тема разговора: Приёмная кампания 2027');
    expect(call!.textContent).toContain(`Обратный звонок: ${formatDisplayDateTime('2026-11-23T09:00:00.000Z')}`);
    expect(call!.textContent).not.toMatch(/Итог: \d/);
    await waitFor(() => expect(mail!.textContent).toContain('Шаблон письма: Письмо колл-центра по умолчанию'));
    expect(mail!.textContent).toContain('Тема письма: Мы вам звонили');
    expect(mail!.textContent).toContain('Адрес: maria@example.ru');
  });

  it('filters by category and by types', async () => {
    const { user, requests } = await openTimeline(timelineServer([CALL, ENDED]));
    await screen.findByRole('list', { name: /Взаимодействия с абитуриентом/ });
    await user.click(screen.getByRole('combobox', { name: 'Категория' }));
    await user.click(await screen.findByRole('option', { name: 'Системные' }));
    await waitFor(() => expect(paramsOf(requests, 'Interaction/Get').at(-1)).toEqual({ id: 501, page: 1, pageSize: 25, category: 'system' }));
    await user.click(screen.getByRole('combobox', { name: 'Типы' }));
    await user.click(await screen.findByRole('option', { name: 'Работа завершена' }));
    await waitFor(() => expect(paramsOf(requests, 'Interaction/Get').at(-1)).toEqual({ id: 501, page: 1, pageSize: 25, category: 'system', type: ['workend'] }));
    await user.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    await waitFor(() => expect(paramsOf(requests, 'Interaction/Get').at(-1)).toEqual({ id: 501, page: 1, pageSize: 25 }));
  });

  it('adds an interaction of a staff type, which joins the timeline', async () => {
    const { user, requests } = await openTimeline(timelineServer([CALL]));
    await screen.findByRole('list', { name: /Взаимодействия с абитуриентом/ });
    await user.click(screen.getByRole('button', { name: 'Добавить взаимодействие' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новое взаимодействие' });
    await user.click(within(dialog).getByRole('button', { name: 'Записать' }));
    expect(await within(dialog).findByText('Заполните это поле.')).toBeTruthy();
    expect(paramsOf(requests, 'Interaction/Create')).toHaveLength(0);
    await user.click(within(dialog).getByRole('combobox', { name: 'Тип' }));
    const options = await screen.findAllByRole('option');
    // The system types move the processing status and are only the header's.
    expect(options.map((option) => option.textContent)).not.toContain('Взят в работу');
    await user.click(await screen.findByRole('option', { name: 'Консультация' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Итог' }), 'Рассказали о колледжах связи');
    await user.type(within(dialog).getByRole('textbox', { name: 'Комментарий' }), 'Интересуется IT');
    await user.click(within(dialog).getByRole('button', { name: 'Записать' }));
    expect(await screen.findByText('Взаимодействие «Консультация» записано.')).toBeTruthy();
    expect(paramsOf(requests, 'Interaction/Create')).toEqual([{ id: 501, type: 'consultation', result: 'Рассказали о колледжах связи', organization: null, action_data: { comment: 'Интересуется IT' } }]);
    await waitFor(() => expect(screen.getByRole('tab', { name: /Взаимодействия/ }).textContent).toBe('Взаимодействия2'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the dialog and what was typed when the server refuses, its objection on the field', async () => {
    const { user } = await openTimeline({
      ...timelineServer([]),
      'Interaction/Create': () => ({ ...fail('INVALID_PARAMS', 'Проверьте данные'), issues: [{ path: 'result', message: 'Итог не длиннее 500 символов' }] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Добавить взаимодействие' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новое взаимодействие' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Тип' }));
    await user.click(await screen.findByRole('option', { name: 'Консультация' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Итог' }), 'Длинный итог');
    await user.click(within(dialog).getByRole('button', { name: 'Записать' }));
    expect(await within(dialog).findByText('Итог не длиннее 500 символов')).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: 'Итог' }) as HTMLInputElement).value).toBe('Длинный итог');
  });

  it('refuses a time in the future rather than recording it as now', async () => {
    const { user, requests } = await openTimeline(timelineServer([]));
    await user.click(await screen.findByRole('button', { name: 'Добавить взаимодействие' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новое взаимодействие' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Тип' }));
    await user.click(await screen.findByRole('option', { name: 'Консультация' }));
    const next = new Date(Date.now() + 3 * 86_400_000);
    const day = `${String(next.getDate()).padStart(2, '0')}${String(next.getMonth() + 1).padStart(2, '0')}${next.getFullYear()}`;
    await user.type(within(dialog).getByRole('textbox', { name: 'Дата' }), day);
    await user.type(within(dialog).getByRole('textbox', { name: 'Время' }), '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Записать' }));
    expect(await within(dialog).findByText('Укажите дату и время полностью, не позже текущего момента.')).toBeTruthy();
    expect(paramsOf(requests, 'Interaction/Create')).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Новое взаимодействие' })).toBeTruthy();
  });

  it('says when there is nothing yet, and offers no form to a reader', async () => {
    await openTimeline(timelineServer([]), READER_ABILITY);
    expect(await screen.findByText('Взаимодействий пока не было')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Добавить взаимодействие' })).toBeNull();
  });
});
