import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '@abitura/ui/testing';
import { FIRST_LOAD } from '../../testing/renderSignedIn.js';
import { paramsOf } from '../../testing/replies.js';
import { typeThenPause } from '../../testing/typing.js';
import { PREVIEW_DEBOUNCE_MS } from './templatesModel.js';
import { READER_ABILITY, renderCallCentre, template, unknownVariable, VARIABLES } from './testing/fixtures.js';

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
});

const DEFAULT = template();
const PREVIEW = { subject: 'Здравствуйте, Иван', body: 'Спасибо за звонок, Иванов Иван Иванович.' };
const handlers = (extra: Parameters<typeof renderCallCentre>[1] = {}) => ({
  'EmailTemplate/List': () => ok({ items: [DEFAULT], variables: VARIABLES }),
  'EmailTemplate/Preview': () => ok(PREVIEW),
  ...extra,
});

const storedKeys = () => Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));

async function openTemplates(extra: Parameters<typeof renderCallCentre>[1] = {}, ability?: Record<string, boolean>) {
  const view = renderCallCentre('/interactions/templates', handlers(extra), ability);
  await screen.findByRole('heading', { level: 1, name: 'Шаблоны писем' }, FIRST_LOAD);
  return view;
}

async function openDefault(user: { click(element: Element): Promise<void> }) {
  await user.click(await screen.findByRole('button', { name: 'Открыть шаблон CallCenterDefault' }));
  return screen.findByRole('dialog', { name: 'Шаблон CallCenterDefault' });
}

