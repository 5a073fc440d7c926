/**
 * Admission records as the Admission/* contracts answer them, for the tests of every admission
 * page and model: a season on the usual calendar (the tests run while documents are still taken),
 * a competitive group, an application, an entrance-test session and one of its assignments. A test
 * changes only what it is about through the patch.
 */
import type { AdmissionSeason, ApplicationItem, CompetitiveGroup, TestAssignment, TestSession } from '@abitura/contracts';

export function admissionSeason(id: number, year: number, patch: Partial<AdmissionSeason> = {}): AdmissionSeason {
  return {
    id,
    year,
    filing_starts: `${year}-06-20`,
    filing_ends: `${year}-08-15`,
    tests_start: `${year}-07-01`,
    tests_end: `${year}-08-10`,
    lists_date: `${year}-08-16`,
    enrolment_date: `${year}-08-25`,
    groupCount: 0,
    applicationCount: 0,
    updated_at: `${year}-01-10T09:00:00.000Z`,
    ...patch,
  };
}

/** The 2026 and 2025 seasons, newest first, as Admission/ListSeasons answers them. */
export const SEASONS = [admissionSeason(2, 2026), admissionSeason(1, 2025)];
/** A moment within the 2026 season's filing, so that season is the default. */
export const NOW = () => Date.parse('2026-07-01T09:00:00Z');

export function competitiveGroup(id: number, patch: Partial<CompetitiveGroup> = {}): CompetitiveGroup {
  return {
    id,
    season_id: 2,
    college: { id: 21, name: 'Колледж связи № 54' },
    program: { id: 30 + id, code: '09.02.07', name: `Программа ${id}`, speciality_code: '09.02.07' },
    funding: 'budget',
    base: 'SCH9',
    places: 25,
    test_type: null,
    applications: 3,
    ...patch,
  };
}

export function admissionApplication(id: number, patch: Partial<ApplicationItem> = {}): ApplicationItem {
  return {
    id,
    season_id: 2,
    applicant: { id: 100 + id, fullname: 'Иванова Анна Сергеевна', birth_date: '2010-03-15', id_number: '11223344595', phones: ['+79161234567'], email: null },
    group: { id: 7, college: { id: 30, name: 'Колледж связи № 54' }, program: { id: 47, code: '09.02.07', name: 'Информационные системы и программирование', speciality_code: '09.02.07' }, funding: 'budget', base: 'SCH9', test_type: null },
    priority: 1,
    state: 'submitted',
    rejection_reason: null,
    competition_status: null,
    average_mark: 4.55,
    gia: [
      { subject: 'Математика', mark: 5 },
      { subject: 'Русский язык', mark: 4 },
    ],
    achievements: [{ code: 'abilympics', points: 2 }],
    achievement_points: 2,
    preferential_right: false,
    filing_method: 'in_person',
    external_number: null,
    original_documents: true,
    original_college: null,
    consent: 'not_accepted',
    consent_at: null,
    guardian_name: 'Иванова Мария Петровна',
    guardian_phone: '+79167654321',
    test: null,
    submitted_at: '2026-06-25T08:30:00.000Z',
    updated_at: '2026-06-25T08:30:00.000Z',
    ...patch,
  };
}

export function testSession(patch: Partial<TestSession> = {}): TestSession {
  return {
    id: 31,
    season_id: 3,
    college: { id: 12, name: 'Колледж связи № 54' },
    test_type: 5399582,
    starts_at: '2026-07-10T07:00:00.000Z',
    building: { id: 5, name: 'Главный корпус', address: 'ул. Шарикоподшипниковская, 4' },
    room: '214',
    capacity: 30,
    pass_points: 50,
    examiners: [{ id: 9, name: 'Смирнова Ольга Петровна' }],
    assigned: 2,
    attended: 0,
    results: 0,
    invitations_sent_at: null,
    results_sent_at: null,
    ...patch,
  };
}

export function testAssignment(patch: Partial<TestAssignment> & { id: number }): TestAssignment {
  return {
    application_id: 500 + patch.id,
    applicant: { id: 40 + patch.id, fullname: `Абитуриент ${patch.id}`, birth_date: '2010-05-01', email: null },
    group: { id: 7, program: 'Дизайн (по отраслям)', funding: 'budget' },
    attended: null,
    passed: null,
    points: null,
    invited_at: null,
    ...patch,
  };
}
