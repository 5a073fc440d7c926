import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '@abitura/ui/testing';
import { applicantRecord } from '../../testing/records.js';
import { FIRST_LOAD, type Handlers } from '../../testing/renderSignedIn.js';
import { pageOf, paramsOf } from '../../testing/replies.js';
import { interaction, person, renderCalls, talkThemesHandler, template } from './testing/fixtures.js';

const MARIA = person({ id: 1 });
const PETR = person({ id: 2, fullname: 'Иванов Пётр Ильич', phones: [], email: null, school: null });
const MISSING_TEMPLATE = 'Не найден шаблон для значения «8». Выберите шаблон или сохраните взаимодействие без письма.';

function server(patch: Handlers = {}): Handlers {
  return {
    'CallService/getPersonList': (params: { search: { id?: number } }) => ok({ items: params.search.id === 2 ? [PETR] : params.search.id === 1 ? [MARIA] : [MARIA, PETR], more: false }),
    'CallService/getInteractionsForPerson': () => ok(pageOf([interaction({ id: 10 })], 1, 1, 10)),
    'EmailTemplate/List': () => ok({ items: [template({ id: 1, code: 'CallCenterDefault' })], variables: [] }),
    'Reference/Organization': () => ok([]),
    'Reference/TalkTheme': talkThemesHandler,
    'Abiturient/GetAbiturient': (params: { id: number }) => ok(applicantRecord({ id: params.id, grade: 'SCH9', tracking_stage: 'sent_to_college', curator: { id: 4, name: 'Сидоров С. С.' } })),
    'CallService/registerCall': () => ok({ message: 'Звонок зарегистрирован. Обратный звонок: 23.11.2026 10:00', interaction_id: 50, callback_id: 5 }),
    'CallService/createInteraction': () => ok({ interaction: interaction({ id: 51, type: 'noAnswer' }), letter: null, processing_status: 'in_progress' }),
    ...patch,
  };
}

async function openCard(path = '/interactions/calls/create', handlers = server(), ability?: Record<string, boolean>) {
  const view = renderCalls(path, handlers, ability);
  await screen.findByRole('heading', { level: 1, name: 'Карточка звонка' }, FIRST_LOAD);
  return view;
}

/** A day one to two weeks ahead with the weekday asked for (0 Sunday … 6 Saturday): as typed ('ddmmyyyy') and as a local date. */
function futureDay(weekday: number): { typed: string; date: Date } {
  const date = new Date();
  date.setDate(date.getDate() + 7 + ((weekday - date.getDay() + 7) % 7));
  const pad = (value: number) => String(value).padStart(2, '0');
  return { typed: `${pad(date.getDate())}${pad(date.getMonth() + 1)}${date.getFullYear()}`, date };
}

const searchBox = () => screen.getByRole('combobox', { name: 'Кто звонит' });
const radio = (group: string, name: string) => within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name });
const dateInput = () => document.querySelector<HTMLInputElement>('input[name="callbackAtDate"]') as HTMLInputElement;
const timeInput = () => document.querySelector<HTMLInputElement>('input[name="callbackAtTime"]') as HTMLInputElement;

