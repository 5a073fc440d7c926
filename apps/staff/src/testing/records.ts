/**
 * Records as the server answers them, for the tests of more than one page: an applicant's record
 * and a working-list row, a programme, a career event and a registration, a timeline entry. Each
 * builder takes a patch over plausible values.
 */
import type { ApplicantListItem, ApplicantRecord, CareerEvent, EventRegistrant, Interaction, ProgramListItem } from '@abitura/contracts';
import { PREFERENTIAL_FLAGS, STATUS_FLAGS } from '@abitura/contracts/vocabulary';

/** The staff member the records name as author or recorder. */
export const ADMINISTRATOR = { id: 1, name: 'Администратор Системы' };

export function applicantRecord(patch: Partial<ApplicantRecord> = {}): ApplicantRecord {
  return {
    id: 501,
    fullname: 'Смирнова Анна Игоревна',
    last_name: 'Смирнова',
    first_name: 'Анна',
    middle_name: 'Игоревна',
    birth_date: '2009-05-14',
    gender: 'FEMALE',
    phones: ['+79161234567'],
    email: 'anna@example.ru',
    id_number: '11223344595',
    school: { id: 11, name: 'ГБОУ Школа № 1234' },
    grade: 'SCH9',
    graduation_year: 25,
    okrug: 'CAO',
    district: 'Арбат',
    category: 'moscow_9_25',
    flags: {
      has_questionnaire: true,
      inactive: false,
      notanswer: false,
      recall: true,
      rejectmoscow: false,
      rejectfull: false,
      rejectcolleges: false,
      rejectperson: false,
      rejectorganization: false,
      organizationnotmoscow: false,
      fullreject: false,
      active_24: false,
      active_25: true,
    },
    tags: ['priority_ca_1'],
    preferential: { hasAchievements: true, hasExams: false, hasGia: true, hasPlusBenefit: false, hasPriority1: false, hasVip: false },
    readiness: 'interested',
    processing_status: 'not_processed',
    tracking_stage: 'plans_to_apply',
    consent_status: 'accepted',
    information_source: null,
    curator: { id: 7, name: 'Петрова Ольга' },
    created_at: '2025-03-01T09:00:00.000Z',
    updated_at: '2025-09-01T10:00:00.000Z',
    metro_station_1: 'Арбатская',
    metro_station_2: null,
    metro_station_3: null,
    achievements: [{ code: 'volunteering', points: 3, note: null }],
    achievement_points: 3,
    exams: [],
    gia: [{ subject: 'Математика', mark: 4 }],
    check_results: { gosuslugi: 1, fns: 0 },
    confirmed_checks: ['gosuslugi'],
    refusal_reasons: [],
    consent: { status: 'accepted', at: '2025-06-20T08:30:00.000Z', by: 'representative', representative: 'Смирнов Игорь Петрович', recorded_by: ADMINISTRATOR },
    intents: ['college_after_9'],
    industries: ['it'],
    survey_answers: [],
    claim: null,
    counts: { interactions: 2, applications: 1, bail: 1, events: 1, history: 3 },
    ...patch,
  };
}

/** Every flag of a vocabulary list off. */
export const noFlags = <T extends readonly { value: string }[]>(list: T) => Object.fromEntries(list.map((flag) => [flag.value, false]));

export function applicant(patch: Partial<ApplicantListItem> & { id: number }): ApplicantListItem {
  return {
    fullname: `Абитуриент ${patch.id}`,
    last_name: 'Абитуриент',
    first_name: String(patch.id),
    middle_name: null,
    birth_date: '2009-05-14',
    gender: 'FEMALE',
    phones: ['+79161234567'],
    email: null,
    id_number: null,
    school: { id: 11, name: 'Школа № 1234' },
    grade: 'SCH9',
    graduation_year: 25,
    okrug: 'CAO',
    district: 'Арбат',
    category: 'moscow_9_25',
    flags: noFlags(STATUS_FLAGS) as ApplicantListItem['flags'],
    tags: [],
    preferential: noFlags(PREFERENTIAL_FLAGS) as ApplicantListItem['preferential'],
    readiness: 'interested',
    processing_status: 'not_processed',
    tracking_stage: null,
    consent_status: null,
    information_source: null,
    curator: null,
    created_at: '2025-03-01T09:00:00.000Z',
    updated_at: '2025-03-02T10:30:00.000Z',
    ...patch,
  };
}

export function program(patch: Partial<ProgramListItem> & { id: number }): ProgramListItem {
  return {
    code: `09.02.07-1054-${patch.id}`,
    name: 'Информационные системы и программирование',
    organization: { id: 11, name: 'Колледж связи № 54', short_name: 'КС № 54' },
    speciality: { code: '09.02.07', name: 'Информационные системы и программирование', industry: 'it' },
    level: 3,
    education_form: 1,
    study_form: 'Очная',
    programme_type: 'ППССЗ (2014)',
    base_grade: 'SCH9',
    duration_months: 46,
    budget_places: 50,
    paid_places: 10,
    entrance_tests: [],
    year: 2025,
    ...patch,
  };
}

export function careerEvent(patch: Partial<CareerEvent> = {}): CareerEvent {
  return {
    id: 12,
    title: 'День открытых дверей',
    format: 'in-person',
    status: 'confirmed',
    starts_at: '2026-11-25T08:00:00.000Z',
    place: 'Колледж связи № 54, актовый зал',
    capacity: 40,
    organization: { id: 5, name: 'Колледж связи № 54' },
    created_at: '2026-11-01T09:00:00.000Z',
    registrations: 12,
    attended: 0,
    free_places: 28,
    ...patch,
  };
}

export function registrant(patch: Partial<EventRegistrant> = {}): EventRegistrant {
  const base = careerEvent();
  return {
    id: 100,
    event: { id: base.id, title: base.title, format: base.format, status: base.status, starts_at: base.starts_at, place: base.place, organization: base.organization },
    registered_at: '2026-11-10T07:30:00.000Z',
    attended: null,
    ticket_token: '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b',
    applicant: { id: 7, name: 'Иванова Мария Петровна' },
    ...patch,
  };
}

export function interaction(patch: Partial<Interaction> & { id: number }): Interaction {
  return {
    person: 1,
    type: 'incall',
    name: 'Входящий звонок',
    category: 'users',
    color: 'primary',
    icon: 'call_received',
    result: '1',
    organization: null,
    OID: null,
    action_data: { theme: 'prkom24', comment: 'Спрашивала про общежитие' },
    author: { id: 1, name: 'Администратор Системы' },
    date: '2026-11-20T09:30:00.000Z',
    created_at: '2026-11-20T09:30:00.000Z',
    ...patch,
  };
}
