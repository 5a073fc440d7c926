/**
 * Test data for the programmes and specialities pages: server-shaped rows, the reference lists
 * the pages read (as the server answers Reference/List and the lookups), and a render helper.
 */
import type { OrganizationOption, ReferenceItem, SpecialityListItem } from '@abitura/contracts';
import { EDUCATION_FORMS, EDUCATION_LEVELS, ENTRANCE_TEST_TYPES, INDUSTRIES, PROGRAMME_TYPES, STUDY_FORMS } from '@abitura/contracts/vocabulary';
import type { UiPrefs } from '@abitura/ui';
import { ok } from '@abitura/ui/testing';
import { program } from '../../../testing/records.js';
import { renderSignedIn, type Handlers } from '../../../testing/renderSignedIn.js';
import { programsPages } from '../index.js';
import type { SpecialityDetail } from '../specialitiesListModel.js';

export { program };

export const REGISTRY_ABILITY = { viewHomepage: true, viewEducationPrograms: true, viewSpecialities: true, viewOrganization: true, viewOrganizations: true };

const item = (code: string | number, label: string, position: number, data: Record<string, unknown> = {}): ReferenceItem => ({ code: String(code), label, position, archived: false, data });

export const REFERENCE_LISTS: Record<string, ReferenceItem[]> = {
  industries: INDUSTRIES.map((entry, index) => item(entry.value, entry.label, index + 1)),
  educationLevels: EDUCATION_LEVELS.map((entry, index) => item(entry.value, entry.label, index + 1)),
  educationForms: EDUCATION_FORMS.map((entry, index) => item(entry.id, entry.label, index + 1)),
  studyForms: STUDY_FORMS.map((entry, index) => item(entry.value, entry.label, index + 1)),
  programmeTypes: PROGRAMME_TYPES.map((entry, index) => item(entry.value, entry.label, index + 1)),
  entranceTests: ENTRANCE_TEST_TYPES.map((entry, index) => item(entry.id, entry.label, index + 1)),
  okrugs: [item('CAO', 'Центральный административный округ', 1, { short: 'ЦАО' }), item('UAO', 'Южный административный округ', 2, { short: 'ЮАО' })],
};

export const COLLEGES: OrganizationOption[] = [
  { id: 'custom-unknown', type: null, name: 'Не указано', short_name: null, organization_id: null },
  { id: 11, type: 'college', name: 'Колледж связи № 54', short_name: 'КС № 54', organization_id: '1054' },
  { id: 12, type: 'college', name: 'Политехнический колледж им. Н. Н. Годовикова', short_name: 'ПК Годовикова', organization_id: '1077' },
];

export const IT_PROGRAM = program({ id: 1 });
export const COOK_PROGRAM = program({
  id: 2,
  code: '43.01.09-1077-2',
  name: 'Повар, кондитер',
  organization: { id: 12, name: 'Политехнический колледж им. Н. Н. Годовикова', short_name: null },
  speciality: { code: '43.01.09', name: 'Повар, кондитер', industry: 'hospitality' },
  education_form: 2,
  base_grade: 'SCH11',
  programme_type: 'ППКРС (2014)',
  duration_months: 22,
  entrance_tests: [{ type: 5399584, name: 'Испытание на наличие физических качеств' }],
});

export function speciality(patch: Partial<SpecialityListItem> & { code: string }): SpecialityListItem {
  return { name: 'Информационные системы и программирование', industry: 'it', level: 3, qualification: 'Программист', programs: 2, colleges: 1, budget_places: 75, ...patch };
}

export const IT_SPECIALITY = speciality({ code: '09.02.07' });
export const COOK_SPECIALITY = speciality({ code: '43.01.09', name: 'Повар, кондитер', industry: 'hospitality', qualification: null, programs: 0, colleges: 0, budget_places: 0 });

export const IT_DETAIL: SpecialityDetail = {
  ...IT_SPECIALITY,
  offered_by: [
    {
      id: 11,
      name: 'Колледж связи № 54',
      short_name: 'КС № 54',
      okrug: 'CAO',
      programs: [
        { id: 1, code: '09.02.07-1054-1', name: 'Информационные системы и программирование', level: 3, education_form: 1, study_form: 'Очная', programme_type: 'ППССЗ (2014)', base_grade: 'SCH9', duration_months: 46, budget_places: 50, paid_places: 10, entrance_tests: [], year: 2025 },
        { id: 3, code: '09.02.07-1054-3', name: 'Информационные системы и программирование', level: 3, education_form: 2, study_form: 'Очная', programme_type: 'ППССЗ (2014)', base_grade: 'SCH11', duration_months: 34, budget_places: 25, paid_places: 5, entrance_tests: [], year: 2025 },
      ],
    },
  ],
};

/** Answers the reference lists and the colleges as the server would. */
export const referenceHandlers: Handlers = {
  'Reference/List': (params: { list: string }) => ok(REFERENCE_LISTS[params.list] ?? []),
  'Reference/Industry': () => ok(REFERENCE_LISTS.industries),
  'Reference/Organization': () => ok(COLLEGES),
};

/** The staff app at `path` with the registry pages, signed in with the ability, against the handlers. */
export function renderRegistry(path: string, handlers: Handlers, ability: Record<string, boolean> = REGISTRY_ABILITY, prefs: Partial<UiPrefs> = {}) {
  return renderSignedIn({ path, pages: programsPages, ability, handlers: { ...referenceHandlers, ...handlers }, prefs });
}
