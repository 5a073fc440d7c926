/**
 * What the contingent's planners take (the registry, the events and the staff the earlier steps
 * wrote) and what they give back for the step to write: an applicant's record and the rows that
 * hang off it.
 */
import type { Industry, ProcessingStatus } from '@abitura/contracts/vocabulary';
import type { ApplicantData } from '../../domain/contingent/applicantRows.js';
import type { SeasonCalendar } from '../admission/seasonCalendar.js';
import type { EventKind } from './careerEvents.js';
import type { ApplicantSchool } from './people.js';
import type { SurveyAnswer } from './surveyAnswers.js';

export interface StaffRef {
  readonly id: number;
  readonly fullName: string;
}

/** The demo staff by what they do with applicants. */
export interface ContingentStaff {
  /** Who adds applicants (the insert page's roles). */
  readonly creators: readonly StaffRef[];
  /** Who may be an applicant's curator. */
  readonly curators: readonly StaffRef[];
  /** Who records interactions. */
  readonly workers: readonly StaffRef[];
}

export interface ApplicantCollege {
  readonly id: number;
  readonly name: string;
}

export interface ApplicantProgram {
  readonly id: number;
  readonly collegeId: number;
  readonly name: string;
  readonly specialityCode: string;
  readonly industry: Industry;
  readonly baseGrade: string;
  readonly fullTime: boolean;
}

export interface ApplicantEvent {
  readonly id: number;
  readonly kind: EventKind;
  readonly startsAt: Date;
  readonly status: string;
  readonly capacity: number | null;
  readonly organizationId: number | null;
}

/** What the registry and the earlier steps wrote, as the planner needs it. */
export interface ContingentWorld {
  readonly schools: readonly ApplicantSchool[];
  readonly colleges: readonly ApplicantCollege[];
  readonly programs: readonly ApplicantProgram[];
  readonly events: readonly ApplicantEvent[];
  readonly staff: ContingentStaff;
  readonly now: number;
  /** The admission year: the calendar year the current school year ends in. */
  readonly year: number;
  /** The main admission season (seed/admission): who filed, filed within its filing dates. */
  readonly season: SeasonCalendar;
}

export type JsonValue = string | number | boolean | null;

export interface InteractionPlan {
  type: string;
  result: string | null;
  organizationId: number | null;
  oid: string | null;
  actionData: Record<string, JsonValue>;
  authorId: number | null;
  occurredAt: Date;
}

export type FilingMethod = 'mosru' | 'in_person' | 'post';

/**
 * How an applicant filed their statement in the main admission season. The timeline tells it (a
 * 'mosru' or 'documentsSubmitted' entry at `at` naming the first programme, with `colleges` for
 * mos.ru) and the consent on the record follows it; the admission step reads those back and
 * writes the applications themselves (seed/admission).
 */
export interface FilingPlan {
  method: FilingMethod;
  at: Date;
  /** The programme put first; in person and by post its college took the documents. */
  first: { programId: number; collegeId: number };
  /** How many colleges the statement names: 1 to 5 on mos.ru, 1 otherwise. */
  colleges: number;
  /** Consent to enrolment given (to one of the applications). */
  consent: boolean;
  /** Planted for the validation worklist: filed, but no GIA results on the record (NO_GIA). */
  withoutGia: boolean;
}

export interface LetterPlan {
  number: string;
  collegeId: number;
  specialityCode: string | null;
  status: string;
  issuedAt: Date;
  validUntil: string;
  comment: string | null;
}

export interface RegistrationPlan {
  eventId: number;
  registeredAt: Date;
  attended: boolean | null;
}

export interface HistoryPlan {
  at: Date;
  actorId: number | null;
  action: 'create' | 'interaction';
  changes: Array<{ field: string; before: unknown; after: unknown }>;
}

export interface ApplicantPlan {
  /** The record's fields exactly as the contracts parse them (Abiturient/Create's data). */
  data: ApplicantData;
  /** Who recorded the consent (columnsOf's actor). */
  consentRecordedBy: number | null;
  processingStatus: ProcessingStatus;
  surveyAnswers: SurveyAnswer[];
  surveyAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  lastInteractionAt: Date;
  /** Oldest first; the first is always 'added'. */
  interactions: InteractionPlan[];
  /** Null: did not file in the main admission season. */
  filing: FilingPlan | null;
  /**
   * Planted for the validation worklist: this record is a second one of the person planned at
   * that index (same СНИЛС, or same name and birth date), both having filed (DUPLICATE_PERSON).
   */
  duplicateOf: number | null;
  letters: LetterPlan[];
  registrations: RegistrationPlan[];
  history: HistoryPlan[];
}

