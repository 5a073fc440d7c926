import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OpenCallback } from '@abitura/contracts';
import { schoolYearEnd } from '@abitura/contracts/vocabulary';
import { fail, ok } from '@abitura/ui/testing';
import { FIRST_LOAD } from '../../testing/renderSignedIn.js';
import { paramsOf } from '../../testing/replies.js';
import { APPLICANT, APPLICANT_ABILITY } from './testing/fixtures.js';
import { renderApplicant } from './testing/renderApplicant.js';

type Handlers = Parameters<typeof renderApplicant>[1];

/** The signed-in user of the tests' session (sessionWith): the owner of "my" callbacks. */
const ME = { id: 1, name: 'Администратор Системы' };
const COLLEAGUE = { id: 9, name: 'Соколова Ирина' };

function callback(patch: Partial<OpenCallback> & { id: number; due_at: string }): OpenCallback {
  return {
    person: { id: 501, name: APPLICANT.fullname },
    interaction_id: 70 + patch.id,
    owner: ME,
    status: 'open',
    done_at: null,
    created_at: '2026-01-10T09:00:00.000Z',
    title: 'Перезвонить',
    overdue: false,
    ...patch,
  };
}

const OVERDUE = callback({ id: 1, due_at: '2026-01-12T09:00:00.000Z', overdue: true, title: 'Перезвонить: тема «Профтестирование»; после экзамена' });
const LATER = callback({ id: 2, due_at: '2099-03-02T11:30:00.000Z', owner: COLLEAGUE });

function server(extra: Handlers = {}): Handlers {
  return {
    'Abiturient/GetAbiturient': () => ok(APPLICANT),
    'Interaction/Get': () => ok({ items: [], total: 0, page: 1, pageSize: 25 }),
    'EmailTemplate/List': () => ok({ items: [], variables: [] }),
    'CallService/registerCall': () => ok({ message: 'Звонок зарегистрирован: перезвонить позже, тема «Другое».', interaction_id: 90, callback_id: 7 }),
    ...extra,
  };
}

async function openPage(path = '/newcontingent/view/501', extra: Handlers = {}, ability: Record<string, boolean> = APPLICANT_ABILITY) {
  const view = renderApplicant(path, server(extra), ability);
  await screen.findByRole('heading', { level: 1, name: APPLICANT.fullname }, FIRST_LOAD);
  return view;
}

const radio = (scope: HTMLElement, group: string, name: string) => within(within(scope).getByRole('radiogroup', { name: group })).getByRole('radio', { name });

