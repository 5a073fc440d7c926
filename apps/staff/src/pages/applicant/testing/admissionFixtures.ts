/**
 * Admission test data for the applicant card: applications shaped as Admission/ApplicantApplications
 * answers them, seasons, and a stand-in admission client answering `{message, page_code, data}`
 * by operation and recording every call.
 */
import { vi } from 'vitest';
import type { AdmissionSeason, ApplicationItem } from '@abitura/contracts';
import type { AdmissionReply } from '@abitura/sdk';

export function applicationOf(id: number, patch: Partial<ApplicationItem> = {}): ApplicationItem {
  return {
    id,
    season_id: 2,
    applicant: { id: 501, fullname: 'Иванова Мария Петровна', birth_date: '2010-04-12', id_number: null, phones: [], email: null },
    group: {
      id: 70 + id,
      college: { id: 21, name: 'Колледж связи № 54' },
      program: { id: 30 + id, code: '09.02.07', name: `Программа ${id}`, speciality_code: '09.02.07' },
      funding: 'budget',
      base: 'SCH9',
      test_type: null,
    },
    priority: id,
    state: 'submitted',
    rejection_reason: null,
    competition_status: null,
    average_mark: 4.5,
    gia: [],
    achievements: [],
    achievement_points: 0,
    preferential_right: false,
    filing_method: 'in_person',
    external_number: null,
    original_documents: false,
    original_college: null,
    consent: 'not_accepted',
    consent_at: null,
    guardian_name: null,
    guardian_phone: null,
    test: null,
    submitted_at: '2026-06-25T07:00:00.000Z',
    updated_at: '2026-07-01T07:00:00.000Z',
    ...patch,
  };
}

export function admissionSeasonOf(id: number, year: number): AdmissionSeason {
  return {
    id,
    year,
    filing_starts: `${year}-06-20`,
    filing_ends: `${year}-08-10`,
    tests_start: `${year}-08-11`,
    tests_end: `${year}-08-14`,
    lists_date: `${year}-08-16`,
    enrolment_date: `${year}-08-25`,
    groupCount: 10,
    applicationCount: 30,
    updated_at: `${year}-01-10T09:00:00.000Z`,
  };
}

export type AdmissionHandler = (params: never, options?: { requestId?: string }) => AdmissionReply | null | Promise<AdmissionReply | null>;

export const admitted = (data: unknown, message = ''): AdmissionReply => ({ message, page_code: 200, data });
export const refused = (code: string, message: string): AdmissionReply => ({ message, page_code: 409, data: { code } });

/** A client whose `admission` answers by operation; an operation without a handler is refused, so a test notices it. */
export function standInAdmission(handlers: Record<string, AdmissionHandler>) {
  const admission = vi.fn(async (todo: string, params?: unknown, options?: { requestId?: string }) => {
    const handler = handlers[todo];
    return handler ? handler(params as never, options) : refused('UNKNOWN_ACTION', `Нет обработчика ${todo}`);
  });
  const calls = (todo: string) => admission.mock.calls.filter(([name]) => name === todo).map(([, params, options]) => ({ params, requestId: options?.requestId }));
  return { client: { admission }, admission, calls };
}
