/** Test data of the validation worklist: seasons, findings, applications, and a stand-in admission client. */
import { vi } from 'vitest';
import type { AdmissionSeason, ApplicationItem, Finding } from '@abitura/contracts';

export const SEASON_2026: AdmissionSeason = {
  id: 3,
  year: 2026,
  filing_starts: '2026-06-20',
  filing_ends: '2026-08-15',
  tests_start: '2026-07-01',
  tests_end: '2026-08-10',
  lists_date: '2026-08-16',
  enrolment_date: '2026-08-25',
  groupCount: 10,
  applicationCount: 100,
  updated_at: '2026-06-01T00:00:00.000Z',
};
export const SEASON_2025: AdmissionSeason = { ...SEASON_2026, id: 2, year: 2025, filing_starts: '2025-06-20', filing_ends: '2025-08-15', tests_start: '2025-07-01', tests_end: '2025-08-10', lists_date: '2025-08-16', enrolment_date: '2025-08-25' };

export function finding(patch: Partial<Finding> & { key: string }): Finding {
  return {
    check: 'NO_GIA',
    severity: 'error',
    message: 'Нет среднего балла аттестата и результатов ГИА',
    values: {},
    applicant: { id: 41, fullname: 'Иванова Анна Сергеевна' },
    application_id: 501,
    related_application_ids: [],
    group: { id: 7, name: '09.02.07 Информационные системы (бюджет)' },
    college: { id: 12, name: 'Колледж связи № 54' },
    fix: 'application',
    ...patch,
  };
}

export function application(patch: Partial<ApplicationItem> & { id: number }): ApplicationItem {
  return {
    season_id: 3,
    applicant: { id: 41, fullname: 'Иванова Анна Сергеевна', birth_date: '2010-03-02', id_number: '123-456-789 01', phones: [], email: null },
    group: {
      id: 7,
      college: { id: 12, name: 'Колледж связи № 54' },
      program: { id: 70, code: '09.02.07', name: 'Информационные системы', speciality_code: '09.02.07' },
      funding: 'budget',
      base: 'SCH9',
      test_type: null,
    },
    priority: 1,
    state: 'submitted',
    rejection_reason: null,
    competition_status: null,
    average_mark: null,
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
    submitted_at: '2026-06-21T09:00:00.000Z',
    updated_at: '2026-06-21T09:00:00.000Z',
    ...patch,
  };
}

export type AdmissionHandler = (params: never) => { message?: string; page_code?: number; data: unknown } | Promise<{ message?: string; page_code?: number; data: unknown }>;

/**
 * A stand-in admission service: each operation answers `{message, page_code, data}` (200 unless
 * said); an operation without a handler fails, so a test notices a call it did not expect. Every
 * call is recorded with its params and requestId.
 */
export function admissionStandIn(handlers: Record<string, AdmissionHandler>) {
  const calls: Array<{ todo: string; params: Record<string, unknown>; requestId: string | undefined }> = [];
  const topics = new Map<string, (data: unknown, topic: string) => void>();
  const admission = vi.fn(async (todo: string, params?: unknown, options?: { requestId?: string }) => {
    calls.push({ todo, params: params as Record<string, unknown>, requestId: options?.requestId });
    const handler = handlers[todo];
    if (!handler) return { message: `Нет обработчика ${todo}`, page_code: 500, data: { code: 'UNKNOWN_ACTION' } };
    const reply = await handler(params as never);
    return { message: reply.message ?? '', page_code: reply.page_code ?? 200, data: reply.data };
  });
  const subscribe = vi.fn((topic: string, handler: (data: unknown, topic: string) => void) => {
    topics.set(topic, handler);
    return () => topics.delete(topic);
  });
  return {
    client: { admission, subscribe },
    calls,
    topics,
    /** The params of every call of one operation, oldest first. */
    paramsOf: (todo: string) => calls.filter((call) => call.todo === todo).map((call) => call.params),
    /** A change in the season, as the server pushes it. */
    push: (topic: string) => topics.get(topic)?.({}, topic),
  };
}

/** A refusal as the admission service answers it. */
export function refusal(code: string, message: string, issues?: Array<{ path: string; message: string }>) {
  return { message, page_code: code === 'INVALID_PARAMS' ? 400 : 409, data: { code, ...(issues ? { issues } : {}) } };
}

export function validatePage(items: Finding[], extra: Partial<{ total: number; counts: Array<{ check: Finding['check']; count: number }>; colleges: Array<{ college: { id: number; name: string }; errors: number; warnings: number }> }> = {}) {
  return {
    counts: extra.counts ?? [],
    colleges: extra.colleges ?? [],
    total: extra.total ?? items.length,
    items,
    checked_at: '2026-07-01T07:30:00.000Z',
  };
}
