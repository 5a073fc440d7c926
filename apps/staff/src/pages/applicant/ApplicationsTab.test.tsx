import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, respondWith } from '@abitura/ui/testing';
import type { ApplicationItem } from '@abitura/contracts';
import { createLoadedResource, createPagedResource } from '../../models/loadedResource.js';
import { sessionWith } from '../../testing/replies.js';
import { renderInApp } from '../../testing/renderStaff.js';
import { createApplicantApplicationsModel } from './applicantApplicationsModel.js';
import { ApplicationsTab } from './ApplicationsTab.js';
import { HistoryList } from './HistoryList.js';
import type { Application, HistoryEntry } from './tabModels.js';
import { APPLICATION, referenceHandlers } from './testing/fixtures.js';
import { admissionSeason } from '../../testing/admissionRecords.js';
import { admissionStandIn, answer } from '../../testing/admissionStandIn.js';
import { applicationOf } from './testing/admissionFixtures.js';

const ITEMS: ApplicationItem[] = [
  applicationOf(1, {
    state: 'accepted',
    average_mark: 4.5,
    consent: 'accepted',
    consent_at: '2026-07-02T09:00:00.000Z',
    original_documents: true,
    original_college: { id: 22, name: 'Колледж архитектуры' },
    test: { outcome: 'passed', points: 72, session_id: 5, starts_at: '2026-07-10T07:00:00.000Z' },
    filing_method: 'mosru',
    external_number: 'MOS-0042',
  }),
  applicationOf(2, { group: { ...applicationOf(2).group, funding: 'paid', base: 'SCH11' } }),
  applicationOf(3, { state: 'rejected', rejection_reason: 'documents_incomplete', priority: 3 }),
];

function renderTab(ability: Record<string, boolean>, seasons = [admissionSeason(2, 2026)]) {
  const stand = admissionStandIn({
    'Admission/ApplicantApplications': (params: { season_id?: number }) => answer({ season_id: params.season_id ?? 2, items: params.season_id === 1 ? [] : ITEMS }),
    'Admission/ListSeasons': () => answer(seasons),
    'Admission/ReorderPriorities': (params: { order: number[] }) => answer(params.order.map((id, index) => applicationOf(id, { priority: index + 1 }))),
  });
  let n = 0;
  const admission = createApplicantApplicationsModel(stand.client, 501, () => `req-${(n += 1)}`);
  const legacy = createLoadedResource<readonly Application[]>(() => Promise.resolve({ success: true, message: '', data: [APPLICATION] }), []);
  const view = renderInApp(<ApplicationsTab model={legacy} admission={admission} applicantId={501} />, { session: sessionWith(ability) });
  return { ...view, ...stand };
}

const rowsOf = async () => within(await screen.findByRole('table', { name: 'Заявления сезона по приоритету: 3' })).getAllByRole('row').slice(1);

