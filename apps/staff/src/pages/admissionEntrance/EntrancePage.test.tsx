import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findRoute } from '@abitura/sdk';
import { ok, respondWith } from '@abitura/ui/testing';
import { sessionWith } from '../../testing/replies.js';
import { FIRST_LOAD } from '../../testing/renderSignedIn.js';
import EntrancePage from './EntrancePage.js';
import { admissionSeason, testAssignment, testSession } from '../../testing/admissionRecords.js';
import { admissionStandIn } from '../../testing/admissionStandIn.js';
import { renderWithAdmission } from '../../testing/renderWithAdmission.js';

const route = findRoute('admission-entrance')!;
const MANAGER = sessionWith({ admin: true, viewAdmission: true, manageAdmission: true });
const SEASON = admissionSeason(3, 2026);

describe('EntrancePage', () => {
  it('lists the sessions, opens one and saves its results; a refused row keeps its edit with the problem', async () => {
    let refuse = true;
    const stand = admissionStandIn({
      'Admission/ListSeasons': () => ({ data: [SEASON] }),
      'Admission/ListTestSessions': () => ({ data: [testSession()] }),
      'Admission/GetTestSession': () => ({ data: { session: testSession(), assignments: [testAssignment({ id: 1 }), testAssignment({ id: 2 })] } }),
      'Admission/RecordTestResults': () =>
        refuse
          ? { message: 'Неверные параметры', page_code: 400, data: { code: 'INVALID_PARAMS', issues: [{ path: 'results.0.points', message: 'Баллы не больше 100' }] } }
          : { data: { session: testSession({ attended: 1, results: 1 }), assignments: [testAssignment({ id: 1, attended: true, points: 85, passed: true }), testAssignment({ id: 2 })] } },
    });
    const { user } = renderWithAdmission(<EntrancePage route={route} params={{}} />, stand.client, { session: MANAGER, respond: respondWith({ 'User/CheckToken': () => ok(MANAGER), 'Reference/Organization': () => ok([]) }) });
    const table = await screen.findByRole('table', { name: /Испытания: 1/ }, FIRST_LOAD);
    const row = within(table).getByText('Колледж связи № 54').closest('tr') as HTMLElement;
    expect(within(row).getByText('2 / 30')).toBeTruthy();
    expect(within(row).getByText('Творческое испытание')).toBeTruthy();
    expect(within(row).getByText('10.07.2026 10:00')).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: 'Открыть испытание 10.07.2026 10:00' }));
    const sheet = await screen.findByRole('table', { name: /Ведомость: 2/ });
    const points = within(sheet).getByRole('spinbutton', { name: 'Баллы: Абитуриент 1' });
    await user.type(points, '85');
    await user.click(screen.getByRole('button', { name: 'Сохранить результаты' }));
    expect(await within(sheet).findByText('Баллы не больше 100')).toBeTruthy();
    expect((points as HTMLInputElement).value).toBe('85');
    expect(stand.paramsOf('Admission/RecordTestResults')).toEqual([{ session_id: 31, results: [{ assignment_id: 1, attended: true, passed: null, points: 85 }] }]);
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Сохранить результаты' }));
    await waitFor(() => expect(screen.getByText('Сохранён результат 1 абитуриента.')).toBeTruthy());
    const ids = stand.calls.filter((call) => call.todo === 'Admission/RecordTestResults').map((call) => call.requestId);
    expect(ids[0]).toBe(ids[1]);
  });
});
