import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link } from 'wouter';
import { ok, respondWith } from '@abitura/ui/testing';
import type { AdmissionSeason, CompetitiveGroup } from '@abitura/contracts';
import { createAdmissionSeasonsModel } from '../../../models/admissionSeasons.js';
import { sessionWith } from '../../../testing/replies.js';
import { renderInApp } from '../../../testing/renderStaff.js';
import { SeasonTabView } from './SeasonTab.js';
import { admissionSeason, competitiveGroup } from '../../../testing/admissionRecords.js';
import { type AdmissionHandler, admissionStandIn, answer, refusal } from '../../../testing/admissionStandIn.js';

const NOW = () => Date.parse('2026-07-01T09:00:00Z');
const MANAGER = { viewAdmission: true, manageAdmission: true };
const VIEWER = { viewAdmission: true };

const GROUPS: CompetitiveGroup[] = [
  competitiveGroup(1, { places: 25 }),
  competitiveGroup(2, { places: null, funding: 'paid', test_type: 5399582 }),
  competitiveGroup(3, { places: 10, base: 'SCH11', college: { id: 22, name: 'Колледж архитектуры' } }),
];

function renderTab(handlers: Record<string, AdmissionHandler>, ability: Record<string, boolean> = MANAGER, path = '/admission/statement?tab=season') {
  const stand = admissionStandIn(handlers);
  const seasons = createAdmissionSeasonsModel({ client: stand.client, now: NOW });
  const view = renderInApp(
    <>
      <Link href="/contingent">К контингенту</Link>
      <SeasonTabView seasons={seasons} client={stand.client} now={NOW} />
    </>,
    { path, session: sessionWith(ability), respond: respondWith({ 'Reference/Organization': () => ok([]) }) },
  );
  return { ...view, ...stand, seasons };
}

const listing = (seasons: AdmissionSeason[]) => () => answer(seasons);
const groupsAnswer = (items: CompetitiveGroup[]) => () => answer({ items, total: items.length, places_total: 35, unset: 1 });

