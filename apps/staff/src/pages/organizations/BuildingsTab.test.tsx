import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Building } from '@abitura/contracts';
import { fail, ok } from '@abitura/ui/testing';
import { MAIN_BUILDING, READER_ABILITY, SCHOOL_CARD, SECOND_BUILDING, building } from './testing/fixtures.js';
import { renderOrganizations } from './testing/renderOrganizations.js';
import { FIRST_LOAD } from '../../testing/renderSignedIn.js';
import { paramsOf } from '../../testing/replies.js';

type Handlers = Parameters<typeof renderOrganizations>[1];

/** A server whose buildings change as the page writes them. */
function buildingsServer(initial: Building[], extra: Handlers = {}): Handlers {
  let buildings = [...initial];
  let nextId = 900;
  return {
    'Organization/GetOrganization': () => ok(SCHOOL_CARD),
    'Reference/OrganizationBuilds': (params: { search: { organization: { is_deleted: string } } }) =>
      ok(buildings.filter((item) => item.is_deleted === (params.search.organization.is_deleted === 't'))),
    'Organization/CreateBuild': (params: Omit<Building, 'id'>) => {
      const created = building({ ...params, id: nextId++ });
      buildings = [...buildings, created];
      return ok(created);
    },
    'Organization/UpdateBuild': (params: { id: number; data: Partial<Building> }) => {
      const before = buildings.find((item) => item.id === params.id)!;
      const updated = { ...before, ...params.data, deleted_at: params.data.is_deleted ? '2025-09-05T10:00:00.000Z' : before.deleted_at };
      buildings = buildings.map((item) => (item.id === params.id ? updated : item));
      return ok(updated);
    },
    ...extra,
  };
}

async function openBuildings(handlers: Handlers, ability?: Record<string, boolean>, path = '/registry/organizations/viewnew/11/buildings') {
  const view = renderOrganizations(path, handlers, ability);
  await screen.findByRole('heading', { level: 1, name: SCHOOL_CARD.name }, FIRST_LOAD);
  return view;
}

describe('BuildingsTab', () => {
  it('lists the buildings by the registry code with okrug, district and metro', async () => {
    const { requests } = await openBuildings(buildingsServer([MAIN_BUILDING, SECOND_BUILDING]));
    const table = await screen.findByRole('table', { name: 'Здания: 2 здания' });
    expect(paramsOf(requests, 'Reference/OrganizationBuilds')).toEqual([{ search: { organization: { organization_id: '1234-SCH', is_deleted: 'f' } } }]);
    const row = within(table).getByText('Москва, ул. Арбат, д. 10').closest('tr') as HTMLElement;
    expect(within(row).getByText('Основной корпус')).toBeTruthy();
    await waitFor(() => expect(within(row).getByText('Арбатская')).toBeTruthy());
    expect(within(row).getByText('Смоленская')).toBeTruthy();
    expect(within(row).getByText('ЦАО')).toBeTruthy();
  });

  it('says the buildings cannot be listed without a registry code', async () => {
    const { requests } = await openBuildings({ ...buildingsServer([]), 'Organization/GetOrganization': () => ok({ ...SCHOOL_CARD, organization_id: null }) });
    expect(await screen.findByText(/Здания нельзя показать: у организации не указан код в реестре/)).toBeTruthy();
    expect(paramsOf(requests, 'Reference/OrganizationBuilds')).toHaveLength(0);
  });

  it('deletes softly after confirmation, takes it back from the notice, and restores from the deleted list', async () => {
    const { user, requests } = await openBuildings(buildingsServer([MAIN_BUILDING, SECOND_BUILDING]));
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: `Удалить здание: ${SECOND_BUILDING.address}` }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Удалить здание?' });
    await user.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    const notice = await screen.findByText(`Здание по адресу «${SECOND_BUILDING.address}» удалено.`);
    await screen.findByRole('table', { name: 'Здания: 1 здание' });
    await user.click(within(notice.closest('[role="status"]') as HTMLElement).getByRole('button', { name: 'Восстановить' }));
    expect(await screen.findByText(`Удаление отменено: здание по адресу «${SECOND_BUILDING.address}» снова в списке.`)).toBeTruthy();
    await screen.findByRole('table', { name: 'Здания: 2 здания' });
    // Delete again, then bring it back from the deleted ones.
    await user.click(screen.getByRole('button', { name: `Удалить здание: ${SECOND_BUILDING.address}` }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Удалить' }));
    await screen.findByRole('table', { name: 'Здания: 1 здание' });
    await user.click(screen.getByRole('switch', { name: 'Показать удалённые' }));
    const deleted = await screen.findByRole('table', { name: 'Удалённые здания: 1 здание' });
    expect(within(deleted).getByText(/^Удалено /)).toBeTruthy();
    await user.click(within(deleted).getByRole('button', { name: `Восстановить здание: ${SECOND_BUILDING.address}` }));
    expect(await screen.findByText(`Здание по адресу «${SECOND_BUILDING.address}» восстановлено.`)).toBeTruthy();
    expect(await screen.findByText('Удалённых зданий нет')).toBeTruthy();
    expect(paramsOf(requests, 'Organization/UpdateBuild')).toEqual([
      { id: 202, data: { is_deleted: true } },
      { id: 202, data: { is_deleted: false } },
      { id: 202, data: { is_deleted: true } },
      { id: 202, data: { is_deleted: false } },
    ]);
    expect(paramsOf(requests, 'Reference/OrganizationBuilds').some((params) => (params.search as { organization: { is_deleted: string } }).organization.is_deleted === 't')).toBe(true);
  });

  it('adds a building, checking the address first', async () => {
    const { user, requests } = await openBuildings(buildingsServer([MAIN_BUILDING]));
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Добавить здание' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новое здание' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Адрес/ }), 'Ул.');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(await within(dialog).findByText('Не короче 5 символов.')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /^Адрес/ }), ' Новый Арбат, 21');
    await user.click(within(dialog).getByRole('combobox', { name: 'Район' }));
    await user.click(await screen.findByRole('option', { name: 'Тверской' }));
    await user.type(within(dialog).getByRole('combobox', { name: 'Метро' }), 'Смол');
    await user.click(await screen.findByRole('option', { name: 'Смоленская' }));
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(await screen.findByText('Здание по адресу «Ул. Новый Арбат, 21» добавлено.')).toBeTruthy();
    // Choosing a district fills in its okrug; stations are stored by name.
    expect(paramsOf(requests, 'Organization/CreateBuild')).toEqual([{ organization: 11, name: null, address: 'Ул. Новый Арбат, 21', okrug: 'CAO', district: 'Тверской', metro: ['Смоленская'] }]);
  });

  it('keeps the buildings read-only without manageOrganizations', async () => {
    await openBuildings(buildingsServer([MAIN_BUILDING]), READER_ABILITY);
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Добавить здание' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Удалить здание/ })).toBeNull();
  });

  it('shows the reason when a deletion is refused', async () => {
    const { user } = await openBuildings({ ...buildingsServer([MAIN_BUILDING]), 'Organization/UpdateBuild': () => fail('ACCESS_DENIED', 'Недостаточно прав.') });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: `Удалить здание: ${MAIN_BUILDING.address}` }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    expect((await within(confirm).findByRole('alert')).textContent).toBe('Недостаточно прав.');
  });
});