/** A weekday one to two weeks ahead, as typed into the date field (ddmmyyyy). */
function futureWeekday(): string {
  const date = new Date();
  date.setDate(date.getDate() + 8);
  if (date.getDay() === 0) date.setDate(date.getDate() + 1);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getDate())}${pad(date.getMonth() + 1)}${date.getFullYear()}`;
}

describe("the applicant's page logs calls with the call form", () => {
  it('records a call with its structured result and callback, then reads the timeline, the record and the callbacks again', async () => {
    const { user, requests } = await openPage('/newcontingent/view/501/interactions');
    await screen.findByRole('list', { name: /Взаимодействия с абитуриентом/ }).catch(() => undefined);
    const timelineReads = paramsOf(requests, 'Interaction/Get').length;
    await user.click(screen.getByRole('button', { name: 'Записать звонок' }));
    const dialog = await screen.findByRole('dialog', { name: `Звонок: ${APPLICANT.fullname}` });
    // The call card's form: the talk result is a closed list, not free text, and takes the callback time.
    await waitFor(() => expect(document.activeElement).toBe(radio(dialog, 'Направление', 'Входящий')));
    await user.click(radio(dialog, 'Направление', 'Исходящий'));
    await user.click(radio(dialog, 'Тема разговора', 'Другое'));
    await user.click(radio(dialog, 'Результат звонка', 'Перезвонить позже'));
    await user.type(within(dialog).getByRole('textbox', { name: 'Дата' }), futureWeekday());
    await user.type(within(dialog).getByRole('textbox', { name: 'Время' }), '1030');
    await user.click(within(dialog).getByRole('button', { name: 'Зарегистрировать звонок' }));

    expect(await screen.findByText('Звонок зарегистрирован: перезвонить позже, тема «Другое».')).toBeTruthy();
    expect(paramsOf(requests, 'CallService/registerCall')).toEqual([
      { data: { personId: 501, direction: 'outgoing', theme: 'other', result: 5, callbackAt: expect.stringMatching(/T\d\d:30:00\.000Z$/) } },
    ]);
    // Then its follow-up, as on the call card; skipping it ends the call and closes the dialog.
    await within(dialog).findByRole('heading', { level: 2, name: 'Следующее взаимодействие' });
    await user.click(within(dialog).getByRole('button', { name: 'Завершить без взаимодействия' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(paramsOf(requests, 'Callback/ListForPerson').length).toBeGreaterThanOrEqual(2);
    expect(paramsOf(requests, 'Abiturient/GetAbiturient').length).toBeGreaterThanOrEqual(2);
    expect(paramsOf(requests, 'Interaction/Get').length).toBeGreaterThan(timelineReads);
  }, 60_000); // The whole call form typed key by key: about 12 s alone, and over 30 s beside the rest of `npm test` on two cores.

  it('puts the focus on the first field a save is refused for, by the form or by the server', async () => {
    const refusal = 'Значения с кодом «other» нет в справочнике «Темы разговоров»: выберите значение из списка.';
    const { user } = await openPage('/newcontingent/view/501', { 'CallService/registerCall': () => ({ ...fail('INVALID_PARAMS', refusal), issues: [{ path: 'data.theme', message: refusal }] }) });
    await user.click(screen.getByRole('button', { name: 'Записать звонок' }));
    const dialog = await screen.findByRole('dialog', { name: `Звонок: ${APPLICANT.fullname}` });
    await user.click(within(dialog).getByRole('button', { name: 'Зарегистрировать звонок' }));
    // Nothing chosen: the theme is the first field with a problem.
    await waitFor(() => expect(document.activeElement).toBe(radio(dialog, 'Тема разговора', `Приёмная кампания ${schoolYearEnd(Date.now())}`)));
    await user.click(radio(dialog, 'Тема разговора', 'Другое'));
    await user.click(radio(dialog, 'Результат звонка', 'Успешный звонок'));
    await user.click(within(dialog).getByRole('textbox', { name: 'Комментарий' }));
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await within(dialog).findByText(refusal)).toBeTruthy();
    // The server named the theme: the focus is on its chosen radio, not left in the comment.
    await waitFor(() => expect(document.activeElement).toBe(radio(dialog, 'Тема разговора', 'Другое')));
  });

  it('offers no call types in «Добавить взаимодействие»: a call has one form', async () => {
    const { user } = await openPage('/newcontingent/view/501/interactions');
    await user.click(await screen.findByRole('button', { name: 'Добавить взаимодействие' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новое взаимодействие' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Тип' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toContain('Консультация');
    expect(options).not.toContain('Входящий звонок');
    expect(options).not.toContain('Исходящий звонок');
  });
});

describe("the applicant's open callbacks", () => {
  it('shows them at the top, overdue first, and lets the owner mark one done', async () => {
    let open = [OVERDUE, LATER];
    const { user, requests } = await openPage('/newcontingent/view/501', {
      'Callback/ListForPerson': () => ok(open),
      'Callback/Complete': (params: { id: number }) => {
        open = open.filter((item) => item.id !== params.id);
        return ok({ ...OVERDUE, status: 'done', done_at: '2026-01-13T09:00:00.000Z' });
      },
    }, { ...APPLICANT_ABILITY, viewInteractionCalendar: true });
    const panel = await screen.findByRole('region', { name: 'Запланированные звонки: 2' });
    const rows = within(panel).getAllByRole('listitem');
    expect(rows[0]?.textContent).toContain('12.01.2026 12:00');
    expect(rows[0]?.textContent).toContain('Просрочен');
    expect(rows[0]?.textContent).toContain('Перезвонить: тема «Профтестирование»; после экзамена');
    expect(rows[1]?.textContent).toContain('звонит Соколова Ирина');
    // Only one's own callback may be closed without the team calendar.
    expect(within(rows[1] as HTMLElement).queryByRole('button')).toBeNull();
    await user.click(within(rows[0] as HTMLElement).getByRole('button', { name: 'Выполнено: обратный звонок на 12.01.2026 12:00' }));
    expect(paramsOf(requests, 'Callback/Complete')).toEqual([{ id: 1 }]);
    expect(await screen.findByText('Обратный звонок на 12.01.2026 12:00 отмечен выполненным.')).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Запланированные звонки: 1' })).toBeTruthy();
  });

  it('offers no way to close a callback to those without the calendar', async () => {
    await openPage('/newcontingent/view/501', { 'Callback/ListForPerson': () => ok([OVERDUE]) });
    const panel = await screen.findByRole('region', { name: 'Запланированные звонки: 1' });
    expect(within(panel).queryByRole('button')).toBeNull();
  });
});
