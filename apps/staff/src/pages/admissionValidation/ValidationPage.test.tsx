import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findRoute } from '@abitura/sdk';
import { ok, respondWith } from '@abitura/ui/testing';
import { sessionWith } from '../../testing/replies.js';
import { FIRST_LOAD } from '../../testing/renderSignedIn.js';
import ValidationPage from './ValidationPage.js';
import { admissionStandIn } from '../../testing/admissionStandIn.js';
import { renderWithAdmission } from '../../testing/renderWithAdmission.js';
import { application, finding, SEASON_2026, validatePage } from './testing/fixtures.js';

const route = findRoute('admission-validation')!;
const MANAGER = sessionWith({ admin: true, viewAdmission: true, manageAdmission: true });
const NO_AVERAGE = finding({ key: 'NO_GIA:501' });

describe('ValidationPage', () => {
  it('shows the counts and findings, fixes an average on the spot, and the finding leaves without a reload', async () => {
    let fixed = false;
    const stand = admissionStandIn({
      'Admission/ListSeasons': () => ({ data: [SEASON_2026] }),
      'Admission/Validate': () => ({ data: fixed ? validatePage([], { counts: [{ check: 'NO_GIA', count: 0 }] }) : validatePage([NO_AVERAGE], { counts: [{ check: 'NO_GIA', count: 1 }], colleges: [{ college: { id: 12, name: 'Колледж связи № 54' }, errors: 1, warnings: 0 }] }) }),
      'Admission/GetApplication': () => ({ data: application({ id: 501 }) }),
      'Admission/UpdateApplication': () => {
        fixed = true;
        return { data: application({ id: 501, average_mark: 4.2 }) };
      },
    });
    const { user } = renderWithAdmission(<ValidationPage route={route} params={{}} />, stand.client, { session: MANAGER, respond: respondWith({ 'User/CheckToken': () => ok(MANAGER) }) });
    const table = await screen.findByRole('table', { name: /Найденные проблемы: 1/ }, FIRST_LOAD);
    expect(within(table).getByText('Нет среднего балла аттестата и результатов ГИА')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Иванова Анна Сергеевна' }).getAttribute('href')).toBe('/newcontingent/view/41');
    expect(screen.getByRole('button', { name: 'Нет результатов ГИА и среднего балла: 1' })).toBeTruthy();
    expect(screen.getByText(/Проверено 01\.07\.2026 10:30/)).toBeTruthy();

    await user.click(within(table).getByRole('button', { name: /Исправить/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Средний балл аттестата' });
    expect(within(dialog).getByRole('link', { name: 'Открыть заявление полностью' }).getAttribute('href')).toBe('/admission/statement?season=3&application=501');
    await user.type(within(dialog).getByRole('textbox', { name: /Средний балл аттестата/ }), '4,2');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Проблем не найдено')).toBeTruthy();
    expect(stand.paramsOf('Admission/UpdateApplication')).toEqual([{ id: 501, data: { average_mark: 4.2 } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Нет результатов ГИА и среднего балла: 0' })).toBeTruthy();
  });
});
