import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_DATA_LABEL } from '@abitura/contracts/vocabulary';
import { fail, ok } from '@abitura/ui/testing';
import type { Responsible } from '@abitura/contracts';
import { IVANOVA, LEGACY, READER_ABILITY, REGISTRY_ABILITY, SCHOOL_CARD, responsible } from './testing/fixtures.js';
import { renderOrganizations } from './testing/renderOrganizations.js';
import { FIRST_LOAD } from '../../testing/renderSignedIn.js';
import { paramsOf } from '../../testing/replies.js';

afterEach(() => {
  vi.restoreAllMocks();
});

type Handlers = Parameters<typeof renderOrganizations>[1];

/** A server whose contacts change as the page writes them. */
function contactsServer(initial: Responsible[], extra: Handlers = {}) {
  let contacts = [...initial];
  let nextId = 500;
  const handlers: Handlers = {
    'Organization/GetOrganization': () => ok({ ...SCHOOL_CARD, counts: { ...SCHOOL_CARD.counts, responsibles: contacts.length } }),
    'Organization/ReadResponsibles': () => ok({ items: contacts, total: contacts.length, page: 1, itemsPerPage: 1000 }),
    'Organization/CreateResponsibles': (params: Omit<Responsible, 'id' | 'updated_at'>) => {
      const created = responsible({ ...params, id: nextId++ });
      contacts = [...contacts, created];
      return ok(created);
    },
    'Organization/UpdateResponsibles': (params: { id: number; data: Partial<Responsible> }) => {
      const updated = { ...contacts.find((contact) => contact.id === params.id)!, ...params.data };
      contacts = contacts.map((contact) => (contact.id === params.id ? updated : contact));
      return ok(updated);
    },
    'Organization/DeleteResponsibles': (params: { id: number }) => {
      const gone = contacts.find((contact) => contact.id === params.id)!;
      contacts = contacts.filter((contact) => contact.id !== params.id);
      return ok(gone);
    },
    ...extra,
  };
  return handlers;
}

async function openContacts(handlers: Handlers, ability: Record<string, boolean> = REGISTRY_ABILITY) {
  const view = renderOrganizations('/registry/organizations/viewnew/11/contacts', handlers, ability);
  await screen.findByRole('heading', { level: 1, name: SCHOOL_CARD.name }, FIRST_LOAD);
  return view;
}

const contactsTable = () => screen.findByRole('table', { name: /Ответственные лица/ });

