import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { admissionApplication, competitiveGroup, SEASONS } from '../../testing/admissionRecords.js';
import { admissionStub } from '../../testing/admissionStandIn.js';
import { pageOf } from '../../testing/replies.js';
import { findRoute, type RouteDef } from '@abitura/sdk';
import StatementPage from './StatementPage.js';
import { renderStatement } from './testing/renderStatement.js';

afterEach(cleanup);

const page = <StatementPage route={findRoute('admission-statement') as RouteDef} params={{}} />;

function stubWith(items = [admissionApplication(1)], extra: Parameters<typeof admissionStub>[0] = {}) {
  return admissionStub({
    'Admission/ListSeasons': () => SEASONS,
    'Admission/ListApplications': () => pageOf(items),
    'Admission/ListGroups': () => ({ items: [competitiveGroup(7)], total: 1, places_total: 25, unset: 0 }),
    ...extra,
  });
}

describe('the register page', () => {
  it('says the season has no applications yet and offers filing and the import', async () => {
    const stub = stubWith([]);
    renderStatement(page, { stub, path: '/admission/statement?season=2' });
    expect(await screen.findByText('В этом сезоне заявлений пока нет')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Подать заявление' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Импорт из mos.ru' }).length).toBeGreaterThan(0);
  });

  it('shows the applications of the season with their group, state and marks', async () => {
    const stub = stubWith([admissionApplication(1), admissionApplication(2, { state: 'rejected', rejection_reason: 'documents_incomplete', applicant: { ...admissionApplication(2).applicant, fullname: 'Петров Пётр' } })]);
    renderStatement(page, { stub });
    const table = await screen.findByRole('table', { name: 'Заявления: 2' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'Иванова Анна Сергеевна' }).getAttribute('href')).toBe('/newcontingent/view/101');
    expect(within(rows[1] as HTMLElement).getByText('Подано')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('4,55')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Неполный комплект документов')).toBeTruthy();
    expect(stub.callsOf('Admission/ListApplications')[0]?.params).toMatchObject({ season_id: 2, sort: 'submitted_at', direction: 'desc' });
  });

  it('withdraws an application only after the confirmation', async () => {
    const stub = stubWith([admissionApplication(1)], { 'Admission/MoveApplication': () => admissionApplication(1, { state: 'withdrawn' }) });
    const { user } = renderStatement(page, { stub });
    await user.click(await screen.findByRole('button', { name: /Действия с заявлением: Иванова Анна Сергеевна/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Отозвать' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Отозвать заявление?' });
    expect(stub.callsOf('Admission/MoveApplication')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Отозвать' }));
    await waitFor(() => expect(stub.callsOf('Admission/MoveApplication')).toHaveLength(1));
    expect(stub.callsOf('Admission/MoveApplication')[0]?.params).toEqual({ id: 1, move: 'withdraw' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('asks for the reason before rejecting', async () => {
    const stub = stubWith([admissionApplication(1)], { 'Admission/MoveApplication': () => admissionApplication(1, { state: 'rejected' }) });
    const { user } = renderStatement(page, { stub });
    await user.click(await screen.findByRole('button', { name: /Действия с заявлением/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Отклонить' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Отклонить заявление?' });
    await user.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    expect(await within(dialog).findByText('Укажите причину отклонения')).toBeTruthy();
    expect(stub.callsOf('Admission/MoveApplication')).toHaveLength(0);
  });

  it('opens the statement a link names and closes it back to the register', async () => {
    const stub = stubWith([admissionApplication(1)], { 'Admission/GetApplication': () => admissionApplication(1) });
    const { user, location } = renderStatement(page, { stub, path: '/admission/statement?season=2&application=1' });
    const dialog = await screen.findByRole('dialog', { name: 'Заявление' });
    expect(await within(dialog).findByText('Иванова Анна Сергеевна')).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: 'Средний балл аттестата' }) as HTMLInputElement).value).toBe('4,55');
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location.history?.at(-1)).toBe('/admission/statement?season=2');
  });

  it('shows a statement read-only to staff who only view admission: fields disabled, nothing to save', async () => {
    const stub = stubWith([admissionApplication(1)], { 'Admission/GetApplication': () => admissionApplication(1) });
    const { user } = renderStatement(page, { stub, path: '/admission/statement?season=2&application=1', ability: { viewAdmission: true } });
    const dialog = await screen.findByRole('dialog', { name: 'Заявление' });
    expect(await within(dialog).findByText('Иванова Анна Сергеевна')).toBeTruthy();
    // The browser disables every control of a disabled fieldset (happy-dom does not model it: the fieldset is what to check).
    expect(within(dialog).getByRole('textbox', { name: 'Средний балл аттестата' }).closest('fieldset')?.disabled).toBe(true);
    expect(within(dialog).queryByRole('button', { name: 'Сохранить' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Подать заявление' })).toBeNull();
    await user.click(within(dialog).getAllByRole('button', { name: 'Закрыть' }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stub.callsOf('Admission/UpdateApplication')).toHaveLength(0);
  });

  it('files a statement for an applicant found by name', async () => {
    const hit = { id: 501, fullname: 'Петров Пётр Петрович', birth_date: '2010-02-01', id_number: null, phones: [], school: 'Школа № 1', applications: 0 };
    const stub = stubWith([admissionApplication(1)], { 'Admission/FindApplicants': () => [hit], 'Admission/FileApplication': () => admissionApplication(9) });
    const respond = () => ({ success: true, message: '', data: { id: 501, school: null, gia: [], achievements: [], achievement_points: 0 } });
    const { user } = renderStatement(page, { stub, respond });
    await screen.findByRole('table');
    await user.click(screen.getAllByRole('button', { name: 'Подать заявление' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Подача заявления' });
    await user.type(within(dialog).getByRole('combobox', { name: 'Найти абитуриента' }), 'Петров');
    await user.click(await within(dialog).findByRole('option', { name: /Петров Пётр Петрович/ }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Конкурсная группа' }));
    await user.click(await screen.findByRole('option', { name: /09.02.07/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Подать заявление' }));
    await waitFor(() => expect(stub.callsOf('Admission/FileApplication')).toHaveLength(1));
    expect(stub.callsOf('Admission/FileApplication')[0]?.params).toMatchObject({ season_id: 2, applicant: { id: 501 }, group_id: 7, state: 'submitted' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
