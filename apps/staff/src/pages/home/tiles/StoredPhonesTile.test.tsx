import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@abitura/sdk';
import { ok, respondWith, TEST_SESSION } from '@abitura/ui/testing';
import { renderInApp } from '../../../testing/renderStaff.js';
import HomePage from '../HomePage.js';
import type { StoredPhonesOverview } from '../sources.js';

const HOME_ROUTE = ROUTES.find((route) => route.name === 'home')!;
const ADMIN = { viewHomepage: true, admin: true, viewAbiturient: true, viewOrganization: true, viewUserpage: true };
const TITLE = 'Номера телефонов с ошибками';

const FOUND: StoredPhonesOverview = {
  checked: 5_230,
  found: 14,
  items: [
    { kind: 'applicant', id: 41, name: 'Искажённая Анна', phone: '+78916123456', problem: 'code' },
    { kind: 'organization', id: 7, name: 'Колледж связи', phone: '+78495111223', problem: 'code' },
    { kind: 'contact', id: 7, name: 'Контактов Пётр', phone: '8 916 123 45 67 доб. 5', problem: 'unreadable' },
    { kind: 'user', id: 3, name: 'Админова Алла', phone: '8495111223', problem: 'incomplete' },
    ...Array.from({ length: 10 }, (_, index) => ({ kind: 'user' as const, id: 100 + index, name: `Сотрудник ${index}`, phone: '+1 202 555 0100', problem: 'unreadable' as const })),
  ],
};

function renderHome(data: StoredPhonesOverview, ability: Record<string, unknown> = ADMIN) {
  return renderInApp(<HomePage route={HOME_ROUTE} params={{}} />, { session: { ...TEST_SESSION, ability: [ability] }, respond: respondWith({ 'Phones/CheckStored': () => ok(data) }), prefs: { language: 'ru' } });
}

describe('StoredPhonesTile', () => {
  it('shows how many stored numbers do not read, and the first of them, each leading to the card to correct it', async () => {
    const { requests } = renderHome(FOUND);
    const tile = screen.getByRole('region', { name: TITLE });
    expect((await within(tile).findByText('Не читаются')).nextElementSibling?.textContent).toBe('14');
    expect(within(tile).getByText('Проверено номеров').nextElementSibling?.textContent).toBe('5\u00a0230');
    const list = within(tile).getByRole('list', { name: 'Номера, которые нужно исправить' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(10);
    expect(rows.slice(0, 4).map((row) => row.textContent)).toEqual([
      'Искажённая Анна · абитуриент+78916123456 — такого кода нет, возможно, лишняя 8 в начале',
      'Колледж связи · организация+78495111223 — такого кода нет, возможно, лишняя 8 в начале',
      'Контактов Пётр · контакт организации8 916 123 45 67 доб. 5 — не читается как номер',
      'Админова Алла · сотрудник8495111223 — в номере не хватает цифр',
    ]);
    expect(within(list).getAllByRole('link').slice(0, 4).map((link) => link.getAttribute('href'))).toEqual([
      '/newcontingent/view/41/profile',
      '/registry/organizations/viewnew/7/main',
      '/registry/organizations/viewnew/7/contacts',
      '/access/users/view/3',
    ]);
    expect(within(tile).getByText('И ещё 4: исправленные номера уходят из списка, на их место встают следующие.')).toBeTruthy();
    expect(requests.map((envelope) => [envelope.action, envelope.params])).toEqual([['Phones/CheckStored', {}]]);
  });

  it('says every number reads when none is found', async () => {
    renderHome({ checked: 5_230, found: 0, items: [] });
    const tile = screen.getByRole('region', { name: TITLE });
    expect(await within(tile).findByText('Все сохранённые номера читаются как российские номера телефонов.')).toBeTruthy();
    expect(within(tile).queryByRole('list')).toBeNull();
  });

  it('names a record the user may not open without a link', async () => {
    renderHome(FOUND, { ...ADMIN, viewUserpage: false });
    const tile = screen.getByRole('region', { name: TITLE });
    await within(tile).findByText('Не читаются');
    expect(within(tile).getByText(/Админова Алла/).closest('a')).toBeNull();
  });

  it('is not shown, and not asked for, without admin', () => {
    const { requests } = renderHome(FOUND, { viewHomepage: true });
    expect(screen.queryByRole('region', { name: TITLE })).toBeNull();
    expect(requests.filter((envelope) => envelope.action === 'Phones/CheckStored')).toEqual([]);
  });
});