describe('ContactsTab', () => {
  it('lists the contacts, with "нет сведений" for every empty or non-string field', async () => {
    const { requests } = await openContacts(contactsServer([IVANOVA, LEGACY]));
    const table = await contactsTable();
    expect(paramsOf(requests, 'Organization/ReadResponsibles')).toEqual([{ search: { org_id: 11, itemsPerPage: 1000, page: 1 } }]);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('rowheader').textContent).toBe('Иванова Мария Сергеевна');
    expect(within(first!).getByRole('link', { name: '+7 (916) 123-45-67' }).getAttribute('href')).toBe('tel:+79161234567');
    expect(within(first!).getByText('Петров И. И.')).toBeTruthy();
    // The legacy contact: no name, position, activity or operator, and a phone stored as a number.
    const cells = within(second!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(within(second!).getByRole('rowheader').textContent).toBe(NO_DATA_LABEL);
    expect(cells.slice(0, 3)).toEqual([NO_DATA_LABEL, NO_DATA_LABEL, NO_DATA_LABEL]);
    expect(cells[4]).toBe(NO_DATA_LABEL);
    expect(within(second!).getByRole('link', { name: 'office@school1234.ru' })).toBeTruthy();
    // 'нет сведений' reads at the table's size, like the values beside it.
    const noData = within(within(second!).getByRole('rowheader')).getByText(NO_DATA_LABEL);
    expect(getComputedStyle(noData).fontSize).toBe(getComputedStyle(within(second!).getByRole('rowheader')).fontSize);
  });

  it('copies a phone and an e-mail with the clipboard notices', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValueOnce(undefined).mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    const { user } = await openContacts(contactsServer([IVANOVA]));
    await contactsTable();
    await user.click(screen.getByRole('button', { name: 'Копировать телефон: Иванова Мария Сергеевна' }));
    expect(await screen.findByText('Успешно скопировано')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('+7 (916) 123-45-67');
    await user.click(screen.getByRole('button', { name: 'Копировать почту: Иванова Мария Сергеевна' }));
    expect(await screen.findByText('Ошибка копирования')).toBeTruthy();
    expect(writeText).toHaveBeenLastCalledWith('ivanova@school1234.ru');
  });

  it('adds a contact: checks the form, shows the server’s objection on its field, then saves', async () => {
    let refuse = true;
    const handlers = contactsServer([IVANOVA]);
    const create = handlers['Organization/CreateResponsibles']!;
    const { user, requests } = await openContacts({
      ...handlers,
      'Organization/CreateResponsibles': (params: never, envelope) =>
        refuse ? { ...fail('INVALID_PARAMS', 'Проверьте данные'), issues: [{ path: 'email', message: 'Этот адрес уже указан у другого контакта' }] } : create(params, envelope),
    });
    await contactsTable();
    await user.click(screen.getByRole('button', { name: 'Добавить контакт' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый контакт' });
    await user.type(within(dialog).getByRole('textbox', { name: /^ФИО/ }), 'С');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(await within(dialog).findByText('Не короче 2 символов.')).toBeTruthy();
    expect(within(dialog).getByText('Укажите телефон или электронную почту, чтобы с контактом можно было связаться.')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /^ФИО/ }), 'идорова Анна');
    await user.type(within(dialog).getByRole('textbox', { name: 'Электронная почта' }), 'sidorova@');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(await within(dialog).findByText('Проверьте адрес электронной почты: например, name@school.ru.')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Электронная почта' }), 'school1234.ru{Enter}');
    expect(await within(dialog).findByText('Этот адрес уже указан у другого контакта')).toBeTruthy();
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(await screen.findByText('Контакт «Сидорова Анна» добавлен.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(paramsOf(requests, 'Organization/CreateResponsibles').at(-1)).toEqual({
      org_id: 11,
      fullname: 'Сидорова Анна',
      position: null,
      activity: null,
      phone: null,
      email: 'sidorova@school1234.ru',
      operator_shortname: null,
      operator_organization: null,
    });
    const table = await contactsTable();
    await waitFor(() => expect(within(table).getByText('Сидорова Анна')).toBeTruthy());
    await waitFor(() => expect(screen.getByRole('tab', { name: /Контакты/ }).textContent).toBe('Контакты2'));
  });

  it('takes the phone through the mask and refuses a half-typed one', async () => {
    const { user, requests } = await openContacts(contactsServer([IVANOVA]));
    await contactsTable();
    await user.click(screen.getByRole('button', { name: 'Добавить контакт' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый контакт' });
    await user.type(within(dialog).getByRole('textbox', { name: /^ФИО/ }), 'Кузнецов Пётр');
    const phone = within(dialog).getByRole('textbox', { name: 'Телефон' });
    await user.type(phone, '91612');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    // The field says what it found in its text, which says more than the form's general message.
    expect(await within(dialog).findAllByText('Введите номер полностью: 10 цифр после +7')).not.toHaveLength(0);
    expect(paramsOf(requests, 'Organization/CreateResponsibles')).toHaveLength(0);
    await user.type(phone, '34567');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(paramsOf(requests, 'Organization/CreateResponsibles')).toHaveLength(1));
    expect(paramsOf(requests, 'Organization/CreateResponsibles')[0]).toMatchObject({ fullname: 'Кузнецов Пётр', phone: '+79161234567', email: null });
  });

  it('keeps the dialog open with everything typed when the network fails', async () => {
    const { user } = await openContacts({
      ...contactsServer([IVANOVA]),
      // The request never reaches the server: fetch itself fails, as when the network is down.
      'Organization/CreateResponsibles': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await contactsTable();
    await user.click(screen.getByRole('button', { name: 'Добавить контакт' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый контакт' });
    await user.type(within(dialog).getByRole('textbox', { name: /^ФИО/ }), 'Орлова Дарья');
    await user.type(within(dialog).getByRole('textbox', { name: 'Электронная почта' }), 'orlova@school1234.ru');
    await user.type(within(dialog).getByRole('textbox', { name: 'Должность' }), 'Педагог-психолог{Enter}');
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Произошла ошибка при отправке запроса');
    expect((within(dialog).getByRole('textbox', { name: /^ФИО/ }) as HTMLInputElement).value).toBe('Орлова Дарья');
    expect((within(dialog).getByRole('textbox', { name: 'Электронная почта' }) as HTMLInputElement).value).toBe('orlova@school1234.ru');
    expect((within(dialog).getByRole('textbox', { name: 'Должность' }) as HTMLInputElement).value).toBe('Педагог-психолог');
  });

  it('edits a contact, sending only the changed fields', async () => {
    const { user, requests } = await openContacts(contactsServer([IVANOVA]));
    await contactsTable();
    await user.click(screen.getByRole('button', { name: 'Изменить контакт: Иванова Мария Сергеевна' }));
    const dialog = await screen.findByRole('dialog', { name: 'Изменение контакта' });
    expect((within(dialog).getByRole('textbox', { name: 'Телефон' }) as HTMLInputElement).value).toBe('+7 (916) 123-45-67');
    const position = within(dialog).getByRole('textbox', { name: 'Должность' });
    await user.clear(position);
    await user.type(position, 'Директор{Enter}');
    expect(await screen.findByText('Контакт «Иванова Мария Сергеевна» сохранён.')).toBeTruthy();
    expect(paramsOf(requests, 'Organization/UpdateResponsibles')).toEqual([{ id: 101, data: { position: 'Директор' } }]);
    expect(await screen.findByText('Директор')).toBeTruthy();
  });

  it('deletes a contact after confirmation and restores it from the notice', async () => {
    const { user, requests } = await openContacts(contactsServer([IVANOVA]));
    await contactsTable();
    await user.click(screen.getByRole('button', { name: 'Удалить контакт: Иванова Мария Сергеевна' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Удалить контакт?' });
    expect(confirm.textContent).toContain('«Иванова Мария Сергеевна» будет удалён');
    await user.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    const notice = await screen.findByText('Контакт «Иванова Мария Сергеевна» удалён.');
    expect(paramsOf(requests, 'Organization/DeleteResponsibles')).toEqual([{ id: 101 }]);
    expect(await screen.findByText('Контактов пока нет')).toBeTruthy();
    await user.click(within(notice.closest('[role="status"]') as HTMLElement).getByRole('button', { name: 'Восстановить' }));
    expect(await screen.findByText('Контакт «Иванова Мария Сергеевна» восстановлен.')).toBeTruthy();
    const { id: _id, updated_at: _at, ...fields } = IVANOVA;
    expect(paramsOf(requests, 'Organization/CreateResponsibles')).toEqual([fields]);
    expect(await screen.findByText('Иванова Мария Сергеевна')).toBeTruthy();
  });

  it('keeps the confirmation open with the reason when the deletion is refused', async () => {
    const { user } = await openContacts({ ...contactsServer([IVANOVA]), 'Organization/DeleteResponsibles': () => fail('NOT_FOUND', 'Контакт уже удалён.') });
    await contactsTable();
    await user.click(screen.getByRole('button', { name: 'Удалить контакт: Иванова Мария Сергеевна' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    expect((await within(confirm).findByRole('alert')).textContent).toBe('Контакт уже удалён.');
  });

  it('shows no add, edit or delete buttons without manageResponsibles', async () => {
    await openContacts(contactsServer([IVANOVA]), { ...READER_ABILITY, manageOrganizations: true });
    await contactsTable();
    expect(screen.queryByRole('button', { name: 'Добавить контакт' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Изменить контакт/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Удалить контакт/ })).toBeNull();
    // Copying is for everyone who can see the contact.
    expect(screen.getByRole('button', { name: 'Копировать телефон: Иванова Мария Сергеевна' })).toBeTruthy();
  });

  it('reads right to left in Arabic', async () => {
    renderOrganizations('/registry/organizations/viewnew/11/contacts', contactsServer([LEGACY]), REGISTRY_ABILITY, { language: 'ar' });
    const table = await screen.findByRole('table', { name: 'الأشخاص المسؤولون: جهة اتصال واحدة' }, FIRST_LOAD);
    expect(within(table).getByRole('rowheader').textContent).toBe('لا توجد معلومات');
    expect(screen.getByRole('button', { name: 'إضافة جهة اتصال' })).toBeTruthy();
    expect(document.querySelector('[dir="rtl"]')).not.toBeNull();
  });
});