describe('the applications tab with admission', () => {
  it('lists the season\'s applications by priority with group, state, consent, original, test, filing and a link to each statement', async () => {
    renderTab({ viewAdmission: true });
    const [first, second, third] = await rowsOf();
    expect(first!.textContent).toContain('Колледж связи № 54');
    expect(first!.textContent).toContain('Бюджет, На базе 9 классов');
    expect(within(first!).getByText('Принято')).toBeTruthy();
    expect(first!.textContent).toContain('Согласие дано');
    expect(first!.textContent).toContain('в «Колледж архитектуры»');
    expect(first!.textContent).toContain('Пройдено');
    expect(first!.textContent).toContain('Баллов: 72');
    expect(first!.textContent).toContain('Через mos.ru');
    expect(first!.textContent).toContain('MOS-0042');
    expect(first!.textContent).toMatch(/4,50/);
    expect(second!.textContent).toContain('Платное обучение, На базе 11 классов');
    expect(third!.textContent).toContain('Отклонено');
    expect(third!.textContent).toContain('Неполный комплект документов');
    expect(within(first!).getByRole('link', { name: 'Открыть заявление' }).getAttribute('href')).toBe('/admission/statement?season=2&application=1');
    expect(screen.queryByRole('button', { name: /Повысить приоритет/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Подать заявление' })).toBeNull();
  });

  it('lets those who manage admission reorder priorities with the buttons, undo, and save the order', async () => {
    const { user, callsOf } = renderTab({ viewAdmission: true, manageAdmission: true });
    await rowsOf();
    expect(screen.getByRole('link', { name: 'Подать заявление' }).getAttribute('href')).toBe('/admission/statement?season=2&file=501');
    expect((screen.getByRole('button', { name: 'Повысить приоритет: 09.02.07 Программа 1, Колледж связи № 54' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Повысить приоритет: 09.02.07 Программа 2, Колледж связи № 54' }));
    expect(screen.getByText('Порядок изменён и ещё не сохранён')).toBeTruthy();
    let [first] = await rowsOf();
    expect(first!.textContent).toContain('Программа 2');
    await user.click(screen.getByRole('button', { name: 'Отменить' }));
    [first] = await rowsOf();
    expect(first!.textContent).toContain('Программа 1');
    await user.click(screen.getByRole('button', { name: 'Понизить приоритет: 09.02.07 Программа 1, Колледж связи № 54' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить порядок' }));
    await waitFor(() => expect(callsOf('Admission/ReorderPriorities')).toEqual([{ todo: 'Admission/ReorderPriorities', params: { applicant_id: 501, season_id: 2, order: [2, 1] }, requestId: 'req-1' }]));
    await waitFor(() => expect(screen.queryByText('Порядок изменён и ещё не сохранён')).toBeNull());
  });

  it('offers the season picker when there are several seasons, and says when a season has none', async () => {
    const { user, callsOf } = renderTab({ viewAdmission: true }, [admissionSeason(2, 2026), admissionSeason(1, 2025)]);
    await rowsOf();
    await user.click(screen.getByRole('combobox', { name: 'Приёмная кампания' }));
    await user.click(await screen.findByRole('option', { name: 'Приёмная кампания 2025' }));
    expect(await screen.findByText('В этом сезоне заявлений нет')).toBeTruthy();
    expect(callsOf('Admission/ApplicantApplications').at(-1)?.params).toEqual({ applicant_id: 501, season_id: 1 });
  });

  it('keeps the old read-only list for staff who may not view admission', async () => {
    const { admission } = renderTab({ viewAbiturient: true });
    expect(await screen.findByRole('heading', { name: 'Заявления в колледжи' })).toBeTruthy();
    expect(await screen.findByText('ГБПОУ Колледж связи № 54')).toBeTruthy();
    expect(admission).not.toHaveBeenCalled();
  });
});

describe('the history of admission entries', () => {
  it('names the admission actions and the application\'s fields and codes', async () => {
    const entry: HistoryEntry = {
      id: 1,
      at: '2026-07-02T09:00:00.000Z',
      actor: null,
      action: 'application.moved',
      changes: [
        { field: 'state', before: 'submitted', after: 'rejected' },
        { field: 'rejection_reason', before: null, after: 'test_missed' },
        { field: 'group', before: 71, after: 71, names: { before: 'Колледж связи № 54, 09.02.07', after: 'Колледж связи № 54, 09.02.07' } },
      ],
    };
    const history = createPagedResource<HistoryEntry>(() => Promise.resolve({ success: true, message: '', data: { items: [entry], total: 1 } }));
    renderInApp(<HistoryList history={history} />, { session: sessionWith({ viewAbiturient: true }), respond: respondWith({ ...referenceHandlers, 'Reference/Organization': () => ok([]) }) });
    const table = await screen.findByRole('table', { name: 'История изменений записи, сначала новые' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('Смена состояния заявления');
    expect(row.textContent).toContain('Состояние заявления: Подано');
    expect(row.textContent).toContain('Отклонено');
    expect(row.textContent).toContain('Причина отклонения: —');
    expect(row.textContent).toContain('Неявка на вступительное испытание');
    expect(row.textContent).toContain('Конкурсная группа: Колледж связи № 54, 09.02.07');
  });
});