describe('the season tab', () => {
  it('offers to create the current admission year\'s season when there is none, and shows it once created', async () => {
    let seasons: AdmissionSeason[] = [];
    const { user, callsOf } = renderTab({
      'Admission/ListSeasons': () => answer(seasons),
      'Admission/SaveSeason': (params: Omit<AdmissionSeason, 'id'>) => {
        seasons = [admissionSeason(5, params.year)];
        return answer(seasons[0], 'Сезон создан');
      },
      'Admission/ListGroups': () => answer({ items: [], total: 0, places_total: 0, unset: 0 }),
    });
    expect(await screen.findByText('Сезонов приёма пока нет')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Создать сезон 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый сезон приёма' });
    expect((within(dialog).getByRole('textbox', { name: /Начало приёма документов/ }) as HTMLInputElement).value).toBe('20.06.2026');
    await user.click(within(dialog).getByRole('button', { name: 'Создать сезон' }));
    await waitFor(() => expect(callsOf('Admission/SaveSeason')).toHaveLength(1));
    expect(callsOf('Admission/SaveSeason')[0]?.params).toEqual({
      year: 2026,
      filing_starts: '2026-06-20',
      filing_ends: '2026-08-15',
      tests_start: '2026-07-01',
      tests_end: '2026-08-10',
      lists_date: '2026-08-16',
      enrolment_date: '2026-08-25',
    });
    expect(callsOf('Admission/SaveSeason')[0]?.requestId).toEqual(expect.any(String));
    expect(await screen.findByRole('heading', { name: 'Календарь: Приёмная кампания 2026' })).toBeTruthy();
    expect(await screen.findByText('В сезоне нет конкурсных групп')).toBeTruthy();
  });

  it('proposes the next season a year on and says a year already taken on the year field', async () => {
    const { user } = renderTab({
      'Admission/ListSeasons': listing([admissionSeason(2, 2026)]),
      'Admission/ListGroups': groupsAnswer(GROUPS),
      'Admission/SaveSeason': () => refusal('CONFLICT', 'Сезон 2027 года уже есть'),
    });
    await user.click(await screen.findByRole('button', { name: 'Новый сезон' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый сезон приёма' });
    expect((within(dialog).getByRole('textbox', { name: /Зачисление/ }) as HTMLInputElement).value).toBe('25.08.2027');
    await user.click(within(dialog).getByRole('button', { name: 'Создать сезон' }));
    expect(await within(dialog).findByText('Сезон этого года уже есть: выберите его в списке сезонов')).toBeTruthy();
  });

  it('shows the groups with their totals, highlights those without places and filters to them', async () => {
    const { user, callsOf } = renderTab({ 'Admission/ListSeasons': listing([admissionSeason(2, 2026), admissionSeason(1, 2025)]), 'Admission/ListGroups': groupsAnswer(GROUPS) });
    const table = await screen.findByRole('table', { name: 'Конкурсные группы сезона 2026' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[1]!.textContent).toContain('Платное обучение');
    expect(rows[1]!.textContent).toContain('Творческое испытание');
    expect(rows[1]!.hasAttribute('data-unset')).toBe(true);
    expect(rows[0]!.hasAttribute('data-unset')).toBe(false);
    expect(screen.getByText('Мест по фильтру: 35')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Все сезоны' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['2026: групп 0, заявлений 0', '2025: групп 0, заявлений 0']);
    expect(screen.getByText('Групп без мест: 1')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Показать только их' }));
    await waitFor(() => expect(callsOf('Admission/ListGroups').at(-1)?.params).toMatchObject({ season_id: 2, page: 1, page_size: 500 }));
    expect((screen.getByRole('checkbox', { name: 'Только без мест' }) as HTMLInputElement).checked).toBe(true);
  });

  it('keeps typed places until saved together, with Enter to the next row and Escape to undo a cell', async () => {
    const { user, callsOf } = renderTab({
      'Admission/ListSeasons': listing([admissionSeason(2, 2026)]),
      'Admission/ListGroups': groupsAnswer(GROUPS),
      'Admission/SetGroupPlaces': () => answer({ updated: 2 }, 'Места сохранены'),
    });
    const first = await screen.findByRole('textbox', { name: /^Места: 09.02.07 Программа 1,/ });
    await user.clear(first);
    await user.type(first, '30{Enter}');
    const second = screen.getByRole('textbox', { name: /^Места: 09.02.07 Программа 2,/ });
    expect(document.activeElement).toBe(second);
    await user.type(second, '15');
    const third = screen.getByRole('textbox', { name: /^Места: 09.02.07 Программа 3,/ });
    await user.type(third, '7');
    expect(screen.getByText('Несохранённых изменений: 3')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect((third as HTMLInputElement).value).toBe('10');
    expect(screen.getByText('Несохранённых изменений: 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(callsOf('Admission/SetGroupPlaces')).toHaveLength(1));
    expect(callsOf('Admission/SetGroupPlaces')[0]?.params).toEqual({
      items: [
        { group_id: 1, places: 30 },
        { group_id: 2, places: 15 },
      ],
    });
    await waitFor(() => expect(screen.queryByText(/Несохранённых изменений/)).toBeNull());
    expect(callsOf('Admission/ListGroups')).toHaveLength(2);
  });

  it('keeps every edit when the save is refused and names the problem on the row', async () => {
    const { user } = renderTab({
      'Admission/ListSeasons': listing([admissionSeason(2, 2026)]),
      'Admission/ListGroups': groupsAnswer(GROUPS),
      'Admission/SetGroupPlaces': () => refusal('INVALID_PARAMS', 'Проверьте места групп', [{ path: 'items.1.places', message: 'Не больше 10 000 мест в группе' }]),
    });
    const first = await screen.findByRole('textbox', { name: /^Места: 09.02.07 Программа 1,/ });
    await user.clear(first);
    await user.type(first, '30');
    await user.type(screen.getByRole('textbox', { name: /^Места: 09.02.07 Программа 2,/ }), '12');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Не больше 10 000 мест в группе')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Ничего не сохранено: Проверьте места групп');
    expect((first as HTMLInputElement).value).toBe('30');
    expect(screen.getByText('Несохранённых изменений: 2')).toBeTruthy();
  });

  it('asks before leaving with unsaved places, and leaves once confirmed', async () => {
    const { user, location } = renderTab({ 'Admission/ListSeasons': listing([admissionSeason(2, 2026)]), 'Admission/ListGroups': groupsAnswer(GROUPS) });
    const first = await screen.findByRole('textbox', { name: /^Места: 09.02.07 Программа 1,/ });
    await user.type(first, '5');
    await user.click(screen.getByRole('link', { name: 'К контингенту' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Уйти без сохранения?' });
    expect(location.history?.at(-1)).not.toBe('/contingent');
    await user.click(within(ask).getByRole('button', { name: 'Уйти, не сохраняя' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/contingent'));
  });

  it('creates the groups of a season without any from the programmes and reports the counts', async () => {
    let items: CompetitiveGroup[] = [];
    const { user, callsOf } = renderTab({
      'Admission/ListSeasons': listing([admissionSeason(2, 2026)]),
      'Admission/ListGroups': () => answer({ items, total: items.length, places_total: 0, unset: 0 }),
      'Admission/CreateGroupsFromPrograms': () => {
        items = GROUPS;
        return answer({ created: 3, existing: 0 });
      },
    });
    expect(await screen.findByText('В сезоне нет конкурсных групп')).toBeTruthy();
    const [inEmptyState] = screen.getAllByRole('button', { name: 'Создать группы из программ' }).slice(-1);
    await user.click(inEmptyState!);
    const dialog = await screen.findByRole('dialog', { name: 'Создать конкурсные группы из программ' });
    await user.click(within(dialog).getByRole('button', { name: 'Создать группы' }));
    expect(await screen.findByText('Создано групп: 3; уже были: 0')).toBeTruthy();
    expect(callsOf('Admission/CreateGroupsFromPrograms')[0]?.params).toEqual({ season_id: 2 });
    expect(await screen.findByRole('table', { name: 'Конкурсные группы сезона 2026' })).toBeTruthy();
  });

  it('copies places from the season before after a confirmation, and reports copied and skipped', async () => {
    const { user, callsOf } = renderTab({
      'Admission/ListSeasons': listing([admissionSeason(2, 2026), admissionSeason(1, 2025)]),
      'Admission/ListGroups': groupsAnswer(GROUPS),
      'Admission/CopyPlaces': () => answer({ copied: 40, skipped: 5 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Скопировать места из сезона…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Скопировать места из другого сезона' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Заменить уже заданные места' }));
    await user.click(within(dialog).getByRole('button', { name: 'Далее' }));
    expect(within(dialog).getByRole('status').textContent).toContain('«Приёмная кампания 2025», в том числе уже заданные');
    expect(callsOf('Admission/CopyPlaces')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Скопировать места' }));
    expect(await screen.findByText('Места скопированы в групп: 40; пропущено: 5')).toBeTruthy();
    expect(callsOf('Admission/CopyPlaces')[0]?.params).toEqual({ season_id: 2, from_season_id: 1, overwrite: true });
  });

  it('shows the calendar and places read-only to those who only view admission', async () => {
    renderTab({ 'Admission/ListSeasons': listing([admissionSeason(2, 2026)]), 'Admission/ListGroups': groupsAnswer(GROUPS) }, VIEWER);
    const table = await screen.findByRole('table', { name: 'Конкурсные группы сезона 2026' });
    expect(within(table).queryAllByRole('textbox')).toHaveLength(0);
    expect(within(table).getByText('Не заданы')).toBeTruthy();
    expect(screen.getByText('20.06.2026')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Новый сезон' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Создать группы из программ' })).toBeNull();
  });
});
