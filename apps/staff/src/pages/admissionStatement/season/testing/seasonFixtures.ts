/**
 * Test data of the season tab: seasons and competitive groups shaped as the Admission/* contracts
 * answer them, and a stand-in admission client whose handlers answer `{message, page_code, data}`
 * by operation, recording every call.
 */
import { vi } from 'vitest';
import type { AdmissionSeason, CompetitiveGroup } from '@abitura/contracts';
import type { AdmissionReply } from '@abitura/sdk';

export function seasonOf(id: number, year: number, patch: Partial<AdmissionSeason> = {}): AdmissionSeason {
  return {
    id,
    year,
    filing_starts: `${year}-06-20`,
    filing_ends: `${year}-08-10`,
    tests_start: `${year}-08-11`,
    tests_end: `${year}-08-14`,
    lists_date: `${year}-08-16`,
    enrolment_date: `${year}-08-25`,
    groupCount: 0,
    applicationCount: 0,
    updated_at: `${year}-01-10T09:00:00.000Z`,
    ...patch,
  };
}

export function groupOf(id: number, patch: Partial<CompetitiveGroup> = {}): CompetitiveGroup {
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

export type StandInHandler = (params: never, options?: { requestId?: string }) => AdmissionReply | null | Promise<AdmissionReply | null>;

/** A reply of the admission service: success (200) with data, or a refusal with its code and issues. */
export const answer = (data: unknown, message = ''): AdmissionReply => ({ message, page_code: 200, data });
export const refusal = (code: string, message: string, issues?: { path: string; message: string }[]): AdmissionReply => ({ message, page_code: 400, data: { code, ...(issues ? { issues } : {}) } });

/** A client whose `admission` answers by operation; an operation without a handler is refused, so a test notices it. */
export function standInClient(handlers: Record<string, StandInHandler>) {
  const admission = vi.fn(async (todo: string, params?: unknown, options?: { requestId?: string }) => {
    const handler = handlers[todo];
    return handler ? handler(params as never, options) : refusal('UNKNOWN_ACTION', `Нет обработчика ${todo}`);
  });
  const calls = (todo: string) => admission.mock.calls.filter(([name]) => name === todo).map(([, params, options]) => ({ params, requestId: options?.requestId }));
  return { client: { admission }, admission, calls };
}
