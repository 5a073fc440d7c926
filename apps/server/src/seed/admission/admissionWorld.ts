/**
 * What the admission planners take (the registry's programmes and buildings, the contingent as
 * its records and timelines tell it, the committee) and what they give back for the step to write.
 */
import type { ApplicationRejectionReason, ApplicationState, FilingMethod, FundingKind } from '@abitura/contracts/vocabulary';
import type { SeasonCalendar } from './seasonCalendar.js';

export interface AdmissionProgram {
  readonly id: number;
  readonly collegeId: number;
  readonly baseGrade: string;
  readonly industry: string;
  readonly budgetPlaces: number | null;
  readonly paidPlaces: number | null;
  /** The programme's first entrance test, or null. */
  readonly testType: number | null;
}

export interface AdmissionBuilding {
  readonly id: number;
  readonly collegeId: number;
}

/** How the applicant filed, read back from the 'mosru' or 'documentsSubmitted' entry of their timeline. */
export interface ApplicantFiling {
  readonly method: FilingMethod;
  readonly at: number;
  readonly firstProgramId: number;
  /** Colleges a mos.ru statement names (1 otherwise). */
  readonly colleges: number;
}

export interface AdmissionApplicant {
  readonly id: number;
  readonly lastName: string;
  readonly firstName: string;
  readonly middleName: string | null;
  readonly gender: string | null;
  readonly birthDate: string | null;
  readonly grade: string | null;
  readonly snils: string | null;
  /** The mean of the GIA marks; null when the record holds no GIA results. */
  readonly giaMean: number | null;
  readonly industries: readonly string[];
  /** The consent on the record: accepted or not, when, and the parent who gave it. */
  readonly consent: { readonly accepted: boolean; readonly at: number; readonly representative: string | null } | null;
  readonly filing: ApplicantFiling | null;
}

export interface AdmissionWorld {
  readonly now: number;
  readonly size: number;
  readonly programs: readonly AdmissionProgram[];
  readonly buildings: readonly AdmissionBuilding[];
  readonly applicants: readonly AdmissionApplicant[];
  /** Active demo users of the admission committee: examiners and who took statements at the desk. */
  readonly committee: readonly number[];
}

export interface GroupPlan {
  readonly year: number;
  readonly collegeId: number;
  readonly programId: number;
  readonly funding: FundingKind;
  readonly base: string;
  places: number | null;
  readonly testType: number | null;
}

/** An application of the main season; `group` indexes AdmissionPlan.groups, `applicant` the world's applicants. */
export interface ApplicationPlan {
  readonly applicant: number;
  readonly group: number;
  readonly collegeId: number;
  readonly programId: number;
  priority: number;
  state: ApplicationState;
  rejectionReason: ApplicationRejectionReason | null;
  status: string;
  averageMark: number | null;
  readonly preferentialRight: boolean;
  readonly filingMethod: FilingMethod;
  readonly externalNumber: string | null;
  originalDocuments: boolean;
  originalCollegeId: number | null;
  consent: boolean;
  consentAt: Date | null;
  guardianName: string | null;
  guardianPhone: string | null;
  readonly createdBy: number | null;
  readonly submittedAt: Date;
  updatedAt: Date;
}

export interface SessionPlan {
  readonly collegeId: number;
  readonly testType: number;
  readonly startsAt: Date;
  readonly buildingId: number | null;
  readonly room: string;
  readonly capacity: number;
  readonly passPoints: number | null;
  readonly examinerIds: number[];
  readonly invitationsSentAt: Date | null;
  readonly resultsSentAt: Date | null;
}

/** An application's seat at a session; `session` and `application` index the plan's lists. */
export interface AssignmentPlan {
  readonly session: number;
  readonly application: number;
  attended: boolean | null;
  passed: boolean | null;
  points: number | null;
  readonly invitedAt: Date | null;
  resultSentAt: Date | null;
  recordedAt: Date | null;
  recordedBy: number | null;
  readonly assignedAt: Date;
}

export interface AdmissionPlan {
  /** The previous, main and next seasons. */
  readonly seasons: readonly SeasonCalendar[];
  readonly main: SeasonCalendar;
  readonly groups: GroupPlan[];
  readonly applications: ApplicationPlan[];
  readonly sessions: SessionPlan[];
  readonly assignments: AssignmentPlan[];
}
