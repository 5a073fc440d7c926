/**
 * Test data for the applicant pages: a server-shaped record, timeline entries, applications,
 * guarantee letters and event registrations, the reference lists the pages name (built from the
 * SDK vocabulary, as the server builds them) and the handlers that answer them.
 */
import type { Interaction, ReferenceItem } from '@abitura/contracts';
import {
  APPLICANT_CATEGORIES,
  CALL_RESULTS,
  EMAIL_TEMPLATE_CALL_CENTER_DEFAULT,
  INDIVIDUAL_ACHIEVEMENTS,
  INDUSTRIES,
  INFORMATION_SOURCES,
  INTENTS,
  INTERACTION_TYPES,
  READINESS_CATEGORIES,
  TALK_THEMES,
} from '@abitura/contracts/vocabulary';
import { ok } from '@abitura/ui/testing';
import { ADMINISTRATOR, applicantRecord } from '../../../testing/records.js';
import type { Application, EventRegistration, GuaranteeLetter } from '../tabModels.js';

export { applicantRecord };

/** Everything the applicant pages may show or change. */
export const APPLICANT_ABILITY = {
  viewAbiturient: true,
  editAbiturient: true,
  manageInteractions: true,
  viewSearchContingentV2: true,
  viewContingent: true,
  viewProfnavigation: true,
};

/** Reading the 360 view only. */
export const READER_ABILITY = { viewAbiturient: true };

export const APPLICANT = applicantRecord();

export function timelineEntry(patch: Partial<Interaction> & { id: number }): Interaction {
  return {
    person: APPLICANT.id,
    type: 'outcall',
    name: 'Исходящий звонок',
    category: 'users',
    color: 'primary',
    icon: 'call_made',
    result: 'Пригласили на день открытых дверей',
    organization: null,
    OID: null,
    action_data: {},
    author: ADMINISTRATOR,
    date: '2025-09-03T11:00:00.000Z',
    created_at: '2025-09-03T11:05:00.000Z',
    ...patch,
  };
}

export const APPLICATION: Application = {
  id: 801,
  college: { id: 21, name: 'ГБПОУ Колледж связи № 54' },
  program: { id: 31, code: '09.02.07', name: 'Информационные системы и программирование' },
  speciality: { code: '09.02.07', name: 'Информационные системы и программирование' },
  priority: 1,
  status: 'RISK',
  average_mark: 4.35,
  achievement_points: 3,
  original_documents: true,
  consent: false,
  submitted_at: '2025-06-25T07:00:00.000Z',
  updated_at: '2025-07-01T07:00:00.000Z',
};

export const LETTER: GuaranteeLetter = {
  id: 901,
  number: 'ГП-2025/0042',
  college: { id: 21, name: 'ГБПОУ Колледж связи № 54' },
  speciality: { code: '09.02.07', name: 'Информационные системы и программирование' },
  status: 'onwork',
  issued_at: '2025-05-12T09:00:00.000Z',
  valid_until: '2025-08-31',
  comment: 'Выдано по итогам собеседования',
};

export const REGISTRATION: EventRegistration = {
  id: 951,
  event: {
    id: 61,
    title: 'День открытых дверей Колледжа связи № 54',
    format: 'in-person',
    status: 'confirmed',
    starts_at: '2025-04-12T08:00:00.000Z',
    place: 'Москва, ул. Тестовая, д. 5',
    organization: { id: 21, name: 'ГБПОУ Колледж связи № 54' },
  },
  registered_at: '2025-04-01T10:00:00.000Z',
  attended: true,
  ticket_token: '3f1c2b9e-8a3d-4c55-9a0e-2b7d6c1e4f10',
};

function item(code: string, label: string, data: Record<string, unknown> = {}, position = 0): ReferenceItem {
  return { code, label, position, archived: false, data };
}

const byValue = (list: readonly { value: string; label: string }[]) => list.map((entry, index) => item(entry.value, entry.label, Object.fromEntries(Object.entries(entry).filter(([key]) => key !== 'value' && key !== 'label')), index));

/** The reference lists the pages ask for, by list name. */
export const REFERENCE_LISTS: Record<string, ReferenceItem[]> = {
  okrugs: [item('CAO', 'Центральный административный округ', { short: 'ЦАО' }), item('SAO', 'Северный административный округ', { short: 'САО' })],
  rayons: [item('Арбат', 'Арбат', { okrug: 'CAO' }), item('Тверской', 'Тверской', { okrug: 'CAO' }), item('Аэропорт', 'Аэропорт', { okrug: 'SAO' })],
  metroStations: [item('arbatskaya', 'Арбатская'), item('smolenskaya', 'Смоленская'), item('kropotkinskaya', 'Кропоткинская')],
  applicantCategories: byValue(APPLICANT_CATEGORIES),
  readiness: byValue(READINESS_CATEGORIES),
  intents: byValue(INTENTS),
  industries: byValue(INDUSTRIES),
  informationSources: byValue(INFORMATION_SOURCES),
  talkThemes: byValue(TALK_THEMES),
  achievements: byValue(INDIVIDUAL_ACHIEVEMENTS),
  interactionTypes: INTERACTION_TYPES.map((entry, index) => item(entry.type, entry.name, { color: entry.color, icon: entry.icon, category: entry.category, priority: entry.priority }, index)),
  talkStatuses: CALL_RESULTS.map((entry, index) => item(String(entry.value), entry.label, { key: entry.key }, index)),
  formTemplates: [item(EMAIL_TEMPLATE_CALL_CENTER_DEFAULT.name, 'Письмо колл-центра по умолчанию')],
};

/** Reference/Organization: the placeholder first, then a school and a college. */
export const ORGANIZATIONS = [
  { id: 'custom-unknown', name: 'Не указано', short_name: null, organization_id: null },
  { id: 11, name: 'ГБОУ Школа № 1234', short_name: 'Школа № 1234', organization_id: '1234-SCH' },
  { id: 12, name: 'ГБОУ Школа № 57', short_name: 'Школа № 57', organization_id: '57-SCH' },
  { id: 21, name: 'ГБПОУ Колледж связи № 54', short_name: 'Колледж связи № 54', organization_id: 'KS-54' },
];

/** Handlers for what every applicant page reads besides its own data. */
export const referenceHandlers = {
  'Reference/List': (params: { list: string }) => ok(REFERENCE_LISTS[params.list] ?? []),
  'Reference/Interaction': () => ok(REFERENCE_LISTS.interactionTypes),
  'Reference/Intents': () => ok(REFERENCE_LISTS.intents),
  'Reference/TalkTheme': () => ok(REFERENCE_LISTS.talkThemes),
  'Reference/Industry': () => ok(REFERENCE_LISTS.industries),
  'Reference/Category': () => ok(REFERENCE_LISTS.applicantCategories),
  'Reference/Districts': () => ok(REFERENCE_LISTS.districts ?? []),
  'Reference/TalkStatus': () => ok(REFERENCE_LISTS.talkStatuses),
  'Reference/FormTemplates': () => ok(REFERENCE_LISTS.formTemplates),
  'Reference/Organization': () => ok(ORGANIZATIONS),
  // The open callbacks at the top of the page: none unless a test says otherwise.
  'Callback/ListForPerson': () => ok([]),
  'Abiturient/Curators': () => ok([{ id: 7, name: 'Петрова Ольга', applicants: 12 }, { id: 8, name: 'Сидоров Павел', applicants: 3 }]),
};
