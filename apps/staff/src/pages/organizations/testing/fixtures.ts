/**
 * Test data for the organization pages: server-shaped organizations, contacts, buildings,
 * vacancies, programmes, interactions and students, the reference lists they name, and a server
 * made of handlers that answers the reference lists by name.
 */
import type {
  Building,
  OrganizationCard,
  OrganizationInteraction,
  OrganizationListItem,
  OrganizationStudent,
  ReferenceItem,
  Responsible,
  Vacancy,
} from '@abitura/contracts';
import { ok } from '@abitura/ui/testing';

/** Everything the registry pages may show or change. */
export const REGISTRY_ABILITY = {
  viewOrganizations: true,
  viewOrganization: true,
  manageOrganizations: true,
  manageResponsibles: true,
  manageOrganizationInteractions: true,
  viewEducationPrograms: true,
  viewContingent: true,
};

/** Reading only: no write right, no programmes, no contingent. */
export const READER_ABILITY = { viewOrganizations: true, viewOrganization: true };

export function organization(patch: Partial<OrganizationListItem> & { id: number }): OrganizationListItem {
  return {
    type: 'school',
    name: `ГБОУ Школа № ${patch.id}`,
    short_name: `Школа № ${patch.id}`,
    address: `Москва, ул. Тестовая, д. ${patch.id}`,
    organization_id: `EKIS-${patch.id}`,
    okrug: 'CAO',
    district: 'Арбат',
    mrsd: 3,
    kind: 'school',
    status: true,
    ...patch,
  };
}

export const SCHOOL = organization({ id: 11, name: 'ГБОУ Школа № 1234', short_name: 'Школа № 1234', organization_id: '1234-SCH' });
export const COLLEGE = organization({
  id: 21,
  type: 'college',
  name: 'ГБПОУ Колледж связи № 54',
  short_name: 'Колледж связи № 54',
  organization_id: 'KS-54',
  okrug: 'SAO',
  district: 'Аэропорт',
  mrsd: 12,
  kind: 'college',
});

export function card(item: OrganizationListItem, patch: Partial<OrganizationCard> = {}): OrganizationCard {
  return {
    ...item,
    address_asur: null,
    inn: '7701234567',
    phone: '+74951234567',
    email: 'info@school1234.ru',
    website: 'school1234.mskobr.ru',
    head: 'Смирнова Ольга Петровна',
    created_at: '2025-01-10T08:00:00.000Z',
    updated_at: '2025-09-01T10:30:00.000Z',
    counts: { responsibles: 2, buildings: 2, vacancies: 1, programs: 3, interactions: 1, students: 40 },
    ...patch,
  };
}

export const SCHOOL_CARD = card(SCHOOL);
export const COLLEGE_CARD = card(COLLEGE, { email: 'info@ks54.ru', phone: null, head: null, address_asur: 'г. Москва, Ленинградский пр-т, 80' });

export function responsible(patch: Partial<Responsible> & { id: number }): Responsible {
  return {
    org_id: SCHOOL.id,
    phone: null,
    email: null,
    activity: null,
    position: null,
    fullname: null,
    operator_shortname: null,
    operator_organization: null,
    updated_at: '2025-09-02T09:00:00.000Z',
    ...patch,
  };
}

export const IVANOVA = responsible({
  id: 101,
  fullname: 'Иванова Мария Сергеевна',
  position: 'Заместитель директора',
  activity: 'Профориентация',
  phone: '+79161234567',
  email: 'ivanova@school1234.ru',
  operator_shortname: 'Петров И. И.',
  operator_organization: 'Колледж связи № 54',
});

/** A legacy contact: only an e-mail, and a phone that is not text (as old imports left them). */
export const LEGACY = { ...responsible({ id: 102, email: 'office@school1234.ru' }), phone: 89161234567 as unknown as string };

export function building(patch: Partial<Building> & { id: number }): Building {
  return {
    organization: SCHOOL.id,
    organization_id: SCHOOL.organization_id,
    name: null,
    address: `Москва, ул. Тестовая, д. ${patch.id}`,
    okrug: 'CAO',
    district: 'Арбат',
    metro: [],
    is_deleted: false,
    deleted_at: null,
    ...patch,
  };
}

export const MAIN_BUILDING = building({ id: 201, name: 'Основной корпус', address: 'Москва, ул. Арбат, д. 10', metro: ['Арбатская', 'Смоленская'] });
export const SECOND_BUILDING = building({ id: 202, address: 'Москва, Большой Афанасьевский пер., д. 3' });

export const VACANCY: Vacancy = {
  id: 301,
  spec: { code: '09.02.07', name: 'Информационные системы и программирование' },
  organization: { id: COLLEGE.id, name: COLLEGE.name, short_name: COLLEGE.short_name },
  base_grade: 'SCH9',
  study_form: 'Очная',
  budget_places: 25,
  paid_places: 5,
  updated_at: '2025-08-20T12:00:00.000Z',
};

export function interaction(patch: Partial<OrganizationInteraction> & { id: number }): OrganizationInteraction {
  return {
    organization: SCHOOL.id,
    type: 'visit',
    result: 'Договорились о дне открытых дверей',
    comment: null,
    date: '2025-09-03T11:00:00.000Z',
    author: { id: 1, name: 'Администратор Системы' },
    created_at: '2025-09-03T11:05:00.000Z',
    ...patch,
  };
}

export function student(patch: Partial<OrganizationStudent> & { id: number }): OrganizationStudent {
  return {
    fullname: `Ученик ${patch.id}`,
    birth_date: '2009-05-14',
    grade: 'SCH9',
    graduation_year: 26,
    processing_status: 'not_processed',
    ...patch,
  };
}

function item(code: string, label: string, data: Record<string, unknown> = {}, position = 0): ReferenceItem {
  return { code, label, position, archived: false, data };
}

/** The reference lists the pages ask for, by list name. */
export const REFERENCE_LISTS: Record<string, ReferenceItem[]> = {
  okrugs: [item('CAO', 'Центральный административный округ', { short: 'ЦАО' }), item('SAO', 'Северный административный округ', { short: 'САО' })],
  rayons: [item('Арбат', 'Арбат', { okrug: 'CAO' }), item('Тверской', 'Тверской', { okrug: 'CAO' }), item('Аэропорт', 'Аэропорт', { okrug: 'SAO' })],
  mrsd: [item('3', 'МРСД-3'), item('12', 'МРСД-12')],
  organizationKinds: [item('school', 'Школа'), item('college', 'Колледж')],
  metroStations: [item('arbatskaya', 'Арбатская'), item('smolenskaya', 'Смоленская'), item('kropotkinskaya', 'Кропоткинская')],
  gradeOptions: [item('SCH9', '9 класс'), item('SCH11', '11 класс')],
  interactionTypes: [
    item('visit', 'Визит в организацию', { color: 'success' }),
    item('incall', 'Входящий звонок', { color: 'primary' }),
    item('outcall', 'Исходящий звонок', { color: 'primary' }),
  ],
};

/** Handlers for the reference lists: Reference/List by name, and the interaction types' lookup. */
export const referenceHandlers = {
  'Reference/List': (params: { list: string }) => ok(REFERENCE_LISTS[params.list] ?? []),
  'Reference/Interaction': () => ok(REFERENCE_LISTS.interactionTypes),
};

export function listPage(items: OrganizationListItem[], byType: Partial<Record<'school' | 'college' | 'deputy' | 'higher', number>> = {}, total = items.length) {
  return { items, total, page: 1, pageSize: 25, byType: { school: 0, college: 0, deputy: 0, higher: 0, ...byType } };
}
