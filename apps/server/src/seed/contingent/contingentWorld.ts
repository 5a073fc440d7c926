/**
 * What the contingent's planners take (the registry, the events and the staff the earlier steps
 * wrote) and what they give back for the step to write: an applicant's record and the rows that
 * hang off it.
 */
import type { Industry, ProcessingStatus } from '@abitura/contracts/vocabulary';
import type { ApplicantData } from '../../domain/contingent/applicantRows.js';
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

export interface ApplicationPlan {
  collegeId: number;
  programId: number;
  priority: number;
  status: string;
  averageMark: number;
  originalDocuments: boolean;
  consent: boolean;
  submittedAt: Date;
  updatedAt: Date;
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
  applications: ApplicationPlan[];
  letters: LetterPlan[];
  registrations: RegistrationPlan[];
  history: HistoryPlan[];
}