describe('CallCardPage', () => {
  it('finds the person, shows who they are and their history, registers the call with the server message as a toast', async () => {
    const { user, requests, location } = await openCard();
    await user.type(searchBox(), 'Иван');
    const hits = await screen.findByRole('listbox', { name: 'Найденные абитуриенты' });
    await waitFor(() => expect(within(hits).getAllByRole('option')).toHaveLength(2));
    await user.click(within(hits).getAllByRole('option')[1] as HTMLElement);

    expect(await screen.findByRole('heading', { level: 2, name: 'Иванов Пётр Ильич' })).toBeTruthy();
    const card = screen.getByRole('region', { name: 'Иванов Пётр Ильич' });
    expect(within(card).getByRole('link', { name: 'Иванов Пётр Ильич' }).getAttribute('href')).toBe('/newcontingent/view/2');
    await waitFor(() => expect(card.textContent).toContain('Сидоров С. С.'));
    expect(card.textContent).toContain('9 класс');
    expect(card.textContent).toContain('Направлен в колледж');
    expect(card.textContent).toContain('Телефоныне указано');
    await waitFor(() => expect(location.history.at(-1)).toBe('/interactions/calls/create?person=2'));
    const history = await screen.findByRole('list', { name: 'История взаимодействий' });
    expect(history.textContent).toContain('Входящий звонок');
    expect(history.textContent).toContain('Успешный звонок');
    // The archived theme keeps the label the list gave it.
    expect(history.textContent).toContain('Приёмная кампания 2024');

    await user.click(radio('Направление', 'Исходящий'));
    await user.click(radio('Тема разговора', 'Профтестирование'));
    await user.click(radio('Результат звонка', 'Успешный звонок'));
    // Only the results that take a callback show its picker.
    expect(document.querySelector('input[name="callbackAtDate"]')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Комментарий' }), 'Придёт на день открытых дверей');
    await user.click(screen.getByRole('button', { name: 'Зарегистрировать звонок' }));

    expect(await screen.findByText('Звонок зарегистрирован. Обратный звонок: 23.11.2026 10:00')).toBeTruthy();
    expect(paramsOf(requests, 'CallService/registerCall')).toEqual([{ data: { personId: 2, direction: 'outgoing', theme: 'proftests', result: 1, comment: 'Придёт на день открытых дверей' } }]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Следующее взаимодействие' })).toBeTruthy();
  });

  it('asks for the callback time after "call back later", refuses a Sunday in the picker, and sends a weekday', async () => {
    const { user, requests } = await openCard('/interactions/calls/create?person=1');
    await screen.findByRole('heading', { level: 2, name: 'Иванова Мария Петровна' });
    await user.click(radio('Тема разговора', 'Другое'));
    await user.click(radio('Результат звонка', 'Перезвонить позже'));
    await user.click(screen.getByRole('button', { name: 'Зарегистрировать звонок' }));
    expect(await screen.findByText('Укажите, когда перезвонить: результат «Перезвонить позже» требует времени.')).toBeTruthy();
    expect(paramsOf(requests, 'CallService/registerCall')).toEqual([]);

    await user.type(timeInput(), '1000');
    await user.type(dateInput(), futureDay(0).typed);
    await user.tab();
    expect(await screen.findByText('Воскресенье — выходной день, выберите другую дату')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Зарегистрировать звонок' }));
    // The refused date is not dropped as if nothing were typed.
    expect(await screen.findByText('Дата или время обратного звонка не приняты: исправьте их или очистите.')).toBeTruthy();
    expect(paramsOf(requests, 'CallService/registerCall')).toEqual([]);

    const monday = futureDay(1);
    await user.clear(dateInput());
    await user.type(dateInput(), monday.typed);
    await user.click(screen.getByRole('button', { name: 'Зарегистрировать звонок' }));
    await screen.findByText('Звонок зарегистрирован. Обратный звонок: 23.11.2026 10:00');
    monday.date.setHours(10, 0, 0, 0);
    expect(paramsOf(requests, 'CallService/registerCall')).toEqual([{ data: { personId: 1, direction: 'incoming', theme: 'other', result: 5, callbackAt: monday.date.toISOString() } }]);
  });

  it('offers the talk themes as administrators keep them: an added one to choose and send, an archived one only naming old calls', async () => {
    const { user, requests } = await openCard('/interactions/calls/create?person=1');
    await screen.findByRole('heading', { level: 2, name: 'Иванова Мария Петровна' });
    const themes = screen.getByRole('radiogroup', { name: 'Тема разговора' });
    await waitFor(() => expect(within(themes).getAllByRole('radio').map((choice) => choice.getAttribute('value'))).toEqual(['proftests', 'attendance', 'meetups', 'other', 'MSH2025Survey', 'open_day_2026']));
    // Last year's theme, archived, still names the old call in the history.
    expect((await screen.findByRole('list', { name: 'История взаимодействий' })).textContent).toContain('Приёмная кампания 2024');
    await user.click(radio('Тема разговора', 'День открытых дверей 2026'));
    await user.click(radio('Результат звонка', 'Успешный звонок'));
    await user.click(screen.getByRole('button', { name: 'Зарегистрировать звонок' }));
    await screen.findByRole('heading', { level: 2, name: 'Следующее взаимодействие' });
    expect(paramsOf(requests, 'CallService/registerCall')).toEqual([{ data: { personId: 1, direction: 'incoming', theme: 'open_day_2026', result: 1 } }]);
  });

  it('shows a server refusal as an error toast and on its field, keeping what was typed', async () => {
    const { user } = await openCard(
      '/interactions/calls/create?person=1',
      server({ 'CallService/registerCall': () => ({ ...fail('INVALID_PARAMS', 'Проверьте поля звонка'), issues: [{ path: 'data.comment', message: 'Комментарий содержит повреждённый символ' }] }) }),
    );
    await screen.findByRole('heading', { level: 2, name: 'Иванова Мария Петровна' });
    await user.click(radio('Тема разговора', 'Другое'));
    await user.click(radio('Результат звонка', 'Сброс'));
    await user.type(screen.getByRole('textbox', { name: 'Комментарий' }), 'текст');
    await user.click(screen.getByRole('button', { name: 'Зарегистрировать звонок' }));
    expect(await screen.findByText('Комментарий содержит повреждённый символ')).toBeTruthy();
    expect(await screen.findByText('Проверьте поля звонка')).toBeTruthy();
    // The focus leaves the button for the field the server named.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Комментарий' })));
    expect((screen.getByRole('textbox', { name: 'Комментарий' }) as HTMLTextAreaElement).value).toBe('текст');
  });

  it('restores the draft of the call after the page is opened again, and forgets it once the call is done', async () => {
    const first = await openCard('/interactions/calls/create?person=1');
    await screen.findByRole('heading', { level: 2, name: 'Иванова Мария Петровна' });
    await first.user.click(radio('Направление', 'Исходящий'));
    await first.user.click(radio('Тема разговора', 'Встречи и консультации'));
    await first.user.type(screen.getByRole('textbox', { name: 'Комментарий' }), 'Мама перезвонит');
    first.unmount();

    const second = await openCard('/interactions/calls/create?person=1');
    expect(await screen.findByText('Восстановлен несохранённый черновик звонка.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Комментарий' }) as HTMLTextAreaElement).value).toBe('Мама перезвонит');
    expect((radio('Тема разговора', 'Встречи и консультации') as HTMLInputElement).checked).toBe(true);
    // The focus is on the direction the draft chose, where Tab would put it.
    await waitFor(() => expect(document.activeElement).toBe(radio('Направление', 'Исходящий')));
    await second.user.click(radio('Результат звонка', 'Успешный звонок'));
    await second.user.click(screen.getByRole('button', { name: 'Зарегистрировать звонок' }));
    await screen.findByRole('heading', { level: 2, name: 'Следующее взаимодействие' });
    await second.user.click(screen.getByRole('button', { name: 'Завершить без взаимодействия' }));
    expect(await screen.findByText('Звонок завершён')).toBeTruthy();
    second.unmount();

    await openCard('/interactions/calls/create?person=1');
    await screen.findByRole('heading', { level: 2, name: 'Иванова Мария Петровна' });
    expect(screen.queryByText('Восстановлен несохранённый черновик звонка.')).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Комментарий' }) as HTMLTextAreaElement).value).toBe('');
  });

  it('shows the missing template on the follow-up form, with an error toast', async () => {
    const { user, requests } = await openCard(
      '/interactions/calls/create?person=2',
      server({ 'CallService/createInteraction': () => ({ ...fail('NOT_FOUND', MISSING_TEMPLATE), issues: [{ path: 'actionType', message: MISSING_TEMPLATE }] }) }),
    );
    await screen.findByRole('heading', { level: 2, name: 'Иванов Пётр Ильич' });
    await user.click(radio('Тема разговора', 'Другое'));
    await user.click(radio('Результат звонка', 'Нет ответа'));
    await user.click(screen.getByRole('button', { name: 'Зарегистрировать звонок' }));
    await screen.findByRole('heading', { level: 2, name: 'Следующее взаимодействие' });
    await user.click(screen.getByRole('checkbox', { name: 'Отправить письмо по шаблону' }));
    expect(screen.getByText('У абитуриента нет e-mail: укажите адрес.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Адрес для письма' }), 'petr@example.ru');
    await user.click(screen.getByRole('button', { name: 'Сохранить взаимодействие' }));
    await waitFor(() => expect(screen.getAllByText(MISSING_TEMPLATE).length).toBe(2));
    expect(paramsOf(requests, 'CallService/createInteraction')).toEqual([{ personId: 2, actionType: 8, actionData: { email: 'petr@example.ru' }, result: null, notify: true }]);
    // Nothing lost: the form is still there with the address typed.
    expect((screen.getByRole('textbox', { name: 'Адрес для письма' }) as HTMLInputElement).value).toBe('petr@example.ru');
  });

  it('takes a whole call from the keyboard: type, Enter, arrows, Ctrl+Enter twice', async () => {
    const { user, requests } = await openCard();
    expect(document.activeElement).toBe(searchBox());
    await user.keyboard('Иван');
    await screen.findByRole('listbox', { name: 'Найденные абитуриенты' });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    await user.keyboard('{ArrowDown}{Enter}');
    await screen.findByRole('heading', { level: 2, name: 'Иванов Пётр Ильич' });
    await waitFor(() => expect(document.activeElement).toBe(radio('Направление', 'Входящий')));

    await user.keyboard('{ArrowRight}');
    expect((radio('Направление', 'Исходящий') as HTMLInputElement).checked).toBe(true);
    await user.tab();
    await user.keyboard(' ');
    expect((radio('Тема разговора', 'Профтестирование') as HTMLInputElement).checked).toBe(true);
    await user.tab();
    await user.keyboard(' ');
    expect((radio('Результат звонка', 'Успешный звонок') as HTMLInputElement).checked).toBe(true);
    await user.keyboard('{Control>}{Enter}{/Control}');

    await screen.findByText('Звонок зарегистрирован. Обратный звонок: 23.11.2026 10:00');
    expect(paramsOf(requests, 'CallService/registerCall')).toEqual([{ data: { personId: 2, direction: 'outgoing', theme: 'proftests', result: 1 } }]);
    await screen.findByRole('heading', { level: 2, name: 'Следующее взаимодействие' });
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Следующее взаимодействие' }).closest('form')?.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByText('Взаимодействие сохранено')).toBeTruthy();
    expect(paramsOf(requests, 'CallService/createInteraction')).toEqual([{ personId: 2, actionType: 10, actionData: {}, result: null, notify: false }]);
    await waitFor(() => expect(document.activeElement).toBe(searchBox()));
  });

  it('reads right to left in Arabic, phones left to right', async () => {
    renderCalls('/interactions/calls/create?person=1', server(), undefined, { language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'بطاقة المكالمة' }, FIRST_LOAD)).toBeTruthy();
    await screen.findByRole('heading', { level: 2, name: 'Иванова Мария Петровна' });
    expect(screen.getByRole('button', { name: 'تسجيل المكالمة' })).toBeTruthy();
    expect(within(screen.getByRole('radiogroup', { name: 'نتيجة المكالمة' })).getAllByRole('radio')).toHaveLength(7);
    expect(document.querySelector('[dir="rtl"]')).not.toBeNull();
    expect(screen.getByText('+7 (999) 123-45-67').closest('bdi')?.getAttribute('dir')).toBe('ltr');
  });

  it('says when the address names nobody', async () => {
    await openCard('/interactions/calls/create?person=99', server({ 'CallService/getPersonList': () => ok({ items: [], more: false }) }));
    expect(await screen.findByText('Абитуриент № 99 не найден. Найдите его через поиск.')).toBeTruthy();
  });

  it('shows who they are but no forms without the right to record interactions', async () => {
    const { requests } = await openCard('/interactions/calls/create?person=1', server(), { viewCallCard: true });
    await screen.findByRole('heading', { level: 2, name: 'Иванова Мария Петровна' });
    expect(screen.getByText('Регистрировать звонки может сотрудник с правом на ведение взаимодействий.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Зарегистрировать звонок' })).toBeNull();
    // Without viewAbiturient the name is not a link and the record is not read.
    expect(screen.queryByRole('link', { name: 'Иванова Мария Петровна' })).toBeNull();
    expect(paramsOf(requests, 'Abiturient/GetAbiturient')).toEqual([]);
  });
});
