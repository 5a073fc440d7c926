/**
 * Test data for the working list: server-shaped applicants, pages of them, saved filters, the
 * curators, the reference lists the page names, and a server made of handlers that answers the
 * reference lists and the schools.
 */
import type { ApplicantListItem, ReferenceItem } from '@abitura/contracts';
import { STATUS_FLAGS } from '@abitura/contracts/vocabulary';
import { ok } from '@abitura/ui/testing';
import { applicant, noFlags } from '../../../testing/records.js';
import type { SavedFilter } from '../savedFiltersModel.js';

export { applicant };

/** Everything the working list may show or change. */
export const CONTINGENT_ABILITY = { viewContingent: true, manageContingent: true, viewAbiturient: true, viewSearchContingentV2: true };

/** Reading only: no bulk actions, no adding. */
export const READER_ABILITY = { viewContingent: true, viewAbiturient: true };

export const IVANOVA = applicant({
  id: 501,
  fullname: 'Иванова Мария Сергеевна',
  last_name: 'Иванова',
  first_name: 'Мария',
  middle_name: 'Сергеевна',
  email: 'maria@example.ru',
  id_number: '11223344595',
  tags: ['priority_ca_1'],
  flags: { ...(noFlags(STATUS_FLAGS) as ApplicantListItem['flags']), recall: true },
  curator: { id: 7, name: 'Петрова Анна' },
});

export const SEMENOV = applicant({
  id: 502,
  fullname: 'Семёнов Пётр Ильич',
  last_name: 'Семёнов',
  first_name: 'Пётр',
  middle_name: 'Ильич',
  grade: 'SCH11',
  processing_status: 'in_progress',
  phones: [],
  school: null,
});

/** An Abiturient/List answer; `similarNames` when no name contained the search (a typo corrected). */
export function listPage(items: ApplicantListItem[], total = items.length, page = 1, pageSize = 25, similarNames = false) {
  return { items, total, page, pageSize, similarNames };
}

export const CURATORS = [
  { id: 7, name: 'Петрова Анна', applicants: 40 },
  { id: 8, name: 'Сидоров Олег', applicants: 12 },
];

export function savedFilter(patch: Partial<SavedFilter> & { id: number; name: string }): SavedFilter {
  return { filter: {}, columns: [], created_at: '2025-09-01T07:00:00.000Z', ...patch };
}

function item(code: string, label: string, data: Record<string, unknown> = {}): ReferenceItem {
  return { code, label, position: 0, archived: false, data };
}

export const REFERENCE_LISTS: Record<string, ReferenceItem[]> = {
  okrugs: [item('CAO', 'Центральный административный округ', { short: 'ЦАО' }), item('SAO', 'Северный административный округ', { short: 'САО' })],
  rayons: [item('Арбат', 'Арбат', { okrug: 'CAO' }), item('Тверской', 'Тверской', { okrug: 'CAO' }), item('Аэропорт', 'Аэропорт', { okrug: 'SAO' })],
  applicantCategories: [item('moscow_9_25', 'Москва, 9 класс, выпуск 2025 года'), item('moscow_11', 'Москва, 11 класс')],
  readiness: [item('ready', 'Готов к поступлению'), item('interested', 'Заинтересован')],
  informationSources: [item('tv', 'Телевидение')],
  intents: [item('university', 'Поступить в вуз')],
  industries: [item('it', 'Информационные технологии')],
};

/** Handlers for the reference lists (by name or by their lookup action) and the schools. */
export const referenceHandlers = {
  'Reference/List': (params: { list: string }) => ok(REFERENCE_LISTS[params.list] ?? []),
  'Reference/Category': () => ok(REFERENCE_LISTS.applicantCategories),
  'Reference/Intents': () => ok(REFERENCE_LISTS.intents),
  'Reference/Industry': () => ok(REFERENCE_LISTS.industries),
  'Reference/Organization': () =>
    ok([
      { id: 'custom-unknown', type: null, name: 'Не указано', short_name: null, organization_id: null },
      { id: 11, type: 'school', name: 'ГБОУ Школа № 1234', short_name: 'Школа № 1234', organization_id: '1234' },
      { id: 12, type: 'school', name: 'ГБОУ Школа № 57', short_name: 'Школа № 57', organization_id: '57' },
    ]),
  'Abiturient/Curators': () => ok(CURATORS),
};
