/**
 * Test data for the contingent work pages: server-shaped rows of each action, the reference lists
 * the pages read (as the lookups answer them), and a render helper signed in with the pages'
 * rights.
 */
import type { ApplicantListItem, ProgramListItem, ReferenceItem } from '@abitura/contracts';
import { APPLICANT_CATEGORIES, INDUSTRIES, INTENTS } from '@abitura/contracts/vocabulary';
import type { UiPrefs } from '@abitura/ui';
import { ok } from '@abitura/ui/testing';
import { applicant } from '../../../testing/records.js';
import { renderSignedIn, type Handlers } from '../../../testing/renderSignedIn.js';
import { pageOf } from '../../../testing/replies.js';
import { contingentWorkPages } from '../index.js';
import type { GuidanceApplicant, GuidanceSummary } from '../profnavigationModel.js';
import type { QuickSearchHit } from '../quickSearchModel.js';
import type { SurveyItem } from '../surveyListModel.js';
import type { TargetItem } from '../targetListModel.js';

export { program } from '../../../testing/records.js';

/** Every right the four pages and their actions need. */
export const WORK_ABILITY = {
  viewHomepage: true,
  viewContingent: true,
  viewSearchContingent: true,
  viewSearchContingentV2: true,
  viewSurveyMsh: true,
  viewProfnavigation: true,
  viewAbiturient: true,
  manageInteractions: true,
};

const item = (code: string, label: string, position: number): ReferenceItem => ({ code, label, position, archived: false, data: {} });
const listOf = (entries: readonly { value: string; label: string }[]) => entries.map((entry, index) => item(entry.value, entry.label, index + 1));

/** The lookups the pages read their labels from. */
export const referenceHandlers: Handlers = {
  'Reference/Industry': () => ok(listOf(INDUSTRIES)),
  'Reference/Intents': () => ok(listOf(INTENTS)),
  'Reference/Category': () => ok(listOf(APPLICANT_CATEGORIES)),
};

export function hit(patch: Partial<QuickSearchHit> & { id: number }): QuickSearchHit {
  return {
    fullname: 'Иванова Мария Петровна',
    birth_date: '2009-03-14',
    phones: ['+79991234567'],
    email: 'maria@example.ru',
    id_number: '11223344595',
    school: 'Школа № 1234',
    processing_status: 'not_processed',
    matched: 'name',
    ...patch,
  };
}

/** An applicant as the lists answer them (Abiturient/List's item), the working list's test applicant renamed. */
function listItem(id: number, fullname: string): ApplicantListItem {
  const [last_name = '', first_name = '', middle_name = null] = fullname.split(' ');
  return applicant({
    id,
    fullname,
    last_name,
    first_name,
    middle_name,
    birth_date: '2009-03-14',
    phones: ['+79991234567'],
    school: { id: 7, name: 'Школа № 1234' },
    district: null,
    readiness: null,
    created_at: '2025-02-01T09:00:00.000Z',
    updated_at: '2025-02-01T09:00:00.000Z',
  });
}

export function target(patch: Partial<TargetItem> & { id: number }): TargetItem {
  return { ...listItem(patch.id, patch.fullname ?? 'Петров Илья Сергеевич'), priority: 10, last_interaction_at: null, claim: null, ...patch };
}

export function surveyRow(patch: Partial<SurveyItem> & { id: number }): SurveyItem {
  return {
    fullname: 'Смирнова Анна Олеговна',
    school: 'Школа № 57',
    grade: 'SCH9',
    intents: ['college_after_9'],
    industries: ['it', 'creative'],
    answers: [
      { question: 'Что вы планируете после 9 класса?', answer: 'Поступить в колледж' },
      { question: 'Какая сфера вам интересна?', answer: 'Программирование и дизайн' },
    ],
    answered_at: '2025-03-10T12:30:00.000Z',
    ...patch,
  };
}

export function guidanceApplicant(patch: Partial<GuidanceApplicant> & { id: number }): GuidanceApplicant {
  return { ...listItem(patch.id, patch.fullname ?? 'Кузнецов Олег Иванович'), intents: ['college_after_9'], industries: ['it'], recommendations: 0, ...patch };
}

export const SUMMARY: GuidanceSummary = {
  industries: INDUSTRIES.map((entry, index) => ({ industry: entry.value, applicants: 100 - index, programs: 10 + index, colleges: 3 })),
  intents: [
    { intent: 'college_after_9', applicants: 420 },
    { intent: 'university', applicants: 75 },
  ],
};

/**
 * Career guidance's server: the summary, the chosen industry's one applicant and one programme,
 * and recording a recommendation, which the applicant's count then includes.
 */
export function guidanceHandlers(applicant: GuidanceApplicant, offered: ProgramListItem): Handlers {
  let recommendations = applicant.recommendations;
  return {
    'Profnavigation/Summary': () => ok(SUMMARY),
    'Profnavigation/Applicants': () => ok(pageOf([{ ...applicant, recommendations }], 1, 1, 10)),
    'Profnavigation/Programs': () => ok(pageOf([offered], 1, 1, 10)),
    'Interaction/Create': () => {
      recommendations += 1;
      return ok({ interaction: { id: 99 }, processing_status: 'in_progress' });
    },
  };
}

/** The staff app at `path` with the work pages, signed in with the ability, against the handlers. */
export function renderWork(path: string, handlers: Handlers, ability: Record<string, boolean> = WORK_ABILITY, prefs: Partial<UiPrefs> = {}) {
  return renderSignedIn({ path, pages: contingentWorkPages, ability, handlers: { ...referenceHandlers, ...handlers }, prefs });
}
