import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDisplayDateTime } from '@abitura/ui';
import { fail, ok } from '@abitura/ui/testing';
import { NO_DATA_LABEL } from '@abitura/contracts/vocabulary';
import { program } from '../../testing/records.js';
import { COLLEGE_CARD, READER_ABILITY, REGISTRY_ABILITY, SCHOOL_CARD, VACANCY, card, organization, student } from './testing/fixtures.js';
import { renderOrganizations } from './testing/renderOrganizations.js';
import { FIRST_LOAD } from '../../testing/renderSignedIn.js';
import { paramsOf } from '../../testing/replies.js';

type Handlers = Parameters<typeof renderOrganizations>[1];

const server = (organizationCard = SCHOOL_CARD, extra: Handlers = {}): Handlers => ({
  'Organization/GetOrganization': () => ok(organizationCard),
  ...extra,
});

async function openPage(path: string, extra: Handlers = {}, ability?: Record<string, boolean>, organizationCard = SCHOOL_CARD) {
  const view = renderOrganizations(path, server(organizationCard, extra), ability);
  await screen.findByRole('heading', { level: 1, name: organizationCard.name }, FIRST_LOAD);
  return view;
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('OrganizationPage', () => {
  it('shows the card on the main tab at the /view address, with the counts on the tabs', async () => {
    const { requests } = await openPage('/registry/organizations/view/11');
    expect(paramsOf(requests, 'Organization/GetOrganization')).toEqual([{ id: 11 }]);
    expect(screen.getByRole('tab', { name: 'Основное' }).getAttribute('aria-selected')).toBe('true');
    expect(tabNames()).toEqual(['Основное', 'Контакты2', 'Здания2', 'Вакансии1', 'Взаимодействия1', 'Обучающиеся40']);
    const panel = screen.getByRole('tabpanel');
    const map = within(panel).getByRole('link', { name: /Открыть на Яндекс.Картах/ });
    expect(map.getAttribute('href')).toBe(`https://yandex.ru/maps/?text=${encodeURIComponent('Москва, ул. Тестовая, д. 11')}`);
    expect(map.getAttribute('target')).toBe('_blank');
    expect(map.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(panel).getByRole('link', { name: '+7 (495) 123-45-67' }).getAttribute('href')).toBe('tel:+74951234567');
    expect(within(panel).getByRole('link', { name: 'info@school1234.ru' }).getAttribute('href')).toBe('mailto:info@school1234.ru');
    expect(within(panel).getByText(formatDisplayDateTime(SCHOOL_CARD.updated_at))).toBeTruthy();
    // The address by ASUR is empty on this card.
    const asur = within(panel).getByText('Адрес по АСУР').nextElementSibling as HTMLElement;
    expect(asur.textContent).toBe(NO_DATA_LABEL);
    await waitFor(() => expect(within(panel).getByText('ЦАО · Центральный административный округ')).toBeTruthy());
    expect(within(panel).getByText('МРСД-3')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Все организации/ }).getAttribute('href')).toBe('/registry/organizations/list');
  });

  it('has the tabs of its type: programmes for a college, students only for a school and only with viewContingent', async () => {
    await openPage('/registry/organizations/viewnew/21/main', {}, undefined, COLLEGE_CARD);
    expect(tabNames()).toEqual(['Основное', 'Контакты2', 'Здания2', 'Вакансии1', 'Программы3', 'Взаимодействия1']);
  });

  it('hides the students of a school from those without viewContingent, and says so at their address', async () => {
    await openPage('/registry/organizations/viewnew/11/students', {}, { ...REGISTRY_ABILITY, viewContingent: false });
    expect(tabNames()).not.toContain('Обучающиеся40');
    expect(screen.getByText('Раздела «students» у этой организации нет, поэтому открыта основная информация.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Основное' }).getAttribute('aria-selected')).toBe('true');
  });

  it('keeps the tab in the address and follows the address back', async () => {
    const { user, location } = await openPage('/registry/organizations/viewnew/11', {
      'Organization/GetVacancy': () => ok([]),
      'Interaction/OrganizationGet': () => ok([]),
    });
    await user.click(screen.getByRole('tab', { name: /Вакансии/ }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/registry/organizations/viewnew/11/vacancies'));
    expect(await screen.findByText('Вакантных мест не опубликовано')).toBeTruthy();
    act(() => location.navigate('/registry/organizations/viewnew/11/interactions'));
    expect(await screen.findByText('Взаимодействий пока не было')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Взаимодействия/ }).getAttribute('aria-selected')).toBe('true');
  });

  it('says when there is no such organization, with the way back to the list', async () => {
    renderOrganizations('/registry/organizations/viewnew/404/main', server(SCHOOL_CARD, { 'Organization/GetOrganization': () => fail('NOT_FOUND', 'Организация не найдена.') }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Организация не найдена' }, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Все организации' }).getAttribute('href')).toBe('/registry/organizations/list');
  });

  it('does not ask the server about an id that cannot be one', async () => {
    const { requests } = renderOrganizations('/registry/organizations/view/abc', server());
    expect(await screen.findByRole('heading', { level: 1, name: 'Организация не найдена' }, FIRST_LOAD)).toBeTruthy();
    expect(paramsOf(requests, 'Organization/GetOrganization')).toHaveLength(0);
  });

  it('shows a failed load with a retry', async () => {
    let refuse = true;
    const { user } = renderOrganizations('/registry/organizations/view/11', server(SCHOOL_CARD, { 'Organization/GetOrganization': () => (refuse ? fail('INTERNAL', 'Сбой сервера') : ok(SCHOOL_CARD)) }));
    expect((await screen.findByRole('alert', {}, FIRST_LOAD)).textContent).toContain('Сбой сервера');
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { level: 1, name: SCHOOL_CARD.name })).toBeTruthy();
  });

  it('edits the card, sending only what changed', async () => {
    const sent: unknown[] = [];
    const { user } = await openPage('/registry/organizations/view/11', {
      'Organization/Update': (params: { data: Record<string, unknown> }) => {
        sent.push(params);
        return ok({ ...SCHOOL_CARD, ...params.data });
      },
    });
    await user.click(screen.getByRole('button', { name: 'Изменить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Изменение организации' });
    const shortName = within(dialog).getByRole('textbox', { name: 'Краткое название' });
    await user.clear(shortName);
    await user.type(shortName, 'Школа 1234');
    await user.clear(within(dialog).getByRole('textbox', { name: 'ИНН' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'ИНН' }), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('ИНН состоит из 10 или 12 цифр.')).toBeTruthy();
    expect(sent).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'ИНН' }), '4567890{Enter}');
    expect(await screen.findByText('Изменения сохранены.')).toBeTruthy();
    expect(sent).toEqual([{ id: 11, data: { short_name: 'Школа 1234', inn: '1234567890' } }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes the edit dialog with Escape without saving', async () => {
    const { user, requests } = await openPage('/registry/organizations/view/11');
    await user.click(screen.getByRole('button', { name: 'Изменить' }));
    await screen.findByRole('dialog', { name: 'Изменение организации' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(paramsOf(requests, 'Organization/Update')).toHaveLength(0);
  });

  it('shows no edit button to a reader', async () => {
    await openPage('/registry/organizations/view/11', {}, READER_ABILITY);
    expect(screen.queryByRole('button', { name: 'Изменить' })).toBeNull();
    expect(tabNames()).not.toContain('Обучающиеся40');
  });

  it('lists the vacancies with their totals', async () => {
    await openPage('/registry/organizations/viewnew/21/vacancies', { 'Organization/GetVacancy': () => ok([VACANCY, { ...VACANCY, id: 302, base_grade: 'SCH11', budget_places: 10, paid_places: 0 }]) }, undefined, COLLEGE_CARD);
    const table = await screen.findByRole('table', { name: 'Вакантные места: 2 специальности' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('09.02.07 Информационные системы и программирование');
    await waitFor(() => expect(rows[1]?.textContent).toContain('9 класс'));
    expect(rows.at(-1)?.textContent).toBe('Всего355');
  });

  it('pages through a college’s programmes and links to all of them', async () => {
    const { user, requests } = await openPage(
      '/registry/organizations/viewnew/21/programs',
      { 'Program/List': (params: { page: number }) => ok({ items: [program({ id: params.page })], total: 14, page: params.page, pageSize: 10 }) },
      undefined,
      COLLEGE_CARD,
    );
    const table = await screen.findByRole('table', { name: 'Программы колледжа: 14 программ' });
    expect(within(table).getByText('3 года 10 месяцев')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Все программы колледжа' }).getAttribute('href')).toBe('/registry/programs/list?organization=21');
    await user.click(screen.getByRole('button', { name: 'Следующая страница' }));
    await waitFor(() => expect(paramsOf(requests, 'Program/List').at(-1)).toEqual({ organization: 21, sort: 'code', direction: 'asc', page: 2, pageSize: 10 }));
  });

  it('says which right the programmes need', async () => {
    const { requests } = await openPage('/registry/organizations/viewnew/21/programs', {}, { ...REGISTRY_ABILITY, viewEducationPrograms: false }, COLLEGE_CARD);
    expect(await screen.findByText(/нужно право «Просмотр образовательных программ»/)).toBeTruthy();
    expect(paramsOf(requests, 'Program/List')).toHaveLength(0);
  });

  it('lists a school’s students with links to their pages, searched and filtered by grade', async () => {
    const { user, requests } = await openPage('/registry/organizations/viewnew/11/students', {
      'Organization/GetStudents': () => ok({ items: [student({ id: 7001, fullname: 'Соколов Артём' })], total: 1, page: 1, pageSize: 25 }),
    });
    const link = await screen.findByRole('link', { name: 'Соколов Артём' });
    expect(link.getAttribute('href')).toBe('/newcontingent/view/7001');
    expect(within(link.closest('tr') as HTMLElement).getByText('Ожидает обработки')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Класс' }));
    await user.click(await screen.findByRole('option', { name: '11 класс' }));
    await user.type(screen.getByRole('searchbox', { name: 'Поиск по ФИО' }), 'сок{Enter}');
    await waitFor(() => expect(paramsOf(requests, 'Organization/GetStudents').at(-1)).toEqual({ organization: 11, search: 'сок', grade: 'SCH11', page: 1, pageSize: 25 }));
  });

  it('reads right to left in Arabic', async () => {
    renderOrganizations('/registry/organizations/viewnew/21/main', server(COLLEGE_CARD), undefined, { language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: COLLEGE_CARD.name }, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'أساسي' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('link', { name: /كل المؤسسات/ }).textContent).toContain('→');
    // The head of this college is not known.
    expect(screen.getByText('المدير').nextElementSibling?.textContent).toBe('لا توجد معلومات');
    expect(document.querySelector('[dir="rtl"]')).not.toBeNull();
  });

  it('shows a new card when the address moves to another organization', async () => {
    const other = card(organization({ id: 12, name: 'ГБОУ Школа № 57' }));
    const { location } = await openPage('/registry/organizations/view/11', {
      'Organization/GetOrganization': (params: { id: number }) => ok(params.id === 12 ? other : SCHOOL_CARD),
    });
    act(() => location.navigate('/registry/organizations/view/12'));
    expect(await screen.findByRole('heading', { level: 1, name: 'ГБОУ Школа № 57' })).toBeTruthy();
  });
});