describe('TemplatesPage', () => {
  it('lists the templates and opens one with its preview', async () => {
    const { user, requests } = await openTemplates();
    const table = await screen.findByRole('table', { name: 'Шаблоны писем' });
    expect(within(table).getByText('Письмо после звонка')).toBeTruthy();
    const row = within(table).getByText('Письмо после звонка').closest('tr') as HTMLElement;
    expect(within(row).getByText('Активен')).toBeTruthy();
    expect(within(row).getByText('8 — Не дозвонились')).toBeTruthy();
    const dialog = await openDefault(user);
    expect((within(dialog).getByRole('textbox', { name: 'Код' }) as HTMLInputElement).value).toBe('CallCenterDefault');
    expect(within(dialog).getByRole('combobox', { name: 'Тип действия' }).textContent).toBe('8 — Не дозвонились');
    expect(await within(dialog).findByText(PREVIEW.body)).toBeTruthy();
    expect(paramsOf(requests, 'EmailTemplate/Preview')[0]).toEqual({ subject: DEFAULT.subject, body: DEFAULT.body });
  });

  it('is read only without the right to manage templates', async () => {
    const { user } = await openTemplates({}, READER_ABILITY);
    expect(screen.queryByRole('button', { name: 'Новый шаблон' })).toBeNull();
    const dialog = await openDefault(user);
    expect(within(dialog).getByText(/Только просмотр/)).toBeTruthy();
    expect(within(dialog).queryByRole('textbox', { name: 'Код' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Сохранить' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Отправить проверочное письмо' })).toBeNull();
    expect(within(dialog).getByText(DEFAULT.body)).toBeTruthy();
  });

  it('asks for the preview only after a pause in typing', async () => {
    const { user, requests } = await openTemplates();
    const dialog = await openDefault(user);
    await within(dialog).findByText(PREVIEW.body);
    const body = within(dialog).getByRole('textbox', { name: 'Текст письма' });
    typeThenPause(body, ['Спасибо', 'Спасибо, {{firstName}}'], {
      pause: PREVIEW_DEBOUNCE_MS,
      look: () => expect(paramsOf(requests, 'EmailTemplate/Preview')).toHaveLength(1),
    });
    await waitFor(() => expect(paramsOf(requests, 'EmailTemplate/Preview')).toHaveLength(2));
    expect(paramsOf(requests, 'EmailTemplate/Preview')[1]).toEqual({ subject: DEFAULT.subject, body: 'Спасибо, {{firstName}}' });
  });

  it('inserts a variable where the cursor stands', async () => {
    const { user } = await openTemplates();
    const dialog = await openDefault(user);
    const subject = within(dialog).getByRole('textbox', { name: 'Тема' }) as HTMLInputElement;
    fireEvent.change(subject, { target: { value: 'Привет, !' } });
    act(() => {
      subject.focus();
      subject.setSelectionRange(8, 8);
    });
    await user.click(within(dialog).getByRole('button', { name: 'Вставить переменную firstName' }));
    await waitFor(() => expect(subject.value).toBe('Привет, {{firstName}}!'));
  });

  it('shows the server refusal of an unknown variable on the body', async () => {
    const { user, requests } = await openTemplates({ 'EmailTemplate/Save': () => unknownVariable('body', 'Текст: неизвестная переменная {{phone}}.') });
    const dialog = await openDefault(user);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Текст письма' }), { target: { value: 'Позвоните: {{phone}}' } });
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Текст: неизвестная переменная {{phone}}.')).toBeTruthy();
    expect(paramsOf(requests, 'EmailTemplate/Save')[0]).toMatchObject({ id: 3, body: 'Позвоните: {{phone}}' });
    expect((within(dialog).getByRole('textbox', { name: 'Текст письма' }) as HTMLTextAreaElement).value).toBe('Позвоните: {{phone}}');
  });

  it('creates a template and says so', async () => {
    const created = template({ id: 9, code: 'Reminder', name: 'Напоминание', action_type: null });
    const { user, requests } = await openTemplates({ 'EmailTemplate/Save': () => ok(created) });
    await user.click(await screen.findByRole('button', { name: 'Новый шаблон' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый шаблон' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Код' }), { target: { value: 'Reminder' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Название' }), { target: { value: 'Напоминание' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Тема' }), { target: { value: 'Напоминание' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Текст письма' }), { target: { value: 'Ждём вас, {{firstName}}' } });
    await user.click(within(dialog).getByRole('combobox', { name: 'Тип действия' }));
    expect(screen.queryByRole('option', { name: /— Взят в работу$/ })).toBeNull();
    await user.click(await screen.findByRole('option', { name: '10 — Консультация' }));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Шаблон Reminder сохранён')).toBeTruthy();
    expect(paramsOf(requests, 'EmailTemplate/Save')[0]).toEqual({ code: 'Reminder', name: 'Напоминание', action_type: 10, subject: 'Напоминание', body: 'Ждём вас, {{firstName}}', active: true });
  });

  it('sends a test letter and says where it went, or why it failed', async () => {
    let calls = 0;
    const { user, requests } = await openTemplates({
      'EmailTemplate/TestSend': (params: { to: string }) => (++calls === 1 ? ok({ to: params.to, subject: 'Здравствуйте' }) : fail('INTERNAL', 'Почтовый сервер недоступен')),
    });
    const dialog = await openDefault(user);
    const address = within(dialog).getByRole('textbox', { name: 'Адрес для проверки' });
    await user.type(address, 'me@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Отправить проверочное письмо' }));
    expect(await screen.findByText('Проверочное письмо «Здравствуйте» отправлено на me@example.com')).toBeTruthy();
    expect(paramsOf(requests, 'EmailTemplate/TestSend')).toEqual([{ id: 3, to: 'me@example.com' }]);
    await user.click(within(dialog).getByRole('button', { name: 'Отправить проверочное письмо' }));
    expect(await screen.findByText('Почтовый сервер недоступен')).toBeTruthy();
  });

  it('asks before closing with unsaved changes, and restores them after a reload', async () => {
    const first = await openTemplates();
    let dialog = await openDefault(first.user);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Название' }), { target: { value: 'Черновик названия' } });
    expect(storedKeys()).toContain('abitura:emailTemplateDraft:1');
    first.unmount();

    const second = await openTemplates();
    dialog = await screen.findByRole('dialog', { name: 'Шаблон CallCenterDefault' });
    expect(within(dialog).getByText('Восстановлены несохранённые изменения.')).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: 'Название' }) as HTMLInputElement).value).toBe('Черновик названия');

    await second.user.keyboard('{Escape}');
    const ask = await screen.findByRole('alertdialog', { name: 'Закрыть без сохранения?' });
    await second.user.click(within(ask).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Шаблон CallCenterDefault' })).toBeTruthy();

    await second.user.click(within(dialog).getAllByRole('button', { name: 'Закрыть' }).at(-1) as HTMLElement);
    await second.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Закрыть без сохранения' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(storedKeys().filter((key) => key?.startsWith('abitura:emailTemplateDraft:'))).toEqual([]);
  });
});
