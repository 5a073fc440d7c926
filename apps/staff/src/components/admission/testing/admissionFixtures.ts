/**
 * The register's test data and a stand-in admission service: each handler answers an operation's
 * result (a reply `{message, page_code, data}` is made of it) or a failure made with `refuse`;
 * every call is kept with its params and requestId.
 */
import type { AdmissionSeason, ApplicationItem, CompetitiveGroup } from '@abitura/contracts';
import type { AdmissionReply } from '@abitura/sdk';
import type { AdmissionActionName } from '../../../models/admissionService.js';

export const season = (id: number, year: number): AdmissionSeason => ({
  id,
  year,
  filing_starts: `${year}-06-20`,
  filing_ends: `${year}-08-15`,
  tests_start: `${year}-07-01`,
  tests_end: `${year}-08-10`,
  lists_date: `${year}-08-16`,
  enrolment_date: `${year}-08-25`,
  groupCount: 2,
  applicationCount: 1,
  updated_at: '2026-06-01T10:00:00.000Z',
});

export const SEASONS = [season(2, 2026), season(1, 2025)];
/** Days within the 2026 season's filing, so it is the default. */
export const NOW = () => Date.parse('2026-07-01T09:00:00Z');

export const group = (id: number, overrides: Partial<CompetitiveGroup> = {}): CompetitiveGroup => ({
  id,
  season_id: 2,
  college: { id: 30, name: 'Колледж связи № 54' },
  program: { id: 40 + id, code: '09.02.07', name: 'Информационные системы и программирование', speciality_code: '09.02.07' },
  funding: 'budget',
  base: 'SCH9',
  places: 25,
  test_type: null,
  applications: 3,
  ...overrides,
});

export const application = (id: number, overrides: Partial<ApplicationItem> = {}): ApplicationItem => ({
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
  ...overrides,
});

/** A refusal as the admission service answers it. */
export interface Refusal {
  refuse: { page_code: number; code: string; message: string; issues?: Array<{ path: string; message: string }> };
}

export const refuse = (code: string, message: string, issues?: Array<{ path: string; message: string }>, page_code = code === 'INVALID_PARAMS' ? 400 : code === 'CONFLICT' ? 409 : 500): Refusal => ({
  refuse: { page_code, code, message, ...(issues ? { issues } : {}) },
});

export type AdmissionHandler = (params: never, requestId: string | undefined) => unknown;

export interface AdmissionCall {
  todo: string;
  params: Record<string, unknown>;
  requestId: string | undefined;
}

/**
 * A stand-in for the client's `admission`: an operation without a handler is refused (so a test
 * notices a call it did not expect); `null` from a handler is a lost answer (no reply).
 */
export function admissionStub(handlers: Partial<Record<AdmissionActionName, AdmissionHandler>>) {
  const calls: AdmissionCall[] = [];
  const admission = async (todo: string, params?: unknown, options?: { requestId?: string }): Promise<AdmissionReply | null> => {
    calls.push({ todo, params: (params ?? {}) as Record<string, unknown>, requestId: options?.requestId });
    const handler = handlers[todo as AdmissionActionName];
    if (!handler) return { message: `No test handler for ${todo}`, page_code: 404, data: { code: 'UNKNOWN_ACTION' } };
    const result = await handler(params as never, options?.requestId);
    if (result === null) return null;
    if (result !== undefined && typeof result === 'object' && 'refuse' in (result as object)) {
      const { page_code, code, message, issues } = (result as Refusal).refuse;
      return { message, page_code, data: { code, ...(issues ? { issues } : {}) } };
    }
    return { message: '', page_code: 200, data: result };
  };
  return { admission, calls, callsOf: (todo: AdmissionActionName) => calls.filter((call) => call.todo === todo) };
}

/** One register page as Admission/ListApplications answers it. */
export const pageOfApplications = (items: ApplicationItem[], total = items.length) => ({ items, total, page: 1, pageSize: 25 });
